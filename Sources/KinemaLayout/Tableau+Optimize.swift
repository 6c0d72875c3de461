// The primal and dual simplex iterations (kiwi's optimize / dualOptimize): the entering symbol is
// the lowest id with a negative objective coefficient; ties in the primal ratio test go to the
// shortest row, then to the lowest basic id; the dual simplex repairs the infeasible row with the
// lowest basic id first (kiwi takes the most recently queued one, which can cycle). A primal run
// that goes on for long falls back to Bland's rule (ties to the lowest basic id), which cannot
// cycle.

extension Tableau {
    /// Smallest pivot element preferred by the ratio tests. Cells between kiwi's drop threshold
    /// (1e-8) and this are mostly truncation residue; pivoting on them amplifies the residue by up to
    /// 1e8 and can corrupt the tableau on ill-conditioned systems (kiwi itself ends up violating
    /// required constraints on the coupled ui-grid). They are used only when no other candidate
    /// exists; well-scaled systems never see them, so kiwi's choices are unchanged there.
    var pivotTolerance: Double { 1.0e-7 }

    /// The reason an ``SolverError/internalFailure(_:)`` gives for an unbounded objective, which
    /// ``Solver`` answers by rebuilding the objective and trying the call once more.
    static let unboundedObjective = "the objective is unbounded"

    /// Largest objective coefficient that ``optimizeObjective()`` treats as rounding residue when
    /// nothing bounds its symbol, whatever the weights (see there).
    var objectiveResidue: Double { 1.0e-4 }

    /// The residue allowed relative to the largest objective coefficient present: rounding leaves
    /// about 1e-10 of a strong weight after a few removals and reinsertions of strong and medium
    /// constraints (the solver fuzz target found 1.47e-4 beside weights of 1e6).
    var relativeObjectiveResidue: Double { 1.0e-8 }

    /// Whether `coefficient`, the objective coefficient of a symbol that no row bounds, is rounding
    /// residue: at most ``objectiveResidue``, or ``relativeObjectiveResidue`` of the largest
    /// objective coefficient (a scan of the objective, made only on this rare path).
    func isObjectiveResidue(_ coefficient: Double) -> Bool {
        if coefficient >= -objectiveResidue { return true }
        var largest = 0.0
        for symbol in 0..<symbolCount { largest = Swift.max(largest, symbols[symbol].objective.magnitude) }
        return coefficient >= -relativeObjectiveResidue * largest
    }

    /// Phase-2 primal simplex on the real objective.
    ///
    /// The objective is a weighted sum of error symbols, which are never negative, so it cannot
    /// be unbounded: a symbol with a negative coefficient that no row bounds carries rounding
    /// residue. Strengths near 1e6 leave residues above kiwi's 1e-8 drop threshold when a
    /// constraint's weight is taken out again (a removed marker, or what a pivot substituted for
    /// it); such a coefficient, small in absolute terms or beside the largest weight (see
    /// ``isObjectiveResidue(_:)``), is set to zero. A larger one is an internal failure.
    mutating func optimizeObjective() throws(SolverError) {
        var budget = 1024 + 4 * rowCount
        while let entering = enteringFromObjective() {
            guard let slot = leavingRow(for: entering, bland: budget <= 0) else {
                guard isObjectiveResidue(symbols[Int(entering)].objective) else {
                    throw .internalFailure(Self.unboundedObjective)
                }
                setObjective(entering, 0)
                continue
            }
            pivot(slot: slot, entering: entering)
            budget -= 1
        }
    }

    /// The lowest-id parametric symbol with a negative objective coefficient (kiwi's
    /// `getEnteringSymbol`, which scans the id-sorted objective).
    mutating func enteringFromObjective() -> Int32? {
        while let candidate = negativeHeap.min {
            if symbols[Int(candidate)].objective < 0 { return candidate }
            _ = negativeHeap.popMin()
            symbols[Int(candidate)].queued &= ~1
        }
        return nil
    }

