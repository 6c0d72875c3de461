import HeapModule

// Keeping the forest exact when an eliminated equality or a definition goes away or changes its
// constant.
//
// An eliminated equality E attached the root `child` under `parent`; a definition D determines
// the free root `child`. A record inserted after E may rely on E through the nodes below `child`
// (their offsets, or their membership in the class); a record inserted before E cannot, since
// `child`'s subtree was a class of its own then. Values also flow along definitions: when a node
// moves, so does the class of every definition that names it, whatever its age. So when E or D is
// removed, the records touching the nodes that move (the cut-off subtree or the undefined class,
// and the classes of the definitions that name them, transitively) and inserted after it (and any
// tableau row over them, written in terms of the old representative) are taken out and inserted
// again, in their original order. When the constant changes, the same records are recomputed in
// order of insertion: edges get new offsets, definitions new values, and tableau rows over the
// nodes that moved shift their constants by the edit path. A record whose numbers were computed
// through expanded definitions cannot follow a constant that way: when one depends on what moves,
// the constraint is taken out and inserted again instead (see `moveConstant`), since taking such
// records out one at a time would put others back beside ones still holding the old numbers.

extension Solver {
    /// Removes the eliminated or defined record `removed` and repairs what relied on it.
    func cutAndReinsert(_ removed: Int32) throws(SolverError) {
        let threshold = forest.records[Int(removed)].seq
        let mark = forest.nextStamp()
        var moved: [Int32] = []
        var collected: [Int32] = []
        takeApart(removed, mark: mark, moved: &moved, collected: &collected)
        forest.saveRecord(removed)
        forest.records[Int(removed)].kind = .pending
        var scanned = 0
        while scanned < moved.count {
            let node = moved[scanned]
            scanned += 1
            forEachUnstampedRecord(at: node, mark: mark) { q, kind in
                if kind == .tableau || forest.records[Int(q)].seq > threshold {
                    forest.records[Int(q)].stamp = mark
                    collected.append(q)
                    if kind == .eliminated || kind == .defined {
                        takeApart(q, mark: mark, moved: &moved, collected: &collected)
                    }
                } else if kind == .defined {
                    // An older definition naming a node that moves: its class moves with it.
                    forest.records[Int(q)].stamp = mark
                    addMoved(forest.records[Int(q)].child, mark: mark, to: &moved)
                }
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

    /// Undoes what an eliminated or defined record did to the forest (cuts its edge, or makes its
    /// root a base root again) and adds the nodes whose value that moves to `moved`.
    ///
    /// Before cutting an edge, a definition of the edge's class made after the edge is taken
    /// apart first (and added to `collected`, to be inserted again): its constraint may name
    /// nodes below the edge, which were inside the class it determines when it was made and are
    /// outside once cut, and taking it back must take back exactly the references that making
    /// it counted, which are read from where its terms fall in the forest.
    private func takeApart(_ record: Int32, mark: UInt32, moved: inout [Int32], collected: inout [Int32]) {
        let child = forest.records[Int(record)].child
        if forest.records[Int(record)].kind == .defined {
            undefine(record)
            addMoved(child, mark: mark, to: &moved)
            return
        }
        let root = forest.find(child).root
        let definition = forest.nodes[Int(root)].definition
        if definition >= 0 && forest.records[Int(definition)].stamp != mark
            && forest.records[Int(definition)].seq > forest.records[Int(record)].seq
        {
            forest.records[Int(definition)].stamp = mark
            collected.append(definition)
            takeApart(definition, mark: mark, moved: &moved, collected: &collected)
        }
        forest.detach(child, classRoot: root)
        for member in forest.subtreeScratch where forest.nodes[Int(member)].stamp != mark {
            forest.nodes[Int(member)].stamp = mark
            moved.append(member)
        }
    }

    /// Adds the nodes of `top`'s subtree not stamped with `mark` to `moved` (stamping them).
    private func addMoved(_ top: Int32, mark: UInt32, to moved: inout [Int32]) {
        forest.collectSubtree(top)
        for member in forest.subtreeScratch where forest.nodes[Int(member)].stamp != mark {
            forest.nodes[Int(member)].stamp = mark
            moved.append(member)
        }
    }

    /// Recomputes what depends on the eliminated or (unexpanded) defined record `start`, whose
    /// constant just changed: the edges inserted after it over the nodes that move get new
    /// offsets in order of insertion, the classes of definitions naming them move too, redundant
    /// equalities are checked, and the tableau rows over them shift their constants, after which
    /// the tableau is re-optimized.
    ///
    /// Returns false, having changed the forest part way, when an expanded record inserted after
    /// `start` touches a node that moves: its numbers came through what moved, and it would have to
    /// be taken out and inserted again while other records still hold the old numbers. The caller
    /// rolls back and takes `start` itself out and in instead. Throws `.unsatisfiable(culprit)`
    /// when a redundant equality or a required row can no longer hold.
    func propagate(from start: Int32, culprit: Constraint) throws(SolverError) -> Bool {
        let threshold = forest.records[Int(start)].seq
        let mark = forest.nextStamp()
        forest.records[Int(start)].stamp = mark
        var queue = Heap<QueuedRecord>()
        queue.insert(QueuedRecord(seq: forest.records[Int(start)].seq, record: start))
        var moved: [Int32] = []
        var scanned = 0
        var touched: [Int32] = []
        var recheck: [Int32] = []
        var reliesOnExpanded = false
        while let q = queue.popMin()?.record {
            let child = forest.records[Int(q)].child
            if forest.records[Int(q)].kind == .defined {
                // The value plan holds the definition's constant.
                forest.planIsValid = false
                addMoved(child, mark: mark, to: &moved)
            } else {
                guard let offset = edgeOffset(q) else { throw .internalFailure("broken forest edge") }
                guard offset.isFinite else { throw .numericOverflow }
                if offset.bitPattern == forest.nodes[Int(child)].offset.bitPattern { continue }
                forest.saveNode(child)
                forest.nodes[Int(child)].offset = offset
                // Nodes already moved were scanned: every record over them is collected already.
                addMoved(child, mark: mark, to: &moved)
            }
            while scanned < moved.count && !reliesOnExpanded {
                let node = moved[scanned]
                scanned += 1
                forEachUnstampedRecord(at: node, mark: mark) { t, kind in
                    let later = forest.records[Int(t)].seq > threshold
                    let expanded = forest.records[Int(t)].expanded
                    switch kind {
                    case .tableau:
                        forest.records[Int(t)].stamp = mark
                        touched.append(t)
                    case .defined where expanded && later, .eliminated where expanded && later:
                        reliesOnExpanded = true
                    case .defined:
                        // Its value moves with the node (an unexpanded one is always computed
                        // from the current offsets; an older expanded one baked in nothing that moved).
                        forest.records[Int(t)].stamp = mark
                        addMoved(forest.records[Int(t)].child, mark: mark, to: &moved)
                    case .eliminated where later:
                        forest.records[Int(t)].stamp = mark
                        queue.insert(QueuedRecord(seq: forest.records[Int(t)].seq, record: t))
                    case .redundant where later:
                        forest.records[Int(t)].stamp = mark
                        recheck.append(t)
                    default:
                        break
                    }
                }
            }
            if reliesOnExpanded { return false }
        }
        for t in recheck where forest.records[Int(t)].kind == .redundant {
            if !nearZero(reduceExpanded(t)) { throw .unsatisfiable(culprit) }
        }
        touched.sort { forest.records[Int($0)].seq < forest.records[Int($1)].seq }
        // Members of shared rows leave them first (the row keeps its other members' constant)
        // and come back once the solution is feasible again; single rows shift their constant.
        var rejoin: [Int32] = []
        for t in touched
        where forest.records[Int(t)].kind == .tableau
            && forest.rows[Int(forest.records[Int(t)].row)].members > 1
        {
            if reduceExpanded(t) != forest.records[Int(t)].encoded {
                try removeFromTableau(t)
                forest.saveRecord(t)
                forest.records[Int(t)].kind = .pending
                rejoin.append(t)
            }
        }
        for t in touched where forest.records[Int(t)].kind == .tableau {
            let constant = reduceExpanded(t)
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
        for t in rejoin { try blaming(culprit) { () throws(SolverError) in try insert(t) } }
        return true
    }

    /// Runs `body`, reporting a conflict it finds as `culprit`'s (the constraint whose constant
    /// moved: the records a repair inserts again held before the move).
    func blaming(_ culprit: Constraint, _ body: () throws(SolverError) -> Void) throws(SolverError) {
        do {
            try body()
        } catch .unsatisfiable {
            throw .unsatisfiable(culprit)
        }
    }

    /// Calls `body` with each live record (neither free nor pending) that has a term over `node`
    /// and is not stamped with `mark`, and with its kind. A record over several nodes comes once
    /// per node until `body` stamps it.
    @inline(__always)
    private func forEachUnstampedRecord(at node: Int32, mark: UInt32, _ body: (Int32, RecordKind) -> Void) {
        var entry = forest.nodes[Int(node)].firstOccurrence
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

    /// The offset an eliminated record gives its edge with the record's current constant and
    /// the current offsets, computed as ``insert(_:)`` computed it: each term's offset is taken
    /// from the node up to `child` (the child's side), up to the parent (the parent's side), or up
    /// to its root (the constant class, or a class whose coefficients cancelled). Nil if the
    /// child's side has no coefficient, which a live record never allows.
    func edgeOffset(_ slot: Int32) -> Double? {
        let record = forest.records[Int(slot)]
        guard record.constraint != nil else { return nil }
        let child = record.child
        let parent = forest.nodes[Int(child)].parent
        var constant = -record.constant
        var childCoefficient = 0.0
        let start = Int(record.termStart)
        for k in 0..<Int(record.termCount) {
            let coefficient = forest.terms[start + k].coefficient
            var node = forest.terms[start + k].node
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

/// A record queued for propagation, ordered by its sequence number (unique among live records,
/// so the queue's order is fully determined).
struct QueuedRecord: Comparable {
    var seq: Int
    var record: Int32

    static func < (lhs: QueuedRecord, rhs: QueuedRecord) -> Bool { lhs.seq < rhs.seq }
    static func == (lhs: QueuedRecord, rhs: QueuedRecord) -> Bool { lhs.seq == rhs.seq }
}
