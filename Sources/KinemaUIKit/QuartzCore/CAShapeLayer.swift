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
/// stroked, in its own coordinates. `strokeStart`, `strokeEnd` and `lineWidth` are animatable
/// (`CABasicAnimation(keyPath: "strokeEnd")` draws the path, and setting them animates
/// implicitly, as ``CALayer`` describes); the path, the colours, the caps, joins and fill rule
/// change at once.
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
/// Dash patterns are not there.
open class CAShapeLayer: CALayer {
    /// The path to draw; nil draws nothing.
    open var path: CGPath? { didSet { showShape() } }
    /// The fill colour (opaque black by default); nil fills nothing.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { showShape() } }
    /// The stroke colour (nil by default: no stroke).
    open var strokeColor: CGColor? { didSet { showShape() } }
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

    /// The layer frozen at the values on screen now, with the same path and colours.
    open override func presentation() -> Self? {
        guard let frozen = super.presentation() else { return nil }
        frozen.path = path
        frozen.fillColor = fillColor
        frozen.strokeColor = strokeColor
        frozen.fillRule = fillRule
        frozen.lineCap = lineCap
        frozen.lineJoin = lineJoin
        frozen.miterLimit = miterLimit
        return frozen
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
                    path: path.kinemaPath, fillColor: fillColor?.kinemaColor, strokeColor: strokeColor?.kinemaColor,
                    fillRule: fillRule == .evenOdd ? .evenOdd : .nonZero, lineCap: lineCap.kinema,
                    lineJoin: lineJoin.kinema, miterLimit: Double(miterLimit)))
        }
    }
}
