import KinemaCore
import KinemaDynamics

/// Connects a point of an item to an anchor point or to a point of another item (UIKit's
/// `UIAttachmentBehavior`; see <doc:DynamicBehaviors>).
///
/// Offsets are from the item's centre, in the item's own (rotating) coordinates. The length is the
/// distance between the two points when the behaviour is created unless set. The attachment is
/// rigid by default; `stiffness = .spring(hertz:dampingRatio:)` makes it a damped spring (UIKit's
/// `frequency` and `damping`, where a frequency of 0 means rigid). An anchor attachment shorter
/// than 1 pt is a pin (revolute) joint. Moving `anchorPoint` moves the attachment at the next step
/// and wakes the animator.
public final class AttachmentBehavior: DynamicBehavior {
    /// The fixed point the item hangs from (reference coordinates), for an anchor attachment.
    public var anchorPoint: Point? {
        didSet {
            guard let anchorPoint, anchorPoint != oldValue, let animator = dynamicAnimator, let joint else { return }
            // Refused (not finite, or beyond the world's limit): keep the previous anchor.
            if !animator.reporting({ () throws(DynamicsError) in try animator.world.setAnchor(anchorPoint, of: joint) })
            {
                self.anchorPoint = oldValue
            }
            animator.wake()
        }
    }
    /// The rest length in points.
    public var length: Double {
        didSet { if length != oldValue, !reinstall() { length = oldValue; reinstall() } }
    }
    /// Rigid (the default) or a damped spring; a change takes effect from the next step.
    public var stiffness: JointStiffness = .rigid {
        didSet { if stiffness != oldValue, !reinstall() { stiffness = oldValue; reinstall() } }
    }
    /// The attachment point's offset from the first item's centre.
    public let offsetFromCenter: Vector
    /// The attachment point's offset from the second item's centre (item-to-item attachments).
    public let offsetFromSecondCenter: Vector

    private var joint: JointID?

    /// Attaches a point of `item` (offset from its centre) to a fixed anchor point.
    public init(item: View, offsetFromCenter offset: Vector = .zero, attachedToAnchor anchor: Point) {
        offsetFromCenter = offset
        offsetFromSecondCenter = .zero
        anchorPoint = anchor
        let start = Self.worldPoint(of: item, offset: offset)
        length = start.distance(to: anchor)
        super.init(behaviorItems: [item])
    }

    /// Attaches a point of `item` to a point of `other`.
    public init(
        item: View, offsetFromCenter offset: Vector = .zero, attachedTo other: View,
        offsetFromCenter otherOffset: Vector = .zero
    ) {
        offsetFromCenter = offset
        offsetFromSecondCenter = otherOffset
        anchorPoint = nil
        length = Self.worldPoint(of: item, offset: offset).distance(to: Self.worldPoint(of: other, offset: otherOffset))
        super.init(behaviorItems: [item, other])
    }

    /// The distance between the two attached points now (what the initialisers measure).
    package var currentDistance: Double {
        guard let item = items.first else { return length }
        let start = Self.worldPoint(of: item, offset: offsetFromCenter)
        if let anchorPoint { return start.distance(to: anchorPoint) }
        guard items.count > 1 else { return length }
        return start.distance(to: Self.worldPoint(of: items[1], offset: offsetFromSecondCenter))
    }

    /// The point `offset` from the view's centre, rotated with the view, in its superview's coordinates.
    private static func worldPoint(of view: View, offset: Vector) -> Point {
        view.center + offset.rotated(by: view.transform.decomposed.rotation)
    }

    /// Whether this is an anchor attachment made as a pin (length below 1 pt).
    public var isPin: Bool { anchorPoint != nil && length < 1 }

    override func install(in animator: DynamicAnimator) throws(DynamicsError) {
        guard let first = items.first, let a = animator.body(of: first) else { return }
        if let anchorPoint {
            if length < 1 {
                // A pin has no use for its length, but a length of -inf is refused all the same.
                guard length.isFinite else { throw .notFinite(parameter: "length") }
                joint = try animator.world.addRevoluteJoint(
                    body: a, localAnchor: offsetFromCenter, to: anchorPoint,
                    stiffness: stiffness)
            } else {
                joint = try animator.world.addDistanceJoint(
                    body: a, localAnchor: offsetFromCenter, to: anchorPoint, length: length, stiffness: stiffness)
            }
        } else if items.count > 1, let b = animator.body(of: items[1]) {
            joint = try animator.world.addDistanceJoint(
                bodyA: a, localAnchorA: offsetFromCenter, bodyB: b, localAnchorB: offsetFromSecondCenter,
                length: length, stiffness: stiffness)
        }
    }

    override func uninstall(from animator: DynamicAnimator) {
        if let joint { try? animator.world.removeJoint(joint) }
        joint = nil
    }
}
