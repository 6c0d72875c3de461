import Foundation
import Kinema

/// Core Graphics' immutable path: lines and Bézier curves, the path a `CAKeyframeAnimation`
/// moves a layer along. Kinema's `BezierPath` holds the elements.
///
/// Arcs turn the way Core Graphics counts in the path's own coordinates: `clockwise: true`
/// makes the angle shrink, which on a y-down screen turns anticlockwise (`UIBezierPath`'s
/// `clockwise` is the one that matches the screen).
public class CGPath: Equatable, CustomStringConvertible {
    /// The elements.
    var kinemaPath: BezierPath

    init(kinemaPath: BezierPath) { self.kinemaPath = kinemaPath }

    /// Kinema's path: the elements as they are.
    public var bezierPath: BezierPath { kinemaPath }

    /// A closed rectangle (`CGPath(rect:transform:)`), mapped by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(kinemaPath: BezierPath(rect: rect.kinema).applying(transform?.pointee.kinema ?? .identity))
    }

    /// A closed ellipse in `rect` (`CGPath(ellipseIn:transform:)`): from the middle of the right
    /// side, turning clockwise on screen, mapped by `transform` when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(kinemaPath: BezierPath(ellipseIn: rect.kinema).applying(transform?.pointee.kinema ?? .identity))
    }

    /// A closed rectangle with rounded corners (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`),
    /// each corner a quarter of an ellipse `cornerWidth` wide and `cornerHeight` high, mapped by
    /// `transform` when given. It runs the way ``init(rect:transform:)`` does, from the end of the
    /// top-left corner. Core Graphics rejects corners wider or higher than half the rectangle;
    /// Kinema clamps them to that.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = BezierPath(
            roundedRect: rect.kinema, cornerWidth: Double(cornerWidth), cornerHeight: Double(cornerHeight))
        self.init(kinemaPath: path.applying(transform?.pointee.kinema ?? .identity))
    }

    /// Whether the path has no element.
    public var isEmpty: Bool { kinemaPath.isEmpty }

    /// The end of the last element; `.zero` for an empty path.
    public var currentPoint: CGPoint { kinemaPath.currentPoint.map(CGPoint.init) ?? .zero }

    /// The smallest rectangle holding every point, control points included; `CGRect.null` for an
    /// empty path.
    public var boundingBox: CGRect { isEmpty ? .null : CGRect(kinemaPath.controlPointBounds) }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(kinemaPath: kinemaPath) }

    /// An immutable copy with every point mapped by `transform` when given.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(kinemaPath: kinemaPath.applying(transform?.pointee.kinema ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.kinemaPath = kinemaPath
        return copy
    }

    /// Equal when the elements are equal.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.kinemaPath == rhs.kinemaPath }

    /// The elements.
    public var description: String { "CGPath(\(kinemaPath.elements.count) elements)" }
}

/// Core Graphics' mutable path. Every method takes an optional `transform` that maps the points
/// it adds. A line or curve added with no current point adds nothing, as in Core Graphics (which
/// also logs "no current point"; a path belongs to no runtime, so Kinema logs nothing).
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(kinemaPath: BezierPath()) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        kinemaPath.move(to: transform.kinema.apply(to: point.kinema))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard kinemaPath.currentPoint != nil else { return }
        kinemaPath.addLine(to: transform.kinema.apply(to: point.kinema))
    }

    /// Straight lines through `points`: a move to the first, then lines.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard kinemaPath.currentPoint != nil else { return }
        let t = transform.kinema
        kinemaPath.addQuadCurve(to: t.apply(to: end.kinema), control: t.apply(to: control.kinema))
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard kinemaPath.currentPoint != nil else { return }
        let t = transform.kinema
        kinemaPath.addCurve(
            to: t.apply(to: end.kinema), control1: t.apply(to: control1.kinema), control2: t.apply(to: control2.kinema))
    }

    /// An arc of the circle around `center` after a line from the current point to its start (a
    /// move there on an empty path). `clockwise: true` shrinks the angle (Core Graphics' sense; see
    /// ``CGPath``); the rest is `BezierPath.addArc`'s.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        // The arc alone (a move to its start, then its curves), mapped; then a line from the
        // current point to its start, or a move there, and the curves.
        var arc = BezierPath()
        arc.addArc(
            center: center.kinema, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
            clockwise: !clockwise)
        for element in arc.applying(transform.kinema).elements {
            switch element {
            case .move(let p): kinemaPath.addLine(to: p) // a move on an empty path
            case let .curve(p, c1, c2): kinemaPath.addCurve(to: p, control1: c1, control2: c2)
            case .line, .quadCurve, .close: break // an arc has none
            }
        }
    }

    /// A closed rectangle as a new subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        kinemaPath.append(BezierPath(rect: rect.kinema).applying(transform.kinema))
    }

    /// Closed rectangles, each a new subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse in `rect` as a new subpath (see ``CGPath/init(ellipseIn:transform:)``).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        kinemaPath.append(BezierPath(ellipseIn: rect.kinema).applying(transform.kinema))
    }

    /// A closed rectangle with rounded corners as a new subpath (see
    /// ``CGPath/init(roundedRect:cornerWidth:cornerHeight:transform:)``).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let path = BezierPath(
            roundedRect: rect.kinema, cornerWidth: Double(cornerWidth), cornerHeight: Double(cornerHeight))
        kinemaPath.append(path.applying(transform.kinema))
    }

    /// Every element of `path`, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        kinemaPath.append(path.kinemaPath.applying(transform.kinema))
    }

    /// Closes the current subpath.
    public func closeSubpath() { kinemaPath.close() }
}
