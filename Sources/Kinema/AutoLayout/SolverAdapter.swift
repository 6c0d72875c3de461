import KinemaLayout

/// The one place where Kinema's Auto Layout talks to KinemaLayout's solver.
extension LayoutSystem {
    static func makeVariable(_ name: String) -> Variable { Variable(name) }

    static func strength(for priority: LayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(priority: priority.rawValue)
    }

    static func relation(_ r: LayoutRelation) -> Relation {
        switch r {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// Builds `expression (relation) 0`.
    static func makeConstraint(
        _ expression: Expression, _ relation: LayoutRelation,
        _ priority: LayoutPriority
    ) -> Constraint {
        Constraint(expression, Self.relation(relation), strength: strength(for: priority))
    }

    /// Adds a solver constraint, describing a failure with `label`.
    func add(_ constraint: Constraint, label: @autoclosure () -> String) throws(SceneError) {
        removeStaleConstraints()
        try solving(label()) { () throws(SolverError) in try solver.addConstraint(constraint) }
    }

    /// Takes the constraints withdrawn while a rebuild was pending out of the solver, the last
    /// withdrawn first (the innermost views' constraints, when a subtree left), so that a solver
    /// call made before the rebuild meets exactly the active constraints.
    func removeStaleConstraints() {
        guard !staleRemovals.isEmpty else { return }
        for c in staleRemovals.reversed() { remove(c) }
        staleRemovals.removeAll()
    }

    /// Removes a solver constraint if present.
    func remove(_ constraint: Constraint) {
        if solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
    }

    /// Moves the constant of `constraint` so that its normalized expression's constant term becomes
    /// `value` (the solver's `constant` is the right-hand side, `-value`), by the edit path.
    func setExpressionConstant(
        _ constraint: Constraint, to value: Double,
        label: @autoclosure () -> String
    ) throws(SceneError) {
        removeStaleConstraints()
        try solving(label()) { () throws(SolverError) in try solver.updateConstant(of: constraint, to: -value) }
    }

    /// Runs a solver call, reporting a failure naming `label`: numbers too large for the solver to
    /// hold as ``SceneError/layoutNotFinite(_:)``, anything else as ``SceneError/unsatisfiable(_:)``
    /// (the scene passes finite constraints it has not added yet, so a failure is a conflict).
    private func solving(_ label: @autoclosure () -> String, _ call: () throws(SolverError) -> Void) throws(SceneError)
    {
        do {
            try call()
        } catch .numericOverflow {
            throw .layoutNotFinite(label())
        } catch {
            throw .unsatisfiable(label())
        }
    }
}

extension Expression {
    /// Whether the constant and every coefficient are finite.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }
}
