import Foundation
import Kinema

/// Core Graphics' colour, in the sRGB space with straight alpha: what `CALayer`'s colour
/// properties hold and `UIColor.cgColor` returns.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The colour as Kinema's `Color`.
    public let kinemaColor: Color

    /// A colour from sRGB components (iOS 13's `CGColor(srgbRed:green:blue:alpha:)`).
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        kinemaColor = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// A colour from RGB components (macOS's and iOS 14's `CGColor(red:green:blue:alpha:)`).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey (`CGColor(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Kinema's colour as a `CGColor`.
    public init(_ color: Color) { kinemaColor = color }

    /// The components: red, green, blue and alpha.
    public var components: [CGFloat]? {
        [CGFloat(kinemaColor.red), CGFloat(kinemaColor.green), CGFloat(kinemaColor.blue), CGFloat(kinemaColor.alpha)]
    }

    /// The number of components (4).
    public var numberOfComponents: Int { 4 }

    /// The alpha component.
    public var alpha: CGFloat { CGFloat(kinemaColor.alpha) }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(kinemaColor.withAlpha(Double(alpha))) }

    /// Whether the components are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.kinemaColor == rhs.kinemaColor }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(kinemaColor) }

    /// `#RRGGBBAA`.
    public var description: String { "CGColor(\(kinemaColor.hexString))" }
}
