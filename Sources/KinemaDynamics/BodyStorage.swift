import KinemaCore
/// Hot per-body velocity, one element per body slot: what every solver row reads and writes
/// (struct-of-arrays by access pattern; a row writes the three numbers back as one value).
struct BodyMotion {
    var vx: Double
    var vy: Double
    var w: Double

    static let inert = BodyMotion(vx: 0, vy: 0, w: 0)
}

/// Per-body inverse masses, one element per body slot: read when a step prepares its rows.
struct BodyMass {
    /// 1 / mass, 0 for static, kinematic and removed bodies.
    var invMass: Double
    /// 1 / inertia, 0 when the body cannot rotate.
    var invInertia: Double
    /// Whether the body counts for rest detection (live dynamic bodies only).
    var isDynamic: Bool

    static let inert = BodyMass(invMass: 0, invInertia: 0, isDynamic: false)
}

/// Hot per-body position data: centre, angle and the angle's cosine and sine (kept in sync).
struct BodyPose {
    var x: Double
    var y: Double
    var angle: Double
    var cos: Double
    var sin: Double
}

/// Per-body inputs of the velocity integration, with the step's constants folded in.
struct BodyIntegration {
    /// Accumulated force for the next step.
    var fx: Double
    var fy: Double
    /// Accumulated torque for the next step.
    var torque: Double
    /// `gravityScale` for dynamic bodies, 0 otherwise.
    var gravityFactor: Double
    /// `1 / (1 + h * linearDamping)`.
    var linearDampingFactor: Double
    /// `1 / (1 + h * angularDamping)`.
    var angularDampingFactor: Double

    static let inert = BodyIntegration(
        fx: 0, fy: 0, torque: 0, gravityFactor: 0,
        linearDampingFactor: 1, angularDampingFactor: 1)
}

/// Cold per-body data: what the snapshot reports and what the hot arrays are derived from.
struct BodyRecord {
    var generation: Int
    var isAlive: Bool
    var definition: BodyDefinition
    var mass: Double
    var inertia: Double
}

/// Which kind of joint a joint slot holds.
enum JointKind: Hashable, Sendable {
    case distance
    case revolute
}

/// The slot table entry of a joint id: its kind and index in that kind's dense array.
struct JointSlot {
    var generation: Int
    var isAlive: Bool
    var kind: JointKind
    var dense: Int
}
