import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Interactive dismissals driven by `UIPercentDrivenInteractiveTransition`, as a swipe to
/// dismiss does: the animator's fade (linear, 0.4 s, alpha 1 - u at fraction u) stops at its
/// start, follows `update(_:)`, then runs to its end or back to its start.
@MainActor
final class InteractiveTransitionTests: XCTestCase {
    /// Fades the presented view in, or out when dismissing; a cancelled dismissal shows it again.
    final class FadeAnimator: UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var ended: [Bool] = []
        var context: (any UIViewControllerContextTransitioning)?
        init(presenting: Bool) { self.presenting = presenting }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        { 0.4 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
            let key: UITransitionContextViewKey = presenting ? .to : .from
            guard let moving = transitionContext.view(forKey: key) else { return XCTFail("no view") }
            if presenting {
                moving.alpha = 0
                transitionContext.containerView.addSubview(moving)
            }
            UIView.animate(
                withDuration: 0.4, delay: 0, options: .curveLinear,
                animations: { moving.alpha = self.presenting ? 1 : 0 },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled { moving.alpha = self.presenting ? 0 : 1 }
                    transitionContext.completeTransition(!cancelled)
                })
        }

        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let present = FadeAnimator(presenting: true), dismiss = FadeAnimator(presenting: false)
        let interaction = UIPercentDrivenInteractiveTransition()
        var interacting = false
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { present }
        func animationController(forDismissed dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        { dismiss }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interacting ? interaction : nil }
    }

    /// A presenter showing a presented controller (full screen), presented with the fade by
    /// 0.4 s; the dismissal then starts at 0.4 s, driven by hand.
    private func presentAndStartDismissing() throws -> (UIKitHarness, UIViewController, UIViewController, Delegate) {
        let harness = UIKitHarness()
        let presenter = UIViewController(), presented = UIViewController()
        harness.show(presenter)
        presented.modalPresentationStyle = .fullScreen
        let delegate = Delegate()
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        harness.advance(to: 0.4)
        XCTAssertEqual(delegate.present.ended, [true])
        delegate.interacting = true
        return (harness, presenter, presented, delegate)
    }

    private func opacity(_ view: UIView) -> Double { Double(view.layer.presentation()?.opacity ?? -1) }

    /// Drives presentations too.
    final class PresentingDelegate: UIViewControllerTransitioningDelegate {
        let present = FadeAnimator(presenting: true)
        let interaction = UIPercentDrivenInteractiveTransition()
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { present }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interaction }
    }

    /// A presentation that starts running (`wantsInteractiveStart` false): the fade in is at 0.25
    /// at 0.1 s, where `pause()` stops it; it stays there at 0.3 s, moves to 0.75 with
    /// `update(0.75)`, and `finish()` at 0.3 s ends it 0.1 s later, when the presentation
    /// completes.
    func testAPresentationStartedRunningThenPaused() async throws {
        let harness = UIKitHarness()
        let presenter = UIViewController(), presented = UIViewController()
        harness.show(presenter)
        presented.modalPresentationStyle = .fullScreen
        let delegate = PresentingDelegate()
        delegate.interaction.wantsInteractiveStart = false
        presented.transitioningDelegate = delegate
        var shown = false
        presenter.present(presented, animated: true) { shown = true }
        XCTAssertEqual(delegate.present.context?.isInteractive, true)
        harness.advance(to: 0.1)
        XCTAssertEqual(opacity(presented.view), 0.25, accuracy: 1e-9)
        delegate.interaction.pause()
        harness.advance(to: 0.3)
        XCTAssertEqual(opacity(presented.view), 0.25, accuracy: 1e-9)
        delegate.interaction.update(0.75)
        XCTAssertEqual(opacity(presented.view), 0.75, accuracy: 1e-9)
        delegate.interaction.finish()
        harness.advance(to: 0.35)
        XCTAssertEqual(opacity(presented.view), 0.875, accuracy: 1e-9)
        XCTAssertFalse(shown)
        harness.advance(to: 0.4)
        XCTAssertTrue(shown)
        XCTAssertEqual(delegate.present.ended, [true])
        XCTAssertEqual(presented.view.superview?.layer.speed, 1, "the container's clock is the window's again")
    }

    /// Stopped at the start until updated (alpha 1 at 0.6 s), then at a quarter (0.75) and at
    /// half (0.5) whatever the time; finished at 0.7 s it runs on from half: at 0.8 s three
    /// quarters (0.25), done at 0.9 s, when the dismissal completes.
    func testAFinishedDismissalRunsToItsEnd() async throws {
        let (harness, presenter, presented, delegate) = try presentAndStartDismissing()
        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        XCTAssertEqual(delegate.dismiss.context?.isInteractive, true)
        harness.advance(to: 0.6)
        XCTAssertEqual(opacity(presented.view), 1, accuracy: 1e-9)
        delegate.interaction.update(0.25)
        XCTAssertEqual(opacity(presented.view), 0.75, accuracy: 1e-9)
        XCTAssertEqual(delegate.interaction.percentComplete, 0.25)
        XCTAssertEqual(delegate.interaction.duration, 0.4)
        harness.advance(to: 0.7)
        delegate.interaction.update(0.5)
        XCTAssertEqual(opacity(presented.view), 0.5, accuracy: 1e-9)
        delegate.interaction.finish()
        harness.advance(to: 0.8)
        XCTAssertEqual(opacity(presented.view), 0.25, accuracy: 1e-9)
        XCTAssertFalse(dismissed)
        harness.advance(to: 0.9)
        XCTAssertTrue(dismissed)
        XCTAssertEqual(delegate.dismiss.ended, [true])
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertEqual(harness.window.subviews.map { $0 === presenter.view }, [true])
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Cancelled at half at 0.7 s with a completion speed of 2, the fade runs back twice as
    /// fast: at 0.75 s a quarter (alpha 0.75); back at the start at 0.8 s, where the animation
    /// stops, its completion sees the cancellation and the presented view stays (alpha 1 again,
    /// its container's clock the window's).
    func testACancelledDismissalRunsBackToItsStart() async throws {
        let (harness, presenter, presented, delegate) = try presentAndStartDismissing()
        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        delegate.interaction.completionSpeed = 2
        harness.advance(to: 0.7)
        delegate.interaction.update(0.5)
        delegate.interaction.cancel()
        XCTAssertEqual(delegate.dismiss.context?.transitionWasCancelled, true)
        harness.advance(to: 0.75)
        XCTAssertEqual(opacity(presented.view), 0.75, accuracy: 1e-9)
        harness.advance(to: 0.8)
        XCTAssertFalse(dismissed)
        XCTAssertEqual(delegate.dismiss.ended, [false])
        XCTAssertTrue(presenter.presentedViewController === presented)
        XCTAssertTrue(presented.view.window === harness.window)
        harness.advance(to: 0.9)
        XCTAssertEqual(opacity(presented.view), 1, accuracy: 1e-9)
        XCTAssertEqual(presented.view.superview?.layer.speed, 1)
        XCTAssertEqual(harness.diagnostics, [])
    }
}
