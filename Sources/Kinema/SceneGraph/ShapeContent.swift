import KinemaCore

/// A path a view draws over its background (Core Animation's `CAShapeLayer`), in the view's own
/// coordinates (from the top-left corner of its bounds, y down): filled, then stroked.
///
/// The fill is the view's ``View/fillColor``. The stroke, in the view's ``View/strokeColor``,
/// runs along the part of the path between the view's ``View/strokeStart`` and
/// ``View/strokeEnd``, fractions of the path's length (so animating `strokeEnd` from 0 to 1
/// draws the path), ``View/lineWidth`` wide, dashed by ``lineDashPattern`` from
/// ``View/lineDashPhase`` on. Those six are animatable properties of the view; the rest of the
/// shape is content, changed at once.
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
    /// which copies it) stays as small as a label's: a shape's path and dash pattern would
    /// otherwise make every view's snapshot a third larger.
    private final class Storage: Sendable {
        let path: BezierPath
        let fillRule: FillRule
        let lineCap: LineCap
        let lineJoin: LineJoin
        let miterLimit: Double
        let lineDashPattern: [Double]

        init(
            _ path: BezierPath, _ fillRule: FillRule, _ lineCap: LineCap, _ lineJoin: LineJoin, _ miterLimit: Double,
            _ lineDashPattern: [Double]
        ) {
            self.path = path
            self.fillRule = fillRule
            self.lineCap = lineCap
            self.lineJoin = lineJoin
            self.miterLimit = miterLimit
            self.lineDashPattern = lineDashPattern
        }
    }

    private var storage: Storage

    /// The path.
    public var path: BezierPath {
        get { storage.path }
        set { storage = Storage(newValue, fillRule, lineCap, lineJoin, miterLimit, lineDashPattern) }
    }
    /// What the fill counts as inside.
    public var fillRule: FillRule {
        get { storage.fillRule }
        set { storage = Storage(path, newValue, lineCap, lineJoin, miterLimit, lineDashPattern) }
    }
    /// The stroke's ends.
    public var lineCap: LineCap {
        get { storage.lineCap }
        set { storage = Storage(path, fillRule, newValue, lineJoin, miterLimit, lineDashPattern) }
    }
    /// The stroke's corners.
    public var lineJoin: LineJoin {
        get { storage.lineJoin }
        set { storage = Storage(path, fillRule, lineCap, newValue, miterLimit, lineDashPattern) }
    }
    /// How long a miter may be, in line widths, before the corner is cut off.
    public var miterLimit: Double {
        get { storage.miterLimit }
        set { storage = Storage(path, fillRule, lineCap, lineJoin, newValue, lineDashPattern) }
    }
    /// The stroke's dashes (CAShapeLayer's `lineDashPattern`): lengths along the stroke, painted
    /// and unpainted in turn, repeated; a list of odd length is repeated twice over, so its
    /// second round swaps painted and unpainted (as Core Graphics and SVG do). Empty (the
    /// default) draws a solid stroke, and so does a pattern that is not usable: one with a
    /// negative or non-finite length, or with no positive one. The pattern starts where the drawn
    /// part of the stroke starts (`strokeStart`), shifted by the view's
    /// ``View/lineDashPhase``.
    public var lineDashPattern: [Double] {
        get { storage.lineDashPattern }
        set { storage = Storage(path, fillRule, lineCap, lineJoin, miterLimit, newValue) }
    }

    /// The dash pattern as renderers draw it: ``lineDashPattern`` doubled when its length is odd,
    /// or empty (a solid stroke) when it is not usable.
    public var drawnDashPattern: [Double] {
        let pattern = lineDashPattern
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), pattern.contains(where: { $0 > 0 })
        else { return [] }
        return pattern.count % 2 == 0 ? pattern : pattern + pattern
    }

    /// A shape with Core Animation's defaults: nonzero fill, butt caps, miter joins with limit
    /// 10, no dashes. Its colours are the view's ``View/fillColor`` (opaque black unless set) and
    /// ``View/strokeColor`` (none unless set), which animate.
    public init(
        path: BezierPath, fillRule: FillRule = .nonZero, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: Double = 10, lineDashPattern: [Double] = []
    ) {
        storage = Storage(path, fillRule, lineCap, lineJoin, miterLimit, lineDashPattern)
    }

    /// Equal when every field is equal.
    public static func == (lhs: ShapeContent, rhs: ShapeContent) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.path == rhs.path && lhs.fillRule == rhs.fillRule && lhs.lineCap == rhs.lineCap
                && lhs.lineJoin == rhs.lineJoin && lhs.miterLimit == rhs.miterLimit
                && lhs.lineDashPattern == rhs.lineDashPattern)
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(fillRule)
        hasher.combine(lineCap)
        hasher.combine(lineJoin)
        hasher.combine(miterLimit)
        hasher.combine(lineDashPattern)
    }
}
