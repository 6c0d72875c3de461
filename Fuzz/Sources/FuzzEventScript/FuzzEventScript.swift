import FuzzSupport
import Kinema

/// libFuzzer target: the event-script parser. The input is script text (UTF-8, invalid bytes
/// replaced). Properties: no trap; the same text always gives the same result; an error names an
/// event (index from 1) in one line; a parsed script keeps the script rules (times in [0, 1e9],
/// non-decreasing; coordinates within 1e9; points exactly where the kind needs them) and reads
/// back from its own events' descriptions to the same events.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEventScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size), as: UTF8.self)
    let first = Result { () throws(InputError) in try EventScript(parsing: text) }
    let second = Result { () throws(InputError) in try EventScript(parsing: text) }
    Property.require(first == second, "parsing the same text twice gave different results")
    switch first {
    case .failure(let error):
        Property.requireOneLine(error.description)
        if case .invalidEvent(let index, _, _) = error { Property.require(index >= 1, "event index \(index)") }
    case .success(let script):
        var previous = 0.0
        for event in script.events {
            Property.require(
                event.time.isFinite && event.time >= previous && event.time <= 1e9,
                "event time \(event.time) after \(previous)")
            previous = event.time
            Property.require((event.phase == .cancel) == (event.location == nil), "point and kind disagree: \(event)")
            if let p = event.location {
                Property.require(abs(p.x) <= 1e9 && abs(p.y) <= 1e9, "coordinate out of range: \(event)")
            }
        }
        let again = try? EventScript(parsing: script.events.map(\.description).joined(separator: "; "))
        Property.require(again == script, "the events' descriptions do not read back to the same script")
    }
    return 0
}
