// Adding, removing and re-weighting constraints: kiwi's addConstraint / removeConstraint /
// suggestValue, generalised so that the constant of any constraint can move incrementally.

/// Where a constraint lives in the tableau (kiwi's `Tag`) and the signs of its marker symbols in
/// the original row `expression (+ slack/error/dummy terms) = 0`.
struct ConstraintTag {
    /// The slack (inequality), error+ (soft equality) or dummy (required equality) symbol.
    var marker: Int32
    /// The error symbol of a soft inequality, or error- of a soft equality; -1 if none.
    var other: Int32
    /// Coefficient of `marker` in the original row.
    var markerSign: Double
    /// Coefficient of `other` in the original row.
    var otherSign: Double
}

extension Tableau {
    /// kiwi's `addConstraint` for a reduced row `Σ cells + constant OP 0` (external symbols only;
    /// see ``Solver``). Returns nil for a required row that conflicts with the required rows
    /// already present (the caller reports the constraint and rolls back).
    mutating func add(
        _ input: ScratchBuffer<Cell>, constant rowConstant: Double, relation: Relation, strength: Strength
    ) throws(SolverError) -> ConstraintTag? {
        let (tag, constant) = buildRow(input, constant: rowConstant, relation: relation, strength: strength)
        var subject = chooseSubject(tag)
        // An optional inequality that holds exactly at its bound (its reduced constant is 0):
        // kiwi's rule makes its error basic, and then the objective gains the error's weight
        // times the error's row, which can leave a negative cost on a symbol at 0 and so a
        // degenerate pivot (the point does not move, the basis does). Solving for the slack
        // instead is feasible too (it is basic at 0), and the error stays parametric at 0 with
        // its positive weight: the basis is already optimal, at the same point. A free
        // fillProportionally stack's size preferences are such rows once the first view's have
        // fixed the stack's length, and each degenerate pivot rewrote every width row.
        if subject >= 0 && subject == tag.other && constant == 0 && symbols[Int(tag.marker)].kind == .slack
            && symbols[Int(subject)].kind == .error
        {
            subject = tag.marker
        }
        if subject < 0 && scratchIsAllDummies() {
            if !nearZero(constant) { return nil }
            subject = tag.marker
        }
        if subject < 0 {
            if try !addWithArtificialVariable(constant: constant) { return nil }
        } else {
            // row.solveFor(subject)
            var index = 0
            while index < scratch.count && scratch[index].symbol != subject { index += 1 }
            guard index < scratch.count else { throw .internalFailure("subject missing from its row") }
            let scale = -1.0 / scratch[index].coefficient
            scratch.remove(at: index)
            var k = 0
            while k < scratch.count {
                scratch[k].coefficient *= scale
                // A product below the smallest subnormal is 0: no cell.
                if scratch[k].coefficient == 0 { scratch.remove(at: k) } else { k += 1 }
            }
            let slot = insertRow(scratch, constant: constant * scale, basic: subject)
            substituteEverywhere(subject, from: slot)
        }
        try optimizeObjective()
        return tag
    }

    /// Whether every cell of the scratch row is over a dummy symbol.
    private mutating func scratchIsAllDummies() -> Bool {
        var k = 0
        while k < scratch.count {
            if symbols[Int(scratch[k].symbol)].kind != .dummy { return false }
            k += 1
        }
        return true
    }

