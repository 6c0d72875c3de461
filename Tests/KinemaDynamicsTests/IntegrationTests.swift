import KinemaCore
import KinemaDynamics
import XCTest

/// Free motion: semi-implicit Euler, v_k = v_(k-1) + h a, x_k = x_(k-1) + h v_k.
final class IntegrationTests: XCTestCase {
    /// Falling from rest under gravity g: v_n = n h g and y_n = h sum_(k=1..n) k h g = h^2 g n (n + 1) / 2
    /// (the continuous 0.5 g t^2 plus the first-order term h^2 g n / 2 = 0.5 g h t).
    func testFreeFallFollowsTheDiscreteFormula() throws {
        let g = 1000.0, h = 1.0 / 120
        let world = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: g))
        let item = try Fixture.item(world, size: Size(width: 50, height: 50), at: Point(x: 10, y: 20))
        for n in 1...240 {
            world.step()
            let body = try world.body(item)
            let nn = Double(n)
            XCTAssertEqual(body.position.y, 20 + h * h * g * nn * (nn + 1) / 2, accuracy: 1e-9)
            XCTAssertEqual(body.linearVelocity.dy, nn * h * g, accuracy: 1e-9)
            XCTAssertEqual(body.position.x, 10)
        }
        // After 2 s: 0.5 g t^2 = 2000 plus 0.5 g h t = 8.33.
        XCTAssertEqual(try world.body(item).position.y - 20, 2000 + 0.5 * g * h * 2, accuracy: 1e-9)
    }

    /// Gravity scale and linear damping c: v_n = (v_(n-1) + h s g) d with d = 1 / (1 + h c), so
    /// v_n = h s g (d + d^2 + ... + d^n) = h s g d (1 - d^n) / (1 - d).
    func testGravityScaleAndDamping() throws {
        let g = 1000.0, h = 1.0 / 120, s = 0.5, c = 2.0
        let world = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: g))
        let item = try world.addBody(
            BodyDefinition(
                shape: .rectangle(Size(width: 10, height: 10)),
                massScale: Fixture.massScale, linearDamping: c,
                gravityScale: s))
        let d = 1 / (1 + h * c)
        var y = 0.0
        for n in 1...120 {
            world.step()
            let v = h * s * g * d * (1 - Double.pow(d, n)) / (1 - d)
            y += h * v
            XCTAssertEqual(try world.body(item).linearVelocity.dy, v, accuracy: 1e-9)
            XCTAssertEqual(try world.body(item).position.y, y, accuracy: 1e-9)
        }
    }

    /// A push: a force applied before a step changes the velocity by F h / m for that step only.
    /// UIKit's push of magnitude 1 gives a 100x100 density-1 item (mass 1) 100 pt/s^2 (the dynamics
    /// article of Kinema's documentation).
    func testForceActsForOneStep() throws {
        let world = try Fixture.pointsWorld()
        let item = try Fixture.item(world, size: Size(width: 100, height: 100), at: .zero)
        XCTAssertEqual(try world.body(item).mass, 1, accuracy: 1e-12)
        try world.applyForce(Vector(dx: 100, dy: 0), to: item)
        world.step()
        XCTAssertEqual(try world.body(item).linearVelocity.dx, 100.0 / 120, accuracy: 1e-12)
        world.step()
        XCTAssertEqual(try world.body(item).linearVelocity.dx, 100.0 / 120, accuracy: 1e-12)
        // An off-centre force also turns: torque = r x F = (0, 50) x (100, 0) = -5000; the
        // inertia of a 100x100 unit-mass square is (100^2 + 100^2) / 12 = 1666.67.
        try world.applyForce(Vector(dx: 100, dy: 0), at: Point(x: world.body(item).position.x, y: 50), to: item)
        world.step()
        XCTAssertEqual(try world.body(item).angularVelocity, -5000.0 / (20000.0 / 12) / 120, accuracy: 1e-12)
    }

    /// Velocity changes, fixed rotation and kinematic bodies.
    func testVelocityControlsAndBodyTypes() throws {
        let world = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: 1000))
        let item = try Fixture.item(world, size: Size(width: 100, height: 100), at: .zero)
        try world.addLinearVelocity(Vector(dx: 120, dy: 0), to: item)
        try world.addAngularVelocity(1.2, to: item)
        world.step()
        XCTAssertEqual(try world.body(item).position.x, 1, accuracy: 1e-12) // 120 pt/s * 1/120 s
        XCTAssertEqual(try world.body(item).angle, 0.01, accuracy: 1e-12)
        try world.setAllowsRotation(false, of: item)
        try world.applyTorque(1e6, to: item)
        world.step()
        XCTAssertEqual(try world.body(item).angle, 0.01, accuracy: 1e-12)
        XCTAssertEqual(try world.body(item).angularVelocity, 0)
        // A kinematic body ignores gravity and joints and keeps its velocity.
        let conveyor = try world.addBody(
            BodyDefinition(
                type: .kinematic, position: .zero,
                linearVelocity: Vector(dx: 60, dy: 0)))
        _ = try world.addDistanceJoint(bodyA: item, bodyB: conveyor, length: 10)
        world.step(count: 120)
        XCTAssertEqual(try world.body(conveyor).position.x, 60, accuracy: 1e-9)
        XCTAssertEqual(try world.body(conveyor).linearVelocity, Vector(dx: 60, dy: 0))
        XCTAssertEqual(try world.body(conveyor).mass, 0)
        // Re-reading state: setTransform and setVelocity replace the body's state.
        try world.setTransform(of: item, position: Point(x: 5, y: 6), angle: 0.3)
        try world.setVelocity(of: item, linear: Vector(dx: 1, dy: 2), angular: 0.5)
        let b = try world.body(item)
        XCTAssertEqual(b.position, Point(x: 5, y: 6))
        XCTAssertEqual(b.angle, 0.3)
        XCTAssertEqual(b.linearVelocity, Vector(dx: 1, dy: 2))
        XCTAssertEqual(b.angularVelocity, 0, "rotation is not allowed")
    }
}
