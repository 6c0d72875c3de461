import KinemaCore
import KinemaDynamics
import XCTest

/// The world's settings and queries that the behaviours do not exercise: gravity and per-body
/// gravity scales (checked against the integrator's closed form), joint anchors moved after
/// creation, joint and body queries, and a body's point and velocity conversions.
final class WorldSettingsTests: XCTestCase {
    /// Velocities gain `h * scale * g` per step before positions move by `h * v` (semi-implicit
    /// Euler, no damping): after n steps from rest `v = n h s g` and `y = y0 + s g h^2 n (n + 1) / 2`.
    func testGravityAndGravityScalesFollowTheIntegrator() throws {
        let world = try Fixture.pointsWorld()
        let h = world.timeStep
        let scales = [1.0, 0.5, -2.0]
        let ids = try scales.indices.map { i in
            try Fixture.item(world, size: Size(width: 10, height: 10), at: Point(x: 100 * Double(i), y: 0))
        }
        for (id, scale) in zip(ids, scales) where scale != 1 { try world.setGravityScale(scale, of: id) }
        world.step(count: 3)
        // No gravity yet: nothing moved.
        XCTAssertEqual(try ids.map { try world.body($0).position.y }, [0, 0, 0])
        let g = 980.0
        try world.setGravity(Vector(dx: 0, dy: g))
        XCTAssertEqual(world.configuration.gravity, Vector(dx: 0, dy: g))
        let n = 12
        world.step(count: n)
        XCTAssertEqual(world.time, Double(3 + n) * h, accuracy: 1e-15)
        for (id, scale) in zip(ids, scales) {
            let body = try world.body(id)
            XCTAssertEqual(body.gravityScale, scale)
            XCTAssertEqual(body.linearVelocity.dy, Double(n) * h * scale * g, accuracy: 1e-9)
            XCTAssertEqual(body.position.y, scale * g * h * h * Double(n * (n + 1)) / 2, accuracy: 1e-9)
            XCTAssertEqual(body.linearVelocity.dx, 0)
        }
        // Refused values change nothing.
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "gravity")) { () throws(DynamicsError) in
            try world.setGravity(Vector(dx: .nan, dy: 0))
        }
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "gravityScale")) { () throws(DynamicsError) in
            try world.setGravityScale(.infinity, of: ids[0])
        }
        XCTAssertEqual(world.configuration.gravity, Vector(dx: 0, dy: g))
        XCTAssertEqual(try world.body(ids[0]).gravityScale, 1)
    }

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
        let id = try Fixture.item(world, size: Size(width: 40, height: 20), at: Point(x: 100, y: 50),
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
