import Foundation
import Kinema

/// UIKit's path object: lines, curves and arcs in a view's coordinates (y down), for a
/// `CAKeyframeAnimation` to move a layer along or a `CAShapeLayer` to draw (`cgPath`). Kinema's
/// `BezierPath` holds the elements. UIKit's own drawing attributes (`lineWidth`, `stroke()`,
/// `fill()`) are not there: Kinema draws paths through `CAShapeLayer`, which has its own.
///
/// Arcs turn as UIKit's do on screen: `clockwise: true` makes the angle grow (y down), so
/// `UIBezierPath(arcCenter: c, radius: r, startAngle: 0, endAngle: .pi, clockwise: true)` is the
/// bottom half of the circle. A line or curve added with no current point adds nothing, as in
/// UIKit (which also logs Core Graphics' complaint).
open class UIBezierPath: CustomStringConvertible {
    /// The elements.
    var kinemaPath = BezierPath()

    /// An empty path.
    public init() {}

    /// A closed rectangle: from `rect`'s origin along its width, its height, and back.
    public convenience init(rect: CGRect) {
        self.init()
        kinemaPath = BezierPath(rect: rect.kinema)
    }

    /// A closed oval inscribed in `rect`: from the middle of its right side, clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        kinemaPath = BezierPath(ellipseIn: rect.kinema)
    }

    /// A closed rectangle with every corner rounded to `cornerRadius` (clamped to half the
    /// rectangle's shorter side), clockwise on screen from the end of the top-left corner.
    ///
    /// Each corner is a circular quarter arc. UIKit (since iOS 7) draws a smoother corner whose
    /// curve starts further along the sides and which Apple does not document, so points near the
    /// corners differ a little from a device's; the sides and the path's extent are the same.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, corners: .all, radius: Double(cornerRadius))
    }

    /// A closed rectangle with the given `corners` rounded, clockwise on screen from the end of the
    /// top-left corner (see ``init(roundedRect:cornerRadius:)``). Each rounded corner is a
    /// circular quarter arc of radius `cornerRadii.width`, clamped to half the rectangle's shorter
    /// side: UIKit does not use `cornerRadii.height` either (since iOS 7).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(roundedRect: rect, corners: corners.kinema, radius: Double(cornerRadii.width))
    }

    /// Circular corners: the radius clamped to half the shorter side, so that each corner stays a
    /// quarter circle (Kinema's path clamps width and height each on its own).
    private convenience init(roundedRect rect: CGRect, corners: BezierPath.RectCorners, radius: Double) {
        self.init()
        let box = rect.kinema.standardized
        let r = Swift.min(radius, box.width / 2, box.height / 2)
        kinemaPath = BezierPath(roundedRect: box, cornerWidth: r, cornerHeight: r, corners: corners)
    }

    /// An open arc of the circle around `center` (see ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        kinemaPath = cgPath.kinemaPath
    }

    /// The elements as a Core Graphics path (a copy; setting replaces the elements).
    open var cgPath: CGPath {
        get { CGPath(kinemaPath: kinemaPath) }
        set { kinemaPath = newValue.kinemaPath }
    }

    /// Kinema's path: the elements as they are.
    public var bezierPath: BezierPath { kinemaPath }

    /// The end of the last element; `.zero` for an empty path.
    open var currentPoint: CGPoint { kinemaPath.currentPoint.map(CGPoint.init) ?? .zero }

    /// Whether the path has no element.
    open var isEmpty: Bool { kinemaPath.isEmpty }

    /// The smallest rectangle holding every point, control points included (`.zero` when empty).
    open var bounds: CGRect { CGRect(kinemaPath.controlPointBounds) }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { kinemaPath.move(to: point.kinema) }

    /// A straight line from the current point to `point`.
    open func addLine(to point: CGPoint) {
        guard kinemaPath.currentPoint != nil else { return }
        kinemaPath.addLine(to: point.kinema)
    }

    /// A cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard kinemaPath.currentPoint != nil else { return }
        kinemaPath.addCurve(to: endPoint.kinema, control1: controlPoint1.kinema, control2: controlPoint2.kinema)
    }

    /// A quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard kinemaPath.currentPoint != nil else { return }
        kinemaPath.addQuadCurve(to: endPoint.kinema, control: controlPoint.kinema)
    }

    /// An arc of the circle around `center`, after a line from the current point to its start (a
    /// move there on an empty path): from `startAngle` to `endAngle`, the angle growing when
    /// `clockwise` (clockwise on screen). Angles a full turn or more apart make a full circle;
    /// otherwise the arc is less than a full turn, and angles that coincide make none. It is
    /// stored as cubic curves of at most a quarter turn each.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        kinemaPath.addArc(
            center: center.kinema, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
            clockwise: clockwise)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { kinemaPath.close() }

    /// Removes every element.
    open func removeAllPoints() { kinemaPath = BezierPath() }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { kinemaPath.append(bezierPath.kinemaPath) }

    /// Maps every point, control points included, by `transform`.
    open func apply(_ transform: CGAffineTransform) { kinemaPath = kinemaPath.applying(transform.kinema) }

    /// The number of elements.
    open var description: String { "UIBezierPath(\(kinemaPath.elements.count) elements)" }
}
