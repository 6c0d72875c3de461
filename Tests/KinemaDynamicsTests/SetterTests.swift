import KinemaCore
import KinemaDynamics
import XCTest

/// The world's setters for gravity, a body's gravity scale and a joint's local anchors: each takes
/// effect from the next step, wakes the world and refuses bad input without changing anything.
final class SetterTests: XCTestCase {
    private let h = 1.0 / 120

    /// No gravity for 10 steps (the item stays at rest), then g = (300, -500): from the switch on,
    /// semi-implicit Euler gives v_n = n h g and x_n = x_0 + h^2 g n (n + 1) / 2 (n steps after it).
    func testSetGravityTakesEffectFromTheNextStep() throws {
        let world = try Fixture.pointsWorld()
        let item = try Fixture.item(world, size: Size(width: 40, height: 40), at: Point(x: 5, y: 7))
        world.step(count: 10)
        XCTAssertEqual(try world.body(item).linearVelocity, .zero)
        let g = Vector(dx: 300, dy: -500)
        try world.setGravity(g)
        XCTAssertEqual(world.configuration.gravity, g)
        for n in 1...60 {
            world.step()
            let body = try world.body(item), nn = Double(n)
            XCTAssertEqual(body.linearVelocity.dx, nn * h * g.dx, accuracy: 1e-9)
            XCTAssertEqual(body.linearVelocity.dy, nn * h * g.dy, accuracy: 1e-9)
            XCTAssertEqual(body.position.x, 5 + h * h * g.dx * nn * (nn + 1) / 2, accuracy: 1e-9)
            XCTAssertEqual(body.position.y, 7 + h * h * g.dy * nn * (nn + 1) / 2, accuracy: 1e-9)
        }
    }

