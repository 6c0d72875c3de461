import KinemaCore
import KinemaDynamics

/// A physical behaviour for views (UIKit's `UIDynamicBehavior`): add it to a `DynamicAnimator`.
///
/// The concrete behaviours are `SnapBehavior`, `AttachmentBehavior`, `DynamicItemBehavior`,
/// `GravityBehavior`, `PushBehavior` and `CollisionBehavior`; the class cannot be subclassed
/// outside Kinema.
///
/// Property setters cannot throw: while the behaviour is added, a value the physics world refuses
/// (NaN, a magnitude above `World.maximumMagnitude`, a negative density, ...) is reported in the
/// scene's ``Scene/diagnostics`` and the property keeps its previous value, as does the physics. A
/// value set before adding is checked by `DynamicAnimator.addBehavior`, which throws.
public class DynamicBehavior {
    /// The views the behaviour acts on.
    public internal(set) var items: [View]
    /// The animator the behaviour belongs to, while added.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?
    /// Runs after every physics step while the behaviour is added (UIKit's `action`).
    public var action: (() -> Void)?

    /// A behaviour acting on `items`. Package access: the UIKit facade uses a behaviour of this
    /// base class, which does nothing to its items, to carry the `action` of a composite behaviour.
    package init(behaviorItems items: [View]) { self.items = items }

    /// Replaces the views the behaviour acts on (UIKit's `addItem`/`removeItem`). While the
    /// behaviour is added, the animator makes the new views bodies, re-installs the behaviour for
    /// them and lets go of the views no behaviour names any more; otherwise only the list changes.
    ///
    /// - Throws: ``SceneError/itemOutsideReferenceView(_:)`` for a new view outside the reference
    ///   view, or ``SceneError/invalidDynamicsParameter(_:)``; nothing changes then.
    package func replaceItems(with views: [View]) throws(SceneError) {
        guard let animator = dynamicAnimator else {
            items = views
            return
        }
        try animator.replaceItems(of: self, with: views)
    }

    /// Creates the behaviour's joints in the world (its items' bodies already exist).
    func install(in animator: DynamicAnimator) throws(DynamicsError) {}
    /// Removes what `install` created.
    func uninstall(from animator: DynamicAnimator) {}
    /// Applies forces before a step (gravity, pushes).
    func prepareStep(in animator: DynamicAnimator) {}

    /// Re-installs the behaviour after a parameter change (changes take effect from the next step).
    /// Returns false, with the world's reason in the scene's diagnostics, when the world refuses
    /// a value; the caller then puts the previous value back and re-installs again.
    @discardableResult
    func reinstall() -> Bool {
        guard let animator = dynamicAnimator else { return true }
        defer { animator.wake() }
        uninstall(from: animator)
        return animator.reporting { () throws(DynamicsError) in try install(in: animator) }
    }
}
