/// An incremental Cassowary constraint solver (the dual-simplex design of kiwi).
///
/// Required constraints are hard; every other constraint contributes its violation, weighted by
/// its ``Strength``, to an objective that the solver keeps minimal. Edit variables are soft
/// equalities `variable == suggested value` whose value moves through ``suggestValue(_:_:)``;
/// ``updateConstant(of:to:)`` moves the constant of any constraint the same incremental way.
/// Values reach the variables only through ``updateVariables()``.
///
/// The solver follows kiwi's algorithm step for step (symbols ordered by creation, lowest id wins
/// ties, kiwi's arithmetic and 1e-8 near-zero rule), so the same insertions reach kiwi's optimum.
/// Two deliberate differences: the dual simplex repairs the infeasible row with the lowest id
/// first (Bland's rule; kiwi takes the most recently queued row and can cycle), and both ratio
/// tests avoid pivot elements smaller than 1e-7 when another candidate exists (such elements are
/// truncation residue; pivoting on them can corrupt the tableau, as it does kiwi's on the coupled
/// ui-grid). Both keep the optimum's value; where several points are optimal, the dual rule may
/// settle on a different one than kiwi (ui-grid's optimum is unique and matches kiwi's checksums).
/// Nothing depends on hashing order: the same calls give bit-identical values.
///
/// Every call that throws leaves the solver exactly as it was before the call.
public final class Solver {
    /// What this solver knows about an added constraint, including the constant its tableau
    /// currently encodes (a constraint shared by several solvers may differ between them).
    final class Record {
        let constraint: Constraint
        var tag: ConstraintTag
        var constant: Double
        /// Position in `recordList`.
        var listIndex = 0

        init(constraint: Constraint, tag: ConstraintTag) {
            self.constraint = constraint
            self.tag = tag
            self.constant = constraint.constant
        }
    }

    // A solver is used from one isolation domain at a time (it is not Sendable), so the runtime
    // exclusivity checks on these hot properties only cost time.
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var records: [ObjectIdentifier: Record] = [:]
    /// Edit variable -> the record of its edit constraint.
    @exclusivity(unchecked) var edits: [ObjectIdentifier: Record] = [:]
    /// The records again, as an array (dictionaries are for lookups only, never iterated).
    var recordList: [Record] = []
    /// Constraints removed since the last renumbering of symbol ids.
    var removalsSinceRenumbering = 0

