import XCTest

@testable import KinemaCore

/// UIKit's key-time emission (KinemaCore's keyframes article) for the fast cart's touch-up animation: 0.8 s, so one
/// frame is fi = (1/60) / 0.8 = 0.0208333 of the animation.
final class KeyframeEmissionTests: XCTestCase {
    private func emit(
        _ frames: [(Double, Double, Double)], initial: Double = 0,
        total: Double = 0.8
    ) throws -> (keyTimes: [Double], values: [Double]) {
        try KeyframeTrack<Double>.emitted(
            initialValue: initial,
            frames: frames.map { KeyframeSpan(start: $0.0, duration: $0.1, value: $0.2) },
            totalDuration: total)
    }

    func testCartPosition() throws {
        // Keyframes 1 (0, 0.35, -4) and 3 (0.35, 0.5, 104). Inserted first frame {initial, 0, 0}:
        // end min(0, 0) = 0 -> (initial, 0); no hold (0 - 0 - fi < 0).
        // Frame 1: next 0.35, end min(0.35, 0.35) = 0.35 -> (-4, 0.35); gap 0.
        // Frame 3: next 1, end 0.85 -> (104, 0.85); 1 - 0.85 - 0.0208 = 0.129 > eps -> hold (104, 1).
        let (keys, values) = try emit([(0, 0.35, -4), (0.35, 0.5, 104)], initial: 0)
        XCTAssertEqual(keys, [0, 0.35, 0.85, 1])
        XCTAssertEqual(values, [0, -4, 104, 104])
    }

    func testCartTransformIsSortedStably() throws {
        // Keyframes 1 (0, 0.35, rotation -0.15) and 2 (0.35, 0.04, identity), given out of order:
        // the stable sort restores 1 before 2. Frame 2 ends at 0.39 and is held to 1.
        let (keys, values) = try emit([(0.35, 0.04, 0), (0, 0.35, -0.15)], initial: -0.1)
        XCTAssertEqual(keys.count, 4)
        XCTAssertEqual(keys[0], 0)
        XCTAssertEqual(keys[1], 0.35)
        XCTAssertEqual(keys[2], 0.39, accuracy: 1e-15) // 0.35 + 0.04 in binary
        XCTAssertEqual(keys[3], 1)
        XCTAssertEqual(values, [-0.1, -0.15, 0, 0])
    }

    func testPinkAlphaHoldsItsFirstValue() throws {
        // Keyframe 5 (0.45, 0.2, alpha 0) alone. Inserted {initial 1, start 0, duration 0.45}:
        // end 0.45 -> (1, 0.45); its gap 0.45 - 0.45 - fi < 0, no hold. Frame 5: end 0.65 -> (0, 0.65),
        // then 1 - 0.65 - 0.0208 > eps -> (0, 1). So key times [0.45, 0.65, 1], and before 0.45 the
        // first value (1) holds.
        let (keys, values) = try emit([(0.45, 0.2, 0)], initial: 1)
        XCTAssertEqual(keys, [0.45, 0.65, 1])
        XCTAssertEqual(values, [1, 0, 0])
        let track = try KeyframeTrack(keyTimes: keys, values: values, mode: .cubic)
        XCTAssertEqual(track.value(at: 0.3), 1)
    }

    func testWhiteLinesHoldAcrossAGapLongerThanAFrame() throws {
        // Keyframes 1 (0, 0.35, 2) and 4 (0.4, 0.5, 104): after frame 1 (end 0.35) the gap to 0.4 is
        // 0.05 - 0.0208 = 0.029 > eps -> hold (2, 0.4); frame 4 ends 0.9, held to 1.
        let (keys, values) = try emit([(0, 0.35, 2), (0.4, 0.5, 104)], initial: 11)
        XCTAssertEqual(keys, [0, 0.35, 0.4, 0.9, 1])
        XCTAssertEqual(values, [11, 2, 2, 104, 104])
    }

    func testAGapShorterThanOneFrameIsNotHeld() throws {
        // Gap 0.37 - 0.35 = 0.02 < fi = 0.0208333: no hold key.
        let short = try emit([(0, 0.35, 1), (0.37, 0.2, 2)])
        XCTAssertEqual(short.keyTimes, [0, 0.35, 0.37 + 0.2, 1]) // end = start + duration, in binary
        // Gap 0.375 - 0.35 = 0.025 > fi (by 0.0041667): held.
        let long = try emit([(0, 0.35, 1), (0.375, 0.2, 2)])
        XCTAssertEqual(long.keyTimes, [0, 0.35, 0.375, 0.575, 1])
        XCTAssertEqual(long.values, [0, 1, 1, 2, 2])
        // A longer animation shrinks the frame: at 8 s, fi = 0.0020833 and the 0.02 gap is held.
        let slow = try emit([(0, 0.35, 1), (0.37, 0.2, 2)], total: 8)
        XCTAssertEqual(slow.keyTimes, [0, 0.35, 0.37, 0.37 + 0.2, 1])
    }

    func testTiesKeepCallOrderAndEndsAreCut() throws {
        // Two frames at 0.2: X (0.1 long) then Y (0.3 long). X's end is cut to Y's start:
        // [(initial, 0.2), (X, 0.2), (Y, 0.5), (Y, 1)].
        let (keys, values) = try emit([(0.2, 0.1, 5), (0.2, 0.3, 6)], initial: 4)
        XCTAssertEqual(keys, [0.2, 0.2, 0.5, 1])
        XCTAssertEqual(values, [4, 5, 6, 6])
        // A frame running past 1 ends at 1.
        XCTAssertEqual(try emit([(0.9, 0.5, 1)]).keyTimes, [0.9, 1])
    }

    func testPointsAndErrors() throws {
        let (keys, values) = try KeyframeTrack<Point>.emitted(
            initialValue: .zero, frames: [KeyframeSpan(start: 0.5, duration: 0.5, value: Point(x: 1, y: 2))],
            totalDuration: 1)
        XCTAssertEqual(keys, [0.5, 1])
        XCTAssertEqual(values, [.zero, Point(x: 1, y: 2)])
        XCTAssertEqual(try emit([]).keyTimes, [])
        XCTAssertThrowsError(try emit([(0, 1, 1)], total: 0)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("keyframe total duration", 0, must: "be positive"))
        }
        XCTAssertThrowsError(try emit([(0, 1, 1)], total: .nan)) {
            XCTAssertEqual($0 as? ValueError, .notFinite("keyframe total duration"))
        }
        XCTAssertThrowsError(try emit([(0, 1, 1), (1.2, 0, 1)])) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("keyframe span start at index 1", 1.2, must: "be in [0, 1]"))
        }
        XCTAssertThrowsError(try emit([(0, -0.1, 1)])) {
            XCTAssertEqual(
                $0 as? ValueError, .outOfRange("keyframe span duration at index 0", -0.1, must: "be in [0, 1]"))
        }
    }
}