    /// kiwi's `createRow` into `scratch` (sorted by symbol): the external cells of `input` with
    /// basic symbols replaced by their rows, plus the markers; returns the tag and the row constant.
    mutating func buildRow(
        _ input: ScratchBuffer<Cell>, constant rowConstant: Double, relation: Relation, strength: Strength
    ) -> (ConstraintTag, Double) {
        scratch.removeAll()
        var constant = rowConstant
        for cell in input where !nearZero(cell.coefficient) {
            let slot = Int(symbols[Int(cell.symbol)].rowOf)
            if slot >= 0 {
                constant += rows[slot].constant * cell.coefficient
                mergeIntoScratch(row: slot, times: cell.coefficient)
            } else {
                insertIntoScratch(cell.symbol, cell.coefficient)
            }
        }
        let required = strength.isRequired
        var tag = ConstraintTag(marker: -1, other: -1, markerSign: 0, otherSign: 0)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            tag.marker = slack
            tag.markerSign = sign
            insertIntoScratch(slack, sign)
            if !required {
                let error = makeSymbol(.error)
                tag.other = error
                tag.otherSign = -sign
                insertIntoScratch(error, -sign)
                addToObjective(error, strength.value)
            }
        case .equal:
            if !required {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                tag.marker = plus
                tag.markerSign = -1
                tag.other = minus
                tag.otherSign = 1
                insertIntoScratch(plus, -1)
                insertIntoScratch(minus, 1)
                addToObjective(plus, strength.value)
                addToObjective(minus, strength.value)
            } else {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                tag.markerSign = 1
                insertIntoScratch(dummy, 1)
            }
        }
        if constant < 0 {
            constant = -constant
            for k in scratch.indices { scratch[k].coefficient = -scratch[k].coefficient }
        }
        return (tag, constant)
    }

    /// kiwi's `row.insert(symbol, coefficient)` on the scratch row.
    mutating func insertIntoScratch(_ symbol: Int32, _ coefficient: Double) {
        if scratch.isEmpty || scratch[scratch.count - 1].symbol < symbol {
            // The common case (new slack/error/dummy symbols have the highest ids): append.
            if !nearZero(coefficient) { scratch.append(Cell(symbol: symbol, coefficient: coefficient)) }
            return
        }
        var low = 0
        var high = scratch.count
        while low < high {
            let mid = (low + high) >> 1
            if scratch[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        if low < scratch.count && scratch[low].symbol == symbol {
            let sum = scratch[low].coefficient + coefficient
            if nearZero(sum) { scratch.remove(at: low) } else { scratch[low].coefficient = sum }
        } else if !nearZero(coefficient) {
            scratch.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
        }
    }

    /// kiwi's `row.insert(otherRow, coefficient)` (cells only) on the scratch row.
    mutating func mergeIntoScratch(row slot: Int, times coefficient: Double) {
        let header = rows[slot]
        if scratch.isEmpty {
            // Nothing to merge with: the row's cells, scaled (the same values and drops).
            scratch.reserveCapacity(Int(header.count))
            var j = header.start
            let jEnd = j + Int(header.count)
            while j < jEnd {
                let value = cells[j].coefficient * coefficient
                if !nearZero(value) { scratch.appendWithinCapacity(Cell(symbol: cells[j].symbol, coefficient: value)) }
                j += 1
            }
            return
        }
        scratch2.removeAll()
        scratch2.reserveCapacity(scratch.count + Int(header.count))
        var i = 0
        var j = header.start
        let jEnd = j + Int(header.count)
        while i < scratch.count || j < jEnd {
            let a = i < scratch.count ? scratch[i].symbol : Int32.max
            let b = j < jEnd ? cells[j].symbol : Int32.max
            if a < b {
                scratch2.appendWithinCapacity(scratch[i])
                i += 1
            } else {
                let value =
                    b < a
                    ? cells[j].coefficient * coefficient
                    : scratch[i].coefficient + cells[j].coefficient * coefficient
                if !nearZero(value) { scratch2.appendWithinCapacity(Cell(symbol: b, coefficient: value)) }
                if a == b { i += 1 }
                j += 1
            }
        }
        swap(&scratch, &scratch2)
    }

    /// The symbol the new row is solved for. Among the row's external symbols, the one held by the
    /// fewest rows (ties to the lowest id): a variable that no row mentions yet costs no
    /// substitution at all. kiwi takes the lowest id, i.e. the oldest variable, so each link of a
    /// chain `x_(k+1) = x_k + w` re-expresses every earlier row in terms of the newest variable (a
    /// quadratic build); the choice changes which basis represents the solution, not the optimum.
    /// Without an external symbol: kiwi's rule, a slack or error marker with a negative
    /// coefficient (``add(_:constant:relation:strength:)`` then prefers the slack of an optional
    /// inequality whose reduced constant is 0). (An external symbol must be preferred whenever
    /// there is one: the simplex treats every parametric symbol as restricted to be non-negative,
    /// so an external one left parametric in a row whose basic symbol the objective weighs could
    /// stop it short of the optimum.)
    mutating func chooseSubject(_ tag: ConstraintTag) -> Int32 {
        var best: Int32 = -1
        var bestRows = Int32.max
        for cell in scratch where symbols[Int(cell.symbol)].kind == .external {
            let live = symbols[Int(cell.symbol)].columnLive
            if live < bestRows {
                best = cell.symbol
                bestRows = live
                if live == 0 { break }
            }
        }
        if best >= 0 { return best }
        if isNegativeMarker(tag.marker) { return tag.marker }
        if isNegativeMarker(tag.other) { return tag.other }
        return -1
    }

    /// Whether `candidate` is a slack or error symbol with a negative coefficient in the scratch row.
    private mutating func isNegativeMarker(_ candidate: Int32) -> Bool {
        guard candidate >= 0 else { return false }
        let kind = symbols[Int(candidate)].kind
        guard kind == .slack || kind == .error, let cell = scratch.first(where: { $0.symbol == candidate }) else {
            return false
        }
        return cell.coefficient < 0
    }

    /// kiwi's `addWithArtificialVariable` for the scratch row. Returns false when the row cannot
    /// be satisfied (the caller rolls back).
    @inline(never)
    mutating func addWithArtificialVariable(constant: Double) throws(SolverError) -> Bool {
        let artificial = makeSymbol(.slack)
        _ = insertRow(scratch, constant: constant, basic: artificial)
        let objectiveSlot = insertRow(scratch, constant: constant, basic: RowHeader.objectiveRow)
        try optimizeArtificial(objectiveSlot)
        let success = nearZero(rows[objectiveSlot].constant)
        dropRow(objectiveSlot)
        let slot = Int(symbols[Int(artificial)].rowOf)
        if slot >= 0 {
            if rows[slot].count == 0 {
                dropRow(slot)
                return success
            }
            guard let entering = anyPivotableSymbol(inRow: slot) else { return false }
            pivot(slot: slot, entering: entering)
        }
        let a = Int(artificial)
        let columnStart = symbols[a].columnStart
        for k in 0..<Int(symbols[a].columnCount) {
            let slot = Int(columnPool[columnStart + k])
            if cellIndex(of: artificial, in: rows[slot]) >= 0 { eraseCell(artificial, inRow: slot) }
        }
        clearColumn(artificial)
        if symbols[a].objective != 0 { setObjective(artificial, 0) }
        return success
    }

    /// kiwi's `removeConstraint` after lookup.
    mutating func remove(_ tag: ConstraintTag, strength: Double) throws(SolverError) {
        if symbols[Int(tag.marker)].kind == .error { removeMarkerEffects(tag.marker, strength) }
        if tag.other >= 0 && symbols[Int(tag.other)].kind == .error { removeMarkerEffects(tag.other, strength) }
        let slot = Int(symbols[Int(tag.marker)].rowOf)
        if slot >= 0 {
            dropRow(slot)
        } else {
            guard let leaving = markerLeavingRow(for: tag.marker) else {
                throw .internalFailure("failed to find leaving row")
            }
            pivot(slot: leaving, entering: tag.marker)
            dropRow(leaving)
        }
        try optimizeObjective()
    }

    /// Adds `delta` to the weight of a row's error markers (the row now stands for constraints
    /// whose strengths sum to the new weight); the caller re-optimizes.
    mutating func addStrength(_ tag: ConstraintTag, _ delta: Double) {
        if symbols[Int(tag.marker)].kind == .error { removeMarkerEffects(tag.marker, -delta) }
        if tag.other >= 0 && symbols[Int(tag.other)].kind == .error { removeMarkerEffects(tag.other, -delta) }
    }

    /// Sets every objective coefficient to 0 (before ``Solver/rebuildObjective()``).
    mutating func clearObjective() {
        for symbol in 0..<symbolCount where symbols[symbol].objective != 0 { setObjective(Int32(symbol), 0) }
    }

    /// Takes an error symbol's weight out of the objective.
    mutating func removeMarkerEffects(_ marker: Int32, _ strength: Double) {
        let slot = Int(symbols[Int(marker)].rowOf)
        if slot >= 0 {
            let header = rows[slot]
            var k = header.start
            let end = k + Int(header.count)
            while k < end {
                let cell = cells[k]
                addToObjective(cell.symbol, cell.coefficient * -strength)
                k += 1
            }
        } else {
            addToObjective(marker, -strength)
        }
    }

    /// Moves a constraint's expression constant by `delta` (kiwi's suggestValue, for any marker).
    ///
    /// The marker occurs in the original row with coefficient `markerSign`, so the change is the
    /// same as replacing the marker by `marker + delta / markerSign`: a basic marker's row constant
    /// drops by `delta / markerSign`, and a parametric marker's rows gain `coefficient * delta /
    /// markerSign`. Rows that become infeasible are queued for ``dualOptimize()``.
    mutating func shiftConstant(_ tag: ConstraintTag, by delta: Double) {
        let markerSlot = Int(symbols[Int(tag.marker)].rowOf)
        if markerSlot >= 0 {
            let constant = addToConstant(ofRow: markerSlot, -(delta / tag.markerSign))
            noteConstant(of: tag.marker, constant)
            return
        }
        if tag.other >= 0 {
            let otherSlot = Int(symbols[Int(tag.other)].rowOf)
            if otherSlot >= 0 {
                let constant = addToConstant(ofRow: otherSlot, -(delta / tag.otherSign))
                noteConstant(of: tag.other, constant)
                return
            }
        }
        // Shift every row holding the marker once; the scan also compacts the marker's column
        // (dropping stale and repeated entries), since it looks every entry up anyway.
        let shift = delta / tag.markerSign
        let m = Int(tag.marker)
        let mark = nextStamp()
        let columnStart = symbols[m].columnStart
        let count = Int(symbols[m].columnCount)
        var kept = 0
        var k = 0
        while k < count {
            let slot = Int(columnPool[columnStart + k])
            k += 1
            if rows[slot].stamp == mark { continue }
            let header = rows[slot]
            let index = cellIndex(of: tag.marker, in: header)
            if index < 0 { continue }
            rows[slot].stamp = mark
            columnPool[columnStart + kept] = Int32(truncatingIfNeeded: slot)
            kept += 1
            let constant = addToConstant(ofRow: slot, shift * cells[index].coefficient)
            noteConstant(of: header.basic, constant)
        }
        symbols[m].columnCount = Int32(truncatingIfNeeded: kept)
        symbols[m].columnLive = Int32(truncatingIfNeeded: kept)
    }
}
