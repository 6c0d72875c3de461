import KinemaCore
import KinemaDynamics
import XCTest

/// Bad input is a typed error, never a trap, and leaves the world unchanged.
final class ErrorTests: XCTestCase {
    func testConfigurationErrors() {
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "timeStep", value: 0)) { () throws(DynamicsError) in
            try World(configuration: WorldConfiguration(timeStep: 0))
        }
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "timeStep")) { () throws(DynamicsError) in
            try World(configuration: WorldConfiguration(timeStep: .nan))
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "velocityIterations", value: -1)) {
            () throws(DynamicsError) in try World(configuration: WorldConfiguration(velocityIterations: -1))
        }
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "gravity")) { () throws(DynamicsError) in
            try World(configuration: WorldConfiguration(gravity: Vector(dx: .infinity, dy: 0)))
        }
        let world = World()
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "positionIterations", value: -2)) {
            () throws(DynamicsError) in try world.setIterations(velocity: 8, position: -2)
        }
        // Without a bound, Int.max velocity iterations would never finish a step.
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "velocityIterations", value: Double(Int.max))) {
            () throws(DynamicsError) in try world.setIterations(velocity: .max, position: 3)
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "positionIterations", value: 1001)) {
            () throws(DynamicsError) in
            try World(configuration: WorldConfiguration(positionIterations: WorldConfiguration.maximumIterations + 1))
        }
        XCTAssertNoThrow(try world.setIterations(velocity: 1000, position: 1000))
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "boundary.width", value: -1)) {
            () throws(DynamicsError) in try world.setBoundary(Rect(x: 0, y: 0, width: -1, height: 5))
        }
    }

    func testDescriptionsAreOneLineNamingWhatIsAtFault() {
        let body = BodyID(index: 3, generation: 1), joint = JointID(index: 0, generation: 2)
        let expected: [(DynamicsError, String)] = [
            (.unknownBody(body), "body#3.1 is not a live body of this world"),
            (.unknownJoint(joint), "joint#0.2 is not a live joint of this world"),
            (.notFinite(parameter: "gravity"), "gravity must be finite"),
            (.outOfRange(parameter: "density", value: -1), "density is out of range (got -1.0)"),
            (.sameBody(body), "a joint cannot connect body#3.1 to itself"),
            (.wrongJointKind(joint), "joint#0.2 is not the kind of joint this operation needs"),
            (.groundBody, "the ground body cannot be changed or removed")
        ]
        for (error, text) in expected { XCTAssertEqual(error.description, text) }
    }

    func testBodyErrors() throws {
        let world = World()
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "density")) { () throws(DynamicsError) in
            try world.addBody(BodyDefinition(density: .nan))
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "width", value: -3)) { () throws(DynamicsError) in
            try world.addBody(BodyDefinition(shape: .rectangle(Size(width: -3, height: 1))))
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "radius", value: -1)) { () throws(DynamicsError) in
            try world.addBody(BodyDefinition(shape: .circle(radius: -1)))
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "linearDamping", value: -0.5)) { () throws(DynamicsError) in
            try world.addBody(BodyDefinition(linearDamping: -0.5))
        }
        XCTAssertEqual(world.bodies, [world.ground], "failed additions add nothing")
        let body = try world.addBody(BodyDefinition())
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "position")) { () throws(DynamicsError) in
            try world.setTransform(of: body, position: Point(x: .nan, y: 0), angle: 0)
        }
        XCTAssertEqual(try world.body(body).position, .zero, "a rejected change changes nothing")
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "force")) { () throws(DynamicsError) in
            try world.applyForce(Vector(dx: 0, dy: .infinity), to: body)
        }
        XCTAssertThrowsDynamicsError(.groundBody) { () throws(DynamicsError) in try world.removeBody(world.ground) }
        XCTAssertThrowsDynamicsError(.groundBody) { () throws(DynamicsError) in
            try world.setTransform(of: world.ground, position: Point(x: 1, y: 1), angle: 0)
        }
        let stranger = BodyID(index: 99, generation: 0)
        XCTAssertThrowsDynamicsError(.unknownBody(stranger)) { () throws(DynamicsError) in try world.body(stranger) }
        XCTAssertThrowsDynamicsError(.unknownBody(BodyID(index: -1, generation: 0))) { () throws(DynamicsError) in
            try world.addLinearVelocity(.zero, to: BodyID(index: -1, generation: 0))
        }
    }

    func testJointErrors() throws {
        let world = World()
        let body = try world.addBody(BodyDefinition(position: Point(x: 3, y: 4)))
        XCTAssertThrowsDynamicsError(.sameBody(body)) { () throws(DynamicsError) in
            try world.addDistanceJoint(bodyA: body, bodyB: body, length: 1)
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "hertz", value: -1)) { () throws(DynamicsError) in
            try world.addDistanceJoint(body: body, to: .zero, stiffness: .spring(hertz: -1, dampingRatio: 0))
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "hertz", value: 0)) { () throws(DynamicsError) in
            try world.addDistanceJoint(body: body, to: .zero, stiffness: .spring(hertz: 0, dampingRatio: 1))
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "length", value: -2)) { () throws(DynamicsError) in
            try world.addDistanceJoint(body: body, to: .zero, length: -2)
        }
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "dampingRatio")) { () throws(DynamicsError) in
            try world.addRevoluteJoint(body: body, to: .zero, stiffness: .spring(hertz: 1, dampingRatio: .nan))
        }
        XCTAssertThrowsDynamicsError(.outOfRange(parameter: "maxForce", value: 0)) { () throws(DynamicsError) in
            try world.addRevoluteJoint(body: body, to: .zero, maxForce: 0)
        }
        XCTAssertThrowsDynamicsError(.unknownBody(BodyID(index: 7, generation: 0))) { () throws(DynamicsError) in
            try world.addRevoluteJoint(RevoluteJointDefinition(bodyA: body, bodyB: BodyID(index: 7, generation: 0)))
        }
        XCTAssertEqual(world.joints, [], "failed additions add nothing")
        let pin = try world.addRevoluteJoint(body: body, to: .zero)
        let rope = try world.addDistanceJoint(body: body, to: .zero)
        XCTAssertEqual(try world.length(of: rope), 5) // |(3, 4)|
        XCTAssertThrowsDynamicsError(.wrongJointKind(pin)) { () throws(DynamicsError) in try world.setLength(2, of: pin)
        }
        XCTAssertThrowsDynamicsError(.wrongJointKind(rope)) { () throws(DynamicsError) in
            try world.setMaxForce(10, of: rope)
        }
        XCTAssertThrowsDynamicsError(.notFinite(parameter: "worldPoint")) { () throws(DynamicsError) in
            try world.setAnchor(Point(x: .nan, y: 0), of: rope)
        }
        try world.removeJoint(rope)
        XCTAssertThrowsDynamicsError(.unknownJoint(rope)) { () throws(DynamicsError) in try world.anchors(of: rope) }
        XCTAssertThrowsDynamicsError(.unknownJoint(rope)) { () throws(DynamicsError) in
            try world.setStiffness(.spring(hertz: 1, dampingRatio: 1), of: rope)
        }
        XCTAssertEqual(world.joints, [pin])
    }
}
