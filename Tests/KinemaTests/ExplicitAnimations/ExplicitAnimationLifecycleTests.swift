import Kinema
import KinemaCore
import XCTest

/// Adding, replacing and removing explicit animations by key, their callbacks, and how they meet
/// the model values and UIView-style animations.
final class ExplicitAnimationLifecycleTests: XCTestCase {
    func testStartAndStopCallbacksRunOnTheClock() throws {
        let (scene, box) = try makeExplicitScene()
        var events: [String] = []
        var animation = slide()
        animation.beginTime = 0.5
        animation.onStart = { events.append("start \(scene.time)") }
        animation.onStop = { events.append("stop \(scene.time) \($0)") }
        try box.addAnimation(animation, forKey: "slide")
        try scene.advance(to: 0.4)
        XCTAssertEqual(events, [])
        try scene.advance(to: 2)
        XCTAssertEqual(events, ["start 0.5", "stop 1.5 true"]) // begins at 0.5, active 1 s
    }

    func testAddingUnderTheSameKeyReplaces() throws {
        let (scene, box) = try makeExplicitScene()
        var stops: [String] = []
        var first = slide()
        first.onStop = { stops.append("first \($0) at \(scene.time)") }
        var second = slide(from: 200, to: 300)
        second.onStop = { stops.append("second \($0) at \(scene.time)") }
        try box.addAnimation(first, forKey: "move")
        try scene.advance(to: 0.5)
        try box.addAnimation(second, forKey: "move")
        XCTAssertEqual(box.animationKeys(), ["move"])
        XCTAssertEqual(box.shownX, 200) // the second begins now, at its from value
        try scene.advance(to: 0.75)
        XCTAssertEqual(box.shownX, 225, accuracy: 1e-12)
        try scene.advance(to: 2)
        XCTAssertEqual(stops, ["first false at 0.5", "second true at 1.5"])
    }

    func testRemoveAnimationForKeyAndKeysInOrder() throws {
        let (scene, box) = try makeExplicitScene()
        var removed: Bool?
        var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
        fade.duration = 1
        fade.onStop = { removed = $0 }
        try box.addAnimation(slide(), forKey: "b")
        try box.addAnimation(fade, forKey: "a")
        try box.addAnimation(slide(from: 5, to: 5), forKey: nil) // no key: not listed
        XCTAssertEqual(box.animationKeys(), ["b", "a"])
        XCTAssertEqual(box.animation(forKey: "a")?.duration, 1)
        try scene.advance(to: 0.5)
        box.removeAnimation(forKey: "a")
        XCTAssertEqual(box.animationKeys(), ["b"])
        XCTAssertEqual(box.presentation.alpha, 1) // the model shows at once
        XCTAssertNil(removed) // the callback runs on the clock
        try scene.advance(to: 0.5)
        XCTAssertEqual(removed, false)
        box.removeAnimation(forKey: "missing") // nothing happens
    }

    func testRemoveAllAnimationsRemovesExplicitOnesToo() throws {
        let (scene, box) = try makeExplicitScene()
        var results: [Bool] = []
        var animation = slide()
        animation.onStop = { results.append($0) }
        try box.addAnimation(animation, forKey: "slide")
        try scene.animate(withDuration: 1) {
            box.alpha = 0
        } completion: {
            results.append($0)
        }
        try scene.advance(to: 0.25)
        box.removeAllAnimations()
        XCTAssertEqual(box.animationKeys(), [])
        XCTAssertEqual(box.presentation.center.x, 100)
        XCTAssertEqual(box.presentation.alpha, 0)
        try scene.advance(to: 0.3)
        XCTAssertEqual(results.sorted { !$0 && $1 }, [false, false])
    }

    func testForwardsFillHoldsTheLastValueAndTheModelNeverMoves() throws {
        let (scene, box) = try makeExplicitScene()
        var animation = slide(from: 0, to: 300)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        try box.addAnimation(animation, forKey: "slide")
        try scene.advance(to: 5)
        XCTAssertEqual(box.shownX, 300)
        XCTAssertEqual(box.center.x, 100)
        XCTAssertEqual(box.animationKeys(), ["slide"])
        box.removeAnimation(forKey: "slide")
        XCTAssertEqual(box.shownX, 100)
    }

