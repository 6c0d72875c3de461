import RealModule

extension Spring {
    /// UIKit's clamp of a duration-based spring's damping ratio (it never overdamps):
    /// [1.1920929e-7, 1], the smallest positive single-precision step to 1.
    public static let uikitDampingRatioRange = 1.1920929e-7...1.0

    /// UIKit's clamp of the duration a duration-based spring is solved for, in seconds: [0.01, 10]
    /// (the animation itself still lasts the whole duration).
    public static let uikitSolveDurationRange = 0.01...10.0

    /// UIKit's duration-based spring (`UIView.animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:...)`, `UISpringTimingParameters(dampingRatio:initialVelocity:)` run
    /// over a duration), solved as UIKit solves it (see <doc:Springs>).
    ///
    /// The mass is 1. `dampingRatio` is clamped to [1.1920929e-7, 1] and `duration` to [0.01, 10];
    /// then the angular frequency `w` is found by at most 12 Newton steps from `w = 5 / d`
    /// (`eps = 0.001`, `v` = `initialVelocity`, `E = e^(-zeta d w)`):
    ///
    /// - `zeta < 1`: `s = sqrt(1 - zeta^2)` rounded to single precision,
    ///   `f(w) = eps - |(zeta w - v) / (s w) E|` and
    ///   `f'(w) = sign (zeta d w v + v - zeta^2 w^2 d) / (w^2 s e^(zeta d w))`, the last exponential
    ///   taken in single precision, `sign = -1` when `(zeta w - v) / (s w) E > 0`, else `+1`; the
    ///   steps stop after the first one shorter than `eps`;
    /// - `zeta = 1`: `f(w) = (w - v >= 0 ? -eps : eps) + ((w - v) d + 1) e^(-d w)`,
    ///   `f'(w) = d^2 (v - w) e^(-d w)`, exactly 12 steps.
    ///
    /// When the steps end on NaN (or, Kinema's choice, on an infinite or zero frequency, or one
    /// whose square overflows) the solve runs again from `w = 1 / d`. The stored spring is
    /// `mass 1, stiffness w^2, damping 2 zeta |w|` (zeta clamped): a negative `w`, which UIKit
    /// hands to Core Animation as a negative damping, keeps its stiffness and damping ratio. It does
    /// not know its duration: a UIKit animation runs it in real time for `d` seconds and then shows
    /// the target exactly (see ``TimingModel/uikitSpring(duration:dampingRatio:initialVelocity:)``).
    ///
    /// - Parameters:
    ///   - duration: the animation's duration in seconds, finite and > 0 (clamped to [0.01, 10]
    ///     for the solve).
    ///   - dampingRatio: finite; clamped to [1.1920929e-7, 1] (UIKit never overdamps).
    ///   - initialVelocity: in whole distances per second, finite (default 0).
    /// - Throws: ``ValueError/notFinite(_:)``, ``ValueError/outOfRange(_:_:must:)`` for a duration
    ///   that is not positive, or
    ///   ``ValueError/unsolvableSpring(duration:dampingRatio:initialVelocity:)`` when neither solve
    ///   ends at a usable frequency (a damping ratio so small that nothing decays in `d`).
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) throws(ValueError) {
        guard duration.isFinite else { throw .notFinite("spring duration") }
        guard dampingRatio.isFinite else { throw .notFinite("spring damping ratio") }
        guard initialVelocity.isFinite else { throw .notFinite("spring initial velocity") }
        guard duration > 0 else { throw .outOfRange("spring duration", duration, must: "be positive") }
        let zeta = Swift.min(
            Swift.max(dampingRatio, Self.uikitDampingRatioRange.lowerBound),
            Self.uikitDampingRatioRange.upperBound)
        let d = Swift.min(
            Swift.max(duration, Self.uikitSolveDurationRange.lowerBound),
            Self.uikitSolveDurationRange.upperBound)
        let failure = ValueError.unsolvableSpring(
            duration: duration, dampingRatio: dampingRatio,
            initialVelocity: initialVelocity)
        for start in [5 / d, 1 / d] {
            let w = Swift.abs(
                Self.uikitFrequency(
                    solveDuration: d, clampedDampingRatio: zeta,
                    initialVelocity: initialVelocity, start: start))
            guard w.isFinite, w > 0, (w * w).isFinite,
                let spring = try? Spring(
                    derivedStiffness: w * w, damping: 2 * zeta * w,
                    initialVelocity: initialVelocity, allowsOverdamping: false,
                    failure: failure)
            else { continue }
            self = spring
            return
        }
        throw failure
    }

    /// One run of UIKit's Newton steps (see <doc:Springs>) from `start`, for a duration already
    /// clamped to [0.01, 10] and a damping ratio already clamped to [1.1920929e-7, 1]. The result
    /// may be negative, infinite or NaN, as UIKit's is.
    static func uikitFrequency(
        solveDuration d: Double, clampedDampingRatio z: Double, initialVelocity v: Double,
        start: Double
    ) -> Double {
        let eps = 0.001
        var w = start
        guard z < 1 else {
            for _ in 0..<12 {
                let decay = Double.exp(-d * w)
                let f = (w - v >= 0 ? -eps : eps) + ((w - v) * d + 1) * decay
                let df = d * d * (v - w) * decay
                w -= f / df
            }
            return w
        }
        // UIKit takes this square root and the derivative's exponential in single precision; the
        // order of every operation below is the one that reproduces its recorded frequencies.
        let s = Double(Float(1 - z * z).squareRoot())
        let zd = z * d
        for _ in 0..<12 {
            let exponent = zd * w
            let g = (w * z - v) / (w * s) * Double.exp(-exponent)
            let f = eps - Swift.abs(g)
            let sign: Double = g > 0 ? -1 : 1
            let numerator = (exponent * v + v) - z * z * (w * w) * d
            let growth = Double(Float(Double.exp(Double(Float(exponent)))))
            let df = sign * numerator / ((w * w) * s * growth)
            let step = f / df
            w -= step
            if Swift.abs(step) < eps { break }
        }
        return w
    }

    /// The progress a UIKit spring animation of `duration` seconds shows at `t`: ``progress(at:)``
    /// before `duration`, exactly 1 from `duration` on, 0 for `t <= 0` and NaN. The same as
    /// ``TimingModel/progress(atElapsed:)`` of `TimingModel.spring(self, duration: duration)`.
    @inlinable
    public func uikitProgress(at t: Double, duration: Double) -> Double {
        TimingModel.spring(self, duration: duration).progress(atElapsed: t)
    }
}
