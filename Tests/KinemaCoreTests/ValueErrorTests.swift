import KinemaCore
import XCTest

/// `ValueError`: one case per kind of problem, each naming its parameter in a one-line message.
final class ValueErrorTests: XCTestCase {
    func testEachCaseReadsAsOneLine() {
        let expected: [(ValueError, String)] = [
            (.notFinite("spring mass"), "spring mass must be finite"),
            (
                .outOfRange("spring damping", -0.5, must: "not be negative"),
                "spring damping must not be negative (got -0.5)"
            ),
            (.outOfRange("fps", 0, must: "be in (0, 1000]"), "fps must be in (0, 1000] (got 0.0)"),
            (.countMismatch("key times", count: 2, values: 3), "keyframes have 2 key times but 3 values"),
            (.empty("keyframe values"), "keyframe values must not be empty"),
            (.decreasing("key time at index 2"), "key time at index 2 is smaller than the one before it"),
            (
                .unsolvableSpring(duration: 1, dampingRatio: 1, initialVelocity: 5),
                "no spring settles in 1.0 s with damping ratio 1.0 and initial velocity 5.0"
            ),
            (
                .notRepresentable("spring parameters"),
                "spring parameters are not representable: numbers derived from them are too large"
            ),
            (.tooManyFrames(maximum: 1000), "more than 1000 frames requested")
        ]
        for (error, text) in expected {
            XCTAssertEqual(error.description, text)
            XCTAssertFalse(error.description.contains(where: \.isNewline))
        }
    }

    /// Each kind of value names itself first, so a message needs no wrapper to be understood.
    func testEveryValueNamesItsKind() {
        XCTAssertThrowsError(try Spring(duration: 1, bounce: 2)) {
            XCTAssertEqual("\($0)", "spring bounce must be in (-1, 1] (got 2.0)")
        }
        XCTAssertThrowsError(try TimingCurve(0.5, 0, 2, 1)) {
            XCTAssertEqual("\($0)", "timing curve control point x must be in [0, 1] (got 2.0)")
        }
        XCTAssertThrowsError(try KeyframeTrack(keyTimes: [0, 1], values: [0.0, 1], mode: .cubic, tensions: [0, .nan])) {
            XCTAssertEqual("\($0)", "keyframe tensions at index 1 must be finite")
        }
        XCTAssertThrowsError(try FrameTimes(until: -1, fps: 60)) {
            XCTAssertEqual("\($0)", "the sampled span must not be negative (got -1.0)")
        }
    }
}
