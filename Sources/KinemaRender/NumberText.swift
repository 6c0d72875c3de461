import RealModule

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

    /// `x` to `digits` significant digits (clamped to 1...17), trailing zeros dropped: fixed
    /// decimals from 1e-4 up to 1e15 (`410.554`, `0.000123457`, `1234570` for 6 digits), else a
    /// mantissa and an exponent (`1.5e-07`, `2.5e+20`); `0` for zero; nil when `x` is not finite.
    static func significant(_ x: Double, _ digits: Int) -> String? {
        guard x.isFinite else { return nil }
        guard x != 0 else { return "0" }
        let places = Swift.max(1, Swift.min(digits, 17))
        // |x| = m * 10^exponent with m in [1, 10) once rounded to `places` digits (the logarithm
        // may land on the wrong side of a power of ten; tiny numbers are scaled up first so that
        // no power of ten underflows).
        let tiny = abs(x) < 1e-290
        let magnitude = tiny ? abs(x) * 1e300 : abs(x)
        var exponent = Int(Double.log10(magnitude).rounded(.down))
        var m = magnitude / pow10(exponent)
        if (m * pow10(places - 1)).rounded() >= pow10(places) { exponent += 1; m /= 10 }
        if m < 1 { exponent -= 1; m *= 10 }
        if tiny { exponent -= 300 }
        if exponent >= -4, exponent < 15 {
            let decimals = places - 1 - exponent
            if decimals >= 0 { return trimmed(x, decimals) }
            let unit = pow10(-decimals)
            return trimmed((x / unit).rounded() * unit, 0)
        }
        let sign = x < 0 ? "-" : ""
        let e = abs(exponent)
        return sign + trimmed(m, places - 1) + "e" + (exponent < 0 ? "-" : "+") + (e < 10 ? "0" : "") + String(e)
    }

    /// 10^n for a whole n in -300...300.
    private static func pow10(_ n: Int) -> Double { Double.pow(10, Double(n)) }

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
