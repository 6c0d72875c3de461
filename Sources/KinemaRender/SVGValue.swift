/// The value of one SVG attribute, kept as plain text and escaped when written.
///
/// Numbers are formatted for drawings, not for data: at most 3 decimals with trailing zeros
/// dropped (`12.5`, `0.333`, `0`), never `-0`, never an exponent. A literal or an interpolation
/// picks the format:
///
/// ```swift
/// let a: SVGValue = 12.25                          // "12.25"
/// let b: SVGValue = "translate(\(x) \(y))"         // Doubles interpolate with at most 3 decimals
/// let c: SVGValue = "matrix(\(m, decimals: 5))"    // or as many as you ask for, trimmed
/// let d: SVGValue = "\(fixed: 0.5, decimals: 2)"   // "0.50": exactly that many
/// ```
public struct SVGValue: Hashable, Sendable, ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    /// The unescaped text.
    public let text: String

    /// Text as it is (escaped when written).
    public init(_ text: String) { self.text = text }

    /// A string literal, as it is.
    public init(stringLiteral value: String) { text = value }

    /// An integer literal in decimal.
    public init(integerLiteral value: Int) { text = String(value) }

    /// A decimal literal with at most 3 decimals (see ``number(_:decimals:)``).
    public init(floatLiteral value: Double) { text = NumberText.trimmed(value, 3) }

    /// An interpolated string (see the type's documentation for the formats).
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// `x` rounded to `decimals` places, trailing zeros and a bare point dropped, never `-0`,
    /// never an exponent while `x * 10^decimals` stays below 9e15; a value that is not finite is
    /// written `0`.
    public static func number(_ x: Double, decimals: Int = 3) -> SVGValue {
        SVGValue(NumberText.trimmed(x, decimals))
    }

    /// `x` with exactly `decimals` places, e.g. `0.50`; never `-0`; a value that is not finite is
    /// written `0`.
    public static func fixed(_ x: Double, decimals: Int) -> SVGValue {
        SVGValue(NumberText.fixed(x, decimals))
    }

    /// Builds an ``SVGValue`` from a string literal with interpolations: text as it is, Doubles as
    /// numbers for drawings.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The text so far.
        var text = ""

        /// Reserves room for the literal parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        /// A literal part.
        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Text as it is.
        public mutating func appendInterpolation(_ value: String) { text += value }

        /// An integer in decimal.
        public mutating func appendInterpolation(_ value: Int) { text += String(value) }

        /// A number with at most `decimals` places (default 3), trimmed (see ``SVGValue/number(_:decimals:)``).
        public mutating func appendInterpolation(_ value: Double, decimals: Int = 3) {
            text += NumberText.trimmed(value, decimals)
        }

        /// A number with exactly `decimals` places (see ``SVGValue/fixed(_:decimals:)``).
        public mutating func appendInterpolation(fixed value: Double, decimals: Int) {
            text += NumberText.fixed(value, decimals)
        }

        /// The six entries `a b c d tx ty` of an SVG `matrix(...)` (the same order as
        /// `AffineTransform`'s), each with at most `decimals` places (default 5).
        public mutating func appendInterpolation(_ m: AffineTransform, decimals: Int = 5) {
            text += [m.a, m.b, m.c, m.d, m.tx, m.ty].map { NumberText.trimmed($0, decimals) }.joined(separator: " ")
        }

        /// A colour as `#RRGGBB` (its alpha is a separate opacity attribute in SVG).
        public mutating func appendInterpolation(_ color: Color) { text += color.hexString.prefix(7) }
    }
}

/// The attributes of one SVG element, in the order they are written.
///
/// Written as a dictionary literal whose order is kept (`["x": 0, "y": 12.5, "fill": "none"]`),
/// and joined with `+`.
public struct SVGAttributes: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// One attribute.
    public struct Attribute: Hashable, Sendable {
        /// The attribute's name, written as it is (it must be a valid XML name).
        public var name: String
        /// The attribute's value, escaped when written.
        public var value: SVGValue
    }

    /// The attributes in order.
    public private(set) var list: [Attribute]

    /// No attributes.
    public init() { list = [] }

    /// The attributes of a literal, in the literal's order.
    public init(dictionaryLiteral elements: (String, SVGValue)...) {
        list = elements.map { Attribute(name: $0.0, value: $0.1) }
    }

    /// The attributes of `lhs`, then those of `rhs`.
    public static func + (lhs: SVGAttributes, rhs: SVGAttributes) -> SVGAttributes {
        var joined = lhs
        joined.list += rhs.list
        return joined
    }

    /// `fill="#RRGGBB" fill-opacity="A"`: a colour and its alpha.
    public static func fill(_ color: Color) -> SVGAttributes {
        ["fill": "\(color)", "fill-opacity": .number(color.alpha)]
    }

    /// `stroke="#RRGGBB" stroke-opacity="A"`: a colour and its alpha.
    public static func stroke(_ color: Color) -> SVGAttributes {
        ["stroke": "\(color)", "stroke-opacity": .number(color.alpha)]
    }
}
