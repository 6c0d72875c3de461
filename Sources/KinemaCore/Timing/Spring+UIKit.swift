import RealModule

extension Spring {
    /// UIKit's duration-based spring (`UIView.animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:...)`, `UISpringTimingParameters(dampingRatio:initialVelocity:)` run
    /// over a duration), solved exactly as UIKit solves it (see <doc:Springs>).
    ///
    /// The mass is 1. `dampingRatio` is clamped to [1.1920929e-7, 1] and `duration` to [0.01, 10];
    /// then the angular frequency `w` is found with exactly 12 Newton steps from `w = 5 / d`
    /// (`eps = 0.001`, `v` = `initialVelocity`):
    ///
    /// - `zeta < 1`: `s = sqrt(1 - zeta^2)`, `f(w) = eps - |((zeta w - v) / (s w)) e^(-zeta d w)|`,
    ///   `f'(w) = sgn ((zeta d w v + v - zeta^2 w^2 d) e^(-zeta d w)) / (w^2 s)` with `sgn = -1` when
    ///   `eps - f(w) > 0`, else `+1`;
    /// - `zeta = 1`: `f(w) = (w - v >= 0 ? -eps : eps) + ((w - v) d + 1) e^(-d w)`,
    ///   `f'(w) = d^2 (v - w) e^(-d w)`.
    ///
    /// The stored spring is `mass 1, stiffness w^2, damping 2 zeta w` (zeta clamped). It does not
    /// know its duration: a UIKit animation runs it in real time for `d` seconds and then shows the
    /// target exactly (see ``TimingModel/uikitSpring(duration:dampingRatio:initialVelocity:)``).
    ///
    /// - Parameters:
    ///   - duration: the animation's duration in seconds, finite and > 0 (clamped to [0.01, 10]
    ///     for the solve).
    ///   - dampingRatio: finite; clamped to [1.1920929e-7, 1] (UIKit never overdamps).
    ///   - initialVelocity: in whole distances per second, finite (default 0).
    /// - Throws: ``ValueError/notFinite(_:)``, ``ValueError/outOfRange(_:_:must:)`` for a duration
    ///   that is not positive, or
    ///   ``ValueError/unsolvableSpring(duration:dampingRatio:initialVelocity:)`` when the Newton steps
    ///   do not end at a positive, finite frequency (e.g. an enormous initial velocity).
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) throws(ValueError) {
        guard duration.isFinite else { throw .notFinite("spring duration") }
        guard dampingRatio.isFinite else { throw .notFinite("spring damping ratio") }
        guard initialVelocity.isFinite else { throw .notFinite("spring initial velocity") }
        guard duration > 0 else { throw .outOfRange("spring duration", duration, must: "be positive") }
        let zeta = Swift.min(Swift.max(dampingRatio, 1.1920929e-7), 1)
        let w = Self.uikitFrequency(duration: duration, clampedDampingRatio: zeta, initialVelocity: initialVelocity)
        let failure = ValueError.unsolvableSpring(duration: duration, dampingRatio: dampingRatio,
                                                   initialVelocity: initialVelocity)
        guard w.isFinite, w > 0 else { throw failure }
        try self.init(derivedStiffness: w * w, damping: 2 * zeta * w, initialVelocity: initialVelocity,
                      allowsOverdamping: false, failure: failure)
    }

    /// UIKit's 12 Newton steps (see <doc:Springs>) for a damping ratio already clamped to [1.1920929e-7, 1].
    static func uikitFrequency(duration: Double, clampedDampingRatio z: Double, initialVelocity v: Double) -> Double {
        let eps = 0.001
        let d = Swift.min(Swift.max(duration, 0.01), 10)
        var w = 5 / d
        if z < 1 {
            let s = (1 - z * z).squareRoot()
            for _ in 0..<12 {
                let decay = Double.exp(-z * d * w)
                let f = eps - abs((z * w - v) / (s * w) * decay)
                let sign: Double = eps - f > 0 ? -1 : 1
                let df = sign * ((z * d * w * v + v - z * z * w * w * d) * decay) / (w * w * s)
                w -= f / df
            }
        } else {
            for _ in 0..<12 {
                let decay = Double.exp(-d * w)
                let f = (w - v >= 0 ? -eps : eps) + ((w - v) * d + 1) * decay
                let df = d * d * (v - w) * decay
                w -= f / df
            }
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
