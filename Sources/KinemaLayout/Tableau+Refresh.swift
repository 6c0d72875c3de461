// Rewriting every row from the constraints as first written, for the basis the tableau has now:
// what a revised simplex calls reinverting the basis. Pivots accumulate rounding in the rows;
// a refresh leaves only the rounding of one elimination.

extension Tableau {
    /// One row of the system as first written, `constant + Σ cells = 0` (cells sorted by symbol,
    /// over external symbols and the constraint's markers).
    struct OriginalRow {
        var cells: [Cell]
        var constant: Double
    }

    /// Rewrites every live row from `originals` (one per live row, in any order) for the current
    /// basis: each basic symbol keeps its slot and gets the row that the originals give it, with
    /// each coefficient computed afresh instead of through the pivots that led to this basis.
    /// Gauss–Jordan elimination, solving each original for the basic symbol not yet solved with
    /// the largest coefficient (ties to the lowest id). The objective is left as it is (the
    /// caller rebuilds it), and the rows' feasibility is left to the dual simplex: infeasible
    /// rows are queued.
    ///
    /// Returns false and changes nothing when the originals do not determine the basic symbols
    /// (a different count, or a basic symbol no original can be solved for).
    mutating func refresh(from originals: [OriginalRow]) -> Bool {
        var liveSlots: [Int] = []
        for slot in 0..<rowCount where rows[slot].basic >= 0 { liveSlots.append(slot) }
        guard liveSlots.count == originals.count else { return false }
        var solutionOf = [Int32](repeating: -1, count: symbolCount)
        var solutions: [OriginalRow] = []
        // Solutions naming each basic symbol not yet solved (may repeat, or be stale).
        var mentions = [[Int32]](repeating: [], count: symbolCount)
        func isOpenBasic(_ symbol: Int32) -> Bool {
            symbols[Int(symbol)].rowOf >= 0 && solutionOf[Int(symbol)] < 0
        }
        for original in originals {
            // The original with every solved symbol replaced by its solution.
            var row = OriginalRow(cells: [], constant: original.constant)
            row.cells.reserveCapacity(original.cells.count)
            for cell in original.cells where solutionOf[Int(cell.symbol)] < 0 { row.cells.append(cell) }
            for cell in original.cells where solutionOf[Int(cell.symbol)] >= 0 {
                let solution = solutions[Int(solutionOf[Int(cell.symbol)])]
                row.constant += solution.constant * cell.coefficient
                row.cells = Self.merged(row.cells, solution.cells, times: cell.coefficient)
            }
            var pivot = -1
            for k in row.cells.indices where isOpenBasic(row.cells[k].symbol) {
                if pivot < 0 || row.cells[k].coefficient.magnitude > row.cells[pivot].coefficient.magnitude {
                    pivot = k
                }
            }
            guard pivot >= 0 else { return false }
            let subject = row.cells[pivot].symbol
            let scale = -1.0 / row.cells[pivot].coefficient
            row.cells.remove(at: pivot)
            for k in row.cells.indices { row.cells[k].coefficient *= scale }
            row.constant *= scale
            // Substitute the new solution into the earlier ones that name its symbol.
            for j in mentions[Int(subject)] {
                let earlier = solutions[Int(j)]
                guard let at = Self.position(of: subject, in: earlier.cells) else { continue }
                let coefficient = earlier.cells[at].coefficient
                var rest = earlier.cells
                rest.remove(at: at)
                let cells = Self.merged(rest, row.cells, times: coefficient)
                for cell in cells where isOpenBasic(cell.symbol) && cell.symbol != subject {
                    mentions[Int(cell.symbol)].append(j)
                }
                solutions[Int(j)] = OriginalRow(cells: cells, constant: earlier.constant + row.constant * coefficient)
            }
            mentions[Int(subject)] = []
            let index = Int32(truncatingIfNeeded: solutions.count)
            for cell in row.cells where isOpenBasic(cell.symbol) { mentions[Int(cell.symbol)].append(index) }
            solutionOf[Int(subject)] = index
            solutions.append(row)
        }
        for slot in liveSlots where solutionOf[Int(rows[slot].basic)] < 0 { return false }
        for slot in liveSlots {
            let basic = rows[slot].basic
            let solution = solutions[Int(solutionOf[Int(basic)])]
            saveRow(slot)
            reserveCells(solution.cells.count)
            var out = top
            var probe = solution.constant * 0
            for cell in solution.cells {
                cells[out] = cell
                probe += cell.coefficient * 0
                out += 1
            }
            liveCells += solution.cells.count - Int(rows[slot].count)
            setRow(slot, start: top, count: solution.cells.count, basic: basic, constant: solution.constant)
            noteMagnitudes(solution.constant, 0)
            overflowProbe += probe
            top = out
        }
        rebuildIndexes()
        for slot in liveSlots { noteConstant(of: rows[slot].basic, rows[slot].constant) }
        return true
    }

    /// `a + coefficient × b` over sorted cells, dropping sums near zero as kiwi's row insertion
    /// does.
    static func merged(_ a: [Cell], _ b: [Cell], times coefficient: Double) -> [Cell] {
        var out: [Cell] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let x = i < a.count ? a[i].symbol : Int32.max
            let y = j < b.count ? b[j].symbol : Int32.max
            if x < y {
                out.append(a[i])
                i += 1
                continue
            }
            let value = y < x ? b[j].coefficient * coefficient : a[i].coefficient + b[j].coefficient * coefficient
            if !nearZero(value) { out.append(Cell(symbol: y, coefficient: value)) }
            if x == y { i += 1 }
            j += 1
        }
        return out
    }

    /// The index of `symbol` in sorted `cells`, if present.
    static func position(of symbol: Int32, in cells: [Cell]) -> Int? {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return low < cells.count && cells[low].symbol == symbol ? low : nil
    }
}
