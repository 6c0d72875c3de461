/// Keyframe interpolation: the Catmull-Rom curve of the cubic calculation mode.
extension Derivation {
    /// The cubic (Catmull-Rom) keyframe value at the fraction `u`, written from the rule:
    /// before the first key time the first value holds and from the last key time on the last one;
    /// inside segment i (the last i with k_i <= u < k_(i+1)), with local s = (u - k_i) / D_i and
    /// D_i = k_(i+1) - k_i, the value is the cubic Hermite curve
    /// h00(s) p_i + h10(s) out_i + h01(s) p_(i+1) + h11(s) in_(i+1), with
    /// h00 = 2s^3 - 3s^2 + 1, h10 = s^3 - 2s^2 + s, h01 = -2s^3 + 3s^2, h11 = s^3 - s^2.
    /// The tangent at key j is m_j = (p_(j+1) - p_(j-1)) / 2, the end values counting twice
    /// (p_(-1) = p_0, p_(n+1) = p_n); at an interior key it is scaled by 2 D_j / (D_(j-1) + D_j)
    /// when leaving the key (out_j) and by 2 D_(j-1) / (D_(j-1) + D_j) when arriving (in_j).
    public static func catmullRom(keyTimes k: [Double], values p: [Double], at u: Double) -> Double {
        let n = p.count
        guard n > 1, k.count == n else { return p.first ?? 0 }
        if u <= k[0] { return p[0] }
        if u >= k[n - 1] { return p[n - 1] }
        var i = 0
        for j in 0..<(n - 1) where k[j] <= u && u < k[j + 1] { i = j }
        func value(_ j: Int) -> Double { p[Swift.min(Swift.max(j, 0), n - 1)] }
        func length(_ j: Int) -> Double { k[j + 1] - k[j] }
        func tangent(_ j: Int, leaving: Bool) -> Double {
            let m = (value(j + 1) - value(j - 1)) / 2
            if j == 0 || j == n - 1 { return m }
            let sum = length(j - 1) + length(j)
            guard sum > 0 else { return m }
            return m * 2 * (leaving ? length(j) : length(j - 1)) / sum
        }
        let s = (u - k[i]) / length(i)
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        return h00 * p[i] + h10 * tangent(i, leaving: true) + h01 * p[i + 1] + h11 * tangent(i + 1, leaving: false)
    }
}
