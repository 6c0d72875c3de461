import KinemaCore
import KinemaDynamics
import XCTest

/// Same script, same bits; joints can come and go mid-flight.
final class DeterminismTests: XCTestCase {
    /// A spinning-tips-like script: pin + snap, a drag that moves an anchor every step, the snap
    /// removed and re-added, a push. `unrelatedFirst` inserts an unrelated body and joint first,
    /// which must not change the tip's bits (bodies never touch, joints are solved per body).
    func runScript(unrelatedFirst: Bool) throws -> (tip: [UInt64], world: World) {
        let world = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: 1000))
        if unrelatedFirst {
            let other = try Fixture.item(world, size: Size(width: 40, height: 40), at: Point(x: -900, y: 0))
            _ = try world.addDistanceJoint(
                body: other, to: Point(x: -900, y: -100),
                stiffness: .spring(hertz: 1, dampingRatio: 0.1))
        }
        let center = Point(x: 187.5, y: 333.5)
        let tip = try Fixture.item(
            world, size: Size(width: 300, height: 400), at: center + Vector(dx: 500, dy: 500),
            angle: .pi / 2)
        _ = try world.addRevoluteJoint(
            body: tip, localAnchor: Vector(dx: 0, dy: 500), to: center + Vector(dx: 0, dy: 500))
        var snap = try world.addRevoluteJoint(
            body: tip, to: center,
            stiffness: .spring(hertz: 3, dampingRatio: 0.5), maxForce: 5e6)
        world.step(count: 90)
        try world.removeJoint(snap)
        let drag = try world.addDistanceJoint(body: tip, to: center, stiffness: .rigid)
        for k in 0..<60 {
            try world.setAnchor(center + Vector(dx: Double(k) * 3, dy: 0), of: drag)
            world.step()
        }
        try world.removeJoint(drag)
        snap = try world.addRevoluteJoint(
            body: tip, to: center,
            stiffness: .spring(hertz: 3, dampingRatio: 0.5), maxForce: 5e6)
        try world.applyForce(Vector(dx: 0, dy: -300), to: tip)
        world.step(count: 120)
        XCTAssertTrue(world.contains(snap))
        let b = try world.body(tip)
        let bits = [b.position.x, b.position.y, b.angle, b.linearVelocity.dx, b.linearVelocity.dy, b.angularVelocity]
            .map(\.bitPattern)
        return (bits, world)
    }

    func testSameScriptGivesIdenticalBits() throws {
        let first = try runScript(unrelatedFirst: false)
        let second = try runScript(unrelatedFirst: false)
        XCTAssertEqual(first.tip, second.tip)
        XCTAssertEqual(try fingerprint(first.world), try fingerprint(second.world))
        let third = try runScript(unrelatedFirst: true)
        XCTAssertEqual(first.tip, third.tip)
    }

    /// Removing the snap mid-flight lets the pinned tip swing down; re-adding it brings it back.
    func testRemovingAndReaddingJointsMidFlight() throws {
        let world = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: 1000))
        let center = Point(x: 187.5, y: 333.5)
        let tip = try Fixture.item(world, size: Size(width: 300, height: 400), at: center)
        let pin = try world.addRevoluteJoint(
            body: tip, localAnchor: Vector(dx: 0, dy: -300),
            to: center + Vector(dx: 0, dy: -300))
        var snap = try world.addRevoluteJoint(
            body: tip, to: center,
            stiffness: .spring(hertz: 4, dampingRatio: 0.7), maxForce: 1e7)
        world.step(count: 60)
        XCTAssertEqual(try world.body(tip).position.y, center.y, accuracy: 1)
        try world.removeJoint(snap)
        XCTAssertFalse(world.contains(snap))
        XCTAssertThrowsDynamicsError(.unknownJoint(snap)) { () throws(DynamicsError) in try world.removeJoint(snap) }
        // Turned by -pi/2 about the pin, the centre is level with it; released, it swings down with
        // angular acceleration m g 300 / I, I = m (300^2 + 400^2) / 12 + m 300^2, i.e. 2.71 rad/s^2,
        // i.e. 812 pt/s^2 at the centre, so after n = 30 steps the semi-implicit drop is about
        // 812 h^2 n (n + 1) / 2 = 26.2 pt (the arm turns only 0.08 rad, so the drop is nearly vertical).
        try world.setTransform(of: tip, position: center + Vector(dx: 300, dy: -300), angle: -.pi / 2)
        world.step(count: 30)
        XCTAssertEqual(try world.body(tip).position.y - (center.y - 300), 26.2, accuracy: 1)
        snap = try world.addRevoluteJoint(
            body: tip, to: center,
            stiffness: .spring(hertz: 4, dampingRatio: 0.7), maxForce: 1e7)
        XCTAssertEqual(world.joints, [pin, snap])
        world.step(count: 360)
        XCTAssertEqual(try world.body(tip).position.x, center.x, accuracy: 1)
        XCTAssertEqual(try world.body(tip).position.y, center.y, accuracy: 1)
        let anchors = try world.anchors(of: pin)
        XCTAssertLessThan(anchors.a.distance(to: anchors.b), 0.5)
    }

    /// Removing a body removes its joints; its slot is reused with a new generation, so the old
    /// id stays invalid.
    func testRemovedBodyIdsStayInvalid() throws {
        let world = World()
        let a = try world.addBody(BodyDefinition(position: Point(x: 1, y: 0)))
        let b = try world.addBody(BodyDefinition(position: Point(x: 2, y: 0)))
        let joint = try world.addDistanceJoint(bodyA: a, bodyB: b)
        XCTAssertEqual(try world.length(of: joint), 1)
        try world.removeBody(a)
        XCTAssertFalse(world.contains(joint))
        XCTAssertThrowsDynamicsError(.unknownBody(a)) { () throws(DynamicsError) in try world.body(a) }
        let c = try world.addBody(BodyDefinition())
        XCTAssertEqual(c.index, a.index)
        XCTAssertNotEqual(c, a)
        XCTAssertThrowsDynamicsError(.unknownBody(a)) { () throws(DynamicsError) in try world.body(a) }
        XCTAssertEqual(world.bodies, [world.ground, c, b])
    }
}
