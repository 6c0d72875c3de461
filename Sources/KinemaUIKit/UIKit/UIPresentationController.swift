import Foundation
import Kinema

/// Manages how a controller presented with ``UIModalPresentationStyle/custom`` is shown
/// (`UIPresentationController`): where its view sits in the transition's container view, and
/// the views around it (a dimming view, a handle). A transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` returns one; subclass it as on iOS:
///
/// ```swift
/// final class HalfSheet: UIPresentationController {
///     let dimming = UIView()
///     override var frameOfPresentedViewInContainerView: CGRect {
///         guard let bounds = containerView?.bounds else { return .zero }
///         return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
///     }
///     override func presentationTransitionWillBegin() {
///         dimming.frame = containerView?.bounds ?? .zero
///         dimming.alpha = 0
///         containerView?.insertSubview(dimming, at: 0)
///         presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
///             self.dimming.alpha = 1
///         })
///     }
/// }
/// ```
///
/// The order of calls, as UIKit makes them:
///
/// - presenting: the container view joins the window (over everything in it), then
///   ``presentationTransitionWillBegin()``; the transition runs (the delegate's animator, or the
///   controller's `modalTransitionStyle` with the presented view placed at
///   ``frameOfPresentedViewInContainerView`` in the container); then
///   ``presentationTransitionDidEnd(_:)``. Cancelled, the container leaves the window after it.
/// - laying out the container calls ``containerViewWillLayoutSubviews()`` and
///   ``containerViewDidLayoutSubviews()`` around its subviews' layout.
/// - dismissing: ``dismissalTransitionWillBegin()``, the transition, then
///   ``dismissalTransitionDidEnd(_:)``; completed, the container leaves the window.
///
/// ``shouldRemovePresentersView`` (false by default) decides whether the presenter's view leaves
/// the window while presenting. The ``delegate`` is kept (see
/// ``UIAdaptivePresentationControllerDelegate``); trait collections are not modelled.
@MainActor
open class UIPresentationController {
    /// The controller presented.
    public let presentedViewController: UIViewController
    /// The controller presenting it (the one `present(_:animated:completion:)` was called on when
    /// none was given).
    public private(set) var presentingViewController: UIViewController
    /// The view the presentation takes place in, from the start of the presentation to the end
    /// of the dismissal (nil outside).
    open internal(set) var containerView: UIView?

    /// A presentation controller for `presentedViewController`, shown by
    /// `presentingViewController` (nil: the controller `present` is called on, set when the
    /// presentation starts).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        presenterGiven = presentingViewController != nil
    }

    /// Whether a presenter was given at creation.
    private let presenterGiven: Bool

    /// The presenter, when none was given at creation.
    func adopt(presenter: UIViewController) {
        if !presenterGiven { presentingViewController = presenter }
    }

    /// The view animated into place: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view sits in the container view: the container's bounds by default.
    /// Override it to show the view elsewhere; an animator reads it as the context's
    /// `finalFrame(for:)` of the presented controller.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// ``UIModalPresentationStyle/custom``.
    open var presentationStyle: UIModalPresentationStyle { .custom }

    /// The adaptive delegate (held weakly; kept, see ``UIAdaptivePresentationControllerDelegate``).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Whether the presentation covers the whole screen (true; kept for code that reads it).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation completes (false by
    /// default: it stays beneath).
    open var shouldRemovePresentersView: Bool { false }

    /// Called as the presentation starts, before its animations: add views of your own to the
    /// container and animate them with the presented controller's transition coordinator.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation completed (`true`) or was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called as the dismissal starts, before its animations.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal completed (`true`) or was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container view lays out its subviews (a place to set the presented
    /// view's frame).
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}

/// What a presentation controller asks about adapting and about dismissals the user makes
/// (`UIAdaptivePresentationControllerDelegate`). The facade neither adapts presentations (there is
/// one screen size) nor lets the user swipe a sheet away, so it never calls these methods: a
/// delegate set for them is kept, and code that sets one compiles and runs as on iOS. Every
/// method has a default, as UIKit's are optional.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to (the default: `.none`, no adaptation).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Whether the user may dismiss the presentation (the default: true).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Told before a dismissal the user makes (the default does nothing).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Told after a dismissal the user made (the default does nothing).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Told when the user tried to dismiss and was refused (the default does nothing).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `.none`: no adaptation.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    /// True.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The container view of a custom presentation: it tells its presentation controller when it
/// lays out its subviews.
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
