/// A linear relation between variables, with a strength: `Σ coefficient·variable OP constant`.
///
/// A constraint has identity (a ``Solver`` tracks the object, not its contents). It is stored
/// normalized, as ``expression`` `OP 0`, where ``expression`` is the written left-hand side minus
/// the right-hand side with duplicate variables merged (in order of first appearance).
///
/// **The constant.** ``constant`` is the right-hand side once every variable is moved to the left:
/// `constant == -expression.constant`. For the Auto Layout form
/// `item1.attr1 OP multiplier * item2.attr2 + c` built as
/// `Constraint(attr1, relation, multiplier * attr2 + c)`, ``constant`` is exactly `c`.
/// ``Solver/updateConstant(of:to:)`` changes it incrementally.
///
/// Sendability: the only mutable state, ``constant``, is written by a solver holding the
/// constraint; keep a solver and its constraints in one isolation domain. The conformance lets
/// errors carry the constraint.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The variable terms of the normalized expression, duplicates merged, in order of first
    /// appearance.
    public let terms: [Term]
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// The weight (``Strength/required`` for a hard constraint).
    public let strength: Strength
    /// The right-hand side `c` of `Σ terms OP c`, i.e. `-expression.constant`. Changed only by
    /// ``Solver/updateConstant(of:to:)`` (and ``Solver/suggestValue(_:_:)`` for the solver's own
    /// edit constraints). Each solver tracks the constant its own tableau encodes, so a constraint
    /// shared by several solvers stays correct in each; this property shows the latest update.
    @exclusivity(unchecked) public internal(set) var constant: Double

    /// Whether every coefficient and the constant are finite (checked by ``Solver``).
    let isFinite: Bool

    /// The normalized expression: the constraint reads `expression OP 0`.
    public var expression: Expression { Expression(terms, constant: -constant) }

    /// The constraint `expression OP 0`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        let merged = Constraint.merge(expression.terms)
        self.terms = merged
        self.relation = relation
        self.strength = strength
        self.constant = -expression.constant
        var finite = expression.constant.isFinite
        for term in merged where !term.coefficient.isFinite { finite = false }
        self.isFinite = finite
    }

    /// The constraint `lhs OP rhs` (each a ``Variable``, ``Term`` or ``Expression``), normalized
    /// to `lhs - rhs OP 0`.
    public convenience init<L: LinearExpressible, R: LinearExpressible>(
        _ lhs: L, _ relation: Relation, _ rhs: R, strength: Strength = .required
    ) {
        self.init(lhs.expression - rhs.expression, relation, strength: strength)
    }

    /// Merges terms of the same variable, keeping the order of first appearance (kiwi merges too,
    /// but in memory-address order; ours is deterministic).
    private static func merge(_ terms: [Term]) -> [Term] {
        if terms.count <= 8 {
            var distinct = true
            outer: for i in terms.indices {
                for j in terms.indices where j > i && terms[j].variable === terms[i].variable {
                    distinct = false
                    break outer
                }
            }
            if distinct { return terms }
        }
        var result: [Term] = []
        result.reserveCapacity(terms.count)
        if terms.count <= 8 {
            outer: for term in terms {
                for index in result.indices where result[index].variable === term.variable {
                    result[index].coefficient += term.coefficient
                    continue outer
                }
                result.append(term)
            }
        } else {
            var position: [ObjectIdentifier: Int] = [:]
            for term in terms {
                if let index = position[ObjectIdentifier(term.variable)] {
                    result[index].coefficient += term.coefficient
                } else {
                    position[ObjectIdentifier(term.variable)] = result.count
                    result.append(term)
                }
            }
        }
        return result
    }

    /// Identity: a constraint equals only itself.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the constraint's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `terms OP constant | strength`.
    public var description: String {
        let lhs = terms.isEmpty ? "0" : terms.map(\.description).joined(separator: " + ")
        return "\(lhs) \(relation) \(constant) | \(strength)"
    }
}
