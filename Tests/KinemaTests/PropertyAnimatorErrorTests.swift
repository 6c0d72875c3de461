import Kinema
import XCTest

/// Every misuse of a property animator is a typed error that changes nothing (the misuse
/// rules of the property animators article of Kinema's documentation).
final class PropertyAnimatorErrorTests: XCTestCase {
    private struct Fingerprint: Equatable {
        var state: AnimatingState
        var isRunning: Bool
        var isReversed: Bool
        var isInterruptible: Bool
        var isUserInteractionEnabled: Bool
        var fractionComplete: Double
        var model: [Double]
        var frame: [String]
    }

    private func fingerprint(_ animator: PropertyAnimator, _ scene: Scene, _ box: View) -> Fingerprint {
        Fingerprint(
            state: animator.state, isRunning: animator.isRunning, isReversed: animator.isReversed,
            isInterruptible: animator.isInterruptible,
            isUserInteractionEnabled: animator.isUserInteractionEnabled,
            fractionComplete: animator.fractionComplete,
            model: [box.center.x, box.center.y, box.alpha], frame: scene.snapshot().csvRows)
    }

    /// Asserts that `body` throws `expected` and leaves the animator and the scene as they were,
    /// also one frame later.
    private func assertRefused(
        _ expected: AnimationError, _ animator: PropertyAnimator, _ scene: Scene, _ box: View,
        _ body: () throws(AnimationError) -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = fingerprint(animator, scene, box)
        do {
            try body()
            XCTFail("expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
        XCTAssertEqual(fingerprint(animator, scene, box), before, "changed by a refused call", file: file, line: line)
    }

    private func makeAnimator(curve: TimingCurve = .linear) throws -> (Scene, View, PropertyAnimator, Box<Int>) {
        let (scene, box) = try PropertyAnimatorScrubTests.makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: curve)
        let completions = Box(0)
        animator.addCompletion { _ in completions.value += 1 }
        return (scene, box, animator, completions)
    }

    private func assertInitFails(
        _ expected: AnimationError, file: StaticString = #filePath, line: UInt = #line,
        _ make: () throws(AnimationError) -> PropertyAnimator
    ) {
        do {
            _ = try make()
            XCTFail("expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }

    func testBadTimingAndDurationsAreRejected() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        assertInitFails(.notFinite("duration")) { () throws(AnimationError) in
            try PropertyAnimator(scene: scene, duration: .nan)
        }
        assertInitFails(.notFinite("duration")) { () throws(AnimationError) in
            try PropertyAnimator(scene: scene, duration: .infinity)
        }
        assertInitFails(.negative("duration")) { () throws(AnimationError) in
            try PropertyAnimator(scene: scene, duration: -1)
        }
        assertInitFails(.invalidValue(.notFinite("spring damping ratio"))) { () throws(AnimationError) in
            try PropertyAnimator(scene: scene, duration: 1, dampingRatio: .nan)
        }
        assertInitFails(.invalidValue(.outOfRange("timing curve control point x", 1.5, must: "be in [0, 1]"))) {
            () throws(AnimationError) in
            try PropertyAnimator(
                scene: scene, duration: 1, controlPoint1: Point(x: 1.5, y: 0), controlPoint2: Point(x: 1, y: 1))
        }
        // An undamped spring never settles, so it has no duration.
        let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
        assertInitFails(.invalidValue(.notFinite("spring settling duration"))) { () throws(AnimationError) in
            try PropertyAnimator(scene: scene, duration: 1, timingParameters: .physicalSpring(undamped))
        }
        XCTAssertThrowsError(try TimingParameters.physicalSpring(stiffness: -1, damping: 1)) { error in
            XCTAssertEqual(error as? ValueError, .outOfRange("spring stiffness", -1, must: "be positive"))
        }
    }

    func testRunningConvenienceRejectsBadDelayBeforeRunningTheBlock() throws {
        let (scene, box) = try PropertyAnimatorScrubTests.makeScene()
        XCTAssertThrowsError(try scene.runningPropertyAnimator(withDuration: 1, delay: -1) { box.alpha = 0 }) { error in
            XCTAssertEqual(error as? AnimationError, .negative("delay"))
        }
        XCTAssertEqual(box.alpha, 1)
        XCTAssertEqual(box.animatingProperties, [])
    }

    func testMisuseOfAnInactiveAnimator() throws {
        let (scene, box, animator, completions) = try makeAnimator()
        try assertRefused(.invalidState(.stop, .inactive), animator, scene, box) { () throws(AnimationError) in
            try animator.stopAnimation(false)
        }
        try assertRefused(.invalidState(.stop, .inactive), animator, scene, box) { () throws(AnimationError) in
            try animator.stopAnimation(true)
        }
        try assertRefused(.invalidState(.finish, .inactive), animator, scene, box) { () throws(AnimationError) in
            try animator.finishAnimation(at: .end)
        }
        try assertRefused(.invalidState(.continue, .inactive), animator, scene, box) { () throws(AnimationError) in
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
        try assertRefused(.negative("delay"), animator, scene, box) { () throws(AnimationError) in
            try animator.startAnimation(afterDelay: -1)
        }
        try assertRefused(.notFinite("delay"), animator, scene, box) { () throws(AnimationError) in
            try animator.startAnimation(afterDelay: .nan)
        }
        try assertRefused(.notFinite("fractionComplete"), animator, scene, box) { () throws(AnimationError) in
            try animator.setFractionComplete(.nan)
        }
        try assertRefused(.notFinite("fractionComplete"), animator, scene, box) { () throws(AnimationError) in
            try animator.setFractionComplete(.infinity)
        }
        try assertRefused(.delayFactorOutOfRange(1.5), animator, scene, box) { () throws(AnimationError) in
            try animator.addAnimations({ box.alpha = 0 }, delayFactor: 1.5)
        }
        try assertRefused(.delayFactorOutOfRange(-0.1), animator, scene, box) { () throws(AnimationError) in
            try animator.addAnimations({ box.alpha = 0 }, delayFactor: -0.1)
        }
        try assertRefused(.notFinite("delayFactor"), animator, scene, box) { () throws(AnimationError) in
            try animator.addAnimations({ box.alpha = 0 }, delayFactor: .nan)
        }
        // Nothing ran: the animator can still start normally, and the refused block never runs.
        try animator.startAnimation()
        try scene.advance(to: 1)
        XCTAssertEqual(box.presentation.center.x, 100)
        XCTAssertEqual(box.alpha, 1)
        XCTAssertEqual(completions.value, 1)
    }

    func testMisuseOfARunningAnimator() throws {
        let (scene, box, animator, completions) = try makeAnimator()
        try animator.startAnimation()
        try scene.advance(to: 0.25)
        try assertRefused(.fractionCompleteWhileRunning, animator, scene, box) { () throws(AnimationError) in
            try animator.setFractionComplete(0.5)
        }
        try assertRefused(.invalidState(.setInterruptible, .active), animator, scene, box) {
            () throws(AnimationError) in
            try animator.setInterruptible(false)
        }
        try assertRefused(.invalidState(.setUserInteractionEnabled, .active), animator, scene, box) {
            () throws(AnimationError) in
            try animator.setUserInteractionEnabled(false)
        }
        try assertRefused(.invalidState(.finish, .active), animator, scene, box) { () throws(AnimationError) in
            try animator.finishAnimation(at: .start)
        }
        try assertRefused(.negative("durationFactor"), animator, scene, box) { () throws(AnimationError) in
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: -1)
        }
        try assertRefused(.notFinite("durationFactor"), animator, scene, box) { () throws(AnimationError) in
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: .nan)
        }
        try assertRefused(.invalidValue(.notFinite("spring damping ratio")), animator, scene, box) {
            () throws(AnimationError) in
            try animator.continueAnimation(withTimingParameters: .spring(dampingRatio: .nan), durationFactor: 1)
        }
        // A finite factor whose product with a 2 s duration overflows.
        let long = try PropertyAnimator(scene: scene, duration: 2, curve: .linear) { box.alpha = 0.5 }
        try long.pauseAnimation()
        try assertRefused(.notFinite("durationFactor * duration"), long, scene, box) { () throws(AnimationError) in
            try long.continueAnimation(withTimingParameters: nil, durationFactor: .greatestFiniteMagnitude)
        }
        try animator.pauseAnimation()
        try assertRefused(.invalidState(.finish, .active), animator, scene, box) { () throws(AnimationError) in
            try animator.finishAnimation(at: .end)
        }
        try animator.startAnimation()
        try scene.advance(to: 1)
        XCTAssertEqual(completions.value, 1)
    }

    func testMisuseOfAStoppedAnimator() throws {
        let (scene, box, animator, completions) = try makeAnimator()
        try animator.startAnimation()
        try scene.advance(to: 0.5)
        try animator.stopAnimation(false)
        try assertRefused(.invalidState(.start, .stopped), animator, scene, box) { () throws(AnimationError) in
            try animator.startAnimation()
        }
        try assertRefused(.invalidState(.pause, .stopped), animator, scene, box) { () throws(AnimationError) in
            try animator.pauseAnimation()
        }
        try assertRefused(.invalidState(.stop, .stopped), animator, scene, box) { () throws(AnimationError) in
            try animator.stopAnimation(false)
        }
        try assertRefused(.invalidState(.setFractionComplete, .stopped), animator, scene, box) {
            () throws(AnimationError) in
            try animator.setFractionComplete(0.2)
        }
        try assertRefused(.invalidState(.setReversed, .stopped), animator, scene, box) { () throws(AnimationError) in
            try animator.setReversed(true)
        }
        try assertRefused(.invalidState(.continue, .stopped), animator, scene, box) { () throws(AnimationError) in
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
        try assertRefused(.invalidState(.addAnimations, .stopped), animator, scene, box) { () throws(AnimationError) in
            try animator.addAnimations { box.alpha = 0 }
        }
        try assertRefused(.invalidState(.setInterruptible, .stopped), animator, scene, box) {
            () throws(AnimationError) in
            try animator.setInterruptible(false)
        }
        XCTAssertEqual(completions.value, 0)
        try animator.finishAnimation(at: .end)
        XCTAssertEqual(completions.value, 1)
        XCTAssertEqual(box.alpha, 1)
    }

    func testANonInterruptibleAnimatorRunsToCompletion() throws {
        let (scene, box, animator, completions) = try makeAnimator()
        try animator.setInterruptible(false)
        try assertRefused(.notInterruptible(.pause), animator, scene, box) { () throws(AnimationError) in
            try animator.pauseAnimation()
        }
        try assertRefused(.notInterruptible(.setFractionComplete), animator, scene, box) { () throws(AnimationError) in
            try animator.setFractionComplete(0.5)
        }
        try animator.startAnimation()
        try scene.advance(to: 0.5)
        try assertRefused(.notInterruptible(.pause), animator, scene, box) { () throws(AnimationError) in
            try animator.pauseAnimation()
        }
        try assertRefused(.notInterruptible(.stop), animator, scene, box) { () throws(AnimationError) in
            try animator.stopAnimation(true)
        }
        try assertRefused(.notInterruptible(.setReversed), animator, scene, box) { () throws(AnimationError) in
            try animator.setReversed(true)
        }
        try assertRefused(.notInterruptible(.continue), animator, scene, box) { () throws(AnimationError) in
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
        try scene.advance(to: 1)
        XCTAssertEqual(completions.value, 1)
        XCTAssertEqual(box.presentation.center.x, 100)
    }

    func testCallsFromTheAnimatorsOwnBlockAreRefused() throws {
        let (scene, box) = try PropertyAnimatorScrubTests.makeScene()
        let handle = Box<PropertyAnimator?>(nil)
        var inner: AnimationError?
        let animator = try PropertyAnimator(scene: scene, duration: 1, curve: .linear) {
            box.alpha = 0
            guard let me = handle.value else { return }
            do throws(AnimationError) { try me.pauseAnimation() } catch { inner = error }
        }
        handle.value = animator
        try animator.startAnimation()
        XCTAssertEqual(inner, .reentrantCall(.pause))
        XCTAssertTrue(animator.isRunning)
        handle.value = nil
    }

    func testAnAnimatorWhoseSceneIsGoneThrows() throws {
        func orphan() throws -> PropertyAnimator {
            let scene = Scene(size: Size(width: 10, height: 10))
            return try PropertyAnimator(scene: scene, duration: 1, curve: .linear)
        }
        let animator = try orphan()
        XCTAssertNil(animator.scene)
        XCTAssertThrowsError(try animator.startAnimation()) { error in
            XCTAssertEqual(error as? AnimationError, .sceneUnavailable)
        }
        XCTAssertEqual(animator.state, .inactive)
    }
}
