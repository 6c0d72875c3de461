import Kinema
import KinemaDerivations
import XCTest

/// UIView-style animations (the rules of the view animations article of Kinema's documentation).
/// Expected values are derived by hand in the comments; the spring figures come from the worked
/// examples of the springs article of KinemaCore's documentation or from `Derivation`
/// (Tests/KinemaDerivations), which solves UIKit's spring independently of the engine.
final class AnimationTests: XCTestCase {
    private func makeScene() throws -> (Scene, View) { try Scene.withBox() }

    func testModelChangesAtOncePresentationAnimates() throws {
        let (scene, box) = try makeScene()
        try scene.animate(withDuration: 1, options: .curveLinear) { box.center = Point(x: 100, y: 0) }
        XCTAssertEqual(box.center, Point(x: 100, y: 0)) // model: at once
        XCTAssertEqual(box.presentation.center.x, 0) // presentation: not yet moved
        try scene.advance(to: 0.25)
        XCTAssertEqual(box.presentation.center.x, 25, accuracy: 1e-12) // 0 + 100 * 0.25
        try scene.advance(to: 2)
        XCTAssertEqual(box.presentation.center.x, 100)
    }

    func testAdditiveRetargetSumsRemainingDifferences() throws {
        // Additive keys: presentation = model + sum over animations of (from - to) * (1 - q(t - start)).
        let (scene, box) = try makeScene()
        try scene.animate(withDuration: 1, options: .curveLinear) { box.center = Point(x: 100, y: 0) }
        try scene.advance(to: 0.5)
        try scene.animate(withDuration: 1, options: .curveLinear) { box.center = Point(x: 200, y: 0) }
        // At 0.5 the second animation starts: 200 + (0-100)(1-0.5) + (100-200)(1-0) = 200 - 50 - 100 = 50,
        // continuous with the first animation's 50.
        XCTAssertEqual(box.presentation.center.x, 50, accuracy: 1e-12)
        try scene.advance(to: 0.75)
        // 200 - 100 * 0.25 - 100 * 0.75 = 100
        XCTAssertEqual(box.presentation.center.x, 100, accuracy: 1e-12)
        try scene.advance(to: 1.25)
        // first finished: 200 - 100 * (1 - 0.75) = 175
        XCTAssertEqual(box.presentation.center.x, 175, accuracy: 1e-12)
        XCTAssertEqual(box.animatingProperties, [.center])
        try scene.advance(to: 1.5)
        XCTAssertEqual(box.presentation.center.x, 200)
        XCTAssertEqual(box.animatingProperties, [])
    }

    func testBeginFromCurrentStateReplacesRunningAnimation() throws {
        let (scene, box) = try makeScene()
        let first = try scene.animateRecordingCompletion(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
        try scene.advance(to: 0.5) // alpha shows 1 - 0.5 = 0.5
        try scene.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) { box.alpha = 1 }
        try scene.advance(to: 0.75)
        // From the presentation value 0.5 to 1 over 1 s: 0.5 + 0.5 * 0.25 = 0.625.
        XCTAssertEqual(box.presentation.alpha, 0.625, accuracy: 1e-12)
        XCTAssertEqual(first.value, false) // the replaced animation reports false
        try scene.advance(to: 1.5)
        XCTAssertEqual(box.presentation.alpha, 1)
    }

    func testUIKitSpringFollowsSolvedSpring() throws {
        // UIKit's solved spring, worked example: duration 0.5, damping ratio 0.5 gives q(0.25) = 0.987155.
        let (scene, box) = try makeScene()
        try scene.animate(withDuration: 0.5, usingSpringWithDamping: 0.5) { box.center = Point(x: 100, y: 0) }
        try scene.advance(to: 0.25)
        XCTAssertEqual(box.presentation.center.x, 100 * 0.987155, accuracy: 1e-4)
        try scene.advance(to: 0.5)
        XCTAssertEqual(box.presentation.center.x, 100) // exact target once the duration has passed
    }

