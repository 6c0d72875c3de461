import RealModule

/// A displacement, velocity or force in two dimensions (UIKit's `CGVector`).
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component (positive is downwards).
    public var dy: Double

    /// Creates a vector from its components.
    @inlinable public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The Euclidean length.
    @inlinable public var length: Double { (dx * dx + dy * dy).squareRoot() }
    /// The squared Euclidean length.
    @inlinable public var lengthSquared: Double { dx * dx + dy * dy }

    /// The vector scaled to length 1, or `.zero` when its length is 0.
    @inlinable public var normalized: Vector {
        let l = length
        return l > 0 ? Vector(dx: dx / l, dy: dy / l) : .zero
    }

    /// The vector turned by +pi/2 (clockwise on screen, since y grows downwards): `(-dy, dx)`.
    @inlinable public var perpendicular: Vector { Vector(dx: -dy, dy: dx) }

    /// The dot product.
    @inlinable public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }
    /// The z component of the 3D cross product (`dx * other.dy - dy * other.dx`).
    @inlinable public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

    /// The vector rotated by `angle` radians (positive = clockwise on screen).
    @inlinable public func rotated(by angle: Double) -> Vector {
        let c = Double.cos(angle), s = Double.sin(angle)
        return Vector(dx: c * dx - s * dy, dy: s * dx + c * dy)
    }

    /// Component-wise sum.
    @inlinable public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }
    /// Component-wise difference.
    @inlinable public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }
    /// The opposite vector.
    @inlinable public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }
    /// The vector scaled by a factor.
    @inlinable public static func * (lhs: Vector, rhs: Double) -> Vector {
        Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs)
    }
    /// The vector scaled by a factor.
    @inlinable public static func * (lhs: Double, rhs: Vector) -> Vector { rhs * lhs }
    /// The vector divided by a factor.
    @inlinable public static func / (lhs: Vector, rhs: Double) -> Vector {
        Vector(dx: lhs.dx / rhs, dy: lhs.dy / rhs)
    }
    /// Adds in place.
    @inlinable public static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }
    /// Subtracts in place.
    @inlinable public static func -= (lhs: inout Vector, rhs: Vector) { lhs = lhs - rhs }
    /// Scales in place.
    @inlinable public static func *= (lhs: inout Vector, rhs: Double) { lhs = lhs * rhs }

    /// `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}

extension Vector: AnimatableValue {
    /// Component-wise sum (`AnimatableValue`).
    @inlinable public func adding(_ other: Vector) -> Vector { self + other }
    /// Component-wise difference (`AnimatableValue`).
    @inlinable public func subtracting(_ other: Vector) -> Vector { self - other }
    /// Every component times `factor` (`AnimatableValue`).
    @inlinable public func scaled(by factor: Double) -> Vector { self * factor }
    /// The squared Euclidean norm of the components (`AnimatableValue`).
    @inlinable public var magnitudeSquared: Double { lengthSquared }
    /// `[dx, dy]` (`AnimatableValue`).
    public var components: [Double] { [dx, dy] }
}
