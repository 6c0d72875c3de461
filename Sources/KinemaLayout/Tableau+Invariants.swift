// The invariants the tableau's unchecked loops rely on, checked in checked builds
// (`KINEMA_INTERNAL_CHECKS`) after every public solver operation.

extension Tableau {
    /// The invariants that do not hold, one sentence each (empty when the tableau is sound).
    /// `settled`: the call has finished solving, so every restricted row is feasible and the
    /// objective cannot improve.
    ///
    /// - Rows: every live row's cells lie below the arena top, are sorted by strictly increasing
    ///   symbol, are finite and nonzero, never name the row's basic symbol and name parametric
    ///   symbols only; the live cells add up to `liveCells`; a basic symbol's `rowOf` names its
    ///   row and every `rowOf` names a row whose basic symbol it is.
    /// - Columns: each symbol's list (if it has room) lies inside the pool below its top and within
    ///   its room, holds
    ///   every live row that names the symbol, and `columnLive` counts those rows exactly.
    /// - Objective: finite, and zero on basic symbols (it is written over parametric symbols);
    ///   every negative coefficient is queued.
    /// - Settled: restricted rows have constants at least -1e-8 (the drop threshold), or, in a
    ///   tableau that computed with values past about 1e4, at least -2^-40 times the largest of
    ///   them (a few thousand ulps: near 1e16 a pivot rounds by whole units). The largest is its
    ///   largest row constant, and in checked builds the largest magnitude a row operation met
    ///   since the tableau was made (values that cancelled may have been far larger); no
    ///   parametric symbol other than a marker of a required equality has an objective coefficient
    ///   below -1e-6 (smaller ones are rounding residue).
    func invariantViolations(settled: Bool) -> [String] {
        var violations: [String] = []
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition && violations.count < 20 { violations.append(message()) }
        }
        var live = [Int32](repeating: 0, count: symbolCount)
        var listed = Set<Int64>()
        for s in 0..<symbolCount
        where symbols[s].columnCount > 0 && symbols[s].columnStart >= 0
            && symbols[s].columnStart + Int(symbols[s].columnCount) <= columnTop
        {
            for e in 0..<Int(symbols[s].columnCount) {
                listed.insert(Int64(s) << 32 | Int64(columnPool[symbols[s].columnStart + e]))
            }
        }
        // Rounding grows with the values a row operation computed with: the largest constant
        // now, and in checked builds the largest magnitude any row operation met (values that
        // cancelled may have been far larger than what is left).
        var scale = 0.0
        for slot in 0..<rowCount where rows[slot].basic != RowHeader.freeSlot {
            scale = Swift.max(scale, rows[slot].constant.magnitude)
        }
        #if KINEMA_INTERNAL_CHECKS
            scale = Swift.max(scale, largestMagnitudeSeen)
        #endif
        let feasibilityTolerance = Swift.max(1.0e-8, scale * 0x1p-40)
        var cellTotal = 0
        for slot in 0..<rowCount {
            let header = rows[slot]
            if header.basic == RowHeader.freeSlot {
                require(header.count == 0, "free slot \(slot) holds cells")
                continue
            }
            // An empty row may keep a stale start (compaction moves only rows with cells).
            let inside = header.count == 0 || (header.start >= 0 && header.start + Int(header.count) <= top)
            require(header.count >= 0 && inside, "row \(slot) lies outside the arena")
            guard header.count >= 0 && inside else { continue }
            cellTotal += Int(header.count)
            if header.basic >= 0 {
                require(Int(header.basic) < symbolCount, "row \(slot) has an unknown basic symbol")
                if Int(header.basic) < symbolCount {
                    require(
                        symbols[Int(header.basic)].rowOf == Int32(truncatingIfNeeded: slot),
                        "row \(slot)'s basic symbol \(header.basic) points at row \(symbols[Int(header.basic)].rowOf)")
                    if settled && symbols[Int(header.basic)].kind != .external {
                        require(
                            header.constant >= -feasibilityTolerance,
                            "restricted row \(slot) is infeasible (\(header.constant), values up to \(scale))")
                    }
                }
            }
            require(header.constant.isFinite, "row \(slot) has a constant that is not finite")
            var previous: Int32 = -1
            for k in header.start..<header.start + Int(header.count) {
                let cell = cells[k]
                require(cell.symbol > previous, "row \(slot) is not sorted by symbol")
                previous = cell.symbol
                guard cell.symbol >= 0 && Int(cell.symbol) < symbolCount else {
                    violations.append("row \(slot) names unknown symbol \(cell.symbol)")
                    continue
                }
                require(
                    cell.coefficient.isFinite && cell.coefficient != 0,
                    "row \(slot) holds coefficient \(cell.coefficient) for symbol \(cell.symbol)")
                require(cell.symbol != header.basic, "row \(slot) names its own basic symbol")
                require(symbols[Int(cell.symbol)].rowOf < 0, "row \(slot) names basic symbol \(cell.symbol)")
                live[Int(cell.symbol)] += 1
                require(
                    listed.contains(Int64(cell.symbol) << 32 | Int64(slot)),
                    "symbol \(cell.symbol)'s column list misses row \(slot)")
            }
        }
        require(cellTotal == liveCells, "liveCells is \(liveCells), the rows hold \(cellTotal)")
        for s in 0..<symbolCount {
            let info = symbols[s]
            // A list without room may keep a stale start (it relocates before its first entry).
            require(
                info.columnCount >= 0 && info.columnCount <= info.columnCapacity
                    && (info.columnCapacity == 0
                        || (info.columnStart >= 0 && info.columnStart + Int(info.columnCapacity) <= columnTop)),
                "symbol \(s)'s column list lies outside its room")
            require(info.columnLive == live[s], "symbol \(s) counts \(info.columnLive) rows, \(live[s]) hold it")
            if info.rowOf >= 0 {
                require(
                    Int(info.rowOf) < rowCount && rows[Int(info.rowOf)].basic == Int32(truncatingIfNeeded: s),
                    "symbol \(s) points at row \(info.rowOf), which is not its row")
                require(info.objective == 0, "basic symbol \(s) has objective coefficient \(info.objective)")
            }
            require(info.objective.isFinite, "symbol \(s) has an objective coefficient that is not finite")
            if info.objective < 0 && info.kind != .dummy && info.rowOf < 0 {
                require(info.queued & 1 != 0, "symbol \(s) has a negative objective coefficient and is not queued")
                if settled && info.objective < -1.0e-6 {
                    violations.append("parametric symbol \(s) can still improve the objective (\(info.objective))")
                }
            }
        }
        return violations
    }

    /// Stops the program with a message listing every broken invariant (`fatalError`, whose message
    /// optimised builds such as the fuzz targets keep, where a precondition's is dropped; see
    /// ``invariantViolations(settled:)``).
    func checkInvariants(settled: Bool) {
        let violations = invariantViolations(settled: settled)
        if !violations.isEmpty { fatalError("Tableau invariants broken: " + violations.joined(separator: "; ")) }
    }
}
