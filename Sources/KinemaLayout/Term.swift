/// A variable multiplied by a coefficient: one addend of an ``Expression``.
public struct Term: Hashable, CustomStringConvertible {
    /// The unknown.
    public var variable: Variable
    /// The factor applied to ``variable``.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    @inlinable
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `coefficient*name`.
    public var description: String { "\(coefficient)*\(variable.name)" }
}