    /// Phase-2 primal simplex on the artificial objective row at `objectiveSlot`.
    mutating func optimizeArtificial(_ objectiveSlot: Int) throws(SolverError) {
        while true {
            let header = rows[objectiveSlot]
            var entering: Int32 = -1
            var k = header.start
            let end = k + Int(header.count)
            while k < end {
                let cell = cells[k]
                if cell.coefficient < 0 && symbols[Int(cell.symbol)].kind != .dummy {
                    entering = cell.symbol
                    break
                }
                k += 1
            }
            if entering < 0 { return }
            guard let slot = leavingRow(for: entering, bland: true) else {
                throw .internalFailure(Self.unboundedObjective)
            }
            pivot(slot: slot, entering: entering)
        }
    }

    /// kiwi's `getLeavingRow`: among restricted rows where `entering` has a negative coefficient,
    /// the smallest `-constant / coefficient`; ties to the row with the fewest cells, then to the
    /// lowest basic id (with `bland`, straight to the lowest basic id). Degenerate layouts tie
    /// often (many rows at 0), and the shortest row substitutes the least into the rows holding
    /// `entering`: a long row chosen there is copied into each of them. The first candidate is
    /// taken whatever its ratio: a constant near `Double.greatestFiniteMagnitude` gives a ratio
    /// that compares equal to (or, divided, above) kiwi's starting bound, and kiwi then finds no
    /// row and calls the objective unbounded. The other ratio tests below do the same.
    mutating func leavingRow(for entering: Int32, bland: Bool) -> Int? {
        var best = -1, fallback = -1
        var bestRatio = Double.greatestFiniteMagnitude, fallbackRatio = Double.greatestFiniteMagnitude
        var bestBasic = Int32.max, fallbackBasic = Int32.max
        var bestCount = Int32.max
        let columnStart = symbols[Int(entering)].columnStart
        for k in 0..<Int(symbols[Int(entering)].columnCount) {
            let slot = Int(columnPool[columnStart + k])
            let header = rows[slot]
            let basic = header.basic
            if basic < 0 || symbols[Int(basic)].kind == .external { continue }
            let coefficient = self.coefficient(of: entering, in: header)
            if coefficient < 0 {
                let ratio = -header.constant / coefficient
                if coefficient <= -pivotTolerance {
                    let count = bland ? 0 : header.count
                    if best < 0 || ratio < bestRatio
                        || (ratio == bestRatio
                            && (count < bestCount || (count == bestCount && basic < bestBasic)))
                    {
                        best = slot
                        bestRatio = ratio
                        bestBasic = basic
                        bestCount = count
                    }
                } else if fallback < 0 || ratio < fallbackRatio || (ratio == fallbackRatio && basic < fallbackBasic) {
                    fallback = slot
                    fallbackRatio = ratio
                    fallbackBasic = basic
                }
            }
        }
        if best >= 0 { return best }
        return fallback >= 0 ? fallback : nil
    }

    /// Dual simplex: repairs infeasible rows (lowest basic id first) while keeping the objective
    /// optimal. Returns the basic symbol of a row that cannot be repaired (the system is
    /// infeasible), or nil on success.
    mutating func dualOptimize() -> Int32? {
        while let leaving = infeasibleHeap.popMin() {
            let l = Int(leaving)
            symbols[l].queued &= ~2
            let slot = Int(symbols[l].rowOf)
            if slot < 0 { continue }
            let constant = rows[slot].constant
            let sign: Double
            if symbols[l].kind == .dummy {
                // A dummy must be 0: repair either sign (kiwi only ever sees 0 here).
                if nearZero(constant) { continue }
                sign = constant < 0 ? 1 : -1
            } else {
                if nearZero(constant) || !(constant < 0) { continue }
                sign = 1
            }
            guard let entering = dualEntering(slot: slot, sign: sign) else { return leaving }
            pivot(slot: slot, entering: entering)
        }
        return nil
    }

