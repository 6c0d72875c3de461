import Foundation
import Kinema

/// How a presented controller is shown (UIKit's raw values). The facade shows every style full
/// window, over the presenter; `fullScreen` and `currentContext` also take the presenter's view
/// out of the window once the transition ends (and put it back when dismissing), as UIKit does.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view leaves the window.
    case fullScreen = 0
    /// A sheet (shown full window by the facade).
    case pageSheet = 1
    /// A form sheet (shown full window by the facade).
    case formSheet = 2
    /// Covers the presenter's context; its view leaves the window.
    case currentContext = 3
    /// A custom presentation (shown full window by the facade).
    case custom = 4
    /// Covers the screen; the presenter's view stays beneath.
    case overFullScreen = 5
    /// Covers the presenter's context; its view stays beneath.
    case overCurrentContext = 6
    /// A popover (shown full window by the facade).
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2
}

/// The animation of a presentation and its dismissal (UIKit's raw values).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The view slides up from the bottom edge (and back down when dismissed).
    case coverVertical = 0
    /// A flip (not supported: a cross-dissolve, logged).
    case flipHorizontal = 1
    /// The view fades in (and out when dismissed).
    case crossDissolve = 2
    /// A page curl (not supported: a cross-dissolve, logged).
    case partialCurl = 3
}

/// The style of the status bar (recorded only).
public enum UIStatusBarStyle: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

extension UIViewController {
    /// How long a presentation or dismissal transition takes: 0.3 s, ease-in-out *(decided)*.
    public static let transitionDuration: TimeInterval = 0.3

