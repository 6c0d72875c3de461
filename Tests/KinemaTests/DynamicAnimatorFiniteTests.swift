import Kinema
import XCTest

/// Far anchors through the view bridge: a coordinate above the world's limit (1e15 pt) is a typed
/// error where the call is made (or `lastError` for a property setter) and changes nothing; below
/// it, the bodies stay finite.
final class DynamicAnimatorFiniteTests: XCTestCase {
    /// The spinning tip (pivot at offset (0, 500), grabbed by a finger attachment) dragged to
    /// x = 1e308: the move is refused, the tip stays where the finger holds it (the rigid joints
    /// allow 0.5 pt), and a later, valid drag and a new grab still work.
    func testDraggingBeyondTheLimitIsRefusedAndLaterTouchesWork() throws {
        let stage = try DynamicsStage()
        let c = DynamicsStage.centre
        let tip = try stage.item("tip", width: 300, height: 400, at: c)
        try stage.animator.addBehavior(AttachmentBehavior(item: tip, offsetFromCenter: Vector(dx: 0, dy: 500),
                                                          attachedToAnchor: c + Vector(dx: 0, dy: 500)))
        let finger = AttachmentBehavior(item: tip, attachedToAnchor: Point(x: 190, y: 330))
        try stage.animator.addBehavior(finger)
        try stage.advance(toStep: 10)
        finger.anchorPoint = Point(x: 1e308, y: 330)
        XCTAssertEqual(stage.animator.lastError, .invalidParameter(.outOfRange(parameter: "worldPoint", value: 1e308)))
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
    func testBehavioursWithFarAnchorsAreRefused() throws {
        let stage = try DynamicsStage()
        let item = try stage.item("item", width: 100, height: 100, at: Point(x: 100, y: 100))
        let rope = AttachmentBehavior(item: item, attachedToAnchor: Point(x: 1e300, y: 0))
        XCTAssertThrowsAnimatorError(.invalidParameter(.outOfRange(parameter: "worldPoint", value: 1e300))) {
            () throws(DynamicAnimatorError) in try stage.animator.addBehavior(rope)
        }
        // The snap's spring targets are 50 pt beyond the item's corners: 1e300 - 100 is 1e300.
        let snap = SnapBehavior(item: item, snapTo: Point(x: 1e300, y: 100))
        XCTAssertThrowsAnimatorError(.invalidParameter(.outOfRange(parameter: "worldPoint", value: 1e300))) {
            () throws(DynamicAnimatorError) in try stage.animator.addBehavior(snap)
        }
        XCTAssertTrue(stage.animator.behaviors.isEmpty)
        XCTAssertEqual(item.center, Point(x: 100, y: 100))
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
        XCTAssertNil(stage.animator.lastError)
    }
}
