/// Why a ``Spring`` could not be created (bad parameters are errors, not traps; see <doc:Springs>).
public enum SpringError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The named parameter is NaN or infinite.
    case notFinite(String)
    /// The mass is zero or negative.
    case massNotPositive(Double)
    /// The stiffness is zero or negative.
    case stiffnessNotPositive(Double)
    /// The damping coefficient is negative.
    case negativeDamping(Double)
    /// The damping ratio is negative.
    case negativeDampingRatio(Double)
    /// A duration is zero or negative.
    case durationNotPositive(Double)
    /// A response (period) is zero or negative.
    case responseNotPositive(Double)
    /// A bounce is outside (-1, 1].
    case bounceOutOfRange(Double)
    /// UIKit's 12 Newton steps for a duration-based spring did not reach a positive, finite frequency.
    case unsolvable(duration: Double, dampingRatio: Double, initialVelocity: Double)
    /// The parameters are finite but their derived frequencies or coefficients overflow or vanish.
    case notRepresentable

    /// A one-line, human-readable reason.
    public var description: String {
        switch self {
        case .notFinite(let name): return "spring \(name) must be a finite number"
        case .massNotPositive(let m): return "spring mass must be positive (got \(m))"
        case .stiffnessNotPositive(let k): return "spring stiffness must be positive (got \(k))"
        case .negativeDamping(let c): return "spring damping must not be negative (got \(c))"
        case .negativeDampingRatio(let z): return "spring damping ratio must not be negative (got \(z))"
        case .durationNotPositive(let d): return "spring duration must be positive (got \(d))"
        case .responseNotPositive(let r): return "spring response must be positive (got \(r))"
        case .bounceOutOfRange(let b): return "spring bounce must be in (-1, 1] (got \(b))"
        case let .unsolvable(d, z, v):
            return "no spring settles in \(d) s with damping ratio \(z) and initial velocity \(v)"
        case .notRepresentable: return "spring parameters give frequencies that are not representable"
        }
    }
}
