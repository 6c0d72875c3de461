import Foundation
import Kinema

/// How a shape layer's stroke ends, with Core Animation's raw values.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"butt"`, `"round"`, `"square"`).
    public let rawValue: String
    /// A cap from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Squared off at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle around the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squared off half the line width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var kinema: ShapeContent.LineCap { ShapeContent.LineCap(rawValue: rawValue) ?? .butt }
}

/// How a shape layer's stroke turns corners, with Core Animation's raw values.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"miter"`, `"round"`, `"bevel"`).
    public let rawValue: String
    /// A join from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A sharp corner, cut off past the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A corner cut off straight.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var kinema: ShapeContent.LineJoin { ShapeContent.LineJoin(rawValue: rawValue) ?? .miter }
}

/// What a shape layer's fill counts as inside, with Core Animation's raw values.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"non-zero"`, `"even-odd"`).
    public let rawValue: String
    /// A rule from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Inside where the path winds around a point a nonzero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from a point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// Core Animation's shape layer: a free-standing layer that draws a path, filled and then
/// stroked, in its own coordinates. `path`, `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor`,
/// `strokeColor` and `lineDashPhase` are animatable (`CABasicAnimation(keyPath: "strokeEnd")`
/// draws the path, and setting them animates implicitly, as ``CALayer`` describes); the caps,
/// joins, fill rule and dash pattern change at once.
///
/// A `path` animation moves every point of the path, control points included, in a straight
/// line from one path to the next, so the paths need the same elements in the same order (as
/// on iOS); paths that differ cannot blend, and the shape shows the first until halfway, then the
/// second (iOS's result for such paths is undefined).
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
///                          endAngle: 1.5 * .pi, clockwise: true).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemPink.cgColor
/// ring.lineWidth = 6
/// ring.strokeEnd = 0
/// progressView.layer.addSublayer(ring)
/// let fill = CABasicAnimation(keyPath: "strokeEnd")
/// fill.toValue = 1
/// fill.duration = 2
/// ring.add(fill, forKey: "progress")
/// ```
///
/// A dashed outline whose dashes march, as Core Animation code writes it:
///
/// ```swift
/// let outline = CAShapeLayer()
/// outline.path = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
/// outline.fillColor = nil
/// outline.strokeColor = UIColor.white.cgColor
/// outline.lineDashPattern = [6, 4]
/// card.layer.addSublayer(outline)
/// let march = CABasicAnimation(keyPath: "lineDashPhase")
/// march.toValue = 10
/// march.duration = 0.5
/// march.repeatCount = .infinity
/// outline.add(march, forKey: "march")
/// ```
///
/// A colour set to nil draws nothing and animates as clear (transparent black), as in Core
/// Animation; reading it back gives nil while it is clear.
open class CAShapeLayer: CALayer {
    /// The path to draw; nil draws nothing. Animatable: a path animation blends point by point
    /// between paths with the same elements (see ``CAShapeLayer``), and setting it on a shown
    /// free-standing layer animates implicitly from the path on screen.
    open var path: CGPath? {
        get { storedPath }
        set { changePath(newValue) }
    }
    private var storedPath: CGPath?
    /// The fill colour (opaque black by default; animatable); nil fills nothing.
    open var fillColor: CGColor? {
        get { values.fillColor == .clear ? nil : CGColor(values.fillColor) }
        set { change("fillColor") { $0.fillColor = newValue?.kinemaColor ?? .clear } }
    }
    /// The stroke colour (nil by default: no stroke; animatable).
    open var strokeColor: CGColor? {
        get { values.strokeColor == .clear ? nil : CGColor(values.strokeColor) }
        set { change("strokeColor") { $0.strokeColor = newValue?.kinemaColor ?? .clear } }
    }
    /// The stroke's dashes: lengths painted and unpainted in turn (nil or empty by default: a
    /// solid stroke). A list of odd length repeats twice over; one with a negative length, or
    /// none positive, strokes solid.
    open var lineDashPattern: [NSNumber]? { didSet { showShape() } }
    /// How far into the dash pattern the stroke starts (0 by default; animatable).
    open var lineDashPhase: CGFloat {
        get { CGFloat(values.lineDashPhase) }
        set { change("lineDashPhase") { $0.lineDashPhase = Double(newValue) } }
    }
    /// What the fill counts as inside.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { showShape() } }
    /// The stroke's ends.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { showShape() } }
    /// The stroke's corners.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { showShape() } }
    /// How long a miter may be, in line widths, before the corner is cut off (10 by default).
    open var miterLimit: CGFloat = 10 { didSet { showShape() } }

    /// The stroke's width (1 by default; animatable).
    open var lineWidth: CGFloat {
        get { CGFloat(values.lineWidth) }
        set { change("lineWidth") { $0.lineWidth = Double(newValue) } }
    }

    /// Where the stroke starts, as a fraction of the path's length (0 by default; animatable).
    open var strokeStart: CGFloat {
        get { CGFloat(values.strokeStart) }
        set { change("strokeStart") { $0.strokeStart = Double(newValue) } }
    }

    /// Where the stroke ends, as a fraction of the path's length (1 by default; animatable).
    open var strokeEnd: CGFloat {
        get { CGFloat(values.strokeEnd) }
        set { change("strokeEnd") { $0.strokeEnd = Double(newValue) } }
    }

    /// A shape layer with no path.
    public override init() { super.init() }

    /// A layer frozen at `values` (what ``presentation()`` returns); it ignores changes.
    public required init(frozen values: ViewValues, clips: Bool, corners: CornerMask) {
        super.init(frozen: values, clips: clips, corners: corners)
    }

    /// The layer frozen at the values on screen now (colours and dash phase included), with the
    /// same path and dash pattern.
    open override func presentation() -> Self? {
        guard let frozen = super.presentation() else { return nil }
        if case .shape(let shown)? = kinemaView?.presentationContent {
            frozen.path = CGPath(kinemaPath: shown.path)
        } else {
            frozen.path = path
        }
        frozen.lineDashPattern = lineDashPattern
        frozen.fillRule = fillRule
        frozen.lineCap = lineCap
        frozen.lineJoin = lineJoin
        frozen.miterLimit = miterLimit
        return frozen
    }

    /// Sets the path; on a shown free-standing layer with actions enabled, a path that differs from
    /// the one on screen also adds Core Animation's implicit animation under the key `path`, from
    /// the path shown to the new one, with the transaction's duration and curve.
    private func changePath(_ newValue: CGPath?) {
        var shown: BezierPath?
        if animatesChanges, case .shape(let shape)? = kinemaView?.presentationContent { shown = shape.path }
        storedPath = newValue
        showShape()
        guard let shown, let newValue, shown != newValue.kinemaPath else { return }
        addImplicitAnimation("path", from: CGPath(kinemaPath: shown), to: newValue)
    }

    /// Gives the engine view the shape to draw (none without a path).
    private func showShape() {
        update { view in
            guard let path else {
                view.content = nil
                return
            }
            view.content = .shape(
                ShapeContent(
                    path: path.kinemaPath, fillRule: fillRule == .evenOdd ? .evenOdd : .nonZero,
                    lineCap: lineCap.kinema, lineJoin: lineJoin.kinema, miterLimit: Double(miterLimit),
                    lineDashPattern: (lineDashPattern ?? []).map(\.doubleValue)))
        }
    }
}
