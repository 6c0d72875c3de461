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

    /// A new shared row with one member; registered for sharing when `key` is not empty and no
    /// other row has that key.
    mutating func allocateRow(tag: ConstraintTag, strength: Double, key: RowKey?) -> Int32 {
        let row: Int32
        if let reused = freeRows.last {
            if journal.active && journal.freeRows == nil { journal.freeRows = freeRows }
            freeRows.removeLast()
            row = reused
            saveRow(row)
        } else {
            row = Int32(truncatingIfNeeded: rows.count)
            rows.append(SharedRow(mark: journal.mark))
        }
        rows[Int(row)].tag = tag
        rows[Int(row)].strength = strength
        rows[Int(row)].members = 1
        rows[Int(row)].key = key
        if let key, rowOf[key] == nil { setRowOf(key, row) }
        return row
    }

    /// Frees a shared row whose last member left.
    mutating func freeRow(_ row: Int32) {
        saveRow(row)
        if let key = rows[Int(row)].key, rowOf[key] == row { setRowOf(key, nil) }
        rows[Int(row)] = SharedRow(mark: rows[Int(row)].mark)
        if journal.active && journal.freeRows == nil { journal.freeRows = freeRows }
        freeRows.append(row)
    }

    /// Gives a single-member row a new key (its constant moved).
    mutating func rekeyRow(_ row: Int32, constant: Double) {
        guard let old = rows[Int(row)].key else { return }
        saveRow(row)
        if rowOf[old] == row { setRowOf(old, nil) }
        var key = old
        key.constant = constant.bitPattern
        rows[Int(row)].key = key
        if rowOf[key] == nil { setRowOf(key, row) }
    }

    /// `rowOf[key] = row`, journaled.
    mutating func setRowOf(_ key: RowKey, _ row: Int32?) {
        if journal.active { journal.rowOf.append((key, rowOf[key])) }
        rowOf[key] = row
    }
}
