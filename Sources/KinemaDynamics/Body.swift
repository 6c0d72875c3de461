import KinemaCore
/// A snapshot of one body's state, read with `World.body(_:)`.
///
/// Changing a snapshot changes nothing in the world: use the world's setters.
public struct Body: Hashable, Sendable {
    /// The body's id.
    public var id: BodyID
    /// Static, kinematic or dynamic.
    public var type: BodyType
    /// The shape.
    public var shape: BodyShape
    /// The centre in world coordinates.
    public var position: Point
    /// The rotation in radians (positive = clockwise on screen); not wrapped into [-pi, pi].
    public var angle: Double
    /// The velocity of the centre.
    public var linearVelocity: Vector
    /// The angular velocity in radians per second.
    public var angularVelocity: Double
    /// The mass (0 for static and kinematic bodies, meaning infinite).
    public var mass: Double
    /// The rotational inertia about the centre (0 means infinite: no rotation).
    public var inertia: Double
    /// Linear damping coefficient in 1/s.
    public var linearDamping: Double
    /// Angular damping coefficient in 1/s.
    public var angularDamping: Double
    /// Gravity multiplier.
    public var gravityScale: Double
    /// Whether the body may rotate.
    public var allowsRotation: Bool
    /// Coefficient of restitution against the boundary.
    public var elasticity: Double
    /// Friction coefficient against the boundary.
    public var friction: Double

    /// The world position of a point given in body coordinates (relative to the centre, unrotated).
    @inlinable
    public func worldPoint(_ local: Vector) -> Point { position + local.rotated(by: angle) }

    /// The body coordinates of a world point.
    @inlinable
    public func localPoint(_ world: Point) -> Vector { (world - position).rotated(by: -angle) }

    /// The velocity of the material point at a world position: `v + w x (p - c)`.
    @inlinable
    public func velocity(at world: Point) -> Vector {
        let r = world - position
        return linearVelocity + Vector(dx: -angularVelocity * r.dy, dy: angularVelocity * r.dx)
    }
}
