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

    /// The fields, kept behind one reference (`SharedFields`) so that a view's content (and every
    /// frame snapshot, which copies it) stays as small as a label's: a shape's path and dash
    /// pattern would otherwise make every view's snapshot a third larger.
    private struct Fields: Hashable, Sendable {
        var path: BezierPath
        var fillRule: FillRule
        var lineCap: LineCap
        var lineJoin: LineJoin
        var miterLimit: Double
        var lineDashPattern: [Double]
    }

    private var storage: SharedFields<Fields>

    /// The path.
    public var path: BezierPath {
        get { storage.fields.path }
        set { storage.update { $0.path = newValue } }
    }
    /// What the fill counts as inside.
    public var fillRule: FillRule {
        get { storage.fields.fillRule }
        set { storage.update { $0.fillRule = newValue } }
    }
    /// The stroke's ends.
    public var lineCap: LineCap {
        get { storage.fields.lineCap }
        set { storage.update { $0.lineCap = newValue } }
    }
    /// The stroke's corners.
    public var lineJoin: LineJoin {
        get { storage.fields.lineJoin }
        set { storage.update { $0.lineJoin = newValue } }
    }
    /// How long a miter may be, in line widths, before the corner is cut off.
    public var miterLimit: Double {
        get { storage.fields.miterLimit }
        set { storage.update { $0.miterLimit = newValue } }
    }
    /// The stroke's dashes (CAShapeLayer's `lineDashPattern`): lengths along the stroke, painted
    /// and unpainted in turn, repeated; a list of odd length is repeated twice over, so its
    /// second round swaps painted and unpainted (as Core Graphics and SVG do). Empty (the
    /// default) draws a solid stroke, and so does a pattern that is not usable: one with a
    /// negative or non-finite length, or with no positive one. The pattern starts where the drawn
    /// part of the stroke starts (`strokeStart`), shifted by the view's
    /// ``View/lineDashPhase``.
    public var lineDashPattern: [Double] {
        get { storage.fields.lineDashPattern }
        set { storage.update { $0.lineDashPattern = newValue } }
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
        storage = SharedFields(
            Fields(
                path: path, fillRule: fillRule, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                lineDashPattern: lineDashPattern))
    }
}
