/// The undo log of one solver call. Every public mutating call of ``Solver`` runs as a
/// transaction: rows are saved (header only: cells are never overwritten, see ``Tableau``) the
/// first time they change, objective writes are logged, counts are remembered; a failing call is
/// rolled back so that the solver is exactly as before.
struct Journal {
    /// Whether a transaction is open.
    var active = false
    /// Generation number; a slot whose `RowHeader.mark` equals it is already saved.
    var mark: UInt32 = 1
    var rows = UndoLog<(slot: Int32, header: RowHeader)>()
    var objective = UndoLog<(symbol: Int32, value: Double)>()
    var symbolCount = 0
    var slotCount = 0
    var top = 0
    var liveCells = 0
    /// The free slots before their first change in the transaction (nil: unchanged so far).
    var freeSlots: [Int32]?
}

extension Tableau {
    /// Saves a row's header the first time it changes in the open transaction.
    @inline(__always)
    mutating func saveRow(_ slot: Int) {
        if journal.active && rows[slot].mark != journal.mark {
            journal.rows.append((Int32(truncatingIfNeeded: slot), rows[slot]))
            rows[slot].mark = journal.mark
        }
    }

    /// Opens a transaction (compacting the arena first when it is mostly garbage).
    mutating func begin() {
        if top - liveCells > Swift.max(liveCells, 1 << 14) { compactArena() }
        journal.mark &+= 1
        if journal.mark == 0 {
            for slot in 0..<rowCount { rows[slot].mark = 0 }
            journal.mark = 1
        }
        journal.active = true
        journal.symbolCount = symbolCount
        journal.slotCount = rowCount
        journal.top = top
        journal.liveCells = liveCells
        overflowProbe = 0
    }

    /// Closes the transaction, keeping its changes; throws (after rolling back) if a non-finite
    /// value was written.
    mutating func commit() throws(SolverError) {
        if overflowProbe.isNaN {
            rollback()
            throw .numericOverflow
        }
        clearInfeasibleQueue()
        compactColumns()
        journal.active = false
        journal.rows.removeAll()
        journal.objective.removeAll()
        if journal.freeSlots != nil { journal.freeSlots = nil }
    }

    /// Saves the free slots before their first change in the open transaction.
    @inline(__always)
    mutating func saveFreeSlots() {
        if journal.active && journal.freeSlots == nil { journal.freeSlots = freeSlots }
    }

    /// Undoes everything since ``begin()``.
    mutating func rollback() {
        // Rows and slots (restored headers carry their old marks, which are all stale).
        let slotCount = journal.slotCount
        journal.rows.forEachNewestFirst { entry in
            if Int(entry.slot) < slotCount { rows[Int(entry.slot)] = entry.header }
        }
        rowCount = journal.slotCount
        if let saved = journal.freeSlots { freeSlots = saved }
        top = journal.top
        liveCells = journal.liveCells
        // Symbols created by the call.
        symbolCount = journal.symbolCount
        let liveSymbols = symbolCount
        journal.objective.forEachNewestFirst { entry in
            if Int(entry.symbol) < liveSymbols { symbols[Int(entry.symbol)].objective = entry.value }
        }
        // Derived indexes, rebuilt from the restored rows.
        rebuildIndexes()
        journal.active = false
        journal.rows.removeAll()
        journal.objective.removeAll()
        journal.freeSlots = nil
    }

    /// Slides the rows written in the open transaction down to where the transaction began (in
    /// order of their offsets, so every move goes downwards). A long simplex run inside one call
    /// rewrites the same rows again and again; without this the arena would keep every
    /// intermediate version until the call ends. The cells below that point, which a rollback
    /// restores, never move: the journal only ever holds headers of versions from before the
    /// transaction. Called only where no cell index is held (the start of a pivot).
    @inline(never)
    mutating func compactTransactionCells() { slideRows(downTo: journal.top) }

    /// Recomputes `rowOf`, the column lists (exact, in a fresh pool) and the queues from the rows
    /// and the objective.
    mutating func rebuildIndexes() {
        for s in 0..<symbolCount {
            symbols[s].rowOf = -1
            symbols[s].columnCount = 0
            symbols[s].columnCapacity = 0
            symbols[s].columnLive = 0
            symbols[s].queued = 0
        }
        columnTop = 0
        columnGarbage = 0
        bloatedColumns.removeAll()
        for slot in 0..<rowCount {
            let header = rows[slot]
            guard header.basic != RowHeader.freeSlot else { continue }
            if header.basic >= 0 { symbols[Int(header.basic)].rowOf = Int32(truncatingIfNeeded: slot) }
            var k = header.start
            let end = k + Int(header.count)
            while k < end {
                addToColumn(cells[k].symbol, Int32(truncatingIfNeeded: slot))
                k += 1
            }
        }
        negativeHeap.removeAll()
        infeasibleHeap.removeAll()
        for s in 0..<symbolCount where symbols[s].objective < 0 && symbols[s].kind != .dummy {
            symbols[s].queued = 1
            negativeHeap.push(Int32(truncatingIfNeeded: s))
        }
    }

    /// Slides the live rows down to the start of the arena (in order of their current offsets, so
    /// every move goes downwards), keeping the allocation.
    @inline(never)
    mutating func compactArena() {
        slideRows(downTo: 0)
        liveCells = top
    }

    /// Moves the cells of every live, non-empty row that starts at or above `floor` down to
    /// `floor`, in order of their offsets (so every move goes downwards), and sets `top` to the
    /// end of the last one. Rows below `floor` do not move.
    private mutating func slideRows(downTo floor: Int) {
        var order: [(start: Int, slot: Int)] = []
        order.reserveCapacity(rowCount)
        for slot in 0..<rowCount
        where rows[slot].basic != RowHeader.freeSlot && rows[slot].count > 0 && rows[slot].start >= floor {
            order.append((rows[slot].start, slot))
        }
        order.sort { $0.start < $1.start }
        var out = floor
        for entry in order {
            let count = Int(rows[entry.slot].count)
            if entry.start != out {
                // Forward element copy: safe because the destination lies below the source.
                var k = 0
                while k < count {
                    cells[out + k] = cells[entry.start + k]
                    k += 1
                }
            }
            rows[entry.slot].start = out
            out += count
        }
        top = out
    }
}
