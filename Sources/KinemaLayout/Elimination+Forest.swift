// Tree surgery on the forest of eliminated equalities. Trees are never restructured except by
// `attach` (a root goes under another node) and `detach` (undoing one attachment), so the path
// from a node to the node it was attached to stays the same while the attaching equality lives.

extension Elimination {
    /// Makes the root `child` a child of `parent` with `value(child) = value(parent) + offset`;
    /// `record` is the equality that says so.
    mutating func attach(_ child: Int32, under parent: Int32, offset: Double, record: Int32) {
        let (root, _) = find(parent)
        saveNode(child)
        saveNode(parent)
        saveNode(root)
        let head = nodes[Int(parent)].firstChild
        if head >= 0 {
            saveNode(head)
            nodes[Int(head)].previousSibling = child
        }
        nodes[Int(child)].parent = parent
        nodes[Int(child)].offset = offset
        nodes[Int(child)].edge = record
        nodes[Int(child)].nextSibling = head
        nodes[Int(child)].previousSibling = -1
        nodes[Int(parent)].firstChild = child
        nodes[Int(root)].size &+= nodes[Int(child)].size
    }

    /// Cuts `child` from its parent: its subtree becomes a free class of its own. Returns the
    /// subtree's nodes (in `subtreeScratch`).
    mutating func detach(_ child: Int32) {
        let parent = nodes[Int(child)].parent
        guard parent >= 0 else { return }
        let (root, _) = find(parent)
        saveNode(child)
        saveNode(parent)
        saveNode(root)
        let next = nodes[Int(child)].nextSibling
        let previous = nodes[Int(child)].previousSibling
        if previous >= 0 {
            saveNode(previous)
            nodes[Int(previous)].nextSibling = next
        } else {
            nodes[Int(parent)].firstChild = next
        }
        if next >= 0 {
            saveNode(next)
            nodes[Int(next)].previousSibling = previous
        }
        nodes[Int(child)].parent = -1
        nodes[Int(child)].offset = 0
        nodes[Int(child)].edge = -1
        nodes[Int(child)].nextSibling = -1
        nodes[Int(child)].previousSibling = -1
        collectSubtree(child)
        let count = Int32(truncatingIfNeeded: subtreeScratch.count)
        nodes[Int(root)].size &-= count
        nodes[Int(child)].size = count
        nodes[Int(child)].tableauRows = 0
    }

    /// Fills `subtreeScratch` with `top` and every node below it (iteratively, in pre-order).
    mutating func collectSubtree(_ top: Int32) {
        subtreeScratch.removeAll(keepingCapacity: true)
        subtreeScratch.append(top)
        var index = 0
        while index < subtreeScratch.count {
            var child = nodes[Int(subtreeScratch[index])].firstChild
            while child >= 0 {
                subtreeScratch.append(child)
                child = nodes[Int(child)].nextSibling
            }
            index += 1
        }
    }

    /// `value(node) - value(stop)` for a node below `stop`, or nil when the walk up from `node`
    /// reaches a root without meeting `stop` (the offsets are summed from the node upwards, as
    /// ``find(_:)`` does).
    @inline(__always)
    func offset(of node: Int32, below stop: Int32) -> Double? {
        var n = node
        var offset = 0.0
        while n != stop {
            let parent = nodes[Int(n)].parent
            if parent < 0 { return nil }
            offset += nodes[Int(n)].offset
            n = parent
        }
        return offset
    }

    /// Calls `body` with every live record whose constraint mentions `node`, each incarnation
    /// once per node.
    @inline(__always)
    func forEachOccurrence(of node: Int32, _ body: (Int32) throws(SolverError) -> Void) throws(SolverError) {
        var entry = nodes[Int(node)].firstOccurrence
        while entry >= 0 {
            let occurrence = occurrences[Int(entry)]
            let record = records[Int(occurrence.record)]
            if record.seq == occurrence.seq && record.kind != .free && record.kind != .pending {
                try body(occurrence.record)
            }
            entry = occurrence.next
        }
    }

    /// Every variable's value: a root's is `rootValue(symbol)` (0 for the constant class and for
    /// free classes), any other node's is its root's plus the offsets on the way up (summed from
    /// the node upwards, as ``find(_:)`` does).
    func writeValues(_ rootValue: (Int32) -> Double) {
        var i = 1
        let count = nodes.count
        while i < count {
            var n = Int32(truncatingIfNeeded: i)
            var offset = 0.0
            while true {
                let parent = nodes[Int(n)].parent
                if parent < 0 { break }
                offset += nodes[Int(n)].offset
                n = parent
            }
            let root = nodes[Int(n)]
            let base = root.symbol >= 0 && root.tableauRows > 0 && n != 0 ? rootValue(root.symbol) : 0
            variables[i]?.value = n == Int32(truncatingIfNeeded: i) ? base : base + offset
            i += 1
        }
    }
}
