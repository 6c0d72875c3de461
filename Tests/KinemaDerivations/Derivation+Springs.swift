import RealModule

/// Springs: the closed forms, UIKit's solved spring and Core Animation's settling duration.
extension Derivation {
    /// The progress q(t) = 1 - x(t) of a spring with natural frequency `w0`, damping ratio `zeta`
    /// and initial velocity `v0` (whole distances per second), where x solves
    /// x'' + 2 zeta w0 x' + w0^2 x = 0, x(0) = 1, x'(0) = -v0:
    /// - zeta < 1, wd = w0 sqrt(1 - zeta^2): x = e^(-zeta w0 t) (cos(wd t) + ((zeta w0 - v0) / wd) sin(wd t));
    /// - zeta >= 1 (a spring that does not overdamp): x = e^(-w0 t) (1 + (w0 - v0) t).
    /// 0 for t <= 0.
    public static func springProgress(
        _ t: Double, naturalFrequency w0: Double, dampingRatio zeta: Double,
        initialVelocity v0: Double = 0
    ) -> Double {
        if t <= 0 { return 0 }
        if zeta < 1 {
            let beta = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
            let x = Double.exp(-beta * t) * (Double.cos(wd * t) + (beta - v0) / wd * Double.sin(wd * t))
            return 1 - x
        }
        return 1 - Double.exp(-w0 * t) * (1 + (w0 - v0) * t)
    }

    /// ``springProgress(_:naturalFrequency:dampingRatio:initialVelocity:)`` of the spring with mass
    /// m, stiffness k and damping coefficient c: w0 = sqrt(k / m), zeta = c / (2 sqrt(k m)).
    public static func springProgress(
        _ t: Double, mass m: Double = 1, stiffness k: Double, damping c: Double,
        initialVelocity v0: Double = 0
    ) -> Double {
        springProgress(
            t, naturalFrequency: (k / m).squareRoot(), dampingRatio: c / (2 * (k * m).squareRoot()),
            initialVelocity: v0)
    }

    /// Core Animation's settling duration of an underdamped spring (zeta < 1), eps = 0.001:
    /// T = max(0, (ln(1 / eps) + ln(1 + |(w0 zeta - v0) / (w0 sqrt(1 - zeta^2))|)) / (w0 zeta)).
    public static func settlingDuration(
        mass m: Double = 1, stiffness k: Double, damping c: Double,
        initialVelocity v0: Double = 0
    ) -> Double {
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let overshoot = Swift.abs((w0 * zeta - v0) / (w0 * (1 - zeta * zeta).squareRoot()))
        return Swift.max(0, (Double.log(1000) + Double.log(1 + overshoot)) / (w0 * zeta))
    }

    /// The natural frequency w of UIKit's duration-based spring (mass 1), as UIKit computes it. The
    /// damping ratio is clamped to [1.1920929e-7, 1] and the duration d to [0.01, 10]; eps = 0.001,
    /// v the initial velocity. Newton's method w <- w - f(w) / f'(w) runs from w = 5 / d:
    /// - zeta < 1: s = sqrt(1 - zeta^2) rounded to a Float; g(w) = (zeta w - v) / (s w) e^(-zeta d w),
    ///   f(w) = eps - |g(w)|, f'(w) = -sign(g) (v + zeta d w v - zeta^2 d w^2) / (s w^2 e^(zeta d w)) with
    ///   e^(zeta d w) evaluated on a Float argument and rounded to a Float (sign(g) = +1 only when
    ///   g > 0); at most 12 steps, stopping after the first step shorter than eps;
    /// - zeta = 1, E = e^(-d w): f(w) = ((w - v) d + 1) E - eps when w >= v, + eps otherwise;
    ///   f'(w) = d^2 (v - w) E; exactly 12 steps.
    /// When that ends on NaN, infinity or 0 the method runs again from w = 1 / d. The frequency is |w|.
    public static func uikitSpringFrequency(duration: Double, dampingRatio: Double, velocity v: Double = 0) -> Double {
        let zeta = Swift.min(Swift.max(dampingRatio, 1.1920929e-7), 1)
        let d = Swift.min(Swift.max(duration, 0.01), 10)
        let eps = 0.001
        // One Newton step's length f(w) / f'(w).
        let stepLength: (Double) -> Double
        let maySettleEarly: Bool
        if zeta < 1 {
            let s = Double(Float((1 - zeta * zeta)).squareRoot())
            stepLength = { w in
                let rate = zeta * d * w
                let g = (w * zeta - v) / (w * s) * Double.exp(-rate)
                let growth = Double(Float(Double.exp(Double(Float(rate)))))
                let slope = (g > 0 ? -1.0 : 1.0) * ((rate * v + v) - zeta * zeta * (w * w) * d) / ((w * w) * s * growth)
                return (eps - Swift.abs(g)) / slope
            }
            maySettleEarly = true
        } else {
            stepLength = { w in
                let e = Double.exp(-d * w)
                return ((w - v >= 0 ? -eps : eps) + ((w - v) * d + 1) * e) / (d * d * (v - w) * e)
            }
            maySettleEarly = false
        }
        func newton(from start: Double) -> Double {
            var w = start
            for _ in 0..<12 {
                let step = stepLength(w)
                w -= step
                if maySettleEarly && Swift.abs(step) < eps { break }
            }
            return Swift.abs(w)
        }
        let first = newton(from: 5 / d)
        return first.isFinite && first > 0 ? first : newton(from: 1 / d)
    }

    /// The progress of a UIKit spring animation of `duration` seconds: the solved spring
    /// (``uikitSpringFrequency(duration:dampingRatio:velocity:)``, with the clamped damping ratio)
    /// in real seconds before `duration`, and exactly 1 from `duration` on.
    public static func uikitSpringProgress(
        _ t: Double, duration: Double, dampingRatio: Double,
        velocity: Double = 0
    ) -> Double {
        if t >= duration { return 1 }
        let zeta = Swift.min(Swift.max(dampingRatio, 1.1920929e-7), 1)
        let w = uikitSpringFrequency(duration: duration, dampingRatio: dampingRatio, velocity: velocity)
        return springProgress(t, naturalFrequency: w, dampingRatio: zeta, initialVelocity: velocity)
    }

    /// UIKit's critically damped spring (damping ratio 1, initial velocity 0) of `duration` seconds:
    /// with w from 12 Newton steps as above, q(t) = 1 - e^(-w t) (1 + w t) before `duration`, exactly
    /// 1 from then on, and 0 for t <= 0.
    public static func criticallyDampedProgress(_ t: Double, duration: Double) -> Double {
        uikitSpringProgress(t, duration: duration, dampingRatio: 1)
    }
}
