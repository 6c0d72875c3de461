/// An sRGB colour with straight (non-premultiplied) alpha; components in [0, 1].
///
/// Interpolation (SPEC 4.3, decided) is component by component on the non-premultiplied sRGB
/// values. `hexString` rounds each component to 8 bits: `#RRGGBBAA`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double

    /// Creates a colour from sRGB components.
    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// A grey (UIKit's `UIColor(white:alpha:)`).
    @inlinable public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, hex digits in either case); `nil` when malformed.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.first == "#" { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, s.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        var bytes: [Double] = []
        var i = s.startIndex
        while i < s.endIndex {
            let j = s.index(i, offsetBy: 2)
            guard let v = UInt8(s[i..<j], radix: 16) else { return nil }
            bytes.append(Double(v) / 255)
            i = j
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    /// `#RRGGBBAA`, each component clamped to [0, 1] and rounded to the nearest of 256 steps.
    public var hexString: String {
        let digits = Array("0123456789ABCDEF")
        var out = "#"
        for c in [red, green, blue, alpha] {
            let v = c.isNaN ? 0 : Int((Swift.min(Swift.max(c, 0), 1) * 255).rounded())
            out.append(digits[v >> 4]); out.append(digits[v & 15])
        }
        return out
    }

    /// The same colour with another alpha.
    @inlinable public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque white.
    public static let white = Color(white: 1)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Fully transparent black (UIKit's `.clear`).
    public static let clear = Color(white: 0, alpha: 0)
    /// UIKit's `systemPink` in the light appearance, #FF2D55.
    public static let systemPink = Color(red: 1, green: 45.0 / 255, blue: 85.0 / 255)
    /// UIKit's `systemGray` in the light appearance, #8E8E93.
    public static let systemGray = Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255)

    /// `#RRGGBBAA`.
    public var description: String { hexString }
}

extension Color: AnimatableValue {
    /// All components zero (transparent black).
    public static let zero = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Component-wise sum (`AnimatableValue`).
    @inlinable public func adding(_ o: Color) -> Color {
        Color(red: red + o.red, green: green + o.green, blue: blue + o.blue, alpha: alpha + o.alpha)
    }
    /// Component-wise difference (`AnimatableValue`).
    @inlinable public func subtracting(_ o: Color) -> Color {
        Color(red: red - o.red, green: green - o.green, blue: blue - o.blue, alpha: alpha - o.alpha)
    }
    /// Every component times `factor` (`AnimatableValue`).
    @inlinable public func scaled(by f: Double) -> Color {
        Color(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f)
    }
    /// The squared Euclidean norm of the components (`AnimatableValue`).
    @inlinable public var magnitudeSquared: Double {
        red * red + green * green + blue * blue + alpha * alpha
    }
    /// `[red, green, blue, alpha]` (`AnimatableValue`).
    public var components: [Double] { [red, green, blue, alpha] }
}
