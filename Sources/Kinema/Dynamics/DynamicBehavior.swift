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

    init(behaviorItems items: [View]) { self.items = items }

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
