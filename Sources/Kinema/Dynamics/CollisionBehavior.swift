import KinemaCore
import KinemaDynamics

/// Keeps items inside the reference view's bounds (UIKit's `UICollisionBehavior` with
/// `translatesReferenceBoundsIntoBoundary`). Items do not collide with each other; elasticity and
/// friction come from `DynamicItemBehavior`.
public final class CollisionBehavior: DynamicBehavior {
    /// Keeps `items` inside the reference view's bounds.
    public init(items: [View]) { super.init(behaviorItems: items) }

    override func install(in animator: DynamicAnimator) throws(DynamicsError) {
        try animator.world.setBoundary(animator.referenceView.bounds)
    }

    override func uninstall(from animator: DynamicAnimator) {
        try? animator.world.setBoundary(nil)
    }
}