    /// kiwi's `getDualEnteringSymbol`: among non-dummy cells with `sign * coefficient > 0`, the
    /// smallest `objective / (sign * coefficient)`; ties to the lowest id.
    mutating func dualEntering(slot: Int, sign: Double) -> Int32? {
        let header = rows[slot]
        var entering: Int32 = -1, fallback: Int32 = -1
        var ratio = Double.greatestFiniteMagnitude, fallbackRatio = Double.greatestFiniteMagnitude
        var k = header.start
        let end = k + Int(header.count)
        while k < end {
            let cell = cells[k]
            k += 1
            let coefficient = cell.coefficient * sign
            if coefficient > 0 && symbols[Int(cell.symbol)].kind != .dummy {
                let r = symbols[Int(cell.symbol)].objective / coefficient
                if coefficient >= pivotTolerance {
                    if entering < 0 || r < ratio {
                        ratio = r
                        entering = cell.symbol
                    }
                } else if fallback < 0 || r < fallbackRatio {
                    fallbackRatio = r
                    fallback = cell.symbol
                }
            }
        }
        if entering >= 0 { return entering }
        return fallback >= 0 ? fallback : nil
    }

    /// The row to pivot a removed constraint's parametric marker into. First a redundant
    /// equality's row (a dummy basic row; it holds only dummies) that mentions the marker, lowest
    /// basic id: that equality then takes over from the removed one. Otherwise kiwi's
    /// `getMarkerLeavingRow`: the restricted row with a negative coefficient and the smallest
    /// `-constant / coefficient`, else the restricted row with the smallest
    /// `constant / coefficient`, else the unrestricted row with the highest basic id.
    ///
    /// kiwi goes straight to its ratio rule and may pick another row of constant 0 over the
    /// redundant one; substituting the marker then writes slack symbols into the redundant
    /// equality's dummy row, which the simplex treats as a nonnegative slack from then on, so that
    /// equality can end up violated.
    mutating func markerLeavingRow(for marker: Int32) -> Int? {
        var first = -1, second = -1, third = -1, redundant = -1
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var firstBasic = Int32.max, secondBasic = Int32.max, thirdBasic: Int32 = -1, redundantBasic = Int32.max
        let columnStart = symbols[Int(marker)].columnStart
        for k in 0..<Int(symbols[Int(marker)].columnCount) {
            let slot = Int(columnPool[columnStart + k])
            let header = rows[slot]
            let basic = header.basic
            if basic < 0 { continue }
            let c = coefficient(of: marker, in: header)
            if c == 0 { continue }
            if symbols[Int(basic)].kind == .dummy {
                if basic < redundantBasic {
                    redundant = slot
                    redundantBasic = basic
                }
            } else if symbols[Int(basic)].kind == .external {
                if basic > thirdBasic {
                    third = slot
                    thirdBasic = basic
                }
            } else if c < 0 {
                let r = -header.constant / c
                if first < 0 || r < r1 || (r == r1 && basic < firstBasic) {
                    r1 = r
                    first = slot
                    firstBasic = basic
                }
            } else {
                let r = header.constant / c
                if second < 0 || r < r2 || (r == r2 && basic < secondBasic) {
                    r2 = r
                    second = slot
                    secondBasic = basic
                }
            }
        }
        if redundant >= 0 { return redundant }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// kiwi's `anyPivotableSymbol`: the lowest-id slack or error symbol of the row.
    func anyPivotableSymbol(inRow slot: Int) -> Int32? {
        let header = rows[slot]
        var k = header.start
        let end = k + Int(header.count)
        while k < end {
            let symbol = cells[k].symbol
            let kind = symbols[Int(symbol)].kind
            if kind == .slack || kind == .error { return symbol }
            k += 1
        }
        return nil
    }
}