    func testUIViewAnimationDoesNotReplaceAnExplicitAnimation() throws {
        // Opacity is a key UIView-style animations replace, but an explicit animation under its own
        // key stays: the UIView animation's change, (old - new)(1 - f), lands on top of it.
        let (scene, box) = try makeExplicitScene()
        var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
        fade.duration = 2
        try box.addAnimation(fade, forKey: "fade")
        try scene.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0.5 }
        try scene.advance(to: 0.5)
        XCTAssertEqual(box.presentation.alpha, 0.5, accuracy: 1e-12) // fade 0.25 + (1 - 0.5)(1 - 0.5)
        try scene.advance(to: 1.5)
        XCTAssertEqual(box.presentation.alpha, 0.75, accuracy: 1e-12) // UIView done: fade at 1.5 / 2
        XCTAssertEqual(box.animationKeys(), ["fade"])
    }

    func testAnimationsAddOnTopOfEachOtherInOrder() throws {
        let (scene, box) = try makeExplicitScene()
        var base = slide(from: 0, to: 100, duration: 2)
        base.fillMode = .both
        var wobble = KeyframeAnimation(keyPath: .positionX, values: [0, 4, 0])
        wobble.duration = 1
        wobble.isAdditive = true
        try box.addAnimation(base, forKey: "base")
        try box.addAnimation(wobble, forKey: "wobble")
        try scene.advance(to: 0.5)
        XCTAssertEqual(box.shownX, 25 + 4, accuracy: 1e-12) // base 100 * 0.5 / 2, wobble peak at u = 0.5
    }

    func testRefusalsChangeNothing() throws {
        let (scene, box) = try makeExplicitScene()
        XCTAssertThrowsError(try box.addAnimation(BasicAnimation(keyPath: .positionX, to: .point(.zero)))) {
            XCTAssertEqual($0 as? AnimationError, .valueTypeMismatch(keyPath: "position.x", expected: .number))
        }
        var bad = slide()
        bad.duration = -1
        XCTAssertThrowsError(try box.addAnimation(bad)) { XCTAssertEqual($0 as? AnimationError, .negative("duration")) }
        bad = slide()
        bad.speed = .infinity
        XCTAssertThrowsError(try box.addAnimation(bad)) { XCTAssertEqual($0 as? AnimationError, .notFinite("speed")) }
        for change in [
            { (a: inout BasicAnimation) in a.duration = 1e-12 }, { $0.beginTime = 2e9 },
            { $0.repeatCount = 1e10 }, { $0.repeatDuration = -1 }, { $0.repeatCount = .nan }
        ] {
            bad = slide()
            change(&bad)
            XCTAssertThrowsError(try box.addAnimation(bad), "\(bad.timing)")
        }
        var keys = KeyframeAnimation(keyPath: .opacity, values: [0, 1], keyTimes: [0, 0.5, 1])
        XCTAssertThrowsError(try box.addAnimation(keys, forKey: "k"))
        keys = KeyframeAnimation(keyPath: .opacity, values: [])
        XCTAssertThrowsError(try box.addAnimation(keys, forKey: "k"))
        XCTAssertThrowsError(try box.addAnimation(BasicAnimation(keyPath: .opacity, to: .number(.nan))))
        XCTAssertThrowsError(
            try box.addAnimation(GroupAnimation([slide(), BasicAnimation(keyPath: .opacity, to: .size(.zero))])))
        XCTAssertThrowsError(try View(name: "loose").addAnimation(slide())) {
            XCTAssertEqual($0 as? AnimationError, .viewNotInScene("loose"))
        }
        struct Foreign: ExplicitAnimation {
            var timing = MediaTiming()
            var timingFunction: TimingCurve?
            var isRemovedOnCompletion = true
            var onStart: (() -> Void)?
            var onStop: ((Bool) -> Void)?
        }
        XCTAssertThrowsError(try box.addAnimation(Foreign()))
        XCTAssertEqual(box.animationKeys(), [])
        XCTAssertTrue(box.properties(animating: .center).isEmpty)
        _ = scene
    }

    func testDurationZeroTakesTheDefaultAndTransactionDuration() throws {
        let (scene, box) = try makeExplicitScene()
        try box.addAnimation(BasicAnimation(keyPath: .positionX, from: 0, to: 100), forKey: "a")
        XCTAssertEqual(box.animation(forKey: "a")?.duration, 0.25)
        try scene.transaction { transaction in
            transaction.animationDuration = 2
            try box.addAnimation(BasicAnimation(keyPath: .positionY, from: 0, to: 100), forKey: "b")
        }
        XCTAssertEqual(box.animation(forKey: "b")?.duration, 2)
    }
}

extension View {
    /// The running animations on `property` (a test helper over `animatingProperties`).
    fileprivate func properties(animating property: AnimatableProperty) -> [AnimatableProperty] {
        animatingProperties.filter { $0 == property }
    }
}
