import Foundation
import Kinema

/// Keeps items inside the reference view's bounds (UIKit's `UICollisionBehavior`), driving a
/// Kinema `CollisionBehavior` while ``translatesReferenceBoundsIntoBoundary`` is on and the mode
/// includes `.boundaries`; elasticity and friction come from ``UIDynamicItemBehavior``.
///
/// Not available: collisions between items (the engine's items pass through each other; a
/// behaviour of two or more items in a mode with `.items` logs a line saying so when added),
/// boundaries other than the reference bounds (`addBoundary(withIdentifier:...)`), insets, and the
/// collision delegate.
@MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What collides (UIKit's `UICollisionBehavior.Mode`, same raw values).
    public struct Mode: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// A mode from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other (not supported by the engine).
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (the default).
        public static let everything = Mode(rawValue: UInt.max)
    }

    private let boundary: CollisionBehavior

    /// Collisions for `items`.
    public init(items: [any UIDynamicItem]) {
        let views = UIKitRuntime.current.kinemaViews(of: items, caller: "UICollisionBehavior")
        boundary = CollisionBehavior(items: views)
        super.init(kinema: DynamicBehavior(behaviorItems: views), items: items)
    }

    /// Collisions with no items yet.
    public convenience override init() { self.init(items: []) }

    /// The items.
    open var items: [any UIDynamicItem] { itemList }

    /// Adds an item (nothing happens for one already there).
    open func addItem(_ item: any UIDynamicItem) { setItems(adding(item), caller: "UICollisionBehavior.addItem") }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) {
        setItems(removing(item), caller: "UICollisionBehavior.removeItem")
    }

    /// What collides (default `.everything`).
    open var collisionMode: Mode = .everything {
        didSet { updateBoundary() }
    }

    /// Whether the reference view's bounds are a boundary (default `false`).
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet { updateBoundary() }
    }

    /// Makes the reference view's bounds, inset by `insets`, a boundary. Insets are not supported:
    /// other than zero they are logged and the bounds are used as they are.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        if insets != .zero {
            runtime.log("Kinema: UICollisionBehavior: boundary insets are not supported; the reference bounds are used")
        }
        translatesReferenceBoundsIntoBoundary = true
    }

    override var kinemaBehaviors: [DynamicBehavior] { [kinemaBehavior, boundary] }
    override var actingKinemaBehaviors: [DynamicBehavior] {
        hasBoundary ? [kinemaBehavior, boundary] : [kinemaBehavior]
    }

    private var hasBoundary: Bool { translatesReferenceBoundsIntoBoundary && collisionMode.contains(.boundaries) }

    /// Adds or removes the boundary while the behaviour is added.
    private func updateBoundary() {
        guard let animator = dynamicAnimator, let engine = animator.kinemaAnimator else { return }
        if hasBoundary {
            animator.add(self, to: engine)
        } else {
            engine.removeBehavior(boundary)
        }
    }

    /// Logs that items do not collide with each other, when that would matter.
    open override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        super.willMove(to: dynamicAnimator)
        if let dynamicAnimator, itemList.count > 1, collisionMode.contains(.items) {
            dynamicAnimator.runtime.log(
                "Kinema: UICollisionBehavior: items do not collide with each other; "
                    + "only the reference bounds are a boundary")
        }
    }
}
