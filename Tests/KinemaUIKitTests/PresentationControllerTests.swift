import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Custom presentations with a `UIPresentationController` (a half sheet over a dimming view, as
/// tutorials write it) and the transition coordinator's alongside animations. The window is
/// 375 x 667; the facade's transitions take 0.3 s with UIKit's ease-in-out curve,
/// cubic-bezier(0.42, 0, 0.58, 1), which is symmetric about (0.5, 0.5): half way in time is half
/// way in value.
@MainActor
final class PresentationControllerTests: XCTestCase {
    /// Shows the presented view on the lower half of the container, over a dimming view that
    /// fades in and out alongside the transition; logs its calls.
    final class HalfSheet: UIPresentationController {
        let dimming = UIView()
        var log: [String] = []
        var removesPresenter = false

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }

        override var shouldRemovePresentersView: Bool { removesPresenter }

        override func presentationTransitionWillBegin() {
            log.append("presentationWillBegin")
            dimming.frame = containerView?.bounds ?? .zero
            dimming.alpha = 0
            containerView?.insertSubview(dimming, at: 0)
            let queued = presentedViewController.transitionCoordinator?.animate(
                alongsideTransition: { _ in self.dimming.alpha = 1 },
                completion: { context in self.log.append("alongside done, cancelled \(context.isCancelled)") })
            XCTAssertEqual(queued, true)
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            log.append("presentationDidEnd \(completed)")
        }

        override func dismissalTransitionWillBegin() {
            log.append("dismissalWillBegin")
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalDidEnd \(completed)") }

        override func containerViewWillLayoutSubviews() {
            log.append("willLayout")
            presentedView?.frame = frameOfPresentedViewInContainerView
        }

        override func containerViewDidLayoutSubviews() { log.append("didLayout") }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        var sheet: HalfSheet?
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interaction: UIPercentDrivenInteractiveTransition?
        var removesPresenter = false
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let made = HalfSheet(presentedViewController: presented, presenting: presenting)
            made.removesPresenter = removesPresenter
            sheet = made
            return made
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func animationController(forDismissed dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        { animator }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interaction }
    }

    private func setUp(style: UIModalPresentationStyle = .custom)
        -> (UIKitHarness, UIViewController, UIViewController, Delegate)
    {
        let harness = UIKitHarness()
        let presenter = UIViewController(), presented = UIViewController()
        harness.show(presenter)
        presented.modalPresentationStyle = style
        let delegate = Delegate()
        presented.transitioningDelegate = delegate
        return (harness, presenter, presented, delegate)
    }

    private func opacity(_ view: UIView) -> Double { Double(view.layer.presentation()?.opacity ?? -1) }

    /// The facade's cover slides the sheet up into the lower half of the container (y 333.5,
    /// 375 x 333.5), from one window height below (ty 667, then 333.5 half way); the dimming view
    /// fades in alongside (0.5 half way). Dismissed, both run back and the container leaves.
    func testAHalfSheetSlidesUpOverAFadingDimmingView() async throws {
        let (harness, presenter, presented, delegate) = setUp()
        var shown = false
        presenter.present(presented, animated: true) { shown = true }
        let sheet = try XCTUnwrap(delegate.sheet)
        XCTAssertTrue(presented.presentationController === sheet)
        final class Adaptive: UIAdaptivePresentationControllerDelegate {}
        let adaptive = Adaptive()
        presented.presentationController?.delegate = adaptive
        XCTAssertTrue(sheet.delegate === adaptive, "kept")
        XCTAssertEqual(adaptive.adaptivePresentationStyle(for: sheet), .none)
        XCTAssertTrue(sheet.presentingViewController === presenter)
        let container = try XCTUnwrap(sheet.containerView)
        XCTAssertTrue(container.superview === harness.window)
        XCTAssertTrue(harness.window.subviews.last === container, "on top of the window")
        XCTAssertEqual(container.frame, harness.window.bounds)
        XCTAssertTrue(container.subviews.first === sheet.dimming)
        XCTAssertTrue(presented.view.superview === container)
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
        XCTAssertNotNil(presenter.transitionCoordinator)
        XCTAssertTrue(presented.transitionCoordinator === presenter.transitionCoordinator)
        XCTAssertEqual(presented.transitionCoordinator?.presentationStyle, .custom)
        XCTAssertTrue(presented.transitionCoordinator?.containerView === container)
        XCTAssertEqual(try XCTUnwrap(presented.view.layer.presentation()).affineTransform().ty, 667)
        harness.advance(to: 0.15)
        XCTAssertEqual(opacity(sheet.dimming), 0.5, accuracy: 1e-6)
        XCTAssertEqual(
            Double(try XCTUnwrap(presented.view.layer.presentation()).affineTransform().ty), 333.5, accuracy: 1e-6)
        XCTAssertEqual(Double(presented.transitionCoordinator?.percentComplete ?? -1), 0.5, accuracy: 1e-9)
        XCTAssertFalse(shown)
        harness.advance(to: 0.3)
        XCTAssertTrue(shown)
        XCTAssertEqual(
            sheet.log,
            [
                "presentationWillBegin", "willLayout", "didLayout", "alongside done, cancelled false",
                "presentationDidEnd true"
            ])
        XCTAssertNil(presented.transitionCoordinator)
        XCTAssertNil(presenter.transitionCoordinator)
        XCTAssertTrue(presenter.view.window === harness.window, "the presenter's view stays beneath")

        sheet.log = []
        var gone = false
        presented.dismiss(animated: true) { gone = true }
        harness.advance(to: 0.45)
        XCTAssertEqual(opacity(sheet.dimming), 0.5, accuracy: 1e-6)
        XCTAssertEqual(
            Double(try XCTUnwrap(presented.view.layer.presentation()).affineTransform().ty), 333.5, accuracy: 1e-6)
        harness.advance(to: 0.6)
        XCTAssertTrue(gone)
        XCTAssertEqual(sheet.log, ["dismissalWillBegin", "dismissalDidEnd true"])
        XCTAssertNil(container.superview)
        XCTAssertNil(sheet.containerView)
        XCTAssertNil(presented.presentationController)
        XCTAssertNil(presented.view.superview)
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Slides the presented view in from the right to the context's final frame, which is the
    /// presentation controller's frame, in the presentation controller's container.
    final class SlideAnimator: UIViewControllerAnimatedTransitioning {
        var finalFrame = CGRect.null
        var container: UIView?
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        { 0.5 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            container = transitionContext.containerView
            if let to = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to) {
                finalFrame = transitionContext.finalFrame(for: to)
                view.frame = finalFrame.offsetBy(dx: finalFrame.width, dy: 0)
                transitionContext.containerView.addSubview(view)
                UIView.animate(
                    withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.frame = self.finalFrame },
                    completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
                )
            } else if let view = transitionContext.view(forKey: .from) {
                UIView.animate(
                    withDuration: 0.5, delay: 0, options: .curveLinear,
                    animations: { view.frame.origin.x = view.frame.width },
                    completion: { _ in
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    })
            }
        }
    }

    /// An animator works in the presentation controller's container and reads its frame as the
    /// final frame (y 333.5); the alongside fade takes the animator's 0.5 s (half, 0.5, at
    /// 0.25 s). A dismissal driven by hand and cancelled tells the coordinator's interaction
    /// handler and the presentation controller (`dismissalTransitionDidEnd(false)`), and the
    /// sheet and its container stay.
    func testAnAnimatorUsesTheContainerAndFrameAndACancelledDismissalKeepsThem() async throws {
        let (harness, presenter, presented, delegate) = setUp()
        let animator = SlideAnimator()
        delegate.animator = animator
        presenter.present(presented, animated: true)
        let sheet = try XCTUnwrap(delegate.sheet)
        XCTAssertTrue(animator.container === sheet.containerView)
        XCTAssertEqual(animator.finalFrame, CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
        XCTAssertEqual(presented.transitionCoordinator?.transitionDuration, 0.5)
        harness.advance(to: 0.25)
        XCTAssertEqual(opacity(sheet.dimming), 0.5, accuracy: 1e-6)
        XCTAssertEqual(Double(try XCTUnwrap(presented.view.layer.presentation()).frame.minX), 187.5, accuracy: 1e-9)
        harness.advance(to: 0.5)
        XCTAssertEqual(sheet.log.last, "presentationDidEnd true")

        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        sheet.log = []
        presented.dismiss(animated: true)
        let coordinator = try XCTUnwrap(presented.transitionCoordinator)
        XCTAssertTrue(coordinator.initiallyInteractive)
        XCTAssertTrue(coordinator.isInteractive)
        var changes: [Bool] = []
        coordinator.notifyWhenInteractionChanges { context in changes.append(context.isCancelled) }
        interaction.update(0.5)
        XCTAssertEqual(coordinator.percentComplete, 0.5)
        XCTAssertEqual(opacity(sheet.dimming), 0.5, accuracy: 1e-6, "the dimming view is in the stopped container")
        interaction.cancel()
        XCTAssertEqual(changes, [true])
        XCTAssertFalse(coordinator.isInteractive)
        harness.advance(to: 1.0)
        XCTAssertEqual(sheet.log, ["dismissalWillBegin", "dismissalDidEnd false"])
        XCTAssertTrue(sheet.containerView?.window === harness.window)
        XCTAssertTrue(presented.presentationController === sheet)
        XCTAssertTrue(presenter.presentedViewController === presented)
        XCTAssertNil(presented.transitionCoordinator)
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Without animation the alongside blocks run at once (the dimming view's alpha is 1 at
    /// time 0, with no animation) and the rest after the calling code; a presentation controller
    /// that removes the presenter's view takes it out of the window.
    func testWithoutAnimationTheAlongsideBlocksRunAtOnce() async throws {
        let (harness, presenter, presented, delegate) = setUp()
        var coordinatorWasAnimated: Bool?
        presenter.present(presented, animated: false)
        let sheet = try XCTUnwrap(delegate.sheet)
        coordinatorWasAnimated = presented.transitionCoordinator?.isAnimated
        XCTAssertEqual(coordinatorWasAnimated, false)
        XCTAssertEqual(sheet.dimming.alpha, 1)
        XCTAssertEqual(opacity(sheet.dimming), 1, accuracy: 1e-9)
        XCTAssertEqual(sheet.log, ["presentationWillBegin", "willLayout", "didLayout"])
        harness.advance(to: 0)
        XCTAssertEqual(sheet.log.suffix(2), ["alongside done, cancelled false", "presentationDidEnd true"])
        XCTAssertNil(presented.transitionCoordinator)
        XCTAssertEqual(presented.transitionCoordinator?.animate(alongsideTransition: { _ in }), nil)

        let (harness2, presenter2, presented2, delegate2) = setUp()
        presenter2.present(presented2, animated: false)
        XCTAssertTrue(presenter2.view.window === harness2.window)
        presented2.dismiss(animated: false)
        harness2.advance(to: 0)
        delegate2.removesPresenter = true
        presenter2.present(presented2, animated: false)
        harness2.advance(to: 0)
        XCTAssertNil(presenter2.view.window, "the presentation controller removes the presenter's view")
        XCTAssertEqual(harness.diagnostics + harness2.diagnostics, [])
    }

    /// The facade's own presentations have a coordinator too: a presenter's view shrinks
    /// alongside a cross-dissolve (scale 0.9 at the end, 0.95 half way), and a block added once the
    /// transition's animations run gets the time left (0.15 s from 0.15 s: alpha 0.5 of the way
    /// at 0.225 s); after the end, blocks are refused.
    func testTheFacadesOwnTransitionsCoordinateToo() async throws {
        let (harness, presenter, presented, _) = setUp(style: .overFullScreen)
        presented.modalTransitionStyle = .crossDissolve
        presenter.present(presented, animated: true)
        XCTAssertNil(presented.presentationController, "not a custom presentation")
        let coordinator = try XCTUnwrap(presenter.transitionCoordinator)
        XCTAssertTrue(coordinator.containerView === harness.window)
        XCTAssertTrue(coordinator.view(forKey: .to) === presented.view)
        XCTAssertNil(coordinator.view(forKey: .from), "the presenter's view stays where it is")
        coordinator.animate(alongsideTransition: { _ in
            presenter.view.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        })
        harness.advance(to: 0.15)
        XCTAssertEqual(
            Double(try XCTUnwrap(presenter.view.layer.presentation()).affineTransform().a), 0.95, accuracy: 1e-6)
        let badge = UIView()
        badge.alpha = 0
        harness.window.addSubview(badge)
        XCTAssertTrue(coordinator.animate(alongsideTransition: { _ in badge.alpha = 1 }, completion: nil))
        harness.advance(to: 0.225)
        XCTAssertEqual(opacity(badge), 0.5, accuracy: 1e-6)
        harness.advance(to: 0.3)
        XCTAssertEqual(presenter.view.transform.a, 0.9)
        XCTAssertFalse(coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil))
        XCTAssertEqual(badge.alpha, 1)
        XCTAssertEqual(harness.diagnostics, [])
    }
}
