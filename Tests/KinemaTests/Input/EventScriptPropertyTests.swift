import Kinema
import XCTest

/// Thousands of generated scripts (seeded, so every run checks the same ones): well-formed
/// pieces, boundary numbers and hostile characters mixed at random. The properties are the ones
/// the event-script fuzz target asserts.
final class EventScriptPropertyTests: XCTestCase {
    /// Random pieces of script text.
    struct ScriptGenerator {
        var random: SplitMix64

        mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

        mutating func number() -> String {
            if chance(30) {
                return pick([
                    "0", "-0", "1e9", "-1e9", "1000000000.0000001", "1e10", "1e400", "-1e400", "1e-320", "nan",
                    "inf", "0x1p3", "1,5", "1.5.5", "", "+2", "1e", ".5", "5."
                ])
            }
            let magnitude = pick([1.0, 10, 1000, 1e6, 1e9, 2e9])
            return "\(Double(random.next() % 2_000_001) / 1_000_000 * magnitude - (chance(20) ? magnitude : 0))"
        }

        mutating func space() -> String { pick([" ", " ", "  ", "\t", " \t "]) }

        mutating func event() -> String {
            var text = number() + space() + pick(["down", "move", "up", "cancel", "down", "move", "tap", "DOWN", ""])
            if chance(85) {
                text += space() + number() + pick([",", " ,", ", ", " , ", ";", ""]) + number()
            }
            if chance(10) { text += space() + pick([number(), "up", ",3", "#x"]) }
            return text
        }

        mutating func hostile() -> String {
            pick([
                "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{1B}", "\u{7F}", "\u{00}", "\u{301}",
                "\u{65A}",
                "\"", "\\", "#", ";", "\r", "\n", "\r\n", "é", "🙂"
            ])
        }

        /// A script: events joined by separators, with comments and hostile characters sprinkled in.
        mutating func script() -> String {
            var parts: [String] = []
            for _ in 0..<Int(random.next() % 8) {
                var e = event()
                if chance(15) {
                    let scalars = Array(e.unicodeScalars)
                    let at = scalars.isEmpty ? 0 : Int(random.next() % UInt64(scalars.count + 1))
                    e =
                        String(String.UnicodeScalarView(scalars[..<at])) + hostile()
                        + String(String.UnicodeScalarView(scalars[at...]))
                }
                if chance(10) { e += space() + "# " + hostile() + "comment" }
                parts.append(e)
            }
            var text = ""
            for part in parts { text += part + pick([";", "\n", "\r\n", "\r", "; ", ";;"]) }
            return text
        }
    }

    /// Whether `scalar` could break a line of output.
    static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return false
        }
    }

    func testGeneratedScriptsKeepTheParserProperties() {
        var generator = ScriptGenerator(random: SplitMix64(seed: 15))
        var accepted = 0, rejected = 0
        for _ in 0..<5_000 {
            let text = generator.script()
            let first = Result { () throws(InputError) in try EventScript(parsing: text) }
            let second = Result { () throws(InputError) in try EventScript(parsing: text) }
            XCTAssertEqual(first, second, text.debugDescription)
            switch first {
            case .failure(let error):
                rejected += 1
                let message = error.description
                XCTAssertFalse(message.unicodeScalars.contains(where: Self.breaksLine), message.debugDescription)
                guard case .invalidEvent(let index, _, _) = error else { return XCTFail("\(error)") }
                XCTAssertGreaterThanOrEqual(index, 1)
            case .success(let script):
                accepted += 1
                var previous = 0.0
                for event in script.events {
                    XCTAssertTrue(event.time >= previous && event.time <= 1e9, "\(event) in \(text.debugDescription)")
                    previous = event.time
                    XCTAssertEqual(event.phase == .cancel, event.location == nil)
                    if let p = event.location { XCTAssertTrue(abs(p.x) <= 1e9 && abs(p.y) <= 1e9, "\(event)") }
                    // No negative zero survives parsing (`-0` prints as 0).
                    let numbers = [event.time] + (event.location.map { [$0.x, $0.y] } ?? [])
                    XCTAssertFalse(numbers.contains { $0 == 0 && $0.sign == .minus }, "\(event)")
                }
                let again = try? EventScript(parsing: script.events.map(\.description).joined(separator: "; "))
                XCTAssertEqual(again, script, text.debugDescription)
            }
        }
        // The generator reaches both outcomes often (a test that only ever rejects checks little).
        XCTAssertGreaterThan(accepted, 500)
        XCTAssertGreaterThan(rejected, 500)
    }
}
