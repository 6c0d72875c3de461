import Kinema
import KinemaControls
import XCTest

/// Generated scripts (seeded) played on each control: drags, taps and cancels anywhere from
/// inside the controls to the 1e9 bound, at times up to 1e9 s. Every sampled number is finite,
/// and playing a script twice gives the same frames.
final class PlayerPropertyTests: XCTestCase {
    /// A random valid script: touch sequences (down, moves, up or cancel) in time order.
    static func script(_ random: inout SplitMix64) -> EventScript {
        func coordinate() -> Double {
            switch random.next() % 10 {
            case 0: return [1e9, -1e9, 0, -0.0, 1e-300][Int(random.next() % 5)]
            case 1: return random.uniform(in: -1e9...1e9)
            default: return random.uniform(in: -50...850)
            }
        }
        var events: [TouchEvent] = []
        var t = 0.0
        for _ in 0..<Int(random.next() % 4) {
            t += random.next() % 20 == 0 ? random.uniform(in: 0...1e9) : random.uniform(in: 0...0.6)
            t = Swift.min(t, 1e9)
            events.append(.down(t, Point(x: coordinate(), y: coordinate())))
            for _ in 0..<Int(random.next() % 5) {
                t = Swift.min(t + random.uniform(in: 0...0.2), 1e9)
                events.append(.move(t, Point(x: coordinate(), y: coordinate())))
            }
            t = Swift.min(t + random.uniform(in: 0...0.3), 1e9)
            events.append(random.next() % 5 == 0 ? .cancel(t) : .up(t, Point(x: coordinate(), y: coordinate())))
        }
        return (try? EventScript(events: events)) ?? .empty
    }

    func testGeneratedScriptsPlayFinitelyAndDeterministically() throws {
        var random = SplitMix64(seed: 157)
        for round in 0..<60 {
            let script = Self.script(&random)
            // At most about 40 frames up to the default end.
            let until = script.defaultUntil, fps = Swift.min(20, 40 / until)
            for type in ControlRegistry.controls {
                func play() throws -> [FrameSnapshot] {
                    try Player(control: type.init(configuration: .standard), script: script).frames(
                        fps: fps, until: until)
                }
                let frames = try play()
                for frame in frames {
                    for v in frame.views {
                        let d = v.decomposed
                        let numbers = [
                            v.center.x, v.center.y, v.size.width, v.size.height, d.rotation, d.scaleX,
                            d.scaleY, d.translateX, d.translateY, v.alpha, v.cornerRadius
                        ]
                        XCTAssertTrue(
                            numbers.allSatisfy(\.isFinite), "\(type.name) \(v.name) at \(frame.time): \(script.events)")
                    }
                }
                // Determinism on every fourth script (the frames are compared exactly).
                if round % 4 == 0 { XCTAssertEqual(try play(), frames, type.name) }
            }
        }
    }
}