    /// `present(_:animated:completion:)`, as UIKit does it:
    /// - The presenter must show nothing yet and its view must be in the window; otherwise UIKit's
    ///   warning is logged and nothing happens. A controller already presented is UIKit's
    ///   exception (logged).
    /// - A ``UIModalPresentationStyle/custom`` presentation gets the transitioning delegate's
    ///   presentation controller, if it gives one: a container view over the whole window then
    ///   holds the presented view, at the presentation controller's frame.
    /// - The presented controller's view is loaded, told `viewWillAppear`, placed over the whole
    ///   window (above everything in it) or in the container, and laid out, without animation;
    ///   the presentation controller is told `presentationTransitionWillBegin()`.
    /// - Animated, the transition runs: a cross-dissolve fades the view in from alpha 0, a cover
    ///   slides it up from one window height below (a translation), each over
    ///   ``transitionDuration`` with the ease-in-out curve; the other styles fade, and are logged.
    ///   The transition coordinator's alongside animations join that block.
    /// - Then (at once when not animated): the coordinator's completions run, the presentation
    ///   controller is told `presentationTransitionDidEnd(true)`, a full-screen or
    ///   current-context presentation (or one whose presentation controller says
    ///   `shouldRemovePresentersView`) takes the presenter's view out of the window
    ///   (`viewWillDisappear` at the start, `viewDidDisappear` at the end), the presented
    ///   controller gets `viewDidAppear` and `completion` runs. Not animated, these run at the
    ///   current time after the calling code.
    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let runtime = viewIfLoaded?.runtime ?? UIKitRuntime.current
        if let current = presentedViewController {
            runtime.log(
                "Attempt to present <\(Self.name(of: presented))> on <\(Self.name(of: self))> which is already "
                    + "presenting <\(Self.name(of: current))>.")
            return
        }
        if let presenter = presented.presentingViewController {
            runtime.logException(
                "NSInvalidArgumentException",
                "Application tried to present modally a view controller "
                    + "<\(Self.name(of: presented))> that is already being presented by <\(Self.name(of: presenter))>.")
            return
        }
        guard let window = viewIfLoaded?.window else {
            runtime.log(
                "Attempt to present <\(Self.name(of: presented))> on <\(Self.name(of: self))> whose view is not "
                    + "in the window hierarchy.")
            return
        }
        presentedViewController = presented
        presented.presentingViewController = self
        presented.isBeingPresented = true
        let custom = presented.adoptPresentationController(presentedBy: self, in: window)
        let removesPresenter = presented.removesPresenterView
        let coordinator = TransitionCoordinator(
            TransitionParticipants(from: self, to: presented, presenter: self, managesPresenterView: removesPresenter),
            container: presented.transitionContainerView ?? window, animated: animated,
            style: presented.modalPresentationStyle, runtime: runtime)
        if removesPresenter { viewWillDisappear(animated) }
        presented.loadViewIfNeeded()
        presented.viewWillAppear(animated)
        custom?.presentationTransitionWillBegin()
        if animated,
            let animator = presented.transitioningDelegate?.animationController(
                forPresented: presented, presenting: self, source: self)
        {
            return presentWithAnimator(animator, presented, coordinator, in: window, runtime, completion)
        }
        let view: UIView = presented.view
        let host: UIView = presented.transitionContainerView ?? window
        runtime.scene.performWithoutAnimation {
            view.frame = custom?.frameOfPresentedViewInContainerView ?? window.bounds
            host.addSubview(view)
            presented.viewWillLayoutSubviews()
            host.setNeedsLayout()
            window.layoutIfNeeded()
            presented.viewDidLayoutSubviews()
        }
        let finish = { [weak self] in
            coordinator.end(completed: true)
            custom?.presentationTransitionDidEnd(true)
            presented.isBeingPresented = false
            if removesPresenter, let self, self.presentedViewController === presented {
                self.viewIfLoaded?.removeFromSuperview()
                self.viewDidDisappear(animated)
            }
            presented.viewDidAppear(animated)
            completion?()
        }
        guard animated else {
            coordinator.begin()
            runtime.afterCurrentCode(finish)
            return
        }
        let style = presented.transitionStyle(logIn: runtime)
        runtime.scene.performWithoutAnimation { style.hide(view, in: window) }
        runtime.runTransition {
            style.show(view)
            coordinator.begin(insideBlock: true)
        } completion: {
            finish()
        }
    }

    /// `dismiss(animated:completion:)`, as UIKit does it: the controller this one presents is
    /// dismissed, or this one when it presents nothing and was presented (nothing happens
    /// otherwise, and `completion` does not run). The dismissed controller gets
    /// `viewWillDisappear`; a presenter whose view left the window gets it back beneath (with
    /// `viewWillAppear`); a presentation controller is told `dismissalTransitionWillBegin()`;
    /// animated, the presentation's transition runs backwards (fade out, or slide down), with the
    /// coordinator's alongside animations. Then the coordinator's completions run, the
    /// presentation controller is told `dismissalTransitionDidEnd(true)`, the dismissed
    /// controller's view (and its container) leaves the window (its alpha and transform
    /// restored), it gets `viewDidDisappear`, the presenter `viewDidAppear` if its view came
    /// back, the two are unlinked and `completion` runs. A controller the dismissed one presents
    /// goes with it. Dismissing a controller already being dismissed does nothing.
    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentedViewController ?? (presentingViewController != nil ? self : nil),
            let presenter = presented.presentingViewController, !presented.isBeingDismissed
        else { return }
        let runtime = presented.viewIfLoaded?.runtime ?? UIKitRuntime.current
        presented.isBeingDismissed = true
        let custom = presented.customPresentationController
        let restoresPresenter = presented.removesPresenterView && presenter.viewIfLoaded?.window == nil
        let coordinator = TransitionCoordinator(
            TransitionParticipants(
                from: presented, to: presenter, presenter: presenter,
                managesPresenterView: presented.removesPresenterView),
            container: presented.transitionContainerView ?? presented.viewIfLoaded?.window ?? runtime.window,
            animated: animated, style: presented.modalPresentationStyle, runtime: runtime)
        presented.viewWillDisappear(animated)
        if restoresPresenter, let window = presented.viewIfLoaded?.window {
            presenter.viewWillAppear(animated)
            runtime.scene.performWithoutAnimation {
                presenter.view.frame = window.bounds
                window.insertSubview(
                    presenter.view, belowSubview: presented.transitionContainerView ?? presented.view)
                window.layoutIfNeeded()
            }
        }
        custom?.dismissalTransitionWillBegin()
        let finish = {
            var chain: [UIViewController] = []
            var node: UIViewController? = presented
            while let controller = node {
                chain.append(controller)
                node = controller.presentedViewController
            }
            for controller in chain.reversed() {
                guard let view = controller.viewIfLoaded else { continue }
                runtime.scene.performWithoutAnimation {
                    view.removeFromSuperview()
                    view.alpha = 1
                    view.transform = .identity
                    controller.leaveTransitionContainer(keeping: presenter.viewIfLoaded)
                }
            }
            presented.isBeingDismissed = false
            presented.viewDidDisappear(animated)
            if restoresPresenter { presenter.viewDidAppear(animated) }
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            completion?()
        }
        let complete = {
            coordinator.end(completed: true)
            custom?.dismissalTransitionDidEnd(true)
            finish()
        }
        guard animated, let view = presented.viewIfLoaded, let window = view.window else {
            coordinator.begin()
            runtime.afterCurrentCode(complete)
            return
        }
        if let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) {
            return dismissWithAnimator(
                animator, presented, coordinator, in: window, restoresPresenter: restoresPresenter, runtime,
                finish: finish)
        }
        let style = presented.transitionStyle(logIn: runtime)
        runtime.runTransition {
            style.hide(view, in: window)
            coordinator.begin(insideBlock: true)
        } completion: {
            complete()
        }
    }

    /// The transition the facade runs for ``modalTransitionStyle`` (unsupported styles logged).
    func transitionStyle(logIn runtime: UIKitRuntime) -> UIModalTransitionStyle {
        switch modalTransitionStyle {
        case .coverVertical, .crossDissolve:
            return modalTransitionStyle
        case .flipHorizontal, .partialCurl:
            runtime.log(
                "Kinema: UIModalTransitionStyle.\(modalTransitionStyle) is not supported yet; "
                    + "the transition is a cross-dissolve")
            return .crossDissolve
        }
    }

    /// A controller as UIKit names it in its messages: its class.
    static func name(of controller: UIViewController) -> String { String(describing: type(of: controller)) }
}

