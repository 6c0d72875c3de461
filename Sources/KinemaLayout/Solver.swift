/// An incremental Cassowary constraint solver (the dual-simplex design of kiwi).
///
/// Required constraints are hard; every other constraint contributes its violation, weighted by
/// its ``Strength``, to an objective that the solver keeps minimal. Edit variables are soft
/// equalities `variable == suggested value` whose value moves through ``suggestValue(_:_:)``;
/// ``updateConstant(of:to:)`` moves the constant of any constraint the same incremental way.
/// Values reach the variables only through ``updateVariables()``.
///
/// **Required equalities between two variables are kept out of the tableau.** A required
/// equality that, once the variables already tied together are replaced by their class
/// representative, reads `x = y + c` or `x = c` (unit coefficients) joins two classes in a forest
/// whose edges carry the offsets `c`, instead of becoming a tableau row. Cassowary gives each
/// required equality a marker symbol that every row substituting the equality must carry, so a
/// chain of `n` such equalities (a row of views, each one's leading edge at the previous one's
/// trailing edge) fills the tableau with `n²/2` marker cells; in the forest the chain costs `n`
/// edges, and changing one of its constants shifts the offsets below that edge. A class is only
/// ever attached to another when no tableau row mentions it (or to the constant class), so rows
/// never need rewriting when classes merge; a removal cuts the edge and inserts again the few
/// constraints that relied on it (those touching the cut-off subtree and added after the edge:
/// each record carries the sequence number of its insertion). Everything else, and every
/// equality whose classes both have rows already, goes to the tableau unchanged.
///
/// Optional constraints over one variable class that say the same (same coefficient, relation
/// and constant) share one tableau row weighted by the sum of their strengths: the objective is
/// the same, and the size preferences of N views tied to one width cost one row, not N rows that
/// pivot through each other.
///
/// The tableau follows kiwi's algorithm step for step (kiwi's arithmetic and 1e-8 near-zero rule)
/// with four deliberate differences that keep the optimum's value: a new row is solved for the
/// external variable held by the fewest rows (kiwi takes the oldest, which makes chains
/// quadratic); the dual simplex repairs the infeasible row with the lowest id first (Bland's
/// rule; kiwi takes the most recently queued row and can cycle); both ratio tests avoid pivot
/// elements smaller than 1e-7 when another candidate exists (such elements are truncation
/// residue; pivoting on them can corrupt the tableau, as it does kiwi's on the coupled ui-grid);
/// and removing a required equality hands its role to a redundant equality's row when there is
/// one (kiwi's ratio rule can pick another row and leave the redundant equality violated).
/// Where several points are optimal the solver may settle on a different one than kiwi; where
/// the optimum is unique (ui-grid's is) it is kiwi's. A class that nothing but eliminated
/// equalities constrains takes its representative at 0. Nothing depends on hashing order: the
/// same calls give bit-identical values.
///
/// Every call that throws leaves the solver exactly as it was before the call.
public final class Solver {
    // A solver is used from one isolation domain at a time (it is not Sendable), so the runtime
    // exclusivity checks on these hot properties only cost time.
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var forest = Elimination()
    /// Edit variable -> the record slot of its edit constraint.
    @exclusivity(unchecked) var edits: [ObjectIdentifier: Int32] = [:]
    /// Tableau rows removed since the last renumbering of symbol ids.
    var removalsSinceRenumbering = 0
    /// Constant moves that took their record out and in again because expanded records relied on
    /// the old constant (a measure for tests: the differential sessions must reach that path).
    var constantMovesByReinsertion = 0
    /// How many calls rebuilt the objective and ran again (see ``transaction(_:)``), for tests.
    var objectiveRebuilds = 0
    /// How many times the tableau's rows were rewritten from the constraints (see
    /// ``refreshRows()``), for tests.
    var rowRefreshes = 0
    /// Cells written by constant moves through reinsertion since the rows were last rewritten
    /// (see ``moveConstant(_:to:)``).
    var cellsWrittenByMoves = 0
    /// Whether required equalities may go to the forest (false only in tests, to compare with
    /// kiwi's plain algorithm).
    let eliminatesEqualities: Bool
    /// Scratch buffers, reused to avoid allocation.
    @exclusivity(unchecked) var cellScratch = ScratchBuffer<Cell>(capacity: 16)
    @exclusivity(unchecked) var rootScratch = ScratchBuffer<(node: Int32, coefficient: Double)>(capacity: 16)
    /// Set by `reduce`: whether a term's variable shares its class with others (or lies in a
    /// defined class).
    var reducedWithinClasses = false
    /// Whether `rootScratch` entries are found through `Elimination.scratchPosition`.
    var scratchIndexed = false
    @exclusivity(unchecked) var definitionScratch: [NodeTerm] = []

