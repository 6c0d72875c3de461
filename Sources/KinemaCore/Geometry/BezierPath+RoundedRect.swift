import RealModule

extension BezierPath {
    /// The corners of a rectangle (y down: the top is the side of smaller y), for rounding some of
    /// them and not others.
    public struct RectCorners: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt8
        /// Corners from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The corner of smallest x and y.
        public static let topLeft = RectCorners(rawValue: 1)
        /// The corner of largest x and smallest y.
        public static let topRight = RectCorners(rawValue: 2)
        /// The corner of smallest x and largest y.
        public static let bottomLeft = RectCorners(rawValue: 4)
        /// The corner of largest x and y.
        public static let bottomRight = RectCorners(rawValue: 8)
        /// All four.
        public static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    }

    /// A closed rectangle with rounded corners (Core Graphics' `addRoundedRect`, UIKit's
    /// `UIBezierPath(roundedRect:)`).
    ///
    /// ```swift
    /// let card = BezierPath(roundedRect: Rect(x: 0, y: 0, width: 200, height: 120),
    ///                       cornerWidth: 16, cornerHeight: 16)
    /// ```
    public init(roundedRect rect: Rect, cornerWidth: Double, cornerHeight: Double, corners: RectCorners = .all) {
        self.init()
        addRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, corners: corners)
    }

    /// Adds a closed rectangle whose `corners` are each a quarter of an ellipse `cornerWidth`
    /// wide and `cornerHeight` high, as a new subpath.
    ///
    /// The rectangle is taken with its size made positive. It starts where the top side leaves
    /// the top-left corner and runs clockwise on screen (the top side left to right first, then
    /// down the right side), the direction of ``addRect(_:)``; the close draws the last side. Each
    /// rounded corner is one cubic curve whose control points lie `4/3 tan(π/8)` (0.5523) of the
    /// corner's width and height along the sides, as in ``addEllipse(in:)``.
    ///
    /// A corner is at most half the rectangle's width wide and half its height high (larger
    /// values are clamped to those; Core Graphics rejects them). A corner size that is not
    /// positive, or not finite, leaves the corners square. A side that the corners use up entirely
    /// adds no line.
    public mutating func addRoundedRect(
        _ rect: Rect, cornerWidth: Double, cornerHeight: Double, corners: RectCorners = .all
    ) {
        let box = rect.standardized
        let x0 = box.minX, x1 = box.maxX, y0 = box.minY, y1 = box.maxY
        var rx = cornerWidth.isFinite ? Swift.min(Swift.max(cornerWidth, 0), box.width / 2) : 0
        var ry = cornerHeight.isFinite ? Swift.min(Swift.max(cornerHeight, 0), box.height / 2) : 0
        if !(rx > 0 && ry > 0) {
            rx = 0
            ry = 0
        }
        let k = 4 / 3 * Double.tan(Double.pi / 8)
        // The radii of each corner: (0, 0) for a square one.
        func radii(_ corner: RectCorners) -> (x: Double, y: Double) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let topLeft = radii(.topLeft), topRight = radii(.topRight)
        let bottomRight = radii(.bottomRight), bottomLeft = radii(.bottomLeft)
        let start = Point(x: x0 + topLeft.x, y: y0)
        move(to: start)
        // Each corner: the side up to it (unless used up), then its quarter ellipse from `entry` to
        // `exit`, with handles along the side it comes from and the side it goes to.
        func corner(entry: Point, exit: Point, handle1: Point, handle2: Point, rounded: Bool) {
            if entry != currentPoint { addLine(to: entry) }
            if rounded { addCurve(to: exit, control1: handle1, control2: handle2) }
        }
        corner(
            entry: Point(x: x1 - topRight.x, y: y0), exit: Point(x: x1, y: y0 + topRight.y),
            handle1: Point(x: x1 - topRight.x + k * topRight.x, y: y0),
            handle2: Point(x: x1, y: y0 + topRight.y - k * topRight.y), rounded: topRight.x > 0)
        corner(
            entry: Point(x: x1, y: y1 - bottomRight.y), exit: Point(x: x1 - bottomRight.x, y: y1),
            handle1: Point(x: x1, y: y1 - bottomRight.y + k * bottomRight.y),
            handle2: Point(x: x1 - bottomRight.x + k * bottomRight.x, y: y1), rounded: bottomRight.x > 0)
        corner(
            entry: Point(x: x0 + bottomLeft.x, y: y1), exit: Point(x: x0, y: y1 - bottomLeft.y),
            handle1: Point(x: x0 + bottomLeft.x - k * bottomLeft.x, y: y1),
            handle2: Point(x: x0, y: y1 - bottomLeft.y + k * bottomLeft.y), rounded: bottomLeft.x > 0)
        if topLeft.x > 0 {
            corner(
                entry: Point(x: x0, y: y0 + topLeft.y), exit: start,
                handle1: Point(x: x0, y: y0 + topLeft.y - k * topLeft.y),
                handle2: Point(x: x0 + topLeft.x - k * topLeft.x, y: y0), rounded: true)
        }
        // A square top-left corner is the start: the close draws the left side.
        close()
    }
}
