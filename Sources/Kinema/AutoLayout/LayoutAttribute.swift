/// An attribute of a view's alignment rectangle (UIKit's `NSLayoutConstraint.Attribute`, the subset
/// of <doc:AutoLayout>). Leading and trailing are left and right: Kinema lays out left to right.
public enum LayoutAttribute: String, CaseIterable, Sendable, Hashable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The leading edge (left, in left-to-right layout).
    case leading
    /// The trailing edge (right, in left-to-right layout).
    case trailing
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY

    /// Whether the attribute is horizontal.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: true
        case .top, .bottom, .height, .centerY: false
        }
    }

    /// Whether the attribute is a size rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Where along its axis the attribute sits: 0 for the minimum edge, 0.5 for the centre, 1 for
    /// the maximum edge (nil for dimensions).
    var edgeFraction: Double? {
        switch self {
        case .left, .leading, .top: 0
        case .centerX, .centerY: 0.5
        case .right, .trailing, .bottom: 1
        case .width, .height: nil
        }
    }
}

/// The relation of a constraint (UIKit's `NSLayoutConstraint.Relation`).
public enum LayoutRelation: String, Sendable, Hashable {
    /// first <= multiplier * second + constant.
    case lessThanOrEqual = "<="
    /// first == multiplier * second + constant.
    case equal = "=="
    /// first >= multiplier * second + constant.
    case greaterThanOrEqual = ">="
}

/// The priority of a constraint, 1...1000 (UIKit's `UILayoutPriority`). 1000 is required; any other
/// value weighs that much in the solver's objective (see <doc:AutoLayout>). Values outside 1...1000 are clamped
/// into it, and NaN reads as required.
public struct LayoutPriority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority, clamped to 1...1000.
    public let rawValue: Double

    /// Creates a priority, clamping it to 1...1000.
    public init(_ value: Double) {
        rawValue = value.isNaN ? 1000 : Swift.min(Swift.max(value, 1), 1000)
    }
    /// Creates a priority from a literal.
    public init(floatLiteral value: Double) { self.init(value) }
    /// Creates a priority from a literal.
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    /// 1000: must hold.
    public static let required = LayoutPriority(1000)
    /// 750: UIKit's default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: UIKit's default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the level at which a view hugs its content when fitting.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is 1000.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Orders by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The value.
    public var description: String { "\(rawValue)" }
}

/// A layout axis.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
