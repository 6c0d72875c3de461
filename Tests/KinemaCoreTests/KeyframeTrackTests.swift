import XCTest

@testable import KinemaCore

/// Keyframe interpolation (the modes of KinemaCore's keyframes article), with every expected value derived by hand in the comments.
final class KeyframeTrackTests: XCTestCase {
    // The worked example: key times [0, 0.1, 1], values [1, 0, 0].
    private let keys = [0, 0.1, 1]
    private let scalars: [Double] = [1, 0, 0]

    func testWorkedExampleCubic() throws {
        // D0 = 0.1, D1 = 0.9. Catmull-Rom tangents with duplicated ends:
        //   key 0: (p1 - p0) / 2 = -0.5 (an end point: unscaled);
        //   key 1: (p2 - p0) / 2 = -0.5, leaving x 2 D1 / (D0 + D1) = 1.8 -> -0.9,
        //          arriving x 2 D0 / (D0 + D1) = 0.2 -> -0.1;
        //   key 2: (p2 - p1) / 2 = 0.
        // u = 0.05 (segment 0, s = 0.5; h00 = h01 = 0.5, h10 = 0.125, h11 = -0.125):
        //   0.5 * 1 + 0.125 * (-0.5) + 0.5 * 0 - 0.125 * (-0.1) = 0.5 - 0.0625 + 0.0125 = 0.45.
        // u = 0.55 (segment 1, s = 0.45 / 0.9 = 0.5): 0.125 * (-0.9) = -0.1125 (undershoot).
        // u = 0.4 (segment 1, s = 1/3, h10 = 1/27 - 2/9 + 1/3 = 4/27): -0.9 * 4/27 = -0.1333333.
        let track = try KeyframeTrack(keyTimes: keys, values: scalars, mode: .cubic)
        XCTAssertEqual(track.value(at: 0.05), 0.45, accuracy: 1e-15)
        XCTAssertEqual(track.value(at: 0.55), -0.1125, accuracy: 1e-15)
        XCTAssertEqual(track.value(at: 0.4), -0.9 * 4 / 27, accuracy: 1e-15)
        XCTAssertEqual(track.value(at: 0), 1)
        XCTAssertEqual(track.value(at: 0.1), 0, accuracy: 1e-15)
        XCTAssertEqual(track.value(at: 1), 0)
        XCTAssertEqual(track.value(at: -0.5), 1)
        XCTAssertEqual(track.value(at: 1.5), 0)
        XCTAssertEqual(track.value(at: .nan), 1)
    }

    func testWorkedExampleLinearAndDiscrete() throws {
        // Linear: u = 0.05 is half way from 1 to 0; u = 0.55 lies between two zeros.
        let linear = try KeyframeTrack(keyTimes: keys, values: scalars, mode: .linear)
        XCTAssertEqual(linear.value(at: 0.05), 0.5, accuracy: 1e-15)
        XCTAssertEqual(linear.value(at: 0.025), 0.75, accuracy: 1e-15)
        XCTAssertEqual(linear.value(at: 0.55), 0)
        // Discrete: each value holds until the next key time.
        let discrete = try KeyframeTrack(keyTimes: [0, 0.25, 0.75], values: [3.0, 5, 9], mode: .discrete)
        for (u, value) in [(0.1, 3.0), (0.2499, 3), (0.25, 5), (0.74, 5), (0.75, 9), (1, 9)] {
            XCTAssertEqual(discrete.value(at: u), value, "u = \(u)")
        }
    }

    func testFirstValueHoldsBeforeALateFirstKeyTime() throws {
        // Key times [0.45, 0.65, 1] (the pink lines' alpha): 0.6 holds until 0.45, then linear to 0.
        let track = try KeyframeTrack(keyTimes: [0.45, 0.65, 1], values: [0.6, 0, 0], mode: .linear)
        XCTAssertEqual(track.value(at: 0.2), 0.6)
        XCTAssertEqual(track.value(at: 0.45), 0.6)
        XCTAssertEqual(track.value(at: 0.55), 0.3, accuracy: 1e-15)
        XCTAssertEqual(track.value(at: 0.9), 0)
    }

