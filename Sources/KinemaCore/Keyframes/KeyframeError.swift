/// Why a ``KeyframeTrack`` could not be created or keyframes could not be emitted.
public enum KeyframeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A track needs at least one value.
    case noValues
    /// There are not as many key times as values.
    case keyTimeCountMismatch(keyTimes: Int, values: Int)
    /// The key time at this index is NaN, infinite or outside [0, 1].
    case keyTimeOutOfRange(index: Int)
    /// The key time at this index is smaller than the one before it.
    case keyTimesDecreasing(index: Int)
    /// The value at this index has a NaN or infinite component (its squared magnitude is not finite).
    case valueNotFinite(index: Int)
    /// A per-key parameter list (`tensions`, `continuities`, `biases`) does not have one entry per value.
    case parameterCountMismatch(name: String, count: Int, values: Int)
    /// A per-key parameter is NaN or infinite.
    case parameterNotFinite(name: String, index: Int)
    /// The total duration, or the frame interval, of a keyframe emission is not finite and positive.
    case durationNotPositive
    /// A keyframe span's start or duration is not finite or outside [0, 1].
    case spanOutOfRange(index: Int)

    /// A one-line, human-readable reason.
    public var description: String {
        switch self {
        case .noValues: return "keyframes need at least one value"
        case let .keyTimeCountMismatch(k, v): return "keyframes have \(k) key times but \(v) values"
        case .keyTimeOutOfRange(let i): return "key time at index \(i) must be a number in [0, 1]"
        case .keyTimesDecreasing(let i): return "key time at index \(i) is smaller than the one before it"
        case .valueNotFinite(let i): return "keyframe value at index \(i) must be finite"
        case let .parameterCountMismatch(name, count, values):
            return "keyframes have \(count) \(name) but \(values) values"
        case let .parameterNotFinite(name, i): return "keyframe \(name) at index \(i) must be finite"
        case .durationNotPositive: return "keyframe total duration and frame interval must be finite and positive"
        case .spanOutOfRange(let i): return "keyframe span at index \(i) must start and last within [0, 1]"
        }
    }
}