    /// Creates an empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint and re-optimizes.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already present,
    ///   ``SolverError/nonFiniteConstraint(_:)`` for a NaN or infinite coefficient or constant,
    ///   ``SolverError/unsatisfiable(_:)`` if it is required and conflicts with the required
    ///   constraints present.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        if records[key] != nil { throw .duplicateConstraint(constraint) }
        if !constraint.isFinite { throw .nonFiniteConstraint(constraint) }
        if tableau.symbolCount > Int(Int32.max) - constraint.terms.count - 8 {
            throw .internalFailure("too many symbols")
        }
        let tag = try transaction { (tableau: inout Tableau) throws(SolverError) in
            try tableau.add(constraint)
        }
        let record = Record(constraint: constraint, tag: tag)
        record.listIndex = recordList.count
        recordList.append(record)
        records[key] = record
    }

    /// Removes a constraint and re-optimizes; the other constraints keep their optimum.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not present.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key] else { throw .unknownConstraint(constraint) }
        try transaction { (tableau: inout Tableau) throws(SolverError) in
            try tableau.remove(record.tag, strength: constraint.strength)
        }
        records[key] = nil
        let last = recordList.removeLast()
        if last !== record {
            last.listIndex = record.listIndex
            recordList[record.listIndex] = last
        }
        removalsSinceRenumbering += 1
        if removalsSinceRenumbering >= 1024 && 2 * removalsSinceRenumbering >= recordList.count {
            renumberSymbols()
        }
    }

    /// Whether the constraint has been added (and not removed).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// Changes the constant of an added constraint incrementally (no rebuild): the constraint
    /// `Σ terms OP old` becomes `Σ terms OP newConstant` (see ``Constraint/constant``; the
    /// normalized expression's constant becomes `-newConstant`), and the solution moves by dual
    /// simplex pivots exactly as for ``suggestValue(_:_:)``. Works for equalities and inequalities,
    /// required or not. The result equals removing the constraint and adding one with the new
    /// constant, up to the choice among equally good solutions.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not present,
    ///   ``SolverError/nonFiniteConstant(_:)`` for NaN or infinity, ``SolverError/unsatisfiable(_:)``
    ///   if the constraint is required and the new constant conflicts with the other required
    ///   constraints (the constant stays as it was).
    public func updateConstant(of constraint: Constraint, to newConstant: Double) throws(SolverError) {
        guard let record = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        if !newConstant.isFinite { throw .nonFiniteConstant(constraint) }
        try moveConstant(record, to: newConstant)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a soft constraint `variable == value` of the given
    /// strength whose value is set by ``suggestValue(_:_:)`` (initially 0).
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it already is one,
    ///   ``SolverError/requiredEditStrength`` if `strength` is required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditStrength }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[key] = records[ObjectIdentifier(constraint)]
    }

    /// Removes an edit variable (and its edit constraint).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let record = edits[key] else { throw .unknownEditVariable(variable) }
        try removeConstraint(record.constraint)
        edits[key] = nil
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; the solution follows by dual simplex pivots.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable,
    ///   ``SolverError/nonFiniteSuggestion(_:)`` for NaN or infinity.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let record = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        if !value.isFinite { throw .nonFiniteSuggestion(variable) }
        try moveConstant(record, to: value)
    }

    // MARK: Results

    /// Writes the current solution into every variable the solver knows (kiwi's
    /// `updateVariables`): a basic variable gets its row's constant, a parametric one 0.
    public func updateVariables() {
        let symbols = tableau.variableSymbolList
        let variables = tableau.variables
        for index in variables.indices {
            variables[index].value = tableau.value(of: symbols[index])
        }
    }

    /// Removes every constraint, edit variable and symbol, as if the solver were new. Variables
    /// keep their last values.
    public func reset() {
        tableau = Tableau()
        records = [:]
        edits = [:]
        recordList = []
        removalsSinceRenumbering = 0
    }

    // MARK: Internals

    /// Gives the live symbols dense ids again (same order, so results are unchanged); frees the
    /// records of symbols left behind by removed constraints.
    func renumberSymbols() {
        var pinned: [Int32] = []
        pinned.reserveCapacity(2 * recordList.count)
        for record in recordList {
            pinned.append(record.tag.marker)
            pinned.append(record.tag.other)
        }
        let map = tableau.renumberSymbols(pinned: pinned)
        for record in recordList {
            record.tag.marker = map[Int(record.tag.marker)]
            if record.tag.other >= 0 { record.tag.other = map[Int(record.tag.other)] }
        }
        removalsSinceRenumbering = 0
    }

    private func moveConstant(_ record: Record, to newConstant: Double) throws(SolverError) {
        let constraint = record.constraint
        let delta = -(newConstant - record.constant)
        try transaction { (tableau: inout Tableau) throws(SolverError) in
            tableau.shiftConstant(record.tag, by: delta)
            if tableau.dualOptimize() != nil {
                if constraint.strength.isRequired { throw .unsatisfiable(constraint) }
                throw .internalFailure("dual optimize failed")
            }
            // A no-op unless the pivot tolerance made the dual pass give up a little optimality.
            try tableau.optimizeObjective()
        }
        record.constant = newConstant
        constraint.constant = newConstant
    }

    /// Runs `body` as a transaction: on any error the tableau is rolled back.
    private func transaction<T>(
        _ body: (inout Tableau) throws(SolverError) -> T
    ) throws(SolverError) -> T {
        tableau.begin()
        do throws(SolverError) {
            let result = try body(&tableau)
            try tableau.commit()
            return result
        } catch {
            // A non-finite value derails the simplex before commit() can see it: report the cause.
            let overflowed = tableau.overflowProbe.isNaN
            if tableau.journal.active { tableau.rollback() }
            throw overflowed ? .numericOverflow : error
        }
    }
}
