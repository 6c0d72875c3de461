import KinemaCore
import KinemaDynamics

/// Physical properties of items (UIKit's `UIDynamicItemBehavior`; see <doc:DynamicBehaviors>): density (mass =
/// density * width * height / 10^4), elasticity and friction against a collision boundary,
/// resistance (linear damping, 1/s) and angular resistance (angular damping, 1/s), whether items
/// may rotate, and velocities added to them. When several item behaviours name the same item, the
/// one added last wins.
public final class DynamicItemBehavior: DynamicBehavior {
    /// Mass per 100 x 100 pt (default 1).
    public var density: Double = 1 {
        didSet { if density != oldValue, !reinstall() { density = oldValue; reinstall() } }
    }
    /// Restitution against the boundary, 0...1 (default 0).
    public var elasticity: Double = 0 {
        didSet { if elasticity != oldValue, !reinstall() { elasticity = oldValue; reinstall() } }
    }
    /// Friction against the boundary (default 0).
    public var friction: Double = 0 {
        didSet { if friction != oldValue, !reinstall() { friction = oldValue; reinstall() } }
    }
    /// Linear damping in 1/s (default 0).
    public var resistance: Double = 0 {
        didSet { if resistance != oldValue, !reinstall() { resistance = oldValue; reinstall() } }
    }
    /// Angular damping in 1/s (default 0).
    public var angularResistance: Double = 0 {
        didSet { if angularResistance != oldValue, !reinstall() { angularResistance = oldValue; reinstall() } }
    }
    /// Whether the items may rotate (default true).
    public var allowsRotation = true {
        didSet { if allowsRotation != oldValue, !reinstall() { allowsRotation = oldValue; reinstall() } }
    }

    /// Describes `items`.
    public init(items: [View]) { super.init(behaviorItems: items) }

    override func install(in animator: DynamicAnimator) throws(DynamicsError) {
        for view in items {
            guard let body = animator.body(of: view) else { continue }
            try animator.world.setMassProperties(
                of: body, shape: view.bodyShape, density: density,
                massScale: 1e-4, allowsRotation: allowsRotation)
            try animator.world.setMaterial(of: body, elasticity: elasticity, friction: friction)
            try animator.world.setDamping(of: body, linear: resistance, angular: angularResistance)
        }
    }

    override func uninstall(from animator: DynamicAnimator) {
        for view in items {
            guard let body = animator.body(of: view) else { continue }
            try? animator.world.setMassProperties(
                of: body, shape: view.bodyShape, density: 1,
                massScale: 1e-4, allowsRotation: true)
            try? animator.world.setMaterial(of: body, elasticity: 0, friction: 0)
            try? animator.world.setDamping(of: body, linear: 0, angular: 0)
        }
    }

    /// Adds a velocity (points per second) to an item; effective from the next step.
    public func addLinearVelocity(_ velocity: Vector, for item: View) throws(SceneError) {
        guard let animator = dynamicAnimator, let body = animator.body(of: item) else { return }
        try SceneError.dynamics { () throws(DynamicsError) in try animator.world.addLinearVelocity(velocity, to: body) }
        animator.wake()
    }

    /// Adds an angular velocity (radians per second, positive clockwise) to an item.
    public func addAngularVelocity(_ velocity: Double, for item: View) throws(SceneError) {
        guard let animator = dynamicAnimator, let body = animator.body(of: item) else { return }
        try SceneError.dynamics { () throws(DynamicsError) in try animator.world.addAngularVelocity(velocity, to: body)
        }
        animator.wake()
    }
}
