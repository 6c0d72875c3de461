import Foundation
import Kinema

/// How a gradient layer's colours change across it, with Core Animation's raw values.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"axial"`, `"radial"`, `"conic"`).
    public let rawValue: String
    /// A type from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from the start point (Kinema draws it axial; see ``CAGradientLayer``).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point (Kinema draws it axial; see ``CAGradientLayer``).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// Core Animation's gradient layer: a free-standing layer that fills its bounds with a colour
/// gradient over its background, rounded by its corner radius like the background.
///
/// ```swift
/// let fade = CAGradientLayer()
/// fade.frame = card.bounds
/// fade.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
/// fade.locations = [0.5, 1]
/// card.layer.addSublayer(fade)
/// ```
///
/// - The colours change along the line from `startPoint` to `endPoint`, in the unit square of
///   the bounds (top to bottom by default), each colour at its location (evenly spaced when
///   `locations` is nil or does not have one per colour). Locations outside [0, 1] are drawn as
///   far as they fall on the line.
/// - `colors` takes `CGColor`s, as Core Animation does: another entry (a `UIColor`) is left out
///   and reported.
/// - Kinema draws axial gradients only: a `radial` or `conic` type is reported and drawn axial.
/// - The gradient's own values (`colors`, `locations`, `startPoint`, `endPoint`) change at once:
///   animating them is not there yet. The layer's other properties animate as ``CALayer``'s.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), in order along the line; nil or empty draws no gradient.
    open var colors: [Any]? { didSet { showGradient(reportingColors: true) } }
    /// Where each colour sits along the line (fractions of it); nil spaces them evenly.
    open var locations: [NSNumber]? { didSet { showGradient() } }
    /// Where the line starts, in the unit square of the bounds ((0.5, 0) by default).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { showGradient() } }
    /// Where the line ends, in the unit square of the bounds ((0.5, 1) by default).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { showGradient() } }
    /// The kind of gradient (`axial` by default; the others are reported and drawn axial).
    open var type: CAGradientLayerType = .axial {
        didSet {
            guard type != .axial, kinemaView != nil else { return }
            runtime.log(
                "Kinema: CAGradientLayer.type \"\(type.rawValue)\" is drawn as an axial gradient (Kinema draws "
                    + "axial gradients only)")
        }
    }

    /// A gradient layer with no colours.
    public override init() { super.init() }

    /// A layer frozen at `values` (what ``presentation()`` returns); it ignores changes.
    public required init(frozen values: ViewValues, clips: Bool, corners: CornerMask) {
        super.init(frozen: values, clips: clips, corners: corners)
    }

    /// The layer frozen at the values on screen now, with the same gradient.
    open override func presentation() -> Self? {
        guard let frozen = super.presentation() else { return nil }
        frozen.colors = colors
        frozen.locations = locations
        frozen.startPoint = startPoint
        frozen.endPoint = endPoint
        frozen.type = type
        return frozen
    }

    /// Gives the engine view the gradient to draw (none without colours); reports colours that
    /// are not `CGColor`s when `reportingColors`.
    private func showGradient(reportingColors: Bool = false) {
        let entries = colors ?? []
        let cgColors = entries.compactMap { $0 as? CGColor }
        if reportingColors, cgColors.count < entries.count, kinemaView != nil {
            let hint = entries.contains { $0 is UIColor } ? " (use .cgColor)" : ""
            runtime.log(
                "Kinema: CAGradientLayer.colors takes CGColors; \(entries.count - cgColors.count) other "
                    + "entr\(entries.count - cgColors.count == 1 ? "y is" : "ies are") left out\(hint)")
        }
        update { view in
            guard !cgColors.isEmpty else {
                view.content = nil
                return
            }
            view.content = .gradient(
                GradientContent(
                    colors: cgColors.map(\.kinemaColor), locations: locations?.map(\.doubleValue),
                    startPoint: startPoint.kinema, endPoint: endPoint.kinema))
        }
    }
}
