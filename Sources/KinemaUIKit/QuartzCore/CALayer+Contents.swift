import Foundation
import Kinema

/// How a layer's contents fit its bounds, with Core Animation's raw values (kept: Kinema fits
/// an image's pictogram to the bounds, centred, its aspect kept).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public let rawValue: String
    /// A gravity from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred, at its own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Against the top edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Against the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Against the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Against the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched over the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Fitted inside the bounds, its aspect kept.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Filling the bounds, its aspect kept.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// A layer's contents and how they fit (see ``CALayer/contents``).
struct LayerContents {
    var contents: Any?
    var gravity: CALayerContentsGravity = .resize
    var rect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var center = CGRect(x: 0, y: 0, width: 1, height: 1)
}

extension CALayer {
    /// The image the layer shows (nil by default): a `CGImage` (`UIImage(named:)?.cgImage`,
    /// `UIImage(systemName:)?.cgImage`) becomes the engine's symbol content, the image's pictogram
    /// fitted to the bounds in its own colours (a symbol black, a named image's pictogram white, as
    /// an image view draws them), over the background. Kept and read back; another kind of value
    /// is reported, and shape, gradient, text and emitter layers keep it without drawing it
    /// (their own content is drawn).
    public var contents: Any? {
        get { contentsStorage.contents }
        set {
            contentsStorage.contents = newValue
            let drawsOwnContent = self is CAShapeLayer || self is CAGradientLayer || self is CATextLayer
            guard let view = kinemaView, !drawsOwnContent, !(self is CAEmitterLayer) else { return }
            switch newValue {
            case let image as CGImage:
                view.content = image.image.content(tint: .black)
            case nil:
                view.content = nil
            case let other?:
                runtime.log("Kinema: CALayer.contents holds a \(type(of: other)), not a CGImage; it is kept, not drawn")
            }
        }
    }

    /// How the contents fit the bounds (kept; see ``CALayerContentsGravity``).
    public var contentsGravity: CALayerContentsGravity {
        get { contentsStorage.gravity }
        set { contentsStorage.gravity = newValue }
    }

    /// The part of the contents shown, in unit coordinates (kept).
    public var contentsRect: CGRect {
        get { contentsStorage.rect }
        set { contentsStorage.rect = newValue }
    }

    /// The part of the contents stretched when resized, in unit coordinates (kept).
    public var contentsCenter: CGRect {
        get { contentsStorage.center }
        set { contentsStorage.center = newValue }
    }
}