    /// Setting gravity wakes a resting world (its resting time starts again from 0); a gravity
    /// that is not finite, or beyond the world's magnitude limit, is refused and changes nothing.
    func testSetGravityWakesAndValidates() throws {
        let world = try Fixture.pointsWorld()
        _ = try Fixture.item(world, size: Size(width: 40, height: 40), at: .zero)
        world.step(count: 120)
        XCTAssertGreaterThan(world.restingTime, 0)
        try world.setGravity(Vector(dx: 0, dy: 10))
        XCTAssertEqual(world.restingTime, 0)
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "gravity")) { () throws(DynamicsError) in
            try world.setGravity(Vector(dx: .nan, dy: 0))
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "gravity", value: 1e16)) { () throws(DynamicsError) in
            try world.setGravity(Vector(dx: 0, dy: 1e16))
        }
        XCTAssertEqual(world.configuration.gravity, Vector(dx: 0, dy: 10))
    }

    /// Falling under g = 1000 with scale 1 for 30 steps gives v_30 = 30 h g. Then scale -0.5: each
    /// step adds -0.5 h g, so v_(30+n) = 30 h g - 0.5 n h g and
    /// y_(30+n) = y_30 + h sum_(k=1..n) v_(30+k) = y_30 + h (30 n h g - 0.5 h g n (n + 1) / 2),
    /// with y_30 = h^2 g 30 * 31 / 2. The body turns around after 60 more steps.
    func testSetGravityScaleChangesTheFallMidFlight() throws {
        let g = 1000.0
        let world = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: g))
        let item = try Fixture.item(world, size: Size(width: 20, height: 20), at: .zero)
        world.step(count: 30)
        let y30 = h * h * g * 30 * 31 / 2
        XCTAssertEqual(try world.body(item).position.y, y30, accuracy: 1e-9)
        try world.setGravityScale(-0.5, of: item)
        XCTAssertEqual(try world.body(item).gravityScale, -0.5)
        for n in 1...90 {
            world.step()
            let nn = Double(n), body = try world.body(item)
            XCTAssertEqual(body.linearVelocity.dy, 30 * h * g - 0.5 * nn * h * g, accuracy: 1e-9)
            XCTAssertEqual(
                body.position.y, y30 + h * (30 * nn * h * g - 0.5 * h * g * nn * (nn + 1) / 2), accuracy: 1e-9)
        }
        XCTAssertLessThan(try world.body(item).linearVelocity.dy, 0, "moving up after the turn-around")
    }

    /// Gravity scale acts only on dynamic bodies: a kinematic body keeps its velocity whatever
    /// its scale. Bad input is refused and changes nothing.
    func testSetGravityScaleOnKinematicBodiesAndErrors() throws {
        let world = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: 1000))
        let carrier = try world.addBody(BodyDefinition(type: .kinematic, linearVelocity: Vector(dx: 6, dy: 0)))
        try world.setGravityScale(3, of: carrier)
        world.step(count: 12)
        XCTAssertEqual(try world.body(carrier).linearVelocity, Vector(dx: 6, dy: 0))
        XCTAssertEqual(try world.body(carrier).position.x, 12 * h * 6, accuracy: 1e-12)
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "gravityScale")) { () throws(DynamicsError) in
            try world.setGravityScale(.infinity, of: carrier)
        }
        XCTAssertEqual(try world.body(carrier).gravityScale, 3)
        let gone = try world.addBody(BodyDefinition())
        try world.removeBody(gone)
        XCTAssertThrowsDynamicsError(.unknownBody(gone)) { () throws(DynamicsError) in
            try world.setGravityScale(1, of: gone)
        }
    }

    /// A rigid 100 pt distance joint from the item's centre to the ground point (300, 0) pulls the
    /// item (at the origin) towards x = 200. Moving the ground anchor to (0, 100) with
    /// `setLocalAnchors` leaves a joint already at its length: J v = 0 and the bias is 0, so the
    /// item stays exactly where it is, while an identical world without the change moves.
    func testSetLocalAnchorsOfADistanceJoint() throws {
        func make() throws -> (World, BodyID, JointID) {
            try Fixture.tetheredItem(size: Size(width: 10, height: 10), at: .zero, to: Point(x: 300, y: 0), length: 100)
        }
        let (moved, item, joint) = try make()
        try moved.setLocalAnchors(of: joint, a: .zero, b: Vector(dx: 0, dy: 100))
        let anchors = try moved.anchors(of: joint)
        XCTAssertEqual(anchors.a, .zero)
        XCTAssertEqual(anchors.b, Point(x: 0, y: 100))
        moved.step(count: 60)
        XCTAssertEqual(try moved.body(item).position, .zero)
        XCTAssertEqual(try moved.body(item).linearVelocity, .zero)

        let (unchanged, other, _) = try make()
        unchanged.step(count: 60)
        XCTAssertGreaterThan(try unchanged.body(other).position.x, 100, "without the change the joint pulls")
    }

    /// Local anchors are in body coordinates: on an item turned by pi/2 the anchor (10, 0) lies at
    /// centre + (10 cos(pi/2), 10 sin(pi/2)) = centre + (0, 10) (to rounding); on the ground the
    /// anchor is the world point itself. Bad input and unknown joints are refused.
    func testSetLocalAnchorsOfARevoluteJointIsInBodyCoordinates() throws {
        let world = try Fixture.pointsWorld()
        let item = try Fixture.item(world, size: Size(width: 10, height: 10), at: Point(x: 50, y: 60), angle: .pi / 2)
        let pin = try world.addRevoluteJoint(body: item, to: Point(x: 50, y: 60))
        try world.setLocalAnchors(of: pin, a: Vector(dx: 10, dy: 0), b: Vector(dx: 3, dy: 4))
        let anchors = try world.anchors(of: pin)
        XCTAssertEqual(anchors.a.x, 50, accuracy: 1e-12)
        XCTAssertEqual(anchors.a.y, 70, accuracy: 1e-12)
        XCTAssertEqual(anchors.b, Point(x: 3, y: 4))
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "localAnchorB")) { () throws(DynamicsError) in
            try world.setLocalAnchors(of: pin, a: .zero, b: Vector(dx: 0, dy: .nan))
        }
        XCTAssertEqual(try world.anchors(of: pin).b, Point(x: 3, y: 4), "a refused change changes nothing")
        try world.removeJoint(pin)
        XCTAssertThrowsDynamicsError(.unknownJoint(pin)) { () throws(DynamicsError) in
            try world.setLocalAnchors(of: pin, a: .zero, b: .zero)
        }
    }
}
