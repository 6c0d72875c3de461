import KinemaCore
/// The fixed settings of a `World`, validated by `World.init(configuration:)`.
///
/// Lengths are in the caller's unit. `lengthUnitsPerMeter` scales Box2D's metre-based tolerances
/// (as Box2D v3's `b2_lengthUnitsPerMeter` does): linear slop `0.005`, largest position correction
/// `0.2`, restitution threshold `1 / s` and speed cap `400 / s`, all times `lengthUnitsPerMeter`.
/// Use 1 for metres and 100 for points (100 pt is the side of a unit-mass view in UIKit Dynamics).
/// The rest thresholds default to the values UIKit's dynamic animator uses in points (see
/// <doc:SteppingTheWorld>); scale them for other units.
public struct WorldConfiguration: Hashable, Sendable {
    /// The fixed step in seconds (finite, > 0). Default 1/120 s.
    public var timeStep: Double
    /// The largest iteration count a world accepts, per kind: far beyond any useful count (Box2D uses
    /// 4 to 8), and small enough that one step always ends.
    public static let maximumIterations = 1000

    /// Sequential-impulse velocity iterations per step (0 ... `maximumIterations`). Default 8.
    public var velocityIterations: Int
    /// Position-correction iterations per step for rigid joints and the boundary
    /// (0 ... `maximumIterations`). Default 3.
    public var positionIterations: Int
    /// Gravity acceleration (length units per second squared). Default zero.
    public var gravity: Vector
    /// Length units per metre, scaling the solver tolerances (finite, > 0). Default 1.
    public var lengthUnitsPerMeter: Double
    /// A body is resting when slower than this (length units per second). Default 0.1.
    public var restLinearSpeed: Double
    /// A body is resting when turning slower than this (radians per second). Default 0.035.
    public var restAngularSpeed: Double
    /// How long every dynamic body must rest before the world reports rest (seconds). Default 0.5.
    public var restDuration: Double

    /// Creates a configuration; the defaults are Box2D 2.x's (step and iterations) and those of
    /// UIKit's dynamic animator (rest thresholds, in points).
    @inlinable
    public init(
        timeStep: Double = 1.0 / 120, velocityIterations: Int = 8, positionIterations: Int = 3,
        gravity: Vector = .zero, lengthUnitsPerMeter: Double = 1,
        restLinearSpeed: Double = 0.1, restAngularSpeed: Double = 0.035, restDuration: Double = 0.5
    ) {
        self.timeStep = timeStep; self.velocityIterations = velocityIterations
        self.positionIterations = positionIterations; self.gravity = gravity
        self.lengthUnitsPerMeter = lengthUnitsPerMeter
        self.restLinearSpeed = restLinearSpeed; self.restAngularSpeed = restAngularSpeed
        self.restDuration = restDuration
    }

    /// Throws unless every setting is valid.
    func validate() throws(DynamicsError) {
        try DynamicsError.requireFinite(timeStep, "timeStep")
        guard timeStep > 0 else { throw .outOfRange(parameter: "timeStep", value: timeStep) }
        try Self.validateIterations(velocity: velocityIterations, position: positionIterations)
        try DynamicsError.requireFinite(gravity, "gravity")
        try DynamicsError.requireFinite(lengthUnitsPerMeter, "lengthUnitsPerMeter")
        guard lengthUnitsPerMeter > 0 else {
            throw .outOfRange(parameter: "lengthUnitsPerMeter", value: lengthUnitsPerMeter)
        }
        try DynamicsError.requireNonNegative(restLinearSpeed, "restLinearSpeed")
        try DynamicsError.requireNonNegative(restAngularSpeed, "restAngularSpeed")
        try DynamicsError.requireNonNegative(restDuration, "restDuration")
    }

    /// Throws unless both iteration counts lie in 0 ... `maximumIterations`.
    static func validateIterations(velocity: Int, position: Int) throws(DynamicsError) {
        guard (0...maximumIterations).contains(velocity) else {
            throw .outOfRange(parameter: "velocityIterations", value: Double(velocity))
        }
        guard (0...maximumIterations).contains(position) else {
            throw .outOfRange(parameter: "positionIterations", value: Double(position))
        }
    }
}
