import Kinema
import KinemaDerivations
import XCTest

/// Property animators, paused and scrubbed (the property animators article of Kinema's
/// documentation). Expected values are derived by hand in the comments; curve and spring figures
/// come from the worked examples of KinemaCore's documentation or from `Derivation`
/// (Tests/KinemaDerivations), which evaluates the formulas independently of the engine.
final class PropertyAnimatorScrubTests: XCTestCase {
    /// A scene with one 50 x 50 view centred at the origin, alpha 1.
    static func makeScene() throws -> (Scene, View) { try Scene.withBox() }

    func testBlockRunsWhenTheAnimatorBecomesActive() throws {
        let (scene, box) = try Self.makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: .linear)
        // Inactive: the block has not run, the model is untouched.
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(box.center.x, 0)
        try animator.pauseAnimation()
        // Active and paused at p = 0: the model is the end value, the screen the start value.
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(box.center.x, 100)
        XCTAssertEqual(box.presentation.center.x, 0)
        XCTAssertEqual(animator.fractionComplete, 0)
    }

    func testLinearScrubShowsExactLerp() throws {
        let (scene, box) = try Self.makeScene()
        let animator = try PropertyAnimator(scene: scene, duration: 1, curve: .easeInOut) {
            box.center = Point(x: 100, y: 40)
            box.alpha = 0
        }
        // Setting the fraction on an inactive animator makes it active and paused.
        try animator.setFractionComplete(0.25)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        // scrubsLinearly (the default): lerp(0.25) whatever the curve: x = 100 * 0.25, y = 40 * 0.25,
        // alpha = 1 - 0.25.
        XCTAssertEqual(box.presentation.center, Point(x: 25, y: 10))
        XCTAssertEqual(box.presentation.alpha, 0.75)
        XCTAssertEqual(animator.fractionComplete, 0.25)
        try animator.setFractionComplete(0.5)
        XCTAssertEqual(box.presentation.center, Point(x: 50, y: 20))
        XCTAssertEqual(box.presentation.alpha, 0.5)
        // Time passing does not move a paused animator.
        try scene.advance(to: 3)
        XCTAssertEqual(box.presentation.center, Point(x: 50, y: 20))
    }

    func testScrubWithoutLinearScrubbingFollowsTheCurve() throws {
        let (scene, box) = try Self.makeScene()
        let animator = try PropertyAnimator(scene: scene, duration: 1, curve: .easeIn) { box.alpha = 0 }
        animator.scrubsLinearly = false
        try animator.setFractionComplete(0.25)
        // easeIn (0.42, 0, 1, 1) at 0.25, by bisection: Derivation.easeIn(0.25) = 0.09346465071882484.
        XCTAssertEqual(box.presentation.alpha, 1 - Derivation.easeIn(0.25), accuracy: 1e-9)
        try animator.setFractionComplete(0.5)
        // easeIn at 0.5 is 0.3153568 (by hand, see TimingCurveTests).
        XCTAssertEqual(box.presentation.alpha, 1 - 0.3153568, accuracy: 1e-7)
        XCTAssertEqual(animator.fractionComplete, 0.5)
    }

    func testSpringScrubWithoutLinearScrubbingUsesProgressAtPTimesDuration() throws {
        // Not scrubbing linearly, a spring shows q at p * duration. Duration 0.5, damping ratio 0.5,
        // p = 0.5: q(0.25) of the spring solved for 0.5 s, the worked example 0.987155 of the springs
        // article of KinemaCore's documentation.
        let (scene, box) = try Self.makeScene()
        let animator = try PropertyAnimator(scene: scene, duration: 0.5, dampingRatio: 0.5) {
            box.center = Point(x: 100, y: 0)
        }
        animator.scrubsLinearly = false
        try animator.setFractionComplete(0.5)
        XCTAssertEqual(box.presentation.center.x, 98.7155, accuracy: 1e-4)
        XCTAssertEqual(
            box.presentation.center.x,
            100 * Derivation.uikitSpringProgress(0.25, duration: 0.5, dampingRatio: 0.5), accuracy: 1e-9)
    }

    func testFractionCompleteClamps() throws {
        let (scene, box) = try Self.makeScene()
        let animator = try PropertyAnimator(scene: scene, duration: 1, curve: .linear) { box.alpha = 0 }
        try animator.setFractionComplete(1.7)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(box.presentation.alpha, 0)
        try animator.setFractionComplete(-0.3)
        XCTAssertEqual(animator.fractionComplete, 0)
        XCTAssertEqual(box.presentation.alpha, 1)
    }

    func testReverseWhilePausedReadsOneMinusP() throws {
        let (scene, box) = try Self.makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: .linear)
        try animator.setFractionComplete(0.3)
        try animator.setReversed(true)
        // Nothing moves; fractionComplete is the fraction done in the new direction: 1 - 0.3.
        XCTAssertTrue(animator.isReversed)
        XCTAssertEqual(box.presentation.center.x, 30, accuracy: 1e-12)
        XCTAssertEqual(animator.fractionComplete, 0.7, accuracy: 1e-15)
        // Setting the fraction while reversed counts from the end: 0.25 done backwards is p = 0.75.
        try animator.setFractionComplete(0.25)
        XCTAssertEqual(box.presentation.center.x, 75)
        // Continuing heads for the start values over the remaining (1 - 0.25) * 1 s, linearly:
        // x = 75 * (1 - s / 0.75); at s = 0.25, 50.
        let finished = animator.recordCompletion()
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        try scene.advance(to: 0.25)
        XCTAssertEqual(box.presentation.center.x, 50, accuracy: 1e-12)
        try scene.advance(to: 0.75)
        XCTAssertEqual(finished.value, .start)
        XCTAssertEqual(box.center.x, 0) // model back at the start value
        XCTAssertEqual(box.presentation.center.x, 0)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testDelayedBlockOwnsTheRestOfTheTimeline() throws {
        let (scene, box) = try Self.makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: .linear)
        try animator.addAnimations({ box.alpha = 0 }, delayFactor: 0.5)
        try animator.setFractionComplete(0.25)
        // The delayed block's part of the timeline is [0.5, 1]: nothing yet at p = 0.25.
        XCTAssertEqual(box.presentation.alpha, 1)
        try animator.setFractionComplete(0.75)
        // Its own share: (0.75 - 0.5) / (1 - 0.5) = 0.5, so alpha 0.5; the main block shows x = 75.
        XCTAssertEqual(box.presentation.alpha, 0.5)
        XCTAssertEqual(box.presentation.center.x, 75)
    }

    func testDelayedBlockContinuesAndReversesWithTheTimeline() throws {
        let (scene, box) = try Self.makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: .linear)
        try animator.addAnimations({ box.alpha = 0 }, delayFactor: 0.5)
        let finished = animator.recordCompletion()
        try animator.setFractionComplete(0.25)
        // Continued from p = 0.25 over the remaining 0.75 s: the timeline [0.25, 1] is spread evenly,
        // so the fade's part [0.5, 1] runs from s = 0.75 (0.5 - 0.25) / 0.75 = 0.25 to s = 0.75.
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        try scene.advance(to: 0.25)
        XCTAssertEqual(box.presentation.alpha, 1)
        try scene.advance(to: 0.5)
        // Fade half done: (0.5 - 0.25) / 0.5. Main: 25 + 75 * 0.5 / 0.75 = 75.
        XCTAssertEqual(box.presentation.alpha, 0.5, accuracy: 1e-12)
        XCTAssertEqual(box.presentation.center.x, 75, accuracy: 1e-12)
        try animator.pauseAnimation()
        XCTAssertEqual(animator.fractionComplete, 0.75, accuracy: 1e-12)
        // Reversed and continued: done 0.25, so 0.75 s back; the fade's part of the way back (from
        // p = 0.75 down to 0.5) takes the first 0.75 (0.75 - 0.5) / 0.75 = 0.25 s.
        try animator.setReversed(true)
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        try scene.advance(to: 0.625)
        // s = 0.125: fade fraction 0.5 (1 - 0.125 / 0.25) = 0.25, alpha 0.75; x = 75 (1 - 0.125 / 0.75).
        XCTAssertEqual(box.presentation.alpha, 0.75, accuracy: 1e-12)
        XCTAssertEqual(box.presentation.center.x, 62.5, accuracy: 1e-12)
        try scene.advance(to: 0.75)
        XCTAssertEqual(box.presentation.alpha, 1)
        try scene.advance(to: 1.25)
        XCTAssertEqual(finished.value, .start)
        XCTAssertEqual(box.alpha, 1)
        XCTAssertEqual(box.center.x, 0)
    }

    func testChangingScrubModeWhilePausedKeepsValues() throws {
        let (scene, box) = try Self.makeScene()
        let animator = try PropertyAnimator(scene: scene, duration: 1, curve: .easeIn) { box.alpha = 0 }
        try animator.setFractionComplete(0.3153568125725393)
        XCTAssertEqual(box.presentation.alpha, 1 - 0.3153568125725393)
        animator.scrubsLinearly = false
        // Still on screen where it was; the position showing easeIn progress 0.3153568 is 0.5.
        XCTAssertEqual(box.presentation.alpha, 1 - 0.3153568125725393)
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-9)
    }
}
