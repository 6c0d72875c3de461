import KinemaCore
import KinemaDynamics

/// Accelerates items (UIKit's `UIGravityBehavior`): magnitude 1 is 1000 pt/s^2 along
/// `gravityDirection`, which is (0, 1) (down) by default.
public final class GravityBehavior: DynamicBehavior {
    /// The direction and strength: a vector of length 1 is 1000 pt/s^2.
    public var gravityDirection = Vector(dx: 0, dy: 1) { didSet { dynamicAnimator?.wake() } }

    /// The acceleration of 1 unit of magnitude, in points per second squared.
    public static let pointsPerSecondSquared = 1000.0

    /// Pulls `items`.
    public init(items: [View]) { super.init(behaviorItems: items) }

    /// The strength (the length of `gravityDirection`).
    public var magnitude: Double {
        get { gravityDirection.length }
        set { gravityDirection = gravityDirection.normalized * newValue }
    }

    override func prepareStep(in animator: DynamicAnimator) {
        let acceleration = gravityDirection * Self.pointsPerSecondSquared
        for view in items {
            guard let id = animator.body(of: view), let body = try? animator.world.body(id) else { continue }
            try? animator.world.applyForce(acceleration * body.mass, to: id)
        }
    }
}
