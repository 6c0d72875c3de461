import FuzzSupport
import Kinema
import KinemaControls

/// libFuzzer target: plays the input (as an event script) on each of the four controls.
/// The frame rate is chosen so that at most about 60 frames are sampled up to the script's
/// default end (its last event + 2 s). Properties: no trap; every sampled number finite; an
/// error is one line; playing the same script twice gives the same frames (or the same error).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlayer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size), as: UTF8.self)
    guard let script = try? EventScript(parsing: text) else { return 0 }
    let until = script.defaultUntil
    let fps = Swift.min(30, 60 / until)
    for type in ControlRegistry.controls {
        func play() -> Result<[FrameSnapshot], PlayFailure> {
            do {
                let player = try Player(control: type.init(configuration: .standard), script: script)
                return .success(try player.frames(fps: fps, until: until))
            } catch {
                return .failure(PlayFailure(message: "\(error)"))
            }
        }
        let first = play()
        Property.require(first == play(), "\(type.name): playing the same script twice gave different results")
        switch first {
        case .failure(let error): Property.requireOneLine("\(error)")
        case .success(let frames): frames.forEach { Property.requireFinite($0) }
        }
    }
    return 0
}

/// A player's error, compared by its message (the engine's errors are of several types).
struct PlayFailure: Error, Equatable {
    let message: String
}
