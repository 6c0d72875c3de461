import KinemaCore
/// How a body takes part in the simulation (Box2D's body types).
public enum BodyType: Hashable, Sendable {
    /// Never moves; infinite mass. Joint anchors on the ground are static.
    case `static`
    /// Moves with its set velocity only; infinite mass, unaffected by forces, gravity and joints.
    case kinematic
    /// Fully simulated: finite mass, responds to gravity, forces, joints and the boundary.
    case dynamic
}
