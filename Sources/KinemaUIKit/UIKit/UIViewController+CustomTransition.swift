import Foundation
import Kinema

/// Presentations and dismissals run by a transitioning delegate's objects: an animator, an
/// interaction controller, a presentation controller (see `UIViewController+Presentation.swift`
/// for the facade's own transitions).
extension UIViewController {
    /// Whether the presenter's view leaves the window while this controller is presented: the
    /// presentation controller's `shouldRemovePresentersView`, else true for the full-screen and
    /// current-context styles.
    var removesPresenterView: Bool {
        customPresentationController?.shouldRemovePresentersView ?? modalPresentationStyle.removesPresenterView
    }

    /// For a ``UIModalPresentationStyle/custom`` presentation, the transitioning delegate's
    /// presentation controller, if it gives one: it gets a container view over the whole window,
    /// on top of it, which will hold this controller's view (and tells it when it lays out).
    func adoptPresentationController(presentedBy presenter: UIViewController, in window: UIWindow)
        -> UIPresentationController?
    {
        guard modalPresentationStyle == .custom,
            let controller = transitioningDelegate?.presentationController(
                forPresented: self, presenting: presenter, source: presenter)
        else { return nil }
        if controller.presentedViewController !== self {
            UIKitRuntime.current.log(
                "Kinema: the presentation controller given for <\(Self.name(of: self))> presents "
                    + "<\(Self.name(of: controller.presentedViewController))>; it is used for this presentation")
        }
        controller.adopt(presenter: presenter)
        let container = PresentationContainerView(frame: window.bounds)
        container.kinemaView.name = "UITransitionView"
        container.presentationController = controller
        window.addSubview(container)
        controller.containerView = container
        transitionContainerView = container
        customPresentationController = controller
        return controller
    }

    /// A presentation run by an animator object: the presented view is left to the animator,
    /// which puts it in the context's container view (a view over the whole window, on top of
    /// it: the presentation controller's, when there is one); once the animator completes the
    /// transition, the presentation ends as the facade's own does (the coordinator's completions,
    /// `presentationTransitionDidEnd`, the presenter's view leaving a full-screen presentation,
    /// `viewDidAppear`, `completion`). Cancelled, the presentation is undone: the presented view
    /// and the container leave the window, the controllers are unlinked, `completion` does not run.
    func presentWithAnimator(
        _ animator: any UIViewControllerAnimatedTransitioning, _ presented: UIViewController,
        _ coordinator: TransitionCoordinator, in window: UIWindow, _ runtime: UIKitRuntime,
        _ completion: (() -> Void)?
    ) {
        let container = presented.transitionContainerView ?? Self.makeTransitionContainer(in: window)
        presented.transitionContainerView = container
        let removesPresenter = presented.removesPresenterView
        let custom = presented.customPresentationController
        let context = TransitionContext(
            container: container, coordinator: coordinator, presentationController: custom, runtime: runtime
        ) { [weak self] completed in
            coordinator.end(completed: completed)
            custom?.presentationTransitionDidEnd(completed)
            presented.isBeingPresented = false
            if completed {
                if removesPresenter, let self, self.presentedViewController === presented {
                    self.viewIfLoaded?.removeFromSuperview()
                    self.viewDidDisappear(true)
                }
                presented.viewDidAppear(true)
                completion?()
            } else {
                presented.viewWillDisappear(true)
                presented.viewIfLoaded?.removeFromSuperview()
                presented.leaveTransitionContainer(keeping: self?.viewIfLoaded)
                presented.viewDidDisappear(true)
                if let self {
                    self.presentedViewController = nil
                    if removesPresenter {
                        self.viewWillAppear(true)
                        self.viewDidAppear(true)
                    }
                }
                presented.presentingViewController = nil
            }
            animator.animationEnded(completed)
        }
        context.start(
            animator,
            interaction: presented.transitioningDelegate?.interactionControllerForPresentation(using: animator))
    }

    /// A dismissal run by an animator object, in the container view the presentation used (or a
    /// new one). Completed, it ends with `finish`; cancelled, the presented controller stays (and
    /// a presenter's view brought back leaves the window again).
    func dismissWithAnimator(
        _ animator: any UIViewControllerAnimatedTransitioning, _ presented: UIViewController,
        _ coordinator: TransitionCoordinator, in window: UIWindow, restoresPresenter: Bool, _ runtime: UIKitRuntime,
        finish: @escaping () -> Void
    ) {
        guard let presenter = presented.presentingViewController else { return }
        let container = presented.transitionContainerView ?? Self.makeTransitionContainer(in: window)
        presented.transitionContainerView = container
        let custom = presented.customPresentationController
        let context = TransitionContext(
            container: container, coordinator: coordinator, presentationController: custom, runtime: runtime
        ) { completed in
            coordinator.end(completed: completed)
            custom?.dismissalTransitionDidEnd(completed)
            if completed {
                finish()
            } else {
                presented.isBeingDismissed = false
                if restoresPresenter {
                    presenter.viewIfLoaded?.removeFromSuperview()
                    presenter.viewDidDisappear(true)
                }
                presented.viewDidAppear(true)
            }
            animator.animationEnded(completed)
        }
        context.start(
            animator,
            interaction: presented.transitioningDelegate?.interactionControllerForDismissal(using: animator))
    }

    /// A container view for an animator: over the whole window, on top of it, named as UIKit's.
    static func makeTransitionContainer(in window: UIWindow) -> UIView {
        let container = UIView(frame: window.bounds)
        container.kinemaView.name = "UITransitionView"
        window.addSubview(container)
        return container
    }

    /// Takes the container view out of the window, putting `keeping` (the presenter's view,
    /// which an animator may have moved into it) back in the window where the container was; a
    /// presentation controller is done with it.
    func leaveTransitionContainer(keeping view: UIView?) {
        if let controller = customPresentationController {
            controller.containerView = nil
            customPresentationController = nil
        }
        guard let container = transitionContainerView else { return }
        transitionContainerView = nil
        if let view, view.superview === container, let window = container.superview {
            window.insertSubview(view, belowSubview: container)
        }
        container.removeFromSuperview()
    }
}
