import Kinema
import XCTest

/// Item properties (resistance, angular resistance, rotation, elasticity), the collision boundary,
/// an attachment's stiffness and a snap point changed while the animator runs, with the values
/// each must reach derived from the integrator's rules (see the dynamics article of Kinema's
/// documentation): implicit damping multiplies a velocity by 1 / (1 + h c) each step.
final class DynamicAnimatorItemTests: XCTestCase {
    private let h = DynamicsStage.h

    /// A velocity given before step 1 decays as v_k = v0 / (1 + h c)^k, so after n steps the item
    /// has moved h * sum_(k=1..n) v_k; the angle follows the same sum with the angular resistance.
    func testResistancesDampVelocitiesAndRotationCanBeLocked() throws {
        let stage = try DynamicsStage()
        let box = try stage.item("box", width: 100, height: 100, at: Point(x: 100, y: 300))
        let locked = try stage.item("locked", width: 100, height: 100, at: Point(x: 100, y: 500))
        let material = DynamicItemBehavior(items: [box])
        material.resistance = 2
        material.angularResistance = 1
        let noRotation = DynamicItemBehavior(items: [locked])
        noRotation.allowsRotation = false
        try stage.animator.addBehavior(material)
        try stage.animator.addBehavior(noRotation)
        try material.addLinearVelocity(Vector(dx: 120, dy: 0), for: box)
        try material.addAngularVelocity(3, for: box)
        try noRotation.addAngularVelocity(3, for: locked)
        let n = 30
        try stage.advance(toStep: n)
        func decayed(_ v0: Double, _ c: Double, _ k: Int) -> Double { v0 / pow(1 + h * c, Double(k)) }
        let traveled = (1...n).reduce(0.0) { $0 + h * decayed(120, 2, $1) }
        let turned = (1...n).reduce(0.0) { $0 + h * decayed(3, 1, $1) }
        XCTAssertEqual(stage.animator.linearVelocity(of: box).dx, decayed(120, 2, n), accuracy: 1e-9)
        XCTAssertEqual(stage.animator.angularVelocity(of: box), decayed(3, 1, n), accuracy: 1e-9)
        XCTAssertEqual(box.center.x, 100 + traveled, accuracy: 1e-9)
        XCTAssertEqual(box.rotation, turned, accuracy: 1e-9)
        // An item that may not rotate ignores the angular velocity it is given.
        XCTAssertEqual(stage.animator.angularVelocity(of: locked), 0)
        XCTAssertEqual(locked.rotation, 0)
    }

    /// Without gravity, a box moving right at 300 pt/s meets the right edge of the 375 pt wide
    /// reference view and comes back at elasticity * 300 = 150 pt/s; it never leaves the bounds.
    func testCollisionKeepsItemsInsideAndElasticityScalesTheBounce() throws {
        let stage = try DynamicsStage()
        let box = try stage.item("box", width: 50, height: 50, at: Point(x: 300, y: 300))
        let material = DynamicItemBehavior(items: [box])
        material.elasticity = 0.5
        material.friction = 0.25
        XCTAssertEqual([material.elasticity, material.friction], [0.5, 0.25])
        try stage.animator.addBehavior(material)
        try stage.animator.addBehavior(CollisionBehavior(items: [box]))
        try material.addLinearVelocity(Vector(dx: 300, dy: 0), for: box)
        var rightmost = 0.0
        for k in 1...60 {
            try stage.advance(toStep: k)
            rightmost = max(rightmost, box.center.x + 25)
        }
        XCTAssertLessThanOrEqual(rightmost, 375 + 0.5, "the linear slop (0.005 m = 0.5 pt) at most")
        XCTAssertEqual(stage.animator.linearVelocity(of: box).dx, -150, accuracy: 1e-6)
        // A refused value (friction must be at least 0) is not taken: the old one stays and the
        // refusal is in the scene's diagnostics.
        material.friction = -1
        XCTAssertEqual(material.friction, 0.25)
        XCTAssertEqual(
            stage.lastDynamicsError, .invalidDynamicsParameter(.outOfRange(parameter: "friction", value: -1)))
    }

    /// A soft attachment hanging straight down under gravity g settles where the spring balances
    /// the weight: the pull k x = m w^2 x equals m g, so the stretch is g / w^2 whatever the mass
    /// (w = 2 pi f; the anchor is at the item's centre, so no rotation enters the effective mass).
    func testAnAttachmentTurnedIntoASpringStretchesByGOverOmegaSquared() throws {
        let stage = try DynamicsStage()
        let box = try stage.item("box", width: 40, height: 40, at: Point(x: 187.5, y: 300))
        let anchor = Point(x: 187.5, y: 200)
        let rope = AttachmentBehavior(item: box, attachedToAnchor: anchor)
        try stage.animator.addBehavior(rope)
        try stage.animator.addBehavior(GravityBehavior(items: [box]))
        // Rigid: the rope holds its 100 pt.
        XCTAssertLessThan(try stage.largestRopeError(of: box, anchor: anchor, length: 100, steps: 1...60), 0.5)
        rope.stiffness = .spring(hertz: 2, dampingRatio: 1)
        XCTAssertEqual(rope.stiffness, .spring(hertz: 2, dampingRatio: 1))
        try stage.advance(toStep: 60 + 360)
        let w = 2 * Double.pi * 2
        XCTAssertEqual(box.center.distance(to: anchor), 100 + 1000 / (w * w), accuracy: 1e-3)
        XCTAssertEqual(box.center.x, 187.5, accuracy: 1e-9)
        // A spring of negative frequency is refused: the spring stays.
        rope.stiffness = .spring(hertz: -1, dampingRatio: 1)
        XCTAssertEqual(rope.stiffness, .spring(hertz: 2, dampingRatio: 1))
        XCTAssertNotNil(stage.lastDynamicsError)
    }

    /// Moving the snap point re-snaps the item there; a non-finite point is refused.
    func testMovingTheSnapPointMovesTheItemThere() throws {
        let stage = try DynamicsStage()
        let box = try stage.item("box", width: 60, height: 60, at: Point(x: 100, y: 100))
        let snap = SnapBehavior(item: box, snapTo: Point(x: 100, y: 100))
        try stage.animator.addBehavior(snap)
        snap.snapPoint = Point(x: 250, y: 400)
        XCTAssertEqual(snap.snapPoint, Point(x: 250, y: 400))
        try stage.advance(toStep: 600)
        XCTAssertEqual(box.center.x, 250, accuracy: 0.01)
        XCTAssertEqual(box.center.y, 400, accuracy: 0.01)
        XCTAssertEqual(box.rotation, 0, accuracy: 1e-3)
        snap.snapPoint = Point(x: .nan, y: 0)
        XCTAssertEqual(snap.snapPoint, Point(x: 250, y: 400))
        XCTAssertNotNil(stage.lastDynamicsError)
    }
}
