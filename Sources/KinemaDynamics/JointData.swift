import KinemaCore

/// What every kind of joint definition shares: two bodies and an anchor on each.
protocol JointDefinition {
    /// The first body.
    var bodyA: BodyID { get }
    /// The anchor on body A, in A's coordinates.
    var localAnchorA: Vector { get }
    /// The second body.
    var bodyB: BodyID { get }
    /// The anchor on body B, in B's coordinates.
    var localAnchorB: Vector { get }
    /// Throws unless the numbers are valid (bodies are checked by the world).
    func validate() throws(DynamicsError)
}

extension JointDefinition {
    /// The checks every joint makes, in order: finite anchors, then the kind's own checks
    /// (`own`), then two distinct bodies.
    func validateJoint(_ own: () throws(DynamicsError) -> Void) throws(DynamicsError) {
        try DynamicsError.requireFinite(localAnchorA, "localAnchorA")
        try DynamicsError.requireFinite(localAnchorB, "localAnchorB")
        try own()
        if bodyA == bodyB { throw .sameBody(bodyA) }
    }
}

/// What the world needs of every kind of joint as the solver stores it: creation from a
/// definition, and the stiffness with its softness folded for the world's step.
protocol JointData {
    /// The public definition this joint is made from.
    associatedtype Definition: JointDefinition
    /// The joint for body slots `bodyA` and `bodyB`, in joint slot `slot`, for a world stepping
    /// `timeStep` seconds.
    init(slot: Int, bodyA: Int, bodyB: Int, definition: Definition, timeStep: Double)
    /// Rigid or a damped spring.
    var stiffness: JointStiffness { get set }
    /// `stiffness` folded for the world's step.
    var softness: Softness { get set }
    /// Whether `stiffness` is rigid.
    var isRigid: Bool { get set }
}

extension JointData {
    /// Changes the stiffness (already validated) for a world stepping `timeStep` seconds.
    mutating func setStiffness(_ newValue: JointStiffness, timeStep: Double) {
        stiffness = newValue
        softness = newValue.softness(timeStep: timeStep)
        isRigid = newValue.isRigid
    }
}
