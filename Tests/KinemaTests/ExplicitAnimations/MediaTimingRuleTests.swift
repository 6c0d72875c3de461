import Kinema
import KinemaDerivations
import XCTest

/// The media timing rules of the media timing article, each with values derived by hand in the
/// comments: local time t = (tp - beginTime) * speed + timeOffset wrapped into the active duration
/// A, cycles of d (2 d with autoreverses), fill modes outside [beginTime, beginTime + A / |speed|).
/// The box's model centre x is 100 throughout; `slide()` runs position.x from 0 to 100 in 1 s.
final class MediaTimingRuleTests: XCTestCase {
    func testRepeatCountTwoAndAHalfEndsMidCycle() throws {
        let (scene, box) = try makeExplicitScene()
        var animation = slide()
        animation.repeatCount = 2.5 // A = 2.5 * 1 = 2.5 s
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        var stops: [(Double, Bool)] = []
        animation.onStop = { stops.append((scene.time, $0)) }
        try box.addAnimation(animation, forKey: "slide")
        try scene.advance(to: 0.25)
        XCTAssertEqual(box.shownX, 25, accuracy: 1e-12) // cycle 0, s = 0.25
        try scene.advance(to: 1.25)
        XCTAssertEqual(box.shownX, 25, accuracy: 1e-12) // cycle 1, s = 1.25 - 1
        try scene.advance(to: 2.4)
        XCTAssertEqual(box.shownX, 40, accuracy: 1e-9) // cycle 2, s = 0.4
        try scene.advance(to: 2.5)
        XCTAssertEqual(box.shownX, 50, accuracy: 1e-12) // end of A: cycle 2 at s = 0.5, held
        try scene.advance(to: 4)
        XCTAssertEqual(box.shownX, 50, accuracy: 1e-12) // forwards fill holds mid-cycle
        XCTAssertEqual(stops.map(\.0), [2.5])
        XCTAssertEqual(stops.map(\.1), [true])
        XCTAssertEqual(box.animationKeys(), ["slide"]) // not removed on completion
        XCTAssertEqual(box.center.x, 100) // the model never moved
    }

    func testRepeatCountEndRemovesWhenRemovedOnCompletion() throws {
        let (scene, box) = try makeExplicitScene()
        var animation = slide()
        animation.repeatCount = 2.5
        animation.fillMode = .forwards // ignored: removed on completion
        try box.addAnimation(animation, forKey: "slide")
        try scene.advance(to: 2.49)
        XCTAssertEqual(box.shownX, 49, accuracy: 1e-9) // cycle 2, s = 0.49
        try scene.advance(to: 2.5)
        XCTAssertEqual(box.shownX, 100) // removed: the model shows
        XCTAssertEqual(box.animationKeys(), [])
    }

    func testAutoreversesDoublesTheActiveDuration() throws {
        let (scene, box) = try makeExplicitScene()
        var animation = slide()
        animation.autoreverses = true // cycle = 2 d = 2 s, A = 2 s
        var stoppedAt: Double?
        animation.onStop = { _ in stoppedAt = scene.time }
        try box.addAnimation(animation, forKey: "pulse")
        try scene.advance(to: 0.5)
        XCTAssertEqual(box.shownX, 50, accuracy: 1e-12) // forwards: s = 0.5
        try scene.advance(to: 1.5)
        XCTAssertEqual(box.shownX, 50, accuracy: 1e-12) // backwards: s = 2 - 1.5 = 0.5
        try scene.advance(to: 1.75)
        XCTAssertEqual(box.shownX, 25, accuracy: 1e-12) // s = 2 - 1.75 = 0.25
        try scene.advance(to: 1.99)
        XCTAssertEqual(box.shownX, 1, accuracy: 1e-9) // s = 0.01
        XCTAssertNil(stoppedAt) // not at 1 s: still running
        try scene.advance(to: 2)
        XCTAssertEqual(stoppedAt, 2)
        XCTAssertEqual(box.shownX, 100)
    }

    func testAutoreversesWithRepeatCount() throws {
        let (scene, box) = try makeExplicitScene()
        var animation = slide()
        animation.autoreverses = true
        animation.repeatCount = 2 // A = 2 cycles of 2 s = 4 s
        var stoppedAt: Double?
        animation.onStop = { _ in stoppedAt = scene.time }
        try box.addAnimation(animation, forKey: "pulse")
        try scene.advance(to: 2.25)
        XCTAssertEqual(box.shownX, 25, accuracy: 1e-12) // cycle 1, w = 0.25, forwards
        try scene.advance(to: 3.5)
        XCTAssertEqual(box.shownX, 50, accuracy: 1e-12) // w = 1.5, s = 2 - 1.5
        try scene.advance(to: 4)
        XCTAssertEqual(stoppedAt, 4)
    }

