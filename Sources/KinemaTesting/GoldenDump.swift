import Kinema

/// The text form of sampled frames that golden files hold.
///
/// Header lines start with `# ` and name the hand-derived values the golden was checked against;
/// a `# columns:` line follows; then one line per view per frame, in tree pre-order:
///
///     # columns: t view centerX centerY width height rotation scaleX scaleY translateX translateY alpha cornerRadius borderWidth color hidden
///     0.000000 root 187.500000 333.500000 375.000000 667.000000 0.000000 1.000000 ... #00000000 0
///
/// Numbers have a fixed number of decimals (6 by default) and `-0` prints as `0`, so a dump does
/// not change with the sign of a zero or the last bits of a computation; the values are the
/// columns of `kinema play`'s CSV (the command-line tool article of KinemaCLI's documentation) plus
/// the border width. ``frames(parsing:like:)`` rebuilds drawable frames from a dump.
public enum GoldenDump {
    /// Decimals printed by default.
    public static let defaultDecimals = 6
    /// The default comparison tolerance: ten times the rounding step of 6 decimals.
    public static let defaultTolerance = 1e-5
    /// The column names, in order.
    public static let columns = [
        "t", "view", "centerX", "centerY", "width", "height", "rotation", "scaleX", "scaleY", "translateX",
        "translateY", "alpha", "cornerRadius", "borderWidth", "color", "hidden",
    ]

    /// The dump of `frames` under `header` (each line gets a `# ` prefix; line breaks in a header
    /// entry start new header lines).
    public static func render(_ frames: [FrameSnapshot], header: [String], decimals: Int = defaultDecimals) -> String {
        var out = GoldenFile.header(header)
        out += "# columns: " + columns.joined(separator: " ") + "\n"
        for frame in frames {
            let t = fixed(frame.time, decimals: decimals)
            for v in frame.views {
                let d = v.decomposed
                let numbers = [v.center.x, v.center.y, v.size.width, v.size.height, d.rotation, d.scaleX, d.scaleY,
                               d.translateX, d.translateY, v.alpha, v.cornerRadius, v.borderWidth]
                out += "\(t) \(v.name) " + numbers.map { fixed($0, decimals: decimals) }.joined(separator: " ")
                out += " \(v.backgroundColor.hexString) \(v.hiddenFlag)\n"
            }
        }
        return out
    }

    /// `x` with exactly `decimals` digits (0...12) after the point, rounded half away from zero,
    /// `-0` normalised to `0` (so `-0.0000001` prints `0.000000`). Non-finite values print as
    /// `nan`, `inf` or `-inf`; magnitudes of 1e12 and more print as Swift's shortest decimal.
    public static func fixed(_ x: Double, decimals: Int = defaultDecimals) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
        let places = Swift.min(Swift.max(decimals, 0), 12)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        guard abs(x) < 1e12 else { return "\(x)" }
        let scaled = (abs(x) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return "\(x)" }
        let digits = String(Int64(scaled))
        let sign = x < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: Swift.max(0, places + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -places)
        return sign + padded[..<split] + "." + padded[split...]
    }
}
