// Row surgery: creating, dropping, pivoting and substituting rows while keeping the column index
// exact. Arithmetic follows kiwi's Row operations step by step so that results (and therefore
// near-zero eliminations and pivot choices) agree with kiwi.

extension Tableau {
    /// Removes the entry at `position` of `columns[symbol]` (swap with the last entry and fix the
    /// moved row's back-pointer).
    @inline(__always)
    mutating func removeFromColumn(_ symbol: Int32, at position: Int32) {
        let s = Int(symbol)
        let last = columns[s].count - 1
        let p = Int(position)
        if p != last {
            let moved = columns[s][last]
            columns[s][p] = moved
            let index = cellIndex(of: symbol, in: rows[Int(moved)])
            cells[index].columnIndex = position
        }
        columns[s].removeLast()
    }

    /// Appends a row holding `source` (sorted, nonzero cells) to the tableau; registers its cells in
    /// the column index and, for a real basic symbol, in `rowOf`. Returns the slot.
    mutating func insertRow(_ source: ContiguousArray<Cell>, constant: Double, basic: Int32) -> Int {
        let slot = allocateSlot()
        reserveCells(source.count)
        let base = cells
        var out = top
        for cell in source {
            let s = Int(cell.symbol)
            base[out] = Cell(
                symbol: cell.symbol, columnIndex: Int32(truncatingIfNeeded: columns[s].count),
                coefficient: cell.coefficient)
            columns[s].append(Int32(truncatingIfNeeded: slot))
            overflowProbe += cell.coefficient * 0
            out += 1
        }
        rows[slot] = RowHeader(start: top, count: Int32(truncatingIfNeeded: source.count), basic: basic, constant: constant)
        overflowProbe += constant * 0
        top = out
        liveCells += source.count
        if basic >= 0 { rowOf[Int(basic)] = Int32(truncatingIfNeeded: slot) }
        return slot
    }

    /// Removes a row from the tableau (its basic symbol becomes parametric and is mentioned nowhere).
    mutating func dropRow(_ slot: Int) {
        saveRow(slot)
        let header = rows[slot]
        let end = header.start + Int(header.count)
        var k = header.start
        while k < end {
            let cell = cells[k]
            removeFromColumn(cell.symbol, at: cell.columnIndex)
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
        let enteringIndex = cellIndex(of: entering, in: header)
        let scale = -1.0 / base[enteringIndex].coefficient
        removeFromColumn(entering, at: base[enteringIndex].columnIndex)
        var out = top
        var placed = false
        var probe = 0.0
        let end = header.start + Int(header.count)
        var k = header.start
        while k < end {
            let cell = base[k]
            k += 1
            if cell.symbol == entering { continue }
            if !placed && leaving < cell.symbol {
                out = placeLeaving(leaving, scale: scale, slot: slot, at: out)
                placed = true
            }
            let value = cell.coefficient * scale
            probe += value * 0
            base[out] = Cell(symbol: cell.symbol, columnIndex: cell.columnIndex, coefficient: value)
            out += 1
        }
        if !placed { out = placeLeaving(leaving, scale: scale, slot: slot, at: out) }
        let constant = header.constant * scale
        overflowProbe += probe + constant * 0
        rows[slot] = RowHeader(start: top, count: Int32(truncatingIfNeeded: out - top), basic: entering, constant: constant)
        top = out
        rowOf[Int(entering)] = Int32(truncatingIfNeeded: slot)
        rowOf[Int(leaving)] = -1
        substituteEverywhere(entering, from: slot)
    }

    @inline(__always)
    private mutating func placeLeaving(_ leaving: Int32, scale: Double, slot: Int, at out: Int) -> Int {
        let l = Int(leaving)
        cells[out] = Cell(
            symbol: leaving, columnIndex: Int32(truncatingIfNeeded: columns[l].count), coefficient: -1.0 * scale)
        columns[l].append(Int32(truncatingIfNeeded: slot))
        return out + 1
    }

    /// kiwi's `substitute(symbol, row)`: replaces the parametric `symbol` by the row at `source` in
    /// every row that mentions it and in the objective.
    mutating func substituteEverywhere(_ symbol: Int32, from source: Int) {
        let s = Int(symbol)
        let count = columns[s].count
        var k = 0
        while k < count {
            let target = Int(columns[s][k])
            substitute(symbol, inRow: target, from: source)
            k += 1
        }
        columns[s].removeAll(keepingCapacity: true)
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
    /// cell, where `a` is its coefficient. The caller clears `columns[symbol]` afterwards.
    mutating func substitute(_ symbol: Int32, inRow target: Int, from source: Int) {
        saveRow(target)
        let t = rows[target]
        let src = rows[source]
        reserveCells(Int(t.count) + Int(src.count))
        let base = cells
        let a = base[cellIndex(of: symbol, in: t)].coefficient
        var out = top
        var i = t.start
        let iEnd = i + Int(t.count)
        var j = src.start
        let jEnd = j + Int(src.count)
        var probe = 0.0
        let targetSlot = Int32(truncatingIfNeeded: target)
        while true {
            let ts = i < iEnd ? base[i].symbol : Int32.max
            let ss = j < jEnd ? base[j].symbol : Int32.max
            if ts < ss {
                if ts != symbol {
                    base[out] = base[i]
                    out += 1
                }
                i += 1
            } else if ss < ts {
                let value = base[j].coefficient * a
                if !nearZero(value) {
                    let column = Int(ss)
                    base[out] = Cell(
                        symbol: ss, columnIndex: Int32(truncatingIfNeeded: columns[column].count), coefficient: value)
                    columns[column].append(targetSlot)
                    probe += value * 0
                    out += 1
                }
                j += 1
            } else {
                if ts == Int32.max { break }
                let value = base[i].coefficient + base[j].coefficient * a
                if nearZero(value) {
                    removeFromColumn(ts, at: base[i].columnIndex)
                } else {
                    base[out] = Cell(symbol: ts, columnIndex: base[i].columnIndex, coefficient: value)
                    probe += value * 0
                    out += 1
                }
                i += 1
                j += 1
            }
        }
        let constant = t.constant + src.constant * a
        overflowProbe += probe + constant * 0
        rows[target] = RowHeader(start: top, count: Int32(truncatingIfNeeded: out - top), basic: t.basic, constant: constant)
        liveCells += (out - top) - Int(t.count)
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
