import Foundation
import Kinema

/// UIKit's colour, in the sRGB space with straight alpha. The named colours hold UIKit's values
/// in the light appearance (the facade has one appearance). `#colorLiteral(...)` makes one.
public final class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// The colour as Kinema's `Color`.
    public let kinemaColor: Color

    /// Kinema's colour as a `UIColor`.
    public init(_ color: Color) {
        kinemaColor = color
        super.init()
    }

    /// A colour from sRGB components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), alpha: Double(alpha)))
    }

    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) { self.init(cgColor.kinemaColor) }

    /// A colour from hue, saturation and brightness (each 0...1), converted to sRGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6, s = Double(saturation), v = Double(brightness)
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(Color(red: r, green: g, blue: b, alpha: Double(alpha)))
    }

    /// `#colorLiteral(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// The colour as a `CGColor`.
    public var cgColor: CGColor { CGColor(kinemaColor) }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(kinemaColor.withAlpha(Double(alpha))) }

    /// Writes the sRGB components; returns true (every facade colour is sRGB).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(kinemaColor.red)
        green?.pointee = CGFloat(kinemaColor.green)
        blue?.pointee = CGFloat(kinemaColor.blue)
        alpha?.pointee = CGFloat(kinemaColor.alpha)
        return true
    }

    /// Whether the components are equal.
    public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.kinemaColor == kinemaColor }

    /// Hashes the components.
    public override var hash: Int { kinemaColor.hashValue }

    /// `UIExtendedSRGBColorSpace R G B A`, as UIKit describes a colour.
    public override var description: String {
        "UIExtendedSRGBColorSpace \(kinemaColor.red) \(kinemaColor.green) \(kinemaColor.blue) \(kinemaColor.alpha)"
    }

    private static func rgb(_ r: Double, _ g: Double, _ b: Double) -> UIColor {
        UIColor(Color(red: r, green: g, blue: b))
    }

    // MARK: Fixed colours (UIKit's values)

    /// 0, 0, 0.
    public static var black: UIColor { UIColor(Color(white: 0)) }
    /// 1/3 white.
    public static var darkGray: UIColor { UIColor(Color(white: 1.0 / 3)) }
    /// 2/3 white.
    public static var lightGray: UIColor { UIColor(Color(white: 2.0 / 3)) }
    /// 1, 1, 1.
    public static var white: UIColor { UIColor(Color(white: 1)) }
    /// 0.5 white.
    public static var gray: UIColor { UIColor(Color(white: 0.5)) }
    /// 1, 0, 0.
    public static var red: UIColor { rgb(1, 0, 0) }
    /// 0, 1, 0.
    public static var green: UIColor { rgb(0, 1, 0) }
    /// 0, 0, 1.
    public static var blue: UIColor { rgb(0, 0, 1) }
    /// 0, 1, 1.
    public static var cyan: UIColor { rgb(0, 1, 1) }
    /// 1, 1, 0.
    public static var yellow: UIColor { rgb(1, 1, 0) }
    /// 1, 0, 1.
    public static var magenta: UIColor { rgb(1, 0, 1) }
    /// 1, 0.5, 0.
    public static var orange: UIColor { rgb(1, 0.5, 0) }
    /// 0.5, 0, 0.5.
    public static var purple: UIColor { rgb(0.5, 0, 0.5) }
    /// 0.6, 0.4, 0.2.
    public static var brown: UIColor { rgb(0.6, 0.4, 0.2) }
    /// Fully transparent black.
    public static var clear: UIColor { UIColor(Color.clear) }

    // MARK: System colours (light appearance)

    /// #FF3B30.
    public static var systemRed: UIColor { rgb(1, 59.0 / 255, 48.0 / 255) }
    /// #34C759.
    public static var systemGreen: UIColor { rgb(52.0 / 255, 199.0 / 255, 89.0 / 255) }
    /// #007AFF.
    public static var systemBlue: UIColor { rgb(0, 122.0 / 255, 1) }
    /// #FF9500.
    public static var systemOrange: UIColor { rgb(1, 149.0 / 255, 0) }
    /// #FFCC00.
    public static var systemYellow: UIColor { rgb(1, 204.0 / 255, 0) }
    /// #FF2D55 (the engine's `Color.systemPink`).
    public static var systemPink: UIColor { UIColor(Color.systemPink) }
    /// #AF52DE.
    public static var systemPurple: UIColor { rgb(175.0 / 255, 82.0 / 255, 222.0 / 255) }
    /// #5AC8FA.
    public static var systemTeal: UIColor { rgb(90.0 / 255, 200.0 / 255, 250.0 / 255) }
    /// #5856D6.
    public static var systemIndigo: UIColor { rgb(88.0 / 255, 86.0 / 255, 214.0 / 255) }
    /// #8E8E93 (the engine's `Color.systemGray`).
    public static var systemGray: UIColor { UIColor(Color.systemGray) }
    /// The system background in the light appearance: white.
    public static var systemBackground: UIColor { white }
    /// The primary label colour in the light appearance: black.
    public static var label: UIColor { black }
}

/// `#colorLiteral(...)` makes a `UIColor`.
public typealias _ColorLiteralType = UIColor