    func testSpringWithInitialVelocity() throws {
        // UIKit's spring solved for d 0.5, zeta 0.5, v 2 (its Newton steps, Derivation.uikitSpringFrequency):
        // w = 24.72799335311497, and q(0.1) overshoots 1.
        XCTAssertEqual(
            try Spring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 2).naturalFrequency,
            Derivation.uikitSpringFrequency(duration: 0.5, dampingRatio: 0.5, velocity: 2), accuracy: 1e-9)
        func q(_ t: Double) -> Double {
            Derivation.uikitSpringProgress(t, duration: 0.5, dampingRatio: 0.5, velocity: 2)
        }
        let (scene, box) = try makeScene()
        try scene.animate(withDuration: 0.5, usingSpringWithDamping: 0.5, initialSpringVelocity: 2) {
            box.alpha = 0
        }
        try scene.advance(to: 0.05)
        XCTAssertEqual(box.presentation.alpha, 1 - q(0.05), accuracy: 1e-9)
        try scene.advance(to: 0.1)
        XCTAssertEqual(box.presentation.alpha, 1 - q(0.1), accuracy: 1e-9)
        XCTAssertGreaterThan(q(0.1), 1)
    }

    func testDelayHoldsTheStartValueAndCurveIsEaseInOutByDefault() throws {
        let (scene, box) = try makeScene()
        try scene.animate(withDuration: 1, delay: 0.5) { box.alpha = 0 }
        try scene.advance(to: 0.4)
        XCTAssertEqual(box.presentation.alpha, 1)
        try scene.advance(to: 1.0)
        // Half way through the duration; easeInOut is symmetric so its value at 0.5 is 0.5.
        XCTAssertEqual(box.presentation.alpha, 0.5, accuracy: 1e-7)
    }

    func testTransformTakesShortestArcAndPiTieTurnsClockwise() throws {
        let (scene, box) = try makeScene()
        try scene.animate(withDuration: 1, options: .curveLinear) {
            box.transform = AffineTransform(rotationAngle: .pi)
        }
        try scene.advance(to: 0.5)
        // Identity to rotation(pi): atan2 gives +pi, the tie keeps the sign: +pi/2 half way.
        XCTAssertEqual(box.presentation.transform.decomposed.rotation, .pi / 2, accuracy: 1e-12)
        try scene.advance(to: 1)
        try scene.animate(withDuration: 1, options: .curveLinear) {
            box.transform = AffineTransform(rotationAngle: -3 * .pi / 4)
        }
        try scene.advance(to: 1.5)
        // From +pi to -3pi/4: the raw difference -7pi/4 wraps to +pi/4; half way is pi + pi/8,
        // which reads back through atan2 as -7pi/8.
        XCTAssertEqual(box.presentation.transform.decomposed.rotation, -7 * .pi / 8, accuracy: 1e-12)
    }

    func testColorInterpolatesComponentwise() throws {
        let (scene, box) = try makeScene()
        box.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        try scene.animate(withDuration: 1, options: .curveLinear) {
            box.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0)
        }
        try scene.advance(to: 0.5)
        XCTAssertEqual(box.presentation.backgroundColor, Color(red: 0.5, green: 0.25, blue: 0, alpha: 0.5))
    }

    func testAssigningTheSameValueMakesNoAnimationAndCompletionRunsAtOnce() throws {
        let (scene, box) = try makeScene()
        let finished = try scene.animateRecordingCompletion(withDuration: 1) { box.alpha = 1 }
        XCTAssertEqual(box.animatingProperties, [])
        try scene.advance(to: 0)
        XCTAssertEqual(finished.value, true)
    }

    func testCompletionsRunInOrderAfterTheEnd() throws {
        let (scene, box) = try makeScene()
        var log: [String] = []
        try scene.animate(withDuration: 0.5) {
            box.alpha = 0
        } completion: {
            log.append("a \($0)")
        }
        try scene.animate(withDuration: 0.3) {
            box.center = Point(x: 1, y: 1)
        } completion: {
            log.append("b \($0)")
        }
        try scene.animate(withDuration: 0.5) {
            box.cornerRadius = 4
        } completion: {
            log.append("c \($0)")
        }
        try scene.advance(to: 0.29)
        XCTAssertEqual(log, [])
        try scene.advance(to: 0.3)
        XCTAssertEqual(log, ["b true"])
        try scene.advance(to: 1)
        XCTAssertEqual(log, ["b true", "a true", "c true"])
    }

    func testRemoveAllAnimationsReportsUnfinished() throws {
        let (scene, box) = try makeScene()
        let finished = try scene.animateRecordingCompletion(withDuration: 1) { box.alpha = 0 }
        try scene.advance(to: 0.5)
        box.removeAllAnimations()
        XCTAssertEqual(box.presentation.alpha, 0)
        try scene.advance(to: 0.5)
        XCTAssertEqual(finished.value, false)
    }

    func testAnimationCreatedByCompletionBeginsAtTheCompletionTime() throws {
        let (scene, box) = try makeScene()
        try scene.animate(withDuration: 0.5, options: .curveLinear) {
            box.alpha = 0
        } completion: { _ in
            try? scene.animate(withDuration: 1, options: .curveLinear) { box.alpha = 1 }
        }
        try scene.advance(to: 1.0)
        // The second animation began at 0.5, the completion's own time (an animation created while
        // handling something at time T begins at T), so at 1.0 it is half way.
        XCTAssertEqual(box.presentation.alpha, 0.5, accuracy: 1e-12)
    }

    func testPerformWithoutAnimationInsideABlock() throws {
        let (scene, box) = try makeScene()
        try scene.animate(withDuration: 1) {
            scene.performWithoutAnimation { box.alpha = 0.3 }
            box.cornerRadius = 10
        }
        XCTAssertEqual(box.presentation.alpha, 0.3)
        XCTAssertEqual(box.animatingProperties, [.cornerRadius])
    }

    func testBadInputIsATypedError() throws {
        let (scene, box) = try makeScene()
        XCTAssertThrowsError(try scene.animate(withDuration: -1) { box.alpha = 0 }) {
            XCTAssertEqual($0 as? AnimationError, .negative("duration"))
        }
        XCTAssertThrowsError(try scene.animate(withDuration: .nan) { box.alpha = 0 }) {
            XCTAssertEqual($0 as? AnimationError, .notFinite("duration"))
        }
        XCTAssertEqual(box.alpha, 1) // nothing ran
        XCTAssertThrowsError(try scene.advance(to: -1)) {
            XCTAssertEqual($0 as? SceneError, .timeWentBackwards(from: 0, to: -1))
        }
        XCTAssertThrowsError(try scene.advance(to: .infinity))
    }

    func testAllowUserInteraction() throws {
        let (scene, box) = try makeScene()
        box.center = Point(x: 100, y: 100)
        XCTAssertTrue(scene.hitTest(Point(x: 100, y: 100)) === box)
        try scene.animate(withDuration: 1) { box.alpha = 0.5 }
        XCTAssertTrue(scene.hitTest(Point(x: 100, y: 100)) === scene.root) // blocked while animating
        try scene.advance(to: 1)
        try scene.animate(withDuration: 1, options: .allowUserInteraction) { box.alpha = 1 }
        XCTAssertTrue(scene.hitTest(Point(x: 100, y: 100)) === box)
    }
}
