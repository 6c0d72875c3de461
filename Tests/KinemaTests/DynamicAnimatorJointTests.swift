import Kinema
import XCTest

/// Snap and attachment behaviours through the view bridge (the dynamics article of Kinema's documentation), checked by physical
/// invariants rather than recorded numbers.
final class DynamicAnimatorJointTests: XCTestCase {
    /// A 300x400 item 500 pt to the right of the snap point and rotated pi/2 comes to the point
    /// upright: the equilibrium of the four corner springs is centre on the point, angle 0 (each
    /// spring at its rest length 50). Rest: every body slower than 0.1 pt/s and
    /// 0.035 rad/s for 0.5 s, so `onPause` fires once, at a step time >= 0.5 s, and nothing moves
    /// afterwards.
    func testSnapBringsAnItemFrom500PointsAwayHomeUprightAndPauses() throws {
        let stage = try DynamicsStage()
        let c = DynamicsStage.center
        let item = try stage.item("tip", width: 300, height: 400, at: c + Vector(dx: 500, dy: 0), angle: .pi / 2)
        var pauses: [Double] = []
        stage.animator.onPause = { _ in pauses.append(stage.scene.time) }
        let snap = SnapBehavior(item: item, snapTo: c)
        XCTAssertEqual(snap.dampingRatio, 0.5)
        try stage.animator.addBehavior(snap)
        XCTAssertTrue(stage.animator.isRunning)
        try stage.advance(toStep: 1)
        XCTAssertLessThan(item.center.x, c.x + 500, "the first step already moves towards the point")
        for k in 2...480 where pauses.isEmpty { try stage.advance(toStep: k) }
        XCTAssertEqual(pauses.count, 1, "comes to rest within 4 s")
        let rest = try XCTUnwrap(pauses.first)
        XCTAssertGreaterThanOrEqual(rest, 0.5)
        XCTAssertEqual(rest * 120, (rest * 120).rounded(), accuracy: 1e-9, "pauses at a step time")
        XCTAssertFalse(stage.animator.isRunning)
        XCTAssertEqual(item.center.x, c.x, accuracy: 0.5)
        XCTAssertEqual(item.center.y, c.y, accuracy: 0.5)
        XCTAssertEqual(item.rotation, 0, accuracy: 0.01)
        XCTAssertLessThan(stage.animator.linearVelocity(of: item).length, 0.1)
        XCTAssertLessThan(abs(stage.animator.angularVelocity(of: item)), 0.035)
        let (center, angle, elapsed) = (item.center, item.rotation, stage.animator.elapsedTime)
        try stage.scene.advance(to: rest + 2)
        XCTAssertEqual(item.center, center, "no step after the pause")
        XCTAssertEqual(item.rotation, angle)
        XCTAssertEqual(stage.animator.elapsedTime, elapsed)
        XCTAssertEqual(pauses.count, 1)
    }

    /// The spinning tips' pivot: an anchor attachment at offset (0, 500) whose anchor is that point
    /// (length 0 < 1 pt, so a pin joint). Gravity along +x swings the item about the pivot like a
    /// pendulum released horizontally (its equilibrium is rotation +pi/2): over 2 s it swings past
    /// pi/2, and at every step the pin point stays within 0.5 pt of the anchor and the centre on the
    /// circle of radius 500 around it.
    func testRigidPinKeepsThePinPointOnTheAnchorWhileSwinging() throws {
        let stage = try DynamicsStage()
        let c = DynamicsStage.center, offset = Vector(dx: 0, dy: 500), anchor = c + offset
        let item = try stage.item("tip", width: 300, height: 400, at: c)
        let pivot = AttachmentBehavior(item: item, offsetFromCenter: offset, attachedToAnchor: anchor)
        XCTAssertEqual(pivot.length, 0)
        XCTAssertTrue(pivot.isPin)
        XCTAssertEqual(pivot.stiffness, .rigid, "rigid by default")
        let gravity = GravityBehavior(items: [item])
        gravity.angle = 0
        try stage.animator.addBehavior(pivot)
        try stage.animator.addBehavior(gravity)
        var maxError = 0.0, maxRadiusError = 0.0, maxRotation = 0.0
        for k in 1...240 {
            try stage.advance(toStep: k)
            maxError = max(maxError, item.point(atOffset: offset).distance(to: anchor))
            maxRadiusError = max(maxRadiusError, abs(item.center.distance(to: anchor) - 500))
            maxRotation = max(maxRotation, item.rotation)
        }
        XCTAssertLessThan(maxError, 0.5)
        XCTAssertLessThan(maxRadiusError, 0.5)
        XCTAssertGreaterThan(maxRotation, .pi / 2, "it really swings past the equilibrium")
    }

    /// An attachment's length is the distance at creation (300 here, not a pin); rigid, it keeps the
    /// centre 300 pt from the anchor while gravity along +x swings it. Setting `length` mid-flight
    /// takes effect from the next step; moving `anchorPoint` moves the circle.
    func testAttachmentLengthIsMeasuredAtCreationAndSettable() throws {
        let stage = try DynamicsStage()
        let anchor = Point(x: 100, y: 400)
        let item = try stage.item("box", width: 60, height: 60, at: Point(x: 100, y: 100))
        let rope = AttachmentBehavior(item: item, attachedToAnchor: anchor)
        XCTAssertEqual(rope.length, 300)
        XCTAssertFalse(rope.isPin)
        let gravity = GravityBehavior(items: [item])
        gravity.angle = 0
        try stage.animator.addBehavior(rope)
        try stage.animator.addBehavior(gravity)
        XCTAssertLessThan(try stage.largestRopeError(of: item, anchor: anchor, length: 300, steps: 1...120), 0.5)
        XCTAssertGreaterThan(item.center.x, 300, "swung to the right")
        rope.length = 200
        rope.anchorPoint = Point(x: 150, y: 400)
        try stage.advance(toStep: 240)
        XCTAssertEqual(item.center.distance(to: Point(x: 150, y: 400)), 200, accuracy: 0.5)
        XCTAssertEqual(stage.scene.diagnostics, [])
    }

    /// Item-to-item: two 100x100 items 200 pt apart joined centre to centre (length 200). An
    /// instantaneous push of 150 pt/s on one: the pair keeps its distance and, the joint being
    /// internal, shares the momentum: the mean velocity stays 75 pt/s along x.
    func testItemToItemAttachmentKeepsDistanceAndMomentum() throws {
        let stage = try DynamicsStage()
        let a = try stage.item("a", width: 100, height: 100, at: Point(x: 100, y: 300))
        let b = try stage.item("b", width: 100, height: 100, at: Point(x: 300, y: 300))
        let link = AttachmentBehavior(item: a, attachedTo: b)
        XCTAssertEqual(link.length, 200)
        XCTAssertNil(link.anchorPoint)
        let push = PushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = Vector(dx: 1.5, dy: 0)
        try stage.animator.addBehavior(link)
        try stage.animator.addBehavior(push)
        for k in 1...60 {
            try stage.advance(toStep: k)
            XCTAssertEqual(a.center.distance(to: b.center), 200, accuracy: 0.5)
            let mean = (stage.animator.linearVelocity(of: a) + stage.animator.linearVelocity(of: b)) * 0.5
            XCTAssertEqual(mean.dx, 75, accuracy: 1e-9)
        }
    }
}
