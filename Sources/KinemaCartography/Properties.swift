import KinemaUIKit

/// A position attribute of a view or layout guide in a `constrain` block: an edge, a centre, a
/// baseline or a margin. Relate it to another `Edge`, possibly moved by a constant
/// (`a.trailing == b.leading + 11`).
@MainActor
public struct Edge {
    let attribute: Attribute
}

/// A size attribute of a view or layout guide in a `constrain` block: its width or height.
/// Relate it to a number (`a.width == 52`) or to another `Dimension`, possibly scaled and moved
/// (`a.width == b.height * 2 + 10`).
@MainActor
public struct Dimension {
    let attribute: Attribute
}

/// The width and height together (one constraint for each).
@MainActor
public struct Size {
    let width: Attribute
    let height: Attribute

    var attributes: [Attribute] { [width, height] }
}

/// The horizontal and vertical centres together (one constraint for each).
@MainActor
public struct Point {
    let centerX: Attribute
    let centerY: Attribute

    var attributes: [Attribute] { [centerX, centerY] }
}

/// The four edges together, in the order top, leading, bottom, trailing (one constraint for
/// each). `inset(_:_:)` moves them inwards.
@MainActor
public struct Edges {
    let top: Attribute
    let leading: Attribute
    let bottom: Attribute
    let trailing: Attribute

    var attributes: [Attribute] { [top, leading, bottom, trailing] }
}

/// An attribute (or a compound of attributes) with the coefficients the right side of a
/// relation applies to it: what `+`, `-`, `*` and `/` make of a property.
@MainActor
public struct Expression<Value> {
    let value: Value
    let coefficients: [Coefficients]

    init(_ value: Value, _ coefficients: [Coefficients]) {
        self.value = value
        self.coefficients = coefficients
    }
}

/// `edges` moved inwards by `all` points on every side.
@MainActor
public func inset(_ edges: Edges, _ all: CGFloat) -> Expression<Edges> {
    inset(edges, all, all, all, all)
}

/// `edges` moved inwards by `horizontal` points on the leading and trailing sides and `vertical`
/// points on the top and bottom.
@MainActor
public func inset(_ edges: Edges, _ horizontal: CGFloat, _ vertical: CGFloat) -> Expression<Edges> {
    inset(edges, vertical, horizontal, vertical, horizontal)
}

/// `edges` moved inwards by the given points (the top and leading edges move forward, the
/// bottom and trailing ones back).
@MainActor
public func inset(
    _ edges: Edges, _ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat,
    _ trailing: CGFloat
) -> Expression<Edges> {
    Expression(
        edges, [Coefficients(1, top), Coefficients(1, leading), Coefficients(1, -bottom), Coefficients(1, -trailing)])
}
