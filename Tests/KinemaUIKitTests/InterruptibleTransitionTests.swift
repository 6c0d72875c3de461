import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Interactive dismissals whose animator gives a `UIViewPropertyAnimator` through
/// `interruptibleAnimator(using:)`: `UIPercentDrivenInteractiveTransition` drives that animator
/// (linear, 0.4 s, alpha 1 - u at fraction u) rather than the container's clock.
@MainActor
final class InterruptibleTransitionTests: XCTestCase {
    /// Fades the presented view out with one property animator, made on first request (as the
    /// usual implementation does) and started by `animateTransition(using:)`.
    final class PropertyFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var animator: UIViewPropertyAnimator?
        var ended: [Bool] = []
        var positions: [UIViewAnimatingPosition] = []
        var context: (any UIViewControllerContextTransitioning)?

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        { 0.4 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }

        func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
            -> any UIViewImplicitlyAnimating
        {
            if let animator { return animator }
            context = transitionContext
            let moving = transitionContext.view(forKey: .from)
            let made = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { moving?.alpha = 0 }
            made.addCompletion { position in
                self.positions.append(position)
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            animator = made
            return made
        }

        func animationEnded(_ transitionCompleted: Bool) {
            ended.append(transitionCompleted)
            animator = nil
        }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let dismiss = PropertyFadeAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        func animationController(forDismissed dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        { dismiss }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interaction }
    }

    /// A presenter showing a presented controller (full screen, presented without animation);
    /// the interactive dismissal starts at 0.5 s.
    private func startDismissing() -> (UIKitHarness, UIViewController, UIViewController, Delegate, () -> Bool) {
        let harness = UIKitHarness()
        let presenter = UIViewController(), presented = UIViewController()
        harness.show(presenter)
        presented.modalPresentationStyle = .fullScreen
        let delegate = Delegate()
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: false)
        harness.advance(to: 0.5)
        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        return (harness, presenter, presented, delegate, { dismissed })
    }

    private func opacity(_ view: UIView) -> Double { Double(view.layer.presentation()?.opacity ?? -1) }

    /// Paused at its start (alpha 1 at 0.6 s though started at 0.5 s), scrubbed to a quarter
    /// (0.75) and half (0.5); finished at 0.7 s, half the duration is left, 0.2 s: three quarters
    /// (alpha 0.25) at 0.8 s, done at 0.9 s, when the animator's completion (at `.end`) completes
    /// the dismissal.
    func testAFinishedDismissalRunsTheAnimatorToItsEnd() async throws {
        let (harness, presenter, presented, delegate, dismissed) = startDismissing()
        let animator = try XCTUnwrap(delegate.dismiss.animator)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(delegate.dismiss.context?.isInteractive, true)
        harness.advance(to: 0.6)
        XCTAssertEqual(opacity(presented.view), 1, accuracy: 1e-9)
        delegate.interaction.update(0.25)
        XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-12)
        XCTAssertEqual(opacity(presented.view), 0.75, accuracy: 1e-9)
        harness.advance(to: 0.7)
        delegate.interaction.update(0.5)
        XCTAssertEqual(opacity(presented.view), 0.5, accuracy: 1e-9)
        delegate.interaction.finish()
        XCTAssertTrue(animator.isRunning)
        harness.advance(to: 0.8)
        XCTAssertEqual(opacity(presented.view), 0.25, accuracy: 1e-9)
        XCTAssertFalse(dismissed())
        harness.advance(to: 0.9)
        XCTAssertTrue(dismissed())
        XCTAssertEqual(delegate.dismiss.positions, [.end])
        XCTAssertEqual(delegate.dismiss.ended, [true])
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Cancelled at half at 0.7 s with a completion speed of 2: the animator is reversed and
    /// runs back over half its duration divided by 2, 0.1 s: alpha 0.75 at 0.75 s; at 0.8 s it
    /// completes at `.start`, the dismissal is cancelled and the presented view stays, at alpha 1.
    func testACancelledDismissalReversesTheAnimator() async throws {
        let (harness, presenter, presented, delegate, dismissed) = startDismissing()
        delegate.interaction.completionSpeed = 2
        harness.advance(to: 0.7)
        delegate.interaction.update(0.5)
        delegate.interaction.cancel()
        XCTAssertEqual(delegate.dismiss.animator?.isReversed, true)
        XCTAssertEqual(delegate.dismiss.context?.transitionWasCancelled, true)
        harness.advance(to: 0.75)
        XCTAssertEqual(opacity(presented.view), 0.75, accuracy: 1e-9)
        harness.advance(to: 0.8)
        XCTAssertEqual(delegate.dismiss.positions, [.start])
        XCTAssertEqual(delegate.dismiss.ended, [false])
        XCTAssertFalse(dismissed())
        XCTAssertTrue(presenter.presentedViewController === presented)
        XCTAssertTrue(presented.view.window === harness.window)
        XCTAssertEqual(opacity(presented.view), 1, accuracy: 1e-9)
        XCTAssertEqual(presented.view.superview?.layer.speed, 1)
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Started running (`wantsInteractiveStart` false), the animator is at a quarter at 0.6 s;
    /// `pause()` stops it there, and an update while it runs pauses it first.
    func testAnAnimatorStartedRunningIsPausedByPauseAndUpdate() async throws {
        let (harness, _, presented, delegate, _) = {
            let harness = UIKitHarness()
            let presenter = UIViewController(), presented = UIViewController()
            harness.show(presenter)
            let delegate = Delegate()
            delegate.interaction.wantsInteractiveStart = false
            presented.transitioningDelegate = delegate
            presenter.present(presented, animated: false)
            harness.advance(to: 0.5)
            presented.dismiss(animated: true)
            return (harness, presenter, presented, delegate, ())
        }()
        let animator = try XCTUnwrap(delegate.dismiss.animator)
        XCTAssertTrue(animator.isRunning)
        harness.advance(to: 0.6)
        XCTAssertEqual(opacity(presented.view), 0.75, accuracy: 1e-9)
        delegate.interaction.pause()
        harness.advance(to: 0.7)
        XCTAssertEqual(opacity(presented.view), 0.75, accuracy: 1e-9)
        animator.startAnimation()
        harness.advance(to: 0.74)
        delegate.interaction.update(0.6)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(opacity(presented.view), 0.4, accuracy: 1e-6, "opacity is a Float")
    }

    /// An animator without `interruptibleAnimator(using:)` answers with one that runs nothing:
    /// inactive, and the first call made on it is logged.
    func testTheDefaultInterruptibleAnimatorRunsNothing() async throws {
        final class Plain: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            { 0.3 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let stand = interruptibleAnimator(using: transitionContext)
                XCTAssertEqual(stand.state, .inactive)
                stand.startAnimation()
                stand.fractionComplete = 0.5
                XCTAssertEqual(stand.fractionComplete, 0)
                transitionContext.completeTransition(true)
            }
        }
        final class PlainDelegate: UIViewControllerTransitioningDelegate {
            let plain = Plain()
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? { plain }
        }
        let harness = UIKitHarness()
        let presenter = UIViewController(), presented = UIViewController()
        harness.show(presenter)
        let delegate = PlainDelegate()
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        XCTAssertEqual(
            harness.diagnostics,
            [
                "Kinema: startAnimation() was called on the animator of a transition whose animator does not "
                    + "implement interruptibleAnimator(using:); the call is ignored"
            ])
    }
}
