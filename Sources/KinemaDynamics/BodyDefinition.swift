import KinemaCore
/// Everything needed to create a body (Box2D's `b2BodyDef` plus the shape and material).
///
/// Mass properties: `mass = density * shape.area * massScale` and
/// `inertia = mass * shape.inertiaPerUnitMass` (a uniform rectangle or disc about its centre).
/// `massScale` lets a caller use its own units: the view bridge passes `1e-4`, so a 100x100 pt view
/// of density 1 has mass 1 (UIKit's convention; see <doc:SteppingTheWorld>). A dynamic body whose computed mass is 0 (zero area or zero
/// density), or so small that its inverse overflows, gets mass 1 instead, as in Box2D, so that it
/// still moves; an inertia whose inverse overflows counts as infinite (no rotation). Static and
/// kinematic bodies have infinite mass whatever their density.
///
/// Angles are radians, positive = clockwise on screen (y grows downwards). Damping coefficients
/// are in 1/s and applied implicitly each step: `v *= 1 / (1 + dt * linearDamping)`.
public struct BodyDefinition: Hashable, Sendable {
    /// Static, kinematic or dynamic.
    public var type: BodyType
    /// The shape (mass properties and boundary collision).
    public var shape: BodyShape
    /// Mass per unit area (finite, >= 0).
    public var density: Double
    /// Multiplies the mass computed from density and area (finite, >= 0).
    public var massScale: Double
    /// The centre of the body in world coordinates.
    public var position: Point
    /// The rotation in radians (positive = clockwise on screen).
    public var angle: Double
    /// The velocity of the centre, in length units per second.
    public var linearVelocity: Vector
    /// The angular velocity in radians per second (positive = clockwise on screen).
    public var angularVelocity: Double
    /// Linear damping coefficient in 1/s (UIKit's `resistance`), finite, >= 0.
    public var linearDamping: Double
    /// Angular damping coefficient in 1/s (UIKit's `angularResistance`), finite, >= 0.
    public var angularDamping: Double
    /// Multiplies the world's gravity for this body (finite; 0 turns gravity off).
    public var gravityScale: Double
    /// Whether the body may rotate; `false` gives it infinite rotational inertia.
    public var allowsRotation: Bool
    /// Coefficient of restitution against the boundary (UIKit's `elasticity`), finite, >= 0.
    public var elasticity: Double
    /// Coulomb friction coefficient against the boundary, finite, >= 0.
    public var friction: Double

    /// Creates a body definition; every parameter has a default (a dynamic 1x1 rectangle of
    /// density 1 at rest at the origin).
    @inlinable
    public init(
        type: BodyType = .dynamic,
        shape: BodyShape = .rectangle(Size(width: 1, height: 1)),
        density: Double = 1, massScale: Double = 1,
        position: Point = .zero, angle: Double = 0,
        linearVelocity: Vector = .zero, angularVelocity: Double = 0,
        linearDamping: Double = 0, angularDamping: Double = 0,
        gravityScale: Double = 1, allowsRotation: Bool = true,
        elasticity: Double = 0, friction: Double = 0
    ) {
        self.type = type; self.shape = shape; self.density = density; self.massScale = massScale
        self.position = position; self.angle = angle
        self.linearVelocity = linearVelocity; self.angularVelocity = angularVelocity
        self.linearDamping = linearDamping; self.angularDamping = angularDamping
        self.gravityScale = gravityScale; self.allowsRotation = allowsRotation
        self.elasticity = elasticity; self.friction = friction
    }

    /// Throws unless every number is valid (finite; non-negative where it must be).
    func validate() throws(DynamicsError) {
        try shape.validate()
        try DynamicsError.requireNonNegative(density, "density")
        try DynamicsError.requireNonNegative(massScale, "massScale")
        try DynamicsError.requireFinite(position, "position")
        try DynamicsError.requireFinite(angle, "angle")
        try DynamicsError.requireFinite(linearVelocity, "linearVelocity")
        try DynamicsError.requireFinite(angularVelocity, "angularVelocity")
        try DynamicsError.requireNonNegative(linearDamping, "linearDamping")
        try DynamicsError.requireNonNegative(angularDamping, "angularDamping")
        try DynamicsError.requireFinite(gravityScale, "gravityScale")
        try DynamicsError.requireNonNegative(elasticity, "elasticity")
        try DynamicsError.requireNonNegative(friction, "friction")
    }

    /// `(mass, inertia)` as documented on the type; infinite mass is reported as 0 here and
    /// turned into zero inverse mass by the world.
    var massProperties: (mass: Double, inertia: Double) {
        guard type == .dynamic else { return (0, 0) }
        var mass = density * shape.area * massScale
        if !(mass > 0) || !mass.isFinite || !(1 / mass).isFinite { mass = 1 }
        let inertia = allowsRotation ? mass * shape.inertiaPerUnitMass : 0
        return (mass, inertia.isFinite && (1 / inertia).isFinite ? inertia : 0)
    }
}
