import KinemaCore
import KinemaDynamics
import XCTest

/// Collision with the boundary rectangle: non-penetration, restitution and friction.
final class BoundaryTests: XCTestCase {
    let bounds = Rect(x: 0, y: 0, width: 375, height: 667)

    /// A points world with gravity 1000 pt/s^2 down inside `bounds`, holding one 100x100 box of
    /// density 1 centred at `position`.
    private func boxUnderGravity(
        at position: Point, linearVelocity: Vector = .zero, elasticity: Double = 0, friction: Double = 0
    ) throws -> (World, BodyID) {
        let world = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: 1000))
        try world.setBoundary(bounds)
        let box = try world.addBody(
            BodyDefinition(
                shape: .rectangle(Size(width: 100, height: 100)),
                massScale: Fixture.massScale, position: position,
                linearVelocity: linearVelocity, elasticity: elasticity, friction: friction))
        return (world, box)
    }

    /// A 100x100 box dropped from rest with its bottom at y = 150 hits the floor (y = 667) at
    /// sqrt(2 g 517) = 1016.9 pt/s and, with elasticity 0.5, leaves at about half that; it never
    /// sinks into the floor by more than a couple of points, and finally rests on it.
    func testDroppedBoxBouncesAndRests() throws {
        let (world, box) = try boxUnderGravity(at: Point(x: 187.5, y: 100), elasticity: 0.5)
        var impact = 0.0, rebound = 0.0, deepest = 0.0
        var restStep: Int?
        for k in 1...600 {
            let before = try world.body(box).linearVelocity.dy
            world.step()
            let b = try world.body(box)
            deepest = max(deepest, b.position.y + 50 - 667)
            if impact == 0 && b.linearVelocity.dy < 0 { impact = before; rebound = -b.linearVelocity.dy }
            if world.isAtRest { restStep = k; break }
        }
        XCTAssertEqual(impact, 1016.9, accuracy: 10)
        XCTAssertEqual(rebound, 0.5 * impact, accuracy: 0.05 * impact)
        XCTAssertLessThan(deepest, 2)
        XCTAssertNotNil(restStep, "comes to rest within 5 s")
        let resting = try world.body(box)
        XCTAssertEqual(resting.position.y + 50, 667, accuracy: 1)
        XCTAssertEqual(resting.angle, 0, accuracy: 1e-6)
    }

    /// A box sliding on the floor at 300 pt/s with friction 0.5 loses mu g h = 4.1667 pt/s per
    /// step, so it stops after 72 steps having slid h * sum_(k=1..72) (300 - 4.1667 k) = 88.75 pt.
    func testFrictionStopsASlidingBox() throws {
        let (world, box) = try boxUnderGravity(
            at: Point(x: 60, y: 617), linearVelocity: Vector(dx: 300, dy: 0), friction: 0.5)
        world.step(count: 120)
        let b = try world.body(box)
        XCTAssertEqual(b.position.x - 60, 88.75, accuracy: 1.5)
        XCTAssertLessThan(b.linearVelocity.length, 0.1)
        XCTAssertEqual(b.position.y, 617, accuracy: 1)
    }

    /// A fast disc thrown at a wall does not tunnel through it (speculative contacts) and, with no
    /// elasticity, stops at the wall.
    func testFastDiscDoesNotTunnel() throws {
        let world = try Fixture.pointsWorld()
        try world.setBoundary(bounds)
        let disc = try world.addBody(
            BodyDefinition(
                shape: .circle(radius: 20), massScale: Fixture.massScale,
                position: Point(x: 187.5, y: 300),
                linearVelocity: Vector(dx: 20000, dy: 0)))
        var maxX = 0.0
        for _ in 0..<30 {
            world.step()
            maxX = max(maxX, try world.body(disc).position.x)
        }
        XCTAssertLessThanOrEqual(maxX + 20, 375 + 1)
        XCTAssertEqual(try world.body(disc).position.x, 355, accuracy: 1)
        XCTAssertEqual(try world.body(disc).linearVelocity.dx, 0, accuracy: 1e-6)
    }

    /// Removing a body that touched the boundary in the last step leaves no contact naming its
    /// slot (a checked build validated the world and stopped on one): a body added next, which
    /// takes the freed slot, moves exactly as the same body in a world that never held the first.
    func testABodyRemovedAfterTouchingTheBoundaryLeavesNoContact() throws {
        func world() throws -> World {
            let w = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: 1000))
            try w.setBoundary(bounds)
            return w
        }
        let resting = BodyDefinition(
            shape: .rectangle(Size(width: 100, height: 100)), massScale: Fixture.massScale,
            position: Point(x: 187.5, y: 617))
        let falling = BodyDefinition(
            shape: .circle(radius: 20), massScale: Fixture.massScale, position: Point(x: 100, y: 300))
        let used = try world()
        let first = try used.addBody(resting)
        used.step(count: 3) // the box sits on the floor: the steps found its floor contacts
        try used.removeBody(first)
        let second = try used.addBody(falling)
        used.step(count: 30)
        let fresh = try world()
        let only = try fresh.addBody(falling)
        fresh.step(count: 30)
        XCTAssertEqual(try used.body(second).position, try fresh.body(only).position)
        XCTAssertEqual(try used.body(second).linearVelocity, try fresh.body(only).linearVelocity)
    }
}
