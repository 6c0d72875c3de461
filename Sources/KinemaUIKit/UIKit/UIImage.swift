import Foundation
import Kinema

/// UIKit's image. Kinema draws no bitmaps: a symbol image (`UIImage(systemName:)`) is one of the
/// engine's pictograms (`ViewSymbol`), found in a table of the SF Symbol names the facade knows
/// (``knownSystemNames``), and a named image (`UIImage(named:)`) is one the harness registered
/// (a size and a pictogram standing in for the picture). Image views and buttons show an image
/// as their engine content (`ViewContent.symbol`), tinted with their tint colour.
///
/// A system name the table does not know gives an empty image (no pictogram, zero size) and a
/// diagnostic, not nil: the name may well exist on iOS, so code written for iOS goes on as there.
open class UIImage: NSObject, @unchecked Sendable {
    /// How an image is drawn: in its own colours or as a template in the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// The image's default (template for symbol images, original for the others).
        case automatic = 0
        /// Its own colours.
        case alwaysOriginal = 1
        /// A template filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// The engine's pictogram this image draws as (nil: an empty image).
    public let kinemaSymbol: ViewSymbol?
    /// The size in points.
    public let size: CGSize
    /// The SF Symbol name the image was made from, if it is a symbol image.
    public let symbolName: String?
    /// The symbol configuration the image was made with, if any.
    public let symbolConfiguration: UIImage.SymbolConfiguration?
    /// How the image is drawn.
    public let renderingMode: UIImage.RenderingMode
    /// The colour an opaque picture shows as (a registered named image's), nil for a
    /// transparent one (symbols).
    public let kinemaPictureColor: Color?

    /// An empty image (no pictogram, zero size).
    public override convenience init() {
        self.init(symbol: nil, size: .zero, name: nil, configuration: nil, mode: .automatic)
    }

    init(
        symbol: ViewSymbol?, size: CGSize, name: String?, configuration: UIImage.SymbolConfiguration?,
        mode: UIImage.RenderingMode, pictureColor: Color? = nil
    ) {
        kinemaPictureColor = pictureColor
        kinemaSymbol = symbol
        self.size = size
        symbolName = name
        symbolConfiguration = configuration
        renderingMode = mode
        super.init()
    }

    /// Whether the image is a symbol image (made by `UIImage(systemName:)`).
    open var isSymbolImage: Bool { symbolName != nil }

    /// The same image drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(
            symbol: kinemaSymbol, size: size, name: symbolName, configuration: symbolConfiguration,
            mode: renderingMode, pictureColor: kinemaPictureColor)
    }

    /// Whether the image is drawn in the tint colour.
    var isTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: isSymbolImage
        }
    }

    /// What a view showing the image in `tint` draws (nil for an empty image). An image in its
    /// own colours draws its pictogram black (symbols) or white (named images, as their
    /// pictograms stand in for photos).
    func content(tint: UIColor) -> ViewContent? {
        guard let kinemaSymbol else { return nil }
        let color: Color = isTemplate ? tint.kinemaColor : (isSymbolImage ? .black : .white)
        return .symbol(kinemaSymbol, tint: color)
    }
}
