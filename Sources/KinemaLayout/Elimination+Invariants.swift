// The invariants the forest's walks and the solver's repairs rely on, checked in checked builds
// (`KINEMA_INTERNAL_CHECKS`) after public solver operations (see `Solver.checkInvariants`).

extension Elimination {
    /// The invariants that do not hold between calls, one sentence each (empty when the forest is
    /// sound). `symbolCount` is the tableau's, to check the external symbols against.
    ///
    /// - The per-node arrays have one entry per node (the variables one fewer: node 0 is the
    ///   constant); no transaction is open and no record is pending.
    /// - Trees: parent links end at a root without a cycle; a non-root has an edge whose record is
    ///   a live eliminated equality naming it, sits in its parent's child list (links consistent
    ///   both ways) and has no definition; a root's `size` counts its class and its
    ///   `classReferences` sum its class's `references`; a node's `references` count the terms
    ///   of live definitions that name it (a definition's expanded terms, or its constraint's
    ///   terms outside the class it determines), so that taking a definition back takes back
    ///   exactly what making it counted.
    /// - Records: a live record has a constraint; an eliminated one is its child's edge; a defined
    ///   one is its root's definition; a tableau record has a live shared row, and every shared
    ///   row's `members` counts its tableau records; `definitionCount` counts the defined records;
    ///   `liveRecords` the registered constraints.
    /// - Rows: `rowCounts` of each node equals the number of tableau records over it, and a
    ///   node with rows has an external symbol the tableau knows.
    func invariantViolations(symbolCount: Int) -> [String] {
        var violations: [String] = []
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition && violations.count < 20 { violations.append(message()) }
        }
        let n = nodes.count
        require(
            rowCounts.count == n && symbols.count == n && rootHeads.count == n && variables.count == n - 1,
            "per-node arrays hold \(rowCounts.count)/\(symbols.count)/\(rootHeads.count)/\(variables.count) for \(n) nodes"
        )
        guard rowCounts.count == n, symbols.count == n else { return violations }
        require(!journal.active, "a transaction is still open")
        // Roots, without walking a path twice (trees can be 100,000 levels deep).
        var rootOf = [Int32](repeating: -1, count: n)
        var path: [Int32] = []
        for start in 0..<n where rootOf[start] < 0 {
            var node = Int32(truncatingIfNeeded: start)
            path.removeAll(keepingCapacity: true)
            while rootOf[Int(node)] < 0 && nodes[Int(node)].parent >= 0 && path.count <= n {
                path.append(node)
                node = nodes[Int(node)].parent
                guard node >= 0 && Int(node) < n else { break }
            }
            guard path.count <= n, node >= 0, Int(node) < n else {
                violations.append("the parent links from node \(start) leave the forest or cycle")
                return violations
            }
            let root = rootOf[Int(node)] >= 0 ? rootOf[Int(node)] : node
            rootOf[Int(node)] = root
            for member in path { rootOf[Int(member)] = root }
        }
        var classSize = [Int32](repeating: 0, count: n)
        var classReferenceSum = [Int32](repeating: 0, count: n)
        var childCount = 0
        for i in 0..<n {
            let node = nodes[i]
            classSize[Int(rootOf[i])] += 1
            classReferenceSum[Int(rootOf[i])] += node.references
            if node.parent >= 0 {
                childCount += 1
                let edge = Int(node.edge)
                require(
                    edge >= 0 && edge < records.count && records[edge].kind == .eliminated
                        && records[edge].child == Int32(truncatingIfNeeded: i),
                    "node \(i)'s edge \(edge) is not a live eliminated equality naming it")
                require(node.definition < 0, "non-root node \(i) has a definition")
            }
            var child = node.firstChild, previous: Int32 = -1, steps = 0
            while child >= 0 && Int(child) < n && steps <= n {
                require(
                    nodes[Int(child)].parent == Int32(truncatingIfNeeded: i),
                    "node \(child) is in the child list of \(i), not its parent")
                require(nodes[Int(child)].previousSibling == previous, "node \(child)'s previous sibling is wrong")
                previous = child
                child = nodes[Int(child)].nextSibling
                steps += 1
                childCount -= 1
            }
            require(child < 0, "node \(i)'s child list is broken")
            if node.definition >= 0 {
                let d = Int(node.definition)
                require(
                    d < records.count && records[d].kind == .defined
                        && records[d].child == Int32(truncatingIfNeeded: i),
                    "node \(i)'s definition \(d) is not a live definition of it")
            }
            if i > 0 && rowCounts[i] > 0 {
                require(symbols[i] >= 0 && Int(symbols[i]) < symbolCount, "node \(i) has rows but no external symbol")
            }
        }
        require(childCount == 0, "child lists and parent links disagree by \(childCount)")
        for i in 0..<n where nodes[i].parent < 0 {
            require(
                nodes[i].size == classSize[i], "root \(i) counts \(nodes[i].size) nodes, its class has \(classSize[i])")
            require(
                nodes[i].classReferences == classReferenceSum[i],
                "root \(i) counts \(nodes[i].classReferences) references, its class has \(classReferenceSum[i])")
        }
        var expectedReferences = [Int32](repeating: 0, count: n)
        for record in records where record.kind == .defined {
            if record.expanded {
                let start = Int(record.definitionStart)
                guard start >= 0, start + Int(record.definitionCount) <= definitionTerms.count else {
                    violations.append("a definition's terms lie outside the list")
                    continue
                }
                for term in definitionTerms[start..<start + Int(record.definitionCount)]
                where term.node >= 0 && Int(term.node) < n {
                    expectedReferences[Int(term.node)] += 1
                }
            } else {
                let start = Int(record.termStart)
                guard start >= 0, start + Int(record.termCount) <= terms.count else {
                    violations.append("a definition's constraint terms lie outside the list")
                    continue
                }
                for term in terms[start..<start + Int(record.termCount)]
                where term.node >= 0 && Int(term.node) < n && rootOf[Int(term.node)] != record.child {
                    expectedReferences[Int(term.node)] += 1
                }
            }
        }
        for i in 0..<n {
            require(
                nodes[i].references == expectedReferences[i],
                "node \(i) counts \(nodes[i].references) definition references, "
                    + "definitions name it \(expectedReferences[i]) times")
        }
        var expectedRows = [Int32](repeating: 0, count: n)
        var members = [Int32](repeating: 0, count: rows.count)
        var defined = 0, live = 0
        require(owners.count == records.count, "\(owners.count) owners for \(records.count) records")
        for (r, record) in records.enumerated() {
            // The record's unowned reference is the one its owner keeps alive.
            if r < owners.count {
                require(
                    owners[r].map(ObjectIdentifier.init) == record.constraint.map(ObjectIdentifier.init),
                    "record \(r)'s constraint is not the one its slot owns")
            }
            guard record.kind != .free else { continue }
            live += 1
            require(record.constraint != nil, "record \(r) of kind \(record.kind) has no constraint")
            if let constraint = record.constraint {
                require(
                    record.relation == constraint.relation && record.strength == constraint.strength,
                    "record \(r)'s relation or strength differs from its constraint's")
            }
            switch record.kind {
            case .tableau:
                let row = Int(record.row)
                require(row >= 0 && row < rows.count && rows[row].members > 0, "tableau record \(r) has no live row")
                if row >= 0 && row < rows.count { members[row] += 1 }
                let start = Int(record.rootStart)
                require(
                    start >= 0 && start + Int(record.rootCount) <= roots.count,
                    "record \(r)'s roots lie outside the list")
                if start >= 0 && start + Int(record.rootCount) <= roots.count {
                    for entry in roots[start..<start + Int(record.rootCount)]
                    where entry.node >= 0 && Int(entry.node) < n {
                        expectedRows[Int(entry.node)] += 1
                    }
                }
            case .eliminated:
                let child = Int(record.child)
                require(
                    child > 0 && child < n && nodes[child].edge == Int32(truncatingIfNeeded: r),
                    "eliminated record \(r) is not its child's edge")
            case .defined:
                defined += 1
                let child = Int(record.child)
                require(
                    child > 0 && child < n && nodes[child].definition == Int32(truncatingIfNeeded: r),
                    "defined record \(r) is not its root's definition")
            case .pending:
                violations.append("record \(r) is still pending")
            case .redundant, .free:
                break
            }
        }
        require(defined == definitionCount, "definitionCount is \(definitionCount), \(defined) records define")
        require(live == liveRecords, "liveRecords is \(liveRecords), \(live) records are live")
        for i in 1..<n {
            require(
                rowCounts[i] == expectedRows[i],
                "node \(i) counts \(rowCounts[i]) rows, \(expectedRows[i]) records hold it")
        }
        for (row, shared) in rows.enumerated() {
            require(
                shared.members == members[row],
                "shared row \(row) counts \(shared.members) members, \(members[row]) records use it")
        }
        return violations
    }
}
