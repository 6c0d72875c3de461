// Operators that build linear expressions. Relations are deliberately not operators: see
// `LinearExpressible.equals(_:strength:)` and friends.

// MARK: Scaling

extension Variable {
    /// `coefficient * variable`.
    @inlinable public static func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
    /// `coefficient * variable`.
    @inlinable public static func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
    /// `variable / divisor`, i.e. `(1 / divisor) * variable`.
    @inlinable public static func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
    /// `-1 * variable`.
    @inlinable public static prefix func - (operand: Variable) -> Term { Term(operand, -1) }
}

extension Term {
    /// The term with its coefficient multiplied.
    @inlinable public static func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
    /// The term with its coefficient multiplied.
    @inlinable public static func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
    /// The term with its coefficient divided.
    @inlinable public static func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
    /// The term with its coefficient negated.
    @inlinable public static prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
}

extension Expression {
    /// Every coefficient and the constant multiplied.
    @inlinable public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
    }
    /// Every coefficient and the constant multiplied.
    @inlinable public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
    /// Every coefficient and the constant divided.
    @inlinable public static func / (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { $0 / rhs }, constant: lhs.constant / rhs)
    }
    /// Every coefficient and the constant negated.
    @inlinable public static prefix func - (operand: Expression) -> Expression { operand * -1 }
}

// MARK: Sums (the result keeps the left operand's terms first)

extension Expression {
    /// Concatenates the terms and adds the constants.
    @inlinable public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    /// Appends a term.
    @inlinable public static func + (lhs: Expression, rhs: Term) -> Expression { lhs + Expression(rhs) }
    /// Appends `1 * variable`.
    @inlinable public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    /// Adds to the constant.
    @inlinable public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }
    /// `lhs + (-rhs)`.
    @inlinable public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
    /// `lhs + (-rhs)`.
    @inlinable public static func - (lhs: Expression, rhs: Term) -> Expression { lhs + -rhs }
    /// `lhs + (-1 * rhs)`.
    @inlinable public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
    /// Subtracts from the constant.
    @inlinable public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    /// A constant plus an expression.
    @inlinable public static func + (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    /// A constant minus an expression.
    @inlinable public static func - (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}

extension Term {
    /// A term plus an expression.
    @inlinable public static func + (lhs: Term, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    /// The sum of two terms.
    @inlinable public static func + (lhs: Term, rhs: Term) -> Expression { Expression([lhs, rhs]) }
    /// A term plus `1 * variable`.
    @inlinable public static func + (lhs: Term, rhs: Variable) -> Expression { Expression([lhs, Term(rhs)]) }
    /// A term plus a constant.
    @inlinable public static func + (lhs: Term, rhs: Double) -> Expression { Expression([lhs], constant: rhs) }
    /// A term minus an expression.
    @inlinable public static func - (lhs: Term, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    /// The difference of two terms.
    @inlinable public static func - (lhs: Term, rhs: Term) -> Expression { Expression([lhs, -rhs]) }
    /// A term minus `1 * variable`.
    @inlinable public static func - (lhs: Term, rhs: Variable) -> Expression { Expression([lhs, -rhs]) }
    /// A term minus a constant.
    @inlinable public static func - (lhs: Term, rhs: Double) -> Expression { Expression([lhs], constant: -rhs) }
    /// A constant plus a term.
    @inlinable public static func + (lhs: Double, rhs: Term) -> Expression { Expression([rhs], constant: lhs) }
    /// A constant minus a term.
    @inlinable public static func - (lhs: Double, rhs: Term) -> Expression { Expression([-rhs], constant: lhs) }
}

extension Variable {
    /// `1 * variable` plus an expression.
    @inlinable public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    /// `1 * variable` plus a term.
    @inlinable public static func + (lhs: Variable, rhs: Term) -> Expression { Expression([Term(lhs), rhs]) }
    /// The sum of two variables.
    @inlinable public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
    /// A variable plus a constant.
    @inlinable public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs)], constant: rhs)
    }
    /// `1 * variable` minus an expression.
    @inlinable public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    /// `1 * variable` minus a term.
    @inlinable public static func - (lhs: Variable, rhs: Term) -> Expression { Expression([Term(lhs), -rhs]) }
    /// The difference of two variables.
    @inlinable public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), -rhs]) }
    /// A variable minus a constant.
    @inlinable public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs)], constant: -rhs)
    }
    /// A constant plus a variable.
    @inlinable public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression([Term(rhs)], constant: lhs)
    }
    /// A constant minus a variable.
    @inlinable public static func - (lhs: Double, rhs: Variable) -> Expression { Expression([-rhs], constant: lhs) }
}
