// Row surgery: creating, dropping, pivoting and substituting rows while keeping the column index
// a superset of the truth. Arithmetic follows kiwi's Row operations step by step so that results
// (and therefore near-zero eliminations and pivot choices) agree with kiwi.

extension Tableau {
    /// Records that the row at `slot` now has a cell for `symbol`.
    @inline(__always)
    mutating func addToColumn(_ symbol: Int32, _ slot: Int32) {
        let s = Int(symbol)
        columns[s].append(slot)
        columnLive[s] &+= 1
        if columns[s].count > 8 * Int(columnLive[s]) + 256 && queued[s] & 4 == 0 {
            queued[s] |= 4
            bloatedColumns.append(symbol)
        }
    }

    /// Rewrites `columns[symbol]` to exactly the slots whose row contains `symbol`, each once.
    /// Only valid while every row header is current (not in the middle of a merge).
    mutating func compactColumn(_ symbol: Int32) {
        let stamp = nextStamp()
        let s = Int(symbol)
        let count = columns[s].count
        var kept = 0
        var k = 0
        while k < count {
            let slot = Int(columns[s][k])
            if slot < rows.count && slotStamps[slot] != stamp && cellIndex(of: symbol, in: rows[slot]) >= 0 {
                slotStamps[slot] = stamp
                columns[s][kept] = Int32(truncatingIfNeeded: slot)
                kept += 1
            }
            k += 1
        }
        columns[s].removeLast(count - kept)
        columnLive[s] = Int32(truncatingIfNeeded: kept)
    }

    /// A fresh value for `slotStamps` (no slot carries it yet).
    mutating func nextStamp() -> UInt32 {
        stamp &+= 1
        if stamp == 0 {
            for index in slotStamps.indices { slotStamps[index] = 0 }
            stamp = 1
        }
        return stamp
    }

    /// Compacts the columns flagged as bloated (called when a call commits).
    mutating func compactBloatedColumns() {
        while let symbol = bloatedColumns.popLast() {
            queued[Int(symbol)] &= ~4
            compactColumn(symbol)
        }
    }

    /// Appends a row holding `source` (sorted, nonzero cells) to the tableau; registers its cells in
    /// the column index and, for a real basic symbol, in `rowOf`. Returns the slot.
    mutating func insertRow(_ source: ContiguousArray<Cell>, constant: Double, basic: Int32) -> Int {
        let slot = allocateSlot()
        reserveCells(source.count)
        let base = cells
        let slot32 = Int32(truncatingIfNeeded: slot)
        var out = top
        var probe = constant * 0
        for cell in source {
            base[out] = cell
            addToColumn(cell.symbol, slot32)
            probe += cell.coefficient * 0
            out += 1
        }
        rows[slot] = RowHeader(start: top, count: Int32(truncatingIfNeeded: source.count), basic: basic, constant: constant)
        overflowProbe += probe
        top = out
        liveCells += source.count
        if basic >= 0 { rowOf[Int(basic)] = slot32 }
        return slot
    }

    /// Removes a row from the tableau (its basic symbol becomes parametric and is mentioned nowhere).
    mutating func dropRow(_ slot: Int) {
        saveRow(slot)
        let header = rows[slot]
        var k = header.start
        let end = k + Int(header.count)
        while k < end {
            columnLive[Int(cells[k].symbol)] &-= 1
            k += 1
        }
        if header.basic >= 0 { rowOf[Int(header.basic)] = -1 }
        rows[slot] = RowHeader(start: 0, count: 0, basic: RowHeader.freeSlot, constant: 0)
        freeSlots.append(Int32(truncatingIfNeeded: slot))
        liveCells -= Int(header.count)
    }

