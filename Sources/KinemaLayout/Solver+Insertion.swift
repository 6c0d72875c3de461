// Where a constraint goes: the forest (an eliminated required equality), nowhere (an equality the
// forest already implies) or the tableau (everything else, written over class representatives).

extension Solver {
    /// Rewrites a record's constraint over class representatives: fills `rootScratch` with each
    /// root and the summed coefficient of the terms in its class (in order of first appearance;
    /// the constant class drops out) and returns the row constant; `reducedWithinClasses` says
    /// whether some term's variable shares its class with another variable. The constant is
    /// `-constant + Σ coefficient × offset(term)`, accumulated in term order as kiwi accumulates
    /// the constants of substituted rows.
    func reduce(_ slot: Int32) -> Double {
        if !rootScratch.isEmpty { rootScratch.removeAll(keepingCapacity: true) }
        reducedWithinClasses = false
        guard let constraint = forest.records[Int(slot)].constraint else { return 0 }
        var constant = -forest.records[Int(slot)].constant
        let start = Int(forest.records[Int(slot)].termStart)
        let terms = constraint.terms
        for k in 0..<terms.count {
            let node = forest.termNodes[start + k]
            if node < 0 { continue }
            let coefficient = terms[k].coefficient
            let (root, offset) = forest.find(node)
            if root != node || forest.nodes[Int(node)].firstChild >= 0 { reducedWithinClasses = true }
            constant += offset * coefficient
            if root == 0 { continue }
            var index = 0
            while index < rootScratch.count && rootScratch[index].node != root { index += 1 }
            if index < rootScratch.count {
                rootScratch[index].coefficient += coefficient
            } else {
                rootScratch.append((root, coefficient))
            }
        }
        return constant
    }

    /// Inserts a record (new, or taken out by a repair) with the next sequence number.
    func insert(_ slot: Int32) throws(SolverError) {
        forest.saveRecord(slot)
        forest.seq += 1
        forest.records[Int(slot)].seq = forest.seq
        guard let constraint = forest.records[Int(slot)].constraint else {
            throw .internalFailure("inserting an empty record")
        }
        let constant = reduce(slot)
        guard constant.isFinite else { throw .numericOverflow }
        // Drop the classes whose coefficients cancelled (kiwi drops near-zero cells).
        var kept = 0
        for index in rootScratch.indices where !nearZero(rootScratch[index].coefficient) {
            rootScratch[kept] = rootScratch[index]
            kept += 1
        }
        if kept < rootScratch.count { rootScratch.removeLast(rootScratch.count - kept) }
        if eliminatesEqualities && constraint.strength.isRequired && constraint.relation == .equal {
            if try eliminate(slot, constant: constant, constraint: constraint) {
                forest.registerOccurrences(slot)
                return
            }
        }
        try insertRow(slot, constant: constant, constraint: constraint)
        forest.records[Int(slot)].kind = .tableau
        forest.records[Int(slot)].encoded = constant
        forest.records[Int(slot)].rootStart = Int32(truncatingIfNeeded: forest.roots.count)
        forest.records[Int(slot)].rootCount = Int32(truncatingIfNeeded: rootScratch.count)
        for (root, _) in rootScratch {
            forest.roots.append(root)
            forest.addRows(root, 1)
        }
        // A row over variables that are each alone in their class needs no occurrence entries
        // (see `registerOccurrences`).
        if reducedWithinClasses { forest.registerOccurrences(slot) }
    }

    /// Puts the reduced row (`rootScratch`, `constant`) in the tableau, or adds the constraint's
    /// strength to an optional row that already says the same (see ``SharedRow``).
    private func insertRow(_ slot: Int32, constant: Double, constraint: Constraint) throws(SolverError) {
        var shareRoot: Int32 = -1
        if eliminatesEqualities && rootScratch.count == 1 && !constraint.strength.isRequired
            && !forest.records[Int(slot)].isEdit
        {
            shareRoot = rootScratch[0].node
            if let row = forest.sharedRow(root: shareRoot, relation: constraint.relation,
                                          coefficient: rootScratch[0].coefficient, constant: constant)
            {
                try join(row, slot, strength: constraint.strength.value)
                return
            }
        }
        if !cellScratch.isEmpty { cellScratch.removeAll(keepingCapacity: true) }
        for (root, coefficient) in rootScratch {
            guard coefficient.isFinite else { throw .numericOverflow }
            if forest.symbols[Int(root)] < 0 { forest.setSymbol(root, tableau.makeSymbol(.external)) }
            cellScratch.append(Cell(symbol: forest.symbols[Int(root)], coefficient: coefficient))
        }
        let tag = try tableau.add(
            cellScratch, constant: constant, relation: constraint.relation, strength: constraint.strength,
            constraint: constraint)
        forest.records[Int(slot)].row = forest.allocateRow(
            tag: tag, strength: constraint.strength.value, root: shareRoot, relation: constraint.relation,
            coefficient: shareRoot >= 0 ? rootScratch[0].coefficient : 0, constant: constant)
    }

    /// Adds a record to a shared row: the row's weight grows by its strength.
    @inline(never)
    private func join(_ row: Int32, _ slot: Int32, strength: Double) throws(SolverError) {
        forest.saveRow(row)
        forest.rows[Int(row)].members &+= 1
        forest.rows[Int(row)].strength += strength
        tableau.addStrength(forest.rows[Int(row)].tag, strength)
        try tableau.optimizeObjective()
        forest.records[Int(slot)].row = row
    }

