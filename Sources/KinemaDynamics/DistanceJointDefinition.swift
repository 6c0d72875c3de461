import KinemaCore
/// A distance joint: keeps the distance between an anchor on body A and an anchor on body B at
/// `length`, rigidly or as a damped spring (Box2D's `b2DistanceJointDef`).
///
/// Anchors are in body coordinates: offsets from the body's centre, unrotated (they turn with
/// the body). To attach a body to a fixed point, use the world's `ground` body as body B with
/// `localAnchorB` equal to the world point (the ground sits at the origin, unrotated), or call
/// `World.addDistanceJoint(body:localAnchor:to:length:stiffness:)`.
///
/// `stiffness` says how the length is held (see `JointStiffness`): a `.rigid` joint is corrected by
/// the position iterations, a `.spring` one pulls towards the rest length. Any rest length >= 0 is
/// allowed; at length 0 the joint acts along the current separation (use a revolute joint for a
/// true pin).
public struct DistanceJointDefinition: Hashable, Sendable {
    /// The first body.
    public var bodyA: BodyID
    /// The anchor on body A, in A's coordinates.
    public var localAnchorA: Vector
    /// The second body (often the world's ground).
    public var bodyB: BodyID
    /// The anchor on body B, in B's coordinates.
    public var localAnchorB: Vector
    /// The rest length (finite, >= 0).
    public var length: Double
    /// Rigid (the default) or a damped spring.
    public var stiffness: JointStiffness

    /// Creates a distance joint definition.
    @inlinable
    public init(
        bodyA: BodyID, localAnchorA: Vector = .zero, bodyB: BodyID, localAnchorB: Vector = .zero,
        length: Double, stiffness: JointStiffness = .rigid
    ) {
        self.bodyA = bodyA; self.localAnchorA = localAnchorA
        self.bodyB = bodyB; self.localAnchorB = localAnchorB
        self.length = length; self.stiffness = stiffness
    }

    /// Throws unless the numbers are valid (bodies are checked by the world).
    func validate() throws(DynamicsError) {
        try validateJoint { () throws(DynamicsError) in
            try DynamicsError.requireNonNegative(length, "length")
            try stiffness.validate()
        }
    }
}

extension DistanceJointDefinition: JointDefinition {}
