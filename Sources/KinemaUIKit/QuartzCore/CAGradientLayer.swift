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
    /// Outwards from the start point to the ellipse whose half-width and half-height are the
    /// horizontal and vertical distances to the end point.
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
/// - Axial and radial gradients are drawn (a radial one outwards from `startPoint` to the ellipse
///   whose half-width and half-height are the horizontal and vertical distances to `endPoint`,
///   the last colour beyond it; an ellipse without area shows the last colour). A `conic` type is
///   reported and drawn axial.
/// - `colors`, `locations`, `startPoint` and `endPoint` animate, explicitly and implicitly
///   (setting one on a shown free-standing layer animates from the value on screen, as
///   ``CALayer`` describes): the colours and locations one by one, as Core Animation blends them.
///   Lists of different lengths cannot blend: the animation shows the first until halfway, then
///   the second (Kinema's choice; Core Animation leaves it undefined). ``presentation()`` gives
///   the values on screen.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), in order along the line; nil or empty draws no gradient.
    open var colors: [Any]? {
        get { storedColors }
        set { change("colors", newValue.map(Self.cgColors).map(AnimationValue.colors)) { storedColors = newValue } }
    }
    /// Where each colour sits along the line (fractions of it); nil spaces them evenly.
    open var locations: [NSNumber]? {
        get { storedLocations }
        set {
            change("locations", newValue.map { .numbers($0.map(\.doubleValue)) }) { storedLocations = newValue }
        }
    }
    /// Where the line starts, in the unit square of the bounds ((0.5, 0) by default).
    open var startPoint: CGPoint {
        get { storedStart }
        set { change("startPoint", .point(newValue.kinema)) { storedStart = newValue } }
    }
    /// Where the line ends, in the unit square of the bounds ((0.5, 1) by default).
    open var endPoint: CGPoint {
        get { storedEnd }
        set { change("endPoint", .point(newValue.kinema)) { storedEnd = newValue } }
    }
    private var storedColors: [Any]?
    private var storedLocations: [NSNumber]?
    private var storedStart = CGPoint(x: 0.5, y: 0)
    private var storedEnd = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient (`axial` by default, or `radial`; another is reported and drawn axial).
    open var type: CAGradientLayerType = .axial {
        didSet {
            showGradient()
            guard type != .axial, type != .radial, kinemaView != nil else { return }
            runtime.log(
                "Kinema: CAGradientLayer.type \"\(type.rawValue)\" is drawn as an axial gradient (Kinema draws "
                    + "axial and radial gradients)")
        }
    }

    /// A gradient layer with no colours.
    public override init() { super.init() }

    /// A layer frozen at `values` (what ``presentation()`` returns); it ignores changes.
    public required init(frozen values: ViewValues, clips: Bool, corners: CornerMask) {
        super.init(frozen: values, clips: clips, corners: corners)
    }

    /// The layer frozen at the values on screen now, with the gradient as it is shown (its
    /// running animations' colours, locations and points).
    open override func presentation() -> Self? {
        guard let frozen = super.presentation() else { return nil }
        frozen.storedColors = colors
        frozen.storedLocations = locations
        frozen.storedStart = startPoint
        frozen.storedEnd = endPoint
        if case .gradient(let shown)? = kinemaView?.presentationContent {
            frozen.storedColors = shown.colors.map { CGColor($0) }
            frozen.storedLocations = shown.locations.map { $0.map { NSNumber(value: $0) } }
            frozen.storedStart = CGPoint(shown.startPoint)
            frozen.storedEnd = CGPoint(shown.endPoint)
        }
        frozen.type = type
        return frozen
    }

    /// The `CGColor`s among `entries`, as the engine's colours.
    private static func cgColors(_ entries: [Any]) -> [Color] {
        entries.compactMap { ($0 as? CGColor)?.kinemaColor }
    }

    /// Applies `set`, then shows the gradient; on a shown free-standing layer with actions
    /// enabled, a value `key` that differs from the one on screen (`newValue`, nil when unset)
    /// also adds Core Animation's implicit animation under `key`, from the value shown to the new
    /// one, with the transaction's duration and curve.
    private func change(_ key: String, _ newValue: AnimationValue?, _ set: () -> Void) {
        var shown: AnimationValue?
        if animatesChanges, case .gradient(let gradient)? = kinemaView?.presentationContent {
            switch key {
            case "colors": shown = .colors(gradient.colors)
            case "locations": shown = .numbers(gradient.resolvedLocations)
            case "startPoint": shown = .point(gradient.startPoint)
            default: shown = .point(gradient.endPoint)
            }
        }
        set()
        showGradient(reportingColors: key == "colors")
        guard let shown, let newValue, shown != newValue else { return }
        addImplicitAnimation(key, from: Self.caValue(shown), to: Self.caValue(newValue))
    }

    /// An engine value as Core Animation's (`CGColor`s, `NSNumber`s, a `CGPoint`).
    private static func caValue(_ value: AnimationValue) -> Any? {
        switch value {
        case .colors(let colors): colors.map { CGColor($0) }
        case .numbers(let numbers): numbers.map { NSNumber(value: $0) }
        case .point(let p): CGPoint(p)
        default: nil
        }
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
                    startPoint: startPoint.kinema, endPoint: endPoint.kinema, kind: type == .radial ? .radial : .axial))
        }
    }
}
