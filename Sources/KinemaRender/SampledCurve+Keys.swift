extension SampledCurve {
    /// Where a keyframe track of `duration` seconds reaches its keys, `(t, value)` for each key in
    /// order, for the plot to mark: at the key times for `linear`, `discrete` and `cubic`; for
    /// `paced`, where the distance travelled reaches each key's share of the total (the times the
    /// track computes; evenly spaced when the values never move); for `cubicPaced`, where the arc
    /// length of the cubic curve through evenly spaced keys reaches each key's share, measured over
    /// 256 steps per segment. Empty when the track has no values or the times are not finite.
    public static func keys(of track: KeyframeTrack<Double>, duration: Double) -> [(t: Double, value: Double)] {
        let values = track.values
        let n = values.count
        guard n > 0 else { return [] }
        let uniform = n == 1 ? [0.0] : (0..<n).map { Double($0) / Double(n - 1) }
        let times: [Double]
        switch track.mode {
        case .linear, .discrete, .cubic:
            times = track.keyTimes
        case .paced:
            times = shares(zip(values, values.dropFirst()).map { abs($1 - $0) }) ?? uniform
        case .cubicPaced:
            // The curve through evenly spaced keys, measured segment by segment.
            guard
                let curve = try? KeyframeTrack(
                    keyTimes: uniform, values: values, mode: .cubic,
                    tensions: track.tensions, continuities: track.continuities,
                    biases: track.biases)
            else { return [] }
            let steps = 256
            let lengths = (0..<Swift.max(n - 1, 0)).map { i -> Double in
                var length = 0.0, previous = values[i]
                for k in 1...steps {
                    let u = uniform[i] + (uniform[i + 1] - uniform[i]) * Double(k) / Double(steps)
                    let v = curve.value(at: u)
                    length += abs(v - previous)
                    previous = v
                }
                return length
            }
            times = shares(lengths) ?? uniform
        }
        let keys = zip(times, values).map { (t: $0 * duration, value: $1) }
        return keys.allSatisfy { $0.t.isFinite && $0.value.isFinite } ? keys : []
    }

    /// 0, then the running sums of `lengths` over their total (the last exactly 1); nil when the
    /// total is not positive and finite.
    private static func shares(_ lengths: [Double]) -> [Double]? {
        var total = 0.0
        for length in lengths { total += length }
        guard total > 0, total.isFinite else { return nil }
        var running = 0.0
        var shares = [0.0]
        for (i, length) in lengths.enumerated() {
            running += length
            shares.append(i == lengths.count - 1 ? 1 : running / total)
        }
        return shares
    }
}
