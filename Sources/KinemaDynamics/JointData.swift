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

/// Where a joint acts, as every kind stores it: its slot in the world's joint table, the slots of
/// its two bodies and its anchors in their bodies' coordinates.
struct JointLink {
    var slot: Int
    var bodyA: Int
    var bodyB: Int
    var localAx: Double
    var localAy: Double
    var localBx: Double
    var localBy: Double

    /// The link of joint slot `slot` between body slots `bodyA` and `bodyB`, anchored as
    /// `definition` says.
    init(slot: Int, bodyA: Int, bodyB: Int, definition d: some JointDefinition) {
        self.slot = slot; self.bodyA = bodyA; self.bodyB = bodyB
        localAx = d.localAnchorA.dx; localAy = d.localAnchorA.dy
        localBx = d.localAnchorB.dx; localBy = d.localAnchorB.dy
    }

    /// The anchors' offsets from their bodies' centres in world axes (each local anchor turned by
    /// its body's angle), for body A at pose `pa` and body B at pose `pb`.
    @inline(__always)
    func anchorOffsets(_ pa: BodyPose, _ pb: BodyPose) -> (ax: Double, ay: Double, bx: Double, by: Double) {
        (
            pa.cos * localAx - pa.sin * localAy, pa.sin * localAx + pa.cos * localAy,
            pb.cos * localBx - pb.sin * localBy, pb.sin * localBx + pb.cos * localBy
        )
    }
}

/// What the world needs of every kind of joint as the solver stores it: creation from a
/// definition, where it acts, and the stiffness with its softness folded for the world's step.
protocol JointData {
    /// The public definition this joint is made from.
    associatedtype Definition: JointDefinition
    /// The joint for body slots `bodyA` and `bodyB`, in joint slot `slot`, for a world stepping
    /// `timeStep` seconds.
    init(slot: Int, bodyA: Int, bodyB: Int, definition: Definition, timeStep: Double)
    /// Its slot, bodies and anchors.
    var link: JointLink { get set }
    /// Its stiffness, folded for the world's step.
    var compliance: JointCompliance { get set }
}

extension JointData {
    /// Rigid or a damped spring.
    var stiffness: JointStiffness { compliance.stiffness }
    /// `stiffness` folded for the world's step.
    var softness: Softness { compliance.softness }
    /// Whether `stiffness` is rigid.
    var isRigid: Bool { compliance.isRigid }

    /// Changes the stiffness (already validated) for a world stepping `timeStep` seconds.
    mutating func setStiffness(_ newValue: JointStiffness, timeStep: Double) {
        compliance = JointCompliance(newValue, timeStep: timeStep)
    }
}

/// A joint's stiffness as every kind stores it: the stiffness, its softness for the world's step
/// and whether it is rigid.
struct JointCompliance {
    /// Rigid or a damped spring.
    var stiffness: JointStiffness
    /// `stiffness` folded for the world's step.
    var softness: Softness
    /// Whether `stiffness` is rigid.
    var isRigid: Bool

    /// `stiffness` for a world stepping `timeStep` seconds.
    init(_ stiffness: JointStiffness, timeStep: Double) {
        self.stiffness = stiffness
        softness = stiffness.softness(timeStep: timeStep)
        isRigid = stiffness.isRigid
    }
}
