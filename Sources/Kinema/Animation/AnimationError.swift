import KinemaCore

/// Misuse of the animation API, reported instead of trapping: UIView-style and keyframe
/// animations, property animators, explicit animations and transactions. A call that throws changes nothing: no state, no value, no
/// handler.
public enum AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The property animator operations that can be refused.
    public enum Operation: String, Sendable, Hashable {
        /// `startAnimation()` / `startAnimation(afterDelay:)`.
        case start = "startAnimation"
        /// `pauseAnimation()`.
        case pause = "pauseAnimation"
        /// `stopAnimation(_:)`.
        case stop = "stopAnimation"
        /// `finishAnimation(at:)`.
        case finish = "finishAnimation"
        /// `continueAnimation(withTimingParameters:durationFactor:)`.
        case `continue` = "continueAnimation"
        /// `setFractionComplete(_:)`.
        case setFractionComplete
        /// `setReversed(_:)`.
        case setReversed
        /// `addAnimations(_:delayFactor:)`.
        case addAnimations
        /// `setInterruptible(_:)`.
        case setInterruptible
        /// `setUserInteractionEnabled(_:)`.
        case setUserInteractionEnabled
    }

    // MARK: Numbers

    /// A duration, delay, velocity, factor or fraction (named) was NaN or infinite.
    case notFinite(String)
    /// A duration, delay or duration factor (named) was negative.
    case negative(String)
    /// The numbers cannot make the spring, timing curve or keyframes the animation needs (for
    /// example UIKit's spring solve found no spring for a duration), with the reason.
    case invalidValue(ValueError)

    // MARK: Keyframe animations

    /// `animateKeyframes` was called inside another keyframe animation.
    case nestedKeyframeAnimation
    /// `addKeyframe` was called outside an `animateKeyframes` block, or inside another keyframe.
    case keyframeOutsideKeyframeAnimation
    /// A keyframe's relative start or duration was outside [0, 1] (or its end past 1).
    case keyframeTimeOutOfRange(start: Double, duration: Double)

    // MARK: Property animators

    /// A delay factor was outside [0, 1].
    case delayFactorOutOfRange(Double)
    /// The operation is not allowed in the animator's state: starting, pausing, scrubbing,
    /// reversing or adding animations while `stopped`; finishing when not `stopped`; stopping or
    /// continuing when `inactive`; changing `isInterruptible` or `isUserInteractionEnabled` when
    /// not `inactive`.
    case invalidState(Operation, AnimatingState)
    /// `setFractionComplete(_:)` was called while the animator is running (pause it first).
    case fractionCompleteWhileRunning
    /// The animator is not interruptible: it cannot be paused, stopped, scrubbed, reversed while
    /// running or continued while running.
    case notInterruptible(Operation)
    /// The animator was told to change from inside one of its own animation blocks.
    case reentrantCall(Operation)
    /// The animator's scene no longer exists.
    case sceneUnavailable

    // MARK: Explicit animations

    /// An explicit animation was added to a view (named) that is in no scene.
    case viewNotInScene(String)
    /// An explicit animation's type (named) is not one of Kinema's.
    case unsupportedAnimation(String)
    /// A value given to an explicit animation does not have the type its key path takes.
    case valueTypeMismatch(keyPath: String, expected: AnimationValueKind)
    /// A keyframe animation with a path animates a key path whose values are not points.
    case pathForNonPointKeyPath(String)
    /// `commitTransaction()` was called with no transaction open.
    case noOpenTransaction
    /// A transition other than a fade was added to a view (named) without a superview, or to a
    /// mask: its old picture goes next to the view among its superview's subviews.
    case transitionWithoutSuperview(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .notFinite(let what): "\(what) must be finite"
        case .negative(let what): "\(what) must not be negative"
        case .invalidValue(let e): e.description
        case .nestedKeyframeAnimation: "animateKeyframes cannot be nested in another keyframe animation"
        case .keyframeOutsideKeyframeAnimation: "addKeyframe must be called directly inside animateKeyframes"
        case .keyframeTimeOutOfRange(let s, let d):
            "keyframe relative start \(s) and duration \(d) must lie within [0, 1]"
        case .delayFactorOutOfRange(let f): "delay factor must lie in [0, 1] (got \(f))"
        case let .invalidState(op, state): "\(op.rawValue) is not allowed on a \(state) animator"
        case .fractionCompleteWhileRunning: "fractionComplete cannot be set while the animator is running"
        case .notInterruptible(let op): "\(op.rawValue) is not allowed on a non-interruptible animator"
        case .reentrantCall(let op): "\(op.rawValue) cannot be called from the animator's own animation block"
        case .sceneUnavailable: "the animator's scene no longer exists"
        case .viewNotInScene(let view): "view '\(view)' is in no scene: explicit animations run on a scene's clock"
        case .unsupportedAnimation(let type): "\(type) is not an animation type Kinema can add"
        case let .valueTypeMismatch(keyPath, expected): "\(keyPath) takes \(expected.rawValue) values"
        case .pathForNonPointKeyPath(let keyPath): "a path moves a point, and \(keyPath) is not a point"
        case .noOpenTransaction: "commitTransaction was called with no transaction open"
        case .transitionWithoutSuperview(let view):
            "view '\(view)' has no superview or is a mask: only a fade can run on it (other transitions put the old picture next to the view)"
        }
    }

    /// Runs `build`, reporting the ``ValueError`` it throws as ``invalidValue(_:)``.
    static func building<T>(_ build: () throws(ValueError) -> T) throws(AnimationError) -> T {
        do {
            return try build()
        } catch {
            throw .invalidValue(error)
        }
    }
}
