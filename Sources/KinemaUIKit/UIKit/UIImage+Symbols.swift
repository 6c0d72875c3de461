import Foundation
import Kinema

extension UIImage {
    /// What an image is made with (UIKit's base class of image configurations).
    open class Configuration: NSObject, @unchecked Sendable {}

    /// The weight of a symbol image (UIKit's raw values; recorded: every weight has the same size).
    public enum SymbolWeight: Int, Sendable {
        /// No weight given (regular).
        case unspecified = 0
        /// Ultra-light.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// The scale of a symbol image relative to its point size (UIKit's raw values).
    public enum SymbolScale: Int, Sendable {
        /// The default scale (medium).
        case `default` = -1
        /// No scale given (medium).
        case unspecified = 0
        /// Small: 0.8 of the point size *(decided)*.
        case small = 1
        /// Medium: the point size.
        case medium = 2
        /// Large: 1.3 times the point size *(decided)*.
        case large = 3

        /// The height of a symbol image of this scale, in point sizes.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// How a symbol image is drawn: its point size, weight and scale.
    public final class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size (nil: the default, 17).
        public let pointSize: CGFloat?
        /// The weight.
        public let weight: UIImage.SymbolWeight
        /// The scale.
        public let scale: UIImage.SymbolScale

        private init(pointSize: CGFloat?, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.pointSize = pointSize.map { $0.isFinite && $0 > 0 ? $0 : 0 }
            self.weight = weight
            self.scale = scale
            super.init()
        }

        /// Symbols of `pointSize` points (a size that is not finite or is negative counts as 0).
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .default)
        }

        /// Symbols of `pointSize` points and `weight`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .default)
        }

        /// Symbols of `pointSize` points, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
        }

        /// Symbols of the default size and `weight`.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .default)
        }

        /// Symbols of the default size and `scale`.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale)
        }

        /// This configuration with the values `configuration` sets over it.
        public func applying(_ configuration: UIImage.Configuration?) -> UIImage.SymbolConfiguration {
            guard let other = configuration as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .default || other.scale == .unspecified ? scale : other.scale)
        }

        /// The height of a symbol drawn with this configuration.
        var symbolHeight: CGFloat { (pointSize ?? UIImage.defaultSymbolPointSize) * scale.factor }
    }

    /// The point size of symbols made without one: 17 (the body text's size).
    public static let defaultSymbolPointSize: CGFloat = 17

    /// The SF Symbol names the facade draws, with the engine's pictogram each stands for and its
    /// width as a multiple of its height *(decided; a symbol is as high as its point size times
    /// its scale)*: `cart` and `cart.fill` (13/11, so 22 pt is 26 x 22), `gamecontroller` and
    /// `gamecontroller.fill` (4/3), `chevron.up.2` (1), `line.3.horizontal` and
    /// `line.horizontal.3` (6/5), `photo` and `photo.fill` (5/4).
    public static let knownSystemNames: [String: (symbol: ViewSymbol, aspect: CGFloat)] = [
        "cart": (.cart, 13.0 / 11), "cart.fill": (.cart, 13.0 / 11),
        "gamecontroller": (.gamepad, 4.0 / 3), "gamecontroller.fill": (.gamepad, 4.0 / 3),
        "chevron.up.2": (.arrows, 1),
        "line.3.horizontal": (.lines, 6.0 / 5), "line.horizontal.3": (.lines, 6.0 / 5),
        "photo": (.photo, 5.0 / 4), "photo.fill": (.photo, 5.0 / 4)
    ]

    /// The symbol image `name` at the default configuration (see ``knownSystemNames``; an
    /// unknown name gives an empty image and a diagnostic, never nil).
    @MainActor
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol image `name` drawn with `configuration` (a ``SymbolConfiguration``; others are
    /// ignored). An unknown name gives an empty image and a diagnostic, never nil.
    @MainActor
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbolConfiguration = configuration as? SymbolConfiguration
        guard let (symbol, aspect) = Self.knownSystemNames[name] else {
            UIKitRuntime.current.log(
                "Kinema: UIImage(systemName: \"\(name.escapingLineBreaks)\"): no pictogram stands for "
                    + "this SF Symbol; the image is empty")
            self.init(symbol: nil, size: .zero, name: name, configuration: symbolConfiguration, mode: .automatic)
            return
        }
        let height = symbolConfiguration?.symbolHeight ?? Self.defaultSymbolPointSize
        self.init(
            symbol: symbol, size: CGSize(width: height * aspect, height: height), name: name,
            configuration: symbolConfiguration, mode: .automatic)
    }

    /// The same symbol image drawn with `configuration` (an image that is not a symbol is
    /// returned as it is).
    @MainActor
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbolName else { return self }
        let merged = symbolConfiguration?.applying(configuration) ?? (configuration as? SymbolConfiguration)
        return UIImage(systemName: symbolName, withConfiguration: merged)?.withRenderingMode(renderingMode) ?? self
    }

    /// The image the harness registered as `name` (`UIKitHarness.registerImage(named:size:symbol:color:)`:
    /// Linux has no asset catalogue), nil otherwise, as UIKit answers for a missing asset; a
    /// missing name is also logged.
    @MainActor
    public convenience init?(named name: String) {
        let runtime = UIKitRuntime.current
        guard let registered = runtime.namedImages[name] else {
            runtime.log(
                "Kinema: UIImage(named: \"\(name.escapingLineBreaks)\"): no image of that name is registered "
                    + "with the harness; nil")
            return nil
        }
        self.init(
            symbol: registered.symbol, size: registered.size, name: nil, configuration: nil, mode: .automatic,
            pictureColor: registered.color)
    }
}
