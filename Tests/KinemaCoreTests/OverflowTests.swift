import KinemaCore
import XCTest

/// Huge finite parameters: springs, curves and keyframe tracks either give the true, finite
/// quantities or refuse the parameters with a typed error; they never produce NaN or infinity.
final class OverflowTests: XCTestCase {
    // MARK: Springs

    func testHugeMassAndDampingGiveTheTrueDampingRatio() throws {
        // zeta = c / (2 sqrt(k m)) = 1e300 / (2 sqrt(1e9) sqrt(1e300)) = 1e150 / (2 sqrt(1e9));
        // k m = 1e309 overflows, which once made zeta 0.
        let spring = try Spring(mass: 1e300, stiffness: 1e9, damping: 1e300)
        let zeta = 1e150 / (2 * 1e9.squareRoot())
        XCTAssertEqual(spring.dampingRatio, zeta, accuracy: 1e-14 * zeta)
        // w0 = sqrt(k / m) = sqrt(1e-291) = 1e-146 sqrt(10).
        let w0 = 1e-146 * 10.0.squareRoot()
        XCTAssertEqual(spring.naturalFrequency, w0, accuracy: 1e-14 * w0)
        // Critically damped (overdamping not allowed): settled once (1 + w0 t) e^(-w0 t) < 0.001, that is
        // w0 t > x* with (1 + x*) e^(-x*) = 0.001 (solved below by Newton); T = x* / w0, to a 0.1 s step
        // that is nothing at this size.
        var x = 9.0
        for _ in 0..<50 { x -= ((1 + x) * Double.exp(-x) - 0.001) / (-x * Double.exp(-x)) }
        XCTAssertEqual(spring.settlingDuration, x / w0, accuracy: 1e-9 * (x / w0))
        // Over any finite time the residual is (1 + w0 t) e^(-w0 t) ~ 1: the progress stays near 0.
        for t in [0.0, 1, 1e9, 1e300] {
            XCTAssertTrue(spring.progress(at: t).isFinite, "t = \(t)")
            XCTAssertTrue(spring.velocity(at: t).isFinite, "t = \(t)")
        }
        XCTAssertEqual(spring.progress(at: 1), 0, accuracy: 1e-280)
    }

    func testASettlingDurationThatOverflowsIsRefused() {
        // beta = c / (2 m) = 5e-321: the settling duration is at least ln(1000) / beta > 1e321 s.
        // (1e-320 is subnormal: parsed from text, as the literal would warn that it loses precision.)
        XCTAssertThrowsError(try Spring(mass: 1, stiffness: 1e-300, damping: Double("1e-320")!)) {
            XCTAssertEqual($0 as? ValueError, .notRepresentable("spring parameters"))
        }
        // Undamped: no finite settling duration at all, which is the spring's nature, not an overflow.
        XCTAssertEqual(try Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration, .infinity)
    }

    func testEveryFiniteTimeGivesAFiniteProgressAndVelocity() throws {
        let springs = [
            // Critical, slope w0 - v0 = 1 + 1e300: slope * t overflows at t = 1e9 while e^(-t) is 0.
            try Spring(mass: 1, stiffness: 1, damping: 2, initialVelocity: -1e300),
            // Underdamped with wd = 1e150 nearly: wd * t overflows at t = 1e300, where e^(-beta t) is 0.
            try Spring(mass: 1, stiffness: 1e300, damping: 1e-100),
            // Overdamped, g small: A and B are large and of opposite signs.
            try Spring(mass: 1, stiffness: 1, damping: 2.000001, initialVelocity: 1e200, allowsOverdamping: true),
            try Spring(mass: 1e-300, stiffness: 1e300, damping: 0.5)
        ]
        for spring in springs {
            for t in [0.0, 1e-300, 1e-9, 0.5, 1, 1e9, 1e300, .greatestFiniteMagnitude] {
                XCTAssertTrue(spring.progress(at: t).isFinite, "\(spring) at \(t): \(spring.progress(at: t))")
                XCTAssertTrue(spring.velocity(at: t).isFinite, "\(spring) at \(t): \(spring.velocity(at: t))")
            }
            XCTAssertTrue(spring.settlingDuration.isFinite, "\(spring)")
        }
        // Damped: progress 1 once the envelope has vanished.
        XCTAssertEqual(springs[0].progress(at: 1e9), 1)
        XCTAssertEqual(springs[1].progress(at: 1e300), 1)
    }

