extension KeyframeTrack {
    /// The Kochanek-Bartels segments of a cubic track as polynomial coefficients (see the type's
    /// documentation for the tangents and their key-spacing scale factors).
    ///
    /// For segment `i` with end points `p0 = p_i`, `p1 = p_{i+1}` and tangents `m0 = m_i^out`,
    /// `m1 = m_{i+1}^in`, the Hermite form `h00 p0 + h10 m0 + h01 p1 + h11 m1` expands to
    /// `a = p0`, `b = m0`, `c = 3 (p1 - p0) - 2 m0 - m1`, `d = 2 (p0 - p1) + m0 + m1`.
    static func cubicSegments(
        times: [Double], values: [Value], tensions: [Double],
        continuities: [Double], biases: [Double]
    ) -> [Segment] {
        let n = values.count
        guard n > 1 else { return [] }
        var outgoing: [Value] = []
        var incoming: [Value] = []
        outgoing.reserveCapacity(n)
        incoming.reserveCapacity(n)
        for j in 0..<n {
            // Duplicated end points: p_{-1} = p_0 and p_n = p_{n-1}.
            let left = j > 0 ? values[j].subtracting(values[j - 1]) : .zero
            let right = j < n - 1 ? values[j + 1].subtracting(values[j]) : .zero
            let t = tensions[j], c = continuities[j], b = biases[j]
            var out = left.scaled(by: (1 - t) * (1 + b) * (1 + c) / 2)
                .adding(right.scaled(by: (1 - t) * (1 - b) * (1 - c) / 2))
            var arriving = left.scaled(by: (1 - t) * (1 + b) * (1 - c) / 2)
                .adding(right.scaled(by: (1 - t) * (1 - b) * (1 + c) / 2))
            if j > 0, j < n - 1 {
                let before = times[j] - times[j - 1], after = times[j + 1] - times[j]
                let sum = before + after
                if sum > 0 {
                    out = out.scaled(by: 2 * after / sum)
                    arriving = arriving.scaled(by: 2 * before / sum)
                }
            }
            outgoing.append(out)
            incoming.append(arriving)
        }
        return (0..<(n - 1)).map { i in
            let p0 = values[i], p1 = values[i + 1], m0 = outgoing[i], m1 = incoming[i + 1]
            let chord = p1.subtracting(p0)
            return Segment(
                a: p0,
                b: m0,
                c: chord.scaled(by: 3).subtracting(m0.scaled(by: 2)).subtracting(m1),
                d: chord.scaled(by: -2).adding(m0).adding(m1))
        }
    }
}
