/// The number formats every writer of the package shares (no Foundation): Swift's shortest
/// round-trip decimal for data (CSV, JSON) and fixed decimals for drawings and golden dumps.
package enum DecimalText {
    /// Swift's shortest round-trip decimal (`0.25`, `1e-05`, `187.5`), with `-0.0` written as `0.0`;
    /// nil when `x` is not finite (each format says what it writes instead).
    package static func shortest(_ x: Double) -> String? {
        guard x.isFinite else { return nil }
        return x == 0 ? "0.0" : "\(x)"
    }

    /// `x` with exactly `decimals` digits after the point (clamped to 0...400) and no exponent,
    /// rounded half away from zero (`fixed(-0.256, 2)` is `-0.26`); a value that rounds to zero
    /// has no minus sign. Magnitudes of 1e12 and more, and values whose scaled magnitude reaches
    /// 9e15 (past exact integers), are written as the shortest decimal instead. Nil when `x` is
    /// not finite.
    package static func fixed(_ x: Double, decimals: Int) -> String? {
        guard x.isFinite else { return nil }
        let places = Swift.max(0, Swift.min(decimals, 400))
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(x) * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(x) < 1e12, scaled < 9e15 else { return "\(x)" }
        let digits = String(Int64(scaled))
        let negative = x < 0 && scaled != 0
        guard places > 0 else { return (negative ? "-" : "") + digits }
        let padded = String(repeating: "0", count: Swift.max(0, places + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -places)
        return (negative ? "-" : "") + padded[..<split] + "." + padded[split...]
    }

    /// ``fixed(_:decimals:)`` without trailing zeros after the point, nor the point itself when
    /// nothing follows it (`trimmed(2.50, decimals: 3)` is `2.5`, `trimmed(-0.0001, decimals: 3)`
    /// is `0`); nil when `x` is not finite.
    package static func trimmed(_ x: Double, decimals: Int) -> String? {
        guard var s = fixed(x, decimals: decimals) else { return nil }
        guard s.contains("."), !s.contains("e") else { return s }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
