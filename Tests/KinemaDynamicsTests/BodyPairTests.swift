import KinemaCore
import KinemaDynamics
import XCTest

/// Joints between two moving bodies (two-body solver rows) and joints to kinematic bodies
/// (one-body rows whose fixed side moves).
final class BodyPairTests: XCTestCase {
    /// Two free items joined by a rigid pin at the point midway between them, thrown in opposite
    /// directions without gravity. Joint impulses act equally and oppositely, so the total linear
    /// momentum m1 v1 + m2 v2 = 1 * (0, 100) + 4 * (0, -50) = (0, -100) is kept (to rounding),
    /// and the pin holds.
    func testPinnedPairConservesMomentum() throws {
        let world = try Fixture.pointsWorld()
        let small = try Fixture.item(
            world, size: Size(width: 100, height: 100), at: Point(x: -100, y: 0),
            velocity: Vector(dx: 0, dy: 100))
        let large = try Fixture.item(
            world, size: Size(width: 200, height: 200), at: Point(x: 150, y: 0),
            velocity: Vector(dx: 0, dy: -50))
        let pin = try world.addRevoluteJoint(
            RevoluteJointDefinition(
                bodyA: small, localAnchorA: Vector(dx: 100, dy: 0), bodyB: large, localAnchorB: Vector(dx: -150, dy: 0))
        )
        var maxError = 0.0
        for _ in 0..<240 {
            world.step()
            let anchors = try world.anchors(of: pin)
            maxError = max(maxError, anchors.a.distance(to: anchors.b))
            let a = try world.body(small), b = try world.body(large)
            let momentum = a.linearVelocity * a.mass + b.linearVelocity * b.mass
            XCTAssertEqual(momentum.dx, 0, accuracy: 1e-9)
            XCTAssertEqual(momentum.dy, -100, accuracy: 1e-9)
        }
        XCTAssertLessThan(maxError, 0.5)
        XCTAssertNotEqual(try world.body(small).angle, 0, "the pair spins about the pin")
    }

    /// A soft, force-capped pin between two bodies: the cap bounds each body's velocity change per
    /// step by maxForce h / m, and momentum is kept as above. The 2 Hz critically damped pull on
    /// the pair's reduced mass 0.5 starts at k x = 0.5 (4 pi)^2 600 = 47374 > 20000, so the cap binds
    /// at first; after that the gap closes like (1 + w t) exp(-w t), below 1 pt well within 2 s.
    func testSoftCappedPinBetweenBodies() throws {
        let world = try Fixture.pointsWorld()
        let a = try Fixture.item(world, size: Size(width: 100, height: 100), at: Point(x: -300, y: 0))
        let b = try Fixture.item(world, size: Size(width: 100, height: 100), at: Point(x: 300, y: 0))
        let pull = try world.addRevoluteJoint(
            RevoluteJointDefinition(
                bodyA: a, bodyB: b, stiffness: .spring(hertz: 2, dampingRatio: 1), maxForce: 20000))
        var previous = Vector.zero
        var capped = false
        for _ in 0..<240 {
            world.step()
            let va = try world.body(a).linearVelocity, vb = try world.body(b).linearVelocity
            XCTAssertLessThanOrEqual((va - previous).length, 20000.0 / 120 + 1e-9)
            XCTAssertEqual(va.dx + vb.dx, 0, accuracy: 1e-9)
            if abs((va - previous).length - 20000.0 / 120) < 1e-6 { capped = true }
            previous = va
        }
        let anchors = try world.anchors(of: pull)
        XCTAssertTrue(capped, "the cap binds at the start")
        XCTAssertLessThan(anchors.a.distance(to: anchors.b), 1)
    }

    /// An item hanging by a rigid 100 pt distance joint from a kinematic body moving at 60 pt/s
    /// is carried along: the joint length holds and the item ends up moving with it.
    func testItemFollowsAKinematicCarrier() throws {
        let world = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: 1000))
        let carrier = try world.addBody(
            BodyDefinition(
                type: .kinematic, position: .zero,
                linearVelocity: Vector(dx: 60, dy: 0)))
        let item = try Fixture.item(world, size: Size(width: 50, height: 50), at: Point(x: 0, y: 100))
        let rope = try world.addDistanceJoint(bodyA: item, bodyB: carrier)
        XCTAssertEqual(try world.length(of: rope), 100)
        var maxError = 0.0
        for _ in 0..<600 {
            world.step()
            let anchors = try world.anchors(of: rope)
            maxError = max(maxError, abs(anchors.a.distance(to: anchors.b) - 100))
        }
        XCTAssertLessThan(maxError, 0.5)
        XCTAssertEqual(try world.body(carrier).position.x, 300, accuracy: 1e-9) // 60 pt/s * 5 s
        // The item trails the carrier and swings about it; on average it keeps up (x within the
        // 100 pt rope of the carrier).
        XCTAssertEqual(try world.body(item).position.x, 300, accuracy: 100)
    }
}
