import Kinema
import XCTest

/// A view's own beginTime, speed and timeOffset, which apply to every animation in its subtree:
/// a view's local time is t = (tp - beginTime) * speed + timeOffset, tp its superview's local time
/// (the scene's time at the root). Values derived by hand in the comments.
final class ViewClockTests: XCTestCase {
    /// Core Animation's pause recipe: speed 0 and timeOffset = the local time now.
    private func pause(_ view: View) {
        let paused = view.convertTime(view.scene?.time ?? 0, from: nil)
        view.speed = 0
        view.timeOffset = paused
    }

    /// Its resume: speed 1, timeOffset 0, beginTime 0, then beginTime = local time now - paused offset.
    private func resume(_ view: View) {
        let paused = view.timeOffset
        view.speed = 1
        view.timeOffset = 0
        view.beginTime = 0
        view.beginTime = view.convertTime(view.scene?.time ?? 0, from: nil) - paused
    }

    func testPausedThenResumedViewResumesWhereItStopped() throws {
        let (scene, box) = try makeExplicitScene()
        var stoppedAt: Double?
        var animation = slide()
        animation.onStop = { _ in stoppedAt = scene.time }
        try box.addAnimation(animation, forKey: "slide")
        try scene.advance(to: 0.4)
        pause(box) // local time frozen at 0.4
        try scene.advance(to: 1.2)
        XCTAssertEqual(box.shownX, 40, accuracy: 1e-12) // still 0.4 of the way
        XCTAssertNil(stoppedAt) // the end (local 1) is held back
        resume(box) // beginTime = 1.2 - 0.4 = 0.8
        XCTAssertEqual(box.beginTime, 0.8, accuracy: 1e-12)
        XCTAssertEqual(box.shownX, 40, accuracy: 1e-12) // continuous: local (1.2 - 0.8) = 0.4
        try scene.advance(to: 1.3)
        XCTAssertEqual(box.shownX, 50, accuracy: 1e-9) // local 0.5
        try scene.advance(to: 1.8)
        XCTAssertEqual(stoppedAt ?? .nan, 1.8, accuracy: 1e-12) // local 1 at scene 0.8 + 1
        XCTAssertEqual(box.shownX, 100)
    }