    /// Holds a required equality in the forest when its reduction (in `rootScratch`) reads
    /// `±(r - s) + constant = 0` or `±r + constant = 0` with at least one side free of tableau
    /// rows (the constant class counts as having rows); returns false to send it to the tableau.
    /// An equality whose classes all cancel is redundant (or conflicting: unsatisfiable).
    @inline(never)
    private func eliminate(_ slot: Int32, constant: Double, constraint: Constraint) throws(SolverError) -> Bool {
        switch rootScratch.count {
        case 0:
            if !nearZero(constant) { throw .unsatisfiable(constraint) }
            forest.records[Int(slot)].kind = .redundant
            return true
        case 1:
            let (root, coefficient) = rootScratch[0]
            guard abs(coefficient) == 1, forest.rowCounts[Int(root)] == 0 else { return false }
            // coefficient · root + constant = 0 (kiwi's solveFor: multiply by -1 / coefficient).
            link(slot, child: root, under: 0, offset: constant * (-1.0 / coefficient))
            return true
        case 2:
            let (first, a) = rootScratch[0]
            let (second, b) = rootScratch[1]
            guard abs(a) == 1, b == -a else { return false }
            let firstFree = forest.rowCounts[Int(first)] == 0
            let secondFree = forest.rowCounts[Int(second)] == 0
            guard firstFree || secondFree else { return false }
            // The free side goes under the other; two free classes: the smaller under the larger.
            let firstBelow = firstFree
                && (!secondFree || forest.nodes[Int(first)].size <= forest.nodes[Int(second)].size)
            let (child, parent, coefficient) = firstBelow ? (first, second, a) : (second, first, b)
            // coefficient · (child - parent) + constant = 0.
            link(slot, child: child, under: parent, offset: constant * (-1.0 / coefficient))
            return true
        default:
            return false
        }
    }

    private func link(_ slot: Int32, child: Int32, under parent: Int32, offset: Double) {
        forest.attach(child, under: parent, offset: offset, record: slot)
        forest.records[Int(slot)].kind = .eliminated
        forest.records[Int(slot)].child = child
    }

    /// Takes a record out of the solver (the caller frees its slot).
    func withdraw(_ slot: Int32) throws(SolverError) {
        switch forest.records[Int(slot)].kind {
        case .tableau:
            try removeFromTableau(slot)
        case .redundant:
            break
        case .eliminated:
            try cutAndReinsert(slot)
        case .free, .pending:
            throw .internalFailure("withdrawing a record that is not in the solver")
        }
        forest.saveRecord(slot)
        forest.records[Int(slot)].kind = .pending
    }

    /// Takes a record out of the tableau (its row, or its share of a shared row) and releases
    /// the roots it counted.
    func removeFromTableau(_ slot: Int32) throws(SolverError) {
        guard let constraint = forest.records[Int(slot)].constraint else {
            throw .internalFailure("empty tableau record")
        }
        let row = forest.records[Int(slot)].row
        let shared = forest.rows[Int(row)]
        if shared.members > 1 {
            forest.saveRow(row)
            forest.rows[Int(row)].members &-= 1
            forest.rows[Int(row)].strength -= constraint.strength.value
            tableau.addStrength(shared.tag, -constraint.strength.value)
            try tableau.optimizeObjective()
        } else {
            try tableau.remove(shared.tag, strength: shared.strength)
            forest.freeRow(row)
            removalsSinceRenumbering += 1
        }
        forest.saveRecord(slot)
        forest.records[Int(slot)].row = -1
        let start = Int(forest.records[Int(slot)].rootStart)
        for k in start..<start + Int(forest.records[Int(slot)].rootCount) {
            let root = forest.roots[k]
            forest.addRows(root, -1)
        }
    }

    /// Moves the constant of a record: a tableau row by the edit path, an eliminated equality by
    /// shifting the offsets below its edge, a redundant one only if it stays implied.
    func moveConstant(_ slot: Int32, to newConstant: Double) throws(SolverError) {
        let s = Int(slot)
        guard let constraint = forest.records[s].constraint else { throw .internalFailure("empty record") }
        let kind = forest.records[s].kind
        let row = forest.records[s].row
        if kind == .tableau && forest.rows[Int(row)].members == 1 {
            // The edit path proper (every suggestion comes here): only the tableau changes until
            // it succeeded, so only the tableau needs a transaction.
            let delta = -(newConstant - forest.records[s].constant)
            let tag = forest.rows[Int(row)].tag
            tableau.begin()
            do throws(SolverError) {
                tableau.shiftConstant(tag, by: delta)
                if tableau.dualOptimize() != nil {
                    if constraint.strength.isRequired { throw .unsatisfiable(constraint) }
                    throw .internalFailure("dual optimize failed")
                }
                // A no-op unless the pivot tolerance made the dual pass give up a little optimality.
                try tableau.optimizeObjective()
                try tableau.commit()
            } catch {
                let overflowed = tableau.overflowProbe.isNaN
                if tableau.journal.active { tableau.rollback() }
                throw overflowed ? .numericOverflow : error
            }
            let encoded = forest.records[s].encoded + delta
            forest.records[s].encoded = encoded
            forest.records[s].constant = newConstant
            forest.rekeyRow(row, constant: encoded)
            constraint.constant = newConstant
            return
        }
        try transaction { () throws(SolverError) in
            forest.saveRecord(slot)
            switch kind {
            case .tableau:
                // Leave the shared row, and come back with the new constant.
                try removeFromTableau(slot)
                forest.records[s].constant = newConstant
                try insert(slot)
            case .redundant:
                forest.records[s].constant = newConstant
                if !nearZero(reduce(slot)) { throw .unsatisfiable(constraint) }
            case .eliminated:
                forest.records[s].constant = newConstant
                try propagate(from: slot, culprit: constraint)
            case .free, .pending:
                throw .internalFailure("moving the constant of a record that is not in the solver")
            }
        }
        constraint.constant = newConstant
    }
}
