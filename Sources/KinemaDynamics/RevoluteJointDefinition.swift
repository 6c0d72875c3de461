import KinemaCore
/// A revolute (pin) joint: makes an anchor on body A and an anchor on body B coincide, leaving
/// the relative rotation free (Box2D's `b2RevoluteJointDef` without motor or limits).
///
/// With a `.spring` stiffness the two-dimensional point constraint becomes a soft spring (stiffness
/// and damping relative to the joint's effective mass, see `JointStiffness`), and with a finite
/// `maxForce` its pull is capped: together this is Box2D's mouse joint, a soft pull of a body point
/// towards a target (UISnapBehavior-like), with the target on the ground. A joint whose anchors
/// start apart pulls them together. A `.rigid` joint is corrected by the position iterations.
public struct RevoluteJointDefinition: Hashable, Sendable {
    /// The first body.
    public var bodyA: BodyID
    /// The anchor on body A, in A's coordinates.
    public var localAnchorA: Vector
    /// The second body (often the world's ground).
    public var bodyB: BodyID
    /// The anchor on body B, in B's coordinates.
    public var localAnchorB: Vector
    /// Rigid (the default) or a damped spring.
    public var stiffness: JointStiffness
    /// The largest force the joint may apply (> 0, may be `.infinity`).
    public var maxForce: Double

    /// Creates a revolute joint definition.
    @inlinable
    public init(
        bodyA: BodyID, localAnchorA: Vector = .zero, bodyB: BodyID, localAnchorB: Vector = .zero,
        stiffness: JointStiffness = .rigid, maxForce: Double = .infinity
    ) {
        self.bodyA = bodyA; self.localAnchorA = localAnchorA
        self.bodyB = bodyB; self.localAnchorB = localAnchorB
        self.stiffness = stiffness; self.maxForce = maxForce
    }

    /// Throws unless the numbers are valid (bodies are checked by the world).
    func validate() throws(DynamicsError) {
        try validateJoint { () throws(DynamicsError) in
            try stiffness.validate()
            try DynamicsError.requireMaxForce(maxForce)
        }
    }
}

extension RevoluteJointDefinition: JointDefinition {}
