import KinemaCore
import KinemaDynamics

/// Accelerates items (UIKit's `UIGravityBehavior`): magnitude 1 is 1000 pt/s^2 along
/// `gravityDirection`, which is (0, 1) (down, angle pi/2) by default. As in UIKit the angle is
/// kept while the magnitude is 0, so magnitude 0 and then 1 points down again.
public final class GravityBehavior: DynamicBehavior {
    var direction = ForceDirection(angle: .pi / 2, magnitude: 1) { didSet { dynamicAnimator?.wake() } }

    /// The direction and strength: a vector of length 1 is 1000 pt/s^2.
    public var gravityDirection: Vector {
        get { direction.vector }
        set { setDirection { $0.set(vector: newValue) } }
    }

    /// The direction's angle in radians from +x towards +y (pi/2, down, by default).
    public var angle: Double {
        get { direction.angle }
        set { setDirection { $0.set(angle: newValue) } }
    }

    /// The acceleration of 1 unit of magnitude, in points per second squared.
    public static let pointsPerSecondSquared = 1000.0

    /// Pulls `items`.
    public init(items: [View]) { super.init(behaviorItems: items) }

    /// The strength (the length of `gravityDirection`).
    public var magnitude: Double {
        get { direction.magnitude }
        set { setDirection { $0.set(magnitude: newValue) } }
    }

    override func install(in animator: DynamicAnimator) throws(DynamicsError) {
        try validateDirection()
    }

    override func prepareStep(in animator: DynamicAnimator) {
        let acceleration = gravityDirection * Self.pointsPerSecondSquared
        for view in items {
            guard let id = animator.body(of: view), let body = try? animator.world.body(id) else { continue }
            animator.reporting { () throws(DynamicsError) in
                try animator.world.applyForce(acceleration * body.mass, to: id)
            }
        }
    }
}

extension GravityBehavior: DirectedForceBehavior {
    static let directionName = "gravityDirection"
}
