import KinemaCore

/// An interruptible, scrubbable, reversible animation of view properties: UIKit's
/// `UIViewPropertyAnimator` on a Kinema ``Scene`` (see <doc:PropertyAnimators>).
///
/// ```swift
/// let animator = try PropertyAnimator(scene: scene, duration: 1, curve: .easeOut) {
///     box.transform = AffineTransform(translationX: 275, y: 0)
///     box.alpha = 0
/// }
/// try animator.startAnimation()
/// try animator.pauseAnimation()
/// try animator.setFractionComplete(0.5)
/// try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
/// ```
///
/// **Blocks.** The animation blocks (the initialiser's and those of ``addAnimations(_:delayFactor:)``)
/// run when the animator first becomes active (start, pause, or setting the fraction complete);
/// a block added to an active animator runs at once. Properties set in a block change their model
/// value at once and animate like UIView-style animations, layout passes included.
///
/// **Sharing properties.** Animators compose with other animations by the same table as UIView
/// blocks (``AnimatableProperty/isAdditive``). On the additive keys (centre, bounds size, corner
/// radius, transform) several animators with different timing, and UIView-style animations, run
/// on one property together, their contributions adding up. On the other keys (alpha, colours,
/// border width) a block's change *replaces* what runs on the property: a UIView-style animation
/// there completes with `finished == false`, another animator loses the property, and the new
/// animation starts from the old model value (the current presentation value with
/// `beginFromCurrentState`). An animator that loses a property this way goes on with the others
/// and completes as usual, but no longer moves, stops or finishes the lost property: it belongs to
/// the newer animation *(decided: UIKit reports nothing to an animator whose layer animation was
/// replaced; its timeline and completion do not depend on it)*.
///
/// **Position.** The animator moves along a path from the start values (position `p = 0`) to the
/// end values (`p = 1`). ``fractionComplete`` is the fraction done in the current direction: `p`,
/// or `1 - p` when ``isReversed``. While paused, values show `lerp(p)` when ``scrubsLinearly``
/// (the default), else the timing at `p` (a curve's progress at `p`; a spring's progress at
/// `p * duration`). While running, `p` is what pausing would show without moving anything
/// *(decided)*: with ``scrubsLinearly`` the displayed fraction clamped to [0, 1]; without it the
/// elapsed share of the duration on an uninterrupted run from the start, and in general the
/// position whose timing value is the displayed fraction (the timing curve inverted; for an
/// overshooting curve or spring, the first such position, with the fraction clamped to [0, 1]).
/// Pausing holds every value where it is (clamped to the path's ends when a spring or curve
/// overshoots them).
///
/// **Running.** Starting, continuing and turning around all restart the motion from the current
/// presentation values towards the end values (the start values when reversed) with a timing over
/// a span of time: the displayed fraction goes `f0 -> f0 + (target - f0) * timing(s)`.
/// ``continueAnimation(withTimingParameters:durationFactor:)`` spans `durationFactor * duration`,
/// or the remaining `(1 - fractionComplete) * duration` when the factor is 0 *(decided)*; a
/// damping-ratio spring is solved again for the span (KinemaCore's springs article gives the solve).
///
/// **Delays.** A block with a delay factor `k` owns the part of the timeline after
/// `a = p0 + k * (1 - p0)`, where `p0` is the position when it was added (0 before the animator
/// is active): its changes start `k` times the remaining duration later (UIKit's documented rule)
/// and end with the animator. Paused, it shows its own share `(p - a) / (1 - a)` of the way; when
/// the animator restarts from position `p`, the timeline is spread evenly over the new span and the
/// block moves while the timeline is inside its part.
///
/// **Misuse** is a typed ``AnimationError`` and changes nothing. Properties whose change can be
/// refused are read-only here and set through throwing methods (``setFractionComplete(_:)``,
/// ``setReversed(_:)``, ``setInterruptible(_:)``, ``setUserInteractionEnabled(_:)``).
///
/// The animator holds its scene weakly: once the scene is gone, every call that needs it (to read
/// its clock or to run blocks) throws ``AnimationError/sceneUnavailable``; scrubbing an active,
/// paused animator does not need it. While it runs, the scene's timer queue holds the animator,
/// as UIKit keeps running animators alive.
public final class PropertyAnimator {
    /// The scene whose views and clock the animator uses.
    public private(set) weak var scene: Scene?
    /// The duration of the whole path in seconds (for physical spring timing, the spring's
    /// settling duration).
    public let duration: Double
    /// The animator's own timing, used when starting and when continuing with `nil` parameters.
    public let timingParameters: TimingParameters
    /// The delay given to the last `startAnimation(afterDelay:)` (0 otherwise).
    public internal(set) var delay: Double = 0
    /// Inactive, active (running or paused) or stopped.
    public internal(set) var state: AnimatingState = .inactive
    /// Whether the animator heads back towards the start values (UIKit's `isReversed`; as in iOS 11,
    /// ``fractionComplete`` then counts from the end). Set with ``setReversed(_:)``.
    public internal(set) var isReversed = false
    /// Whether the animator may be paused, stopped, scrubbed, or turned around and continued while
    /// running (default `true`). Set with ``setInterruptible(_:)`` while inactive.
    public internal(set) var isInterruptible = true
    /// Whether the animated views keep taking touches (default `true`). Set with
    /// ``setUserInteractionEnabled(_:)`` while inactive.
    public internal(set) var isUserInteractionEnabled = true
    /// Whether scrubbing shows positions linearly (default `true`) rather than through the timing.
    /// Changing it while paused keeps every value where it is and changes the reported
    /// ``fractionComplete`` instead.
    public var scrubsLinearly = true {
        didSet { if oldValue != scrubsLinearly { scrubbingDidChange() } }
    }
    /// Whether a natural completion leaves the animator active and paused at the end (no
    /// completion handler runs) instead of making it inactive (default `false`).
    public var pausesOnCompletion = false

