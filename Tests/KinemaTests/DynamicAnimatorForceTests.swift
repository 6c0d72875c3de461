import Kinema
import XCTest

/// Gravity and push behaviours through the view bridge (units as
/// the dynamics article of Kinema's documentation states them): gravity magnitude 1 is
/// 1000 pt/s^2 whatever the item's mass; push magnitude 1 gives a 100x100 density-1 item (mass
/// 1 * 100 * 100 / 10^4 = 1) 100 pt/s^2, so a = 100 / mass. Positions follow the discrete
/// semi-implicit Euler sums of `eulerDisplacement` exactly (to rounding), step by step.
final class DynamicAnimatorForceTests: XCTestCase {
    /// y_n = 100 + h^2 g n (n + 1) / 2 with g = 1000: after 60 steps (0.5 s) 100 + 1000 * 60 * 61 / 28800
    /// = 227.083333; x never moves, the view is not rotated.
    func testGravityMagnitudeOneIs1000PointsPerSecondSquared() throws {
        let stage = try DynamicsStage()
        let box = try stage.item("box", width: 100, height: 100, at: Point(x: 150, y: 100))
        let big = try stage.item("big", width: 300, height: 50, at: Point(x: 300, y: 100))
        let gravity = GravityBehavior(items: [box, big])
        XCTAssertEqual(gravity.magnitude, 1)
        XCTAssertEqual(gravity.gravityDirection, Vector(dx: 0, dy: 1))
        try stage.animator.addBehavior(gravity)
        for n in 1...60 {
            try stage.advance(toStep: n)
            let expected = 100 + eulerDisplacement(steps: n, acceleration: 1000)
            XCTAssertEqual(box.center.y, expected, accuracy: 1e-9, "step \(n)")
            XCTAssertEqual(big.center.y, expected, accuracy: 1e-9, "a heavier item falls alike (step \(n))")
            XCTAssertEqual(box.center.x, 150)
            XCTAssertEqual(box.rotation, 0)
            XCTAssertEqual(stage.animator.linearVelocity(of: box).dy, Double(n) * 1000 / 120, accuracy: 1e-9)
        }
        XCTAssertEqual(box.center.y, 227.083333333, accuracy: 1e-8)
        XCTAssertEqual(box.presentation.center.y, box.center.y, "frames show the written model value")
    }

    /// Magnitude 0.5 along (1, 0) is 500 pt/s^2 to the right; setting the magnitude keeps the
    /// direction (UIKit's angle), also through magnitude 0: 0 then 0.5 is again 500 pt/s^2.
    func testGravityDirectionAndMagnitude() throws {
        let stage = try DynamicsStage()
        let box = try stage.item("box", width: 50, height: 50, at: Point(x: 100, y: 300))
        let gravity = GravityBehavior(items: [box])
        gravity.gravityDirection = Vector(dx: 1, dy: 0)
        gravity.magnitude = 0
        XCTAssertEqual(gravity.gravityDirection, .zero)
        gravity.magnitude = 0.5
        XCTAssertEqual(gravity.gravityDirection, Vector(dx: 0.5, dy: 0))
        XCTAssertEqual(gravity.angle, 0)
        try stage.animator.addBehavior(gravity)
        try stage.advance(toStep: 24)
        XCTAssertEqual(box.center.x, 100 + eulerDisplacement(steps: 24, acceleration: 500), accuracy: 1e-9)
        XCTAssertEqual(box.center.y, 300, accuracy: 1e-12)
    }

