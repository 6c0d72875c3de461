import KinemaLayout

extension Solver {
    /// A new solver holding `constraints`, added in their order.
    static func holding(_ constraints: Constraint...) throws -> Solver {
        let solver = Solver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        return solver
    }
}
