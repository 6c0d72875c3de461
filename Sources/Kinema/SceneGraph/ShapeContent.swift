import KinemaCore

/// A path a view draws over its background (Core Animation's `CAShapeLayer`), in the view's own
/// coordinates (from the top-left corner of its bounds, y down): filled, then stroked.
///
/// The stroke runs along the part of the path between the view's ``View/strokeStart`` and
/// ``View/strokeEnd``, fractions of the path's length (so animating `strokeEnd` from 0 to 1
/// draws the path), ``View/lineWidth`` wide. These three are animatable properties of the view;
/// the rest of the shape is content, changed at once.
public struct ShapeContent: Hashable, Sendable {
    /// How a fill decides what is inside a path that crosses itself.
    public enum FillRule: String, Hashable, Sendable, CaseIterable {
        /// Inside where the path winds around a point a nonzero number of times.
        case nonZero
        /// Inside where a ray from a point crosses the path an odd number of times.
        case evenOdd
    }

    /// How a stroke's open ends are drawn.
    public enum LineCap: String, Hashable, Sendable, CaseIterable {
        /// Squared off at the end point.
        case butt
        /// A half circle around the end point.
        case round
        /// Squared off half the line width past the end point.
        case square
    }

    /// How a stroke's corners are drawn.
    public enum LineJoin: String, Hashable, Sendable, CaseIterable {
        /// A sharp corner, cut off past the miter limit.
        case miter
        /// A rounded corner.
        case round
        /// A corner cut off straight.
        case bevel
    }

    /// The path.
    public var path: BezierPath
    /// The fill colour; nil fills nothing.
    public var fillColor: Color?
    /// The stroke colour; nil strokes nothing.
    public var strokeColor: Color?
    /// What the fill counts as inside.
    public var fillRule: FillRule
    /// The stroke's ends.
    public var lineCap: LineCap
    /// The stroke's corners.
    public var lineJoin: LineJoin
    /// How long a miter may be, in line widths, before the corner is cut off.
    public var miterLimit: Double

    /// A shape with Core Animation's defaults: filled opaque black, not stroked, nonzero fill,
    /// butt caps, miter joins with limit 10.
    public init(
        path: BezierPath, fillColor: Color? = .black, strokeColor: Color? = nil, fillRule: FillRule = .nonZero,
        lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10
    ) {
        self.path = path
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.fillRule = fillRule
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}