    // MARK: Timing curves

    func testHugeControlOrdinatesStillEndAtOne() throws {
        // x1 = x2 = 0.5 makes x(0.5) = 0.5 exactly; y(0.5) = 3/8 y1 + 3/8 y2 + 1/8 = 1/8 when y2 = -y1.
        let curve = try TimingCurve(0.5, 1e300, 0.5, -1e300)
        XCTAssertEqual(curve.progress(at: 0), 0)
        XCTAssertEqual(curve.progress(at: 1), 1)
        XCTAssertEqual(curve.progress(at: 0.5), 0.125)
        // The largest finite ordinates: |y(t)| <= 3 s t max(|y1|, |y2|) + t^3 <= 0.75 max + 1, finite.
        let extreme = try TimingCurve(0.25, .greatestFiniteMagnitude, 0.75, -.greatestFiniteMagnitude)
        for i in 0...64 {
            let x = Double(i) / 64
            XCTAssertTrue(extreme.progress(at: x).isFinite, "x = \(x)")
        }
        XCTAssertEqual(extreme.progress(at: 1), 1)
    }

    // MARK: Keyframes

    func testLargeFiniteValuesAreAcceptedAndInterpolated() throws {
        // 1e200 squared overflows, which once made the value "not finite".
        let linear = try KeyframeTrack(keyTimes: [0, 1], values: [1e200, 0], mode: .linear)
        XCTAssertEqual(linear.value(at: 0.5), 5e199, accuracy: 1e185)
        // Paced: distances 1e200 and 0.5e200, so the key times are 0, 2/3, 1; u = 1/3 is halfway
        // along the first segment.
        let paced = try KeyframeTrack(keyTimes: [], values: [0, 1e200, 1.5e200], mode: .paced)
        XCTAssertEqual(paced.value(at: 1.0 / 3), 0.5e200, accuracy: 1e186)
        let points = try KeyframeTrack(keyTimes: [0, 1], values: [Point(x: 1e200, y: 1e200), .zero], mode: .linear)
        XCTAssertEqual(points.value(at: 0.5).x, 5e199, accuracy: 1e185)
        // cubicPaced over values whose speed squared overflows: a straight, monotonic path, so
        // equal arc length is an equal share of the distance: value(u) = 3e200 u.
        let cubicPaced = try KeyframeTrack(keyTimes: [], values: [0, 1e200, 3e200], mode: .cubicPaced)
        XCTAssertEqual(cubicPaced.value(at: 0.25), 0.75e200, accuracy: 1e-9 * 3e200)
    }

    func testValuesWhoseInterpolationOverflowsAreRefused() {
        // The difference 1.7e308 - (-1.7e308) is not a finite double.
        XCTAssertThrowsError(try KeyframeTrack(keyTimes: [0, 1], values: [1.7e308, -1.7e308], mode: .linear)) {
            XCTAssertEqual($0 as? ValueError, .notRepresentable("keyframe values"))
        }
        // Cubic coefficients 3 (p1 - p0) overflow.
        XCTAssertThrowsError(try KeyframeTrack(keyTimes: [0, 0.5, 1], values: [0, 1e308, 0], mode: .cubic)) {
            XCTAssertEqual($0 as? ValueError, .notRepresentable("keyframe values"))
        }
        XCTAssertFalse(ValueError.notRepresentable("keyframe values").description.contains("finite"))
    }
}
