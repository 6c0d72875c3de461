// KinemaLayout: the incremental Cassowary solver (Variable, Expression, Constraint, Strength, Solver).
