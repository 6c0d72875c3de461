import KinemaCore
import KinemaDynamics
import XCTest

/// The world's queries that the behaviours do not exercise: joint anchors moved after creation,
/// joint and body queries, the world's time, and a body's point and velocity conversions
/// (SetterTests covers gravity and gravity scales).
final class WorldQueryTests: XCTestCase {
    func testJointAnchorsMoveAndJointsAnswerQueries() throws {
        let world = try Fixture.pointsWorld()
        let a = try Fixture.item(world, size: Size(width: 20, height: 20), at: Point(x: 100, y: 100), angle: .pi / 2)
        let b = try Fixture.item(world, size: Size(width: 20, height: 20), at: Point(x: 200, y: 100))
        let spring = JointStiffness.spring(hertz: 2, dampingRatio: 0.5)
        let rope = try world.addDistanceJoint(bodyA: a, bodyB: b, stiffness: spring)
        let pin = try world.addRevoluteJoint(body: b, to: Point(x: 200, y: 50))
        XCTAssertTrue(world.contains(rope) && world.contains(pin))
        XCTAssertEqual(try world.stiffness(of: rope), spring)
        XCTAssertEqual(try world.stiffness(of: pin), .rigid)
        let ropeBodies = try world.bodies(of: rope), pinBodies = try world.bodies(of: pin)
        XCTAssertEqual([ropeBodies.a, ropeBodies.b], [a, b])
        XCTAssertEqual([pinBodies.a, pinBodies.b], [b, world.ground])

        // New local anchors: a's turns with its quarter turn, (10, 0) -> (0, 10); the ground's is
        // a world point.
        try world.setLocalAnchors(of: rope, a: Vector(dx: 10, dy: 0), b: Vector(dx: -10, dy: 5))
        let ropeEnds = try world.anchors(of: rope)
        XCTAssertEqual(ropeEnds.a.x, 100, accuracy: 1e-12)
        XCTAssertEqual(ropeEnds.a.y, 110, accuracy: 1e-12)
        XCTAssertEqual(ropeEnds.b, Point(x: 190, y: 105))
        try world.setLocalAnchors(of: pin, a: Vector(dx: 0, dy: -10), b: Vector(dx: 200, dy: 90))
        let pinEnds = try world.anchors(of: pin)
        XCTAssertEqual(pinEnds.a, Point(x: 200, y: 90))
        XCTAssertEqual(pinEnds.b, Point(x: 200, y: 90))
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "localAnchorB")) { () throws(DynamicsError) in
            try world.setLocalAnchors(of: pin, a: .zero, b: Vector(dx: 0, dy: .nan))
        }
        XCTAssertEqual(try world.anchors(of: pin).a, Point(x: 200, y: 90))

        // The time is the step count times the step, multiplied: 7 steps of 1/120 s.
        world.step(count: 7)
        XCTAssertEqual(world.time, 7 * world.timeStep)
        XCTAssertEqual(world.time, 7.0 / 120, accuracy: 1e-15)

        // Removing a body takes its joints with it; the ids are no longer live.
        try world.removeJoint(pin)
        XCTAssertFalse(world.contains(pin))
        XCTAssertThrowsDynamicsError(.unknownJoint(pin)) { () throws(DynamicsError) in try world.stiffness(of: pin) }
        try world.removeBody(b)
        XCTAssertFalse(world.contains(b))
        XCTAssertTrue(world.contains(a))
        XCTAssertFalse(world.contains(rope))
    }

    /// A body at (100, 50) turned a quarter turn clockwise, moving at (3, 4) and turning at 2 rad/s.
    func testBodyPointAndVelocityConversions() throws {
        let world = try Fixture.pointsWorld()
        let id = try Fixture.item(
            world, size: Size(width: 40, height: 20), at: Point(x: 100, y: 50),
            angle: .pi / 2, velocity: Vector(dx: 3, dy: 4), angularVelocity: 2)
        let body = try world.body(id)
        // Body x runs along world y after a quarter turn: (10, 0) -> (0, 10), (0, 10) -> (-10, 0).
        let p = body.worldPoint(Vector(dx: 10, dy: 0))
        XCTAssertEqual(p.x, 100, accuracy: 1e-12)
        XCTAssertEqual(p.y, 60, accuracy: 1e-12)
        let q = body.worldPoint(Vector(dx: 0, dy: 10))
        XCTAssertEqual(q.x, 90, accuracy: 1e-12)
        XCTAssertEqual(q.y, 50, accuracy: 1e-12)
        // And back.
        let local = body.localPoint(Point(x: 90, y: 50))
        XCTAssertEqual(local.dx, 0, accuracy: 1e-12)
        XCTAssertEqual(local.dy, 10, accuracy: 1e-12)
        // v + w x r with r = (0, 10): (3 - 2 * 10, 4 + 2 * 0) = (-17, 4); at the centre, v itself.
        XCTAssertEqual(body.velocity(at: Point(x: 100, y: 60)), Vector(dx: -17, dy: 4))
        XCTAssertEqual(body.velocity(at: body.position), Vector(dx: 3, dy: 4))
    }
}
