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
        journal.termCount = termNodes.count
        journal.rootCount = roots.count
        journal.definitionTermCount = definitionTerms.count
        journal.definitionCount = definitionCount
        journal.occurrenceCount = occurrences.count
        journal.rowCount = rows.count
        journal.seq = seq
    }

    mutating func commit() {
        clearJournal()
        compactIfWasteful()
    }

    /// Undoes everything since ``begin()``.
    mutating func rollback() {
        planIsValid = false
        journal.rowCounts.forEachNewestFirst { entry in rowCounts[Int(entry.0)] &-= entry.1 }
        journal.symbols.forEachNewestFirst { entry in symbols[Int(entry.0)] = entry.1 }
        journal.rootHeads.forEachNewestFirst { entry in rootHeads[Int(entry.0)] = entry.1 }
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
        }
        records.removeSubrange(journal.recordCount...)
        if let saved = journal.freeRecords { freeRecords = saved }
        termNodes.removeSubrange(journal.termCount...)
        roots.removeSubrange(journal.rootCount...)
        rootLinks.removeSubrange(journal.rootCount...)
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
        journal.rootHeads.removeAll()
        if !journal.records.isEmpty { journal.records.removeAll(keepingCapacity: true) }
        if journal.freeRecords != nil { journal.freeRecords = nil }
        journal.rows.removeAll()
        if journal.freeRows != nil { journal.freeRows = nil }
    }

    /// Rebuilds the term, root and occurrence pools from the live records when they are mostly
    /// garbage (outside transactions; nothing depends on the order of the entries).
    mutating func compactIfWasteful() {
        let live = records.count - freeRecords.count
        let limit = 4 * live + 4096
        guard
            termNodes.count > limit || occurrences.count > limit || roots.count > limit
                || definitionTerms.count > limit
        else { return }
        compactPools()
    }

    @inline(never)
    private mutating func compactPools() {
        var terms: [Int32] = []
        var newRoots: [Int32] = []
        var newDefinitions: [DefinitionTerm] = []
        terms.reserveCapacity(termNodes.count / 2)
        for i in rootHeads.indices { rootHeads[i] = -1 }
        var newLinks: [RootLink] = []
        for i in records.indices where records[i].kind != .free {
            guard let constraint = records[i].constraint else { continue }
            let start = Int(records[i].termStart)
            records[i].termStart = Int32(truncatingIfNeeded: terms.count)
            terms.append(contentsOf: termNodes[start..<start + constraint.terms.count])
            let rootStart = Int(records[i].rootStart)
            records[i].rootStart = Int32(truncatingIfNeeded: newRoots.count)
            for root in roots[rootStart..<rootStart + Int(records[i].rootCount)] {
                newLinks.append(RootLink(next: rootHeads[Int(root)], record: Int32(truncatingIfNeeded: i)))
                rootHeads[Int(root)] = Int32(truncatingIfNeeded: newRoots.count)
                newRoots.append(root)
            }
            let definitionStart = Int(records[i].definitionStart)
            records[i].definitionStart = Int32(truncatingIfNeeded: newDefinitions.count)
            newDefinitions.append(
                contentsOf: definitionTerms[definitionStart..<definitionStart + Int(records[i].definitionCount)])
        }
        termNodes = terms
        roots = newRoots
        rootLinks = newLinks
        definitionTerms = newDefinitions
        occurrences.removeAll(keepingCapacity: true)
        for i in nodes.indices { nodes[i].firstOccurrence = -1 }
        for i in records.indices where records[i].kind != .free {
            registerOccurrences(Int32(truncatingIfNeeded: i))
        }
    }
}
