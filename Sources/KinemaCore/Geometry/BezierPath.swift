import RealModule

/// A path of straight lines and Bézier curves (Core Graphics' `CGPath`, UIKit's `UIBezierPath`),
/// in Kinema's coordinates: x to the right, y down.
///
/// A path is a list of ``Element``s. Arcs, rectangles and ellipses are written as lines and cubic
/// curves when they are added, the way Core Graphics stores them, so a path holds only the five
/// kinds of element:
///
/// ```swift
/// var path = BezierPath()
/// path.move(to: Point(x: 20, y: 100))
/// path.addLine(to: Point(x: 120, y: 100))
/// path.addArc(center: Point(x: 120, y: 150), radius: 50, startAngle: -.pi / 2, endAngle: .pi / 2,
///             clockwise: true)          // the right half of a circle, top to bottom
/// ```
///
/// Angles are in radians from the positive x axis; with y pointing down, a growing angle turns
/// clockwise on screen.
public struct BezierPath: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the subpath: a straight line back to where it started.
        case close
    }

    /// The elements, in order.
    public private(set) var elements: [Element] = []
    /// Where the path is now: the end of the last element (the start of its subpath after a
    /// close), or nil for an empty path.
    public private(set) var currentPoint: Point?
    /// Where the current subpath started.
    private var subpathStart: Point?

    /// An empty path.
    public init() {}

    /// A closed rectangle: from its origin corner along the width, then the height, and back.
    public init(rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// A closed ellipse inscribed in `rect` (a circle in a square), starting at the middle of its
    /// right side and turning clockwise on screen, as four cubic curves.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Whether the path has no element.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A straight line from the current point to `point` (a move to it on an empty path, as Core
    /// Graphics does for an arc).
    public mutating func addLine(to point: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// A quadratic Bézier curve from the current point to `point` (a move to `point` on an
    /// empty path).
    public mutating func addQuadCurve(to point: Point, control: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// A cubic Bézier curve from the current point to `point` (a move to `point` on an empty
    /// path).
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath (nothing on an empty path or right after a close).
    public mutating func close() {
        guard let start = subpathStart, elements.last != .close else { return }
        elements.append(.close)
        currentPoint = start
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle`, after a straight
    /// line from the current point to the arc's start (a move there on an empty path).
    ///
    /// `clockwise` (on screen, y down) makes the angle grow from `startAngle`; otherwise it
    /// shrinks. The arc turns from the start angle to the end angle in that direction, less than a
    /// full turn; when the two angles are a full turn or more apart it is one full circle. The
    /// arc is stored as cubic curves of at most a quarter turn each, whose control points lie
    /// `4/3 tan(θ/4) r` along the tangents for a piece of angle `θ` (its midpoint lies on the
    /// circle). A radius that is not positive, or angles that are not finite, add the line or
    /// move alone.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        func onCircle(_ angle: Double) -> Point {
            Point(x: center.x + radius * Double.cos(angle), y: center.y + radius * Double.sin(angle))
        }
        let start = onCircle(startAngle)
        addLine(to: start)
        guard radius > 0, startAngle.isFinite, endAngle.isFinite else { return }
        let sweep = Self.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        guard sweep != 0, sweep.isFinite else { return }
        let pieces = Swift.max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4 / 3 * Double.tan(step / 4) * radius
        var a = startAngle
        var from = start
        for k in 1...pieces {
            let b = k == pieces ? startAngle + sweep : startAngle + step * Double(k)
            let to = onCircle(b)
            let c1 = Point(x: from.x - handle * Double.sin(a), y: from.y + handle * Double.cos(a))
            let c2 = Point(x: to.x + handle * Double.sin(b), y: to.y - handle * Double.cos(b))
            addCurve(to: to, control1: c1, control2: c2)
            a = b
            from = to
        }
    }

    /// The signed angle an arc turns through: positive when clockwise on screen.
    static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        let delta = end - start
        if abs(delta) >= turn { return clockwise ? turn : -turn }
        if clockwise { return delta >= 0 ? delta : delta + turn }
        return delta <= 0 ? delta : delta - turn
    }

    /// A closed rectangle as a new subpath: from the origin corner along the width, the height,
    /// back along the width, and closed.
    public mutating func addRect(_ rect: Rect) {
        let o = rect.origin, w = rect.size.width, h = rect.size.height
        move(to: o)
        addLine(to: Point(x: o.x + w, y: o.y))
        addLine(to: Point(x: o.x + w, y: o.y + h))
        addLine(to: Point(x: o.x, y: o.y + h))
        close()
    }

    /// A closed ellipse inscribed in `rect` as a new subpath: from the middle of the right side,
    /// clockwise on screen, four cubic curves whose control points lie `0.5523` of each semi-axis
    /// along the tangents (`4/3 tan(π/8)`, a quarter turn's value in ``addArc(center:radius:startAngle:endAngle:clockwise:)``).
    public mutating func addEllipse(in rect: Rect) {
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let k = 4 / 3 * Double.tan(Double.pi / 8)
        let right = Point(x: cx + rx, y: cy), bottom = Point(x: cx, y: cy + ry)
        let left = Point(x: cx - rx, y: cy), top = Point(x: cx, y: cy - ry)
        move(to: right)
        addCurve(to: bottom, control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: left, control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: top, control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: right, control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// Appends every element of `other`, which starts a new subpath with its first move.
    public mutating func append(_ other: BezierPath) {
        for element in other.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case let .quadCurve(p, c): addQuadCurve(to: p, control: c)
            case let .curve(p, c1, c2): addCurve(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// The path with every point (control points too) mapped by `transform`.
    public func applying(_ transform: AffineTransform) -> BezierPath {
        var out = BezierPath()
        out.elements.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): out.move(to: transform.apply(to: p))
            case .line(let p): out.addLine(to: transform.apply(to: p))
            case let .quadCurve(p, c): out.addQuadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
            case let .curve(p, c1, c2):
                out.addCurve(
                    to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
            case .close: out.close()
            }
        }
        return out
    }

    /// Every point of the path, control points included, in order.
    public var points: [Point] {
        elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case let .quadCurve(p, c): [c, p]
            case let .curve(p, c1, c2): [c1, c2, p]
            case .close: []
            }
        }
    }

    /// The smallest rectangle holding every point of the path, control points included (zero for
    /// an empty path).
    public var controlPointBounds: Rect {
        let all = points
        guard let first = all.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in all.dropFirst() {
            minX = Swift.min(minX, p.x)
            minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x)
            maxY = Swift.max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether every coordinate is finite.
    public var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
}

extension BezierPath {
    /// Whether `other` has the same elements in the same order, point for point (a move where
    /// this has a move, a cubic curve where this has one, and so on): what two paths need to
    /// blend point by point.
    public func hasSameStructure(as other: BezierPath) -> Bool {
        guard elements.count == other.elements.count else { return false }
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.close, .close): continue
            default: return false
            }
        }
        return true
    }

    /// The path `fraction` of the way to `other` (Core Animation's interpolation of a shape's
    /// `path`): with the same structure (``hasSameStructure(as:)``), every point, control points
    /// included, moves in a straight line, `a + (b - a) · fraction` (not clamped, so a spring's
    /// overshoot goes past `other`); with another structure the paths cannot blend, and the
    /// result is this path below a fraction of 0.5 and `other` from there on.
    public func interpolated(to other: BezierPath, fraction: Double) -> BezierPath {
        guard hasSameStructure(as: other) else { return fraction < 0.5 ? self : other }
        func mix(_ a: Point, _ b: Point) -> Point {
            Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
        }
        var out = BezierPath()
        out.elements.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case let (.move(p), .move(q)): out.move(to: mix(p, q))
            case let (.line(p), .line(q)): out.addLine(to: mix(p, q))
            case let (.quadCurve(p, c), .quadCurve(q, d)): out.addQuadCurve(to: mix(p, q), control: mix(c, d))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                out.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            default: out.close()
            }
        }
        return out
    }
}
