import Kinema
import XCTest

/// Clock values far beyond any animation and very large jumps of the clock: no step count is ever
/// converted from a number that does not fit, and no call to `advance` runs without bound.
final class DynamicAnimatorLargeTimeTests: XCTestCase {
    /// A behaviour added at t = 1e17, 1.2e19 steps after the animator's start (more than Int.max),
    /// restarts the step grid at 1e17. There one unit in the last place of the clock is
    /// 2^(56 - 52) = 16 s, coarser than a step, so steps land on successive clock values: advancing
    /// to 1e17 itself runs none, the next clock value runs one, and 1e17 + 16 n has run n, each a
    /// full 1/120 s step, so y_n = 100 + h^2 g n (n + 1) / 2 as on the normal grid.
    func testWakingAt1e17StepsOncePerClockValue() throws {
        let stage = try DynamicsStage()
        let box = try stage.item("box", width: 100, height: 100, at: Point(x: 150, y: 100))
        try stage.scene.advance(to: 1e17)
        XCTAssertEqual((1e17).ulp, 16)
        try stage.animator.addBehavior(GravityBehavior(items: [box]))
        XCTAssertTrue(stage.animator.isRunning)
        try stage.scene.advance(to: 1e17)
        XCTAssertEqual(box.center.y, 100, "no step at the wake's own clock value")
        try stage.scene.advance(to: (1e17).nextUp)
        XCTAssertEqual(box.center.y, 100 + eulerDisplacement(steps: 1, acceleration: 1000), accuracy: 1e-12)
        try stage.scene.advance(to: 1e17 + 16 * 11)
        XCTAssertEqual(box.center.y, 100 + eulerDisplacement(steps: 11, acceleration: 1000), accuracy: 1e-9)
        XCTAssertEqual(stage.animator.linearVelocity(of: box).dy, 11 * 1000 / 120, accuracy: 1e-9)
    }

    /// The spinning tips' pivot and snap, at rest, grabbed at t = 1e17 (the snap removed, a finger
    /// attached at the touch, as the control does): nothing traps and, as the finger holds the tip
    /// where it is, the tip stays put (within the 0.5 pt the rigid joints allow) and comes to rest.
    func testGrabbingARestingTipAt1e17() throws {
        let stage = try DynamicsStage()
        let c = DynamicsStage.center
        let tip = try stage.item("tip", width: 300, height: 400, at: c)
        let pivot = AttachmentBehavior(
            item: tip, offsetFromCenter: Vector(dx: 0, dy: 500),
            attachedToAnchor: c + Vector(dx: 0, dy: 500))
        let snap = SnapBehavior(item: tip, snapTo: c)
        try stage.animator.addBehavior(pivot)
        try stage.animator.addBehavior(snap)
        try stage.scene.advance(to: 5)
        XCTAssertFalse(stage.animator.isRunning, "at rest at the snap point")
        try stage.scene.advance(to: 1e17)
        stage.animator.removeBehavior(snap)
        try stage.animator.addBehavior(AttachmentBehavior(item: tip, attachedToAnchor: Point(x: 190, y: 330)))
        try stage.scene.advance(to: 1e17 + 16 * 120)
        XCTAssertFalse(stage.animator.isRunning)
        XCTAssertEqual(tip.center.x, c.x, accuracy: 0.5)
        XCTAssertEqual(tip.center.y, c.y, accuracy: 0.5)
        XCTAssertEqual(stage.scene.diagnostics, [])
    }

    /// An animator that never comes to rest (an item falling forever) pauses once it has stepped
    /// for `maximumRunDuration` (1 s here: 120 steps) since its last change, so advancing the clock
    /// by 10^6 s runs 120 steps, not 1.2e8. A change wakes it: it goes on from its state (v = 120 h g
    /// = 1000 pt/s) on its grid t0 + k/120, here at step 1.2e8 + 1, the first after 1e6.
    func testAnAnimatorThatNeverRestsPausesAfterItsRunLimit() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        XCTAssertEqual(try DynamicAnimator(referenceView: scene.root).maximumRunDuration, 3600, "one hour by default")
        let animator = try DynamicAnimator(referenceView: scene.root, maximumRunDuration: 1)
        XCTAssertEqual(animator.maximumRunDuration, 1)
        let box = View(name: "box", frame: Rect(x: 100, y: 50, width: 100, height: 100))
        try scene.root.addSubview(box)
        var pauses: [Double] = []
        animator.onPause = { _ in pauses.append(scene.time) }
        let gravity = GravityBehavior(items: [box])
        try animator.addBehavior(gravity)
        try scene.advance(to: 1e6)
        XCTAssertEqual(pauses, [1], "paused at step 120")
        XCTAssertFalse(animator.isRunning)
        let y120 = 100 + eulerDisplacement(steps: 120, acceleration: 1000)
        XCTAssertEqual(box.center.y, y120, accuracy: 1e-9)
        XCTAssertEqual(animator.linearVelocity(of: box).dy, 1000, accuracy: 1e-9)
        XCTAssertEqual(animator.elapsedTime, 1)
        gravity.magnitude = 2
        XCTAssertTrue(animator.isRunning)
        let next = DynamicsStage.stepTime(120_000_001)
        XCTAssertGreaterThan(next, 1e6)
        try scene.advance(to: next)
        let v = 1000 + 2000.0 / 120
        XCTAssertEqual(animator.linearVelocity(of: box).dy, v, accuracy: 1e-9)
        XCTAssertEqual(box.center.y, y120 + v / 120, accuracy: 1e-9)
        XCTAssertEqual(animator.elapsedTime, next)
    }

    /// Advancing a running animator to the largest finite time, and waking one there, ends: the run
    /// limit stops the first, and at the top of the clock the next clock value is infinite, a time
    /// the scene never reaches, so the second never steps.
    func testAdvancingToTheLargestFiniteTimeEnds() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let animator = try DynamicAnimator(referenceView: scene.root, maximumRunDuration: 0.5)
        let box = View(name: "box", frame: Rect(x: 100, y: 50, width: 100, height: 100))
        try scene.root.addSubview(box)
        let gravity = GravityBehavior(items: [box])
        try animator.addBehavior(gravity)
        try scene.advance(to: .greatestFiniteMagnitude)
        XCTAssertFalse(animator.isRunning)
        let y60 = 100 + eulerDisplacement(steps: 60, acceleration: 1000)
        XCTAssertEqual(box.center.y, y60, accuracy: 1e-9)
        gravity.magnitude = 2
        try scene.advance(to: .greatestFiniteMagnitude)
        XCTAssertEqual(box.center.y, y60, accuracy: 1e-9)
        XCTAssertTrue(box.center.x.isFinite && box.center.y.isFinite)
    }

    /// The run limit is a finite, positive duration of at most 10^9 s; anything else is a typed error.
    func testRunLimitIsValidated() {
        let scene = Scene(size: Size(width: 100, height: 100))
        for bad in [0, -1, 2e9] {
            XCTAssertThrowsSceneError(
                .invalidDynamicsParameter(.outOfRange(parameter: "maximumRunDuration", value: bad))
            ) {
                () throws(SceneError) in
                _ = try DynamicAnimator(referenceView: scene.root, maximumRunDuration: bad)
            }
        }
        for bad in [Double.nan, .infinity] {
            XCTAssertThrowsSceneError(.invalidDynamicsParameter(.notFinite(parameter: "maximumRunDuration"))) {
                () throws(SceneError) in
                _ = try DynamicAnimator(referenceView: scene.root, maximumRunDuration: bad)
            }
        }
    }
}
