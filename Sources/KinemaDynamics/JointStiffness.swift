import KinemaCore

/// How a joint holds its constraint: rigidly, or as a damped spring (Box2D's soft constraint).
///
/// A `.spring` joint pulls with stiffness `m (2 pi hertz)^2` and damping coefficient
/// `2 m dampingRatio (2 pi hertz)`, where `m` is the joint's effective mass (including the rotational
/// terms), integrated implicitly so that any frequency is stable. A `.rigid` joint is solved as a
/// hard velocity constraint and its remaining error is corrected by the world's position iterations.
public enum JointStiffness: Hashable, Sendable {
    /// A hard constraint.
    case rigid
    /// A damped spring of `hertz` oscillations per second (finite, > 0) and damping ratio
    /// `dampingRatio` (unitless, finite, >= 0; 1 is critical damping).
    case spring(hertz: Double, dampingRatio: Double)

    /// Whether this is `.rigid`.
    @inlinable public var isRigid: Bool {
        if case .rigid = self { return true }
        return false
    }

    /// Throws unless a spring's numbers are valid: `hertz` finite and > 0, `dampingRatio` finite
    /// and >= 0.
    func validate() throws(DynamicsError) {
        guard case .spring(let hertz, let dampingRatio) = self else { return }
        try DynamicsError.requireFinite(hertz, "hertz")
        guard hertz > 0 else { throw .outOfRange(parameter: "hertz", value: hertz) }
        try DynamicsError.requireNonNegative(dampingRatio, "dampingRatio")
    }

    /// The soft-constraint coefficients for a step of `timeStep` seconds.
    func softness(timeStep: Double) -> Softness {
        switch self {
        case .rigid: return .rigid
        case .spring(let hertz, let dampingRatio):
            return Softness(frequency: hertz, dampingRatio: dampingRatio, timeStep: timeStep)
        }
    }
}
