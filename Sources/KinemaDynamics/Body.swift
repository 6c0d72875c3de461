import KinemaCore
/// A snapshot of one body's state, read with `World.body(_:)`.
///
/// It holds the body's definition as it stands, with the position, angle and velocities of the
/// moment it was taken, and the mass properties the world computed from it. Each member of the
/// definition is read (and written) on the snapshot itself, as on a ``BodyDefinition``:
/// `body.position` is `body.definition.position`, and likewise ``BodyDefinition/type``,
/// ``BodyDefinition/shape``, ``BodyDefinition/density``, ``BodyDefinition/massScale``,
/// ``BodyDefinition/angle`` (not wrapped into [-pi, pi]), ``BodyDefinition/linearVelocity``,
/// ``BodyDefinition/angularVelocity``, ``BodyDefinition/linearDamping``,
/// ``BodyDefinition/angularDamping``, ``BodyDefinition/gravityScale``,
/// ``BodyDefinition/allowsRotation``, ``BodyDefinition/elasticity`` and
/// ``BodyDefinition/friction``.
///
/// Changing a snapshot changes nothing in the world: use the world's setters.
@dynamicMemberLookup
public struct Body: Hashable, Sendable {
    /// The body's id.
    public var id: BodyID
    /// The definition as it stands: as created or last set, with the position, angle and
    /// velocities of the snapshot.
    public var definition: BodyDefinition
    /// The mass (0 for static and kinematic bodies, meaning infinite).
    public var mass: Double
    /// The rotational inertia about the centre (0 means infinite: no rotation).
    public var inertia: Double

    /// A member of ``definition``, read and written on the snapshot itself.
    @inlinable
    public subscript<Value>(dynamicMember member: WritableKeyPath<BodyDefinition, Value>) -> Value {
        get { definition[keyPath: member] }
        set { definition[keyPath: member] = newValue }
    }

    /// The world position of a point given in body coordinates (relative to the centre, unrotated).
    @inlinable
    public func worldPoint(_ local: Vector) -> Point { definition.position + local.rotated(by: definition.angle) }

    /// The body coordinates of a world point.
    @inlinable
    public func localPoint(_ world: Point) -> Vector { (world - definition.position).rotated(by: -definition.angle) }

    /// The velocity of the material point at a world position: `v + w x (p - c)`.
    @inlinable
    public func velocity(at world: Point) -> Vector {
        let r = world - definition.position, w = definition.angularVelocity
        return definition.linearVelocity + Vector(dx: -w * r.dy, dy: w * r.dx)
    }
}
