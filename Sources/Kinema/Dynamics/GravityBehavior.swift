import KinemaCore
import KinemaDynamics

/// Accelerates items (UIKit's `UIGravityBehavior`): magnitude 1 is 1000 pt/s^2 along
/// `gravityDirection`, which is (0, 1) (down, angle pi/2) by default. As in UIKit the angle is
/// kept while the magnitude is 0, so magnitude 0 and then 1 points down again.
public final class GravityBehavior: DirectedForceBehavior {
    /// The direction and strength: a vector of length 1 is 1000 pt/s^2.
    public var gravityDirection: Vector {
        get { direction.vector }
        set { setDirection { $0.set(vector: newValue) } }
    }

    /// The acceleration of 1 unit of magnitude, in points per second squared.
    public static let pointsPerSecondSquared = 1000.0

    /// Pulls `items`.
    public init(items: [View]) {
        super.init(
            items: items, direction: ForceDirection(angle: .pi / 2, magnitude: 1), directionName: "gravityDirection")
    }

    override func prepareStep(in animator: DynamicAnimator) {
        let acceleration = gravityDirection * Self.pointsPerSecondSquared
        forEachItemBody(in: animator) { _, id, body throws(DynamicsError) in
            try animator.world.applyForce(acceleration * body.mass, to: id)
        }
    }
}
