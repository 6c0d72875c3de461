import KinemaCore

/// Something constraints can refer to: a view, or a view's safe-area layout guide.
public enum LayoutItem {
    /// A view's alignment rectangle (its bounds about its centre, transforms ignored).
    case view(View)
    /// A view's bounds inset by its safe-area insets (`View.safeAreaInsets`).
    case safeArea(View)

    /// The view the item belongs to.
    public var view: View {
        switch self {
        case .view(let v), .safeArea(let v): v
        }
    }

    /// `name` or `name.safeArea`.
    public var name: String {
        switch self {
        case .view(let v): v.name
        case .safeArea(let v): "\(v.name).safeArea"
        }
    }

    var insets: EdgeInsets {
        switch self {
        case .view: .zero
        case .safeArea(let v): v.safeAreaInsets
        }
    }
}

/// One attribute of one layout item (UIKit's `NSLayoutAnchor`); makes constraints.
///
/// Anchors deliberately do not conform to `Equatable`, so the `constrain` DSL's `==` can never be
/// confused with a Boolean comparison.
public struct LayoutAnchor {
    /// The item.
    public let item: LayoutItem
    /// The attribute.
    public let attribute: LayoutAttribute

    /// Creates an anchor.
    public init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `item.attribute`.
    public var name: String { "\(item.name).\(attribute.rawValue)" }

    /// `self == other * multiplier + constant` (inactive until activated).
    public func constraint(equalTo other: LayoutAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(self, .equal, other, multiplier: multiplier, constant: constant)
    }
    /// `self >= other * multiplier + constant`.
    public func constraint(greaterThanOrEqualTo other: LayoutAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(self, .greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
    }
    /// `self <= other * multiplier + constant`.
    public func constraint(lessThanOrEqualTo other: LayoutAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(self, .lessThanOrEqual, other, multiplier: multiplier, constant: constant)
    }
    /// `self == constant` (a dimension, or a position in the superview's coordinates).
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .equal, nil, multiplier: 1, constant: constant)
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }
}

extension View {
    /// The left edge anchor.
    public var leftAnchor: LayoutAnchor { LayoutAnchor(item: .view(self), attribute: .left) }
    /// The right edge anchor.
    public var rightAnchor: LayoutAnchor { LayoutAnchor(item: .view(self), attribute: .right) }
    /// The leading edge anchor.
    public var leadingAnchor: LayoutAnchor { LayoutAnchor(item: .view(self), attribute: .leading) }
    /// The trailing edge anchor.
    public var trailingAnchor: LayoutAnchor { LayoutAnchor(item: .view(self), attribute: .trailing) }
    /// The top edge anchor.
    public var topAnchor: LayoutAnchor { LayoutAnchor(item: .view(self), attribute: .top) }
    /// The bottom edge anchor.
    public var bottomAnchor: LayoutAnchor { LayoutAnchor(item: .view(self), attribute: .bottom) }
    /// The width anchor.
    public var widthAnchor: LayoutAnchor { LayoutAnchor(item: .view(self), attribute: .width) }
    /// The height anchor.
    public var heightAnchor: LayoutAnchor { LayoutAnchor(item: .view(self), attribute: .height) }
    /// The horizontal centre anchor.
    public var centerXAnchor: LayoutAnchor { LayoutAnchor(item: .view(self), attribute: .centerX) }
    /// The vertical centre anchor.
    public var centerYAnchor: LayoutAnchor { LayoutAnchor(item: .view(self), attribute: .centerY) }
    /// The anchor for any attribute.
    public func anchor(_ attribute: LayoutAttribute) -> LayoutAnchor {
        LayoutAnchor(item: .view(self), attribute: attribute)
    }
    /// The safe-area layout guide's anchor for an attribute (UIKit's `safeAreaLayoutGuide`).
    public func safeAreaAnchor(_ attribute: LayoutAttribute) -> LayoutAnchor {
        LayoutAnchor(item: .safeArea(self), attribute: attribute)
    }
}
