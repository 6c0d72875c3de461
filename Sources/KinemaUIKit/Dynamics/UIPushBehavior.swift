import Foundation
import Kinema

/// Pushes items, continuously or once (UIKit's `UIPushBehavior`), driving a Kinema
/// `PushBehavior`: a magnitude of 1 gives a 100 x 100 pt item of density 1 an acceleration of
/// 100 pt/s² (continuous) or a velocity change of 100 pt/s (instantaneous, after which ``active``
/// becomes false). The push has no strength until a magnitude or direction is set.
@MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// How a push acts (UIKit's `UIPushBehavior.Mode`, same raw values).
    public enum Mode: Int, Sendable, Hashable {
        /// A force at every step while active.
        case continuous = 0
        /// One change of velocity at the next step.
        case instantaneous = 1

        var kinema: PushBehavior.Mode { self == .continuous ? .continuous : .instantaneous }
    }

    private let push: PushBehavior

    /// The mode given at creation.
    public let mode: Mode

    /// Pushes `items` in `mode`.
    public init(items: [any UIDynamicItem], mode: Mode) {
        self.mode = mode
        push = PushBehavior(
            items: UIKitRuntime.current.kinemaViews(of: items, caller: "UIPushBehavior"),
            mode: mode.kinema)
        super.init(kinema: push, items: items)
    }

    /// The items pushed.
    open var items: [any UIDynamicItem] { itemList }

    /// Adds an item (nothing happens for one already there).
    open func addItem(_ item: any UIDynamicItem) { setItems(adding(item), caller: "UIPushBehavior.addItem") }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) {
        if let view = item as? UIView { push.targetOffsets[ObjectIdentifier(view.kinemaView)] = nil }
        setItems(removing(item), caller: "UIPushBehavior.removeItem")
    }

    /// Whether the push acts; set it to true again to repeat an instantaneous push.
    @EngineProperty(\UIPushBehavior.push.active) open var active: Bool

    /// The direction's angle in radians from +x towards +y (0, to the right, by default).
    @EngineProperty(\UIPushBehavior.push.angle) open var angle: CGFloat

    /// The strength (the length of ``pushDirection``).
    @EngineProperty(\UIPushBehavior.push.magnitude) open var magnitude: CGFloat

    /// The direction and strength of the push.
    @EngineProperty(\UIPushBehavior.push.pushDirection, CGVector.init, \.kinema) open var pushDirection: CGVector

    /// Sets the angle and then the magnitude.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        self.angle = angle
        self.magnitude = magnitude
    }

    /// Pushes `item` at the point `o` from its centre, in the item's own (turning) coordinates,
    /// so that an off-centre push also turns it.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        guard let view = item as? UIView else { return }
        push.targetOffsets[ObjectIdentifier(view.kinemaView)] = o == .zero ? nil : o.kinema
    }

    /// Where `item` is pushed, from its centre (`.zero` until set).
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        guard let view = item as? UIView, let v = push.targetOffsets[ObjectIdentifier(view.kinemaView)] else {
            return .zero
        }
        return UIOffset(v)
    }
}
