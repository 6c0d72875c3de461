// The shared tableau rows of ``Elimination`` (see ``SharedRow``), with journaled writes.

extension Elimination {
    /// Saves a shared row the first time it changes in the open transaction.
    @inline(__always)
    mutating func saveRow(_ row: Int32) {
        if journal.active && rows[Int(row)].mark != journal.mark {
            journal.rows.append((row, rows[Int(row)]))
            rows[Int(row)].mark = journal.mark
        }
    }

    /// The shareable row over `root` that says `coefficient · root + constant (relation) 0`, if
    /// any (the list is searched only so far: a class with very many different preferences just
    /// shares less; `mutating` only keeps callers from copying the whole state).
    mutating func sharedRow(root: Int32, relation: Relation, coefficient: Double, constant: Double) -> Int32? {
        var row = nodes[Int(root)].firstSharedRow
        var steps = 0
        while row >= 0 && steps < 64 {
            let r = rows[Int(row)]
            if r.relation == relation && r.coefficient.bitPattern == coefficient.bitPattern
                && r.constant.bitPattern == constant.bitPattern
            {
                return row
            }
            row = r.nextShared
            steps += 1
        }
        return nil
    }

    /// A new row with one member; shareable (listed under `root`) when `root` is not negative.
    mutating func allocateRow(
        tag: ConstraintTag, strength: Double, root: Int32, relation: Relation, coefficient: Double, constant: Double
    ) -> Int32 {
        var fresh = SharedRow(
            tag: tag, strength: strength, members: 1, root: root, relation: relation,
            coefficient: coefficient, constant: constant, nextShared: -1, mark: journal.mark)
        let row: Int32
        if let reused = freeRows.last {
            if journal.active && journal.freeRows == nil { journal.freeRows = freeRows }
            freeRows.removeLast()
            row = reused
            saveRow(row)
            fresh.mark = rows[Int(row)].mark
        } else {
            row = Int32(truncatingIfNeeded: rows.count)
        }
        if root >= 0 {
            saveNode(root)
            fresh.nextShared = nodes[Int(root)].firstSharedRow
            nodes[Int(root)].firstSharedRow = row
        }
        if row == rows.count { rows.append(fresh) } else { rows[Int(row)] = fresh }
        return row
    }

    /// Frees a row whose last member left (unlisting it from its representative).
    mutating func freeRow(_ row: Int32) {
        saveRow(row)
        let root = rows[Int(row)].root
        if root >= 0 {
            let next = rows[Int(row)].nextShared
            if nodes[Int(root)].firstSharedRow == row {
                saveNode(root)
                nodes[Int(root)].firstSharedRow = next
            } else {
                var previous = nodes[Int(root)].firstSharedRow
                while previous >= 0 && rows[Int(previous)].nextShared != row {
                    previous = rows[Int(previous)].nextShared
                }
                if previous >= 0 {
                    saveRow(previous)
                    rows[Int(previous)].nextShared = next
                }
            }
        }
        rows[Int(row)] = SharedRow(mark: rows[Int(row)].mark)
        if journal.active && journal.freeRows == nil { journal.freeRows = freeRows }
        freeRows.append(row)
    }

    /// Records the new constant of a single-member row (the edit path moved it).
    mutating func rekeyRow(_ row: Int32, constant: Double) {
        guard rows[Int(row)].root >= 0 else { return }
        saveRow(row)
        rows[Int(row)].constant = constant
    }
}
