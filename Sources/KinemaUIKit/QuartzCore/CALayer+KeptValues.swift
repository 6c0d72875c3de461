import Foundation
import Kinema

/// How a layer's rounded corners are drawn, with Core Animation's raw values.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"circular"`, `"continuous"`).
    public let rawValue: String
    /// A corner curve from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's smoother curve (Kinema draws quarter circles: Apple does not document the curve).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The values a layer keeps and reads back without drawing differently: hints for rasterising on
/// a screen (Kinema's pictures and Lottie documents are vectors), settings that only matter in
/// 3D, and the shadow's path.
struct KeptLayerValues {
    var shadowPath: CGPath?
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var contentsScale: CGFloat = 1
    var allowsEdgeAntialiasing = false
    var cornerCurve: CALayerCornerCurve = .circular
    var zPosition: CGFloat = 0
    var isDoubleSided = true
    var sublayerTransform = CATransform3DIdentity
}

extension CALayer {
    /// The shadow's outline, nil by default. Kinema draws the shadow from the layer's rounded
    /// bounds, which is what the usual `UIBezierPath(roundedRect: bounds, cornerRadius:)` gives; a
    /// path whose bounding box is not the bounds is kept, read back and reported.
    public var shadowPath: CGPath? {
        get { kept.shadowPath }
        set {
            kept.shadowPath = newValue
            guard let newValue, !newValue.isEmpty, kinemaView != nil else { return }
            let box = newValue.boundingBox, b = bounds
            let tolerance = 1e-6 * Swift.max(1, abs(b.width), abs(b.height))
            let matches =
                abs(box.minX - b.minX) <= tolerance && abs(box.minY - b.minY) <= tolerance
                && abs(box.width - b.width) <= tolerance && abs(box.height - b.height) <= tolerance
            if !matches {
                runtime.log(
                    "Kinema: CALayer.shadowPath is kept, but the shadow is drawn from the layer's rounded bounds")
            }
        }
    }

    /// Whether a screen would draw the layer once into a bitmap and reuse it (a performance hint:
    /// kept, no effect on Kinema's vector drawings).
    public var shouldRasterize: Bool {
        get { kept.shouldRasterize }
        set { kept.shouldRasterize = newValue }
    }

    /// The scale of that bitmap (kept, no effect).
    public var rasterizationScale: CGFloat {
        get { kept.rasterizationScale }
        set { kept.rasterizationScale = newValue }
    }

    /// The scale of the layer's backing store on a screen (kept, no effect: vectors have none).
    public var contentsScale: CGFloat {
        get { kept.contentsScale }
        set { kept.contentsScale = newValue }
    }

    /// Whether a screen smooths the layer's edges when it is transformed (kept, no effect).
    public var allowsEdgeAntialiasing: Bool {
        get { kept.allowsEdgeAntialiasing }
        set { kept.allowsEdgeAntialiasing = newValue }
    }

    /// How the rounded corners are drawn (kept; Kinema draws quarter circles for both).
    public var cornerCurve: CALayerCornerCurve {
        get { kept.cornerCurve }
        set { kept.cornerCurve = newValue }
    }

    /// The layer's position on the z axis, 0 by default. Kinema draws sublayers in their order
    /// (no 3D): a value other than 0 is kept, read back and reported.
    public var zPosition: CGFloat {
        get { kept.zPosition }
        set {
            kept.zPosition = newValue
            if newValue != 0, kinemaView != nil {
                runtime.log("Kinema: CALayer.zPosition is kept, but layers are drawn in their sublayer order")
            }
        }
    }

    /// Whether the back of the layer shows when it is turned away in 3D (kept, no effect: Kinema
    /// keeps a transform's affine part).
    public var isDoubleSided: Bool {
        get { kept.isDoubleSided }
        set { kept.isDoubleSided = newValue }
    }

    /// A transform applied to the sublayers (mostly a 3D perspective). Kept and read back; one
    /// other than the identity is reported and not drawn.
    public var sublayerTransform: CATransform3D {
        get { kept.sublayerTransform }
        set {
            kept.sublayerTransform = newValue
            if !CATransform3DIsIdentity(newValue), kinemaView != nil {
                runtime.log("Kinema: CALayer.sublayerTransform is kept, but not drawn (no 3D)")
            }
        }
    }
}
