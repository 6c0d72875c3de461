import KinemaUIKit

/// A view or layout guide as a `constrain` block sees it: its attributes, as ``Edge``s,
/// ``Dimension``s and compounds, to relate with `==`, `<=` and `>=`. Every relation written makes
/// one constraint (activated when the block ends) and makes the view on its left side
/// constraint-driven (`translatesAutoresizingMaskIntoConstraints = false`).
@MainActor
public struct LayoutProxy<Item: AnyObject> {
    let context: Context
    /// The view or layout guide.
    public let item: Item

    init(_ context: Context, _ item: Item) {
        self.context = context
        self.item = item
    }

    private func attribute(_ attribute: NSLayoutConstraint.Attribute) -> Attribute {
        Attribute(context: context, item: item, attribute: attribute)
    }

    private func edge(_ a: NSLayoutConstraint.Attribute) -> Edge { Edge(attribute: attribute(a)) }

    /// The width.
    public var width: Dimension { Dimension(attribute: attribute(.width)) }
    /// The height.
    public var height: Dimension { Dimension(attribute: attribute(.height)) }
    /// The width and height.
    public var size: Size { Size(width: attribute(.width), height: attribute(.height)) }

    /// The top edge.
    public var top: Edge { edge(.top) }
    /// The bottom edge.
    public var bottom: Edge { edge(.bottom) }
    /// The left edge.
    public var left: Edge { edge(.left) }
    /// The right edge.
    public var right: Edge { edge(.right) }
    /// The leading edge.
    public var leading: Edge { edge(.leading) }
    /// The trailing edge.
    public var trailing: Edge { edge(.trailing) }
    /// The horizontal centre.
    public var centerX: Edge { edge(.centerX) }
    /// The vertical centre.
    public var centerY: Edge { edge(.centerY) }
    /// Both centres.
    public var center: Point { Point(centerX: attribute(.centerX), centerY: attribute(.centerY)) }
    /// The four edges (top, leading, bottom, trailing).
    public var edges: Edges {
        Edges(
            top: attribute(.top), leading: attribute(.leading), bottom: attribute(.bottom),
            trailing: attribute(.trailing))
    }
    /// The last baseline (UIKit's older name).
    public var baseline: Edge { edge(.lastBaseline) }
    /// The first baseline.
    public var firstBaseline: Edge { edge(.firstBaseline) }
    /// The last baseline.
    public var lastBaseline: Edge { edge(.lastBaseline) }
}

extension LayoutProxy where Item == UIView {
    /// The view's superview, nil when it has none.
    public var superview: ViewProxy? { item.superview.map { ViewProxy(context, $0) } }

    /// The view's safe area.
    public var safeAreaLayoutGuide: LayoutGuideProxy { LayoutGuideProxy(context, item.safeAreaLayoutGuide) }

    /// The view's layout margins.
    public var layoutMarginsGuide: LayoutGuideProxy { LayoutGuideProxy(context, item.layoutMarginsGuide) }

    private func margin(_ a: NSLayoutConstraint.Attribute) -> Edge {
        Edge(attribute: Attribute(context: context, item: item, attribute: a))
    }

    /// The top edge of the margins.
    public var topMargin: Edge { margin(.topMargin) }
    /// The bottom edge of the margins.
    public var bottomMargin: Edge { margin(.bottomMargin) }
    /// The left edge of the margins.
    public var leftMargin: Edge { margin(.leftMargin) }
    /// The right edge of the margins.
    public var rightMargin: Edge { margin(.rightMargin) }
    /// The leading edge of the margins.
    public var leadingMargin: Edge { margin(.leadingMargin) }
    /// The trailing edge of the margins.
    public var trailingMargin: Edge { margin(.trailingMargin) }
    /// The horizontal centre of the margins.
    public var centerXWithinMargins: Edge { margin(.centerXWithinMargins) }
    /// The vertical centre of the margins.
    public var centerYWithinMargins: Edge { margin(.centerYWithinMargins) }
}

/// A view in a `constrain` block.
public typealias ViewProxy = LayoutProxy<UIView>

/// A layout guide in a `constrain` block.
public typealias LayoutGuideProxy = LayoutProxy<UILayoutGuide>
