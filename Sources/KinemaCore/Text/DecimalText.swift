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
        return written(x, decimals: decimals, trimming: false)
    }

    /// ``fixed(_:decimals:)`` without trailing zeros after the point, nor the point itself when
    /// nothing follows it (`trimmed(2.50, decimals: 3)` is `2.5`, `trimmed(-0.0001, decimals: 3)`
    /// is `0`); nil when `x` is not finite.
    package static func trimmed(_ x: Double, decimals: Int) -> String? {
        guard x.isFinite else { return nil }
        return written(x, decimals: decimals, trimming: true)
    }

    /// The text of ``fixed(_:decimals:)`` (finite `x`), trimmed as ``trimmed(_:decimals:)`` says
    /// when `trimming`. Drawings write tens of numbers per view and frame, so the digits go
    /// straight into the string's storage, once: no intermediate strings, no removal of
    /// characters one by one.
    private static func written(_ x: Double, decimals: Int, trimming: Bool) -> String {
        let places = Swift.max(0, Swift.min(decimals, 400))
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(x) * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(x) < 1e12, scaled < 9e15 else { return trimming ? trimmedShortest(x) : "\(x)" }
        let value = UInt64(scaled)
        let negative = x < 0 && value != 0
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        // Padded with zeros to one digit before the point: `width` digits in all.
        let width = Swift.max(count, places + 1)
        // The digits after the point that are written: all, or up to the last one that is not 0
        // (the trailing zeros of the value; every digit of 0).
        var fraction = places
        rest = value
        if trimming {
            while fraction > 0 && rest % 10 == 0 {
                rest /= 10
                fraction -= 1
            }
        }
        let dropped = places - fraction
        let length = (negative ? 1 : 0) + (width - places) + (fraction > 0 ? 1 + fraction : 0)
        return String(unsafeUninitializedCapacity: length) { buffer in
            // Right to left: the digits from k = dropped up to the most significant one (`rest`
            // holds them, the dropped zeros divided out), the point before the digit
            // k = places - 1 (when a digit follows it), the sign first.
            var position = length - 1
            for k in dropped..<width {
                buffer[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                position -= 1
                if k == places - 1 && fraction > 0 {
                    buffer[position] = UInt8(ascii: ".")
                    position -= 1
                }
            }
            if negative { buffer[0] = UInt8(ascii: "-") }
            return length
        }
    }

    /// The shortest decimal of `x` (finite, 1e12 or more in magnitude, or too fine for its
    /// decimals) with the trailing zeros after its point dropped, and the point when nothing
    /// follows it; one with an exponent as it is.
    private static func trimmedShortest(_ x: Double) -> String {
        var s = "\(x)"
        guard s.contains("."), !s.contains("e") else { return s }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
