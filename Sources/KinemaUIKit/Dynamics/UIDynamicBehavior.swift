import Foundation
import Kinema

/// A physical behaviour for dynamic items (UIKit's `UIDynamicBehavior`), driving one Kinema
/// behaviour (``kinemaBehavior``). Add it to a ``UIDynamicAnimator``.
///
/// Subclass it, as in UIKit, to group behaviours: add the parts with ``addChildBehavior(_:)``
/// (adding the parent adds them all) and react to every step in ``action``.
@MainActor
open class UIDynamicBehavior: NSObject {
    /// The engine's behaviour this one drives (for the base class, a behaviour with no effect
    /// that runs ``action`` after each step).
    public let kinemaBehavior: DynamicBehavior
    /// The behaviours added with ``addChildBehavior(_:)``, in order.
    public internal(set) var childBehaviors: [UIDynamicBehavior] = []
    /// The animator the behaviour (or its parent) is added to.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    /// Runs after every step of the animator while the behaviour is added.
    open var action: (() -> Void)?

    /// The items, in the order given (for behaviours that have items).
    var itemList: [any UIDynamicItem] = []
    weak var parent: UIDynamicBehavior?

    /// A behaviour with no effect of its own: a parent for child behaviours, or a carrier of an
    /// ``action``.
    public override init() {
        kinemaBehavior = DynamicBehavior(behaviorItems: [])
        super.init()
        connectAction()
    }

    /// A behaviour driving `behavior`.
    init(kinema behavior: DynamicBehavior, items: [any UIDynamicItem]) {
        kinemaBehavior = behavior
        itemList = items
        super.init()
        connectAction()
    }

    private func connectAction() {
        kinemaBehavior.action = { [weak self] in self?.action?() }
    }

    /// Adds a child behaviour (a behaviour that already has a parent or an animator is logged and
    /// not added); while the receiver is in an animator, the child acts at once.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { addChild(behavior) }

    /// Removes a child behaviour (nothing happens for one that is not a child).
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { removeChild(behavior) }

    /// Called before the behaviour is added to an animator (with it) or removed (with nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Called as the behaviour joins an animator, before its engine behaviours are added
    /// (an attachment measures its length then).
    func prepareToJoinAnimator() {}

    /// Every engine behaviour this one owns (their items follow ``itemList``), children not included.
    var kinemaBehaviors: [DynamicBehavior] { [kinemaBehavior] }
    /// The engine behaviours that act now: those the animator adds for this behaviour.
    var actingKinemaBehaviors: [DynamicBehavior] { kinemaBehaviors }
}
