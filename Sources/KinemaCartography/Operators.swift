import KinemaUIKit

// Cartography's operators over the facade. The left side of a relation is a plain attribute
// (or compound); the right side an attribute, an expression of one (`+`, `-`, `*`, `/` build
// the coefficients) or, for dimensions and sizes, a number. Each relation makes its constraints
// (inactive until the block ends) and returns them, so they can be kept:
// `centerX = (cart.centerX == button.centerX)`.

// MARK: Expressions

/// The edge moved forward by `rhs` points.
@MainActor public func + (lhs: Edge, rhs: CGFloat) -> Expression<Edge> { Expression(lhs, [Coefficients(1, rhs)]) }
/// The edge moved back by `rhs` points.
@MainActor public func - (lhs: Edge, rhs: CGFloat) -> Expression<Edge> { Expression(lhs, [Coefficients(1, -rhs)]) }
/// The expression moved forward by `rhs` more points.
@MainActor public func + (lhs: Expression<Edge>, rhs: CGFloat) -> Expression<Edge> {
    Expression(lhs.value, lhs.coefficients.map { $0 + rhs })
}
/// The expression moved back by `rhs` more points.
@MainActor public func - (lhs: Expression<Edge>, rhs: CGFloat) -> Expression<Edge> {
    Expression(lhs.value, lhs.coefficients.map { $0 + -rhs })
}

/// The dimension plus `rhs` points.
@MainActor public func + (lhs: Dimension, rhs: CGFloat) -> Expression<Dimension> {
    Expression(lhs, [Coefficients(1, rhs)])
}
/// The dimension minus `rhs` points.
@MainActor public func - (lhs: Dimension, rhs: CGFloat) -> Expression<Dimension> {
    Expression(lhs, [Coefficients(1, -rhs)])
}
/// The dimension times `rhs`.
@MainActor public func * (lhs: Dimension, rhs: CGFloat) -> Expression<Dimension> {
    Expression(lhs, [Coefficients(rhs, 0)])
}
/// The dimension times `lhs`.
@MainActor public func * (lhs: CGFloat, rhs: Dimension) -> Expression<Dimension> { rhs * lhs }
/// The dimension divided by `rhs`.
@MainActor public func / (lhs: Dimension, rhs: CGFloat) -> Expression<Dimension> {
    Expression(lhs, [Coefficients(1, 0) / rhs])
}
/// The expression plus `rhs` points.
@MainActor public func + (lhs: Expression<Dimension>, rhs: CGFloat) -> Expression<Dimension> {
    Expression(lhs.value, lhs.coefficients.map { $0 + rhs })
}
/// The expression minus `rhs` points.
@MainActor public func - (lhs: Expression<Dimension>, rhs: CGFloat) -> Expression<Dimension> {
    Expression(lhs.value, lhs.coefficients.map { $0 + -rhs })
}
/// The expression times `rhs` (its constant too: `(w + 5) * 2` is `2 w + 10`).
@MainActor public func * (lhs: Expression<Dimension>, rhs: CGFloat) -> Expression<Dimension> {
    Expression(lhs.value, lhs.coefficients.map { $0 * rhs })
}
/// The expression divided by `rhs` (its constant too).
@MainActor public func / (lhs: Expression<Dimension>, rhs: CGFloat) -> Expression<Dimension> {
    Expression(lhs.value, lhs.coefficients.map { $0 / rhs })
}

/// Both dimensions times `rhs`.
@MainActor public func * (lhs: Size, rhs: CGFloat) -> Expression<Size> {
    Expression(lhs, [Coefficients(rhs, 0), Coefficients(rhs, 0)])
}
/// Both dimensions divided by `rhs`.
@MainActor public func / (lhs: Size, rhs: CGFloat) -> Expression<Size> {
    Expression(lhs, [Coefficients(1, 0) / rhs, Coefficients(1, 0) / rhs])
}

// MARK: Relations of single attributes

