import Foundation
import Kinema

/// UIKit's font. Kinema has no fonts: every facade font measures text with the engine's
/// `TextMetrics` (each character advances half the point size, a line is 1.2 point sizes high),
/// whatever its name or weight, which are recorded. Renderers draw text in Kinema's stroke font.
///
/// A point size that is not finite or is negative is taken as 0 (a documented clamp: the font
/// then measures every text as empty).
public final class UIFont: NSObject, @unchecked Sendable {
    /// A font weight (UIKit's values, from -0.8 for ultra-light to 0.62 for black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value.
        public var rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight of `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// -0.8.
        public static let ultraLight = Weight(-0.8)
        /// -0.6.
        public static let thin = Weight(-0.6)
        /// -0.4.
        public static let light = Weight(-0.4)
        /// 0: the system font's regular weight.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)
    }

    /// The point size.
    public let pointSize: CGFloat
    /// The weight (recorded; every weight measures alike).
    public let weight: UIFont.Weight
    /// The font's name (`.SFUI-Regular` style names for the system font).
    public let fontName: String
    /// The family's name (`.AppleSystemUIFont` for the system font).
    public let familyName: String

    private init(name: String, family: String, size: CGFloat, weight: UIFont.Weight) {
        pointSize = size.isFinite && size > 0 ? size : 0
        self.weight = weight
        fontName = name
        familyName = family
        super.init()
    }

    /// The system font of `fontSize` points and `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weight.name)", family: ".AppleSystemUIFont", size: fontSize, weight: weight)
    }

    /// The regular system font of `fontSize` points.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The bold system font of `fontSize` points.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// A monospaced-digit system font (measures as any other).
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font called `fontName` at `fontSize` points. Linux has no font files, so any name
    /// gives a font measuring as the system font's (never nil).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, family: fontName, size: fontSize, weight: .regular)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, family: familyName, size: fontSize, weight: weight)
    }

    /// The system's standard font size: 17.
    public class var systemFontSize: CGFloat { 17 }
    /// The standard size of a label's font: 17.
    public class var labelFontSize: CGFloat { 17 }
    /// The standard size of a button's font: 18.
    public class var buttonFontSize: CGFloat { 18 }
    /// The standard size of small text: 12.
    public class var smallSystemFontSize: CGFloat { 12 }

    /// The engine's measurements for this font.
    public var kinemaMetrics: TextMetrics { TextMetrics(fontSize: Double(pointSize)) }

    /// The height of one line: 1.2 point sizes.
    public var lineHeight: CGFloat { CGFloat(kinemaMetrics.lineHeight) }
    /// The part of the line above the baseline: three quarters of it *(decided)*.
    public var ascender: CGFloat { lineHeight * 0.75 }
    /// The part of the line below the baseline, negative: the last quarter of it.
    public var descender: CGFloat { -lineHeight * 0.25 }

    /// Whether the fonts are the same (name, size and weight).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.fontName == fontName && other.pointSize == pointSize && other.weight == weight
    }

    /// Hashes the name and size.
    public override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    /// `<UICTFont> font-family: "NAME"; font-weight: W; font-size: S pt`, as UIKit describes a font.
    public override var description: String {
        "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weight.rawValue); font-size: \(pointSize)pt"
    }
}

extension UIFont.Weight {
    /// The name the system font's variants carry.
    var name: String {
        switch rawValue {
        case ..<(-0.7): "Ultralight"
        case ..<(-0.5): "Thin"
        case ..<(-0.2): "Light"
        case ..<0.1: "Regular"
        case ..<0.26: "Medium"
        case ..<0.35: "Semibold"
        case ..<0.5: "Bold"
        case ..<0.6: "Heavy"
        default: "Black"
        }
    }
}

/// How text lines up in its bounds (UIKit's raw values). The facade records it: the engine
/// draws text centred in a label's bounds.
public enum NSTextAlignment: Int, Sendable {
    /// Against the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Both edges (the last line as natural).
    case justified = 3
    /// The script's natural alignment (left, as the facade lays out left to right).
    case natural = 4
}

/// Where a label breaks or truncates text that does not fit (UIKit's raw values; recorded).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping = 1
    /// Cut at the edge.
    case byClipping = 2
    /// An ellipsis at the start of the line.
    case byTruncatingHead = 3
    /// An ellipsis at the end of the line.
    case byTruncatingTail = 4
    /// An ellipsis in the middle of the line.
    case byTruncatingMiddle = 5
}
