import Foundation
import Kinema

/// Ties a point of an item to an anchor point or to a point of another item (UIKit's
/// `UIAttachmentBehavior`), driving a Kinema `AttachmentBehavior`.
///
/// Offsets are from the item's centre, in the item's own coordinates (they turn with it). The
/// length, unless set, is the distance between the two points when the behaviour is first added
/// to an animator (read before then, it is the current distance): code may make the attachment
/// and only then place its items, as the spinning tips tutorial does (it makes the pivot while the
/// card sits at its frame's origin, then moves the card to where the pivot holds it, and the card
/// hangs from the pivot). With ``frequency`` 0 (the default)
/// the attachment is rigid; a positive frequency makes it a spring of that many hertz whose
/// damping ratio is ``damping``. An anchor attachment shorter than 1 pt is a pin: the item turns
/// freely about the anchor.
///
/// Not available (the engine has no such joints): iOS 9's `slidingAttachment`, `pinAttachment`
/// between two items, `limitAttachment` and `fixedAttachment`, and `frictionTorque` and
/// `attachmentRange`; code that uses them does not compile.
@MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What an attachment connects (UIKit's `UIAttachmentBehavior.AttachmentType`, same raw values).
    public enum AttachmentType: Int, Sendable, Hashable {
        /// Two items.
        case items = 0
        /// An item and an anchor point.
        case anchor = 1
    }

    private let attachment: AttachmentBehavior
    private var stiffness = (frequency: CGFloat(0), damping: CGFloat(0))
    /// Whether the length is fixed: set, or measured when first added to an animator.
    private var lengthIsFixed = false

    /// Attaches the centre of `item` to `point` (reference view coordinates).
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s centre to `point` (reference view coordinates).
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        let view = UIKitRuntime.current.kinemaViews(of: [item], caller: "UIAttachmentBehavior")[0]
        attachment = AttachmentBehavior(item: view, offsetFromCenter: offset.kinema, attachedToAnchor: point.kinema)
        super.init(kinema: attachment, items: [item])
    }

    /// Attaches the centres of two items.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches the point `offset1` from `item1`'s centre to the point `offset2` from `item2`'s.
    public init(
        item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        let views = UIKitRuntime.current.kinemaViews(of: [item1, item2], caller: "UIAttachmentBehavior")
        attachment = AttachmentBehavior(
            item: views[0], offsetFromCenter: offset1.kinema, attachedTo: views[1],
            offsetFromCenter: offset2.kinema)
        super.init(kinema: attachment, items: [item1, item2])
    }

    /// The attached items.
    open var items: [any UIDynamicItem] { itemList }

    /// `.anchor` or `.items`.
    open var attachedBehaviorType: AttachmentType { attachment.anchorPoint == nil ? .items : .anchor }

    /// The anchor point (reference view coordinates; `.zero` for an item-to-item attachment,
    /// where setting it does nothing). Moving it moves the attachment at the next step and wakes
    /// the animator: drag an item by moving the anchor of an attachment to the finger.
    open var anchorPoint: CGPoint {
        get { attachment.anchorPoint.map(CGPoint.init) ?? .zero }
        set { if attachment.anchorPoint != nil { attachment.anchorPoint = newValue.kinema } }
    }

    /// The distance kept between the two points, in points (until set or added to an animator,
    /// the distance between them now).
    open var length: CGFloat {
        get { CGFloat(lengthIsFixed ? attachment.length : attachment.currentDistance) }
        set {
            lengthIsFixed = true
            attachment.length = Double(newValue)
        }
    }

    /// Measures the length on the first addition to an animator, unless it was set.
    override func prepareToJoinAnimator() {
        guard !lengthIsFixed else { return }
        lengthIsFixed = true
        attachment.length = attachment.currentDistance
    }

    /// The damping ratio of a springy attachment (used while ``frequency`` is positive).
    open var damping: CGFloat {
        get { stiffness.damping }
        set {
            stiffness.damping = newValue
            updateStiffness()
        }
    }

    /// The frequency in hertz of a springy attachment; 0 (the default) is rigid.
    open var frequency: CGFloat {
        get { stiffness.frequency }
        set {
            stiffness.frequency = newValue
            updateStiffness()
        }
    }

    private func updateStiffness() {
        let f = Double(stiffness.frequency)
        attachment.stiffness = f > 0 ? .spring(hertz: f, dampingRatio: Double(stiffness.damping)) : .rigid
    }
}
