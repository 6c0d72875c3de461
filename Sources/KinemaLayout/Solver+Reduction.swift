// Writing a record's constraint over class representatives (roots), and over base roots only
// (definitions expanded), as the tableau needs it.

extension Solver {
    /// Rewrites a record's constraint over class representatives: fills `rootScratch` with each
    /// root and the summed coefficient of the terms in its class (in order of first appearance;
    /// the constant class drops out) and returns the row constant; `reducedWithinClasses` says
    /// whether some term's variable shares its class with another variable or lies in a defined
    /// class. The constant is `-constant + Σ coefficient × offset(term)`, accumulated in term
    /// order as kiwi accumulates the constants of substituted rows. Defined roots stay as they are
    /// (see ``expandDefinitions(_:)``).
    func reduce(_ slot: Int32) -> Double {
        clearRootScratch()
        reducedWithinClasses = false
        let record = forest.records[Int(slot)]
        var constant = -record.constant
        let start = Int(record.termStart)
        for k in start..<start + Int(record.termCount) {
            let term = forest.terms[k]
            let node = term.node
            if node < 0 { continue }
            let coefficient = term.coefficient
            let (root, offset) = forest.find(node)
            if root != node || forest.nodes[Int(node)].firstChild >= 0 || forest.nodes[Int(root)].definition >= 0 {
                reducedWithinClasses = true
            }
            constant += offset * coefficient
            if root == 0 { continue }
            accumulate(root, coefficient)
        }
        return constant
    }

    /// ``reduce(_:)`` followed by ``expandDefinitions(_:)`` when a defined root remains.
    func reduceExpanded(_ slot: Int32) -> Double {
        let constant = reduce(slot)
        return hasDefinedRoot() ? expandDefinitions(constant) : constant
    }

    /// The last step of the reduction a tableau row gets (see `insert`): when `rootScratch` holds
    /// a defined root, ``expandDefinitions(_:)`` and then drops the roots that cancelled. Returns
    /// the row constant.
    func expandDefinedRoots(_ constant: Double) -> Double {
        guard hasDefinedRoot() else { return constant }
        let expanded = expandDefinitions(constant)
        dropCancelledRoots()
        return expanded
    }

    /// Whether `rootScratch` holds a defined root.
    func hasDefinedRoot() -> Bool {
        if forest.definitionCount == 0 { return false }
        // Index loops over the solver's scratch buffers read them in place; a `for in` loop
        // copies the buffer into its iterator (a retain and a release).
        for k in 0..<rootScratch.count where forest.nodes[Int(rootScratch[k].node)].definition >= 0 { return true }
        return false
    }

    /// Empties `rootScratch` (and its position index).
    @inline(__always)
    func clearRootScratch() {
        rootScratch.removeAll()
        scratchIndexed = false
    }

    /// Adds `coefficient` to the entry of `root` in `rootScratch`, appending one if there is none.
    /// Short rows are searched; from eight entries on, a per-node index finds the entry.
    @inline(__always)
    func accumulate(_ root: Int32, _ coefficient: Double) {
        if !scratchIndexed {
            var index = 0
            while index < rootScratch.count && rootScratch[index].node != root { index += 1 }
            if index < rootScratch.count {
                rootScratch[index].coefficient += coefficient
                return
            }
            rootScratch.append((root, coefficient))
            if rootScratch.count >= 8 { indexRootScratch() }
            return
        }
        let r = Int(root)
        if forest.scratchMark[r] == forest.scratchGeneration {
            rootScratch[Int(forest.scratchPosition[r])].coefficient += coefficient
        } else {
            forest.scratchMark[r] = forest.scratchGeneration
            forest.scratchPosition[r] = Int32(truncatingIfNeeded: rootScratch.count)
            rootScratch.append((root, coefficient))
        }
    }