    func testBackwardsFillShowsTheFirstValueBeforeALaterBeginTime() throws {
        let (scene, box) = try makeExplicitScene()
        var filled = slide(from: 10, to: 20)
        filled.beginTime = 1 // view local time 1 (the scene's time: default clocks)
        filled.fillMode = .backwards
        try box.addAnimation(filled, forKey: "filled")
        try scene.advance(to: 0.5)
        XCTAssertEqual(box.shownX, 10) // before beginTime: the value at local 0
        try scene.advance(to: 1.5)
        XCTAssertEqual(box.shownX, 15, accuracy: 1e-12) // active: 10 + 10 * 0.5

        let (scene2, box2) = try makeExplicitScene()
        var removed = slide(from: 10, to: 20)
        removed.beginTime = 1
        removed.fillMode = .removed
        try box2.addAnimation(removed, forKey: "removed")
        try scene2.advance(to: 0.5)
        XCTAssertEqual(box2.shownX, 100) // before beginTime: the model value
        try scene2.advance(to: 1.5)
        XCTAssertEqual(box2.shownX, 15, accuracy: 1e-12)
    }

    func testSpeedTwoWithTimeOffsetAQuarter() throws {
        let (scene, box) = try makeExplicitScene()
        var animation = slide()
        animation.speed = 2
        animation.timeOffset = 0.25 // A = 1; active for A / 2 = 0.5 s of parent time
        var stoppedAt: Double?
        animation.onStop = { _ in stoppedAt = scene.time }
        try box.addAnimation(animation, forKey: "fast")
        try scene.advance(to: 0.1)
        XCTAssertEqual(box.shownX, 45, accuracy: 1e-9) // local 0.1 * 2 + 0.25 = 0.45
        try scene.advance(to: 0.3)
        XCTAssertEqual(box.shownX, 85, accuracy: 1e-9) // 0.85
        try scene.advance(to: 0.375)
        XCTAssertEqual(box.shownX, 0, accuracy: 1e-9) // 1.0 wraps around A to 0
        try scene.advance(to: 0.45)
        XCTAssertEqual(box.shownX, 15, accuracy: 1e-9) // 1.15 - 1 = 0.15
        try scene.advance(to: 0.5)
        XCTAssertEqual(stoppedAt, 0.5) // after 0.5 s, having shown 0.25 ... 1, 0 ... 0.25
        XCTAssertEqual(box.shownX, 100)
    }

    func testCumulativeRepeatAddsTheEndValueEachCycle() throws {
        let (scene, box) = try makeExplicitScene()
        var animation = slide(from: 0, to: 10)
        animation.repeatCount = 3
        animation.isCumulative = true // cycle k shows k * 10 + its own value
        try box.addAnimation(animation, forKey: "stairs")
        try scene.advance(to: 0.5)
        XCTAssertEqual(box.shownX, 5, accuracy: 1e-12) // k = 0: 0 + 5
        try scene.advance(to: 1.5)
        XCTAssertEqual(box.shownX, 15, accuracy: 1e-12) // k = 1: 10 + 5
        try scene.advance(to: 2.25)
        XCTAssertEqual(box.shownX, 22.5, accuracy: 1e-12) // k = 2: 20 + 2.5
    }

    func testAdditiveShakeLeavesTheModelUntouched() throws {
        let (scene, box) = try makeExplicitScene()
        var shake = KeyframeAnimation(keyPath: .positionX, values: [0, 10, -10, 0])
        shake.duration = 0.4 // key times 0, 1/3, 2/3, 1 (evenly spaced)
        shake.isAdditive = true
        try box.addAnimation(shake, forKey: "shake")
        try scene.advance(to: 0.1)
        // u = 0.25: segment 0 (0 -> 10) at s = 0.25 / (1/3) = 0.75: 7.5, added to the model's 100.
        XCTAssertEqual(box.shownX, 107.5, accuracy: 1e-9)
        XCTAssertEqual(box.center.x, 100)
        try scene.advance(to: 0.2)
        XCTAssertEqual(box.shownX, 100, accuracy: 1e-9) // u = 0.5: segment 1 (10 -> -10) at s = 0.5
        try scene.advance(to: 0.3)
        XCTAssertEqual(box.shownX, 92.5, accuracy: 1e-9) // u = 0.75: segment 2 (-10 -> 0) at s = 0.25
        XCTAssertEqual(box.presentation.center.y, 100) // the other component is untouched
        try scene.advance(to: 0.4)
        XCTAssertEqual(box.shownX, 100)
        XCTAssertEqual(box.center.x, 100)
        XCTAssertEqual(box.animationKeys(), [])
    }

