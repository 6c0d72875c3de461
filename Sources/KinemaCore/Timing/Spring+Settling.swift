import RealModule

extension Spring {
    /// Core Animation's settling duration (`CASpringAnimation.settlingDuration`), in seconds, for
    /// the given coefficients (``settlingDuration`` is this, computed once).
    ///
    /// With `eps = 0.001`:
    /// - `zeta < 1`: `T = max(0, (-ln eps + ln(1 + |(w0 zeta - v0) / (w0 sqrt(1 - zeta^2))|)) / (w0 zeta))`,
    ///   which is `+infinity` for an undamped spring (damping 0);
    /// - `zeta >= 1` (whether or not overdamping is allowed): the first multiple of 0.1 s, `k / 10`,
    ///   after which the critically damped envelope `|1 + (w0 - v0) t| e^(-w0 t)` stays below `eps`.
    ///
    /// For example `mass 1, stiffness 100, damping 5` settles in 2.8550 s and `damping 15` in 1.0221 s.
    /// For coefficients whose duration is beyond the largest double the result is `+infinity`
    /// (the initialiser refuses such damped springs).
    static func settlingDuration(mass: Double, stiffness: Double, damping: Double, initialVelocity v0: Double)
        -> Double
    {
        let eps = 0.001
        let w0 = naturalFrequency(mass: mass, stiffness: stiffness)
        let zeta = dampingRatio(mass: mass, stiffness: stiffness, damping: damping)
        if zeta < 1 {
            let ratio = abs((w0 * zeta - v0) / (w0 * (1 - zeta * zeta).squareRoot()))
            return Swift.max(0, (-Double.log(eps) + Double.log(1 + ratio)) / (w0 * zeta))
        }
        return criticalSettlingDuration(w0: w0, slope: w0 - v0, eps: eps)
    }

    /// The first `T = k / 10` such that `|1 + slope t| e^(-w0 t) < eps` for every `t >= T`.
    ///
    /// The envelope has at most one local maximum for `t > 0`, at `tm = 1 / w0 - 1 / slope`, and
    /// decreases after it, so "stays below from T" is `f(T) < eps` and `f(max(T, tm)) < eps`, a
    /// condition that holds for all `k` from some point on: found by doubling, then bisection over
    /// whole numbers `k` (held in a `Double`, so durations far beyond 2^64 tenths are found too;
    /// beyond 2^53 the step is the spacing of doubles there). `+infinity` when no finite `k` works.
    static func criticalSettlingDuration(w0: Double, slope: Double, eps: Double) -> Double {
        // |1 + slope t| e^(-w0 t), written so that slope * t cannot overflow while the exponential vanishes.
        func envelope(_ t: Double) -> Double {
            let decay = Double.exp(-w0 * t)
            let direct = abs(1 + slope * t) * decay
            return direct.isFinite ? direct : abs(decay + slope * (t * decay))
        }
        let peak = slope != 0 ? Swift.max(0, 1 / w0 - 1 / slope) : 0
        let peakIsLow = envelope(peak) < eps
        func settled(_ k: Double) -> Bool {
            let t = k / 10
            return envelope(t) < eps && (t >= peak || peakIsLow)
        }
        var hi = 1.0
        while !settled(hi) {
            hi *= 2
            guard hi.isFinite else { return .infinity }
        }
        var lo = 0.0 // not settled: the envelope is 1 at t = 0
        while hi - lo > 1 {
            let mid = lo + ((hi - lo) / 2).rounded(.down)
            guard mid > lo, mid < hi else { break }
            if settled(mid) { hi = mid } else { lo = mid }
        }
        return hi / 10
    }
}
