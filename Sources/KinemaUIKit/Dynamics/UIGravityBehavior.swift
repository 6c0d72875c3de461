import Foundation
import Kinema

/// Accelerates items (UIKit's `UIGravityBehavior`), driving a Kinema `GravityBehavior`: a
/// magnitude of 1 is 1000 pt/s² along ``gravityDirection``, (0, 1) by default.
@MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private let gravity: GravityBehavior

    /// Pulls `items`.
    public init(items: [any UIDynamicItem]) {
        gravity = GravityBehavior(items: UIKitRuntime.current.kinemaViews(of: items, caller: "UIGravityBehavior"))
        super.init(kinema: gravity, items: items)
    }

    /// Gravity with no items yet (add them with ``addItem(_:)``).
    public convenience override init() { self.init(items: []) }

    /// The items pulled.
    open var items: [any UIDynamicItem] { itemList }

    /// Adds an item (nothing happens for one already there).
    open func addItem(_ item: any UIDynamicItem) { setItems(adding(item), caller: "UIGravityBehavior.addItem") }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { setItems(removing(item), caller: "UIGravityBehavior.removeItem") }

    /// The direction and strength (a vector of length 1 is 1000 pt/s²).
    @EngineProperty(\UIGravityBehavior.gravity.gravityDirection, CGVector.init, \.kinema)
    open var gravityDirection: CGVector

    /// The direction's angle in radians from +x towards +y (pi/2, down, by default); kept while
    /// the magnitude is 0.
    @EngineProperty(\UIGravityBehavior.gravity.angle) open var angle: CGFloat

    /// The strength (the length of ``gravityDirection``).
    @EngineProperty(\UIGravityBehavior.gravity.magnitude) open var magnitude: CGFloat

    /// Sets the angle and then the magnitude.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        self.angle = angle
        self.magnitude = magnitude
    }
}
