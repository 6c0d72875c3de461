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

    /// How a stroke's open ends are drawn (raw values: the names SVG and Core Animation use).
    public enum LineCap: String, Hashable, Sendable, CaseIterable {
        /// Squared off at the end point.
        case butt
        /// A half circle around the end point.
        case round
        /// Squared off half the line width past the end point.
        case square
    }

    /// How a stroke's corners are drawn (raw values: the names SVG and Core Animation use).
    public enum LineJoin: String, Hashable, Sendable, CaseIterable {
        /// A sharp corner, cut off past the miter limit.
        case miter
        /// A rounded corner.
        case round
        /// A corner cut off straight.
        case bevel
    }

    /// The fields, kept behind one reference so that a view's content (and every frame snapshot,
    /// which copies it) stays as small as a label's: a shape's path and colours would otherwise
    /// make every view's snapshot a third larger.
    private final class Storage: Sendable {
        let path: BezierPath
        let fillColor: Color?
        let strokeColor: Color?
        let fillRule: FillRule
        let lineCap: LineCap
        let lineJoin: LineJoin
        let miterLimit: Double

        init(
            _ path: BezierPath, _ fillColor: Color?, _ strokeColor: Color?, _ fillRule: FillRule, _ lineCap: LineCap,
            _ lineJoin: LineJoin, _ miterLimit: Double
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

    private var storage: Storage

    /// The path.
    public var path: BezierPath {
        get { storage.path }
        set { storage = Storage(newValue, fillColor, strokeColor, fillRule, lineCap, lineJoin, miterLimit) }
    }
    /// The fill colour; nil fills nothing.
    public var fillColor: Color? {
        get { storage.fillColor }
        set { storage = Storage(path, newValue, strokeColor, fillRule, lineCap, lineJoin, miterLimit) }
    }
    /// The stroke colour; nil strokes nothing.
    public var strokeColor: Color? {
        get { storage.strokeColor }
        set { storage = Storage(path, fillColor, newValue, fillRule, lineCap, lineJoin, miterLimit) }
    }
    /// What the fill counts as inside.
    public var fillRule: FillRule {
        get { storage.fillRule }
        set { storage = Storage(path, fillColor, strokeColor, newValue, lineCap, lineJoin, miterLimit) }
    }
    /// The stroke's ends.
    public var lineCap: LineCap {
        get { storage.lineCap }
        set { storage = Storage(path, fillColor, strokeColor, fillRule, newValue, lineJoin, miterLimit) }
    }
    /// The stroke's corners.
    public var lineJoin: LineJoin {
        get { storage.lineJoin }
        set { storage = Storage(path, fillColor, strokeColor, fillRule, lineCap, newValue, miterLimit) }
    }
    /// How long a miter may be, in line widths, before the corner is cut off.
    public var miterLimit: Double {
        get { storage.miterLimit }
        set { storage = Storage(path, fillColor, strokeColor, fillRule, lineCap, lineJoin, newValue) }
    }

    /// A shape with Core Animation's defaults: filled opaque black, not stroked, nonzero fill,
    /// butt caps, miter joins with limit 10.
    public init(
        path: BezierPath, fillColor: Color? = .black, strokeColor: Color? = nil, fillRule: FillRule = .nonZero,
        lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10
    ) {
        storage = Storage(path, fillColor, strokeColor, fillRule, lineCap, lineJoin, miterLimit)
    }

    /// Equal when every field is equal.
    public static func == (lhs: ShapeContent, rhs: ShapeContent) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.path == rhs.path && lhs.fillColor == rhs.fillColor && lhs.strokeColor == rhs.strokeColor
                && lhs.fillRule == rhs.fillRule && lhs.lineCap == rhs.lineCap && lhs.lineJoin == rhs.lineJoin
                && lhs.miterLimit == rhs.miterLimit)
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(fillColor)
        hasher.combine(strokeColor)
        hasher.combine(fillRule)
        hasher.combine(lineCap)
        hasher.combine(lineJoin)
        hasher.combine(miterLimit)
    }
}
