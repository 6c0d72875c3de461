import KinemaCore

// Views leaving the tree: what a small subtree brought to the solver is taken out at the next
// pass instead of rebuilding the solver.

extension LayoutSystem {
    /// After `view` (with its subtree) left the tree: a small subtree is noted for the next pass
    /// to withdraw, a large one asks for a rebuild.
    func viewDidLeave(_ view: View) {
        if needsRebuild { return }
        if view.subtreeExceeds(Self.departureLimit) {
            needsRebuild = true
            departed = []
            return
        }
        departed.append(contentsOf: view.subtree)
    }

    /// Rebuilds the solver if asked to, else withdraws what departed views brought to it and
    /// refreshes the constants that come from the tree (bounds origins, the root's size, safe
    /// areas).
    func syncWithTree() {
        if needsRebuild {
            rebuild()
            return
        }
        if !departed.isEmpty { withdrawDeparted() }
        if treeConstantsChanged { refreshTreeConstants() }
    }

    /// Takes out of the solver what the views that left the tree brought to it, leaving it as a
    /// rebuild would make it: the active constraints that name a departed view are deactivated
    /// and reported (in the order of the active constraints, with the error a rebuild gives them),
    /// then the departed views' own implicit constraints and stacks go, and their variables are
    /// forgotten. Rebuilds instead when a departed view is back in the tree (its constraints were
    /// written along its old superview chain), when the constraints to take out are many (more
    /// than an eighth of the active ones and more than 64: a rebuild is then as cheap and leaves
    /// no removal order to pay for), or once the dropped items' variables, which the solver keeps,
    /// outnumber the items in use.
    func withdrawDeparted() {
        let leaving = departed
        departed = []
        guard let scene else { return }
        if leaving.contains(where: { $0.scene === scene }) {
            rebuild()
            return
        }
        for view in leaving { view.layoutState.isDeparting = true }
        defer { for view in leaving { view.layoutState.isDeparting = false } }
        let naming = activeConstraints.elements { c in
            c.firstAnchor.item.view.layoutState.isDeparting || c.secondAnchor?.item.view.layoutState.isDeparting == true
        }
        // Found by the flag, not by `existingItem`: a departed view may have joined another
        // scene since, whose layout system keeps its own position in `itemIndex`.
        let items = itemList.filter { $0.view.layoutState.isDeparting }
        let leavingStacks = stacks.values.filter { $0.view.layoutState.isDeparting }
        var removals = naming.count
        for item in items { removals += item.frameConstraints.count + item.intrinsicConstraints.count }
        for stack in leavingStacks { removals += stack.constraints.count }
        if removals > Swift.max(Self.departureLimit, activeConstraints.count / 8)
            || droppedItems + items.count > itemList.count - items.count + Self.departureLimit
        {
            rebuild()
            return
        }
        departuresWithdrawn += 1
        for c in naming.reversed() { withdraw(c) }
        for c in naming { scene.report(SceneError.noCommonAncestor(c.description), from: .layout) }
        for stack in leavingStacks {
            for c in stack.constraints.reversed() { remove(c) }
            stacks.removeValue(forKey: ObjectIdentifier(stack.view))
        }
        for item in items.reversed() {
            withdrawIntrinsic(item)
            for c in item.frameConstraints.reversed() { remove(c) }
            item.frameConstraints = []
            item.fixedFrame = nil
            // A view in another scene keeps its position there, even one equal to its position
            // here (the position is all `existingItem` checks).
            if item.view.scene == nil && existingItem(for: item.view) === item { item.view.layoutState.itemIndex = -1 }
        }
        guard !items.isEmpty else { return }
        droppedItems += items.count
        itemList.removeAll { $0.view.layoutState.isDeparting }
        for (index, item) in itemList.enumerated() { item.view.layoutState.itemIndex = index }
    }
}
