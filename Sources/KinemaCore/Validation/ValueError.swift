/// Why numbers cannot make a value: a ``Spring``, a ``TimingCurve``, a ``KeyframeTrack``, keyframe
/// emission or ``FrameTimes``.
///
/// Each value is checked once, when it is built; a value that exists is valid. Every case names
/// the parameter at fault in words, with the value's kind first (`spring mass`, `key time at
/// index 2`, `fps`), so the description reads on its own, for example
/// `spring mass must be positive (got 0.0)`.
public enum ValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter is NaN or infinite.
    case notFinite(String)
    /// The parameter is finite but outside its allowed range. `must` states the range in words,
    /// as it follows "must" in the description (`be positive`, `not be negative`, `be in [0, 1]`);
    /// the number is the value given.
    case outOfRange(String, Double, must: String)
    /// A per-key list of keyframes (`key times`, `tensions`, `continuities`, `biases`) does not
    /// have one entry per value: it has `count` entries for `values` values.
    case countMismatch(String, count: Int, values: Int)
    /// The list needs at least one entry.
    case empty(String)
    /// The entry is smaller than the one before it, in a list that must not decrease.
    case decreasing(String)
    /// Neither of UIKit's Newton solves for a duration-based spring reached a positive, finite
    /// frequency (for example with a damping ratio so small that nothing decays in the duration).
    case unsolvableSpring(duration: Double, dampingRatio: Double, initialVelocity: Double)
    /// The parameters are finite, but numbers derived from them (frequencies, coefficients,
    /// interpolating polynomials) overflow or vanish.
    case notRepresentable(String)
    /// More frames were requested than the limit allows.
    case tooManyFrames(maximum: Int)

    /// One line naming the parameter and what is wrong with it.
    public var description: String {
        switch self {
        case .notFinite(let parameter): "\(parameter) must be finite"
        case let .outOfRange(parameter, value, must): "\(parameter) must \(must) (got \(value))"
        case let .countMismatch(parameter, count, values): "keyframes have \(count) \(parameter) but \(values) values"
        case .empty(let parameter): "\(parameter) must not be empty"
        case .decreasing(let parameter): "\(parameter) is smaller than the one before it"
        case let .unsolvableSpring(d, z, v):
            "no spring settles in \(d) s with damping ratio \(z) and initial velocity \(v)"
        case .notRepresentable(let parameter):
            "\(parameter) are not representable: numbers derived from them are too large"
        case .tooManyFrames(let maximum): "more than \(maximum) frames requested"
        }
    }
}

extension ValueError {
    /// Throws ``notFinite(_:)`` unless `value` is finite, then ``outOfRange(_:_:must:)`` unless it
    /// is above 0. `parameter` is only built for the error.
    @inlinable
    static func requirePositive(_ value: Double, _ parameter: @autoclosure () -> String) throws(ValueError) {
        guard value.isFinite else { throw .notFinite(parameter()) }
        guard value > 0 else { throw .outOfRange(parameter(), value, must: "be positive") }
    }

    /// Throws ``notFinite(_:)`` unless `value` is finite, then ``outOfRange(_:_:must:)`` unless it
    /// lies in [0, 1].
    @inlinable
    static func requireFraction(_ value: Double, _ parameter: @autoclosure () -> String) throws(ValueError) {
        guard value.isFinite else { throw .notFinite(parameter()) }
        guard value >= 0, value <= 1 else { throw .outOfRange(parameter(), value, must: "be in [0, 1]") }
    }
}
