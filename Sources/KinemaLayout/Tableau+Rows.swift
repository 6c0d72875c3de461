// Row surgery: creating, dropping, pivoting and substituting rows while keeping every column list
// a superset of the truth. Arithmetic follows kiwi's Row operations step by step so that results
// (and therefore near-zero eliminations and pivot choices) agree with kiwi.

extension Tableau {
    // MARK: Column lists

    /// Records that the row at `slot` now has a cell for `symbol`.
    @inline(__always)
    mutating func addToColumn(_ symbol: Int32, _ slot: Int32) {
        let info = symbols + Int(symbol)
        if info.pointee.columnCount == info.pointee.columnCapacity { relocateColumn(symbol) }
        columnPool[info.pointee.columnStart + Int(info.pointee.columnCount)] = slot
        info.pointee.columnCount &+= 1
        info.pointee.columnLive &+= 1
        if info.pointee.columnCount > 8 * info.pointee.columnLive + 256 && info.pointee.queued & 4 == 0 {
            info.pointee.queued |= 4
            bloatedColumns.append(symbol)
        }
    }

    /// Moves a full column list to the pool top with twice the room.
    @inline(never)
    mutating func relocateColumn(_ symbol: Int32) {
        let info = symbols + Int(symbol)
        let count = Int(info.pointee.columnCount)
        let capacity = Swift.max(4, 2 * Int(info.pointee.columnCapacity))
        if columnTop + capacity > columnStorage.capacity {
            columnPool = columnStorage.grow(minimum: columnTop + capacity, preserving: columnTop)
        }
        let old = info.pointee.columnStart
        var k = 0
        while k < count {
            columnPool[columnTop + k] = columnPool[old + k]
            k += 1
        }
        columnGarbage += Int(info.pointee.columnCapacity)
        info.pointee.columnStart = columnTop
        info.pointee.columnCapacity = Int32(truncatingIfNeeded: capacity)
        columnTop += capacity
    }

    /// Forgets every entry of a column list (every row lost the symbol).
    @inline(__always)
    func clearColumn(_ symbol: Int32) {
        symbols[Int(symbol)].columnCount = 0
        symbols[Int(symbol)].columnLive = 0
    }

    /// A fresh value for `RowHeader.stamp` (no slot carries it yet).
    mutating func nextStamp() -> UInt32 {
        stamp &+= 1
        if stamp == 0 {
            for slot in 0..<rowCount { rows[slot].stamp = 0 }
            stamp = 1
        }
        return stamp
    }

    /// Rewrites a column list to exactly the slots whose row holds `symbol`, each once. Only valid
    /// while every row header is current (not in the middle of a merge).
    mutating func compactColumn(_ symbol: Int32) {
        let mark = nextStamp()
        let info = symbols + Int(symbol)
        let start = info.pointee.columnStart
        let count = Int(info.pointee.columnCount)
        var kept = 0
        var k = 0
        while k < count {
            let slot = Int(columnPool[start + k])
            k += 1
            if slot >= rowCount || rows[slot].stamp == mark || cellIndex(of: symbol, in: rows[slot]) < 0 { continue }
            rows[slot].stamp = mark
            columnPool[start + kept] = Int32(truncatingIfNeeded: slot)
            kept += 1
        }
        info.pointee.columnCount = Int32(truncatingIfNeeded: kept)
        info.pointee.columnLive = Int32(truncatingIfNeeded: kept)
    }

    /// Compacts the bloated column lists, then the pool itself if it is mostly garbage (called
    /// when a call commits, when no list is being walked).
    mutating func compactColumns() {
        while let symbol = bloatedColumns.popLast() {
            symbols[Int(symbol)].queued &= ~4
            compactColumn(symbol)
        }
        if columnTop > 16 * liveCells + (1 << 20) {
            // Stale entries spread over many lists, none bloated enough to be queued: every live
            // cell has one live entry, so the pool is mostly garbage. Compact every list (rarely:
            // tight lists relocate again as they grow).
            for s in 0..<symbolCount where symbols[s].columnCount > symbols[s].columnLive {
                compactColumn(Int32(truncatingIfNeeded: s))
            }
            compactColumnPool()
        } else if columnGarbage > Swift.max(columnTop / 2, 4096) {
            compactColumnPool()
        }
    }

    /// Copies every column list, in symbol order, into a fresh pool with a little room each.
    @inline(never)
    mutating func compactColumnPool() {
        var needed = 0
        for s in 0..<symbolCount { needed += Int(symbols[s].columnCount) + 2 }
        let fresh = RawStorage<Int32>(capacity: Swift.max(needed * 2, 1024))
        var out = 0
        for s in 0..<symbolCount {
            let count = Int(symbols[s].columnCount)
            (fresh.pointer + out).initialize(from: columnPool + symbols[s].columnStart, count: count)
            symbols[s].columnStart = out
            symbols[s].columnCapacity = Int32(truncatingIfNeeded: count + 2)
            out += count + 2
        }
        columnStorage.adopt(fresh)
        columnPool = columnStorage.pointer
        columnTop = out
        columnGarbage = 0
    }

    // MARK: Rows

