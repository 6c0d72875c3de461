/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build expressions with the arithmetic operators (`+`, `-`, `*` and `/` by a `Double`) over
/// ``Variable``, ``Term``, ``Expression`` and `Double`, and turn them into constraints with
/// ``LinearExpressible/equals(_:strength:)-(R,_)``, ``LinearExpressible/atMost(_:strength:)-(R,_)`` and
/// ``LinearExpressible/atLeast(_:strength:)-(R,_)`` or ``Constraint/init(_:_:strength:)``.
public struct Expression: Hashable, CustomStringConvertible {
    /// The addends, in the order they were written (a variable may appear more than once).
    public var terms: [Term]
    /// The constant addend.
    public var constant: Double

    /// Creates `terms + constant`.
    @inlinable
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 * variable`.
    @inlinable
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// The expression made of one term.
    @inlinable
    public init(_ term: Term) { self.init([term]) }

    /// A constant expression.
    @inlinable
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// The value of the expression with the variables' current ``Variable/value``s.
    public var value: Double {
        var sum = constant
        for term in terms { sum += term.coefficient * term.variable.value }
        return sum
    }

    /// `c1*a + c2*b + constant`.
    public var description: String {
        var parts = terms.map(\.description)
        parts.append("\(constant)")
        return parts.joined(separator: " + ")
    }
}

/// A value that reads as a linear expression: ``Variable``, ``Term`` or ``Expression``.
///
/// Its extension spells the three relations as methods, so that `==`, `<=` and `>=` keep their
/// usual Boolean meaning.
public protocol LinearExpressible {
    /// The value as an ``Expression``.
    var expression: Expression { get }
}

extension Variable: LinearExpressible {
    /// `1 * self`.
    public var expression: Expression { Expression(self) }
}

extension Term: LinearExpressible {
    /// The expression holding only this term.
    public var expression: Expression { Expression(self) }
}

extension Expression: LinearExpressible {
    /// The expression itself.
    public var expression: Expression { self }
}

extension LinearExpressible {
    /// The constraint `self == rhs`.
    public func equals<R: LinearExpressible>(_ rhs: R, strength: Strength = .required) -> Constraint {
        Constraint(expression, .equal, rhs.expression, strength: strength)
    }

    /// The constraint `self == rhs` with a constant right-hand side.
    public func equals(_ rhs: Double, strength: Strength = .required) -> Constraint {
        Constraint(expression, .equal, Expression(rhs), strength: strength)
    }

    /// The constraint `self <= rhs`.
    public func atMost<R: LinearExpressible>(_ rhs: R, strength: Strength = .required) -> Constraint {
        Constraint(expression, .lessThanOrEqual, rhs.expression, strength: strength)
    }

    /// The constraint `self <= rhs` with a constant right-hand side.
    public func atMost(_ rhs: Double, strength: Strength = .required) -> Constraint {
        Constraint(expression, .lessThanOrEqual, Expression(rhs), strength: strength)
    }

    /// The constraint `self >= rhs`.
    public func atLeast<R: LinearExpressible>(_ rhs: R, strength: Strength = .required) -> Constraint {
        Constraint(expression, .greaterThanOrEqual, rhs.expression, strength: strength)
    }

    /// The constraint `self >= rhs` with a constant right-hand side.
    public func atLeast(_ rhs: Double, strength: Strength = .required) -> Constraint {
        Constraint(expression, .greaterThanOrEqual, Expression(rhs), strength: strength)
    }
}