    /// kiwi's pivot: the row's basic symbol leaves, `entering` (present in the row) becomes basic
    /// (`row.solveFor(leaving, entering)`), then `entering` is substituted out of every other row and
    /// the objective.
    mutating func pivot(slot: Int, entering: Int32) {
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
            base[out] = Cell(symbol: cell.symbol, coefficient: value)
            out += 1
        }
        if !placed {
            base[out] = leavingCell
            out += 1
        }
        let constant = header.constant * scale
        overflowProbe += probe + constant * 0
        rows[slot] = RowHeader(start: top, count: Int32(truncatingIfNeeded: out - top), basic: entering, constant: constant)
        top = out
        addToColumn(leaving, Int32(truncatingIfNeeded: slot))
        rowOf[Int(entering)] = Int32(truncatingIfNeeded: slot)
        rowOf[Int(leaving)] = -1
        substituteEverywhere(entering, from: slot)
    }

    /// kiwi's `substitute(symbol, row)`: replaces the parametric `symbol` by the row at `source` in
    /// every row that mentions it and in the objective; afterwards no row mentions `symbol`.
    mutating func substituteEverywhere(_ symbol: Int32, from source: Int) {
        let s = Int(symbol)
        let count = columns[s].count
        var k = 0
        while k < count {
            let target = Int(columns[s][k])
            if target != source { substitute(symbol, inRow: target, from: source) }
            k += 1
        }
        columns[s].removeAll(keepingCapacity: true)
        columnLive[s] = 0
        let a = objective[s]
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

    /// `target.substitute(symbol, source)` for one row: `target += a * source` without the `symbol`
    /// cell, where `a` is its coefficient; nothing happens if the row lacks `symbol` (a stale column
    /// entry). The caller clears `columns[symbol]` afterwards.
    mutating func substitute(_ symbol: Int32, inRow target: Int, from source: Int) {
        let t = rows[target]
        let symbolIndex = cellIndex(of: symbol, in: t)
        if symbolIndex < 0 { return }
        saveRow(target)
        let src = rows[source]
        reserveCells(Int(t.count) + Int(src.count))
        let base = cells
        let a = base[symbolIndex].coefficient
        let targetSlot = Int32(truncatingIfNeeded: target)
        var out = top
        var i = t.start
        let iEnd = i + Int(t.count)
        var j = src.start
        let jEnd = j + Int(src.count)
        var probe = 0.0
        while i < iEnd && j < jEnd {
            let ts = base[i].symbol
            let ss = base[j].symbol
            if ts < ss {
                if ts != symbol {
                    base[out] = base[i]
                    out += 1
                }
                i += 1
            } else if ss < ts {
                let value = base[j].coefficient * a
                if !nearZero(value) {
                    base[out] = Cell(symbol: ss, coefficient: value)
                    addToColumn(ss, targetSlot)
                    probe += value * 0
                    out += 1
                }
                j += 1
            } else {
                let value = base[i].coefficient + base[j].coefficient * a
                if nearZero(value) {
                    columnLive[Int(ts)] &-= 1
                } else {
                    base[out] = Cell(symbol: ts, coefficient: value)
                    probe += value * 0
                    out += 1
                }
                i += 1
                j += 1
            }
        }
        while i < iEnd {
            if base[i].symbol != symbol {
                base[out] = base[i]
                out += 1
            }
            i += 1
        }
        while j < jEnd {
            let value = base[j].coefficient * a
            if !nearZero(value) {
                base[out] = Cell(symbol: base[j].symbol, coefficient: value)
                addToColumn(base[j].symbol, targetSlot)
                probe += value * 0
                out += 1
            }
            j += 1
        }
        let start = top
        let constant = t.constant + src.constant * a
        overflowProbe += probe + constant * 0
        rows[target] = RowHeader(start: start, count: Int32(truncatingIfNeeded: out - start), basic: t.basic, constant: constant)
        liveCells += (out - start) - Int(t.count)
        top = out
        if t.basic >= 0 { noteConstant(of: t.basic, constant) }
    }

    /// Deletes `symbol` from the row (kiwi's `row.remove(symbol)`). The caller fixes
    /// `columns[symbol]`.
    mutating func eraseCell(_ symbol: Int32, inRow slot: Int) {
        saveRow(slot)
        let header = rows[slot]
        reserveCells(Int(header.count))
        let base = cells
        var out = top
        var k = header.start
        let end = k + Int(header.count)
        while k < end {
            if base[k].symbol != symbol {
                base[out] = base[k]
                out += 1
            }
            k += 1
        }
        rows[slot] = RowHeader(start: top, count: Int32(truncatingIfNeeded: out - top), basic: header.basic, constant: header.constant)
        liveCells += (out - top) - Int(header.count)
        top = out
    }

    /// Adds `delta` to a row's constant (kiwi's `row.add`), returning the new constant.
    @inline(__always)
    mutating func addToConstant(ofRow slot: Int, _ delta: Double) -> Double {
        saveRow(slot)
        let constant = rows[slot].constant + delta
        rows[slot].constant = constant
        overflowProbe += constant * 0
        return constant
    }
}
