// Transactions over ``Elimination`` (begin, commit, roll back) and the compaction of its pools.

extension Elimination {
    mutating func begin() {
        journal.mark &+= 1
        if journal.mark == 0 {
            for i in nodes.indices { nodes[i].mark = 0 }
            for i in records.indices { records[i].mark = 0 }
            journal.mark = 1
        }
        journal.active = true
        journal.nodeCount = nodes.count
        journal.recordCount = records.count
        journal.termCount = terms.count
        journal.rootCount = roots.count
        journal.definitionTermCount = definitionTerms.count
        journal.definitionCount = definitionCount
        journal.occurrenceCount = occurrences.count
        journal.rowCount = rows.count
        journal.seq = seq
    }

    mutating func commit() {
        for record in journal.releasedOwners where records[Int(record)].kind == .free {
            owners[Int(record)] = nil
        }
        clearJournal()
        compactIfWasteful()
    }

    /// Undoes everything since ``begin()``.
    mutating func rollback() {
        planIsValid = false
        journal.rowCounts.forEachNewestFirst { entry in rowCounts[Int(entry.0)] &-= entry.1 }
        journal.symbols.forEachNewestFirst { entry in symbols[Int(entry.0)] = entry.1 }
        // Each root's head goes back past the entries the transaction appended (links only point
        // to older entries, and nothing else moves a head inside a transaction).
        let rootCount = journal.rootCount
        for k in rootCount..<roots.count {
            let root = Int(roots[k].node)
            var head = rootHeads[root]
            while head >= Int32(truncatingIfNeeded: rootCount) { head = roots[Int(head)].next }
            rootHeads[root] = head
        }
        let nodeCount = journal.nodeCount
        journal.nodes.forEachNewestFirst { entry in
            if Int(entry.0) < nodeCount { nodes[Int(entry.0)] = entry.1 }
        }
        for variable in variables[(journal.nodeCount - 1)...] { nodeOf.remove(ObjectIdentifier(variable)) }
        nodes.removeSubrange(journal.nodeCount...)
        rowCounts.removeSubrange(journal.nodeCount...)
        symbols.removeSubrange(journal.nodeCount...)
        rootHeads.removeSubrange(journal.nodeCount...)
        variables.removeSubrange((journal.nodeCount - 1)...)
        for (record, saved) in journal.records.reversed() where Int(record) < journal.recordCount {
            records[Int(record)] = saved
            // A slot reused by the transaction was free before it.
            if saved.constraint == nil { owners[Int(record)] = nil }
        }
        records.removeSubrange(journal.recordCount...)
        owners.removeSubrange(journal.recordCount...)
        if let saved = journal.freeRecords { freeRecords = saved }
        terms.removeSubrange(journal.termCount...)
        roots.removeSubrange(journal.rootCount...)
        definitionTerms.removeSubrange(journal.definitionTermCount...)
        definitionCount = journal.definitionCount
        occurrences.removeSubrange(journal.occurrenceCount...)
        let rowCount = journal.rowCount
        journal.rows.forEachNewestFirst { entry in
            if Int(entry.0) < rowCount { rows[Int(entry.0)] = entry.1 }
        }
        rows.removeSubrange(journal.rowCount...)
        if let saved = journal.freeRows { freeRows = saved }
        seq = journal.seq
        clearJournal()
    }

    private mutating func clearJournal() {
        journal.active = false
        journal.nodes.removeAll()
        journal.rowCounts.removeAll()
        journal.symbols.removeAll()
        if !journal.records.isEmpty { journal.records.removeAll(keepingCapacity: true) }
        if !journal.releasedOwners.isEmpty { journal.releasedOwners.removeAll(keepingCapacity: true) }
        if journal.freeRecords != nil { journal.freeRecords = nil }
        journal.rows.removeAll()
        if journal.freeRows != nil { journal.freeRows = nil }
    }

    /// Rebuilds the term, root and occurrence pools from the live records when they are mostly
    /// garbage (outside transactions; nothing depends on the order of the entries).
    ///
    /// A pool is wasteful when it holds more than four entries per live record (plus some slack)
    /// and more than twice what the last compaction left in it. The second bound keeps the
    /// compactions amortized when the live entries themselves outgrow the first: a definition
    /// expanded over thousands of terms, or a record with thousands of occurrences, would
    /// otherwise make every later commit compact the whole system again.
    mutating func compactIfWasteful() {
        let live = records.count - freeRecords.count
        let limit = 4 * live + 4096
        func wasteful(_ count: Int, _ compacted: Int) -> Bool { count > limit && count > 2 * compacted }
        guard
            wasteful(terms.count, compactedSizes.terms) || wasteful(occurrences.count, compactedSizes.occurrences)
                || wasteful(roots.count, compactedSizes.roots)
                || wasteful(definitionTerms.count, compactedSizes.definitionTerms)
        else { return }
        compactPools()
        compactedSizes = (terms.count, occurrences.count, roots.count, definitionTerms.count)
    }

    @inline(never)
    private mutating func compactPools() {
        poolCompactions &+= 1
        var newTerms: [NodeTerm] = []
        var newRoots: [RootEntry] = []
        var newDefinitions: [NodeTerm] = []
        newTerms.reserveCapacity(terms.count / 2)
        for i in rootHeads.indices { rootHeads[i] = -1 }
        for i in records.indices where records[i].kind != .free {
            let start = Int(records[i].termStart)
            records[i].termStart = Int32(truncatingIfNeeded: newTerms.count)
            newTerms.append(contentsOf: terms[start..<start + Int(records[i].termCount)])
            let rootStart = Int(records[i].rootStart)
            records[i].rootStart = Int32(truncatingIfNeeded: newRoots.count)
            for entry in roots[rootStart..<rootStart + Int(records[i].rootCount)] {
                let root = Int(entry.node)
                newRoots.append(
                    RootEntry(node: entry.node, next: rootHeads[root], record: Int32(truncatingIfNeeded: i)))
                rootHeads[root] = Int32(truncatingIfNeeded: newRoots.count - 1)
            }
            let definitionStart = Int(records[i].definitionStart)
            records[i].definitionStart = Int32(truncatingIfNeeded: newDefinitions.count)
            newDefinitions.append(
                contentsOf: definitionTerms[definitionStart..<definitionStart + Int(records[i].definitionCount)])
        }
        terms = newTerms
        roots = newRoots
        definitionTerms = newDefinitions
        occurrences.removeAll(keepingCapacity: true)
        for i in nodes.indices { nodes[i].firstOccurrence = -1 }
        for i in records.indices where records[i].kind != .free {
            registerOccurrences(Int32(truncatingIfNeeded: i))
        }
    }
}
