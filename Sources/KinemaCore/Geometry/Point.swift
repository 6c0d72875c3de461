/// A location in a two-dimensional coordinate space (UIKit's `CGPoint`): points, y grows downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (grows downwards).
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The displacement from the origin to this point.
    @inlinable public var vector: Vector { Vector(dx: x, dy: y) }

    /// The point moved by a displacement.
    @inlinable public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy)
    }
    /// The point moved back by a displacement.
    @inlinable public static func - (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x - rhs.dx, y: lhs.y - rhs.dy)
    }
    /// The displacement from `rhs` to `lhs`.
    @inlinable public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
    }
    /// Moves the point by a displacement.
    @inlinable public static func += (lhs: inout Point, rhs: Vector) { lhs = lhs + rhs }
    /// Moves the point back by a displacement.
    @inlinable public static func -= (lhs: inout Point, rhs: Vector) { lhs = lhs - rhs }

    /// The distance between two points.
    @inlinable public func distance(to other: Point) -> Double { (other - self).length }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

extension Point: AnimatableValue {
    /// Component-wise sum (`AnimatableValue`).
    @inlinable public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
    /// Component-wise difference (`AnimatableValue`).
    @inlinable public func subtracting(_ other: Point) -> Point { Point(x: x - other.x, y: y - other.y) }
    /// Every component times `factor` (`AnimatableValue`).
    @inlinable public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    /// The squared Euclidean norm of the components (`AnimatableValue`).
    @inlinable public var magnitudeSquared: Double { x * x + y * y }
    /// `[x, y]` (`AnimatableValue`).
    public var components: [Double] { [x, y] }
}