/// `lhs == rhs`.
@MainActor @discardableResult public func == (lhs: Edge, rhs: Edge) -> NSLayoutConstraint {
    relate(lhs.attribute, .equal, rhs.attribute, Coefficients())
}
/// `lhs == rhs` plus its constant.
@MainActor @discardableResult public func == (lhs: Edge, rhs: Expression<Edge>) -> NSLayoutConstraint {
    relate(lhs.attribute, .equal, rhs.value.attribute, rhs.coefficients[0])
}
/// `lhs <= rhs`.
@MainActor @discardableResult public func <= (lhs: Edge, rhs: Edge) -> NSLayoutConstraint {
    relate(lhs.attribute, .lessThanOrEqual, rhs.attribute, Coefficients())
}
/// `lhs <= rhs` plus its constant.
@MainActor @discardableResult public func <= (lhs: Edge, rhs: Expression<Edge>) -> NSLayoutConstraint {
    relate(lhs.attribute, .lessThanOrEqual, rhs.value.attribute, rhs.coefficients[0])
}
/// `lhs >= rhs`.
@MainActor @discardableResult public func >= (lhs: Edge, rhs: Edge) -> NSLayoutConstraint {
    relate(lhs.attribute, .greaterThanOrEqual, rhs.attribute, Coefficients())
}
/// `lhs >= rhs` plus its constant.
@MainActor @discardableResult public func >= (lhs: Edge, rhs: Expression<Edge>) -> NSLayoutConstraint {
    relate(lhs.attribute, .greaterThanOrEqual, rhs.value.attribute, rhs.coefficients[0])
}

/// `lhs == rhs` points.
@MainActor @discardableResult public func == (lhs: Dimension, rhs: CGFloat) -> NSLayoutConstraint {
    relate(lhs.attribute, .equal, nil, Coefficients(1, rhs))
}
/// `lhs <= rhs` points.
@MainActor @discardableResult public func <= (lhs: Dimension, rhs: CGFloat) -> NSLayoutConstraint {
    relate(lhs.attribute, .lessThanOrEqual, nil, Coefficients(1, rhs))
}
/// `lhs >= rhs` points.
@MainActor @discardableResult public func >= (lhs: Dimension, rhs: CGFloat) -> NSLayoutConstraint {
    relate(lhs.attribute, .greaterThanOrEqual, nil, Coefficients(1, rhs))
}
/// `lhs == rhs`.
@MainActor @discardableResult public func == (lhs: Dimension, rhs: Dimension) -> NSLayoutConstraint {
    relate(lhs.attribute, .equal, rhs.attribute, Coefficients())
}
/// `lhs == multiplier * rhs + constant`.
@MainActor @discardableResult public func == (lhs: Dimension, rhs: Expression<Dimension>) -> NSLayoutConstraint {
    relate(lhs.attribute, .equal, rhs.value.attribute, rhs.coefficients[0])
}
/// `lhs <= rhs`.
@MainActor @discardableResult public func <= (lhs: Dimension, rhs: Dimension) -> NSLayoutConstraint {
    relate(lhs.attribute, .lessThanOrEqual, rhs.attribute, Coefficients())
}
/// `lhs <= multiplier * rhs + constant`.
@MainActor @discardableResult public func <= (lhs: Dimension, rhs: Expression<Dimension>) -> NSLayoutConstraint {
    relate(lhs.attribute, .lessThanOrEqual, rhs.value.attribute, rhs.coefficients[0])
}
/// `lhs >= rhs`.
@MainActor @discardableResult public func >= (lhs: Dimension, rhs: Dimension) -> NSLayoutConstraint {
    relate(lhs.attribute, .greaterThanOrEqual, rhs.attribute, Coefficients())
}
/// `lhs >= multiplier * rhs + constant`.
@MainActor @discardableResult public func >= (lhs: Dimension, rhs: Expression<Dimension>) -> NSLayoutConstraint {
    relate(lhs.attribute, .greaterThanOrEqual, rhs.value.attribute, rhs.coefficients[0])
}

// MARK: Relations of compounds

