import Foundation
import Kinema

/// Physical properties of items and velocities given to them (UIKit's `UIDynamicItemBehavior`),
/// driving a Kinema `DynamicItemBehavior`. When several item behaviours name one item, the one
/// added last wins.
///
/// Not available: `charge` and `isAnchored` (the engine has no fields or anchored bodies).
@MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private let properties: DynamicItemBehavior

    /// Describes `items`.
    public init(items: [any UIDynamicItem]) {
        properties = DynamicItemBehavior(
            items: UIKitRuntime.current.kinemaViews(of: items, caller: "UIDynamicItemBehavior"))
        super.init(kinema: properties, items: items)
    }

    /// A behaviour with no items yet.
    public convenience override init() { self.init(items: []) }

    /// The items described.
    open var items: [any UIDynamicItem] { itemList }

    /// Adds an item (nothing happens for one already there).
    open func addItem(_ item: any UIDynamicItem) { setItems(adding(item), caller: "UIDynamicItemBehavior.addItem") }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) {
        setItems(removing(item), caller: "UIDynamicItemBehavior.removeItem")
    }

    /// Mass per 100 x 100 pt (default 1): a view's mass is `density * width * height / 10,000`.
    @EngineProperty(\UIDynamicItemBehavior.properties.density) open var density: CGFloat

    /// Restitution against a collision boundary, 0 (none, the default) to 1 (a perfect bounce).
    @EngineProperty(\UIDynamicItemBehavior.properties.elasticity) open var elasticity: CGFloat

    /// Friction against a collision boundary (default 0).
    @EngineProperty(\UIDynamicItemBehavior.properties.friction) open var friction: CGFloat

    /// Linear damping in 1/s (default 0): the velocity decays as `e^(-resistance t)`.
    @EngineProperty(\UIDynamicItemBehavior.properties.resistance) open var resistance: CGFloat

    /// Angular damping in 1/s (default 0).
    @EngineProperty(\UIDynamicItemBehavior.properties.angularResistance) open var angularResistance: CGFloat

    /// Whether the items may turn (default `true`).
    @EngineProperty(\UIDynamicItemBehavior.properties.allowsRotation) open var allowsRotation: Bool

    /// Adds `velocity` (points per second) to an item's velocity from the next step. The
    /// behaviour must be in an animator and name the item; otherwise nothing happens, as in UIKit.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard let view = item as? UIView, named(item) else { return }
        do {
            try properties.addLinearVelocity(
                Vector(dx: Double(velocity.x), dy: Double(velocity.y)), for: view.kinemaView)
        } catch {
            runtime.log("UIDynamicItemBehavior.addLinearVelocity: \(error)")
        }
    }

    /// An item's velocity in points per second (zero when the behaviour is not animating it).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        guard let view = item as? UIView, named(item), let animator = properties.dynamicAnimator else { return .zero }
        let v = animator.linearVelocity(of: view.kinemaView)
        return CGPoint(x: CGFloat(v.dx), y: CGFloat(v.dy))
    }

    /// Adds `velocity` (radians per second, positive clockwise) to an item's angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard let view = item as? UIView, named(item) else { return }
        do {
            try properties.addAngularVelocity(Double(velocity), for: view.kinemaView)
        } catch {
            runtime.log("UIDynamicItemBehavior.addAngularVelocity: \(error)")
        }
    }

    /// An item's angular velocity in radians per second (0 when the behaviour is not animating it).
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        guard let view = item as? UIView, named(item), let animator = properties.dynamicAnimator else { return 0 }
        return CGFloat(animator.angularVelocity(of: view.kinemaView))
    }

    private func named(_ item: any UIDynamicItem) -> Bool { itemList.contains { $0 === item } }
}
