import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Custom presentation animations: a transitioning delegate's animator runs the transition in
/// the context's container view, and the presentation ends when it calls `completeTransition`.
/// The animators here fade over 0.4 s with the linear curve, so at time t in, alpha is t / 0.4.
@MainActor
final class CustomTransitionTests: XCTestCase {
    /// Fades the `to` view in when presenting, the `from` view out when dismissing, as the
    /// usual tutorial animator does; records what the context said.
    final class FadeAnimator: UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var cancels = false
        var ended: [Bool] = []
        var seen: (from: UIView?, to: UIView?, container: UIView?, initial: CGRect, final: CGRect)?
        var context: (any UIViewControllerContextTransitioning)?
        init(presenting: Bool) { self.presenting = presenting }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        { 0.4 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
            let container = transitionContext.containerView
            let from = transitionContext.view(forKey: .from), to = transitionContext.view(forKey: .to)
            let toController = transitionContext.viewController(forKey: .to)!
            seen = (
                from, to, container, transitionContext.initialFrame(for: toController),
                transitionContext.finalFrame(for: toController)
            )
            if cancels { return transitionContext.completeTransition(false) }
            let moving: UIView
            if presenting {
                guard let to else { return XCTFail("no to view") }
                to.frame = transitionContext.finalFrame(for: toController)
                to.alpha = 0
                container.addSubview(to)
                moving = to
            } else {
                guard let from = transitionContext.view(forKey: .from) else { return XCTFail("no from view") }
                moving = from
            }
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                animations: { moving.alpha = self.presenting ? 1 : 0 },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }

        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let present = FadeAnimator(presenting: true), dismiss = FadeAnimator(presenting: false)
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { present }
        func animationController(forDismissed dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        { dismiss }
    }

    private func names(_ harness: UIKitHarness) -> [String] { harness.window.subviews.map(\.kinemaView.name) }

    func testAFullScreenPresentationRunsTheAnimatorBothWays() async throws {
        let harness = UIKitHarness()
        let presenter = LoggedController(), presented = LoggedController()
        harness.show(presenter)
        presenter.log = []
        presented.modalPresentationStyle = .fullScreen
        presented.view.accessibilityIdentifier = "presented"
        presenter.view.accessibilityIdentifier = "presenter"
        let delegate = Delegate()
        presented.transitioningDelegate = delegate
        var completions: [String] = []
        presenter.present(presented, animated: true) { completions.append("presented") }
        let seen = try XCTUnwrap(delegate.present.seen)
        XCTAssertTrue(seen.from === presenter.view)
        XCTAssertTrue(seen.to === presented.view)
        XCTAssertEqual(seen.initial, .zero)
        XCTAssertEqual(seen.final, harness.window.bounds)
        XCTAssertEqual(names(harness), ["presenter", "UITransitionView"])
        XCTAssertTrue(presented.view.superview === seen.container)
        XCTAssertEqual(presenter.log, ["willDisappear"])
        XCTAssertEqual(presented.log, ["willAppear"])
        harness.advance(to: 0.2)
        XCTAssertEqual(Double(presented.view.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 1e-6)
        XCTAssertTrue(presented.isBeingPresented)
        harness.advance(to: 0.4)
        XCTAssertEqual(completions, ["presented"])
        XCTAssertEqual(delegate.present.ended, [true])
        XCTAssertEqual(names(harness), ["UITransitionView"]) // the presenter's view left
        XCTAssertEqual(presenter.log, ["willDisappear", "didDisappear"])
        XCTAssertEqual(presented.log, ["willAppear", "didAppear"])
        XCTAssertFalse(presented.isBeingPresented)

        presented.dismiss(animated: true) { completions.append("dismissed") }
        // The presenter's view is back, below the container, before the animator runs.
        XCTAssertEqual(names(harness), ["presenter", "UITransitionView"])
        let back = try XCTUnwrap(delegate.dismiss.seen)
        XCTAssertTrue(back.from === presented.view)
        XCTAssertTrue(back.to === presenter.view)
        harness.advance(to: 0.5) // 0.1 s in: 1 - 0.1 / 0.4
        XCTAssertEqual(Double(presented.view.layer.presentation()?.opacity ?? -1), 0.75, accuracy: 1e-6)
        harness.advance(to: 0.8)
        XCTAssertEqual(completions, ["presented", "dismissed"])
        XCTAssertEqual(names(harness), ["presenter"])
        XCTAssertNil(presented.view.superview)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertEqual(delegate.dismiss.ended, [true])
        XCTAssertEqual(presenter.log, ["willDisappear", "didDisappear", "willAppear", "didAppear"])
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// A custom-style presentation leaves the presenter's view where it is: the context gives no
    /// view for the presenter's side, both ways.
    func testACustomStyleKeepsThePresenterOutOfTheTransition() async throws {
        let harness = UIKitHarness()
        let presenter = UIViewController(), presented = UIViewController()
        harness.show(presenter)
        presented.modalPresentationStyle = .custom
        let delegate = Delegate()
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        XCTAssertNil(delegate.present.seen?.from)
        XCTAssertTrue(delegate.present.seen?.to === presented.view)
        harness.advance(to: 0.4)
        XCTAssertTrue(presenter.view.window === harness.window)
        presenter.dismiss(animated: true)
        XCTAssertTrue(delegate.dismiss.seen?.from === presented.view)
        XCTAssertNil(delegate.dismiss.seen?.to)
        harness.advance(to: 0.8)
        XCTAssertNil(presented.view.window)
        XCTAssertEqual(harness.window.subviews.count, 1)
    }

    /// An animator that cancels: the presentation is undone and its completion does not run;
    /// a second `completeTransition` is logged.
    func testACancelledPresentationIsUndone() async throws {
        let harness = UIKitHarness()
        let presenter = LoggedController(), presented = LoggedController()
        harness.show(presenter)
        presenter.log = []
        presented.modalPresentationStyle = .fullScreen
        let delegate = Delegate()
        delegate.present.cancels = true
        presented.transitioningDelegate = delegate
        var ran = false
        presenter.present(presented, animated: true) { ran = true }
        harness.advance(to: 1)
        XCTAssertFalse(ran)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
        XCTAssertEqual(harness.window.subviews, [presenter.view])
        XCTAssertEqual(delegate.present.ended, [false])
        XCTAssertEqual(presenter.log, ["willDisappear", "willAppear", "didAppear"])
        XCTAssertEqual(presented.log, ["willAppear", "willDisappear", "didDisappear"])
        XCTAssertFalse(presented.isBeingPresented)
        XCTAssertEqual(delegate.present.context?.transitionWasCancelled, true)
        XCTAssertEqual(harness.diagnostics, [])
        delegate.present.context?.completeTransition(true)
        XCTAssertEqual(harness.diagnostics.count, 1)
        XCTAssertNil(presenter.presentedViewController)
    }

    /// Without animation the animator is not asked.
    func testPresentingWithoutAnimationUsesNoAnimator() async {
        let harness = UIKitHarness()
        let presenter = UIViewController(), presented = UIViewController()
        harness.show(presenter)
        let delegate = Delegate()
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: false)
        harness.advance(to: 0.1)
        XCTAssertNil(delegate.present.seen)
        XCTAssertTrue(presented.view.superview === harness.window)
    }
}
