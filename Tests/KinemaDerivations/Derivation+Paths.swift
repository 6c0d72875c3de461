/// Bézier curves for the path tests: points from the Bernstein form, lengths by Simpson's rule
/// over the speed, and places along a curve by bisection on that length. (The engine writes its
/// segments as power-basis polynomials, integrates with Gauss-Legendre pieces and inverts with
/// Newton's method.)
extension Derivation {
    /// A point in the plane.
    public typealias XY = (x: Double, y: Double)

    /// The cubic Bézier curve with control points `p` (four) at parameter `t`:
    /// `(1-t)^3 p0 + 3 (1-t)^2 t p1 + 3 (1-t) t^2 p2 + t^3 p3`. A quadratic curve `q0, q1, q2`
    /// is the cubic `q0, q0 + 2/3 (q1 - q0), q2 + 2/3 (q1 - q2), q2`.
    public static func cubicPoint(_ p: [XY], _ t: Double) -> XY {
        let s = 1 - t
        let w = [s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t]
        return (
            w[0] * p[0].x + w[1] * p[1].x + w[2] * p[2].x + w[3] * p[3].x,
            w[0] * p[0].y + w[1] * p[1].y + w[2] * p[2].y + w[3] * p[3].y
        )
    }

    /// The control points of the cubic equal to the quadratic curve `q0, q1, q2`.
    public static func cubicOfQuadratic(_ q0: XY, _ q1: XY, _ q2: XY) -> [XY] {
        [
            q0, (q0.x + 2 * (q1.x - q0.x) / 3, q0.y + 2 * (q1.y - q0.y) / 3),
            (q2.x + 2 * (q1.x - q2.x) / 3, q2.y + 2 * (q1.y - q2.y) / 3), q2
        ]
    }

    /// The derivative of the cubic at `t`: `3 [(1-t)^2 (p1 - p0) + 2 (1-t) t (p2 - p1) + t^2 (p3 - p2)]`.
    public static func cubicDerivative(_ p: [XY], _ t: Double) -> XY {
        let s = 1 - t
        let a = 3 * s * s, b = 6 * s * t, c = 3 * t * t
        return (
            a * (p[1].x - p[0].x) + b * (p[2].x - p[1].x) + c * (p[3].x - p[2].x),
            a * (p[1].y - p[0].y) + b * (p[2].y - p[1].y) + c * (p[3].y - p[2].y)
        )
    }

    /// The arc length of the cubic from parameter `t0` to `t1`: composite Simpson's rule over
    /// the speed with 4,000 intervals (the speed is smooth, so the error is far below 1e-9 of
    /// the length for the curves of the tests).
    public static func cubicLength(_ p: [XY], from t0: Double = 0, to t1: Double = 1) -> Double {
        let n = 4000
        let h = (t1 - t0) / Double(n)
        func speed(_ t: Double) -> Double {
            let d = cubicDerivative(p, t)
            return (d.x * d.x + d.y * d.y).squareRoot()
        }
        var sum = speed(t0) + speed(t1)
        for i in 1..<n { sum += (i % 2 == 1 ? 4 : 2) * speed(t0 + Double(i) * h) }
        return sum * h / 3
    }

    /// The parameter at which the cubic's length from its start is `length`: bisection on
    /// ``cubicLength(_:from:to:)`` (60 halvings).
    public static func cubicParameter(_ p: [XY], atLength length: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if cubicLength(p, to: mid) < length { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