/// Width to width and height to height.
@MainActor @discardableResult public func == (lhs: Size, rhs: Size) -> [NSLayoutConstraint] {
    relate(lhs.attributes, .equal, rhs.attributes, [Coefficients(), Coefficients()])
}
/// Width and height to the scaled ones of `rhs`.
@MainActor @discardableResult public func == (lhs: Size, rhs: Expression<Size>) -> [NSLayoutConstraint] {
    relate(lhs.attributes, .equal, rhs.value.attributes, rhs.coefficients)
}
/// Width and height to a size in points.
@MainActor @discardableResult public func == (lhs: Size, rhs: CGSize) -> [NSLayoutConstraint] {
    [
        relate(lhs.width, .equal, nil, Coefficients(1, rhs.width)),
        relate(lhs.height, .equal, nil, Coefficients(1, rhs.height))
    ]
}
/// Width and height at most those of `rhs`.
@MainActor @discardableResult public func <= (lhs: Size, rhs: Size) -> [NSLayoutConstraint] {
    relate(lhs.attributes, .lessThanOrEqual, rhs.attributes, [Coefficients(), Coefficients()])
}
/// Width and height at least those of `rhs`.
@MainActor @discardableResult public func >= (lhs: Size, rhs: Size) -> [NSLayoutConstraint] {
    relate(lhs.attributes, .greaterThanOrEqual, rhs.attributes, [Coefficients(), Coefficients()])
}

/// Centre to centre (x and y).
@MainActor @discardableResult public func == (lhs: Point, rhs: Point) -> [NSLayoutConstraint] {
    relate(lhs.attributes, .equal, rhs.attributes, [Coefficients(), Coefficients()])
}
/// Each centre at most the other's.
@MainActor @discardableResult public func <= (lhs: Point, rhs: Point) -> [NSLayoutConstraint] {
    relate(lhs.attributes, .lessThanOrEqual, rhs.attributes, [Coefficients(), Coefficients()])
}
/// Each centre at least the other's.
@MainActor @discardableResult public func >= (lhs: Point, rhs: Point) -> [NSLayoutConstraint] {
    relate(lhs.attributes, .greaterThanOrEqual, rhs.attributes, [Coefficients(), Coefficients()])
}

/// Edge to edge (top, leading, bottom, trailing).
@MainActor @discardableResult public func == (lhs: Edges, rhs: Edges) -> [NSLayoutConstraint] {
    relate(lhs.attributes, .equal, rhs.attributes, Array(repeating: Coefficients(), count: 4))
}
/// Edge to inset edge (`view.edges == inset(view.superview!.edges, 20)`).
@MainActor @discardableResult public func == (lhs: Edges, rhs: Expression<Edges>) -> [NSLayoutConstraint] {
    relate(lhs.attributes, .equal, rhs.value.attributes, rhs.coefficients)
}

// MARK: Priorities

precedencegroup CartographyPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// Sets a constraint's priority: `a.width >= 200 ~ .defaultLow`.
infix operator ~ : CartographyPriorityPrecedence

/// Sets `lhs`'s priority to `rhs` and returns it.
@MainActor @discardableResult public func ~ (lhs: NSLayoutConstraint, rhs: UILayoutPriority) -> NSLayoutConstraint {
    lhs.priority = rhs
    return lhs
}

/// Sets `lhs`'s priority to `rhs` (`a.width >= 200 ~ 750`) and returns it.
@MainActor @discardableResult public func ~ (lhs: NSLayoutConstraint, rhs: Float) -> NSLayoutConstraint {
    lhs ~ UILayoutPriority(rhs)
}

/// Sets the priority of each of `lhs` to `rhs` and returns them.
@MainActor @discardableResult public func ~ (lhs: [NSLayoutConstraint], rhs: UILayoutPriority) -> [NSLayoutConstraint] {
    lhs.map { $0 ~ rhs }
}

/// Sets the priority of each of `lhs` to `rhs` and returns them.
@MainActor @discardableResult public func ~ (lhs: [NSLayoutConstraint], rhs: Float) -> [NSLayoutConstraint] {
    lhs ~ UILayoutPriority(rhs)
}

// MARK: Making constraints

@MainActor
private func relate(
    _ lhs: Attribute, _ relation: NSLayoutConstraint.Relation, _ rhs: Attribute?,
    _ coefficients: Coefficients
) -> NSLayoutConstraint {
    lhs.context.add(lhs, relation, rhs, coefficients)
}

@MainActor
private func relate(
    _ lhs: [Attribute], _ relation: NSLayoutConstraint.Relation, _ rhs: [Attribute],
    _ coefficients: [Coefficients]
) -> [NSLayoutConstraint] {
    guard let context = lhs.first?.context else { return [] }
    return context.add(lhs, relation, rhs, coefficients)
}
