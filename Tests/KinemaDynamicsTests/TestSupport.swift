import KinemaCore
import KinemaDynamics
import XCTest

/// Worlds and bodies in UIKit units (points, seconds), as the view bridge will build them:
/// 100 pt per "metre" for the solver tolerances and `mass = density * w * h / 10^4` (UIKit's
/// convention; the units section of KinemaDynamics' article "Stepping the world").
enum Fixture {
    static let massScale = 1e-4

    static func pointsWorld(
        gravity: Vector = .zero, velocityIterations: Int = 8,
        positionIterations: Int = 3
    ) throws -> World {
        try World(
            configuration: WorldConfiguration(
                velocityIterations: velocityIterations, positionIterations: positionIterations,
                gravity: gravity, lengthUnitsPerMeter: 100))
    }

    static func item(
        _ world: World, size: Size, at position: Point, angle: Double = 0,
        velocity: Vector = .zero, angularVelocity: Double = 0
    ) throws -> BodyID {
        try world.addBody(
            BodyDefinition(
                shape: .rectangle(size), density: 1, massScale: massScale,
                position: position, angle: angle, linearVelocity: velocity,
                angularVelocity: angularVelocity))
    }

    /// A world of ``pointsWorld(gravity:velocityIterations:positionIterations:)`` holding one
    /// ``item(_:size:at:angle:velocity:angularVelocity:)`` tied to the ground point `anchor` by a
    /// distance joint of `length` and `stiffness`.
    static func tetheredItem(
        size: Size, at position: Point, to anchor: Point, length: Double, stiffness: JointStiffness = .rigid
    ) throws -> (world: World, item: BodyID, joint: JointID) {
        let world = try pointsWorld()
        let item = try self.item(world, size: size, at: position)
        let joint = try world.addDistanceJoint(body: item, to: anchor, length: length, stiffness: stiffness)
        return (world, item, joint)
    }
}

/// A bit-exact fingerprint of every body's state, for determinism tests.
func fingerprint(_ world: World) throws -> [UInt64] {
    var out: [UInt64] = []
    for id in world.bodies {
        let b = try world.body(id)
        for v in [b.position.x, b.position.y, b.angle, b.linearVelocity.dx, b.linearVelocity.dy, b.angularVelocity] {
            out.append(v.bitPattern)
        }
    }
    return out
}

/// Asserts that `body` throws exactly `expected`.
func XCTAssertThrowsDynamicsError<T>(
    _ expected: DynamicsError, _ body: () throws(DynamicsError) -> T,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        _ = try body()
        XCTFail("expected \(expected), nothing was thrown", file: file, line: line)
    } catch {
        XCTAssertEqual(error, expected, file: file, line: line)
    }
}
