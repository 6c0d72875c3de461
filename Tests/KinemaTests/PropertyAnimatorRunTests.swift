import Kinema
import KinemaDerivations
import XCTest

/// Property animators running, continued, turned around and combined (the property animators
/// article of Kinema's documentation). Expected values are derived by hand in the comments; spring
/// and curve figures come from `Derivation` (Tests/KinemaDerivations: UIKit's spring solved by its
/// own Newton steps, curves by bisection), independent of the engine.
final class PropertyAnimatorRunTests: XCTestCase {
    private func makeScene() throws -> (Scene, View) { try PropertyAnimatorScrubTests.makeScene() }

    func testNaturalCompletionAtTheEndOfTheDuration() throws {
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: .linear)
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        try animator.startAnimation()
        XCTAssertTrue(animator.isRunning)
        try scene.advance(to: 0.5)
        XCTAssertEqual(box.presentation.center.x, 50) // linear: 100 * 0.5
        XCTAssertEqual(animator.fractionComplete, 0.5)
        try scene.advance(to: 0.999)
        XCTAssertEqual(positions, [])
        XCTAssertEqual(animator.state, .active)
        try scene.advance(to: 1)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(box.animatingProperties, [])
        XCTAssertEqual(box.presentation.center.x, 100)
    }

    func testContinueFromHalfWaySolvesTheSpringForTheRemainingHalfSecond() throws {
        // Damping ratio 1 over 1 s, scrubbed to p = 0.5, continued with durationFactor 0: it runs the
        // remaining (1 - 0.5) * 1 = 0.5 s with UIKit's spring solved for 0.5 s, i.e.
        // Spring(duration: 0.5, dampingRatio: 1): Derivation.uikitSpringFrequency gives w = 18.4668
        // (twice the 1 s solution 9.2334), and Derivation.criticallyDampedProgress(t, duration: 0.5)
        // q(0.1) = 0.5509083741195555, q(0.25) = 0.9444771835619268, and exactly 1 from 0.5 on.
        // x = 50 + 50 q.
        func q(_ t: Double) -> Double { Derivation.criticallyDampedProgress(t, duration: 0.5) }
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, dampingRatio: 1)
        let finished = animator.recordCompletion()
        try animator.setFractionComplete(0.5)
        XCTAssertEqual(box.presentation.center.x, 50)
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        XCTAssertEqual(box.presentation.center.x, 50) // continuous at the restart
        try scene.advance(to: 0.1)
        XCTAssertEqual(box.presentation.center.x, 50 + 50 * q(0.1), accuracy: 1e-9)
        try scene.advance(to: 0.25)
        XCTAssertEqual(box.presentation.center.x, 50 + 50 * q(0.25), accuracy: 1e-9)
        XCTAssertNil(finished.value)
        try scene.advance(to: 0.5)
        XCTAssertEqual(box.presentation.center.x, 100)
        XCTAssertEqual(finished.value, .end)
        // KinemaCore's own UIKit spring against the independent solve.
        let spring = try Spring(duration: 0.5, dampingRatio: 1)
        XCTAssertEqual(
            spring.naturalFrequency, Derivation.uikitSpringFrequency(duration: 0.5, dampingRatio: 1),
            accuracy: 1e-9)
        XCTAssertEqual(
            spring.naturalFrequency, 2 * Derivation.uikitSpringFrequency(duration: 1, dampingRatio: 1),
            accuracy: 1e-9)
    }

    func testReverseMidFlightTurnsAroundFromThePresentationValue() throws {
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: .linear)
        let finished = animator.recordCompletion()
        try animator.startAnimation()
        try scene.advance(to: 0.4)
        XCTAssertEqual(box.presentation.center.x, 40, accuracy: 1e-12)
        try animator.setReversed(true)
        // Same instant: nothing jumps; done in the new direction is 1 - 0.4.
        XCTAssertEqual(box.presentation.center.x, 40, accuracy: 1e-12)
        XCTAssertEqual(animator.fractionComplete, 0.6, accuracy: 1e-12)
        XCTAssertTrue(animator.isRunning)
        // Back to the start over the remaining (1 - 0.6) * 1 = 0.4 s, linearly: x = 40 (1 - s / 0.4).
        try scene.advance(to: 0.6)
        XCTAssertEqual(box.presentation.center.x, 20, accuracy: 1e-12)
        XCTAssertEqual(animator.fractionComplete, 0.8, accuracy: 1e-12)
        try scene.advance(to: 0.8)
        XCTAssertEqual(finished.value, .start)
        XCTAssertEqual(box.center.x, 0) // model back at the start value
        XCTAssertEqual(box.presentation.center.x, 0)
    }

    func testReverseMidFlightOfASpringArrivesAtTheStart() throws {
        // Damping ratio 1 over 1 s; at 0.25 s Derivation.criticallyDampedProgress(0.25, duration: 1) =
        // 0.6710675192857651, so x = 67.10675192857651 and (scrubbing linearly) p = 0.6710675.
        // Reversed: done = 1 - p, remaining (1 - done) * 1 = p seconds, arriving at 0.25 + p.
        let p = Derivation.criticallyDampedProgress(0.25, duration: 1)
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, dampingRatio: 1)
        let finished = animator.recordCompletion()
        try animator.startAnimation()
        try scene.advance(to: 0.25)
        let before = box.presentation.center.x
        XCTAssertEqual(before, 100 * p, accuracy: 1e-9)
        try animator.setReversed(true)
        XCTAssertEqual(box.presentation.center.x, before) // exactly continuous
        try scene.advance(to: 0.25 + p - 0.001)
        XCTAssertNil(finished.value)
        XCTAssertGreaterThan(box.presentation.center.x, 0)
        try scene.advance(to: 0.25 + p + 0.001)
        XCTAssertEqual(finished.value, .start)
        XCTAssertEqual(box.presentation.center.x, 0)
    }

    func testPausingNeverMovesAnything() throws {
        // scrubsLinearly: p is the curve's progress. easeInOut at 0.3: Derivation.easeInOut(0.3) =
        // 0.18739590670531248 (solved by bisection to the last bit; the engine's Newton solve stops at
        // |x(t) - x| < 1e-7, so engine curve values agree to a few 1e-7).
        let p = Derivation.easeInOut(0.3)
        let (scene, box) = try makeScene()
        let linear = try PropertyAnimator.movingRight(box, in: scene, curve: .easeInOut)
        // Without scrubsLinearly: p is the elapsed share, 0.3.
        let curved = try PropertyAnimator(scene: scene, duration: 1, curve: .easeIn) { box.alpha = 0 }
        curved.scrubsLinearly = false
        try linear.startAnimation()
        try curved.startAnimation()
        try scene.advance(to: 0.3)
        let x = box.presentation.center.x, alpha = box.presentation.alpha
        XCTAssertEqual(x, 100 * p, accuracy: 4e-5)
        XCTAssertEqual(linear.fractionComplete, p, accuracy: 4e-7)
        XCTAssertEqual(curved.fractionComplete, 0.3, accuracy: 1e-15)
        try linear.pauseAnimation()
        try curved.pauseAnimation()
        XCTAssertEqual(box.presentation.center.x, x)
        XCTAssertEqual(box.presentation.alpha, alpha)
        XCTAssertEqual(linear.fractionComplete, x / 100, accuracy: 1e-15) // lerp(p) is what shows
        XCTAssertEqual(curved.fractionComplete, 0.3, accuracy: 1e-15)
        // Scrubbing to the fraction just read shows the same values.
        try curved.setFractionComplete(curved.fractionComplete)
        XCTAssertEqual(box.presentation.alpha, alpha, accuracy: 1e-12)
    }

    func testPausingAfterAContinueInvertsTheCurve() throws {
        // easeIn without linear scrubbing, scrubbed to 0.5 (shows easeIn(0.5) = 0.3153568125725393),
        // continued over the remaining 0.5 s: shown = D0 + (1 - D0) easeIn(s / 0.5). At s = 0.25:
        // 0.3153568125725393 + 0.6846431874274607 * 0.3153568125725393 = 0.5312637059091669.
        // Pausing keeps it, and reports the position whose easeIn value it is. (Curve values agree
        // with Derivation's bisected ones to a few 1e-7: the engine's solve stops at 1e-7 in x.)
        let d0 = Derivation.easeIn(0.5), shown = d0 + (1 - d0) * Derivation.easeIn(0.25 / 0.5)
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator(scene: scene, duration: 1, curve: .easeIn) { box.alpha = 0 }
        animator.scrubsLinearly = false
        try animator.setFractionComplete(0.5)
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        try scene.advance(to: 0.25)
        XCTAssertEqual(box.presentation.alpha, 1 - shown, accuracy: 1e-6)
        let alpha = box.presentation.alpha
        try animator.pauseAnimation()
        XCTAssertEqual(box.presentation.alpha, alpha)
        XCTAssertEqual(TimingCurve.easeIn.progress(at: animator.fractionComplete), 1 - alpha, accuracy: 1e-6)
        // Bisection on easeIn(x) = 0.5312637059091669 (Derivation.inverseBezier) gives x = 0.6819319513143968.
        XCTAssertEqual(animator.fractionComplete, Derivation.inverseBezier(shown, 0.42, 0, 1, 1), accuracy: 1e-6)
    }

    func testPausesOnCompletionHoldsAtTheEnd() throws {
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: .linear)
        animator.pausesOnCompletion = true
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        try animator.startAnimation()
        try scene.advance(to: 1.5)
        XCTAssertEqual(positions, []) // no completion
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(box.presentation.center.x, 100)
        // It can be played back: reversed, done = 0, so the whole 1 s back to the start.
        try animator.setReversed(true)
        try animator.startAnimation()
        animator.pausesOnCompletion = false
        try scene.advance(to: 2)
        XCTAssertEqual(box.presentation.center.x, 50, accuracy: 1e-12)
        try scene.advance(to: 2.5)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(box.center.x, 0)
    }

    func testStartAfterDelay() throws {
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: .linear)
        let finished = animator.recordCompletion()
        try animator.startAnimation(afterDelay: 0.5)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(animator.delay, 0.5)
        try scene.advance(to: 0.25)
        XCTAssertEqual(box.presentation.center.x, 0)
        try scene.advance(to: 1) // half of the duration after the delay
        XCTAssertEqual(box.presentation.center.x, 50, accuracy: 1e-12)
        try scene.advance(to: 1.49)
        XCTAssertNil(finished.value)
        try scene.advance(to: 1.5)
        XCTAssertEqual(finished.value, .end)
    }

    func testContinueWithOtherTimingAndDurationFactor() throws {
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: .easeInOut)
        try animator.setFractionComplete(0.5)
        // Linear over 2 * 1 s from 50: x = 50 + 50 s / 2.
        try animator.continueAnimation(withTimingParameters: .cubic(.linear), durationFactor: 2)
        try scene.advance(to: 1)
        XCTAssertEqual(box.presentation.center.x, 75, accuracy: 1e-12)
        XCTAssertEqual(animator.state, .active)
        try scene.advance(to: 2)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(box.presentation.center.x, 100)
    }

    func testPhysicalSpringLastsItsSettlingDuration() throws {
        // Mass 1, stiffness 100, damping 15 (w0 = 10, zeta = 0.75) settles in
        // T = (ln 1000 + ln(1 + 0.75 / sqrt(1 - 0.5625))) / 7.5 = 1.0221 s (Core Animation's settling
        // duration, as the springs article of KinemaCore's documentation gives it); at 0.3 s the closed
        // form q = 1 - e^(-7.5 t)(cos(wd t) + (7.5 / wd) sin(wd t)), wd = 10 sqrt(0.4375), is
        // 0.9329145911989616 (Derivation.springProgress).
        let (scene, box) = try makeScene()
        let timing = try TimingParameters.physicalSpring(stiffness: 100, damping: 15)
        let animator = try PropertyAnimator(scene: scene, duration: 5, timingParameters: timing)
        try animator.addAnimations { box.center = Point(x: 100, y: 0) }
        XCTAssertEqual(animator.duration, 1.0221, accuracy: 1e-4)
        XCTAssertEqual(animator.duration, Derivation.settlingDuration(stiffness: 100, damping: 15), accuracy: 1e-12)
        let finished = animator.recordCompletion()
        try animator.startAnimation()
        try scene.advance(to: 0.3)
        XCTAssertEqual(
            box.presentation.center.x, 100 * Derivation.springProgress(0.3, stiffness: 100, damping: 15),
            accuracy: 1e-9)
        try scene.advance(to: 1.02)
        XCTAssertNil(finished.value)
        try scene.advance(to: 1.023)
        XCTAssertEqual(finished.value, .end)
        XCTAssertEqual(box.presentation.center.x, 100)
    }

    func testAddAnimationsToARunningAnimatorUsesTheRemainingDuration() throws {
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: .linear)
        try animator.startAnimation()
        try scene.advance(to: 0.5)
        // Remaining 0.5 s; delay factor 0.5: the fade starts 0.25 s later, at 0.75, and ends at 1.
        try animator.addAnimations({ box.alpha = 0 }, delayFactor: 0.5)
        XCTAssertEqual(box.alpha, 0) // the block ran at once
        XCTAssertEqual(box.presentation.alpha, 1)
        try scene.advance(to: 0.75)
        XCTAssertEqual(box.presentation.alpha, 1)
        try scene.advance(to: 0.875)
        XCTAssertEqual(box.presentation.alpha, 0.5, accuracy: 1e-12) // linear, half of 0.25 s
        try scene.advance(to: 1)
        XCTAssertEqual(box.presentation.alpha, 0)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testAddAnimationsToAPausedAnimatorStartsAtThePosition() throws {
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: .linear)
        try animator.setFractionComplete(0.5)
        try animator.addAnimations { box.alpha = 0 }
        XCTAssertEqual(box.presentation.alpha, 1) // its part of the timeline is [0.5, 1]
        try animator.setFractionComplete(0.75)
        XCTAssertEqual(box.presentation.alpha, 0.5) // (0.75 - 0.5) / (1 - 0.5) done
        XCTAssertEqual(box.presentation.center.x, 75)
    }

    func testRunningPropertyAnimatorStartsAtOnce() throws {
        let (scene, box) = try makeScene()
        var finished: AnimatingPosition?
        let animator = try scene.runningPropertyAnimator(
            withDuration: 1, options: .curveLinear,
            animations: {
                box.center = Point(x: 100, y: 0)
            }, completion: { finished = $0 })
        XCTAssertTrue(animator.isRunning)
        XCTAssertFalse(animator.isUserInteractionEnabled) // no .allowUserInteraction
        try scene.advance(to: 0.5)
        XCTAssertEqual(box.presentation.center.x, 50)
        try scene.advance(to: 1)
        XCTAssertEqual(finished, .end)
    }

    func testRunningPropertyAnimatorBeginningFromCurrentState() throws {
        let (scene, box) = try makeScene()
        var first: Bool?
        try scene.animate(
            withDuration: 1, options: .curveLinear, animations: { box.center = Point(x: 100, y: 0) },
            completion: { first = $0 })
        try scene.advance(to: 0.5) // x = 50
        var finished: AnimatingPosition?
        try scene.runningPropertyAnimator(
            withDuration: 1, options: [.curveLinear, .beginFromCurrentState],
            animations: { box.center = Point(x: 0, y: 0) },
            completion: { finished = $0 })
        try scene.advance(to: 0.75)
        // From the presentation value 50 to 0, replacing the first animation: 50 - 50 * 0.25.
        XCTAssertEqual(box.presentation.center.x, 37.5, accuracy: 1e-12)
        XCTAssertEqual(first, false)
        try scene.advance(to: 1.5)
        XCTAssertEqual(finished, .end)
        XCTAssertEqual(box.presentation.center.x, 0)
    }

    func testSeveralAnimatorsWithDifferentCurvesOnOneProperty() throws {
        // A: linear 0 -> 100 from t = 0; B: easeOut 100 -> 200 from t = 0.5 (the centre is an additive key):
        // x = 200 + (0 - 100)(1 - fA) + (100 - 200)(1 - fB). Curve values are Derivation's bisected
        // ones; the engine's Newton solve (1e-7 in x) agrees to a few 1e-7, 1e-4 in points.
        let (scene, box) = try makeScene()
        let a = try PropertyAnimator(scene: scene, duration: 1, curve: .linear) { box.center = Point(x: 100, y: 0) }
        try a.startAnimation()
        // A UIView-style animation of another property runs alongside.
        try scene.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
        try scene.advance(to: 0.5)
        let b = try PropertyAnimator(scene: scene, duration: 1, curve: .easeOut) { box.center = Point(x: 200, y: 0) }
        try b.startAnimation()
        // fA = 0.5, fB = 0: 200 - 50 - 100 = 50, continuous.
        XCTAssertEqual(box.presentation.center.x, 50, accuracy: 1e-12)
        try scene.advance(to: 0.75)
        // fA = 0.75, fB = easeOut(0.25) = 0.37813813082510983 (Derivation.easeOut):
        // 200 - 25 - 100 * 0.62186186917489017 = 112.81381308251099.
        XCTAssertEqual(box.presentation.center.x, 200 - 25 - 100 * (1 - Derivation.easeOut(0.25)), accuracy: 1e-4)
        XCTAssertEqual(box.presentation.alpha, 0.25, accuracy: 1e-12)
        try scene.advance(to: 1)
        // A done; fB = easeOut(0.5) = 0.6846431874274607: 200 - 100 * 0.3153568125725393.
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(box.presentation.center.x, 200 - 100 * (1 - Derivation.easeOut(0.5)), accuracy: 1e-4)
        let atPause = box.presentation.center.x
        try b.pauseAnimation()
        try scene.advance(to: 1.4)
        XCTAssertEqual(box.presentation.center.x, atPause)
        try b.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        try scene.advance(to: 3)
        XCTAssertEqual(box.presentation.center.x, 200)
        XCTAssertEqual(box.animatingProperties, [])
    }

    func testRestartAfterCompletionRunsNewBlocks() throws {
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator(scene: scene, duration: 1, curve: .linear) { box.alpha = 0.5 }
        try animator.startAnimation()
        try scene.advance(to: 1)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(animator.fractionComplete, 0)
        try animator.addAnimations { box.alpha = 0 }
        try animator.startAnimation()
        try scene.advance(to: 1.5)
        XCTAssertEqual(box.presentation.alpha, 0.25, accuracy: 1e-12) // 0.5 -> 0 half way
    }
}
