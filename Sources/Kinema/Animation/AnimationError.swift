import KinemaCore

/// Misuse of the animation API, reported instead of trapping; a throwing call changes nothing.
public enum AnimationError: Error, Equatable, CustomStringConvertible {
    /// A duration, delay or velocity was NaN or infinite.
    case notFinite(String)
    /// A duration or delay was negative.
    case negative(String)
    /// The spring parameters were rejected.
    case invalidSpring(SpringError)
    /// The keyframes could not be built.
    case invalidKeyframes(KeyframeError)
    /// `animateKeyframes` was called inside another keyframe animation.
    case nestedKeyframeAnimation
    /// `addKeyframe` was called outside an `animateKeyframes` block, or inside another keyframe.
    case keyframeOutsideKeyframeAnimation
    /// A keyframe's relative start or duration was outside [0, 1] (or its end past 1).
    case keyframeTimeOutOfRange(start: Double, duration: Double)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .notFinite(let what): "\(what) must be finite"
        case .negative(let what): "\(what) must not be negative"
        case .invalidSpring(let e): "invalid spring: \(e)"
        case .invalidKeyframes(let e): "invalid keyframes: \(e)"
        case .nestedKeyframeAnimation: "animateKeyframes cannot be nested in another keyframe animation"
        case .keyframeOutsideKeyframeAnimation: "addKeyframe must be called directly inside animateKeyframes"
        case .keyframeTimeOutOfRange(let s, let d):
            "keyframe relative start \(s) and duration \(d) must lie within [0, 1]"
        }
    }
}
