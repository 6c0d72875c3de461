import KinemaCore

// A small constraint DSL in the style of Cartography (the fast cart tutorial's), kept narrow on
// purpose: the relation operators exist only between `LayoutEdge`s and between `LayoutDimension`s,
// two types that are not `Equatable`, so no other `==` in a program changes meaning or becomes
// ambiguous. Inside `constrain(a, b) { a, b in ... }` write
//
//     a.width == 52
//     a.trailing == b.leading + 11
//     a.height == 2 * b.width ~ 750
//
// Each line makes a `LayoutConstraint`; `constrain` activates them together (all or none).

/// A position attribute plus a constant, as written in a `constrain` block.
public struct LayoutEdge {
    let anchor: LayoutAnchor
    let constant: Double

    /// The edge moved by `rhs` points.
    public static func + (lhs: LayoutEdge, rhs: Double) -> LayoutEdge {
        LayoutEdge(anchor: lhs.anchor, constant: lhs.constant + rhs)
    }
    /// The edge moved back by `rhs` points.
    public static func - (lhs: LayoutEdge, rhs: Double) -> LayoutEdge {
        LayoutEdge(anchor: lhs.anchor, constant: lhs.constant - rhs)
    }
    /// `lhs == rhs` as a constraint.
    public static func == (lhs: LayoutEdge, rhs: LayoutEdge) -> LayoutConstraint { relate(lhs, .equal, rhs) }
    /// `lhs <= rhs` as a constraint.
    public static func <= (lhs: LayoutEdge, rhs: LayoutEdge) -> LayoutConstraint {
        relate(lhs, .lessThanOrEqual, rhs)
    }
    /// `lhs >= rhs` as a constraint.
    public static func >= (lhs: LayoutEdge, rhs: LayoutEdge) -> LayoutConstraint {
        relate(lhs, .greaterThanOrEqual, rhs)
    }

    private static func relate(_ lhs: LayoutEdge, _ relation: LayoutRelation, _ rhs: LayoutEdge) -> LayoutConstraint {
        LayoutConstraint(lhs.anchor, relation, rhs.anchor, multiplier: 1, constant: rhs.constant - lhs.constant)
    }
}

/// A size attribute times a multiplier plus a constant, or a plain constant (from a number literal),
/// as written in a `constrain` block.
public struct LayoutDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    let anchor: LayoutAnchor?
    let multiplier: Double
    let constant: Double

    init(anchor: LayoutAnchor?, multiplier: Double, constant: Double) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }
    /// A constant length.
    public init(integerLiteral value: Int) { self.init(anchor: nil, multiplier: 1, constant: Double(value)) }
    /// A constant length.
    public init(floatLiteral value: Double) { self.init(anchor: nil, multiplier: 1, constant: value) }
    /// A constant length from a variable.
    public static func constant(_ value: Double) -> LayoutDimension {
        LayoutDimension(anchor: nil, multiplier: 1, constant: value)
    }

    /// The dimension plus `rhs` points.
    public static func + (lhs: LayoutDimension, rhs: Double) -> LayoutDimension {
        LayoutDimension(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
    }
    /// The dimension minus `rhs` points.
    public static func - (lhs: LayoutDimension, rhs: Double) -> LayoutDimension {
        LayoutDimension(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
    }
    /// The dimension scaled by `rhs`.
    public static func * (lhs: LayoutDimension, rhs: Double) -> LayoutDimension { rhs * lhs }
    /// The dimension scaled by `lhs`.
    public static func * (lhs: Double, rhs: LayoutDimension) -> LayoutDimension {
        LayoutDimension(anchor: rhs.anchor, multiplier: rhs.multiplier * lhs, constant: rhs.constant * lhs)
    }
    /// `lhs == rhs` as a constraint.
    public static func == (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
        relate(lhs, .equal, rhs)
    }
    /// `lhs <= rhs` as a constraint.
    public static func <= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
        relate(lhs, .lessThanOrEqual, rhs)
    }
    /// `lhs >= rhs` as a constraint.
    public static func >= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
        relate(lhs, .greaterThanOrEqual, rhs)
    }

    private static func relate(_ lhs: LayoutDimension, _ relation: LayoutRelation, _ rhs: LayoutDimension)
        -> LayoutConstraint
    {
        // A constant on the left is moved to the right (`52 == a.width` is `a.width == 52`), and a
        // scaled or offset left side is divided out: m1 a + c1 R m2 b + c2 <=> a R (m2/m1) b + (c2 - c1)/m1.
        guard let anchor = lhs.anchor else {
            guard rhs.anchor != nil else {
                return LayoutConstraint(malformed: "\(lhs.constant) \(relation.rawValue) \(rhs.constant)")
            }
            return relate(rhs, relation.reversed, lhs)
        }
        let m1 = lhs.multiplier
        guard m1 != 0, m1.isFinite else {
            return LayoutConstraint(malformed: "a dimension multiplied by \(m1) on the left of \(relation.rawValue)")
        }
        let flipped = m1 < 0 ? relation.reversed : relation
        return LayoutConstraint(
            anchor, flipped, rhs.anchor, multiplier: rhs.multiplier / m1,
            constant: (rhs.constant - lhs.constant) / m1)
    }
}

extension LayoutRelation {
    var reversed: LayoutRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

precedencegroup LayoutPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    associativity: left
}

infix operator ~ : LayoutPriorityPrecedence

/// Sets a constraint's priority in a `constrain` block (Cartography's `~`).
public func ~ (lhs: LayoutConstraint, rhs: LayoutPriority) -> LayoutConstraint { lhs.withPriority(rhs) }

/// A view (or its safe area) as seen inside a `constrain` block.
public struct LayoutProxy {
    /// The item the proxy stands for.
    public let item: LayoutItem

    /// A proxy for a view.
    public init(_ view: View) { item = .view(view) }
    init(item: LayoutItem) { self.item = item }

    private func edge(_ a: LayoutAttribute) -> LayoutEdge {
        LayoutEdge(anchor: LayoutAnchor(item: item, attribute: a), constant: 0)
    }
    private func dimension(_ a: LayoutAttribute) -> LayoutDimension {
        LayoutDimension(anchor: LayoutAnchor(item: item, attribute: a), multiplier: 1, constant: 0)
    }

    /// The left edge.
    public var left: LayoutEdge { edge(.left) }
    /// The right edge.
    public var right: LayoutEdge { edge(.right) }
    /// The leading edge.
    public var leading: LayoutEdge { edge(.leading) }
    /// The trailing edge.
    public var trailing: LayoutEdge { edge(.trailing) }
    /// The top edge.
    public var top: LayoutEdge { edge(.top) }
    /// The bottom edge.
    public var bottom: LayoutEdge { edge(.bottom) }
    /// The horizontal centre.
    public var centerX: LayoutEdge { edge(.centerX) }
    /// The vertical centre.
    public var centerY: LayoutEdge { edge(.centerY) }
    /// The width.
    public var width: LayoutDimension { dimension(.width) }
    /// The height.
    public var height: LayoutDimension { dimension(.height) }
    /// The superview, if any.
    public var superview: LayoutProxy? { item.view.superview.map { LayoutProxy($0) } }
    /// The view's safe-area layout guide.
    public var safeArea: LayoutProxy { LayoutProxy(item: .safeArea(item.view)) }
}
