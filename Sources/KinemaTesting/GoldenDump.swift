import Kinema
import KinemaCore

/// The text form of sampled frames that golden files hold.
///
/// Header lines start with `# ` and name the hand-derived values the golden was checked against;
/// a `# columns:` line follows; then one line per view per frame, in tree pre-order:
///
///     # columns: t view centerX centerY width height rotation scaleX scaleY translateX translateY alpha cornerRadius borderWidth color hidden
///     0.000000 root 187.500000 333.500000 375.000000 667.000000 0.000000 1.000000 ... #00000000 0
///
/// The columns are `t` and the golden columns of Kinema's `FrameColumns`: the columns of
/// `kinema play`'s CSV (the command-line tool article of KinemaCLI's documentation) plus the
/// border width, and the columns written only when used that some view of the dump uses, in the
/// order of the property table. Numbers have a fixed number of decimals (6 by default) and `-0` prints as `0`, so a dump
/// does not change with the sign of a zero or the last bits of a computation.
/// ``frames(parsing:like:)`` rebuilds drawable frames from a dump.
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
