import KinemaDerivations
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// UIViewPropertyAnimator through the facade: positions from the timing curves and springs of
/// KinemaDerivations, the state machine, and misuse recorded as UIKit treats it.
@MainActor
final class UIViewPropertyAnimatorTests: XCTestCase {
    private func shownX(_ view: UIView) -> Double { Double(view.layer.presentation()?.position.x ?? .nan) }

    /// The engine solves a Bezier curve's x to 1e-7 (as WebKit's solver does) and the curves here
    /// climb at most 2 per unit of x near the sampled points, so a progress is good to 2e-7 and a
    /// position over a 100 pt path to 2e-5.
    private let curveAccuracy = 2e-5

    /// Scrub to 0.6, turn around, continue: the way back spans the remaining (1 - 0.4) * 1 s = 0.6 s
    /// with the animator's easeInOut over that span, from position 0.6 to 0, so 0.15 s in the
    /// view shows x = 50 + 100 (0.6 - 0.6 easeInOut(0.25)); the completion reports `.start` at
    /// 0.6 s and the model value is back at the start value, 50.
    func testAScrubbedReversedAnimatorFinishesAtTheStart() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        animator.fractionComplete = 0.6
        XCTAssertEqual(shownX(view), 50 + 100 * 0.6, accuracy: 1e-9, "scrubbing is linear by default")
        animator.isReversed = true
        XCTAssertEqual(Double(animator.fractionComplete), 1 - 0.6, accuracy: 1e-12, "counted from the end")
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        XCTAssertTrue(animator.isRunning)
        harness.advance(to: 0.15)
        XCTAssertEqual(
            shownX(view), 50 + 100 * (0.6 - 0.6 * Derivation.easeInOut(0.25)),
            accuracy: curveAccuracy)
        harness.advance(to: 0.59)
        XCTAssertEqual(positions, [])
        harness.advance(to: 0.6)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center.x, 50, "finished at the start values")
        XCTAssertEqual(shownX(view), 50)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// fractionComplete counts in the current direction: scrubbed to 0.25 and reversed it reads
    /// 0.75 and still shows 75; set to 0.25 while reversed it shows position 0.75 (x 125).
    /// Without linear scrubbing a paused easeIn animator shows the curve: 50 + 100 easeIn(0.3).
    func testFractionCompleteAndIsReversed() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { view.center.x = 150 }
        XCTAssertEqual(animator.state, .inactive)
        animator.fractionComplete = 0.25
        XCTAssertEqual(animator.state, .active, "setting the fraction activates a paused animator")
        XCTAssertEqual(shownX(view), 75, accuracy: 1e-9)
        animator.isReversed = true
        XCTAssertEqual(Double(animator.fractionComplete), 0.75, accuracy: 1e-12)
        XCTAssertEqual(shownX(view), 75, accuracy: 1e-9, "turning a paused animator around moves nothing")
        animator.fractionComplete = 0.25
        XCTAssertEqual(shownX(view), 125, accuracy: 1e-9)
        animator.fractionComplete = 7
        XCTAssertEqual(shownX(view), 50, accuracy: 1e-9, "clamped to 1 in the reversed direction: the start")

        let other = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        harness.window.addSubview(other)
        let curved = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { other.center.x = 150 }
        curved.scrubsLinearly = false
        curved.fractionComplete = 0.3
        XCTAssertEqual(shownX(other), 50 + 100 * Derivation.easeIn(0.3), accuracy: curveAccuracy)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// UIKit's duration-based spring (d 0.5, ratio 0.5): 50 + 100 q(0.25), q solved as UIKit
    /// solves it; a physical spring (k 100, c 10) lasts its settling duration and shows
    /// 50 + 100 q(0.2) with q the closed form for w0 = 10, zeta = 0.5.
    func testSpringAnimators() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5) { view.center.x = 150 }
        animator.startAnimation()
        harness.advance(to: 0.25)
        XCTAssertEqual(
            shownX(view), 50 + 100 * Derivation.uikitSpringProgress(0.25, duration: 0.5, dampingRatio: 0.5),
            accuracy: 1e-9)

        let other = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        harness.window.addSubview(other)
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        let physical = UIViewPropertyAnimator(duration: 99, timingParameters: spring)
        XCTAssertEqual(physical.duration, Derivation.settlingDuration(stiffness: 100, damping: 10), accuracy: 1e-9)
        XCTAssertTrue(physical.timingParameters === spring)
        physical.addAnimations { other.center.x = 150 }
        physical.startAnimation()
        harness.advance(to: 0.45)
        XCTAssertEqual(
            shownX(other), 50 + 100 * Derivation.springProgress(0.2, stiffness: 100, damping: 10),
            accuracy: 1e-9)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// Cubic timing from control points, and Core Animation's default curve (0.25, 0.1, 0.25, 1)
    /// for `UICubicTimingParameters()`.
    func testCubicTimingParameters() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let custom = UIViewPropertyAnimator(
            duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.8),
            controlPoint2: CGPoint(x: 0.3, y: 1)
        ) { view.center.x = 150 }
        custom.startAnimation()
        harness.advance(to: 0.3)
        XCTAssertEqual(shownX(view), 50 + 100 * Derivation.bezier(0.3, 0.1, 0.8, 0.3, 1), accuracy: curveAccuracy)

        let parameters = UICubicTimingParameters()
        XCTAssertEqual(parameters.controlPoint1, CGPoint(x: 0.25, y: 0.1))
        XCTAssertEqual(parameters.controlPoint2, CGPoint(x: 0.25, y: 1))
        XCTAssertEqual(parameters.timingCurveType, .cubic)
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeOut).controlPoint2, CGPoint(x: 0.58, y: 1))
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeOut).timingCurveType, .builtin)
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        harness.window.addSubview(other)
        let byDefault = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        byDefault.addAnimations { other.center.x = 150 }
        byDefault.startAnimation()
        harness.advance(to: 0.7)
        XCTAssertEqual(
            shownX(other), 50 + 100 * Derivation.bezier(0.4, 0.25, 0.1, 0.25, 1),
            accuracy: curveAccuracy)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// A block added with delay factor 0.5 to a 1 s linear animator starts at 0.5 s and ends with
    /// it: at 0.75 s it is half way (y 50 -> 100 shows 75) while the first block is at 3/4 (x 125).
    func testAddAnimationsWithADelayFactor() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addAnimations({ view.center.y = 100 }, delayFactor: 0.5)
        animator.startAnimation()
        harness.advance(to: 0.4)
        XCTAssertEqual(Double(view.layer.presentation()?.position.y ?? 0), 50, accuracy: 1e-9)
        harness.advance(to: 0.75)
        XCTAssertEqual(shownX(view), 125, accuracy: 1e-9)
        XCTAssertEqual(Double(view.layer.presentation()?.position.y ?? 0), 75, accuracy: 1e-9)
    }

    /// The running convenience: linear over 1 s after a 0.5 s delay, x 25% of the way at 0.75 s,
    /// the completion `.end` at 1.5 s; `delay` reads the delay.
    func testRunningPropertyAnimator() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.center.x = 150 },
            completion: { ended = $0 })
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(animator.delay, 0.5)
        harness.advance(to: 0.75)
        XCTAssertEqual(shownX(view), 75, accuracy: 1e-9)
        harness.advance(to: 1.5)
        XCTAssertEqual(ended, .end)
        XCTAssertEqual(animator.state, .inactive)
    }

    /// With `pausesOnCompletion` the animator stays active and paused at the end, no completion runs.
    func testPausesOnCompletion() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        var completed = false
        animator.addCompletion { _ in completed = true }
        animator.startAnimation()
        harness.advance(to: 1)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(Double(animator.fractionComplete), 1)
        XCTAssertFalse(completed)
    }

    /// Misuse changes nothing: UIKit's exceptions are recorded as exceptions, what UIKit ignores
    /// is ignored, and the animator still finishes where `finishAnimation(at:)` says.
    func testMisuseIsLoggedNotThrown() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.finishAnimation(at: .end)
        XCTAssertEqual(harness.diagnostics.count, 1)
        XCTAssertTrue(harness.diagnostics[0].contains("'NSInternalInconsistencyException'"), harness.diagnostics[0])
        XCTAssertTrue(harness.diagnostics[0].contains("finishAnimation"), harness.diagnostics[0])

        animator.startAnimation()
        harness.advance(to: 0.25)
        animator.fractionComplete = 0.9 // running: UIKit ignores it
        animator.isInterruptible = false // active: UIKit raises
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 1.5)
        XCTAssertEqual(harness.diagnostics.count, 3, "\(harness.diagnostics)")
        XCTAssertTrue(harness.diagnostics[1].contains("'NSInternalInconsistencyException'"))
        XCTAssertTrue(harness.diagnostics[2].contains("'NSInvalidArgumentException'"))
        XCTAssertTrue(animator.isInterruptible)
        XCTAssertEqual(view.alpha, 1, "the refused block did not run")
        XCTAssertEqual(shownX(view), 75, accuracy: 1e-9)

        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(view.center.x, 75, accuracy: 1e-9, "stopping makes the shown value the model value")
        animator.isReversed = true // stopped: UIKit ignores it
        animator.stopAnimation(false) // stopped again: ignored
        animator.startAnimation() // stopped: UIKit raises
        animator.pauseAnimation() // stopped: UIKit raises
        animator.fractionComplete = 0.1 // stopped: UIKit raises
        XCTAssertEqual(harness.diagnostics.count, 6, "\(harness.diagnostics)")
        XCTAssertTrue(harness.diagnostics[3...].allSatisfy { $0.contains("'NSInternalInconsistencyException'") })
        XCTAssertFalse(animator.isReversed)
        XCTAssertEqual(animator.state, .stopped)

        var finished: UIViewAnimatingPosition?
        animator.addCompletion { finished = $0 }
        animator.finishAnimation(at: .end)
        XCTAssertEqual(finished, .end)
        XCTAssertEqual(view.center.x, 150)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(harness.diagnostics.count, 6)
    }

    /// Each finishing position reaches the completion as given, and the model ends there: a
    /// linear 1 s move from x = 50 to 150, stopped at 0.4 s (x = 50 + 100 * 0.4 = 90), finishes
    /// at 90 (`.current`), 50 (`.start`) or 150 (`.end`).
    func testEveryFinishingPositionReachesTheCompletion() async {
        for (position, x) in [(UIViewAnimatingPosition.current, 90.0), (.start, 50), (.end, 150)] {
            let harness = UIKitHarness()
            let view = box(in: harness)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
            var finished: UIViewAnimatingPosition?
            animator.addCompletion { finished = $0 }
            animator.startAnimation()
            harness.advance(to: 0.4)
            animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            animator.finishAnimation(at: position)
            XCTAssertEqual(finished, position)
            XCTAssertEqual(Double(view.center.x), x, accuracy: 1e-9, "\(position)")
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(harness.diagnostics, [])
        }
    }

    /// A non-interruptible animator runs to the end: pausing it while it runs is UIKit's exception.
    func testANonInterruptibleAnimatorCannotBePaused() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.isInterruptible = false
        animator.startAnimation()
        harness.advance(to: 0.5)
        animator.pauseAnimation()
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(harness.diagnostics.count, 1)
        XCTAssertTrue(harness.diagnostics[0].contains("'NSInternalInconsistencyException'"))
        harness.advance(to: 1)
        XCTAssertEqual(animator.state, .inactive)
    }

    /// `UIViewPropertyAnimator()` is an inactive animator of duration 0 (the popup tutorial's
    /// placeholder); a spring that never settles is logged and replaced by the default curve.
    func testPlaceholdersAndRefusedTiming() async {
        let harness = UIKitHarness()
        let empty = UIViewPropertyAnimator()
        XCTAssertEqual(empty.state, .inactive)
        XCTAssertEqual(empty.duration, 0)
        XCTAssertTrue(harness.diagnostics.isEmpty)
        let undamped = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 0, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: undamped)
        XCTAssertEqual(animator.duration, 0.5)
        XCTAssertEqual(harness.diagnostics.count, 1)
        XCTAssertTrue(harness.diagnostics[0].hasPrefix("UIViewPropertyAnimator:"), harness.diagnostics[0])
    }
}