    #if KINEMA_INTERNAL_CHECKS
        /// Public operations so far (see ``checkInvariantsAfterOperation()``).
        var checkedOperations = 0
    #endif

    /// Creates an empty solver.
    public init() { eliminatesEqualities = true }

    /// A solver that sends every constraint to the tableau when `eliminatingEqualities` is false
    /// (kiwi's plain algorithm, slower on long chains of equalities), for differential tests and
    /// the solver's fuzz target; `true` is ``init()``.
    public init(eliminatingEqualities: Bool) { eliminatesEqualities = eliminatingEqualities }

    // MARK: Constraints

    /// Adds a constraint and re-optimizes.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already present,
    ///   ``SolverError/nonFiniteConstraint(_:)`` for a NaN or infinite coefficient or constant,
    ///   ``SolverError/unsatisfiable(_:)`` if it is required and conflicts with the required
    ///   constraints present.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        #if KINEMA_INTERNAL_CHECKS
            defer { checkInvariantsAfterOperation() }
        #endif
        try addConstraint(constraint, isEdit: false)
    }

    private func addConstraint(_ constraint: Constraint, isEdit: Bool) throws(SolverError) {
        if forest.slot(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        if !constraint.isFinite { throw .nonFiniteConstraint(constraint) }
        if tableau.symbolCount > Int(Int32.max) - constraint.terms.count - 8
            || forest.nodes.count > Int(Int32.max) - constraint.terms.count - 8
        {
            throw .internalFailure("too many symbols")
        }
        let slot = try transaction { () throws(SolverError) -> Int32 in
            let slot = forest.allocateRecord(constraint)
            forest.records[Int(slot)].isEdit = isEdit
            try insert(slot)
            return slot
        }
        forest.register(constraint, at: slot)
        forest.liveRecords += 1
    }

    /// Removes a constraint and re-optimizes; the other constraints keep their optimum.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not present.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let slot = forest.slot(of: constraint) else { throw .unknownConstraint(constraint) }
        #if KINEMA_INTERNAL_CHECKS
            defer { checkInvariantsAfterOperation() }
        #endif
        try transaction { () throws(SolverError) in
            try withdraw(slot)
            forest.freeRecord(slot)
        }
        forest.unregister(constraint)
        forest.liveRecords -= 1
        if removalsSinceRenumbering >= 1024 && 2 * removalsSinceRenumbering >= forest.liveRecords {
            renumberSymbols()
        }
    }

    /// Whether the constraint has been added (and not removed).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        forest.slot(of: constraint) != nil
    }

    /// Changes the constant of an added constraint incrementally (no rebuild): the constraint
    /// `Σ terms OP old` becomes `Σ terms OP newConstant` (see ``Constraint/constant``; the
    /// normalized expression's constant becomes `-newConstant`), and the solution moves by dual
    /// simplex pivots exactly as for ``suggestValue(_:_:)`` (for an eliminated equality, by
    /// shifting the offsets that depend on it). Works for equalities and inequalities, required
    /// or not. The result equals removing the constraint and adding one with the new constant, up
    /// to the choice among equally good solutions.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not present,
    ///   ``SolverError/nonFiniteConstant(_:)`` for NaN or infinity, ``SolverError/unsatisfiable(_:)``
    ///   if the constraint is required and the new constant conflicts with the other required
    ///   constraints (the constant stays as it was).
    public func updateConstant(of constraint: Constraint, to newConstant: Double) throws(SolverError) {
        guard let slot = forest.slot(of: constraint) else { throw .unknownConstraint(constraint) }
        if !newConstant.isFinite { throw .nonFiniteConstant(constraint) }
        #if KINEMA_INTERNAL_CHECKS
            defer { checkInvariantsAfterOperation() }
        #endif
        try moveConstant(slot, to: newConstant)
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
        try addConstraint(constraint, isEdit: true)
        edits[key] = forest.slot(of: constraint)
    }

    /// Removes an edit variable (and its edit constraint).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let slot = edits[key], let constraint = forest.records[Int(slot)].constraint else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(constraint)
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
        guard let slot = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        if !value.isFinite { throw .nonFiniteSuggestion(variable) }
        #if KINEMA_INTERNAL_CHECKS
            defer { checkInvariantsAfterOperation() }
        #endif
        try moveConstant(slot, to: value)
    }

    // MARK: Results

    /// Writes the current solution into every variable the solver knows (kiwi's
    /// `updateVariables`): a variable whose class has tableau rows gets its representative's
    /// value plus its offset; a basic representative has its row's constant, a parametric one 0.
    public func updateVariables() {
        if !forest.planIsValid { forest.rebuildValuePlan() }
        if forest.definitionCount > 0 {
            updateVariablesThroughDefinitions()
            return
        }
        let variables = forest.variables, symbols = forest.planSymbols, offsets = forest.planOffsets
        // The tableau's storage read through locals: a store into a variable (a class) could
        // otherwise alias it, and the loop would reload the solver's fields for every variable.
        let info = tableau.symbols, headers = tableau.rows
        variables.withUnsafeBufferPointer { variables in
            symbols.withUnsafeBufferPointer { symbols in
                offsets.withUnsafeBufferPointer { offsets in
                    var i = 1
                    while i <= variables.count {
                        let symbol = symbols[i]
                        var base = 0.0
                        if symbol >= 0 {
                            let slot = info[Int(symbol)].rowOf
                            if slot >= 0 { base = headers[Int(slot)].constant }
                        }
                        variables[i - 1].value = base + offsets[i]
                        i += 1
                    }
                }
            }
        }
    }

    /// ``updateVariables()`` when definitions exist: the base roots' values first, then each
    /// defined root's in the plan's order (every node a definition names is computed before it),
    /// then every variable from its root.
    @inline(never)
    private func updateVariablesThroughDefinitions() {
        let count = forest.nodes.count
        var rootValues = [Double](repeating: 0, count: count)
        for i in 1..<count where forest.planRoots[i] == Int32(truncatingIfNeeded: i) {
            let symbol = forest.planSymbols[i]
            if symbol >= 0 { rootValues[i] = tableau.value(of: symbol) }
        }
        for definition in forest.planDefinitions {
            var value = definition.constant
            let start = Int(definition.start)
            for k in start..<start + Int(definition.count) {
                let term = forest.planTerms[k]
                let node = Int(term.node)
                value += term.coefficient * (rootValues[Int(forest.planRoots[node])] + forest.planOffsets[node])
            }
            rootValues[Int(definition.root)] = value
        }
        for i in 1..<count {
            forest.variables[i - 1].value = rootValues[Int(forest.planRoots[i])] + forest.planOffsets[i]
        }
    }

    /// Removes every constraint, edit variable and symbol, as if the solver were new. Variables
    /// keep their last values.
    public func reset() {
        tableau = Tableau()
        forest = Elimination()
        edits = [:]
        removalsSinceRenumbering = 0
        cellsWrittenByMoves = 0
    }

    // MARK: Internals

    /// Pivots made so far (a work measure for tests).
    var pivotCount: UInt64 { tableau.pivotCount }

    /// Cells in the tableau's live rows (a memory measure for tests).
    var tableauCellCount: Int { tableau.liveCells }

    /// Gives the live symbols dense ids again (same order, so results are unchanged); frees the
    /// records of symbols left behind by removed constraints.
    func renumberSymbols() {
        var pinned: [Int32] = []
        for row in forest.rows where row.members > 0 {
            pinned.append(row.tag.marker)
            pinned.append(row.tag.other)
        }
        for symbol in forest.symbols where symbol >= 0 { pinned.append(symbol) }
        let map = tableau.renumberSymbols(pinned: pinned)
        for i in forest.rows.indices where forest.rows[i].members > 0 {
            forest.rows[i].tag.marker = map[Int(forest.rows[i].tag.marker)]
            let other = forest.rows[i].tag.other
            if other >= 0 { forest.rows[i].tag.other = map[Int(other)] }
        }
        for i in forest.symbols.indices where forest.symbols[i] >= 0 {
            forest.symbols[i] = map[Int(forest.symbols[i])]
        }
        forest.planIsValid = false
        removalsSinceRenumbering = 0
    }

    /// Runs `body` as a transaction: on any error the tableau and the forest are rolled back.
    ///
    /// One error is retried once: an unbounded objective. The objective is a weighted sum of
    /// errors, which are never negative, so it cannot be unbounded; a negative cost on a direction
    /// that no row bounds is rounding that the incremental updates of the objective have
    /// accumulated (each insertion, removal and pivot adds multiples of rows to it). Below a
    /// small residue the simplex drops it (``Tableau/isObjectiveResidue(_:)``); beyond it, the
    /// objective is rebuilt from the weights and the current rows (``rebuildObjective()``), which
    /// leaves only the rounding of one sum, and the call runs again from the rolled-back state.
    /// The rebuild belongs to the second try: if that fails too, its error is reported and the
    /// rollback restores the objective as it was, so the failed call changes nothing. (With
    /// coefficients near 1e300 the rebuilt objective can differ from the old one by far more
    /// than rounding, and leaving it behind broke the optimality of the state the call left.)
    func transaction<T>(_ body: () throws(SolverError) -> T) throws(SolverError) -> T {
        do throws(SolverError) {
            return try attempt(body)
        } catch .internalFailure(let reason) where reason == Tableau.unboundedObjective {
            let result = try attempt { () throws(SolverError) -> T in
                rebuildObjective()
                return try body()
            }
            objectiveRebuilds += 1
            return result
        }
    }

    /// One try of ``transaction(_:)``.
    private func attempt<T>(_ body: () throws(SolverError) -> T) throws(SolverError) -> T {
        tableau.begin()
        forest.begin()
        do throws(SolverError) {
            let result = try body()
            try tableau.commit()
            forest.commit()
            return result
        } catch {
            // A non-finite value derails the simplex before commit() can see it: report the cause.
            let overflowed = tableau.overflowProbe.isNaN
            if tableau.journal.active { tableau.rollback() }
            if forest.journal.active { forest.rollback() }
            throw overflowed ? .numericOverflow : error
        }
    }

    /// Recomputes the objective from scratch: the sum, over every live tableau row, of its
    /// weight (the summed strength of the optional constraints or the edit it stands for) times
    /// each of its error symbols, a basic one through its row. The rows must be settled ones (at
    /// the start of a transaction, or just rewritten from the constraints); inside a transaction
    /// the change is journaled like any other. The objective is the same function of the
    /// symbols, without the rounding that incremental updates left in it.
    func rebuildObjective() {
        tableau.clearObjective()
        // A row's weight goes in as a join adds a member's: through its error markers only.
        for row in forest.rows where row.members > 0 { tableau.addStrength(row.tag, row.strength) }
    }
}
