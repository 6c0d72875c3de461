import KinemaCore
/// A revolute (pin) joint: makes an anchor on body A and an anchor on body B coincide, leaving
/// the relative rotation free (Box2D's `b2RevoluteJointDef` without motor or limits).
///
/// With `frequency > 0` the two-dimensional point constraint becomes a soft spring (stiffness and
/// damping relative to the joint's effective mass, as for `DistanceJointDefinition`), and with a
/// finite `maxForce` its pull is capped: together this is Box2D's mouse joint, a soft pull of a
/// body point towards a target (UISnapBehavior-like), with the target on the ground. A joint whose
/// anchors start apart pulls them together. A rigid joint (`frequency == 0`) is corrected by the
/// position iterations.
public struct RevoluteJointDefinition: Hashable, Sendable {
    /// The first body.
    public var bodyA: BodyID
    /// The anchor on body A, in A's coordinates.
    public var localAnchorA: Vector
    /// The second body (often the world's ground).
    public var bodyB: BodyID
    /// The anchor on body B, in B's coordinates.
    public var localAnchorB: Vector
    /// The spring frequency in hertz (finite, >= 0); 0 makes the joint rigid.
    public var frequency: Double
    /// The spring's damping ratio (unitless, finite, >= 0).
    public var dampingRatio: Double
    /// The largest force the joint may apply (> 0, may be `.infinity`).
    public var maxForce: Double

    /// Creates a revolute joint definition.
    @inlinable
    public init(bodyA: BodyID, localAnchorA: Vector = .zero, bodyB: BodyID, localAnchorB: Vector = .zero,
                frequency: Double = 0, dampingRatio: Double = 0, maxForce: Double = .infinity) {
        self.bodyA = bodyA; self.localAnchorA = localAnchorA
        self.bodyB = bodyB; self.localAnchorB = localAnchorB
        self.frequency = frequency; self.dampingRatio = dampingRatio; self.maxForce = maxForce
    }

    /// Throws unless the numbers are valid (bodies are checked by the world).
    func validate() throws(DynamicsError) {
        try DynamicsError.requireFinite(localAnchorA, "localAnchorA")
        try DynamicsError.requireFinite(localAnchorB, "localAnchorB")
        try DynamicsError.requireNonNegative(frequency, "frequency")
        try DynamicsError.requireNonNegative(dampingRatio, "dampingRatio")
        guard !maxForce.isNaN else { throw .notFinite(parameter: "maxForce") }
        guard maxForce > 0 else { throw .outOfRange(parameter: "maxForce", value: maxForce) }
        if bodyA == bodyB { throw .sameBody(bodyA) }
    }
}
