import KinemaUIKit

/// The constraints one `constrain` block writes, in order, before they are activated together.
@MainActor
final class Context {
    private(set) var constraints: [NSLayoutConstraint] = []

    /// Makes `from (relation) multiplier * to + constant` (or `from (relation) constant` without
    /// `to`), makes `from`'s view constraint-driven, and keeps the constraint for activation.
    func add(
        _ from: Attribute, _ relation: NSLayoutConstraint.Relation, _ to: Attribute?,
        _ coefficients: Coefficients
    ) -> NSLayoutConstraint {
        (from.item as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        let constraint = NSLayoutConstraint(
            item: from.item, attribute: from.attribute, relatedBy: relation,
            toItem: to?.item, attribute: to?.attribute ?? .notAnAttribute,
            multiplier: coefficients.multiplier, constant: coefficients.constant)
        constraints.append(constraint)
        return constraint
    }

    /// One constraint per attribute of two compounds of the same kind, in order.
    func add(
        _ from: [Attribute], _ relation: NSLayoutConstraint.Relation, _ to: [Attribute],
        _ coefficients: [Coefficients]
    ) -> [NSLayoutConstraint] {
        zip(from, zip(to, coefficients)).map { add($0, relation, $1.0, $1.1) }
    }
}

/// One attribute of one item (a view or a layout guide): what a proxy's properties name.
@MainActor
struct Attribute {
    let context: Context
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute
}

/// The multiplier and constant an expression applies to the attribute on the right of a
/// relation: `multiplier * attribute + constant`.
public struct Coefficients: Hashable, Sendable {
    /// The factor of the attribute.
    public var multiplier: CGFloat
    /// The points added.
    public var constant: CGFloat

    /// `multiplier * x + constant` (by default `x`).
    public init(_ multiplier: CGFloat = 1, _ constant: CGFloat = 0) {
        self.multiplier = multiplier
        self.constant = constant
    }

    /// `(m x + c) + d`.
    static func + (lhs: Coefficients, rhs: CGFloat) -> Coefficients { Coefficients(lhs.multiplier, lhs.constant + rhs) }
    /// `(m x + c) * k`: both scaled.
    static func * (lhs: Coefficients, rhs: CGFloat) -> Coefficients {
        Coefficients(lhs.multiplier * rhs, lhs.constant * rhs)
    }
    /// `(m x + c) / k`: both divided.
    static func / (lhs: Coefficients, rhs: CGFloat) -> Coefficients {
        Coefficients(lhs.multiplier / rhs, lhs.constant / rhs)
    }
}
