import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// A subclass overriding a forwarded property, as UIKit code may: the override must still reach
/// the engine through `super`.
@MainActor
private final class HeavyItemBehavior: UIDynamicItemBehavior {
    override var density: CGFloat {
        get { super.density }
        set { super.density = newValue * 2 }
    }
}

/// The dynamic behaviours' plain properties are forwarded to the engine behaviour behind them:
/// a value set on the facade is the engine's value (converted from `CGFloat` to `Double`, or from
/// `CGVector`/`CGPoint` to the engine's vector and point), and reading it gives the engine's
/// value back. Each value below is exactly representable, so the conversions keep it.
@MainActor
final class EnginePropertyTests: XCTestCase {
    private func views(_ harness: UIKitHarness, _ count: Int) -> [UIView] {
        (0..<count).map { _ in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            harness.window.addSubview(view)
            return view
        }
    }

    func testItemBehaviourPropertiesAreTheEngines() async throws {
        let harness = UIKitHarness()
        let behavior = UIDynamicItemBehavior(items: views(harness, 1))
        let engine = try XCTUnwrap(behavior.kinemaBehavior as? DynamicItemBehavior)
        XCTAssertEqual(behavior.density, 1) // the engine's default
        behavior.density = 2.5
        behavior.elasticity = 0.75
        behavior.friction = 0.25
        behavior.resistance = 3
        behavior.angularResistance = 1.5
        behavior.allowsRotation = false
        XCTAssertEqual(
            [engine.density, engine.elasticity, engine.friction, engine.resistance, engine.angularResistance],
            [2.5, 0.75, 0.25, 3, 1.5])
        XCTAssertFalse(engine.allowsRotation)
        engine.friction = 0.5
        XCTAssertEqual(behavior.friction, 0.5)
        XCTAssertEqual(
            [behavior.density, behavior.elasticity, behavior.resistance, behavior.angularResistance],
            [2.5, 0.75, 3, 1.5])
        XCTAssertFalse(behavior.allowsRotation)
    }

    func testAnOverrideReachesTheEngineThroughSuper() async throws {
        let harness = UIKitHarness()
        let behavior = HeavyItemBehavior(items: views(harness, 1))
        behavior.density = 1.5
        let engine = try XCTUnwrap(behavior.kinemaBehavior as? DynamicItemBehavior)
        XCTAssertEqual(engine.density, 3) // 2 * 1.5
        XCTAssertEqual(behavior.density, 3)
    }

    func testForceDirectionsAreTheEngines() async throws {
        let harness = UIKitHarness()
        let gravity = UIGravityBehavior(items: views(harness, 1))
        let engineGravity = try XCTUnwrap(gravity.kinemaBehavior as? GravityBehavior)
        gravity.gravityDirection = CGVector(dx: 3, dy: 4)
        XCTAssertEqual(engineGravity.gravityDirection, Vector(dx: 3, dy: 4))
        XCTAssertEqual(gravity.magnitude, 5) // sqrt(3^2 + 4^2)
        gravity.angle = 0
        XCTAssertEqual(engineGravity.angle, 0)
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 5, dy: 0))

        let push = UIPushBehavior(items: views(harness, 1), mode: .continuous)
        let enginePush = try XCTUnwrap(push.kinemaBehavior as? PushBehavior)
        push.pushDirection = CGVector(dx: 0, dy: -2)
        XCTAssertEqual(enginePush.pushDirection, Vector(dx: 0, dy: -2))
        push.magnitude = 0.5
        XCTAssertEqual(enginePush.magnitude, 0.5)
        // The engine keeps the angle (-pi/2) and rebuilds the vector as 0.5 (cos, sin) of it.
        XCTAssertEqual(push.pushDirection.dx, 0, accuracy: 1e-12)
        XCTAssertEqual(push.pushDirection.dy, -0.5)
        push.active = false
        XCTAssertFalse(enginePush.active)
        enginePush.active = true
        XCTAssertTrue(push.active)
    }

    func testSnapPropertiesAreTheEngines() async throws {
        let harness = UIKitHarness()
        let snap = UISnapBehavior(item: views(harness, 1)[0], snapTo: CGPoint(x: 10, y: 20))
        let engine = try XCTUnwrap(snap.kinemaBehavior as? SnapBehavior)
        XCTAssertEqual(snap.snapPoint, CGPoint(x: 10, y: 20))
        snap.snapPoint = CGPoint(x: 30, y: 40)
        XCTAssertEqual(engine.snapPoint, Point(x: 30, y: 40))
        snap.damping = 0.25
        XCTAssertEqual(engine.dampingRatio, 0.25)
        XCTAssertEqual(snap.damping, 0.25)
    }

    /// Each of UIKit's four curves is its cubic Bezier, with the control points UIKit documents:
    /// easeInOut (0.42, 0) (0.58, 1), easeIn (0.42, 0) (1, 1), easeOut (0, 0) (0.58, 1) and
    /// linear (0, 0) (1, 1).
    func testTheFourCurvesHaveUIKitsControlPoints() async {
        let expected: [(UIView.AnimationCurve, CGPoint, CGPoint)] = [
            (.easeInOut, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
            (.easeIn, CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
            (.easeOut, CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
            (.linear, CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        ]
        for (curve, point1, point2) in expected {
            let parameters = UICubicTimingParameters(animationCurve: curve)
            XCTAssertEqual(parameters.controlPoint1, point1, "\(curve)")
            XCTAssertEqual(parameters.controlPoint2, point2, "\(curve)")
        }
    }

    /// An animator's scrubbing and completion flags are its engine animator's.
    func testAnimatorFlagsAreTheEngines() async {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        XCTAssertTrue(animator.scrubsLinearly) // UIKit's default
        XCTAssertFalse(animator.pausesOnCompletion)
        animator.scrubsLinearly = false
        animator.pausesOnCompletion = true
        XCTAssertFalse(animator.kinemaAnimator.scrubsLinearly)
        XCTAssertTrue(animator.kinemaAnimator.pausesOnCompletion)
        animator.kinemaAnimator.scrubsLinearly = true
        XCTAssertTrue(animator.scrubsLinearly)
    }
}