    func testRepeatedKeyTimesJumpToTheLaterKey() throws {
        // [0, 0.5, 0.5, 1] -> [0, 1, 5, 6]: at 0.25 half of 0..1; at 0.5 the later key (5) wins;
        // at 0.75 half of 5..6.
        let track = try KeyframeTrack(keyTimes: [0, 0.5, 0.5, 1], values: [0.0, 1, 5, 6], mode: .linear)
        XCTAssertEqual(track.value(at: 0.25), 0.5)
        XCTAssertEqual(track.value(at: 0.5), 5)
        XCTAssertEqual(track.value(at: 0.75), 5.5)
        // The cubic form stays finite across the zero-length segment.
        let cubic = try KeyframeTrack(keyTimes: [0, 0.5, 0.5, 1], values: [0.0, 1, 5, 6], mode: .cubic)
        for i in 0...100 { XCTAssertTrue(cubic.value(at: Double(i) / 100).isFinite) }
        XCTAssertEqual(cubic.value(at: 0.5), 5)
    }

    func testSingleValueIsConstant() throws {
        for mode in KeyframeCalculationMode.allCases {
            let track = try KeyframeTrack(keyTimes: [0.3], values: [7.0], mode: mode)
            XCTAssertEqual(track.value(at: 0), 7)
            XCTAssertEqual(track.value(at: 0.5), 7)
            XCTAssertEqual(track.value(at: 2), 7)
        }
    }

    func testPacedScalars() throws {
        // Values [0, 10, 40]: distances 10 and 30 of 40 -> key times [0, 0.25, 1] (the given ones ignored).
        // u = 0.125 -> 5; u = 0.625 -> 10 + 30 * (0.375 / 0.75) = 25.
        let track = try KeyframeTrack(keyTimes: [0, 0.5, 1], values: [0.0, 10, 40], mode: .paced)
        XCTAssertEqual(track.value(at: 0.125), 5, accuracy: 1e-12)
        XCTAssertEqual(track.value(at: 0.625), 25, accuracy: 1e-12)
        // Key times may be omitted for paced modes.
        let untimed = try KeyframeTrack(keyTimes: [], values: [0.0, 10, 40], mode: .paced)
        XCTAssertEqual(untimed.value(at: 0.625), 25, accuracy: 1e-12)
        // All values equal: no distance, uniform times, constant value.
        let flat = try KeyframeTrack(keyTimes: [], values: [2.0, 2, 2], mode: .paced)
        XCTAssertEqual(flat.value(at: 0.4), 2)
    }

    func testPacedPoints() throws {
        // (0,0) -> (3,4) -> (3,10): distances 5 and 6 -> key times [0, 5/11, 1].
        // u = 0.5: s = (0.5 - 5/11) / (6/11) = 1/12 -> (3, 4 + 6/12) = (3, 4.5).
        let track = try KeyframeTrack(
            keyTimes: [], values: [Point(x: 0, y: 0), Point(x: 3, y: 4), Point(x: 3, y: 10)],
            mode: .paced)
        let p = track.value(at: 0.5)
        XCTAssertEqual(p.x, 3, accuracy: 1e-12)
        XCTAssertEqual(p.y, 4.5, accuracy: 1e-12)
        // u = 5/22: half the first 5 points of distance -> (1.5, 2).
        let q = track.value(at: 5.0 / 22)
        XCTAssertEqual(q.x, 1.5, accuracy: 1e-12)
        XCTAssertEqual(q.y, 2, accuracy: 1e-12)
    }

    func testCubicPacedMonotonicScalarsMoveAtConstantSpeed() throws {
        // Uniform Catmull-Rom through [0, 1, 3] (tangents 0.5, 1.5, 1) is increasing: segment 0 has
        // P'(s) = s + 0.5 and segment 1 P'(s) = -4.5 s^2 + 4 s + 1.5, both > 0 on [0, 1]. For a
        // monotonic scalar curve the arc length from the start is the value itself, so
        // re-timing to constant arc speed gives value(u) = 3 u.
        let track = try KeyframeTrack(keyTimes: [], values: [0.0, 1, 3], mode: .cubicPaced)
        for i in 0...40 {
            let u = Double(i) / 40
            XCTAssertEqual(track.value(at: u), 3 * u, accuracy: 1e-10, "u = \(u)")
        }
    }

