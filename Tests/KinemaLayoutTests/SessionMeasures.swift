import KinemaDerivations
import KinemaLayout

/// An edit variable of a randomized session: the variable, its strength and the value suggested.
typealias SessionEdit = (variable: Variable, strength: Strength, value: Double)

/// Measures shared by the randomized solver sessions: how far the current values are from
/// satisfying a list of constraints and edits, and a solver rebuilt from scratch with them.
enum SessionMeasures {
    /// The weighted violation of the optional constraints and edits (the objective the solver
    /// minimises) and the largest violation of a required constraint, at the variables' current
    /// values.
    static func objective(_ constraints: [Constraint], edits: [SessionEdit])
        -> (total: Double, requiredViolation: Double)
    {
        let measured = Derivation.objective(constraints.map(\.measured))
        var total = measured.objective
        for edit in edits { total += edit.strength.value * abs(edit.variable.value - edit.value) }
        return (total, measured.worstRequired)
    }

    /// A new solver with the same edits and constraints (in order, with their current constants).
    static func rebuild(_ constraints: [Constraint], edits: [SessionEdit]) throws -> Solver {
        let solver = Solver()
        for edit in edits {
            try solver.addEditVariable(edit.variable, strength: edit.strength)
            try solver.suggestValue(edit.variable, edit.value)
        }
        for c in constraints { try solver.addConstraint(Constraint(c.expression, c.relation, strength: c.strength)) }
        return solver
    }
}

extension Constraint {
    /// The constraint at its variables' current values, as `Derivation.objective` measures it.
    var measured: Derivation.MeasuredConstraint {
        (expression.value, relation.description, strength.isRequired ? nil : strength.value)
    }
}
