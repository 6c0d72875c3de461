import KinemaCore
import XCTest

@testable import KinemaDynamics

/// The storage's invariant checker (run after every change in checked builds): it finds nothing
/// wrong in worlds changed only through their methods, and it reports each kind of corruption.
final class InvariantTests: XCTestCase {
    /// A world with every kind of body and joint, a boundary, removals and slot reuse.
    private func busyWorld() throws -> (World, [BodyID], [JointID]) {
        let world = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: 500))
        try world.setBoundary(Rect(x: -400, y: -400, width: 800, height: 800))
        var bodies: [BodyID] = []
        for i in 0..<6 {
            bodies.append(
                try Fixture.item(
                    world, size: Size(width: 20, height: 30), at: Point(x: Double(i) * 50, y: 0),
                    angle: Double(i) * 0.3))
        }
        bodies.append(
            try world.addBody(
                BodyDefinition(
                    type: .kinematic, position: Point(x: -100, y: 0),
                    linearVelocity: Vector(dx: 10, dy: 0))))
        var joints: [JointID] = []
        joints.append(try world.addDistanceJoint(bodyA: bodies[0], bodyB: bodies[1]))
        joints.append(
            try world.addDistanceJoint(
                body: bodies[2], to: Point(x: 0, y: -200), length: 150,
                stiffness: .spring(hertz: 3, dampingRatio: 0.5)))
        joints.append(try world.addRevoluteJoint(RevoluteJointDefinition(bodyA: bodies[3], bodyB: bodies[4])))
        joints.append(
            try world.addRevoluteJoint(
                body: bodies[5], to: Point(x: 250, y: -100),
                stiffness: .spring(hertz: 5, dampingRatio: 0.7), maxForce: 500))
        joints.append(try world.addDistanceJoint(bodyA: bodies[6], bodyB: bodies[5]))
        return (world, bodies, joints)
    }

    func testWorldsChangedThroughTheirMethodsAreSound() throws {
        let (world, bodies, joints) = try busyWorld()
        XCTAssertEqual(world.store.invariantViolations(), [])
        world.step(count: 30)
        XCTAssertEqual(world.store.invariantViolations(), [])
        try world.removeJoint(joints[2])
        try world.removeBody(bodies[1]) // takes joint 0 with it
        try world.setStiffness(.rigid, of: joints[3])
        try world.setMaxForce(.infinity, of: joints[3])
        XCTAssertEqual(world.store.invariantViolations(), [])
        let reused = try Fixture.item(world, size: Size(width: 10, height: 10), at: .zero)
        XCTAssertEqual(reused.index, bodies[1].index, "the freed slot is reused")
        _ = try world.addRevoluteJoint(RevoluteJointDefinition(bodyA: reused, bodyB: bodies[2]))
        try world.setTransform(of: bodies[4], position: Point(x: 1, y: 2), angle: 2.5)
        world.step(count: 30)
        XCTAssertEqual(world.store.invariantViolations(), [])
    }

    func testEachKindOfCorruptionIsReported() throws {
        func violations(after corrupt: (World, [BodyID], [JointID]) -> Void) throws -> [String] {
            let (world, bodies, joints) = try busyWorld()
            world.step(count: 5)
            corrupt(world, bodies, joints)
            return world.store.invariantViolations()
        }
        XCTAssertEqual(
            try violations { world, _, _ in world.store.freeBodySlots.append(1) },
            ["live body slot 1 is in the free list"])
        XCTAssertEqual(
            try violations { world, _, _ in world.store.poses[2].cos += 0.5 },
            ["body slot 2 has a stale cosine or sine of its angle"])
        XCTAssertEqual(
            try violations { world, _, _ in world.store.motions[3].w = .nan },
            ["body slot 3 has a non-finite velocity"])
        XCTAssertEqual(
            try violations { world, _, _ in world.store.masses[3].isDynamic = false },
            ["body slot 3 counts for rest detection wrongly"])
        XCTAssertEqual(
            try violations { world, _, _ in world.store.distanceJoints[1].link.bodyB = 99 },
            ["distance joint 1 connects body slot 99, which is not live"])
        XCTAssertEqual(
            try violations { world, _, _ in world.store.rigidJointCount += 1 },
            ["4 rigid joints are counted, 3 exist"])
        XCTAssertEqual(
            try violations { world, _, _ in world.store.jointSlots[0].dense = 1 },
            ["distance joint 0 and its slot 0 disagree"])
        XCTAssertEqual(
            try violations { world, _, _ in world.store.motions.append(.inert) },
            ["body columns hold 8/9/8/8 for 8 slots"])
        XCTAssertEqual(
            try violations { world, bodies, _ in world.store.records[bodies[0].index].isAlive = false },
            [
                "dead body slot 1 is not free", "dead body slot 1 still moves",
                "dead body slot 1 still has forces", "distance joint 0 connects body slot 1, which is not live"
            ])
    }
}
