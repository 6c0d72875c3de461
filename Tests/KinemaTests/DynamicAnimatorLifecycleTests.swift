import Kinema
import XCTest

/// Adding and removing behaviours mid-flight, the step grid t0 + k/120, determinism and typed
/// errors of the dynamic animator (the stepping rules of the dynamics article of Kinema's documentation).
final class DynamicAnimatorLifecycleTests: XCTestCase {
    /// Gravity alone, removed after 30 steps: the item stops being a body and stays where it is
    /// (y_30 = 100 + h^2 g 30 * 31 / 2 = 132.291667); the animator pauses at the next step. Added
    /// back at step time 60 it makes a new body from the view, at rest: y = y_30 + h^2 g m (m + 1) / 2
    /// after m more steps.
    func testRemovingTheOnlyBehaviorFreezesAndReAddingRestartsFromRest() throws {
        let stage = try DynamicsStage()
        let box = try stage.item("box", width: 100, height: 100, at: Point(x: 150, y: 100))
        let gravity = GravityBehavior(items: [box])
        var pauses = 0
        stage.animator.onPause = { _ in pauses += 1 }
        try stage.animator.addBehavior(gravity)
        try stage.advance(toStep: 30)
        let y30 = 100 + eulerDisplacement(steps: 30, acceleration: 1000)
        XCTAssertEqual(box.center.y, y30, accuracy: 1e-9)
        XCTAssertEqual(y30, 132.291666667, accuracy: 1e-8)
        stage.animator.removeBehavior(gravity)
        XCTAssertTrue(stage.animator.behaviors.isEmpty)
        XCTAssertNil(gravity.dynamicAnimator)
        XCTAssertEqual(stage.animator.linearVelocity(of: box), .zero, "no longer an item")
        try stage.advance(toStep: 60)
        XCTAssertEqual(box.center.y, y30, accuracy: 1e-9)
        XCTAssertEqual(pauses, 1)
        XCTAssertFalse(stage.animator.isRunning)
        try stage.animator.addBehavior(gravity)
        for m in [1, 2, 30] {
            try stage.advance(toStep: 60 + m)
            XCTAssertEqual(box.center.y, y30 + eulerDisplacement(steps: m, acceleration: 1000), accuracy: 1e-9)
        }
    }

    /// With an item behaviour keeping the body, removing gravity after 30 steps leaves the velocity
    /// v_30 = 30 h g = 250 pt/s: y = y_30 + m h v_30. Re-added after step 60, the item accelerates
    /// again from v_30: y = y_60 + m h v_30 + h^2 g m (m + 1) / 2.
    func testRemovingGravityKeepsTheVelocityAndReAddingAcceleratesAgain() throws {
        let stage = try DynamicsStage()
        let box = try stage.item("box", width: 100, height: 100, at: Point(x: 150, y: 100))
        let gravity = GravityBehavior(items: [box])
        try stage.animator.addBehavior(DynamicItemBehavior(items: [box]))
        try stage.animator.addBehavior(gravity)
        try stage.advance(toStep: 30)
        let y30 = box.center.y, v30: Double = 30.0 * 1000.0 / 120.0
        XCTAssertEqual(stage.animator.linearVelocity(of: box).dy, v30, accuracy: 1e-9)
        stage.animator.removeBehavior(gravity)
        try stage.advance(toStep: 60)
        XCTAssertEqual(box.center.y, y30 + 30 * v30 / 120, accuracy: 1e-9)
        let y60 = box.center.y
        try stage.animator.addBehavior(gravity)
        try stage.advance(toStep: 90)
        XCTAssertEqual(
            box.center.y, y60 + 30 * v30 / 120 + eulerDisplacement(steps: 30, acceleration: 1000),
            accuracy: 1e-9)
        XCTAssertEqual(stage.animator.behaviors.count, 2)
    }

    /// The snap removed mid-swing and added back later still brings the item home and to rest.
    func testSnapRemovedAndReAddedMidFlightStillArrives() throws {
        let stage = try DynamicsStage()
        let c = DynamicsStage.center
        let item = try stage.item("tip", width: 300, height: 400, at: c + Vector(dx: 500, dy: 500), angle: .pi / 2)
        let pivot = AttachmentBehavior(
            item: item, offsetFromCenter: Vector(dx: 0, dy: 500),
            attachedToAnchor: c + Vector(dx: 0, dy: 500))
        let snap = SnapBehavior(item: item, snapTo: c)
        var paused = false
        stage.animator.onPause = { _ in paused = true }
        try stage.animator.addBehavior(pivot)
        try stage.animator.addBehavior(snap)
        try stage.advance(toStep: 6)
        stage.animator.removeBehavior(snap)
        XCTAssertEqual(stage.animator.behaviors.count, 1)
        let moving = stage.animator.angularVelocity(of: item)
        XCTAssertLessThan(moving, -1, "swinging anticlockwise towards upright")
        try stage.advance(toStep: 30)
        XCTAssertFalse(paused, "the pendulum keeps swinging without the snap")
        try stage.animator.addBehavior(snap)
        XCTAssertThrowsSceneError(.behaviorAlreadyAdded) { () throws(SceneError) in
            try stage.animator.addBehavior(snap)
        }
        for k in 31...600 where !paused { try stage.advance(toStep: k) }
        XCTAssertTrue(paused)
        XCTAssertEqual(item.center.x, c.x, accuracy: 0.5)
        XCTAssertEqual(item.center.y, c.y, accuracy: 0.5)
        XCTAssertEqual(item.rotation, 0, accuracy: 0.01)
    }

