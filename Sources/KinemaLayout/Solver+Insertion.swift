// Where a constraint goes: the forest (a required equality held as a tree edge or a definition),
// nowhere (an equality the forest already implies) or the tableau (everything else, written over
// base roots).

extension Solver {
    /// Inserts a record (new, or taken out by a repair) with the next sequence number.
    func insert(_ slot: Int32) throws(SolverError) {
        forest.saveRecord(slot)
        forest.seq += 1
        forest.records[Int(slot)].seq = forest.seq
        forest.records[Int(slot)].expanded = false
        forest.records[Int(slot)].definitionCount = 0
        forest.records[Int(slot)].rootCount = 0
        if forest.records[Int(slot)].constraint == nil { throw .internalFailure("inserting an empty record") }
        let strength = forest.records[Int(slot)].strength, relation = forest.records[Int(slot)].relation
        var constant = reduce(slot)
        guard constant.isFinite else { throw .numericOverflow }
        dropCancelledRoots()
        if eliminatesEqualities && strength.isRequired && relation == .equal {
            if try eliminate(slot, constant: &constant) {
                forest.registerOccurrences(slot)
                return
            }
        }
        constant = expandDefinedRoots(constant)
        guard constant.isFinite else { throw .numericOverflow }
        try insertRow(slot, constant: constant, relation: relation, strength: strength)
        forest.records[Int(slot)].kind = .tableau
        forest.records[Int(slot)].encoded = constant
        forest.records[Int(slot)].rootStart = Int32(truncatingIfNeeded: forest.roots.count)
        forest.records[Int(slot)].rootCount = Int32(truncatingIfNeeded: rootScratch.count)
        forest.appendRoots(rootScratch, record: slot)
        // A row over variables that are each alone in a base class needs no occurrence entries
        // (see `registerOccurrences`).
        if reducedWithinClasses { forest.registerOccurrences(slot) }
    }

