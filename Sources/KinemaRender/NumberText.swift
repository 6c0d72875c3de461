import KinemaCore
import RealModule

/// The number formats of this module's writers, as the package's one formatter
/// (`DecimalText`) writes them, with what each writes for a value that is not finite, and
/// significant digits for plot titles.
enum NumberText {
    /// Swift's shortest round-trip decimal, `-0.0` written `0.0`; nil when `x` is not finite.
    static func shortest(_ x: Double) -> String? { DecimalText.shortest(x) }

    /// `x` with exactly `decimals` digits after the point; `0` when `x` is not finite.
    static func fixed(_ x: Double, _ decimals: Int) -> String { DecimalText.fixed(x, decimals: decimals) ?? "0" }

    /// ``fixed(_:_:)`` without trailing zeros; `0` when `x` is not finite.
    static func trimmed(_ x: Double, _ decimals: Int) -> String { DecimalText.trimmed(x, decimals: decimals) ?? "0" }

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
}