    /// Continuous push, magnitude 1 at angle 0 (UIKit's default angle: to the right): a 100x100
    /// item gets 100 pt/s^2, x_n = 50 + h^2 100 n (n + 1) / 2 (after 120 steps 50 + 50.416667);
    /// a 200x100 item (mass 2) gets 50 pt/s^2.
    func testContinuousPushGivesAUnitItem100PointsPerSecondSquared() throws {
        let stage = try DynamicsStage()
        let unit = try stage.item("unit", width: 100, height: 100, at: Point(x: 50, y: 100))
        let double = try stage.item("double", width: 200, height: 100, at: Point(x: 100, y: 300))
        let push = PushBehavior(items: [unit, double], mode: .continuous)
        XCTAssertEqual(push.pushDirection, .zero)
        push.magnitude = 1
        XCTAssertEqual(push.pushDirection, Vector(dx: 1, dy: 0))
        try stage.animator.addBehavior(push)
        for n in [1, 2, 60, 120] {
            try stage.advance(toStep: n)
            XCTAssertEqual(unit.center.x, 50 + eulerDisplacement(steps: n, acceleration: 100), accuracy: 1e-9)
            XCTAssertEqual(double.center.x, 100 + eulerDisplacement(steps: n, acceleration: 50), accuracy: 1e-9)
            XCTAssertEqual(unit.center.y, 100, accuracy: 1e-12)
        }
        XCTAssertEqual(unit.center.x, 100.416666667, accuracy: 1e-8)
        // Angle pi/2 (down), magnitude 2: 200 pt/s^2 along y from now on, the x velocity kept.
        push.angle = .pi / 2
        XCTAssertEqual(push.magnitude, 1, accuracy: 1e-15)
        push.magnitude = 2
        XCTAssertEqual(push.pushDirection.dy, 2, accuracy: 1e-15)
        let x120 = unit.center.x, vx = stage.animator.linearVelocity(of: unit).dx
        XCTAssertEqual(vx, 100, accuracy: 1e-9) // 120 steps of h * 100
        try stage.advance(toStep: 130)
        XCTAssertEqual(unit.center.y, 100 + eulerDisplacement(steps: 10, acceleration: 200), accuracy: 1e-9)
        XCTAssertEqual(unit.center.x, x120 + 10 * vx / 120, accuracy: 1e-9)
    }

    /// An instantaneous push of magnitude 1 changes a unit item's velocity by 100 pt/s once, then
    /// turns itself off: x_n = 10 + n * 100 / 120.
    func testInstantaneousPushIsOneVelocityChange() throws {
        let stage = try DynamicsStage()
        let unit = try stage.item("unit", width: 100, height: 100, at: Point(x: 10, y: 100))
        let push = PushBehavior(items: [unit], mode: .instantaneous)
        push.pushDirection = Vector(dx: 1, dy: 0)
        try stage.animator.addBehavior(push)
        XCTAssertTrue(push.active)
        try stage.advance(toStep: 1)
        XCTAssertFalse(push.active)
        for n in [2, 12, 60] {
            try stage.advance(toStep: n)
            XCTAssertEqual(unit.center.x, 10 + Double(n) * 100 / 120, accuracy: 1e-9)
        }
    }

    /// Items nested in a container move in reference (root) coordinates and are written back in
    /// their superview's: a container at origin (50, 60) holds an item at (25, 40) (root (75, 100)).
    func testNestedItemsUseReferenceCoordinates() throws {
        let stage = try DynamicsStage()
        let container = View(name: "container", frame: Rect(x: 50, y: 60, width: 200, height: 200))
        try stage.scene.root.addSubview(container)
        let box = try stage.item("box", width: 20, height: 20, at: Point(x: 25, y: 40), in: container)
        try stage.animator.addBehavior(GravityBehavior(items: [box]))
        try stage.advance(toStep: 30)
        XCTAssertEqual(box.center.x, 25, accuracy: 1e-12)
        XCTAssertEqual(box.center.y, 40 + eulerDisplacement(steps: 30, acceleration: 1000), accuracy: 1e-9)
        let inRoot = try XCTUnwrap(container.convert(box.center, to: nil))
        XCTAssertEqual(inRoot.y, 100 + eulerDisplacement(steps: 30, acceleration: 1000), accuracy: 1e-9)
    }
}
