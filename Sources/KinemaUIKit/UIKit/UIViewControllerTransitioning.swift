import Foundation
import Kinema

/// The keys of the controllers in a transition (`UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public let rawValue: String
    /// A key from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller shown when the transition starts (the presenter when presenting, the
    /// presented controller when dismissing).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller shown when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of the views in a transition (`UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public let rawValue: String
    /// A key from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the `from` controller, when the transition manages it.
    public static let from = UITransitionContextViewKey(rawValue: "from")
    /// The view of the `to` controller, when the transition manages it.
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// Supplies the objects that animate a controller's presentation and dismissal
/// (`UIViewControllerTransitioningDelegate`). Set one as a presented controller's
/// ``UIViewController/transitioningDelegate``. Every method has a default returning nil, as
/// UIKit's optional methods are absent: nil keeps the controller's own transition.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of `presented`'s presentation by `presenting` (asked by `source`, the
    /// controller `present(_:animated:completion:)` was called on).
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of `dismissed`'s dismissal.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The presentation controller that manages `presented`'s presentation by `presenting`, asked
    /// when its `modalPresentationStyle` is ``UIModalPresentationStyle/custom`` (animated or not);
    /// nil (the default) presents it as the facade's own presentations do.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
    /// The interaction controller that drives the presentation `animator` runs; nil (the
    /// default) lets the animator run it alone.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller that drives the dismissal `animator` runs; nil (the default)
    /// lets the animator run it alone.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    /// No animator: the presentation's own transition runs.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No animator: the dismissal's own transition runs.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { nil }
    /// No presentation controller.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
    /// No interaction controller: the animator runs the presentation alone.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    /// No interaction controller: the animator runs the dismissal alone.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
}

/// Animates a transition between two controllers (`UIViewControllerAnimatedTransitioning`): in
/// ``animateTransition(using:)`` put the `to` view in the context's container view, animate, and
/// call ``UIViewControllerContextTransitioning/completeTransition(_:)`` when done.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes (UIKit reads it for its own companion animations; the facade
    /// only asks it, so that the method runs as on iOS).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Told when the transition completed (`true`) or was cancelled. The default does nothing.
    func animationEnded(_ transitionCompleted: Bool)
    /// The animator that runs the transition, such as a ``UIViewPropertyAnimator``: implement it
    /// to let a ``UIPercentDrivenInteractiveTransition`` drive that animator (its
    /// `fractionComplete`, then its own run to the end or back). Return the same animator for the
    /// whole transition. Optional in UIKit: the default stands for its absence, and an
    /// interaction controller then drives the animations by their views' clock.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// No animator of the transition's own: an animator that runs nothing and logs each use once
    /// (UIKit has no method to call).
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        NoInterruptibleAnimator(runtime: (transitionContext as? TransitionContext)?.runtime ?? UIKitRuntime.current)
    }
}

/// What an animator knows of the transition it runs (`UIViewControllerContextTransitioning`).
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition takes place in: a view over the whole window, which keeps the
    /// presented view once the presentation completes.
    var containerView: UIView { get }
    /// Whether the transition is animated (always true: non-animated presentations use no
    /// animator).
    var isAnimated: Bool { get }
    /// Whether the transition is driven by an interaction controller (see
    /// ``UIPercentDrivenInteractiveTransition``).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (``completeTransition(_:)`` with false).
    var transitionWasCancelled: Bool { get }
    /// The presented controller's presentation style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The transform applied to the views by a rotation (the identity: the harness never
    /// rotates).
    var targetTransform: CGAffineTransform { get }
    /// The controller under `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view under `key`, when the transition manages it: nil for the presenter's side of a
    /// presentation that leaves the presenter's view where it is (every style but `fullScreen`
    /// and `currentContext`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts: the window's bounds for the controller shown first, `.zero` for
    /// the one arriving.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends: the window's bounds for the controller shown last, `.zero` for
    /// the one leaving.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition: call it once, when the animation is done (`true`), or with false to
    /// cancel it.
    func completeTransition(_ didComplete: Bool)
    /// Tells the context how far an interactive transition is (an interaction controller calls
    /// it; nothing else depends on it).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Tells the context that the interactive transition will complete.
    func finishInteractiveTransition()
    /// Tells the context that the interactive transition will be cancelled:
    /// ``transitionWasCancelled`` is true from then on.
    func cancelInteractiveTransition()
    /// Tells the context that the interactive transition is paused.
    func pauseInteractiveTransition()
}