    /// Steps land at t0 + k/120 with t0 = when the animator was created (0.3 s here), whenever a
    /// behaviour is added; a frame shows the latest completed step; a change made between steps
    /// takes effect from the next step.
    func testStepsLandOnTheGridOfTheAnimatorsStartTime() throws {
        let t0 = 0.3
        let stage = try DynamicsStage(t0: t0)
        let box = try stage.item("box", width: 100, height: 100, at: Point(x: 150, y: 100))
        let gravity = GravityBehavior(items: [box])
        // Added a quarter-step after step 2's time: the first step is step 3, at t0 + 3/120.
        try stage.scene.advance(to: t0 + 2.25 / 120)
        try stage.animator.addBehavior(gravity)
        try stage.scene.advance(to: DynamicsStage.stepTime(3, t0: t0) - 1e-9)
        XCTAssertEqual(box.center.y, 100, "no step before t0 + 3/120")
        try stage.advance(toStep: 3, t0: t0)
        XCTAssertEqual(box.center.y, 100 + eulerDisplacement(steps: 1, acceleration: 1000), accuracy: 1e-12)
        // Mid-way between steps 10 and 11 the frame shows step 10 (8 steps of gravity).
        try stage.scene.advance(to: t0 + 10.5 / 120)
        XCTAssertEqual(box.center.y, 100 + eulerDisplacement(steps: 8, acceleration: 1000), accuracy: 1e-9)
        XCTAssertEqual(stage.scene.snapshot()["box"]?.center.y ?? 0, box.center.y)
        XCTAssertEqual(stage.animator.elapsedTime, 10.0 / 120, accuracy: 1e-15)
        // Doubling the magnitude now acts from step 11: v_11 = 8 h g + h 2g.
        gravity.magnitude = 2
        try stage.advance(toStep: 11, t0: t0)
        XCTAssertEqual(stage.animator.linearVelocity(of: box).dy, (8 * 1000 + 2000) / 120.0, accuracy: 1e-9)
    }

