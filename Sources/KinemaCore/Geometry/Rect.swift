/// An axis-aligned rectangle: an origin and a size (UIKit's `CGRect`).
///
/// Sizes may be negative; the `min`/`max` accessors and `standardized` behave as in CoreGraphics.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner with the smallest coordinates when the size is positive.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from its components.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// Creates the rectangle of a given size centred on a point.
    @inlinable public init(center: Point, size: Size) {
        self.init(origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The width (may be negative).
    @inlinable public var width: Double { size.width }
    /// The height (may be negative).
    @inlinable public var height: Double { size.height }
    /// The smallest x coordinate.
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The largest x coordinate.
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest y coordinate.
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The largest y coordinate.
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The x coordinate of the centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The centre.
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    /// Whether the width or height is zero.
    @inlinable public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative size.
    @inlinable public var standardized: Rect {
        Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
    }

    /// Whether the point lies inside, using CoreGraphics' half-open rule: min <= p < max.
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle grown (negative values) or shrunk (positive values) on every side.
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        return Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
    }

    /// The rectangle shrunk by edge insets.
    @inlinable public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        return Rect(
            x: r.origin.x + insets.left, y: r.origin.y + insets.top,
            width: r.width - insets.left - insets.right, height: r.height - insets.top - insets.bottom)
    }

    /// The rectangle moved by a displacement.
    @inlinable public func offsetBy(_ v: Vector) -> Rect { Rect(origin: origin + v, size: size) }

    /// The smallest rectangle containing both.
    @inlinable public func union(_ other: Rect) -> Rect {
        let a = standardized, b = other.standardized
        let x0 = Swift.min(a.minX, b.minX), y0 = Swift.min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: Swift.max(a.maxX, b.maxX) - x0, height: Swift.max(a.maxY, b.maxY) - y0)
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    @inlinable public func intersection(_ other: Rect) -> Rect? {
        let a = standardized, b = other.standardized
        let x0 = Swift.max(a.minX, b.minX), y0 = Swift.max(a.minY, b.minY)
        let x1 = Swift.min(a.maxX, b.maxX), y1 = Swift.min(a.maxY, b.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The four corners: top-left, top-right, bottom-right, bottom-left.
    @inlinable public var corners: [Point] {
        let r = standardized
        return [
            Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
            Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)
        ]
    }

    /// `(x, y, width, height)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
