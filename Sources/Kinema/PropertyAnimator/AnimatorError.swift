import KinemaCore

/// Misuse of a ``PropertyAnimator``, reported instead of trapping (see <doc:PropertyAnimators>). A call that throws
/// changes nothing: no state, no value, no handler.
public enum AnimatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The animator operations that can be refused.
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

    /// A duration, delay, factor or fraction was NaN or infinite (the name says which).
    case notFinite(String)
    /// A duration, delay or duration factor was negative (the name says which).
    case negative(String)
    /// A delay factor was outside [0, 1].
    case delayFactorOutOfRange(Double)
    /// Spring timing parameters were rejected (or UIKit's solve found no spring for a duration).
    case invalidSpring(SpringError)
    /// Cubic timing control points were rejected.
    case invalidTimingCurve(TimingCurveError)
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

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .notFinite(let what): "\(what) must be finite"
        case .negative(let what): "\(what) must not be negative"
        case .delayFactorOutOfRange(let f): "delay factor must lie in [0, 1] (got \(f))"
        case .invalidSpring(let e): "invalid spring timing: \(e)"
        case .invalidTimingCurve(let e): "invalid timing curve: \(e)"
        case let .invalidState(op, state): "\(op.rawValue) is not allowed on a \(state) animator"
        case .fractionCompleteWhileRunning: "fractionComplete cannot be set while the animator is running"
        case .notInterruptible(let op): "\(op.rawValue) is not allowed on a non-interruptible animator"
        case .reentrantCall(let op): "\(op.rawValue) cannot be called from the animator's own animation block"
        case .sceneUnavailable: "the animator's scene no longer exists"
        }
    }
}
