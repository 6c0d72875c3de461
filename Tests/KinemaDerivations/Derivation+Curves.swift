/// Cubic Bezier timing curves, solved by bisection.
extension Derivation {
    /// The cubic Bezier timing curve from (0, 0) to (1, 1) through control points (x1, y1) and
    /// (x2, y2) at the time fraction `x`: x(s) = 3 (1 - s)^2 s x1 + 3 (1 - s) s^2 x2 + s^3 is solved
    /// for s by 100 bisections of [0, 1] (x(s) increases when x1 and x2 lie in [0, 1]), and y(s) is
    /// returned, written the same way with y1 and y2. `x` outside [0, 1] clamps.
    public static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bernstein(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return bernstein((lo + hi) / 2, y1, y2)
    }

    /// The time fraction at which the curve (x1, y1, x2, y2) first reaches the progress `y`: 100
    /// bisections of [0, 1] over ``bezier(_:_:_:_:_:)`` itself (which must increase, as the named
    /// curves do).
    public static func inverseBezier(_ y: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bezier(mid, x1, y1, x2, y2) < y { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// easeIn, control points (0.42, 0) and (1, 1).
    public static func easeIn(_ x: Double) -> Double { bezier(x, 0.42, 0, 1, 1) }
    /// easeOut, control points (0, 0) and (0.58, 1).
    public static func easeOut(_ x: Double) -> Double { bezier(x, 0, 0, 0.58, 1) }
    /// easeInOut, control points (0.42, 0) and (0.58, 1).
    public static func easeInOut(_ x: Double) -> Double { bezier(x, 0.42, 0, 0.58, 1) }

    /// One coordinate of the curve at the parameter s, from its two inner control coordinates.
    private static func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
}
