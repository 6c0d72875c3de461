import Kinema
import KinemaDerivations
import XCTest

/// The engine's media timing against `Derivation.linearValue`, which walks the timeline instead of
/// using the engine's floor-and-wrap formulas, over a grid of timings sampled at seeded random times.
final class MediaTimingDerivationTests: XCTestCase {
    func testLinearAnimationsAgreeWithTheWalkedTimeline() throws {
        var random = Derivation.SplitMix64(seed: 21)
        var checked = 0
        for autoreverses in [false, true] {
            for (repeatCount, repeatDuration) in [(0.0, 0.0), (2.5, 0.0), (3, 0.0), (0, 1.7)] {
                for (speed, offset) in [(1.0, 0.0), (2, 0.25), (0.5, 1.1), (3, 2.9)] {
                    for fill in FillMode.allCases {
                        for removed in [true, false] {
                            var expected = Derivation.LinearTiming(from: -20, to: 60, model: 7)
                            expected.beginTime = 0.3
                            expected.duration = 0.8
                            expected.speed = speed
                            expected.timeOffset = offset
                            expected.repeatCount = repeatCount
                            expected.repeatDuration = repeatDuration
                            expected.autoreverses = autoreverses
                            expected.fill = fill.rawValue
                            expected.removedOnCompletion = removed
                            var animation = BasicAnimation(keyPath: .positionX, from: -20, to: 60)
                            animation.timing = MediaTiming(
                                beginTime: 0.3, duration: 0.8, speed: speed,
                                timeOffset: offset, repeatCount: repeatCount,
                                repeatDuration: repeatDuration, autoreverses: autoreverses,
                                fillMode: fill)
                            animation.isRemovedOnCompletion = removed
                            let scene = Scene(size: Size(width: 100, height: 100))
                            let view = View(name: "v", frame: Rect(x: 2, y: 0, width: 10, height: 10)) // model x 7
                            try scene.root.addSubview(view)
                            try view.addAnimation(animation, forKey: "a")
                            let times = random.uniforms(in: 0...6, count: 12).sorted() + [6.5]
                            for t in times {
                                try scene.advance(to: t)
                                XCTAssertEqual(
                                    view.presentation.center.x, Derivation.linearValue(expected, at: t),
                                    accuracy: 1e-9, "\(expected) at \(t)")
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        XCTAssertEqual(checked, 2 * 4 * 4 * 4 * 2 * 13)
    }
}
