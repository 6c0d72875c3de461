import Foundation
import Kinema

extension NSLayoutConstraint {
    /// A part of an item's alignment rectangle that a constraint relates (UIKit's raw values).
    ///
    /// The margin attributes name the item's layout margins guide; the baselines of views without
    /// text are their bottom edge (both the first and the last). Kinema lays out left to right,
    /// so leading is left and trailing is right.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge.
        case leading = 5
        /// The trailing edge.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The last baseline (the bottom edge of a view without text).
        case lastBaseline = 11
        /// The first baseline (the bottom edge of a view without text).
        case firstBaseline = 12
        /// The left edge of the layout margins.
        case leftMargin = 13
        /// The right edge of the layout margins.
        case rightMargin = 14
        /// The top edge of the layout margins.
        case topMargin = 15
        /// The bottom edge of the layout margins.
        case bottomMargin = 16
        /// The leading edge of the layout margins.
        case leadingMargin = 17
        /// The trailing edge of the layout margins.
        case trailingMargin = 18
        /// The horizontal centre of the layout margins.
        case centerXWithinMargins = 19
        /// The vertical centre of the layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// The last baseline (UIKit's older name).
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How a constraint's two sides compare (UIKit's raw values).
    public enum Relation: Int, Sendable {
        /// first <= multiplier * second + constant.
        case lessThanOrEqual = -1
        /// first == multiplier * second + constant.
        case equal = 0
        /// first >= multiplier * second + constant.
        case greaterThanOrEqual = 1
    }

    /// A layout axis (content hugging and compression resistance, stack views).
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute without its margins, and whether it was a margin attribute.
    var withoutMargins: (NSLayoutConstraint.Attribute, margins: Bool) {
        switch self {
        case .leftMargin: (.left, true)
        case .rightMargin: (.right, true)
        case .topMargin: (.top, true)
        case .bottomMargin: (.bottom, true)
        case .leadingMargin: (.leading, true)
        case .trailingMargin: (.trailing, true)
        case .centerXWithinMargins: (.centerX, true)
        case .centerYWithinMargins: (.centerY, true)
        default: (self, false)
        }
    }

    /// The engine's attribute (baselines are the bottom edge; nil for `notAnAttribute`).
    var kinema: LayoutAttribute? {
        switch withoutMargins.0 {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom, .lastBaseline, .firstBaseline: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        default: nil
        }
    }

    /// The name UIKit prints in a constraint's description.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Whether the attribute is leading or trailing (which UIKit forbids relating to left or right).
    var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Whether the attribute is left or right.
    var isAbsolute: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
}

extension NSLayoutConstraint.Relation {
    /// The engine's relation.
    var kinema: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// `<=`, `==` or `>=`.
    var symbol: String { kinema.rawValue }
}

extension NSLayoutConstraint.Axis {
    /// The engine's axis.
    var kinema: LayoutAxis { self == .horizontal ? .horizontal : .vertical }
}
