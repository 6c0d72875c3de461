import KinemaCore
import KinemaDynamics
import XCTest

/// Rigid joints hold their anchors together while a heavy body swings (Box2D 2.x: velocity
/// iterations without bias, then position iterations that stop once the error is below the
/// linear slop, 0.005 * 100 = 0.5 pt here).
final class RigidJointTests: XCTestCase {
    /// A 300x400 item pinned 500 pt to the left of its centre to a ground point, released with the
    /// arm horizontal (90 degrees from hanging) under UIKit gravity 1000 pt/s^2, swings for 4 s.
    func testRevolutePinKeepsItsErrorSmallWhileSwinging() throws {
        let world = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: 1000))
        let pivot = Point(x: 0, y: 0)
        let item = try Fixture.item(world, size: Size(width: 300, height: 400), at: Point(x: 500, y: 0))
        let pin = try world.addRevoluteJoint(body: item, localAnchor: Vector(dx: -500, dy: 0), to: pivot)
        var maxError = 0.0, maxDrop = 0.0, minX = Double.infinity
        for _ in 0..<480 {
            world.step()
            let anchors = try world.anchors(of: pin)
            maxError = max(maxError, anchors.a.distance(to: anchors.b))
            let center = try world.body(item).position
            maxDrop = max(maxDrop, center.y); minX = min(minX, center.x)
        }
        XCTAssertLessThan(maxError, 0.5)
        // It really swings: the centre passes below the pivot (y up to the arm length 500) and
        // over to the other side (x < 0).
        XCTAssertGreaterThan(maxDrop, 490)
        XCTAssertLessThan(minX, -100)
    }

    /// The same arm as a rigid distance joint of length 500 from the item's centre, driven by an
    /// initial velocity instead of gravity: the centre moves on the circle of radius 500.
    func testRigidDistanceJointKeepsItsLengthUnderInitialVelocity() throws {
        let world = try Fixture.pointsWorld()
        let anchor = Point(x: 0, y: 0)
        // Tangential speed 1500 pt/s on a 500 pt arm: 3 rad/s, about two turns in 4 s.
        let item = try Fixture.item(
            world, size: Size(width: 300, height: 400), at: Point(x: 0, y: 500),
            velocity: Vector(dx: 1500, dy: 0))
        let arm = try world.addDistanceJoint(body: item, to: anchor)
        XCTAssertEqual(try world.length(of: arm), 500)
        var maxError = 0.0
        for _ in 0..<480 {
            world.step()
            let center = try world.body(item).position
            maxError = max(maxError, abs(center.distance(to: anchor) - 500))
        }
        XCTAssertLessThan(maxError, 0.5)
        // Speed: each step moves the body along the old tangent, so the new radial direction is
        // turned by h w and the velocity constraint removes the radial part |v| sin(h w), leaving
        // |v| cos(h w) (Box2D 2.x behaves the same). With w <= 3 rad/s and h = 1/120 the speed after
        // 480 steps is at least 1500 cos(0.025)^480 = 1291.6 pt/s, and never more than 1500.
        let speed = try world.body(item).linearVelocity.length
        XCTAssertGreaterThan(speed, 1291)
        XCTAssertLessThan(speed, 1500)
    }

    /// A rigid distance joint of rest length 0 between two free bodies pulls their anchors
    /// together and keeps them there.
    func testZeroLengthDistanceJointBetweenBodies() throws {
        let world = try Fixture.pointsWorld()
        let a = try Fixture.item(
            world, size: Size(width: 100, height: 100), at: Point(x: 0, y: 0),
            velocity: Vector(dx: 0, dy: 300))
        let b = try Fixture.item(world, size: Size(width: 100, height: 100), at: Point(x: 100, y: 0))
        let joint = try world.addDistanceJoint(
            bodyA: a, localAnchorA: Vector(dx: 50, dy: 0), bodyB: b,
            localAnchorB: Vector(dx: -50, dy: 0), length: 0)
        var maxError = 0.0
        for _ in 0..<240 {
            world.step()
            let anchors = try world.anchors(of: joint)
            maxError = max(maxError, anchors.a.distance(to: anchors.b))
        }
        XCTAssertLessThan(maxError, 0.5)
        // Momentum is shared: equal masses, so the pair's centre of mass moves at 150 pt/s.
        let va = try world.body(a).linearVelocity, vb = try world.body(b).linearVelocity
        XCTAssertEqual((va.dy + vb.dy) / 2, 150, accuracy: 1e-9)
    }
}
