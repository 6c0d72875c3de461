import KinemaCore

/// The number formats of this module's writers, as the package's one formatter
/// (`DecimalText`) writes them, with what each writes for a value that is not finite.
enum NumberText {
    /// Swift's shortest round-trip decimal, `-0.0` written `0.0`; nil when `x` is not finite.
    static func shortest(_ x: Double) -> String? { DecimalText.shortest(x) }

    /// `x` with exactly `decimals` digits after the point; `0` when `x` is not finite.
    static func fixed(_ x: Double, _ decimals: Int) -> String { DecimalText.fixed(x, decimals: decimals) ?? "0" }

    /// ``fixed(_:_:)`` without trailing zeros; `0` when `x` is not finite.
    static func trimmed(_ x: Double, _ decimals: Int) -> String { DecimalText.trimmed(x, decimals: decimals) ?? "0" }
}
