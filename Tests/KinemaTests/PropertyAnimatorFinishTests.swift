import Kinema
import XCTest

/// Stopping and finishing property animators, and their completion handlers (the state table of
/// the property animators article of Kinema's documentation). Expected values are derived by hand
/// in the comments.
final class PropertyAnimatorFinishTests: XCTestCase {
    private func makeScene() throws -> (Scene, View) { try PropertyAnimatorScrubTests.makeScene() }

    /// A linear animator over 1 s: x 0 -> 100, alpha 1 -> 0.5, rotation 0 -> pi/2, stopped at 0.25.
    private func stoppedAnimator() throws -> (Scene, View, PropertyAnimator, Box<[AnimatingPosition]>) {
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator(scene: scene, duration: 1, curve: .linear) {
            box.center = Point(x: 100, y: 0)
            box.alpha = 0.5
            box.transform = AffineTransform(rotationAngle: .pi / 2)
        }
        let log = Box<[AnimatingPosition]>([])
        animator.addCompletion { log.value.append($0) }
        try animator.startAnimation()
        try scene.advance(to: 0.25)
        try animator.stopAnimation(false)
        return (scene, box, animator, log)
    }

    func testStopHoldsValuesAsModelValues() throws {
        let (scene, box, animator, log) = try stoppedAnimator()
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 0.25)
        // The model takes the values on screen at 0.25: x = 25, alpha = 1 - 0.5 * 0.25, angle pi/8;
        // no animation is left.
        XCTAssertEqual(box.center.x, 25, accuracy: 1e-12)
        XCTAssertEqual(box.alpha, 0.875, accuracy: 1e-12)
        XCTAssertEqual(box.transform.decomposed.rotation, .pi / 8, accuracy: 1e-12)
        XCTAssertEqual(box.animatingProperties, [])
        try scene.advance(to: 2)
        XCTAssertEqual(box.presentation.center.x, 25, accuracy: 1e-12)
        XCTAssertEqual(log.value, []) // waits for finishAnimation
    }

    func testFinishAtStart() throws {
        let (scene, box, animator, log) = try stoppedAnimator()
        try withExtendedLifetime(scene) { try animator.finishAnimation(at: .start) }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(log.value, [.start])
        XCTAssertEqual(box.center.x, 0)
        XCTAssertEqual(box.alpha, 1)
        XCTAssertEqual(box.transform, .identity)
        XCTAssertEqual(box.presentation.center.x, 0)
    }

    func testFinishAtEnd() throws {
        let (scene, box, animator, log) = try stoppedAnimator()
        try withExtendedLifetime(scene) { try animator.finishAnimation(at: .end) }
        XCTAssertEqual(log.value, [.end])
        XCTAssertEqual(box.center.x, 100)
        XCTAssertEqual(box.alpha, 0.5)
        XCTAssertEqual(box.transform, AffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(box.presentation.alpha, 0.5)
    }

    func testFinishAtCurrent() throws {
        let (scene, box, animator, log) = try stoppedAnimator()
        try withExtendedLifetime(scene) { try animator.finishAnimation(at: .current) }
        XCTAssertEqual(log.value, [.current])
        XCTAssertEqual(box.center.x, 25, accuracy: 1e-12)
        XCTAssertEqual(box.alpha, 0.875, accuracy: 1e-12)
        XCTAssertEqual(box.transform.decomposed.rotation, .pi / 8, accuracy: 1e-12)
    }

    func testStopWithoutFinishingRunsNoCompletion() throws {
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator.movingRight(box, in: scene, curve: .linear)
        var called = false
        animator.addCompletion { _ in called = true }
        try animator.startAnimation()
        try scene.advance(to: 0.25)
        try animator.stopAnimation(true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(box.center.x, 25, accuracy: 1e-12)
        try scene.advance(to: 3)
        XCTAssertEqual(box.presentation.center.x, 25, accuracy: 1e-12)
        XCTAssertFalse(called)
    }

    func testCompletionsRunInOrderWithThePosition() throws {
        let (scene, box) = try makeScene()
        let animator = try PropertyAnimator(scene: scene, duration: 1, curve: .linear) { box.alpha = 0 }
        var log: [String] = []
        animator.addCompletion { log.append("first \($0)") }
        animator.addCompletion { log.append("second \($0)") }
        animator.addCompletion { log.append("third \($0)") }
        try animator.startAnimation()
        try scene.advance(to: 1)
        XCTAssertEqual(log, ["first end", "second end", "third end"])
        // Handlers run once: a second run has only the handlers added for it.
        try animator.addAnimations { box.alpha = 1 }
        animator.addCompletion { log.append("fourth \($0)") }
        try animator.startAnimation()
        try scene.advance(to: 1.5)
        try animator.stopAnimation(false)
        try animator.finishAnimation(at: .current)
        XCTAssertEqual(log, ["first end", "second end", "third end", "fourth current"])
    }

    func testStoppingOneAnimatorKeepsAnothersContribution() throws {
        // A: linear x 0 -> 100 from 0; B: linear x 100 -> 200 from 0.5. At 0.75:
        // x = 200 - 100 (1 - 0.75) - 100 (1 - 0.25) = 100.
        let (scene, box) = try makeScene()
        let a = try PropertyAnimator(scene: scene, duration: 1, curve: .linear) { box.center = Point(x: 100, y: 0) }
        try a.startAnimation()
        try scene.advance(to: 0.5)
        let b = try PropertyAnimator(scene: scene, duration: 1, curve: .linear) { box.center = Point(x: 200, y: 0) }
        try b.startAnimation()
        try scene.advance(to: 0.75)
        XCTAssertEqual(box.presentation.center.x, 100, accuracy: 1e-12)
        try b.stopAnimation(false)
        // B's share held: the model becomes 200 - 75 = 125; A still adds -25.
        XCTAssertEqual(box.center.x, 125, accuracy: 1e-12)
        XCTAssertEqual(box.presentation.center.x, 100, accuracy: 1e-12)
        try b.finishAnimation(at: .end)
        // Model 200; A still adds -100 (1 - 0.75) = -25.
        XCTAssertEqual(box.presentation.center.x, 175, accuracy: 1e-12)
        try scene.advance(to: 1)
        XCTAssertEqual(box.presentation.center.x, 200)
    }

    func testUserInteractionFollowsTheAnimator() throws {
        // The box (centre 0, 0, 50 x 50) fades; the point (10, 10) of the root lies inside it.
        let (scene, box) = try makeScene()
        let open = try PropertyAnimator(scene: scene, duration: 1, curve: .linear) { box.alpha = 0.5 }
        try open.startAnimation()
        XCTAssertTrue(scene.hitTest(Point(x: 10, y: 10)) === box)
        try scene.advance(to: 1)
        let closed = try PropertyAnimator(scene: scene, duration: 1, curve: .linear) { box.alpha = 0.6 }
        try closed.setUserInteractionEnabled(false)
        try closed.startAnimation()
        XCTAssertTrue(scene.hitTest(Point(x: 10, y: 10)) === scene.root) // skipped while animating
        try scene.advance(to: 2)
        XCTAssertTrue(scene.hitTest(Point(x: 10, y: 10)) === box)
    }
}

/// A mutable box for values captured by escaping handlers in tests.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
