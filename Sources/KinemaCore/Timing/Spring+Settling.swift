import RealModule

extension Spring {
    /// Core Animation's settling duration (`CASpringAnimation.settlingDuration`, SPEC 4.1), in seconds.
    ///
    /// With `eps = 0.001`:
    /// - `zeta < 1`: `T = max(0, (-ln eps + ln(1 + |(w0 zeta - v0) / (w0 sqrt(1 - zeta^2))|)) / (w0 zeta))`,
    ///   which is `+infinity` for an undamped spring (``damping`` 0);
    /// - `zeta >= 1` (whether or not overdamping is allowed): the first multiple of 0.1 s, `k / 10`,
    ///   after which the critically damped envelope `|1 + (w0 - v0) t| e^(-w0 t)` stays below `eps`.
    ///
    /// For example `mass 1, stiffness 100, damping 5` settles in 2.8550 s and `damping 15` in 1.0221 s.
    public var settlingDuration: Double {
        let eps = 0.001
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let ratio = abs((w0 * zeta - v0) / (w0 * (1 - zeta * zeta).squareRoot()))
            return Swift.max(0, (-Double.log(eps) + Double.log(1 + ratio)) / (w0 * zeta))
        }
        return Self.criticalSettlingDuration(w0: w0, slope: w0 - v0, eps: eps)
    }

    /// The first `T = k / 10` such that `|1 + slope t| e^(-w0 t) < eps` for every `t >= T`.
    ///
    /// The envelope has at most one local maximum for `t > 0`, at `tm = 1 / w0 - 1 / slope`, and
    /// decreases after it, so "stays below from T" is `f(T) < eps` and `f(max(T, tm)) < eps`, a
    /// condition that holds for all `k` from some point on: found by doubling, then bisection.
    static func criticalSettlingDuration(w0: Double, slope: Double, eps: Double) -> Double {
        func envelope(_ t: Double) -> Double { abs(1 + slope * t) * Double.exp(-w0 * t) }
        let peak = slope != 0 ? Swift.max(0, 1 / w0 - 1 / slope) : 0
        let peakIsLow = envelope(peak) < eps
        func settled(_ k: UInt64) -> Bool {
            let t = Double(k) / 10
            return envelope(t) < eps && (t >= peak || peakIsLow)
        }
        var hi: UInt64 = 1
        while !settled(hi) {
            guard hi < (1 << 62) else { return .infinity }
            hi <<= 1
        }
        var lo: UInt64 = 0  // not settled: the envelope is 1 at t = 0
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2
            if settled(mid) { hi = mid } else { lo = mid }
        }
        return Double(hi) / 10
    }
}
