// The innermost operation of every pivot: one row absorbs a multiple of another.

extension Tableau {
    /// `target.substitute(symbol, source)` for one row: `target += a * source` without the `symbol`
    /// cell, where `a` is its coefficient; nothing happens if the row lacks `symbol` (a stale column
    /// entry). The caller clears the column list of `symbol` afterwards.
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
        let start = top
        var out = start
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
                    symbols[Int(ts)].columnLive &-= 1
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
        let constant = t.constant + src.constant * a
        noteMagnitudes(t.constant, src.constant * a)
        overflowProbe += probe + constant * 0
        setRow(target, start: start, count: out - start, basic: t.basic, constant: constant)
        liveCells += (out - start) - Int(t.count)
        top = out
        if t.basic >= 0 { noteConstant(of: t.basic, constant) }
    }

    /// Deletes `symbol` from the row (kiwi's `row.remove(symbol)`). The caller fixes the column
    /// list of `symbol`.
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
        setRow(slot, start: top, count: out - top, basic: header.basic, constant: header.constant)
        liveCells += (out - top) - Int(header.count)
        top = out
    }

    /// Adds `delta` to a row's constant (kiwi's `row.add`), returning the new constant.
    @inline(__always)
    mutating func addToConstant(ofRow slot: Int, _ delta: Double) -> Double {
        saveRow(slot)
        let constant = rows[slot].constant + delta
        noteMagnitudes(rows[slot].constant, delta)
        rows[slot].constant = constant
        overflowProbe += constant * 0
        return constant
    }
}