extension UIModalPresentationStyle {
    /// Whether the presenter's view leaves the window while presenting.
    var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }
}

extension UIModalTransitionStyle {
    /// The presented view as it is before it appears (or after it disappears).
    @MainActor
    func hide(_ view: UIView, in window: UIWindow?) {
        switch self {
        case .coverVertical:
            view.transform = CGAffineTransform(translationX: 0, y: window?.bounds.height ?? view.bounds.height)
        case .crossDissolve, .flipHorizontal, .partialCurl:
            view.alpha = 0
        }
    }

    /// The presented view as it is once it appeared.
    @MainActor
    func show(_ view: UIView) {
        switch self {
        case .coverVertical: view.transform = .identity
        case .crossDissolve, .flipHorizontal, .partialCurl: view.alpha = 1
        }
    }
}

extension UIKitRuntime {
    /// Animates `changes` over ``UIViewController/transitionDuration`` with the ease-in-out
    /// curve, then runs `completion` (with animations disabled, at once).
    func runTransition(_ changes: @escaping () -> Void, completion: @escaping () -> Void) {
        runBlock(duration: UIViewController.transitionDuration, completion: { _ in completion() }) { d, done in
            try scene.animate(
                withDuration: d, delay: 0, options: UIView.AnimationOptions.curveEaseInOut.kinema,
                animations: changes, completion: done)
        } immediate: {
            changes()
        }
    }

    /// Runs `body` at the current time, after the code running now (a later turn of UIKit's run loop).
    func afterCurrentCode(_ body: @escaping () -> Void) {
        complete({ _ in body() }, finished: true)
    }
}
