import KinemaCore
/// The errors the dynamics world reports instead of trapping.
///
/// Every public mutator of `World` validates its input and throws one of these; nothing a caller
/// passes can crash the process or leave the world half-changed.
public enum DynamicsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The body id does not name a live body of this world (never created, or removed).
    case unknownBody(BodyID)
    /// The joint id does not name a live joint of this world (never created, or removed).
    case unknownJoint(JointID)
    /// A parameter was NaN or infinite where a finite number is required.
    case notFinite(parameter: String)
    /// A parameter was outside its allowed range (for example a negative density or length,
    /// a zero time step, a negative iteration count, or a magnitude above
    /// `World.maximumMagnitude`); `value` is the offending number (a vector's offending component).
    case outOfRange(parameter: String, value: Double)
    /// A joint would connect a body to itself.
    case sameBody(BodyID)
    /// The joint exists but is of another kind than the operation needs (for example the rest
    /// length of a revolute joint).
    case wrongJointKind(JointID)
    /// The operation is not allowed on the world's ground body (it cannot be removed).
    case groundBody

    /// One line naming the body, joint or parameter at fault.
    public var description: String {
        switch self {
        case .unknownBody(let id): "\(id) is not a live body of this world"
        case .unknownJoint(let id): "\(id) is not a live joint of this world"
        case .notFinite(let parameter): "\(parameter) must be finite"
        case let .outOfRange(parameter, value): "\(parameter) is out of range (got \(value))"
        case .sameBody(let id): "a joint cannot connect \(id) to itself"
        case .wrongJointKind(let id): "\(id) is not the kind of joint this operation needs"
        case .groundBody: "the ground body cannot be changed or removed"
        }
    }
}

extension DynamicsError {
    /// Throws `.notFinite` unless `value` is finite, and `.outOfRange` when its magnitude is above
    /// `World.maximumMagnitude`.
    @inlinable
    static func requireFinite(_ value: Double, _ parameter: String) throws(DynamicsError) {
        guard value.isFinite else { throw .notFinite(parameter: parameter) }
        guard value.magnitude <= World.maximumMagnitude else { throw .outOfRange(parameter: parameter, value: value) }
    }

    /// Throws unless `value` is finite and `>= 0`.
    @inlinable
    static func requireNonNegative(_ value: Double, _ parameter: String) throws(DynamicsError) {
        try requireFinite(value, parameter)
        guard value >= 0 else { throw .outOfRange(parameter: parameter, value: value) }
    }

    /// Throws unless `maxForce` is a valid force cap: > 0 and at most `World.maximumMagnitude`,
    /// or `.infinity` (no cap).
    static func requireMaxForce(_ maxForce: Double) throws(DynamicsError) {
        guard !maxForce.isNaN else { throw .notFinite(parameter: "maxForce") }
        guard maxForce > 0, maxForce <= World.maximumMagnitude || maxForce == .infinity else {
            throw .outOfRange(parameter: "maxForce", value: maxForce)
        }
    }

    /// Throws unless both components of `vector` pass `requireFinite`.
    @inlinable
    static func requireFinite(_ vector: Vector, _ parameter: String) throws(DynamicsError) {
        guard vector.dx.isFinite, vector.dy.isFinite else { throw .notFinite(parameter: parameter) }
        try requireFinite(vector.dx, parameter)
        try requireFinite(vector.dy, parameter)
    }

    /// Throws unless both coordinates of `point` pass `requireFinite`.
    @inlinable
    static func requireFinite(_ point: Point, _ parameter: String) throws(DynamicsError) {
        guard point.x.isFinite, point.y.isFinite else { throw .notFinite(parameter: parameter) }
        try requireFinite(point.x, parameter)
        try requireFinite(point.y, parameter)
    }
}
