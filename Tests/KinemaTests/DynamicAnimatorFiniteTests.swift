import Kinema
import XCTest

/// Far anchors through the view bridge: a coordinate above the world's limit (1e15 pt) is a typed
/// error where the call is made (or the scene's diagnostics for a property setter) and changes nothing; below
/// it, the bodies stay finite.
final class DynamicAnimatorFiniteTests: XCTestCase {
    /// The spinning tip (pivot at offset (0, 500), grabbed by a finger attachment) dragged to
    /// x = 1e308: the move is refused, the tip stays where the finger holds it (the rigid joints
    /// allow 0.5 pt), and a later, valid drag and a new grab still work.
    func testDraggingBeyondTheLimitIsRefusedAndLaterTouchesWork() throws {
        let stage = try DynamicsStage()
        let c = DynamicsStage.center
        let tip = try stage.item("tip", width: 300, height: 400, at: c)
        try stage.animator.addBehavior(
            AttachmentBehavior(
                item: tip, offsetFromCenter: Vector(dx: 0, dy: 500),
                attachedToAnchor: c + Vector(dx: 0, dy: 500)))
        let finger = AttachmentBehavior(item: tip, attachedToAnchor: Point(x: 190, y: 330))
        try stage.animator.addBehavior(finger)
        try stage.advance(toStep: 10)
        finger.anchorPoint = Point(x: 1e308, y: 330)
        XCTAssertEqual(
            stage.lastDynamicsError, .invalidDynamicsParameter(.outOfRange(parameter: "worldPoint", value: 1e308)))
        XCTAssertEqual(finger.anchorPoint, Point(x: 190, y: 330), "the refused anchor is not kept")
        try stage.advance(toStep: 130)
        XCTAssertEqual(tip.center.x, c.x, accuracy: 0.5)
        XCTAssertEqual(tip.center.y, c.y, accuracy: 0.5)
        XCTAssertEqual(tip.rotation, 0, accuracy: 1e-3)
        // A valid drag to the right turns the tip clockwise about the pivot below it.
        finger.anchorPoint = Point(x: 250, y: 330)
        try stage.advance(toStep: 250)
        XCTAssertGreaterThan(tip.center.x, c.x + 10)
        XCTAssertGreaterThan(tip.rotation, 0)
        stage.animator.removeBehavior(finger)
        try stage.animator.addBehavior(AttachmentBehavior(item: tip, attachedToAnchor: Point(x: 200, y: 300)))
        try stage.advance(toStep: 300)
        XCTAssertTrue(tip.center.x.isFinite && tip.center.y.isFinite && tip.rotation.isFinite)
    }

    /// Anchors beyond the limit at creation: the behaviour is refused and not added.
    func testBehaviorsWithFarAnchorsAreRefused() throws {
        let stage = try DynamicsStage()
        let item = try stage.item("item", width: 100, height: 100, at: Point(x: 100, y: 100))
        let rope = AttachmentBehavior(item: item, attachedToAnchor: Point(x: 1e300, y: 0))
        XCTAssertThrowsSceneError(.invalidDynamicsParameter(.outOfRange(parameter: "worldPoint", value: 1e300))) {
            () throws(SceneError) in try stage.animator.addBehavior(rope)
        }
        // The snap's spring targets are 50 pt beyond the item's corners: 1e300 - 100 is 1e300.
        let snap = SnapBehavior(item: item, snapTo: Point(x: 1e300, y: 100))
        XCTAssertThrowsSceneError(.invalidDynamicsParameter(.outOfRange(parameter: "worldPoint", value: 1e300))) {
            () throws(SceneError) in try stage.animator.addBehavior(snap)
        }
        XCTAssertTrue(stage.animator.behaviors.isEmpty)
        XCTAssertEqual(item.center, Point(x: 100, y: 100))
    }

    /// Refused property values on added behaviours: the error is in the scene's diagnostics, the property and
    /// the physics keep their previous values. A rope of length 300 (the distance at creation) set
    /// to 1e300 keeps 300 and goes on holding the item at 300 pt from the anchor while gravity along
    /// +x swings it (the rigid joint allows 0.5 pt); a negative density after a density of 2 keeps
    /// the mass 2 * 60 * 60 / 10^4 = 0.72 (not the default density's 0.36).
    func testRefusedPropertyValuesKeepThePreviousOnes() throws {
        let stage = try DynamicsStage()
        let anchor = Point(x: 100, y: 400)
        let item = try stage.item("box", width: 60, height: 60, at: Point(x: 100, y: 100))
        let rope = AttachmentBehavior(item: item, attachedToAnchor: anchor)
        let material = DynamicItemBehavior(items: [item])
        material.density = 2
        let gravity = GravityBehavior(items: [item])
        gravity.angle = 0
        for behavior in [rope, material, gravity] as [DynamicBehavior] { try stage.animator.addBehavior(behavior) }
        try stage.advance(toStep: 10)
        rope.length = 1e300
        XCTAssertEqual(
            stage.lastDynamicsError, .invalidDynamicsParameter(.outOfRange(parameter: "length", value: 1e300)))
        XCTAssertEqual(rope.length, 300)
        material.density = -1
        XCTAssertEqual(stage.lastDynamicsError, .invalidDynamicsParameter(.outOfRange(parameter: "density", value: -1)))
        XCTAssertEqual(material.density, 2)
        XCTAssertLessThan(try stage.largestRopeError(of: item, anchor: anchor, length: 300, steps: 11...120), 0.5)
        XCTAssertGreaterThan(item.center.x, 200, "swung to the right on its rope")
        // The mass, read back through an instantaneous push of magnitude 1 (force 100): 100 / 0.72.
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.magnitude = 1
        let before = stage.animator.linearVelocity(of: item)
        stage.animator.removeBehavior(gravity)
        stage.animator.removeBehavior(rope)
        try stage.animator.addBehavior(push)
        try stage.advance(toStep: 121)
        XCTAssertEqual(stage.animator.linearVelocity(of: item).dx - before.dx, 100 / 0.72, accuracy: 1e-9)
    }

    /// A snap to x = 1e9 (the largest coordinate an event script accepts): the springs, stretched
    /// by 1e9 pt, ask for far more than the world's speed cap of 400 m/s * 100 pt/m = 40000 pt/s,
    /// so the item runs towards the point at no more than 40000 / 120 pt per step (the springs are
    /// soft: no position correction adds to it), and every value stays finite.
    func testSnapToAPointAt1e9RunsAtTheSpeedCap() throws {
        let stage = try DynamicsStage()
        let item = try stage.item("item", width: 100, height: 100, at: Point(x: 100, y: 300))
        try stage.animator.addBehavior(SnapBehavior(item: item, snapTo: Point(x: 1e9, y: 300)))
        var previous = item.center
        for k in 1...240 {
            try stage.advance(toStep: k)
            XCTAssertTrue(item.center.x.isFinite && item.center.y.isFinite && item.rotation.isFinite)
            XCTAssertLessThanOrEqual(item.center.distance(to: previous), 40000.0 / 120 * (1 + 1e-12))
            XCTAssertLessThanOrEqual(stage.animator.linearVelocity(of: item).length, 40000 * (1 + 1e-12))
            previous = item.center
        }
        XCTAssertGreaterThan(item.center.x, 100 + 0.9 * 2 * 40000, "two seconds at nearly the cap, towards the point")
        XCTAssertEqual(stage.scene.diagnostics, [])
    }
}
