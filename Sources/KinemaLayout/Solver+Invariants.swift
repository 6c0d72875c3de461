// Checked builds (`KINEMA_INTERNAL_CHECKS`): the tableau's and the forest's invariants after the
// solver's public operations.

extension Solver {
    /// The broken invariants of the tableau and the forest, one sentence each (empty when both are
    /// sound). Valid between public calls: every call has then finished solving.
    func invariantViolations() -> [String] {
        tableau.invariantViolations(settled: true).map { "tableau: " + $0 }
            + forest.invariantViolations(symbolCount: tableau.symbolCount).map { "forest: " + $0 }
    }

    /// Stops the program with a message listing every broken invariant (`fatalError`, whose message
    /// optimised builds such as the fuzz targets keep, where a precondition's is dropped).
    func checkInvariants() {
        let violations = invariantViolations()
        if !violations.isEmpty { fatalError("Solver invariants broken: " + violations.joined(separator: "; ")) }
    }

    #if KINEMA_INTERNAL_CHECKS
        /// Runs ``checkInvariants()`` after a public operation (added, removed, edited or failed):
        /// after every one while the solver is small, then after every 2^k-th operation, so that a
        /// test that builds 100,000 constraints stays O(N log N) instead of O(N²).
        func checkInvariantsAfterOperation() {
            checkedOperations &+= 1
            let size = tableau.liveCells + forest.nodes.count + forest.records.count
            if size <= 4096 || checkedOperations & (checkedOperations - 1) == 0 { checkInvariants() }
        }
    #endif
}