    func testPauseRecipeWithNestedViews() throws {
        let outer = View(name: "outer", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let inner = View(name: "inner", frame: Rect(x: 0, y: 0, width: 100, height: 100)) // centre (50, 50)
        let leaf = View(name: "leaf", frame: Rect(x: 0, y: 0, width: 20, height: 20)) // centre (10, 10)
        let scene = try Scene.nesting(outer, inner, leaf, width: 400, height: 400)
        inner.speed = 2 // inner's time runs twice as fast
        try leaf.addAnimation(slide(duration: 4), forKey: "slide") // begins at leaf local 0
        var innerStop: Double?
        var innerAnimation = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
        innerAnimation.duration = 4
        innerAnimation.onStop = { _ in innerStop = scene.time }
        try inner.addAnimation(innerAnimation, forKey: "fade")
        try scene.advance(to: 0.5)
        XCTAssertEqual(leaf.shownX, 25, accuracy: 1e-12) // leaf local 2 * 0.5 = 1: 100 / 4
        XCTAssertEqual(inner.presentation.alpha, 0.25, accuracy: 1e-12)
        pause(outer) // outer frozen at 0.5
        try scene.advance(to: 2)
        XCTAssertEqual(leaf.shownX, 25, accuracy: 1e-12) // the whole subtree is frozen
        XCTAssertEqual(inner.presentation.alpha, 0.25, accuracy: 1e-12)
        XCTAssertEqual(leaf.localTime, 1, accuracy: 1e-12) // (0.5 - 0) * 2
        resume(outer) // outer beginTime 2 - 0.5 = 1.5
        try scene.advance(to: 2.5)
        XCTAssertEqual(leaf.shownX, 50, accuracy: 1e-12) // outer 1, inner/leaf 2: 100 * 2 / 4
        XCTAssertNil(innerStop)
        try scene.advance(to: 3.5)
        XCTAssertEqual(innerStop ?? .nan, 3.5, accuracy: 1e-12) // leaf/inner local 4 at outer 2, scene 3.5
    }

    func testPausingTheChildWhileItsParentIsSlowed() throws {
        let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = View(name: "child", frame: Rect(x: 90, y: 90, width: 20, height: 20))
        let scene = try Scene.nesting(parent, child, width: 400, height: 400)
        parent.speed = 0.5
        try child.addAnimation(slide(duration: 1), forKey: "slide")
        try scene.advance(to: 1)
        XCTAssertEqual(child.shownX, 50, accuracy: 1e-12) // child local 0.5
        pause(child)
        try scene.advance(to: 3)
        XCTAssertEqual(child.shownX, 50, accuracy: 1e-12)
        resume(child) // child beginTime = parent local 1.5 - 0.5 = 1
        XCTAssertEqual(child.beginTime, 1, accuracy: 1e-12)
        try scene.advance(to: 3.5)
        XCTAssertEqual(child.shownX, 75, accuracy: 1e-12) // parent 1.75, child 1.75 - 1 = 0.75
    }

    func testWindowSpeedSlowsUIViewAnimationsAndTheirCompletions() throws {
        let (scene, box) = try makeExplicitScene()
        scene.root.speed = 0.5 // "slow animations"
        var finishedAt: Double?
        try scene.animate(withDuration: 1, options: .curveLinear) {
            box.center = Point(x: 200, y: 100)
        } completion: { _ in
            finishedAt = scene.time
        }
        try scene.advance(to: 1)
        XCTAssertEqual(box.shownX, 150, accuracy: 1e-12) // local 0.5 of 1 s: 100 + 100 * 0.5
        XCTAssertNil(finishedAt)
        try scene.advance(to: 2)
        XCTAssertEqual(finishedAt, 2)
        XCTAssertEqual(box.shownX, 200)
    }

    func testPausedParentHoldsAUIViewAnimationAndItsCompletion() throws {
        let (scene, box) = try makeExplicitScene()
        var finishedAt: Double?
        try scene.animate(withDuration: 1, options: .curveLinear) {
            box.alpha = 0
        } completion: { _ in
            finishedAt = scene.time
        }
        try scene.advance(to: 0.25)
        pause(scene.root)
        try scene.advance(to: 5)
        XCTAssertEqual(box.presentation.alpha, 0.75, accuracy: 1e-12)
        XCTAssertNil(finishedAt)
        resume(scene.root) // beginTime 5 - 0.25
        try scene.advance(to: 5.5)
        XCTAssertEqual(box.presentation.alpha, 0.25, accuracy: 1e-12)
        try scene.advance(to: 6)
        XCTAssertEqual(finishedAt ?? .nan, 5.75, accuracy: 1e-12)
    }

    func testAnimationAddedToATimedViewBeginsAtItsLocalTime() throws {
        let (scene, box) = try makeExplicitScene()
        box.timeOffset = 10 // local = scene + 10
        try scene.advance(to: 1)
        XCTAssertEqual(box.localTime, 11)
        try box.addAnimation(slide(), forKey: "slide")
        XCTAssertEqual(box.animation(forKey: "slide")?.beginTime, 11)
        try scene.advance(to: 1.5)
        XCTAssertEqual(box.shownX, 50, accuracy: 1e-12)
        XCTAssertEqual(scene.snapshot()["box"]?.center.x ?? .nan, 50, accuracy: 1e-12) // frames read local time too
    }

    func testConvertTimeBetweenViews() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let a = View(name: "a"), b = View(name: "b")
        try scene.root.addSubview(a)
        try a.addSubview(b)
        a.beginTime = 1; a.speed = 2; a.timeOffset = 3 // a: (t - 1) * 2 + 3
        b.speed = 0.5 // b: a / 2
        XCTAssertEqual(a.convertTime(4, from: nil), 9) // (4 - 1) * 2 + 3
        XCTAssertEqual(b.convertTime(4, from: nil), 4.5)
        XCTAssertEqual(b.convertTime(4.5, to: nil), 4)
        XCTAssertEqual(a.convertTime(4.5, from: b), 9)
        XCTAssertEqual(b.convertTime(9, from: a), 4.5)
        a.speed = .nan // refused, recorded
        XCTAssertEqual(a.speed, 2)
        XCTAssertEqual(scene.diagnostics.count, 1)
    }

    func testMovingAViewUnderAPausedParentHoldsItsAnimation() throws {
        let (scene, box) = try makeExplicitScene()
        let holder = View(name: "holder")
        try scene.root.addSubview(holder)
        holder.speed = 0
        var stopped = false
        var animation = slide()
        animation.onStop = { _ in stopped = true }
        try box.addAnimation(animation, forKey: "slide")
        try scene.advance(to: 0.5)
        XCTAssertEqual(box.shownX, 50, accuracy: 1e-12)
        try holder.addSubview(box) // holder's local time is 0 for ever
        try scene.advance(to: 3)
        XCTAssertFalse(stopped) // its end (local 1) is never reached
        XCTAssertEqual(box.shownX, 0) // local time jumped back to 0: the start
    }

    func testRootSpeedSlowsPropertyAnimatorsAndTheirCompletions() throws {
        let (scene, box) = try makeExplicitScene()
        scene.root.speed = 0.5
        var endedAt: Double?
        let animator = try scene.runningPropertyAnimator(
            withDuration: 1, options: .curveLinear,
            animations: {
                box.center = Point(x: 200, y: 100)
            }, completion: { _ in endedAt = scene.time })
        try scene.advance(to: 1)
        XCTAssertEqual(box.shownX, 150, accuracy: 1e-12) // root local 0.5: half way
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-12)
        XCTAssertNil(endedAt)
        try animator.pauseAnimation()
        try scene.advance(to: 1.5)
        XCTAssertEqual(box.shownX, 150, accuracy: 1e-12) // pausing did not move anything
        try animator.startAnimation() // the rest, 0.5 s of animator time
        try scene.advance(to: 2)
        XCTAssertEqual(box.shownX, 175, accuracy: 1e-12) // 0.25 of animator time later
        try scene.advance(to: 2.5)
        XCTAssertEqual(endedAt, 2.5)
        XCTAssertEqual(box.shownX, 200)
    }
}