    /// The same script twice gives bit-identical frames; so does a third run with an unrelated view
    /// inserted below the item and an unrelated animator created first and stepping at the same
    /// times. The script is the spinning tips' drag: swing in, grab (snap removed, a finger
    /// attachment), move, let go (finger removed, snap back).
    func testTheSameScriptGivesIdenticalFrames() throws {
        let first = try dragScript(withUnrelatedObjects: false)
        let second = try dragScript(withUnrelatedObjects: false)
        let third = try dragScript(withUnrelatedObjects: true)
        XCTAssertEqual(first.count, 361)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first, third)
        XCTAssertNotEqual(first[100], first[200], "the script really moves the item")
    }

    /// Bit patterns of the item's centre and rotation at every step time up to 3 s.
    private func dragScript(withUnrelatedObjects: Bool) throws -> [[UInt64]] {
        let scene = Scene(size: Size(width: 375, height: 667))
        let c = DynamicsStage.center
        if withUnrelatedObjects {
            let other = View(name: "other", frame: Rect(x: 0, y: 0, width: 40, height: 40))
            try scene.root.addSubview(other)
            let unrelated = try DynamicAnimator(referenceView: scene.root)
            try unrelated.addBehavior(GravityBehavior(items: [other]))
        }
        let tip = View(name: "tip", frame: Rect(x: c.x - 150, y: c.y - 200, width: 300, height: 400))
        try scene.root.addSubview(tip)
        let animator = try DynamicAnimator(referenceView: scene.root)
        let pivot = AttachmentBehavior(
            item: tip, offsetFromCenter: Vector(dx: 0, dy: 500),
            attachedToAnchor: c + Vector(dx: 0, dy: 500))
        let snap = SnapBehavior(item: tip, snapTo: c)
        tip.center = c + Vector(dx: 500, dy: 500)
        tip.transform = AffineTransform(rotationAngle: .pi / 2)
        try animator.addBehavior(pivot)
        try animator.addBehavior(snap)
        var finger: AttachmentBehavior?
        var out: [[UInt64]] = []
        for k in 0...360 {
            try scene.advance(to: Double(k) / 120)
            switch k {
            case 120:
                animator.removeBehavior(snap)
                let touch = Point(x: 200, y: 300)
                let drag = AttachmentBehavior(item: tip, attachedToAnchor: touch)
                try animator.addBehavior(drag)
                finger = drag
            case 121..<150:
                finger?.anchorPoint = Point(x: 200 - Double(k - 120) * 3, y: 300)
            case 150:
                if let finger { animator.removeBehavior(finger) }
                try animator.addBehavior(snap)
            default:
                break
            }
            out.append([tip.center.x.bitPattern, tip.center.y.bitPattern, tip.rotation.bitPattern])
        }
        return out
    }

    /// Misuse is a typed error and changes nothing.
    func testErrorsAreTyped() throws {
        let stage = try DynamicsStage()
        let inside = try stage.item("inside", width: 100, height: 100, at: Point(x: 100, y: 100))
        // A reference view outside any scene.
        let loose = View(name: "loose", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        do {
            _ = try DynamicAnimator(referenceView: loose)
            XCTFail("expected referenceViewNotInScene")
        } catch {
            XCTAssertEqual(error, .referenceViewNotInScene("loose"))
        }
        // Items outside the reference view: a view of another scene, the reference view itself.
        let elsewhere = Scene(size: Size(width: 100, height: 100))
        let stranger = View(name: "stranger", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try elsewhere.root.addSubview(stranger)
        XCTAssertThrowsSceneError(.itemOutsideReferenceView("stranger")) { () throws(SceneError) in
            try stage.animator.addBehavior(GravityBehavior(items: [inside, stranger]))
        }
        XCTAssertThrowsSceneError(.itemOutsideReferenceView("root")) { () throws(SceneError) in
            try stage.animator.addBehavior(SnapBehavior(item: stage.scene.root, snapTo: .zero))
        }
        XCTAssertTrue(stage.animator.behaviors.isEmpty)
        XCTAssertFalse(stage.animator.isRunning)
        // A behaviour added twice, here or to another animator.
        let gravity = GravityBehavior(items: [inside])
        try stage.animator.addBehavior(gravity)
        XCTAssertThrowsSceneError(.behaviorAlreadyAdded) { () throws(SceneError) in
            try stage.animator.addBehavior(gravity)
        }
        let other = try DynamicAnimator(referenceView: stage.scene.root)
        XCTAssertThrowsSceneError(.behaviorAlreadyAdded) { () throws(SceneError) in
            try other.addBehavior(gravity)
        }
        XCTAssertEqual(stage.animator.behaviors.count, 1)
        // Bad parameters: the world's own error, and the behaviour is not added.
        let heavy = DynamicItemBehavior(items: [inside])
        heavy.density = -1
        XCTAssertThrowsSceneError(.invalidDynamicsParameter(.outOfRange(parameter: "density", value: -1))) {
            () throws(SceneError) in try stage.animator.addBehavior(heavy)
        }
        XCTAssertNil(heavy.dynamicAnimator)
        let nowhere = AttachmentBehavior(item: inside, attachedToAnchor: Point(x: .nan, y: 0))
        XCTAssertThrowsSceneError(.invalidDynamicsParameter(.notFinite(parameter: "worldPoint"))) {
            () throws(SceneError) in try stage.animator.addBehavior(nowhere)
        }
        let snap = SnapBehavior(item: inside, snapTo: Point(x: 100, y: 100))
        snap.dampingRatio = -0.5
        XCTAssertThrowsSceneError(.invalidDynamicsParameter(.outOfRange(parameter: "dampingRatio", value: -0.5))) {
            () throws(SceneError) in try stage.animator.addBehavior(snap)
        }
        XCTAssertEqual(stage.animator.behaviors.map { ObjectIdentifier($0) }, [ObjectIdentifier(gravity)])
        let item = DynamicItemBehavior(items: [inside])
        try stage.animator.addBehavior(item)
        XCTAssertThrowsSceneError(.invalidDynamicsParameter(.notFinite(parameter: "linearVelocity"))) {
            () throws(SceneError) in try item.addLinearVelocity(Vector(dx: .infinity, dy: 0), for: inside)
        }
        // Setters cannot throw: a bad value is refused, reported in the scene's diagnostics, and
        // the behaviour keeps its old value (down, 1 g = 1000 pt/s²).
        XCTAssertEqual(stage.scene.diagnostics, [])
        gravity.gravityDirection = Vector(dx: .nan, dy: 0)
        XCTAssertEqual(gravity.gravityDirection, Vector(dx: 0, dy: 1))
        XCTAssertEqual(stage.lastDynamicsError, .invalidDynamicsParameter(.notFinite(parameter: "gravityDirection")))
        try stage.advance(toStep: 1)
        XCTAssertEqual(stage.scene.diagnostics.count, 1, "the steps apply the kept direction")
        XCTAssertEqual(inside.center.x, 100, "the NaN never reached the body")
        XCTAssertEqual(inside.center.y, 100 + eulerDisplacement(steps: 1, acceleration: 1000), accuracy: 1e-12)
        // The animator goes on with good values: no gravity, the velocity gained is kept.
        gravity.gravityDirection = Vector(dx: 0, dy: 0)
        try stage.advance(toStep: 2)
        XCTAssertEqual(inside.center.y, 100 + 2 * eulerDisplacement(steps: 1, acceleration: 1000), accuracy: 1e-12)
    }
}