    func testGroupBeginTimeAndDurationClipItsChildren() throws {
        let (scene, box) = try makeExplicitScene()
        let long = slide(duration: 2) // would reach 100 at 2 s of group time
        var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
        fade.beginTime = 0.5 // group time 0.5 ... 0.75
        fade.duration = 0.25
        var group = GroupAnimation([long, fade])
        group.beginTime = 0.5 // scene time 0.5 ... 1.5
        group.duration = 1
        var stoppedAt: Double?
        group.onStop = { _ in stoppedAt = scene.time }
        try box.addAnimation(group, forKey: "group")
        try scene.advance(to: 0.25)
        XCTAssertEqual(box.shownX, 100) // before the group: the model
        XCTAssertEqual(box.presentation.alpha, 1)
        try scene.advance(to: 1)
        XCTAssertEqual(box.shownX, 25, accuracy: 1e-12) // group time 0.5: 100 * 0.5 / 2
        XCTAssertEqual(box.presentation.alpha, 0, accuracy: 1e-12) // fade at its local 0
        try scene.advance(to: 1.125)
        XCTAssertEqual(box.presentation.alpha, 0.5, accuracy: 1e-12) // group 0.625: fade local 0.125 / 0.25
        try scene.advance(to: 1.4)
        XCTAssertEqual(box.shownX, 45, accuracy: 1e-9) // group time 0.9: 100 * 0.9 / 2
        XCTAssertEqual(box.presentation.alpha, 1) // fade ended at group 0.75: removed
        try scene.advance(to: 1.5)
        XCTAssertEqual(stoppedAt, 1.5) // clipped: never beyond 50
        XCTAssertEqual(box.shownX, 100)
    }

    func testSpringSettlingDurationsAppleDocuments() throws {
        // Core Animation's settling duration for mass 1, stiffness 100: damping 5 about 2.855 s,
        // damping 15 about 1.022 s (Derivation.settlingDuration gives the formula's values).
        let soft = try SpringAnimation(keyPath: .positionX, from: 0, to: 100, mass: 1, stiffness: 100, damping: 5)
        XCTAssertEqual(soft.settlingDuration, Derivation.settlingDuration(stiffness: 100, damping: 5), accuracy: 1e-12)
        XCTAssertEqual(soft.settlingDuration, 2.855, accuracy: 5e-4)
        let firm = try SpringAnimation(keyPath: .positionX, from: 0, to: 100, mass: 1, stiffness: 100, damping: 15)
        XCTAssertEqual(firm.settlingDuration, 1.022, accuracy: 5e-4)
        XCTAssertGreaterThan(firm.settlingDuration, 1)
    }

    func testSpringAnimationFollowsTheSpringInRealSeconds() throws {
        let (scene, box) = try makeExplicitScene()
        var animation = try SpringAnimation(keyPath: .positionX, from: 0, to: 100, mass: 1, stiffness: 100, damping: 5)
        animation.duration = animation.settlingDuration
        try box.addAnimation(animation, forKey: "spring")
        for t in [0.05, 0.3, 1.0] {
            try scene.advance(to: t)
            // value = from + (to - from) q(t), q the closed form of m 1, k 100, c 5.
            XCTAssertEqual(box.shownX, 100 * Derivation.springProgress(t, stiffness: 100, damping: 5), accuracy: 1e-9)
        }
    }

    func testSpringFromPerceptualDurationAndBounce() throws {
        // duration 0.5, bounce 0.2: zeta = 0.8, k = (2 pi / 0.5)^2, c = 4 pi 0.8 / 0.5.
        let animation = try SpringAnimation(keyPath: .opacity, from: 0, to: 1, perceptualDuration: 0.5, bounce: 0.2)
        XCTAssertEqual(animation.spring.stiffness, (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5), accuracy: 1e-9)
        XCTAssertEqual(animation.spring.damping, 4 * Double.pi * 0.8 / 0.5, accuracy: 1e-12)
        XCTAssertEqual(animation.duration, animation.settlingDuration)
        XCTAssertThrowsError(try SpringAnimation(keyPath: .opacity, perceptualDuration: 0, bounce: 0))
    }
}