    /// Appends a row holding `source` (sorted, nonzero cells) to the tableau; registers its cells in
    /// the column lists and, for a real basic symbol, in `rowOf`. Returns the slot.
    mutating func insertRow(_ source: ScratchBuffer<Cell>, constant: Double, basic: Int32) -> Int {
        let slot = allocateSlot()
        reserveCells(source.count)
        let slot32 = Int32(truncatingIfNeeded: slot)
        var out = top
        var probe = constant * 0
        for cell in source {
            cells[out] = cell
            addToColumn(cell.symbol, slot32)
            probe += cell.coefficient * 0
            out += 1
        }
        setRow(slot, start: top, count: source.count, basic: basic, constant: constant)
        noteMagnitudes(constant, 0)
        overflowProbe += probe
        top = out
        liveCells += source.count
        if basic >= 0 { symbols[Int(basic)].rowOf = slot32 }
        return slot
    }

    /// Removes a row from the tableau (its basic symbol becomes parametric and is mentioned nowhere).
    mutating func dropRow(_ slot: Int) {
        saveRow(slot)
        let header = rows[slot]
        var k = header.start
        let end = k + Int(header.count)
        while k < end {
            symbols[Int(cells[k].symbol)].columnLive &-= 1
            k += 1
        }
        if header.basic >= 0 { symbols[Int(header.basic)].rowOf = -1 }
        setRow(slot, start: 0, count: 0, basic: RowHeader.freeSlot, constant: 0)
        saveFreeSlots()
        freeSlots.append(Int32(truncatingIfNeeded: slot))
        liveCells -= Int(header.count)
    }

    /// kiwi's pivot: the row's basic symbol leaves, `entering` (present in the row) becomes basic
    /// (`row.solveFor(leaving, entering)`), then `entering` is substituted out of every other row and
    /// the objective.
    mutating func pivot(slot: Int, entering: Int32) {
        pivotCount &+= 1
        if journal.active && top - journal.top > 2 * liveCells + (1 << 16) { compactTransactionCells() }
        // Column lists are not journalled (a rollback rebuilds them), and no caller holds one
        // across a pivot: a long run of pivots inside one call compacts them here, not only at
        // the commit, when their garbage outgrows the live cells.
        if columnTop > 4 * liveCells + columnCompactionSlack {
            compactColumns()
            pivotColumnCompactions &+= 1
        }
        saveRow(slot)
        let header = rows[slot]
        let leaving = header.basic
        reserveCells(Int(header.count))
        let base = cells
        let scale = -1.0 / base[cellIndex(of: entering, in: header)].coefficient
        let leavingCell = Cell(symbol: leaving, coefficient: -1.0 * scale)
        var out = top
        var placed = false
        var probe = 0.0
        var k = header.start
        let end = k + Int(header.count)
        while k < end {
            let cell = base[k]
            k += 1
            if cell.symbol == entering { continue }
            if !placed && leaving < cell.symbol {
                base[out] = leavingCell
                out += 1
                placed = true
            }
            let value = cell.coefficient * scale
            probe += value * 0
            // A product below the smallest subnormal is 0: no cell (the symbol's column entry
            // goes stale, which every reader allows; its count of rows drops).
            if value == 0 {
                symbols[Int(cell.symbol)].columnLive &-= 1
                continue
            }
            base[out] = Cell(symbol: cell.symbol, coefficient: value)
            out += 1
        }
        if !placed {
            base[out] = leavingCell
            out += 1
        }
        let constant = header.constant * scale
        noteMagnitudes(header.constant, constant)
        overflowProbe += probe + constant * 0
        setRow(slot, start: top, count: out - top, basic: entering, constant: constant)
        top = out
        addToColumn(leaving, Int32(truncatingIfNeeded: slot))
        symbols[Int(entering)].rowOf = Int32(truncatingIfNeeded: slot)
        symbols[Int(leaving)].rowOf = -1
        substituteEverywhere(entering, from: slot)
    }

    /// The loop of ``substituteEverywhere(_:from:)`` over the column list at `start ..< start +
    /// count`, compacting the rows written in the transaction whenever most of the arena is
    /// garbage.
    @inline(never)
    mutating func substituteCompacting(_ symbol: Int32, from source: Int, start: Int, count: Int) {
        var k = 0
        while k < count {
            let target = Int(columnPool[start + k])
            if target != source {
                substitute(symbol, inRow: target, from: source)
                if journal.active && top - journal.top > 2 * liveCells + (1 << 16) { compactTransactionCells() }
            }
            k += 1
        }
    }

    /// kiwi's `substitute(symbol, row)`: replaces the parametric `symbol` by the row at `source` in
    /// every row that mentions it and in the objective; afterwards no row mentions `symbol`.
    mutating func substituteEverywhere(_ symbol: Int32, from source: Int) {
        let s = Int(symbol)
        let start = symbols[s].columnStart
        let count = Int(symbols[s].columnCount)
        var k = 0
        if count * Int(rows[source].count) > 1 << 16 {
            // A long row into a long column writes many rows in one go: keep the arena from
            // filling up with their earlier versions meanwhile (a separate loop, so that the
            // common case keeps its tight one).
            substituteCompacting(symbol, from: source, start: start, count: count)
            k = count
        }
        while k < count {
            // Re-read the pool pointer: appends to other lists may move the pool.
            let target = Int(columnPool[start + k])
            if target != source { substitute(symbol, inRow: target, from: source) }
            k += 1
        }
        clearColumn(symbol)
        let a = symbols[s].objective
        if a != 0 {
            setObjective(symbol, 0)
            let header = rows[source]
            var j = header.start
            let end = j + Int(header.count)
            while j < end {
                let cell = cells[j]
                addToObjective(cell.symbol, cell.coefficient * a)
                j += 1
            }
        }
    }
}
