import Foundation
import Kinema

/// Core Graphics' two-dimensional vector (Foundation on Linux has no `CGVector`): a velocity of a
/// spring timing (`UISpringTimingParameters.initialVelocity`) or a force direction
/// (`UIGravityBehavior.gravityDirection`, `UIPushBehavior.pushDirection`).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        dx = 0
        dy = 0
    }

    /// A vector with components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from `Double` components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// A vector from integer components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector (0, 0).
    public static var zero: CGVector { CGVector() }

    /// `(dx, dy)`, as Core Graphics prints it.
    public var description: String { "(\(dx), \(dy))" }
}

extension CGVector {
    /// The vector as Kinema's `Vector`.
    var kinema: Vector { Vector(dx: Double(dx), dy: Double(dy)) }
    /// Kinema's vector as a `CGVector`.
    init(_ v: Vector) { self.init(dx: CGFloat(v.dx), dy: CGFloat(v.dy)) }
}