/// The facade's transition context: one presentation or dismissal run by an animator object.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated = true
    /// Set when an interaction controller starts the transition.
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    /// The animator running the transition (what an interaction controller starts).
    var animator: (any UIViewControllerAnimatedTransitioning)?
    /// Run when the transition completes, before the presentation's own completion (an
    /// interaction controller gives its container's clock back).
    var onComplete: (() -> Void)?
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity
    /// The controllers, and whether the presenter's view is the transition's to manage.
    let participants: TransitionParticipants
    let runtime: UIKitRuntime
    private var completion: ((Bool) -> Void)?
    /// The coordinator of the transition, told when its animations begin and when the
    /// interaction ends.
    private(set) weak var coordinator: TransitionCoordinator?
    /// The presentation controller managing the presented controller, which decides its frame.
    private(set) weak var presentationController: UIPresentationController?
    /// The last fraction an interaction controller reported.
    private(set) var percentComplete: CGFloat = 0
    /// Whether the interaction controller finished or cancelled the transition.
    private(set) var interactionEnded = false

    /// A context for `coordinator`'s transition (its participants and style), in `container`,
    /// the presented controller placed by `presentationController` if there is one.
    init(
        container: UIView, coordinator: TransitionCoordinator, presentationController: UIPresentationController?,
        runtime: UIKitRuntime, completion: @escaping (Bool) -> Void
    ) {
        containerView = container
        participants = coordinator.participants
        presentationStyle = coordinator.presentationStyle
        self.coordinator = coordinator
        self.presentationController = presentationController
        self.runtime = runtime
        self.completion = completion
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        participants.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { participants.view(forKey: key) }

    func initialFrame(for vc: UIViewController) -> CGRect {
        guard vc === participants.from else { return .zero }
        return frame(of: vc)
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        guard vc === participants.to else { return .zero }
        return frame(of: vc)
    }

    /// Where `vc`'s view is while shown: where its presentation controller puts it, else over the
    /// whole container.
    private func frame(of vc: UIViewController) -> CGRect {
        if let presentationController, presentationController.presentedViewController === vc {
            return presentationController.frameOfPresentedViewInContainerView
        }
        return containerView.bounds
    }

    func completeTransition(_ didComplete: Bool) {
        guard let completion else {
            runtime.log("Kinema: completeTransition(_:) was called again; the transition had already completed")
            return
        }
        self.completion = nil
        transitionWasCancelled = !didComplete
        onComplete?()
        onComplete = nil
        completion(didComplete)
        animator = nil
    }

    /// Starts the transition: through the delegate's interaction controller when it gives one,
    /// else by the animator alone.
    func start(
        _ animator: any UIViewControllerAnimatedTransitioning,
        interaction: (any UIViewControllerInteractiveTransitioning)?
    ) {
        self.animator = animator
        let duration = animator.transitionDuration(using: self)
        coordinator?.attach(self, duration: duration, interaction: interaction)
        guard let interaction else {
            animator.animateTransition(using: self)
            coordinator?.begin()
            return
        }
        isInteractive = true
        interaction.startInteractiveTransition(self)
        coordinator?.begin()
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }

    func finishInteractiveTransition() {
        transitionWasCancelled = false
        endInteraction()
    }

    func cancelInteractiveTransition() {
        transitionWasCancelled = true
        endInteraction()
    }

    func pauseInteractiveTransition() {}

    /// The interaction controller let go of the transition: the coordinator's handlers run.
    private func endInteraction() {
        guard isInteractive, !interactionEnded else { return }
        interactionEnded = true
        coordinator?.interactionDidChange()
    }
}
