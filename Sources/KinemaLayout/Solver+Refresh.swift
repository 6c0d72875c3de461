// Rewriting the tableau's rows from the constraints (see ``Tableau/refresh(from:)``).

extension Solver {
    /// Rewrites every tableau row from its constraint, reduced over the forest as it is now, for
    /// the current basis; then rebuilds the objective from the rows' weights and lets the simplex
    /// settle what rounding moved. Inside a transaction. Returns false and changes nothing when
    /// the rows do not match the records (which the checked build's invariants would report).
    func refreshRows() throws(SolverError) -> Bool {
        var member = [Int32](repeating: -1, count: forest.rows.count)
        for slot in forest.records.indices where forest.records[slot].kind == .tableau {
            let row = Int(forest.records[slot].row)
            if row >= 0 && row < member.count && member[row] < 0 { member[row] = Int32(truncatingIfNeeded: slot) }
        }
        var originals: [Tableau.OriginalRow] = []
        for index in forest.rows.indices where forest.rows[index].members > 0 {
            let slot = member[index]
            guard slot >= 0 else { return false }
            // The reduction `insert` made (its constant is the record's `encoded`, below).
            _ = reduce(slot)
            dropCancelledRoots()
            _ = expandDefinedRoots(0)
            var cells: [Cell] = []
            cells.reserveCapacity(rootScratch.count + 2)
            for k in 0..<rootScratch.count {
                let symbol = forest.symbols[Int(rootScratch[k].node)]
                guard symbol >= 0, rootScratch[k].coefficient.isFinite else { return false }
                cells.append(Cell(symbol: symbol, coefficient: rootScratch[k].coefficient))
            }
            let tag = forest.rows[index].tag
            cells.append(Cell(symbol: tag.marker, coefficient: tag.markerSign))
            if tag.other >= 0 { cells.append(Cell(symbol: tag.other, coefficient: tag.otherSign)) }
            cells.sort { $0.symbol < $1.symbol }
            // The constant the tableau was given (moves since then went through it).
            originals.append(Tableau.OriginalRow(cells: cells, constant: forest.records[Int(slot)].encoded))
        }
        guard tableau.refresh(from: originals) else { return false }
        rebuildObjective()
        if tableau.dualOptimize() != nil { throw .internalFailure("a refreshed row is infeasible") }
        try tableau.optimizeObjective()
        rowRefreshes += 1
        return true
    }
}
