import KinemaCore
import KinemaDynamics
import XCTest

/// The snap of UIKit Dynamics as Kinema builds it (the dynamics article of Kinema's documentation):
/// a static body at the snap point and four 4 Hz distance springs of rest length 50 from the
/// item's corners (-w/2, -h/2) and (w/2, h/2) to points 50 pt beyond them along x and y.
/// In the target pose every spring is at its rest length, so that pose (centre on the snap point,
/// angle 0) is the equilibrium; rotated, the corners are pulled back, so the angle settles too.
final class SnapTests: XCTestCase {
    struct Snap {
        let springs: [JointID]
    }

    static func addSnap(_ world: World, item: BodyID, size: Size, to point: Point, dampingRatio: Double) throws -> Snap
    {
        let anchor = try world.addBody(BodyDefinition(type: .static, shape: .rectangle(.zero), position: point))
        let hw = size.width / 2, hh = size.height / 2
        let pairs: [(Vector, Vector)] = [
            (Vector(dx: -hw, dy: -hh), Vector(dx: -hw - 50, dy: -hh)),
            (Vector(dx: -hw, dy: -hh), Vector(dx: -hw, dy: -hh - 50)),
            (Vector(dx: hw, dy: hh), Vector(dx: hw + 50, dy: hh)),
            (Vector(dx: hw, dy: hh), Vector(dx: hw, dy: hh + 50))
        ]
        var springs: [JointID] = []
        for (corner, target) in pairs {
            springs.append(
                try world.addDistanceJoint(
                    DistanceJointDefinition(
                        bodyA: item, localAnchorA: corner, bodyB: anchor, localAnchorB: target,
                        length: 50, stiffness: .spring(hertz: 4, dampingRatio: dampingRatio))))
        }
        return Snap(springs: springs)
    }

    /// The spinning-tips start: a 300x400 tip at centre + (500, 500) rotated +pi/2 snaps to the
    /// centre, upright, and the world reports rest (every body slower than 0.1 pt/s and
    /// 0.035 rad/s for 0.5 s) within 4 s.
    func testSnapBringsRotatedItemHomeAndComesToRest() throws {
        let world = try Fixture.pointsWorld()
        let center = Point(x: 187.5, y: 333.5)
        let size = Size(width: 300, height: 400)
        let item = try Fixture.item(world, size: size, at: center + Vector(dx: 500, dy: 500), angle: .pi / 2)
        let snap = try Self.addSnap(world, item: item, size: size, to: center, dampingRatio: 0.5)
        XCTAssertEqual(snap.springs.count, 4)
        var restStep: Int?
        for k in 1...480 {
            world.step()
            if world.isAtRest { restStep = k; break }
        }
        let rest = try XCTUnwrap(restStep, "the snap comes to rest within 4 s")
        XCTAssertGreaterThanOrEqual(rest, 60, "rest needs 0.5 s of slow steps")
        let body = try world.body(item)
        XCTAssertEqual(body.angle, 0, accuracy: 0.01)
        XCTAssertEqual(body.position.x, center.x, accuracy: 0.5)
        XCTAssertEqual(body.position.y, center.y, accuracy: 0.5)
        XCTAssertLessThan(body.linearVelocity.length, 0.1)
        XCTAssertLessThan(abs(body.angularVelocity), 0.035)
        XCTAssertEqual(world.restingTime, 0.5, accuracy: 1e-9)
    }

    /// Rest detection: a world at rest wakes when an anchor moves, and the moved snap point is
    /// then reached (the springs' B anchors sit on the static body, so moving that body moves them).
    func testMovingAnAnchorWakesTheWorld() throws {
        let (world, item, pull) = try Fixture.tetheredItem(
            size: Size(width: 100, height: 100), at: Point(x: 0, y: 0), to: Point(x: 0, y: 0), length: 0,
            stiffness: .spring(hertz: 4, dampingRatio: 1))
        world.step(count: 60)
        XCTAssertTrue(world.isAtRest, "nothing moves: at rest after exactly 0.5 s")
        try world.setAnchor(Point(x: 200, y: 0), of: pull)
        XCTAssertFalse(world.isAtRest)
        XCTAssertEqual(world.restingTime, 0)
        world.step(count: 60)
        XCTAssertFalse(world.isAtRest)
        world.step(count: 540)
        XCTAssertTrue(world.isAtRest)
        XCTAssertEqual(try world.body(item).position.x, 200, accuracy: 0.5)
    }
}
