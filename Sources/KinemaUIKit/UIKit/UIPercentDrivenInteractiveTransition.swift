import Foundation
import Kinema

/// What drives a transition by hand (`UIViewControllerInteractiveTransitioning`): a
/// transitioning delegate's `interactionControllerForPresentation(using:)` or
/// `interactionControllerForDismissal(using:)` returns one, and the presentation or dismissal
/// then calls ``startInteractiveTransition(_:)`` instead of the animator's `animateTransition`.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition in `transitionContext` (see ``UIPercentDrivenInteractiveTransition``).
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition runs to its end once finished or cancelled (1 by default).
    var completionSpeed: CGFloat { get }
    /// The curve of that run (`.easeInOut` by default; kept, see
    /// ``UIPercentDrivenInteractiveTransition/completionCurve``).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts driven by hand (true by default).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1.
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}

/// UIKit's percent-driven interaction controller: it runs the animator's animations on the
/// transition's container view with that view's clock stopped, and moves the clock by hand.
///
/// ```swift
/// // In a pan gesture's action:
/// case .began: interacting = true; presented.dismiss(animated: true)
/// case .changed: interaction.update(progress)
/// case .ended: progress > 0.5 ? interaction.finish() : interaction.cancel()
/// ```
///
/// - ``startInteractiveTransition(_:)`` stops the container view's clock (its `speed` 0, its
///   `timeOffset` its local time now) and calls the animator's `animateTransition(using:)`: the
///   animations it starts on views in the container begin there and stay at their start.
/// - ``update(_:)`` sets the clock to the fraction (clamped to [0, 1]) of the animator's
///   `transitionDuration` past that start.
/// - ``finish()`` lets the clock run on at ``completionSpeed``: the animations end and their
///   completions run, as the transition's animator completes it.
/// - ``cancel()`` runs the clock back to the start at ``completionSpeed``, then stops it there and
///   removes the animations of the container's views, whose completions run with `finished`
///   false; `transitionWasCancelled` is then true, so an animator's usual
///   `completeTransition(!transitionContext.transitionWasCancelled)` cancels the transition.
/// - Once the transition completes, the container's clock is the window's again.
/// - ``completionCurve`` and ``timingCurve`` are kept: the remaining run follows each
///   animation's own curve, as the clock moves linearly.
///
/// An animator that implements `interruptibleAnimator(using:)` (a ``UIViewPropertyAnimator``)
/// is driven through that animator instead, as on iOS 10 and later:
///
/// - ``startInteractiveTransition(_:)`` calls `animateTransition(using:)`, then pauses the
///   interruptible animator where it is (at its start: no time has passed), or starts it if
///   ``wantsInteractiveStart`` is false and the animator did not;
/// - ``update(_:)`` sets its `fractionComplete` (pausing it first if it runs);
/// - ``finish()`` and ``cancel()`` turn it forwards or back and continue it with
///   ``timingCurve`` (nil: its own timing) over the share of the duration left, divided by
///   ``completionSpeed``. Its completion handlers then complete the transition, with
///   `transitionWasCancelled` true after ``cancel()``.
@MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The animator's duration for the transition (0 before it starts).
    open private(set) var duration: CGFloat = 0
    /// The fraction set by the last ``update(_:)``.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the transition runs to its end after ``finish()`` or back after ``cancel()``.
    open var completionSpeed: CGFloat = 1
    /// Kept (see the type's description).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Kept (see the type's description).
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts driven by hand; false starts it running, until ``pause()``.
    open var wantsInteractiveStart = true

    /// The transition being driven, its container's engine view and the local time where the
    /// animations began.
    private var context: TransitionContext?
    private var container: View?
    private var start = 0.0
    /// The animator's interruptible animator, when it has one (then the clock is left alone).
    private var driven: (any UIViewImplicitlyAnimating)?

    /// An interaction controller with UIKit's defaults.
    public init() {}

    /// Runs the animator's animations with the container's clock stopped at their start (or
    /// running, when ``wantsInteractiveStart`` is false).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let animator = context.animator else { return }
        self.context = context
        let container = context.containerView.kinemaView
        self.container = container
        duration = CGFloat(animator.transitionDuration(using: context))
        start = container.localTime
        percentComplete = 0
        context.onComplete = { [weak self] in self?.release() }
        if wantsInteractiveStart { freeze(at: start) }
        animator.animateTransition(using: context)
        // Asked after `animateTransition`, which may be where the animator is made.
        let interruptible = animator.interruptibleAnimator(using: context)
        guard !(interruptible is NoInterruptibleAnimator) else { return }
        // The clock was stopped at its own time now, so letting it run again moves nothing.
        unfreeze()
        driven = interruptible
        if wantsInteractiveStart {
            interruptible.pauseAnimation()
        } else if interruptible.state == .inactive {
            interruptible.startAnimation()
        }
    }

    /// Moves the transition to `percentComplete` (clamped to [0, 1]) of its duration.
    open func update(_ percentComplete: CGFloat) {
        guard let context else { return }
        let p = Swift.min(Swift.max(Double(percentComplete), 0), 1)
        self.percentComplete = CGFloat(p)
        if let driven {
            if driven.isRunning { driven.pauseAnimation() }
            driven.fractionComplete = CGFloat(p)
        } else {
            freeze(at: start + p * Double(duration))
        }
        context.updateInteractiveTransition(CGFloat(p))
    }

    /// Stops the transition where it is (for one that started running).
    open func pause() {
        guard let context, let container else { return }
        if let driven {
            driven.pauseAnimation()
        } else {
            freeze(at: container.localTime)
        }
        context.pauseInteractiveTransition()
    }

    /// Lets the transition run to its end at ``completionSpeed``.
    open func finish() {
        guard let context, let container else { return }
        context.finishInteractiveTransition()
        if let driven { return complete(driven, reversed: false) }
        run(container, speed: Self.speed(completionSpeed))
    }

    /// Runs the transition back to its start at ``completionSpeed``, then cancels it.
    open func cancel() {
        guard let context, let container else { return }
        context.cancelInteractiveTransition()
        if let driven { return complete(driven, reversed: true) }
        let speed = Self.speed(completionSpeed)
        let now = container.localTime
        run(container, speed: -speed)
        let wait = Swift.max(0, now - start) / speed
        context.runtime.schedule(after: wait) { [weak self] in self?.endCancelled() }
    }

    /// Continues the interruptible animator towards its end (or its start when `reversed`) over
    /// the share of its duration left, divided by the completion speed. The fraction done counts
    /// in the animator's direction, so the share left is read after turning it.
    private func complete(_ animator: any UIViewImplicitlyAnimating, reversed: Bool) {
        if animator.isReversed != reversed { animator.isReversed = reversed }
        let left: Double = 1 - Swift.min(Swift.max(Double(animator.fractionComplete), 0), 1)
        animator.continueAnimation(
            withTimingParameters: timingCurve, durationFactor: CGFloat(left / Self.speed(completionSpeed)))
    }

    /// The completion speed used: a positive finite number, 1 otherwise.
    private static func speed(_ value: CGFloat) -> Double {
        let s = Double(value)
        return s.isFinite && s > 0 ? s : 1
    }

    /// Stops the container's clock at local time `time`.
    private func freeze(at time: Double) {
        guard let container else { return }
        container.speed = 0
        container.timeOffset = time
    }

    /// Gives the container its superview's clock again.
    private func unfreeze() {
        guard let container else { return }
        container.speed = 1
        container.timeOffset = 0
        container.beginTime = 0
    }

    /// Lets the container's clock run on from its local time now at `speed`.
    private func run(_ container: View, speed: Double) {
        let now = container.localTime
        container.beginTime = container.superview?.localTime ?? 0
        container.timeOffset = now
        container.speed = speed
    }

    /// Back at the start after ``cancel()``: the clock stops there and the container's views
    /// lose their animations, whose completions cancel the transition.
    private func endCancelled() {
        guard let container, context != nil else { return }
        freeze(at: start)
        for view in container.subtree { view.removeAllAnimations() }
    }

    /// The transition completed: the container's clock is its superview's again.
    private func release() {
        unfreeze()
        context = nil
        container = nil
        driven = nil
    }
}