    /// Puts the reduced row (`rootScratch`, `constant`) in the tableau, or adds the constraint's
    /// strength to an optional row that already says the same (see ``SharedRow``).
    private func insertRow(_ slot: Int32, constant: Double, relation: Relation, strength: Strength)
        throws(SolverError)
    {
        var shareRoot: Int32 = -1
        if eliminatesEqualities && rootScratch.count == 1 && !strength.isRequired
            && !forest.records[Int(slot)].isEdit
        {
            shareRoot = rootScratch[0].node
            if let row = forest.sharedRow(
                root: shareRoot, relation: relation,
                coefficient: rootScratch[0].coefficient, constant: constant)
            {
                try join(row, slot, strength: strength.value)
                return
            }
        }
        cellScratch.removeAll()
        for k in 0..<rootScratch.count {
            let (root, coefficient) = rootScratch[k]
            guard coefficient.isFinite else { throw .numericOverflow }
            if forest.symbols[Int(root)] < 0 { forest.setSymbol(root, tableau.makeSymbol(.external)) }
            cellScratch.append(Cell(symbol: forest.symbols[Int(root)], coefficient: coefficient))
        }
        guard let tag = try tableau.add(cellScratch, constant: constant, relation: relation, strength: strength) else {
            throw unsatisfiable(slot)
        }
        forest.records[Int(slot)].row = forest.allocateRow(
            tag: tag, strength: strength.value, root: shareRoot, relation: relation,
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

    /// Holds a required equality in the forest when it can (see ``place(_:constant:expanded:)``),
    /// first over the roots of its terms, then, if a defined root stands in the way, over base
    /// roots with the definitions expanded (`constant` and `rootScratch` are then the expanded
    /// row, ready for the tableau). Returns false to send it to the tableau. An equality whose
    /// classes all cancel is redundant (or conflicting: unsatisfiable).
    @inline(never)
    private func eliminate(_ slot: Int32, constant: inout Double) throws(SolverError) -> Bool {
        if rootScratch.isEmpty { return try holdRedundant(slot, constant: constant) }
        if try place(slot, constant: constant, expanded: false) { return true }
        guard hasDefinedRoot() else { return false }
        constant = expandDefinedRoots(constant)
        guard constant.isFinite else { throw .numericOverflow }
        forest.records[Int(slot)].expanded = true
        if rootScratch.isEmpty { return try holdRedundant(slot, constant: constant) }
        if try place(slot, constant: constant, expanded: true) { return true }
        forest.records[Int(slot)].expanded = false
        return false
    }

    /// The error for a record whose constraint conflicts with the required constraints present.
    private func unsatisfiable(_ slot: Int32) -> SolverError {
        guard let constraint = forest.records[Int(slot)].constraint else {
            return .internalFailure("an empty record conflicts")
        }
        return .unsatisfiable(constraint)
    }

    /// An equality whose classes all cancelled: implied by the forest, or in conflict with it.
    private func holdRedundant(_ slot: Int32, constant: Double) throws(SolverError) -> Bool {
        if !nearZero(constant) { throw unsatisfiable(slot) }
        forest.records[Int(slot)].kind = .redundant
        return true
    }

    /// Places a required equality reduced to `rootScratch` and `constant` in the forest, if one of
    /// its roots is a free base root (no tableau row mentions it, no definition determines it):
    ///
    /// - `a·r + constant = 0` attaches `r` under the constant class;
    /// - `±(r - s) + constant = 0` attaches one class under the other (a free one; two free: the
    ///   smaller under the larger), unless that would make a class depend on itself;
    /// - otherwise the first free base root in term order is *defined* by the equation, provided no
    ///   definition names its class or every other root is a base root (either way nothing it
    ///   depends on can depend on it). Terms come in the order their anchors were written, so
    ///   `leading == previous.trailing` defines the new view's position, not the previous view's
    ///   width: sizes, which optional constraints talk about, stay base roots.
    ///
    /// Returns false when no root qualifies.
    private func place(_ slot: Int32, constant: Double, expanded: Bool) throws(SolverError) -> Bool {
        switch rootScratch.count {
        case 1:
            let (root, coefficient) = rootScratch[0]
            if forest.isFreeBase(root) {
                // coefficient · root + constant = 0 (kiwi's solveFor: multiply by -1 / coefficient).
                let offset = constant * (-1.0 / coefficient)
                guard offset.isFinite else { throw .numericOverflow }
                link(slot, child: root, under: 0, offset: offset)
                return true
            }
        case 2:
            let (first, a) = rootScratch[0]
            let (second, b) = rootScratch[1]
            if abs(a) == 1 && b == -a {
                // A class may go under a defined one only if no definition names it.
                let firstFits =
                    forest.isFreeBase(first)
                    && (forest.nodes[Int(second)].definition < 0 || forest.nodes[Int(first)].classReferences == 0)
                let secondFits =
                    forest.isFreeBase(second)
                    && (forest.nodes[Int(first)].definition < 0 || forest.nodes[Int(second)].classReferences == 0)
                if firstFits || secondFits {
                    let firstBelow =
                        firstFits
                        && (!secondFits || forest.nodes[Int(first)].size <= forest.nodes[Int(second)].size)
                    let (child, parent, coefficient) = firstBelow ? (first, second, a) : (second, first, b)
                    // coefficient · (child - parent) + constant = 0.
                    let offset = constant * (-1.0 / coefficient)
                    guard offset.isFinite else { throw .numericOverflow }
                    link(slot, child: child, under: parent, offset: offset)
                    return true
                }
            }
        default:
            break
        }
        var allBase = true
        for entry in rootScratch where forest.nodes[Int(entry.node)].definition >= 0 { allBase = false }
        for entry in rootScratch where forest.isFreeBase(entry.node) {
            if allBase || forest.nodes[Int(entry.node)].classReferences == 0 {
                try define(
                    slot, root: entry.node, coefficient: entry.coefficient, constant: constant,
                    expanded: expanded)
                return true
            }
        }
        return try placeByPulling(slot, constant: constant)
    }

    /// The most tableau records a tree edge takes out of the way (see ``placeByPulling``).
    private var pullLimit: Int32 { 8 }

    /// `a·r + constant = 0` or `±(r - s) + constant = 0` over base roots that tableau rows
    /// mention: if one side has few rows, takes them out, attaches that side as a free class,
    /// and inserts them again (after the equality, which they may now rely on), so that equal
    /// sizes tied after each has its own preferences (a grid's equal widths) still make one class
    /// with shared rows, instead of a chain of equalities in the tableau. The side with fewer rows
    /// goes (the smaller class on a tie).
    private func placeByPulling(_ slot: Int32, constant: Double) throws(SolverError) -> Bool {
        var child: Int32 = -1, parent: Int32 = 0, coefficient = 0.0
        switch rootScratch.count {
        case 1:
            (child, coefficient) = rootScratch[0]
            if forest.nodes[Int(child)].definition >= 0 || forest.rowCounts[Int(child)] > pullLimit { return false }
        case 2:
            let (first, a) = rootScratch[0]
            let (second, b) = rootScratch[1]
            guard abs(a) == 1, b == -a else { return false }
            func fits(_ c: Int32, under p: Int32) -> Bool {
                forest.nodes[Int(c)].definition < 0 && forest.rowCounts[Int(c)] <= pullLimit
                    && (forest.nodes[Int(p)].definition < 0 || forest.nodes[Int(c)].classReferences == 0)
            }
            let firstFits = fits(first, under: second), secondFits = fits(second, under: first)
            guard firstFits || secondFits else { return false }
            let rows1 = forest.rowCounts[Int(first)], rows2 = forest.rowCounts[Int(second)]
            let firstBelow =
                firstFits
                && (!secondFits || rows1 < rows2
                    || (rows1 == rows2 && forest.nodes[Int(first)].size <= forest.nodes[Int(second)].size))
            (child, parent, coefficient) = firstBelow ? (first, second, a) : (second, first, b)
        default:
            return false
        }
        guard let pulled = try pullRows(of: child) else { return false }
        let offset = constant * (-1.0 / coefficient)
        guard offset.isFinite else { throw .numericOverflow }
        link(slot, child: child, under: parent, offset: offset)
        // A conflict found now is the new equality's: the others held together before it came.
        guard let constraint = forest.records[Int(slot)].constraint else { return true }
        for q in pulled { try blaming(constraint) { () throws(SolverError) in try insert(q) } }
        return true
    }

    /// Takes out of the tableau the records that give `root` its rows and returns them in order
    /// of insertion (marked pending), or returns nil and changes nothing if they cannot all be
    /// found through the root's list.
    private func pullRows(of root: Int32) throws(SolverError) -> [Int32]? {
        var found: [Int32] = []
        var entry = forest.rootHeads[Int(root)]
        while entry >= 0 {
            let link = forest.roots[Int(entry)]
            let q = link.record
            let start = forest.records[Int(q)].rootStart
            if forest.records[Int(q)].kind == .tableau && entry >= start
                && entry < start + forest.records[Int(q)].rootCount && !found.contains(q)
            {
                found.append(q)
            }
            entry = link.next
        }
        guard found.count == Int(forest.rowCounts[Int(root)]) else { return nil }
        found.sort { forest.records[Int($0)].seq < forest.records[Int($1)].seq }
        for q in found {
            try removeFromTableau(q)
            forest.saveRecord(q)
            forest.records[Int(q)].kind = .pending
        }
        return found
    }

    private func link(_ slot: Int32, child: Int32, under parent: Int32, offset: Double) {
        forest.attach(child, under: parent, offset: offset, record: slot)
        forest.records[Int(slot)].kind = .eliminated
        forest.records[Int(slot)].child = child
    }

    /// Makes the record the definition of `root`: `coefficient · root + Σ others + constant = 0`
    /// solved for `root`. An expanded definition stores its terms (the other base roots of
    /// `rootScratch`); an unexpanded one is evaluated from the constraint itself. Throws
    /// `.numericOverflow` when the values it could take are not bounded by a finite number: the
    /// bound grows by the product of the coefficients along a chain of definitions, as the
    /// coefficients of kiwi's rows would (a chain of large multipliers).
    private func define(_ slot: Int32, root: Int32, coefficient: Double, constant: Double, expanded: Bool)
        throws(SolverError)
    {
        let s = Int(slot)
        forest.records[s].kind = .defined
        forest.records[s].child = root
        forest.records[s].expanded = expanded
        if expanded {
            let scale = -1.0 / coefficient
            forest.records[s].definitionStart = Int32(truncatingIfNeeded: forest.definitionTerms.count)
            for (node, c) in rootScratch where node != root {
                forest.definitionTerms.append(NodeTerm(node: node, coefficient: c * scale))
            }
            forest.records[s].definitionCount = Int32(truncatingIfNeeded: rootScratch.count - 1)
            forest.records[s].encoded = constant * scale
        }
        forest.saveNode(root)
        forest.nodes[Int(root)].definition = slot
        forest.definitionCount += 1
        definitionScratch.removeAll(keepingCapacity: true)
        let definitionConstant = forest.definitionForm(of: slot, into: &definitionScratch)
        var bound = abs(definitionConstant)
        for term in definitionScratch {
            forest.addReference(term.node, 1)
            bound += abs(term.coefficient) * magnitudeBound(of: term.node)
        }
        guard bound.isFinite else { throw .numericOverflow }
        forest.records[s].bound = bound
    }

    /// A bound on `|value(node)|` in units of the base roots' values: a base root counts 1, a
    /// defined one its definition's bound, plus the offset on the way up.
    private func magnitudeBound(of node: Int32) -> Double {
        let (root, offset) = forest.find(node)
        let definition = forest.nodes[Int(root)].definition
        return (definition >= 0 ? forest.records[Int(definition)].bound : 1) + abs(offset)
    }

    /// Takes a definition back: its root becomes a base root again and the nodes it named lose a
    /// reference.
    func undefine(_ slot: Int32) {
        definitionScratch.removeAll(keepingCapacity: true)
        _ = forest.definitionForm(of: slot, into: &definitionScratch)
        for term in definitionScratch { forest.addReference(term.node, -1) }
        let root = forest.records[Int(slot)].child
        forest.saveNode(root)
        forest.nodes[Int(root)].definition = -1
        forest.definitionCount -= 1
    }

    /// Takes a record out of the solver (the caller frees its slot).
    func withdraw(_ slot: Int32) throws(SolverError) {
        switch forest.records[Int(slot)].kind {
        case .tableau:
            try removeFromTableau(slot)
        case .redundant:
            break
        case .eliminated, .defined:
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
            forest.addRows(forest.roots[k].node, -1)
        }
    }

    /// Moves the constant of a record: a tableau row by the edit path, an eliminated equality by
    /// shifting the offsets below its edge, a redundant one only if it stays implied. A forest
    /// record that is expanded, or that expanded records inserted after it rely on, is taken out
    /// and inserted again with the new constant instead.
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
        // Set when propagation meets an expanded record that relied on the old constant: the
        // transaction is rolled back, and the record is taken out and inserted again instead.
        var reinsert = (kind == .eliminated || kind == .defined) && forest.records[s].expanded
        if !reinsert {
            do {
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
                        if !nearZero(reduceExpanded(slot)) { throw .unsatisfiable(constraint) }
                    case .eliminated, .defined:
                        forest.records[s].constant = newConstant
                        if try !propagate(from: slot, culprit: constraint) {
                            reinsert = true
                            throw .internalFailure("propagation met an expanded record")
                        }
                    case .free, .pending:
                        throw .internalFailure("moving the constant of a record that is not in the solver")
                    }
                }
            } catch {
                // Rolled back; unless propagation asked for it, the error is the call's.
                if !reinsert { throw error }
            }
        }
        if reinsert {
            constantMovesByReinsertion += 1
            // Its numbers, or those of records after it, came through other records: taking it
            // out puts back only constraints that held before, so only its return can conflict.
            // The records go out and in again around every move, and the pivots of each round
            // add their rounding to the rows that stay (in a session the fuzz target found,
            // tenfold a move). So the rows are rewritten from their constraints once the cells
            // these moves wrote add up to eight times the live ones: after every move in a small
            // tableau, where the rounding compounds fastest, and rarely enough in a large one
            // that the rewrite, dearer per cell than a pivot, stays a fraction of the moves' work.
            var written = 0, refreshed = false
            try transaction { () throws(SolverError) in
                try blaming(constraint) { () throws(SolverError) in
                    try withdraw(slot)
                    forest.records[s].constant = newConstant
                    try insert(slot)
                }
                written = tableau.top - tableau.journal.top
                if (cellsWrittenByMoves + written) >= 8 * tableau.liveCells { refreshed = try refreshRows() }
            }
            cellsWrittenByMoves = refreshed ? 0 : cellsWrittenByMoves + written
        }
        constraint.constant = newConstant
    }
}
