// Linear definitions: a required equality that no tree edge can hold may determine a free root
// from other nodes. The classes and their definitions form a directed acyclic graph (a definition
// names only nodes whose value does not depend on the root it determines), evaluated in
// topological order by the value plan.

extension Elimination {
    /// Counts one more (`delta` 1) or one fewer (-1) definition term naming `node`, at the node and
    /// at its class's root (journaled).
    mutating func addReference(_ node: Int32, _ delta: Int32) {
        saveNode(node)
        nodes[Int(node)].references &+= delta
        let (root, _) = find(node)
        saveNode(root)
        nodes[Int(root)].classReferences &+= delta
    }

    /// Whether `root` is a base root that no tableau row mentions (node 0, the constant, is not).
    @inline(__always)
    func isFreeBase(_ root: Int32) -> Bool {
        root != 0 && rowCounts[Int(root)] == 0 && nodes[Int(root)].definition < 0
    }

    /// Calls `body` with each node a live definition depends on (the class it determines aside)
    /// and the node's coefficient in the definition: the expanded terms, or the constraint's terms
    /// outside the determined class. `body` also gets the term's index, or -1 for expanded terms.
    @inline(__always)
    mutating func forEachDependency(of record: Int32, _ body: (Int32, Double) -> Void) {
        let r = records[Int(record)]
        if r.expanded {
            let start = Int(r.definitionStart)
            for k in start..<start + Int(r.definitionCount) {
                body(definitionTerms[k].node, definitionTerms[k].coefficient)
            }
            return
        }
        guard r.constraint != nil else { return }
        let start = Int(r.termStart)
        for k in 0..<Int(r.termCount) {
            let term = terms[start + k]
            if term.node < 0 || find(term.node).root == r.child { continue }
            body(term.node, term.coefficient)
        }
    }

    /// Rebuilds the value plan (see `planSymbols`): each node's root and the offsets on the way up
    /// summed from the node upwards (as ``find(_:)`` does), the root's symbol when the root anchors
    /// tableau rows, and, when there are definitions, each defined root's definition in the form
    /// `value = constant + Σ coefficient · value(node)`, in an order where every node a definition
    /// names is computed before it.
    @inline(never)
    mutating func rebuildValuePlan() {
        let count = nodes.count
        planSymbols.removeAll(keepingCapacity: true)
        planOffsets.removeAll(keepingCapacity: true)
        planRoots.removeAll(keepingCapacity: true)
        planSymbols.reserveCapacity(count)
        planOffsets.reserveCapacity(count)
        planRoots.reserveCapacity(count)
        for i in 0..<count {
            var n = i
            var offset = 0.0
            while nodes[n].parent >= 0 {
                offset += nodes[n].offset
                n = Int(nodes[n].parent)
            }
            let symbol = symbols[n]
            planSymbols.append(n != 0 && symbol >= 0 && rowCounts[n] > 0 ? symbol : -1)
            planOffsets.append(offset)
            planRoots.append(Int32(truncatingIfNeeded: n))
        }
        planDefinitions.removeAll(keepingCapacity: true)
        planTerms.removeAll(keepingCapacity: true)
        if definitionCount > 0 { orderDefinitions() }
        planIsValid = true
    }

    /// Fills `planDefinitions` and `planTerms` in topological order (depth first, iteratively:
    /// chains of definitions may be as long as the system is large).
    private mutating func orderDefinitions() {
        // 0: not seen, 1: on the stack, 2: placed. Indexed by root node.
        var state = [UInt8](repeating: 0, count: nodes.count)
        var stack: [(root: Int32, next: Int32)] = []
        var dependencies: [Int32] = []
        for i in records.indices where records[i].kind == .defined {
            let start = records[i].child
            guard state[Int(start)] == 0 else { continue }
            state[Int(start)] = 1
            stack.append((start, 0))
            while let (root, next) = stack.last {
                let record = nodes[Int(root)].definition
                dependencies.removeAll(keepingCapacity: true)
                forEachDependency(of: record) { node, _ in dependencies.append(node) }
                var k = Int(next)
                var descended = false
                while k < dependencies.count {
                    let dependency = planRoots[Int(dependencies[k])]
                    k += 1
                    if nodes[Int(dependency)].definition >= 0 && state[Int(dependency)] == 0 {
                        stack[stack.count - 1].next = Int32(truncatingIfNeeded: k)
                        state[Int(dependency)] = 1
                        stack.append((dependency, 0))
                        descended = true
                        break
                    }
                }
                if descended { continue }
                stack.removeLast()
                state[Int(root)] = 2
                appendPlan(for: record)
            }
        }
    }

    /// Appends a defined root's definition to the plan.
    private mutating func appendPlan(for record: Int32) {
        let start = Int32(truncatingIfNeeded: planTerms.count)
        var terms = planTerms
        planTerms = []
        let constant = definitionForm(of: record, into: &terms)
        planTerms = terms
        planDefinitions.append(
            PlannedDefinition(
                root: records[Int(record)].child, start: start,
                count: Int32(truncatingIfNeeded: planTerms.count) - start, constant: constant))
    }

    /// A definition as `value(root) = constant + Σ coefficient · value(node)`: appends the terms to
    /// `terms` and returns the constant. An unexpanded definition is its constraint solved for the
    /// class it determines, the offsets inside that class folded into the constant (kiwi's
    /// solveFor arithmetic: everything multiplied by `-1 / coefficient`).
    mutating func definitionForm(of record: Int32, into terms: inout [NodeTerm]) -> Double {
        let r = records[Int(record)]
        if r.expanded {
            let start = Int(r.definitionStart)
            terms.append(contentsOf: definitionTerms[start..<start + Int(r.definitionCount)])
            return r.encoded
        }
        guard r.constraint != nil else { return 0 }
        var inside = 0.0, constant = -r.constant
        let first = terms.count
        let start = Int(r.termStart)
        for k in 0..<Int(r.termCount) {
            let node = self.terms[start + k].node
            if node < 0 { continue }
            let coefficient = self.terms[start + k].coefficient
            let (root, offset) = find(node)
            if root == r.child {
                inside += coefficient
                constant += coefficient * offset
            } else {
                terms.append(NodeTerm(node: node, coefficient: coefficient))
            }
        }
        let scale = -1.0 / inside
        for k in first..<terms.count { terms[k].coefficient *= scale }
        return constant * scale
    }
}

/// A defined root's definition in the value plan: `value(root) = constant + Σ coefficient ·
/// value(node)` over `planTerms[start ..< start + count]`.
struct PlannedDefinition {
    var root: Int32
    var start: Int32
    var count: Int32
    var constant: Double
}
