import XCTest

@testable import KinemaCore

/// Cubic Bezier timing curves (the timing-curves article of KinemaCore's documentation).
final class TimingCurveTests: XCTestCase {
    /// Solves x(t) = x by 200 bisections straight from the curve's polynomial (independent of the
    /// engine's Newton solve) and returns y(t).
    private func referenceProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if ((ax * mid + bx) * mid + cx) * mid < x { lo = mid } else { hi = mid }
        }
        let t = (lo + hi) / 2
        return ((ay * t + by) * t + cy) * t
    }

    func testEaseInAtHalfByHand() {
        // easeIn(0.5) = 0.3153568 (the value KinemaCore's documentation quotes). easeIn = (0.42, 0, 1, 1):
        // x(t) = -0.74 t^3 + 0.48 t^2 + 1.26 t, y(t) = 3 t^2 - 2 t^3; x(t) = 0.5 at t = 0.3747..., where
        // y = 0.31536.
        XCTAssertEqual(TimingCurve.easeIn.progress(at: 0.5), 0.3153568, accuracy: 1e-6)
    }

    func testNamedCurvesAgainstAnIndependentSolve() throws {
        let named: [(String, (Double, Double, Double, Double))] = [
            ("linear", (0, 0, 1, 1)), ("easeIn", (0.42, 0, 1, 1)), ("easeOut", (0, 0, 0.58, 1)),
            ("easeInOut", (0.42, 0, 0.58, 1)), ("default", (0.25, 0.1, 0.25, 1))
        ]
        XCTAssertEqual(named.map(\.0), TimingCurve.names)
        for (name, p) in named {
            let curve = try XCTUnwrap(TimingCurve(named: name))
            XCTAssertEqual(curve, try TimingCurve(p.0, p.1, p.2, p.3))
            for i in 0...20 {
                let x = Double(i) / 20
                // The solve stops at |x(t) - x| < 1e-7; |dy/dx| <= ~3.3 on these curves.
                XCTAssertEqual(
                    curve.progress(at: x), referenceProgress(p.0, p.1, p.2, p.3, at: x), accuracy: 4e-7,
                    "\(name) at \(x)")
            }
        }
        XCTAssertNil(TimingCurve(named: "bounce"))
        XCTAssertNil(TimingCurve(named: "EaseIn"))
    }

    func testSymmetricEaseInOut() {
        // easeInOut is symmetric about (0.5, 0.5): x(0.5) = ((0.52 * 0.5 - 0.78) * 0.5 + 1.26) * 0.5 = 0.5
        // and y(0.5) = ((-2 * 0.5 + 3) * 0.5) * 0.5 = 0.5 on the first Newton test.
        XCTAssertEqual(TimingCurve.easeInOut.progress(at: 0.5), 0.5)
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            XCTAssertEqual(
                TimingCurve.easeInOut.progress(at: x) + TimingCurve.easeInOut.progress(at: 1 - x), 1,
                accuracy: 1e-6)
        }
    }

    func testLinearAndEndsAndClamping() {
        // Both control points on the diagonal: y(t) = x(t), so the progress is x exactly.
        XCTAssertEqual(TimingCurve.linear.progress(at: 0.3), 0.3)
        XCTAssertEqual(try TimingCurve(0.2, 0.2, 0.7, 0.7).progress(at: 0.61), 0.61)
        XCTAssertEqual(TimingCurve.default.progress(at: 0), 0)
        XCTAssertEqual(TimingCurve.default.progress(at: 1), 1)
        XCTAssertEqual(TimingCurve.default.progress(at: -3), 0)
        XCTAssertEqual(TimingCurve.default.progress(at: 7), 1)
        XCTAssertTrue(TimingCurve.default.progress(at: .nan).isNaN)
    }

    func testBisectionFallback() throws {
        // (1, 0, 0, 1): x(t) = 4 t^3 - 6 t^2 + 3 t = 4 (t - 0.5)^3 + 0.5, flat at t = 0.5, so Newton from
        // t = x = 0.504 overshoots (to t ~ 21) and does not converge in 8 steps; bisection finishes.
        // x = 0.504 = 0.5 + 4 * 0.1^3 -> t = 0.6, y = 3 * 0.36 - 2 * 0.216 = 0.648. The x tolerance
        // 1e-7 with dx/dt = 12 * 0.1^2 = 0.12 and dy/dt = 1.44 bounds the error by 1.2e-6.
        let curve = try TimingCurve(1, 0, 0, 1)
        XCTAssertEqual(curve.progress(at: 0.504), 0.648, accuracy: 1.3e-6)
        // x = 0.5 exactly is the flat point: t = 0.5, y = 0.5.
        XCTAssertEqual(curve.progress(at: 0.5), 0.5, accuracy: 1e-12)
    }

    func testOvershootingCurve() throws {
        // y control points outside [0, 1] are allowed: (0.3, 1.5, 0.7, 1.5) overshoots above 1.
        let curve = try TimingCurve(0.3, 1.5, 0.7, 1.5)
        XCTAssertGreaterThan(curve.progress(at: 0.6), 1)
        XCTAssertEqual(curve.progress(at: 0.6), referenceProgress(0.3, 1.5, 0.7, 1.5, at: 0.6), accuracy: 1e-6)
    }

    func testInverseOfMonotonicCurves() {
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, .default, .linear] {
            for x in [0.0, 0.1, 0.3, 0.5, 0.77, 1.0] {
                // Round trip: x -> y -> x. The forward solve is only good to 1e-7 in x.
                XCTAssertEqual(curve.inverse(progress: curve.progress(at: x)), x, accuracy: 2e-7, "\(curve) \(x)")
            }
        }
        XCTAssertEqual(TimingCurve.easeInOut.inverse(progress: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(TimingCurve.easeIn.inverse(progress: -1), 0)
        XCTAssertEqual(TimingCurve.easeIn.inverse(progress: 2), 1)
        XCTAssertTrue(TimingCurve.easeIn.inverse(progress: .nan).isNaN)
    }

    func testInverseOfANonMonotonicCurveIsTheFirstCrossing() throws {
        // (1/3, 0, 2/3, 2): x(t) = t and y(t) = 6 t^2 - 5 t^3, which peaks at 1.28 (t = 0.8).
        // y = 1 first at 5 x^3 - 6 x^2 + 1 = (x - 1)(5 x^2 - x - 1) = 0 -> x = (1 + sqrt 21) / 10 = 0.5582576.
        let curve = try TimingCurve(1.0 / 3, 0, 2.0 / 3, 2)
        XCTAssertEqual(curve.inverse(progress: 1), 0.5582576, accuracy: 1e-7)
        // y = 0.5: 5 x^3 - 6 x^2 + 0.5 = 0 has its root in (0, 1) at x = 0.3269...; check the round trip.
        let x = curve.inverse(progress: 0.5)
        XCTAssertEqual(6 * x * x - 5 * x * x * x, 0.5, accuracy: 1e-9)
    }

    func testBadControlPointsAreErrors() {
        XCTAssertThrowsError(try TimingCurve(-0.1, 0, 1, 1)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("timing curve control point x", -0.1, must: "be in [0, 1]"))
        }
        XCTAssertThrowsError(try TimingCurve(0, 0, 1.5, 1)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("timing curve control point x", 1.5, must: "be in [0, 1]"))
        }
        XCTAssertThrowsError(try TimingCurve(0, .nan, 1, 1)) {
            XCTAssertEqual($0 as? ValueError, .notFinite("timing curve control points"))
        }
        XCTAssertThrowsError(
            try TimingCurve(controlPoint1: Point(x: .infinity, y: 0), controlPoint2: Point(x: 1, y: 1))
        ) {
            XCTAssertEqual($0 as? ValueError, .notFinite("timing curve control points"))
        }
        XCTAssertNoThrow(try TimingCurve(0, -2, 1, 3))
    }
}
