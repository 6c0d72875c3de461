import KinemaCore
import KinemaDynamics
import XCTest

/// The finiteness rule: every number given to the world is finite and at most
/// `World.maximumMagnitude` (1e15) in magnitude, else the call throws and changes nothing; within
/// that, no step leaves a non-finite number in a body's state, however extreme the mix.
final class FinitenessTests: XCTestCase {
    func testNumbersAboveTheMaximumMagnitudeAreTypedErrors() throws {
        XCTAssertEqual(World.maximumMagnitude, 1e15)
        let world = try Fixture.pointsWorld()
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "position", value: 2e15)) { () throws(DynamicsError) in
            try world.addBody(BodyDefinition(position: Point(x: 0, y: 2e15)))
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "width", value: 1e300)) { () throws(DynamicsError) in
            try world.addBody(BodyDefinition(shape: .rectangle(Size(width: 1e300, height: 1))))
        }
        XCTAssertEqual(world.bodies, [world.ground], "nothing added")
        // Exactly at the limit is accepted.
        let body = try world.addBody(BodyDefinition(position: Point(x: -1e15, y: 1e15)))
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "linearVelocity", value: -1e300)) {
            () throws(DynamicsError) in try world.setVelocity(of: body, linear: Vector(dx: -1e300, dy: 0), angular: 0)
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "force", value: 1e16)) { () throws(DynamicsError) in
            try world.applyForce(Vector(dx: 0, dy: 1e16), to: body)
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "worldPoint", value: 1e308)) { () throws(DynamicsError) in
            try world.addDistanceJoint(body: body, to: Point(x: 1e308, y: 0))
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "hertz", value: 1e20)) { () throws(DynamicsError) in
            try world.addRevoluteJoint(body: body, to: .zero, stiffness: .spring(hertz: 1e20, dampingRatio: 1))
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "maxForce", value: 1e200)) { () throws(DynamicsError) in
            try world.addRevoluteJoint(body: body, to: .zero, maxForce: 1e200)
        }
        // A length the world derives counts too: from (-1e15, 1e15) to (1e15, 1e15) is 2e15.
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "length", value: 2e15)) { () throws(DynamicsError) in
            try world.addDistanceJoint(body: body, to: Point(x: 1e15, y: 1e15))
        }
        XCTAssertEqual(world.joints, [], "nothing added")
        _ = try world.addRevoluteJoint(body: body, to: .zero, maxForce: .infinity)
        let rope = try world.addDistanceJoint(body: body, to: Point(x: 0, y: 1e15))
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "worldPoint", value: -3e15)) { () throws(DynamicsError) in
            try world.setAnchor(Point(x: -3e15, y: 0), of: rope)
        }
        XCTAssertEqual(try world.anchors(of: rope).b, Point(x: 0, y: 1e15), "the anchor did not move")
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "timeStep", value: 1e16)) { () throws(DynamicsError) in
            try World(configuration: WorldConfiguration(timeStep: 1e16))
        }
    }

    /// A mass or rotational inertia too small to invert (subnormal) would make every velocity
    /// change infinite: such a mass counts as 1 (as a zero mass does) and such an inertia as
    /// infinite (reported as 0: no rotation). A tiny mass that can be inverted is kept. Under
    /// gravity alone every body falls y_n = h^2 g n (n + 1) / 2 whatever its mass.
    func testMassesTooSmallToInvertAreReplaced() throws {
        let world = try Fixture.pointsWorld(gravity: Vector(dx: 0, dy: 1000))
        let speck = try world.addBody(
            BodyDefinition(
                shape: .rectangle(Size(width: 1, height: 1)),
                density: .leastNonzeroMagnitude))
        XCTAssertEqual(try world.body(speck).mass, 1)
        XCTAssertEqual(try world.body(speck).inertia, 1.0 / 6, "(1^2 + 1^2) / 12 for the unit mass")
        // Area 1e-310: mass 1e-310 (1 / mass overflows), inertia 1 * 2e-310 / 12 (1 / inertia overflows).
        let dust = try world.addBody(BodyDefinition(shape: .rectangle(Size(width: 1e-155, height: 1e-155))))
        XCTAssertEqual(try world.body(dust).mass, 1)
        XCTAssertEqual(try world.body(dust).inertia, 0)
        // Area 1e-320 (subnormal, about 1e-5 relative precision) times 1e30: mass 1e-290, kept.
        let sliver = try world.addBody(
            BodyDefinition(
                shape: .rectangle(Size(width: 1e-160, height: 1e-160)),
                density: 1e15, massScale: 1e15))
        XCTAssertEqual(try world.body(sliver).mass, 1e-290, accuracy: 1e-294)
        world.step(count: 10)
        let y10 = 1000 * 10 * 11 / 2 / (120.0 * 120)
        for id in [speck, dust, sliver] { XCTAssertEqual(try world.body(id).position.y, y10, accuracy: 1e-12) }
    }

    /// Thousands of steps of random worlds whose every number is valid but extreme (sizes, masses,
    /// velocities, forces, spring frequencies and anchors from 1e-300 to 1e15, rigid and soft
    /// joints, a boundary): every body's position, angle and velocities stay finite at every step.
    func testExtremeButValidWorldsStayFinite() throws {
        var random = SplitMix64(seed: 15)
        // 2^-996 (1.5e-300) to 2^49 * 2 (1.1e15), capped at 1e15.
        func magnitude() -> Double {
            let exponent = Int(random.next() % 1046) - 996
            return Swift.min(Double(sign: .plus, exponent: exponent, significand: random.uniform(in: 1...2)), 1e15)
        }
        func signed() -> Double { (random.next() & 1 == 0 ? 1 : -1) * magnitude() }
        func vector() -> Vector { Vector(dx: signed(), dy: signed()) }
        for round in 0..<60 {
            let world = try World(
                configuration: WorldConfiguration(
                    gravity: round % 3 == 0 ? vector() : .zero, lengthUnitsPerMeter: 100))
            if round % 4 == 0 {
                try world.setBoundary(Rect(x: -magnitude(), y: -magnitude(), width: magnitude(), height: magnitude()))
            }
            var bodies: [BodyID] = []
            for _ in 0..<4 {
                let shape: BodyShape =
                    random.next() & 1 == 0
                    ? .rectangle(Size(width: magnitude(), height: magnitude())) : .circle(radius: magnitude())
                bodies.append(
                    try world.addBody(
                        BodyDefinition(
                            type: random.next() % 5 == 0 ? .kinematic : .dynamic, shape: shape, density: magnitude(),
                            massScale: magnitude(), position: Point(x: signed(), y: signed()), angle: signed(),
                            linearVelocity: vector(), angularVelocity: signed(), linearDamping: magnitude(),
                            angularDamping: magnitude(), gravityScale: signed(), elasticity: magnitude(),
                            friction: magnitude())))
            }
            for k in 0..<6 {
                let a = bodies[k % 4], b = k < 4 ? world.ground : bodies[(k + 1) % 4]
                let stiffness: JointStiffness =
                    random.next() % 3 == 0
                    ? .rigid : .spring(hertz: magnitude(), dampingRatio: magnitude())
                if random.next() & 1 == 0 {
                    _ = try world.addDistanceJoint(
                        DistanceJointDefinition(
                            bodyA: a, localAnchorA: vector(), bodyB: b, localAnchorB: vector(), length: magnitude(),
                            stiffness: stiffness))
                } else {
                    _ = try world.addRevoluteJoint(
                        RevoluteJointDefinition(
                            bodyA: a, localAnchorA: vector(), bodyB: b, localAnchorB: vector(), stiffness: stiffness,
                            maxForce: random.next() & 1 == 0 ? .infinity : magnitude()))
                }
            }
            for step in 0..<60 {
                if step % 7 == 0 {
                    try world.applyForce(vector(), to: bodies[step % 4])
                    try world.applyTorque(signed(), to: bodies[(step + 1) % 4])
                }
                world.step()
                for id in bodies {
                    let s = try world.body(id)
                    let numbers = [
                        s.position.x, s.position.y, s.angle, s.linearVelocity.dx, s.linearVelocity.dy,
                        s.angularVelocity
                    ]
                    XCTAssertTrue(numbers.allSatisfy(\.isFinite), "round \(round), step \(step): \(numbers)")
                    if !numbers.allSatisfy(\.isFinite) { return }
                }
            }
        }
    }
}
