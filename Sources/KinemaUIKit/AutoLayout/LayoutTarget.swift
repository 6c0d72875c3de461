import Foundation
import Kinema

/// One side of a constraint: an item (a view, or one of its layout guides, both held weakly as
/// UIKit holds them) and an attribute of it.
@MainActor
struct LayoutTarget {
    /// The item when it is a view.
    weak var view: UIView?
    /// The item when it is a layout guide.
    weak var guide: UILayoutGuide?
    /// The attribute.
    let attribute: NSLayoutConstraint.Attribute

    /// `object`'s attribute when `object` is a view or a layout guide, else a target without an item.
    init(object: Any, attribute: NSLayoutConstraint.Attribute) {
        if let view = object as? UIView {
            self.view = view
        } else if let guide = object as? UILayoutGuide {
            self.guide = guide
        }
        self.attribute = attribute
    }

    /// The item, as UIKit's `firstItem`/`secondItem` return it.
    var item: AnyObject? { view ?? guide }

    /// The view the item belongs to: the view itself, or the guide's owning view.
    var owner: UIView? { view ?? guide?.owningView }

    /// Whether the attribute is measured on the owner's layout margins.
    var usesMargins: Bool {
        if let guide { return guide.kind == .margins }
        return attribute.withoutMargins.margins
    }

    /// Whether the item is a safe-area layout guide.
    var usesSafeArea: Bool { guide?.kind == .safeArea }

    /// The engine's anchor for this target, and the offset the target's value has from that
    /// anchor's (margins are the owner's edges moved inwards by constants). Nil when there is no
    /// item or no attribute.
    func engineAnchor() -> (anchor: LayoutAnchor, offset: Double)? {
        guard let owner, let attribute = attribute.kinema else { return nil }
        if let view = guide?.engineView { return (LayoutAnchor(item: .view(view), attribute: attribute), 0) }
        if usesSafeArea { return (LayoutAnchor(item: .safeArea(owner.kinemaView), attribute: attribute), 0) }
        let anchor = LayoutAnchor(item: .view(owner.kinemaView), attribute: attribute)
        return (anchor, usesMargins ? Self.offset(of: attribute, inside: owner.effectiveLayoutMargins) : 0)
    }

    /// How far `attribute` of a rectangle inset by `insets` lies from the same attribute of the
    /// rectangle itself.
    static func offset(of attribute: LayoutAttribute, inside insets: UIEdgeInsets) -> Double {
        let (l, t, r, b) = (Double(insets.left), Double(insets.top), Double(insets.right), Double(insets.bottom))
        switch attribute {
        case .left, .leading: return l
        case .right, .trailing: return -r
        case .top: return t
        case .bottom: return -b
        case .centerX: return (l - r) / 2
        case .centerY: return (t - b) / 2
        case .width: return -(l + r)
        case .height: return -(t + b)
        }
    }

    /// How UIKit names the target in a constraint's description: `item.attribute`.
    var name: String {
        let itemName: String
        if let view {
            itemName = view.kinemaView.name
        } else if let guide {
            itemName = "UILayoutGuide'\(guide.identifier)'(\(guide.owningView?.kinemaView.name ?? "nil"))"
        } else {
            itemName = "nil"
        }
        return "\(itemName).\(attribute.name)"
    }
}