    /// Whether the blocks' changes start from the presentation values, replacing other animations
    /// on the same properties (the running-animator convenience's `.beginFromCurrentState`).
    let beginFromCurrentState: Bool
    /// The animator's own timing resolved over its duration.
    let ownTiming: TimingModel
    /// Blocks given while inactive, run when the animator becomes active.
    var pendingBlocks: [(animations: () -> Void, block: AnimatorBlock)] = []
    /// Blocks that have run, in order.
    var blocks: [AnimatorBlock] = []
    /// A block with no changes that follows the whole timeline: its displayed fraction defines the
    /// position `p` while running.
    let main: AnimatorBlock
    /// Completion handlers, in the order added.
    var completions: [(AnimatingPosition) -> Void] = []
    /// The start and end values of every property the blocks changed.
    let ledger = AnimatorLedger()
    /// The current run, while running.
    var segment: Segment?
    /// The position while not running.
    var heldPosition: Double = 0
    /// The scheduled natural completion, while running: an alarm on the root view's clock. Weak:
    /// the alarm's action holds the animator, and the scene holds the alarm while it is live.
    weak var endToken: ClockAlarm?
    /// Bumped whenever the scheduled completion changes, so a stale one does nothing.
    var generation = 0
    /// Whether one of the animator's own blocks is running.
    var isInBlock = false

    /// One run of the animator: from position `startPosition` towards `target` over `length`
    /// seconds from `begin`, with `timing`.
    struct Segment {
        let begin: Double
        let length: Double
        let target: Double
        let startPosition: Double
        let timing: TimingParameters
        /// Whether this run shows `timing(elapsed / duration)` from position 0 (so that without
        /// `scrubsLinearly` the position is exactly the elapsed share).
        let isCanonical: Bool
    }

    /// Creates an inactive animator with a cubic timing curve (UIKit's
    /// `init(duration:curve:animations:)`; pass `.linear`, `.easeIn`, `.easeOut`, `.easeInOut`
    /// or any ``/KinemaCore/TimingCurve``).
    ///
    /// - Throws: ``AnimationError/notFinite(_:)`` or ``AnimationError/negative(_:)`` for the duration.
    public convenience init(
        scene: Scene, duration: Double, curve: TimingCurve = .easeInOut,
        animations: (() -> Void)? = nil
    ) throws(AnimationError) {
        try self.init(
            scene: scene, duration: duration, timing: .cubic(curve), animations: animations,
            beginFromCurrentState: false)
    }

