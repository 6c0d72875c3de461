import RealModule

/// A ``BezierPath`` as something to move along: its lines and curves as numbered segments, the
/// point and direction at any place on them, and places at a given share of the path's length.
///
/// Every line, curve and closing line (one that closes a subpath away from its start) is a
/// segment; moves are not, so the motion jumps from one subpath to the next. A place on the
/// path is a *position* `v` in `[0, n]` for `n` segments: segment `⌊v⌋` at parameter `v - ⌊v⌋`
/// (the Bézier parameter, not the length), and `n` the end of the last one. Integer positions
/// are the path's vertices, exactly as the path holds them: the start of each segment, and the
/// end of the last.
///
/// Lengths come from the arc-length table of the cubicPaced keyframes (5-point Gauss-Legendre
/// pieces, halved until they agree to 1e-14 of the whole), so ``position(atLengthFraction:)``
/// puts a place `u` of the way along the path to about 1e-13 of its length.
public struct PathMotion: Sendable {
    /// One segment as the polynomial `start + b t + c t^2 + d t^3`, and its exact end.
    struct Segment: Sendable {
        let start: Point
        let end: Point
        let b: Vector
        let c: Vector
        let d: Vector

        /// The point at parameter `t` (Horner's scheme).
        func point(_ t: Double) -> Point {
            Point(
                x: start.x + t * (b.dx + t * (c.dx + t * d.dx)),
                y: start.y + t * (b.dy + t * (c.dy + t * d.dy)))
        }

        /// The derivative at parameter `t`.
        func derivative(_ t: Double) -> Vector {
            Vector(dx: b.dx + t * (2 * c.dx + t * 3 * d.dx), dy: b.dy + t * (2 * c.dy + t * 3 * d.dy))
        }

        /// The sum of the coefficients' lengths: 0 exactly when the segment is a single point.
        var size: Double { b.length + c.length + d.length }

        /// The direction of travel at `t`, or nil when the segment is a single point. Where the
        /// derivative vanishes (a control point on an end point, a cusp) the direction is read a
        /// millionth of the parameter further in, which is the limit direction to that order.
        func direction(_ t: Double) -> Vector? {
            let scale = size
            guard scale > 0 else { return nil }
            let here = derivative(t)
            if here.length > 1e-9 * scale { return here }
            let nudged = derivative(t < 0.5 ? t + 1e-6 : t - 1e-6)
            return nudged.length > 0 ? nudged : (end - start).length > 0 ? end - start : nil
        }
    }

    /// The segments in order.
    let segments: [Segment]
    /// Cumulative arc length over the segments; nil when the path has no length.
    let arcLength: ArcLengthTable?

