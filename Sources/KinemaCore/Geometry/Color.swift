/// An sRGB colour with straight (non-premultiplied) alpha; components in [0, 1].
///
/// Interpolation (Kinema's decision, see <doc:GeometryAndInterpolation>) is component by component on the non-premultiplied sRGB
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

    /// `#RRGGBBAA`.
    public var description: String { hexString }

    /// An opaque colour from 8-bit sRGB components, as design tables give them.
    static func rgb8(_ red: Int, _ green: Int, _ blue: Int) -> Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }
}

// MARK: UIKit's standard colours

/// UIKit's fixed colours, with the values UIColor's documentation gives
/// (developer.apple.com/documentation/uikit/uicolor, "Standard colors", "Fixed colors"): the same in
/// every appearance. `Color.red` is UIKit's `UIColor.red`, pure red; UIKit's adaptive red is
/// ``systemRed``.
extension Color {
    /// UIKit's `black`: grayscale 0.
    public static let black = Color(white: 0)
    /// UIKit's `darkGray`: grayscale 1/3.
    public static let darkGray = Color(white: 1.0 / 3)
    /// UIKit's `gray`: grayscale 0.5.
    public static let gray = Color(white: 0.5)
    /// UIKit's `lightGray`: grayscale 2/3.
    public static let lightGray = Color(white: 2.0 / 3)
    /// UIKit's `white`: grayscale 1.
    public static let white = Color(white: 1)
    /// UIKit's `clear`: grayscale 0, alpha 0 (fully transparent black).
    public static let clear = Color(white: 0, alpha: 0)
    /// UIKit's `red`: RGB 1, 0, 0.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// UIKit's `green`: RGB 0, 1, 0.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// UIKit's `blue`: RGB 0, 0, 1.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// UIKit's `cyan`: RGB 0, 1, 1.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// UIKit's `yellow`: RGB 1, 1, 0.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// UIKit's `magenta`: RGB 1, 0, 1.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// UIKit's `orange`: RGB 1, 0.5, 0.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// UIKit's `purple`: RGB 0.5, 0, 0.5.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// UIKit's `brown`: RGB 0.6, 0.4, 0.2.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}

/// UIKit's adaptive system colours in the light appearance (Kinema has one appearance), with the
/// values Apple's Human Interface Guidelines publish for iOS and iPadOS ("Color", "System colors",
/// column "Default (light)", the table current from iOS 15 until its revision of June 2025), in
/// 8-bit sRGB. Apple adjusts these colours between releases; a value here is the published one,
/// not a measurement.
extension Color {
    /// UIKit's `systemRed`, light: 255, 59, 48 (#FF3B30).
    public static let systemRed = rgb8(255, 59, 48)
    /// UIKit's `systemOrange`, light: 255, 149, 0 (#FF9500).
    public static let systemOrange = rgb8(255, 149, 0)
    /// UIKit's `systemYellow`, light: 255, 204, 0 (#FFCC00).
    public static let systemYellow = rgb8(255, 204, 0)
    /// UIKit's `systemGreen`, light: 52, 199, 89 (#34C759).
    public static let systemGreen = rgb8(52, 199, 89)
    /// UIKit's `systemMint`, light: 0, 199, 190 (#00C7BE).
    public static let systemMint = rgb8(0, 199, 190)
    /// UIKit's `systemTeal`, light: 48, 176, 199 (#30B0C7).
    public static let systemTeal = rgb8(48, 176, 199)
    /// UIKit's `systemCyan`, light: 50, 173, 230 (#32ADE6).
    public static let systemCyan = rgb8(50, 173, 230)
    /// UIKit's `systemBlue`, light: 0, 122, 255 (#007AFF).
    public static let systemBlue = rgb8(0, 122, 255)
    /// UIKit's `systemIndigo`, light: 88, 86, 214 (#5856D6).
    public static let systemIndigo = rgb8(88, 86, 214)
    /// UIKit's `systemPurple`, light: 175, 82, 222 (#AF52DE).
    public static let systemPurple = rgb8(175, 82, 222)
    /// UIKit's `systemPink`, light: 255, 45, 85 (#FF2D55).
    public static let systemPink = rgb8(255, 45, 85)
    /// UIKit's `systemBrown`, light: 165, 132, 94 (#A5845E).
    public static let systemBrown = rgb8(165, 132, 94)
    /// UIKit's `systemGray`, light: 142, 142, 147 (#8E8E93).
    public static let systemGray = rgb8(142, 142, 147)
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
