import KinemaLayout

extension LayoutSystem {
    /// Every solver constraint in force: the active constraints', autoresizing frames', intrinsic
    /// sizes' and stack views'.
    var constraintsInForce: [Constraint] {
        var all = activeConstraints.compactMap(\.solverConstraint)
        for item in itemList {
            all.append(contentsOf: item.frameConstraints)
            all.append(contentsOf: item.intrinsicConstraints)
        }
        for stack in stacks.values { all += stack.constraints }
        return all
    }

    /// The participating views whose solved frames the constraints in force leave open, in tree
    /// order. Reads the variables' current values: call after a layout pass.
    func ambiguousLayouts() -> [AmbiguousLayout] {
        var items: [ItemVariables] = []
        var pending = [root]
        while let view = pending.popLast() {
            if !isRoot(view), let item = existingItem(for: view) { items.append(item) }
            pending += view.subviews.reversed()
        }
        let variables = items.flatMap { [$0.x, $0.y, $0.w, $0.h] }
        let free = FreeVariables.find(variables, in: constraintsInForce)
        return items.indices.compactMap { i in
            let open = free[(4 * i)..<(4 * i + 4)].map { $0 }
            guard open.contains(true) else { return nil }
            return AmbiguousLayout(view: items[i].view, minX: open[0], minY: open[1], width: open[2], height: open[3])
        }
    }
}
