import Kinema
import KinemaCore

/// The text form of sampled frames that golden files hold: header lines naming what the golden
/// was checked against, a `# columns:` line, then one line per view per frame with fixed
/// decimals (<doc:GoldenTesting> specifies the format). ``frames(parsing:like:)`` rebuilds
/// drawable frames from a dump.
public enum GoldenDump {
    /// Decimals printed by default.
    public static let defaultDecimals = 6
    /// The default comparison tolerance: ten times the rounding step of 6 decimals.
    public static let defaultTolerance = 1e-5
    /// The column names of a dump whose views use no optional column, in order.
    public static let columns = ["t"] + FrameColumns.names(of: FrameColumns.golden(for: []))

    /// The dump of `frames` under `header` (each line gets a `# ` prefix; line breaks in a header
    /// entry start new header lines).
    public static func render(_ frames: [FrameSnapshot], header: [String], decimals: Int = defaultDecimals) -> String {
        let groups = FrameColumns.golden(for: frames)
        var out = GoldenFile.header(header)
        out += "# columns: " + (["t"] + FrameColumns.names(of: groups)).joined(separator: " ") + "\n"
        for frame in frames {
            let t = fixed(frame.time, decimals: decimals)
            for v in frame.views {
                out += t
                for field in v.fields(groups) { out += " " + text(field, decimals: decimals) }
                out += "\n"
            }
        }
        return out
    }

    /// One field as a dump writes it: a number with `decimals` decimals, a colour as `#RRGGBBAA`,
    /// a flag as 1 or 0, text as it is.
    static func text(_ field: FrameValue, decimals: Int) -> String {
        switch field {
        case .number(let x): fixed(x, decimals: decimals)
        case .color(let c): c.hexString
        case .flag(let b): b ? "1" : "0"
        case .text(let s): s
        }
    }

    /// `x` with exactly `decimals` digits (0...12) after the point, rounded half away from zero,
    /// `-0` normalised to `0` (so `-0.0000001` prints `0.000000`). Non-finite values print as
    /// `nan`, `inf` or `-inf`; magnitudes of 1e12 and more print as Swift's shortest decimal.
    public static func fixed(_ x: Double, decimals: Int = defaultDecimals) -> String {
        DecimalText.fixed(x, decimals: Swift.min(Swift.max(decimals, 0), 12))
            ?? (x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf"))
    }
}
