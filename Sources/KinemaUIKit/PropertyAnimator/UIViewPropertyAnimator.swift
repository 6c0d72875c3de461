import Foundation
import Kinema

/// UIKit's interruptible, scrubbable, reversible animator, driving one Kinema `PropertyAnimator`
/// (``kinemaAnimator``) on the current harness's scene: the blocks' changes animate like
/// `UIView.animate` blocks (layout passes included), and the animator can be paused, scrubbed
/// with ``fractionComplete``, reversed with ``isReversed``, continued with other timing, stopped
/// and finished, following the engine's state machine (Kinema's "Property animators" article).
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) {
///     box.transform = CGAffineTransform(translationX: 275, y: 0)
/// }
/// animator.startAnimation()
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.5
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
/// ```
///
/// **Nothing throws.** A call UIKit forbids changes nothing; where UIKit raises an exception the
/// harness records it as a diagnostic marked as an exception (`*** Terminating app due to
/// uncaught exception 'NSInternalInconsistencyException' ...`), where UIKit ignores the call it
/// is ignored:
///
/// | call | on | result |
/// |---|---|---|
/// | `startAnimation()`, `pauseAnimation()`, `fractionComplete =` | a stopped animator | exception |
/// | `finishAnimation(at:)` | an animator that is not stopped | exception |
/// | `continueAnimation(...)` | an animator that is not active | exception |
/// | `pauseAnimation()`, `stopAnimation(_:)` (when active), `fractionComplete =`, `isReversed =` (while running) | a non-interruptible animator | exception |
/// | `isInterruptible =`, `isUserInteractionEnabled =` | an animator that is not inactive | exception |
/// | `addAnimations(_:delayFactor:)` | a factor outside [0, 1] | `NSInvalidArgumentException` |
/// | `fractionComplete =` | a running animator | ignored (UIKit scrubs only paused animators) |
/// | `isReversed =` | a stopped animator | ignored (as UIKit documents) |
/// | `stopAnimation(_:)` | an inactive or stopped animator | ignored |
/// | `addAnimations(_:)` | a stopped animator | ignored (its blocks were invalidated) |
/// | any call | from the animator's own animation block | logged, ignored (the engine cannot nest) |
///
/// A negative or NaN duration, delay or duration factor counts as 0; a NaN fraction is ignored.
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The engine's animator this one drives.
    public internal(set) var kinemaAnimator: PropertyAnimator
    /// The runtime (harness) the animator was created in: its scene, clock and log.
    let runtime: UIKitRuntime
    private let provider: any UITimingCurveProvider

    /// Whether hit testing of the animating views is left to the app (UIKit's
    /// `isManualHitTestingEnabled`, default `false`). Kept for compatibility: the facade's hit
    /// test treats animating views the same either way.
    open var isManualHitTestingEnabled = false

    // MARK: Creating

    /// An inactive animator of `duration` seconds with the timing of `parameters` (a spring with
    /// physical coefficients lasts its settling duration instead). Add blocks with
    /// ``addAnimations(_:)`` and start it with ``startAnimation()``.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let runtime = UIKitRuntime.current
        self.runtime = runtime
        provider = parameters
        kinemaAnimator = runtime.makePropertyAnimator(duration: duration, timing: parameters)
        super.init()
    }

    /// An inactive animator with one of UIKit's built-in curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a cubic Bezier curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator timed by UIKit's duration-based spring with `ratio`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator of duration 0 with the ease-in-out curve (NSObject's initialiser).
    public convenience override init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
    }

    /// Creates an animator that starts at once, after `delay`: the curve bits of `options` choose
    /// the timing (ease-in-out by default), `.beginFromCurrentState` starts the changes from the
    /// values on screen, and the animated views take touches only with `.allowUserInteraction`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 3)) ?? .easeInOut
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.runRunning(
            duration: duration, delay: delay, options: options, animations: animations,
            completion: completion)
        return animator
    }

    // MARK: Reading

    /// Inactive, active (running or paused) or stopped.
    open var state: UIViewAnimatingState { UIViewAnimatingState(kinemaAnimator.state) }
    /// Whether the animations are running: active and not paused (true during a start delay).
    open var isRunning: Bool { kinemaAnimator.isRunning }
    /// The duration in seconds (for a spring with physical coefficients, its settling duration).
    open var duration: TimeInterval { kinemaAnimator.duration }
    /// The delay given to the last `startAnimation(afterDelay:)`.
    open var delay: TimeInterval { kinemaAnimator.delay }
    /// The timing the animator was created with.
    open var timingParameters: (any UITimingCurveProvider)? { provider }

    // MARK: Settable properties

    /// The fraction done in the current direction (counting from the end when reversed, as since
    /// iOS 11). Setting it clamps to [0, 1] and scrubs a paused animator there; an inactive
    /// animator first becomes active and paused.
    open var fractionComplete: CGFloat {
        get { CGFloat(kinemaAnimator.fractionComplete) }
        set { setFractionComplete(newValue) }
    }

    /// Whether the animations head back to their start values. On a running animator, changing
    /// it turns the animations around from where they are.
    open var isReversed: Bool {
        get { kinemaAnimator.isReversed }
        set { setReversed(newValue) }
    }

    /// Whether a paused animator shows positions linearly (default `true`) or through its timing.
    @EngineProperty(\UIViewPropertyAnimator.kinemaAnimator.scrubsLinearly) open var scrubsLinearly: Bool

    /// Whether a finished animator stays active and paused at the end instead of completing
    /// (default `false`).
    @EngineProperty(\UIViewPropertyAnimator.kinemaAnimator.pausesOnCompletion) open var pausesOnCompletion: Bool

    /// Whether the animator may be paused and stopped (default `true`); set it while inactive.
    open var isInterruptible: Bool {
        get { kinemaAnimator.isInterruptible }
        set { setInterruptible(newValue) }
    }

    /// Whether the animated views take touches (default `true`); set it while inactive.
    open var isUserInteractionEnabled: Bool {
        get { kinemaAnimator.isUserInteractionEnabled }
        set { setUserInteractionEnabled(newValue) }
    }

    // MARK: Blocks and completions

    /// Adds an animation block. Added to an inactive animator it runs when the animator starts
    /// and animates over the whole duration; added to an active one it runs at once and animates
    /// over the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds an animation block whose changes start `delayFactor` (in [0, 1]) times the remaining
    /// duration later and end with the animator.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addBlock(animation, delayFactor: delayFactor)
    }

    /// Adds a completion handler: handlers run once, in the order added, with the position the
    /// animations finished at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        kinemaAnimator.addCompletion { completion(UIViewAnimatingPosition($0)) }
    }

    // MARK: Running

    /// Starts the animations now (continues a paused animator).
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations after `delay` seconds (continues a paused animator after it).
    open func startAnimation(afterDelay delay: TimeInterval) { start(afterDelay: delay) }

    /// Pauses the animations where they are; an inactive animator becomes active and paused.
    open func pauseAnimation() { pause() }

    /// Stops the animations where they are: the animator becomes inactive with
    /// `withoutFinishing` (no completion runs), else stopped, waiting for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) { stop(withoutFinishing) }

    /// Finishes a stopped animator: the properties go to `finalPosition`, the animator becomes
    /// inactive and the completion handlers run.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { finish(at: finalPosition) }

    /// Restarts the animations from where they are towards their end (their start when
    /// reversed) with `parameters` (nil: the animator's own timing) over `durationFactor` times
    /// the duration, or over the remaining share of it when the factor is 0.
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?,
        durationFactor: CGFloat
    ) {
        continueRunning(with: parameters, durationFactor: durationFactor)
    }
}
