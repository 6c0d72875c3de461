// Keeping the forest exact when an eliminated equality goes away or changes its constant.
//
// An eliminated equality E attached the root `child` under `parent`. A record inserted after E
// may rely on E through the nodes below `child` (their offsets, or their membership in the class);
// a record inserted before E cannot, since `child`'s subtree was a class of its own then. So when
// E is removed, the records touching the cut-off subtree and inserted after E (and any tableau
// row over it, written in terms of the old representative) are taken out and inserted again, in
// their original order; when E's constant changes, the same records are recomputed in order of
// insertion, and tableau rows over the moved nodes shift their constants by the edit path.

extension Solver {
    /// Removes the eliminated record `removed` and repairs what relied on it.
    func cutAndReinsert(_ removed: Int32) throws(SolverError) {
        forest.saveRecord(removed)
        forest.records[Int(removed)].kind = .pending
        let mark = forest.nextStamp()
        var collected: [Int32] = []
        var work: [Int32] = [removed]
        while let edge = work.popLast() {
            let seq = forest.records[Int(edge)].seq
            forest.detach(forest.records[Int(edge)].child)
            forEachUnstampedRecord(overSubtree: mark) { q, kind in
                guard kind == .tableau || forest.records[Int(q)].seq > seq else { return }
                forest.records[Int(q)].stamp = mark
                collected.append(q)
                if kind == .eliminated { work.append(q) }
            }
        }
        for q in collected where forest.records[Int(q)].kind == .tableau { try removeFromTableau(q) }
        for q in collected {
            forest.saveRecord(q)
            forest.records[Int(q)].kind = .pending
        }
        collected.sort { forest.records[Int($0)].seq < forest.records[Int($1)].seq }
        for q in collected { try insert(q) }
    }

    /// Recomputes, in order of insertion, the eliminated and redundant records that depend on
    /// the eliminated record `start` (whose constant just changed), then shifts the tableau rows
    /// over the nodes that moved and re-optimizes. Throws `.unsatisfiable(culprit)` when a
    /// redundant equality or a required row can no longer hold.
    func propagate(from start: Int32, culprit: Constraint) throws(SolverError) {
        let mark = forest.nextStamp()
        forest.records[Int(start)].stamp = mark
        var queue = SequenceQueue()
        queue.push(seq: forest.records[Int(start)].seq, record: start)
        var touched: [Int32] = []
        while let q = queue.popMin() {
            switch forest.records[Int(q)].kind {
            case .eliminated:
                let child = forest.records[Int(q)].child
                guard let offset = edgeOffset(q) else { throw .internalFailure("broken forest edge") }
                guard offset.isFinite else { throw .numericOverflow }
                if offset.bitPattern == forest.nodes[Int(child)].offset.bitPattern { continue }
                forest.saveNode(child)
                forest.nodes[Int(child)].offset = offset
                forest.collectSubtree(child)
                let seq = forest.records[Int(q)].seq
                forEachUnstampedRecord(overSubtree: mark) { t, kind in
                    if kind == .tableau {
                        forest.records[Int(t)].stamp = mark
                        touched.append(t)
                    } else if forest.records[Int(t)].seq > seq {
                        forest.records[Int(t)].stamp = mark
                        queue.push(seq: forest.records[Int(t)].seq, record: t)
                    }
                }
            case .redundant:
                if !nearZero(reduce(q)) { throw .unsatisfiable(culprit) }
            case .tableau, .free, .pending:
                break
            }
        }
        guard !touched.isEmpty else { return }
        touched.sort { forest.records[Int($0)].seq < forest.records[Int($1)].seq }
        // Members of shared rows leave them first (the row keeps its other members' constant)
        // and come back once the solution is feasible again; single rows shift their constant.
        var rejoin: [Int32] = []
        for t in touched where forest.rows[Int(forest.records[Int(t)].row)].members > 1 {
            if reduce(t) != forest.records[Int(t)].encoded {
                try removeFromTableau(t)
                forest.saveRecord(t)
                forest.records[Int(t)].kind = .pending
                rejoin.append(t)
            }
        }
        for t in touched where forest.records[Int(t)].kind == .tableau {
            let constant = reduce(t)
            guard constant.isFinite else { throw .numericOverflow }
            let delta = constant - forest.records[Int(t)].encoded
            if delta == 0 { continue }
            let row = forest.records[Int(t)].row
            tableau.shiftConstant(forest.rows[Int(row)].tag, by: delta)
            forest.saveRecord(t)
            forest.records[Int(t)].encoded = constant
            forest.rekeyRow(row, constant: constant)
        }
        if tableau.dualOptimize() != nil { throw .unsatisfiable(culprit) }
        try tableau.optimizeObjective()
        for t in rejoin { try insert(t) }
    }