    /// Creates an inactive animator with a cubic Bezier timing curve through two control points
    /// (UIKit's `init(duration:controlPoint1:controlPoint2:animations:)`).
    ///
    /// - Throws: as ``init(scene:duration:curve:animations:)``, and
    ///   ``AnimationError/invalidValue(_:)`` for bad control points.
    public convenience init(
        scene: Scene, duration: Double, controlPoint1: Point, controlPoint2: Point,
        animations: (() -> Void)? = nil
    ) throws(AnimationError) {
        let timing = try AnimationError.building { () throws(ValueError) in
            try TimingParameters.cubic(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
        }
        try self.init(
            scene: scene, duration: duration, timing: timing, animations: animations,
            beginFromCurrentState: false)
    }

    /// Creates an inactive animator timed by UIKit's duration-based spring (UIKit's
    /// `init(duration:dampingRatio:animations:)`): solved for `duration` as UIKit solves it, and again for
    /// each other span it runs over.
    ///
    /// - Throws: as ``init(scene:duration:curve:animations:)``, and
    ///   ``AnimationError/invalidValue(_:)`` for a damping ratio that is not finite.
    public convenience init(
        scene: Scene, duration: Double, dampingRatio: Double,
        animations: (() -> Void)? = nil
    ) throws(AnimationError) {
        try self.init(
            scene: scene, duration: duration, timing: .spring(dampingRatio: dampingRatio),
            animations: animations, beginFromCurrentState: false)
    }

    /// Creates an inactive animator with any timing (UIKit's `init(duration:timingParameters:)`).
    /// With ``TimingParameters/physicalSpring(_:)`` the animator's duration is the spring's
    /// settling duration and `duration` is only checked, as UIKit ignores it.
    ///
    /// - Throws: as the other initialisers; ``AnimationError/invalidValue(_:)`` for a spring that
    ///   never settles (no damping).
    public convenience init(scene: Scene, duration: Double, timingParameters: TimingParameters) throws(AnimationError) {
        try self.init(
            scene: scene, duration: duration, timing: timingParameters, animations: nil,
            beginFromCurrentState: false)
    }

    init(
        scene: Scene, duration: Double, timing: TimingParameters, animations: (() -> Void)?,
        beginFromCurrentState: Bool
    ) throws(AnimationError) {
        guard duration.isFinite else { throw .notFinite("duration") }
        guard duration >= 0 else { throw .negative("duration") }
        try timing.validate()
        var length = duration
        if case .physicalSpring(let spring) = timing {
            length = spring.settlingDuration
            guard length.isFinite else { throw .invalidValue(.notFinite("spring settling duration")) }
        }
        let own = try timing.resolved(over: length)
        self.scene = scene
        self.duration = length
        self.timingParameters = timing
        self.beginFromCurrentState = beginFromCurrentState
        self.ownTiming = own
        self.main = AnimatorBlock(windowStart: 0, pausedTiming: own)
        if let animations { pendingBlocks.append((animations, AnimatorBlock(windowStart: 0, pausedTiming: own))) }
    }

    // MARK: Reading

    /// Whether the animations are running (active and not paused; true during a start delay).
    public var isRunning: Bool { state == .active && segment != nil }

    /// The fraction done in the current direction: `p`, or `1 - p` when reversed (see the type's
    /// discussion for `p` while running). Set with ``setFractionComplete(_:)``.
    public var fractionComplete: Double {
        let p = segment == nil ? heldPosition : position(at: scene?.animatorClockTime ?? 0)
        return isReversed ? 1 - p : p
    }

    // MARK: Blocks and completions

    /// Adds an animation block (UIKit's `addAnimations(_:delayFactor:)`).
    ///
    /// On an inactive animator the block runs when the animator becomes active and its changes
    /// start `delayFactor * duration` into the run. On an active animator it runs at once and its
    /// changes start `delayFactor` times the remaining duration later, ending with the animator
    /// (see the type's discussion of delays).
    ///
    /// - Throws: ``AnimationError/notFinite(_:)`` or ``AnimationError/delayFactorOutOfRange(_:)``
    ///   for a factor outside [0, 1]; ``AnimationError/invalidState(_:_:)`` when stopped;
    ///   ``AnimationError/reentrantCall(_:)`` from one of the animator's own blocks.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) throws(AnimationError) {
        guard delayFactor.isFinite else { throw .notFinite("delayFactor") }
        guard delayFactor >= 0, delayFactor <= 1 else { throw .delayFactorOutOfRange(delayFactor) }
        let scene = try check(.addAnimations)
        switch state {
        case .stopped:
            throw .invalidState(.addAnimations, .stopped)
        case .inactive:
            let timing =
                delayFactor == 0 ? ownTiming : try timingParameters.resolved(over: (1 - delayFactor) * duration)
            pendingBlocks.append((animations, AnimatorBlock(windowStart: delayFactor, pausedTiming: timing)))
        case .active:
            try addActiveBlock(animations, delayFactor: delayFactor, now: scene.animatorClockTime)
        }
    }

    /// Adds a completion handler (UIKit's `addCompletion(_:)`). Handlers run once, in the order
    /// added, with the position the animator finished at: after a natural completion (`.end`, or
    /// `.start` when reversed) or `finishAnimation(at:)`; never after `stopAnimation(true)` or
    /// while `pausesOnCompletion` holds the animator at the end.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// The scene, if the operation may run now.
    func check(_ operation: AnimationError.Operation) throws(AnimationError) -> Scene {
        guard let scene else { throw .sceneUnavailable }
        guard !isInBlock else { throw .reentrantCall(operation) }
        return scene
    }

    /// Runs a block's animations with the animator's recorder on top of the scene's stack.
    func run(_ animations: () -> Void, in block: AnimatorBlock, scene: Scene) {
        blocks.append(block)
        let recorder = AnimatorRecorder(
            block: block, owner: self, ledger: ledger,
            beginFromCurrentState: beginFromCurrentState)
        isInBlock = true
        scene.withRecorder(recorder, animations)
        isInBlock = false
    }
}

extension PropertyAnimator: AnimationOwner {
    /// An entry of this animator was removed by another animation (one replacing it on a key that
    /// is not additive, `beginFromCurrentState`, `removeAllAnimations()`): that property now
    /// belongs to the other animation, and this animator leaves it alone when it finishes. The
    /// animator itself goes on.
    func entryWasInterrupted() {}

    var allowsUserInteraction: Bool { isUserInteractionEnabled }
}
