/// The number formats every writer of this module shares (no Foundation): Swift's shortest
/// round-trip decimal for data (CSV, JSON), and fixed or trimmed decimals for drawings (SVG).
enum NumberText {
    /// Swift's shortest round-trip decimal (`0.25`, `1e-05`, `187.5`), with `-0.0` written as `0.0`;
    /// nil when `x` is not finite (each format says what it writes instead).
    static func shortest(_ x: Double) -> String? {
        guard x.isFinite else { return nil }
        return x == 0 ? "0.0" : "\(x)"
    }

    /// `x` with exactly `decimals` digits after the point and no exponent (`fixed(-0.256, 2)` is
    /// `-0.26`). A value that rounds to zero has no minus sign; a value that is not finite is `0`;
    /// when `x` scaled by `10^decimals` reaches 9e15 (past exact integers) the shortest decimal is
    /// written instead. `decimals` is clamped to 0...400.
    static func fixed(_ x: Double, _ decimals: Int) -> String {
        guard x.isFinite else { return "0" }
        let places = Swift.max(0, Swift.min(decimals, 400))
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(x) * scale).rounded()
        guard scaled < 9e15 else { return "\(x)" }
        let digits = String(Int64(scaled))
        let negative = x < 0 && scaled != 0
        guard places > 0 else { return (negative ? "-" : "") + digits }
        let padded = String(repeating: "0", count: Swift.max(0, places + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -places)
        return (negative ? "-" : "") + padded[..<split] + "." + padded[split...]
    }

    /// ``fixed(_:_:)`` without trailing zeros after the point, nor the point itself when nothing
    /// follows it (`trimmed(2.50, 3)` is `2.5`, `trimmed(-0.0001, 3)` is `0`).
    static func trimmed(_ x: Double, _ decimals: Int) -> String {
        var s = fixed(x, decimals)
        guard s.contains(".") else { return s }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
