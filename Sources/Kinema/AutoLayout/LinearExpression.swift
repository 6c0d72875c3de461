import KinemaLayout

/// A linear expression over solver variables, built while translating layout anchors; converted to
/// KinemaLayout's `Expression` in one place.
struct LinearExpression {
    var terms: [(variable: Variable, coefficient: Double)] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }
    init(_ variable: Variable, _ coefficient: Double = 1) { terms = [(variable, coefficient)] }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var out = lhs
        out.terms.append(contentsOf: rhs.terms)
        out.constant += rhs.constant
        return out
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs * -1 }

    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var out = lhs
        out.terms = out.terms.map { ($0.variable, $0.coefficient * rhs) }
        out.constant *= rhs
        return out
    }

    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var out = lhs
        out.constant += rhs
        return out
    }

    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    var solverExpression: Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient) }, constant: constant)
    }
}
