import Foundation

/// Expected values of the control tests, derived from the published formulas without the engine's
/// code: anyone can redo them from these few lines.
enum Derivation {
    /// UIKit's duration-based spring with damping ratio 1 (critically damped), initial velocity 0:
    /// the natural frequency w solves `eps = ((w d + 1) e^(-d w))` (eps = 0.001, the spring has
    /// settled to within eps at `d`) by exactly 12 Newton steps from w = 5 / d, with
    /// f(w) = -eps + (w d + 1) e^(-d w) and f'(w) = -d^2 w e^(-d w); the progress is then
    /// q(t) = 1 - e^(-w t) (1 + w t), and exactly 1 from `d` on (the animation shows its target).
    static func criticallyDampedProgress(_ t: Double, duration d: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= d { return 1 }
        var w = 5 / d
        for _ in 0..<12 {
            let f = -0.001 + (w * d + 1) * exp(-d * w)
            let df = -d * d * w * exp(-d * w)
            w -= f / df
        }
        return 1 - exp(-w * t) * (1 + w * t)
    }

    /// The fast cart's touch-down spring (0.8 s) and cancel spring (0.3 s).
    static func qd(_ t: Double) -> Double { criticallyDampedProgress(t, duration: 0.8) }
    /// The fast cart's cancel spring (0.3 s).
    static func qc(_ t: Double) -> Double { criticallyDampedProgress(t, duration: 0.3) }

    /// The cubic Bezier timing curve from (0, 0) to (1, 1) through control points (x1, y1) and
    /// (x2, y2) at `x`: x(s) = 3 (1 - s)^2 s x1 + 3 (1 - s) s^2 x2 + s^3 solved for s by 100
    /// bisections of [0, 1] (x(s) increases), then y(s) the same way.
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if coordinate(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return coordinate((lo + hi) / 2, y1, y2)
    }

    /// easeIn (0.42, 0, 1, 1).
    static func easeIn(_ x: Double) -> Double { bezier(x, 0.42, 0, 1, 1) }
    /// easeOut (0, 0, 0.58, 1).
    static func easeOut(_ x: Double) -> Double { bezier(x, 0, 0, 0.58, 1) }
    /// easeInOut (0.42, 0, 0.58, 1).
    static func easeInOut(_ x: Double) -> Double { bezier(x, 0.42, 0, 0.58, 1) }
}
