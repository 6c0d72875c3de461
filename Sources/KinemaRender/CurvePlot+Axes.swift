extension CurvePlot {
    /// `text` split at ", " into lines of at most about `width` characters (a longer piece stands alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines: [String] = [], current = ""
        for piece in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? piece : current + "," + piece
            if candidate.count > width, !current.isEmpty {
                lines.append(current + ",")
                current = piece.drop(while: { $0 == " " }).description
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines
    }

    /// `lo...hi` widened by `padding` of its span on each side; a zero span becomes +/- 1 (or +/- 0.5 |lo|).
    static func padded(_ lo: Double, _ hi: Double, padding: Double) -> (Double, Double) {
        let span = hi - lo
        if !(span > 0) {
            let half = lo == 0 ? 1 : abs(lo) / 2
            return (lo - half, lo + half)
        }
        return (lo - span * padding, hi + span * padding)
    }

    /// Tick values at a 1-2-5 step covering about five intervals of `lo...hi`, and the decimals their labels need.
    static func ticks(_ lo: Double, _ hi: Double) -> (values: [Double], decimals: Int) {
        let raw = (hi - lo) / 5
        guard raw > 0, raw.isFinite else { return ([lo], 2) }
        var magnitude = 1.0, exponent = 0
        while magnitude * 10 <= raw, exponent < 300 { magnitude *= 10; exponent += 1 }
        while magnitude > raw, exponent > -300 { magnitude /= 10; exponent -= 1 }
        let normalized = raw / magnitude
        let factor: Double = normalized < 1.5 ? 1 : (normalized < 3 ? 2 : (normalized < 7 ? 5 : 10))
        let step = factor * magnitude
        let first = (lo / step).rounded(.up), last = (hi / step).rounded(.down)
        guard last >= first, last - first < 100 else { return ([lo, hi], 2) }
        let values = stride(from: first, through: last, by: 1).map { $0 * step }
        return (values, Swift.max(0, factor == 10 ? -exponent - 1 : -exponent))
    }
}