    /// Calls `body` with each live record (neither free nor pending) that has a term over a node
    /// of the forest's subtree scratch and is not stamped with `mark`, and with its kind. A record
    /// over several of those nodes comes once per node until `body` stamps it.
    @inline(__always)
    private func forEachUnstampedRecord(overSubtree mark: UInt32, _ body: (Int32, RecordKind) -> Void) {
        for member in forest.subtreeScratch {
            var entry = forest.nodes[Int(member)].firstOccurrence
            while entry >= 0 {
                let occurrence = forest.occurrences[Int(entry)]
                entry = occurrence.next
                let q = Int(occurrence.record)
                let kind = forest.records[q].kind
                guard forest.records[q].seq == occurrence.seq, kind != .free, kind != .pending,
                    forest.records[q].stamp != mark
                else { continue }
                body(occurrence.record, kind)
            }
        }
    }

    /// The offset an eliminated record gives its edge with the record's current constant and
    /// the current offsets, computed as ``insert(_:)`` computed it: each term's offset is taken
    /// from the node up to `child` (the child's side), up to the parent (the parent's side), or up
    /// to its root (the constant class, or a class whose coefficients cancelled). Nil if the
    /// child's side has no coefficient, which a live record never allows.
    func edgeOffset(_ slot: Int32) -> Double? {
        let record = forest.records[Int(slot)]
        guard let constraint = record.constraint else { return nil }
        let child = record.child
        let parent = forest.nodes[Int(child)].parent
        var constant = -record.constant
        var childCoefficient = 0.0
        let start = Int(record.termStart)
        let terms = constraint.terms
        for k in 0..<terms.count {
            let coefficient = terms[k].coefficient
            var node = forest.termNodes[start + k]
            if node < 0 { continue }
            var offset = 0.0
            while node != child && node != parent {
                let up = forest.nodes[Int(node)].parent
                if up < 0 { break }
                offset += forest.nodes[Int(node)].offset
                node = up
            }
            constant += offset * coefficient
            if node == child { childCoefficient += coefficient }
        }
        guard childCoefficient != 0 else { return nil }
        return constant * (-1.0 / childCoefficient)
    }
}

/// Records ordered by sequence number (a binary min-heap).
struct SequenceQueue {
    private var items: [(seq: Int, record: Int32)] = []

    mutating func push(seq: Int, record: Int32) {
        var index = items.count
        items.append((seq, record))
        while index > 0 {
            let parent = (index - 1) >> 1
            if items[parent].seq <= seq { break }
            items[index] = items[parent]
            index = parent
        }
        items[index] = (seq, record)
    }

    mutating func popMin() -> Int32? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if items.isEmpty { return first.record }
        var index = 0
        while true {
            let left = 2 * index + 1
            if left >= items.count { break }
            var child = left
            if left + 1 < items.count && items[left + 1].seq < items[left].seq { child = left + 1 }
            if items[child].seq >= last.seq { break }
            items[index] = items[child]
            index = child
        }
        items[index] = last
        return first.record
    }
}
