extension KeyframeTrack {
    /// The value at `u` with each segment's own timing curve (`CAKeyframeAnimation.timingFunctions`):
    /// in segment `i`, from key time `k_i` to `k_{i+1}`, the local fraction
    /// `s = (u - k_i) / (k_{i+1} - k_i)` is replaced by `curves[i].progress(at: s)` before the
    /// segment is evaluated (an overshooting curve carries the segment's polynomial past its ends).
    ///
    /// `curves` holds one curve per segment (one fewer than the values); with another count, and
    /// in the paced modes (which re-time the keys themselves), the curves are ignored and this is
    /// ``value(at:)``. Outside the key times the first and last values hold, as in ``value(at:)``.
    public func value(at u: Double, segmentCurves curves: [TimingCurve]) -> Value {
        guard mode != .paced, mode != .cubicPaced, curves.count == segments.count else { return value(at: u) }
        let times = self.times
        let last = times.count - 1
        guard u > times[0] else { return values[0] }
        guard u < times[last] else { return values[last] }
        // The last i with times[i] <= u, as in value(at:).
        var lo = 0, hi = last
        while hi - lo > 1 {
            let mid = (lo + hi) >> 1
            if times[mid] <= u { lo = mid } else { hi = mid }
        }
        let s = (u - times[lo]) / (times[lo + 1] - times[lo])
        return segments[lo].value(curves[lo].progress(at: s))
    }
}