    /// The motion along `path`. `measuringLength: false` leaves out the arc-length table (about 16
    /// pieces of two numbers per segment), for motion that never asks for places by length:
    /// ``position(atLengthFraction:)`` then stays at the start and ``length`` is 0.
    ///
    /// - Throws: ``ValueError/notFinite(_:)`` for a coordinate that is not finite,
    ///   ``ValueError/empty(_:)`` for a path without a line or curve, and
    ///   ``ValueError/notRepresentable(_:)`` when the coordinates are so large that the path's
    ///   length overflows.
    public init(_ path: BezierPath, measuringLength: Bool = true) throws(ValueError) {
        guard path.isFinite else { throw .notFinite("path coordinate") }
        var segments: [Segment] = []
        var current = Point.zero, subpathStart = Point.zero
        func add(_ end: Point, _ b: Vector, _ c: Vector, _ d: Vector) {
            segments.append(Segment(start: current, end: end, b: b, c: c, d: d))
            current = end
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p):
                add(p, p - current, .zero, .zero)
            case let .quadCurve(p, k):
                let p0 = current
                add(
                    p, Vector(dx: 2 * (k.x - p0.x), dy: 2 * (k.y - p0.y)),
                    Vector(dx: p0.x - 2 * k.x + p.x, dy: p0.y - 2 * k.y + p.y), .zero)
            case let .curve(p, k1, k2):
                let p0 = current
                add(
                    p, Vector(dx: 3 * (k1.x - p0.x), dy: 3 * (k1.y - p0.y)),
                    Vector(dx: 3 * (p0.x - 2 * k1.x + k2.x), dy: 3 * (p0.y - 2 * k1.y + k2.y)),
                    Vector(dx: p.x - p0.x + 3 * (k1.x - k2.x), dy: p.y - p0.y + 3 * (k1.y - k2.y)))
            case .close:
                if current != subpathStart { add(subpathStart, subpathStart - current, .zero, .zero) }
            }
        }
        guard !segments.isEmpty else { throw .empty("path segments") }
        for segment in segments where !segment.size.isFinite { throw .notRepresentable("path") }
        guard measuringLength else {
            self.segments = segments
            self.arcLength = nil
            return
        }
        var derivatives: [ArcLengthTable.Quadratic] = []
        derivatives.reserveCapacity(2 * segments.count)
        for s in segments {
            derivatives.append(ArcLengthTable.Quadratic(p0: s.b.dx, p1: 2 * s.c.dx, p2: 3 * s.d.dx))
            derivatives.append(ArcLengthTable.Quadratic(p0: s.b.dy, p1: 2 * s.c.dy, p2: 3 * s.d.dy))
        }
        guard let table = ArcLengthTable(derivatives: derivatives, componentCount: 2) else {
            throw .notRepresentable("path")
        }
        self.segments = segments
        self.arcLength = (table.lengths.last ?? 0) > 0 ? table : nil
    }

    /// The number of segments (at least one).
    public var segmentCount: Int { segments.count }

    /// The vertices: the start of every segment, then the end of the last (one more than the
    /// segments).
    public var vertices: [Point] { segments.map(\.start) + [segments[segments.count - 1].end] }

    /// The segment and parameter of a position, clamped to `[0, n]` (NaN counts as 0).
    private func locate(_ position: Double) -> (segment: Int, t: Double) {
        let n = segments.count
        guard position > 0 else { return (0, 0) }
        guard position < Double(n) else { return (n - 1, 1) }
        let k = Int(position.rounded(.down))
        return (k, position - Double(k))
    }

    /// The point at `position` (clamped to `[0, n]`); vertices exactly as the path holds them.
    public func point(at position: Double) -> Point {
        let (k, t) = locate(position)
        if t == 0 { return segments[k].start }
        if t == 1 { return segments[k].end }
        return segments[k].point(t)
    }

    /// The direction of travel at `position` as an angle in radians from the positive x axis
    /// (clockwise on screen, y down). At a vertex it is the direction leaving it (arriving, at
    /// the end of the path). A segment that is a single point takes the direction in which the
    /// nearest segment before it ends, else the one after it starts; 0 when no segment has one.
    public func tangentAngle(at position: Double) -> Double {
        let (k, t) = locate(position)
        if let v = segments[k].direction(t) { return Double.atan2(y: v.dy, x: v.dx) }
        for j in stride(from: k - 1, through: 0, by: -1) {
            if let v = segments[j].direction(1) { return Double.atan2(y: v.dy, x: v.dx) }
        }
        for j in (k + 1)..<segments.count {
            if let v = segments[j].direction(0) { return Double.atan2(y: v.dy, x: v.dx) }
        }
        return 0
    }

    /// The position `u` of the way along the path's length (`u` clamped to `[0, 1]`): 0 at the
    /// start, `n` at the end. A path without length stays at 0 until `u` reaches 1.
    public func position(atLengthFraction u: Double) -> Double {
        let n = Double(segments.count)
        guard u > 0 else { return 0 }
        guard u < 1 else { return n }
        guard let table = arcLength, let (segment, s) = table.parameter(at: u) else { return 0 }
        // A parameter of exactly 1 stays on its segment (the next may start elsewhere, after a move).
        return Double(segment) + Swift.min(Swift.max(s, 0), Double(1).nextDown)
    }

    /// The path's length (the sum of its segments' arc lengths).
    public var length: Double {
        guard let table = arcLength, let scaled = table.lengths.last else { return 0 }
        return scaled / table.scale // the table keeps lengths in its scaled units
    }

    /// The part of the path between the fractions `start` and `end` of its length (each clamped
    /// to `[0, 1]`; empty when `end <= start`): how a shape's stroke runs from `strokeStart` to
    /// `strokeEnd`. Whole segments keep their end points exactly; a segment cut at parameters
    /// `t0 ... t1` becomes the cubic curve (a line stays a line) of the same polynomial over that
    /// interval. A subpath that begins away from where the previous segment ended starts with a
    /// move. Needs the arc-length table: without it (`measuringLength: false`, or a path with no
    /// length) the whole path is kept when `start <= 0` and `end >= 1`, and nothing otherwise.
    public func trimmed(from start: Double, to end: Double) -> BezierPath {
        let a = start.isNaN ? 0 : Swift.min(Swift.max(start, 0), 1)
        let b = end.isNaN ? 0 : Swift.min(Swift.max(end, 0), 1)
        var out = BezierPath()
        guard b > a else { return out }
        let n = Double(segments.count)
        let (from, to): (Double, Double)
        if arcLength != nil {
            from = a <= 0 ? 0 : position(atLengthFraction: a)
            to = b >= 1 ? n : position(atLengthFraction: b)
        } else {
            guard a <= 0, b >= 1 else { return out }
            (from, to) = (0, n)
        }
        var last: Point?
        for k in segments.indices {
            let lo = Swift.max(from - Double(k), 0), hi = Swift.min(to - Double(k), 1)
            guard hi > lo else { continue }
            let s = segments[k]
            let p0 = lo == 0 ? s.start : s.point(lo)
            let p3 = hi == 1 ? s.end : s.point(hi)
            if last != p0 { out.move(to: p0) }
            if s.c == .zero && s.d == .zero {
                out.addLine(to: p3)
            } else {
                // q(u) = p(lo + h u) = A + B u + C u^2 + D u^3, as Bézier control points.
                let h = hi - lo
                let d1 = s.derivative(lo)
                let B = Vector(dx: d1.dx * h, dy: d1.dy * h)
                let C = Vector(dx: (s.c.dx + 3 * s.d.dx * lo) * h * h, dy: (s.c.dy + 3 * s.d.dy * lo) * h * h)
                let c1 = Point(x: p0.x + B.dx / 3, y: p0.y + B.dy / 3)
                let c2 = Point(x: p0.x + 2 * B.dx / 3 + C.dx / 3, y: p0.y + 2 * B.dy / 3 + C.dy / 3)
                out.addCurve(to: p3, control1: c1, control2: c2)
            }
            last = p3
        }
        return out
    }
}