    /// Switches `rootScratch` to the per-node index (sized to the nodes, with a fresh mark).
    @inline(never)
    func indexRootScratch() {
        let count = forest.nodes.count
        if forest.scratchMark.count < count {
            let grown = Swift.max(count, 2 * forest.scratchMark.count)
            forest.scratchMark.append(contentsOf: repeatElement(0, count: grown - forest.scratchMark.count))
            forest.scratchPosition.append(
                contentsOf: repeatElement(0, count: grown - forest.scratchPosition.count))
        }
        forest.scratchGeneration &+= 1
        if forest.scratchGeneration == 0 {
            for i in forest.scratchMark.indices { forest.scratchMark[i] = 0 }
            forest.scratchGeneration = 1
        }
        for (index, entry) in rootScratch.enumerated() {
            forest.scratchMark[Int(entry.node)] = forest.scratchGeneration
            forest.scratchPosition[Int(entry.node)] = Int32(truncatingIfNeeded: index)
        }
        scratchIndexed = true
    }

    /// Drops the entries of `rootScratch` whose coefficients cancelled (kiwi drops near-zero
    /// cells), keeping the order of the others.
    func dropCancelledRoots() {
        var kept = 0
        for index in 0..<rootScratch.count where !nearZero(rootScratch[index].coefficient) {
            rootScratch[kept] = rootScratch[index]
            kept += 1
        }
        if kept < rootScratch.count {
            rootScratch.removeLast(rootScratch.count - kept)
            if scratchIndexed { indexRootScratch() }
        }
    }

    /// Replaces every defined root in `rootScratch` by its definition, through definitions of
    /// definitions, until only base roots remain; returns the new constant. Each defined root
    /// reachable from the row is expanded once, after every definition that names it (a
    /// topological order found depth first), so a chain of N definitions costs O(N), not O(N²),
    /// and shared sub-definitions are not expanded twice.
    func expandDefinitions(_ rowConstant: Double) -> Double {
        var constant = rowConstant
        // Depth-first post-order of the defined roots reachable from the row.
        let mark = forest.nextStamp()
        var order: [Int32] = []
        var stack: [(root: Int32, next: Int32)] = []
        var dependencies: [Int32] = []
        for entry in rootScratch {
            let start = entry.node
            guard forest.nodes[Int(start)].definition >= 0, forest.nodes[Int(start)].stamp != mark else { continue }
            forest.nodes[Int(start)].stamp = mark
            stack.append((start, 0))
            while let (root, next) = stack.last {
                dependencies.removeAll(keepingCapacity: true)
                forest.forEachDependency(of: forest.nodes[Int(root)].definition) { node, _ in dependencies.append(node)
                }
                var k = Int(next)
                var descended = false
                while k < dependencies.count {
                    let (dependency, _) = forest.find(dependencies[k])
                    k += 1
                    if forest.nodes[Int(dependency)].definition >= 0 && forest.nodes[Int(dependency)].stamp != mark {
                        stack[stack.count - 1].next = Int32(truncatingIfNeeded: k)
                        forest.nodes[Int(dependency)].stamp = mark
                        stack.append((dependency, 0))
                        descended = true
                        break
                    }
                }
                if descended { continue }
                stack.removeLast()
                order.append(root)
            }
        }
        if !scratchIndexed { indexRootScratch() }
        // Referrers first: each root's coefficient is final when it is expanded.
        var terms: [NodeTerm] = []
        for root in order.reversed() {
            let r = Int(root)
            guard forest.scratchMark[r] == forest.scratchGeneration else { continue }
            let position = Int(forest.scratchPosition[r])
            let a = rootScratch[position].coefficient
            rootScratch[position].coefficient = 0
            if a == 0 { continue }
            terms.removeAll(keepingCapacity: true)
            let definitionConstant = forest.definitionForm(of: forest.nodes[r].definition, into: &terms)
            constant += a * definitionConstant
            for term in terms {
                let (dependency, offset) = forest.find(term.node)
                let coefficient = a * term.coefficient
                constant += coefficient * offset
                if dependency != 0 { accumulate(dependency, coefficient) }
            }
        }
        // Keep the base roots (defined ones were zeroed), in order.
        var kept = 0
        for index in rootScratch.indices
        where forest.nodes[Int(rootScratch[index].node)].definition < 0 && rootScratch[index].coefficient != 0 {
            rootScratch[kept] = rootScratch[index]
            kept += 1
        }
        rootScratch.removeLast(rootScratch.count - kept)
        indexRootScratch()
        return constant
    }
}
