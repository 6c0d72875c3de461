/// The period of a scene that only repeats: what an export that loops needs.
extension Scene {
    /// The shortest time after which every view of the scene shows the same values again, when
    /// everything that animates repeats forever; nil otherwise.
    ///
    /// Every running animation must be an explicit one that has begun and repeats for ever
    /// (`repeatCount` or `repeatDuration` infinite, not cumulative), or one that has ended and
    /// holds its value; nothing else may be animating (a UIView-style animation, a property
    /// animator, an explicit animation that will end). An endless animation's period in scene time
    /// is its cycle (its duration, twice with autoreverses) divided by `|speed|` and by the
    /// product of the speeds of its view and the view's ancestors (a frozen clock shows a
    /// constant). The result is the least common multiple of those periods, found among the
    /// multiples of the longest one up to `limit` seconds, each period dividing it to within
    /// 1e-9 of itself; nil when there is none, or when nothing animates.
    ///
    /// Sampling `round(period * fps)` frames from now, at `now + k / fps`, gives one period that
    /// loops (seamlessly when the period is a whole number of frames).
    public func loopPeriod(upTo limit: Double = 60) -> Double? {
        var periods: [Double] = []
        for view in allViews where !view.properties.entries.isEmpty {
            guard view.properties.entries.allSatisfy(\.isExplicit) else { return nil }
            let local = view.localTimeNow
            var rate = 1.0
            var node: View? = view
            while let n = node {
                rate *= n.speed
                node = n.superview
            }
            for run in view.media.runs {
                let timing = run.clock.timing
                if timing.activeEnd.isFinite {
                    guard local >= timing.activeEnd else { return nil } // it will end: not a loop
                    continue // ended: holds or shows the model
                }
                guard local >= timing.beginTime, !run.isCumulative else { return nil }
                guard timing.speed != 0, rate != 0 else { continue } // a frozen clock: constant
                let period = timing.cycle / abs(timing.speed) / abs(rate)
                guard period.isFinite, period > 0 else { return nil }
                periods.append(period)
            }
        }
        guard let longest = periods.max(), longest <= limit else { return nil }
        var k = 1.0
        while k * longest <= limit * (1 + 1e-12) {
            let candidate = k * longest
            if periods.allSatisfy({ p in
                let n = (candidate / p).rounded()
                return n >= 1 && abs(n * p - candidate) <= 1e-9 * candidate
            }) {
                return candidate
            }
            k += 1
        }
        return nil
    }
}