    func testCubicPacedPointsAreEquallySpacedAlongTheCurve() throws {
        // Collinear points (0,0), (1,0), (4,0): increasing along x, so value(u) = (4u, 0).
        let line = try KeyframeTrack(
            keyTimes: [], values: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 4, y: 0)],
            mode: .cubicPaced)
        XCTAssertEqual(line.value(at: 0.3).x, 1.2, accuracy: 1e-10)
        XCTAssertEqual(line.value(at: 0.3).y, 0)
        // A bent path: successive samples 1/200 apart in u are (nearly) equal chords, since the
        // arc between them is constant and short (chord = arc (1 - kappa^2 arc^2 / 24 ...)).
        let bent = try KeyframeTrack(
            keyTimes: [],
            values: [
                Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10),
                Point(x: 20, y: 10)
            ], mode: .cubicPaced)
        let samples = (0...200).map { bent.value(at: Double($0) / 200) }
        let chords = zip(samples, samples.dropFirst()).map { $0.distance(to: $1) }
        let mean = chords.reduce(0, +) / Double(chords.count)
        for c in chords { XCTAssertEqual(c, mean, accuracy: 2e-3 * mean) }
        // Unlike plain cubic with uniform keys, whose speed varies along the path.
        let plain = try KeyframeTrack(keyTimes: [0, 1.0 / 3, 2.0 / 3, 1], values: bent.values, mode: .cubic)
        let plainSamples = (0...200).map { plain.value(at: Double($0) / 200) }
        let plainChords = zip(plainSamples, plainSamples.dropFirst()).map { $0.distance(to: $1) }
        XCTAssertGreaterThan(plainChords.max()! / plainChords.min()!, 1.5)
    }

    func testMultiComponentValuesInterpolateComponentByComponent() throws {
        // Points whose x follows the worked example and whose y is [10, 20, 5] at [0, 0.1, 1].
        // y tangents: key 0 (20 - 10) / 2 = 5; key 1 (5 - 10) / 2 = -2.5 -> arriving -0.5, leaving -4.5;
        // key 2 (5 - 20) / 2 = -7.5.
        // u = 0.05: 0.5 * 10 + 0.125 * 5 + 0.5 * 20 - 0.125 * (-0.5) = 15.6875.
        // u = 0.55: 0.5 * 20 + 0.125 * (-4.5) + 0.5 * 5 - 0.125 * (-7.5) = 12.875.
        let points = try KeyframeTrack(
            keyTimes: keys, values: [Point(x: 1, y: 10), Point(x: 0, y: 20), Point(x: 0, y: 5)],
            mode: .cubic)
        XCTAssertEqual(points.value(at: 0.05).x, 0.45, accuracy: 1e-14)
        XCTAssertEqual(points.value(at: 0.05).y, 15.6875, accuracy: 1e-13)
        XCTAssertEqual(points.value(at: 0.55).x, -0.1125, accuracy: 1e-14)
        XCTAssertEqual(points.value(at: 0.55).y, 12.875, accuracy: 1e-13)

        // Colours, linear: a quarter of the way from opaque red to half-transparent blue.
        let colors = try KeyframeTrack(
            keyTimes: [0, 1],
            values: [
                Color(red: 1, green: 0, blue: 0, alpha: 1),
                Color(red: 0, green: 0, blue: 1, alpha: 0.5)
            ],
            mode: .linear)
        XCTAssertEqual(colors.value(at: 0.25), Color(red: 0.75, green: 0, blue: 0.25, alpha: 0.875))

        // Decomposed transforms, linear: every component half way.
        let a = DecomposedTransform(scaleX: 1, scaleY: 1, rotation: 0, translateX: 0, translateY: 0)
        let b = DecomposedTransform(scaleX: 2, scaleY: -1, rotation: 1, translateX: 10, translateY: -4)
        let transforms = try KeyframeTrack(keyTimes: [0, 1], values: [a, b], mode: .linear)
        XCTAssertEqual(
            transforms.value(at: 0.5),
            DecomposedTransform(scaleX: 1.5, scaleY: 0, rotation: 0.5, translateX: 5, translateY: -2))

        // Sizes, discrete.
        let sizes = try KeyframeTrack(
            keyTimes: [0, 0.5], values: [Size(width: 1, height: 2), Size(width: 3, height: 4)],
            mode: .discrete)
        XCTAssertEqual(sizes.value(at: 0.7), Size(width: 3, height: 4))
    }

    func testKochanekBartelsParameters() throws {
        // Track [0, 1, 0] at [0, 0.5, 1] (equal spacing: scale factors 1).
        // Default (Catmull-Rom): key 0 tangent 0.5, key 1 tangent 0. u = 0.25 (s = 0.5):
        //   0.125 * 0.5 + 0.5 * 1 - 0.125 * 0 = 0.5625.
        let values: [Double] = [0, 1, 0]
        let times = [0, 0.5, 1]
        let plain = try KeyframeTrack(keyTimes: times, values: values, mode: .cubic)
        XCTAssertEqual(plain.value(at: 0.25), 0.5625, accuracy: 1e-15)
        // Tension 1 everywhere zeroes every tangent: p0 + (p1 - p0)(3 s^2 - 2 s^3); s = 0.25 of
        // segment 0 (u = 0.125): 3/16 - 2/64 = 0.15625.
        let tense = try KeyframeTrack(keyTimes: times, values: values, mode: .cubic, tensions: [1, 1, 1])
        XCTAssertEqual(tense.value(at: 0.125), 0.15625, accuracy: 1e-15)
        // Continuity -1 everywhere: leaving tangent = next chord, arriving = previous chord, so each
        // segment's tangents equal its chord and it is a straight line: u = 0.25 -> 0.5, u = 0.6 -> 0.8.
        let corner = try KeyframeTrack(keyTimes: times, values: values, mode: .cubic, continuities: [-1, -1, -1])
        XCTAssertEqual(corner.value(at: 0.25), 0.5, accuracy: 1e-15)
        XCTAssertEqual(corner.value(at: 0.6), 0.8, accuracy: 1e-15)
        // Bias 1 at key 1: both tangents there become the previous chord, 1. Segment 0 (u = 0.25,
        // s = 0.5) with m0 = 0.5 and m1 = 1: 0.125 * 0.5 + 0.5 * 1 - 0.125 * 1 = 0.4375.
        let biased = try KeyframeTrack(keyTimes: times, values: values, mode: .cubic, biases: [0, 1, 0])
        XCTAssertEqual(biased.value(at: 0.25), 0.4375, accuracy: 1e-15)
        XCTAssertEqual(biased.tensions, [0, 0, 0])
    }

    func testBadInputsAreErrors() {
        func error(_ body: () throws -> KeyframeTrack<Double>) -> ValueError? {
            do { _ = try body(); return nil } catch { return error as? ValueError }
        }
        XCTAssertEqual(error { try KeyframeTrack(keyTimes: [], values: [], mode: .linear) }, .empty("keyframe values"))
        XCTAssertEqual(
            error { try KeyframeTrack(keyTimes: [0, 1], values: [1], mode: .linear) },
            .countMismatch("key times", count: 2, values: 1))
        XCTAssertEqual(
            error { try KeyframeTrack(keyTimes: [], values: [1, 2], mode: .cubic) },
            .countMismatch("key times", count: 0, values: 2))
        XCTAssertEqual(
            error { try KeyframeTrack(keyTimes: [0, 1.5], values: [1, 2], mode: .linear) },
            .outOfRange("key time at index 1", 1.5, must: "be in [0, 1]"))
        XCTAssertEqual(
            error { try KeyframeTrack(keyTimes: [-0.1, 1], values: [1, 2], mode: .linear) },
            .outOfRange("key time at index 0", -0.1, must: "be in [0, 1]"))
        XCTAssertEqual(
            error { try KeyframeTrack(keyTimes: [0, .nan], values: [1, 2], mode: .linear) },
            .notFinite("key time at index 1"))
        XCTAssertEqual(
            error { try KeyframeTrack(keyTimes: [0, 0.6, 0.5], values: [1, 2, 3], mode: .linear) },
            .decreasing("key time at index 2"))
        XCTAssertEqual(
            error { try KeyframeTrack(keyTimes: [0, 1], values: [1, .infinity], mode: .linear) },
            .notFinite("keyframe value at index 1"))
        XCTAssertEqual(
            error { try KeyframeTrack(keyTimes: [0, 1], values: [1, 2], mode: .cubic, tensions: [0]) },
            .countMismatch("tensions", count: 1, values: 2))
        XCTAssertEqual(
            error { try KeyframeTrack(keyTimes: [0, 1], values: [1, 2], mode: .cubic, biases: [0, .nan]) },
            .notFinite("keyframe biases at index 1"))
        // A NaN inside a multi-component value is caught through its squared magnitude.
        XCTAssertThrowsError(
            try KeyframeTrack(keyTimes: [0, 1], values: [Point.zero, Point(x: 1, y: .nan)], mode: .linear))
    }
}
