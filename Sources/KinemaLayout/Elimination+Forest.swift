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
        nodes[Int(root)].classReferences &+= nodes[Int(child)].classReferences
    }

    /// Cuts `child` from its parent: its subtree becomes a free class of its own. Leaves the
    /// subtree's nodes in `subtreeScratch`. `classRoot`, when the caller has it, is the root of
    /// `child`'s class (saves walking up to it again).
    mutating func detach(_ child: Int32, classRoot: Int32? = nil) {
        let parent = nodes[Int(child)].parent
        guard parent >= 0 else {
            collectSubtree(child)
            return
        }
        #if KINEMA_INTERNAL_CHECKS
            precondition(
                classRoot == nil || classRoot == find(parent).root, "detach: not the root of the child's class")
        #endif
        let root = classRoot ?? find(parent).root
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
        var references: Int32 = 0
        for member in subtreeScratch { references &+= nodes[Int(member)].references }
        nodes[Int(root)].size &-= count
        nodes[Int(root)].classReferences &-= references
        nodes[Int(child)].size = count
        nodes[Int(child)].classReferences = references
        if rowCounts[Int(child)] != 0 { addRows(child, -rowCounts[Int(child)]) }
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
}
