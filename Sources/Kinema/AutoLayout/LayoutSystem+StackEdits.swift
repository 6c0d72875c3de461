import KinemaCore
import KinemaLayout

// Bringing a stack's constraints in the solver to what it generates now: a rebuild, or an edit
// that changes only the constraints that differ.

extension LayoutSystem {
    /// Replaces a stack's constraints. The arranged views' intrinsic-size constraints are taken out
    /// first and put back after the stack's own, so that the stack's required equalities (equal
    /// lengths, shared edges) meet views that no optional constraint mentions yet: the solver can
    /// then hold them as offsets or definitions between variables instead of tableau rows, and the
    /// optional size preferences of N views land on a handful of shared variables. The other way
    /// round, each equality of a fillEqually stack costs an artificial-variable phase with O(N)
    /// pivots. The gap inequalities of an equalCentering stack come after the sizes (earlier, the
    /// solver would express each size through the previous one, a chain as long as the stack),
    /// and its end after them: each inequality then only relates sizes that already have their
    /// rows to the shared step, and the one equality that sums the whole stack (its end) meets a
    /// tableau whose rows are all short. Added before the gaps, the end made the solver shift the
    /// shortage from view to view with one inequality after another: a pivot count quadratic in
    /// the number of views, over rows as long as the stack.
    /// Constraints are removed in the reverse order of their insertion (the solver's cheapest).
    ///
    /// A stack that already has its constraints and whose new ones differ in only a few (one
    /// view hidden, shown, added or removed) is edited instead (see `editStack`).
    func rebuildStack(_ stack: StackState) {
        // The views that have variables before generating (those made while generating wait in
        // `created`, with no intrinsic-size constraints yet).
        let arranged = stack.view.arrangedSubviews.compactMap { existingItem(for: $0) }
        var generated: (early: [GeneratedConstraint], late: [GeneratedConstraint]) = ([], [])
        var created: [ItemVariables] = []
        if let config = stack.view.stackConfiguration, stack.view.scene === scene {
            deferredIntrinsic = []
            generated = stackConstraints(for: stack, config)
            created = deferredIntrinsic ?? []
            deferredIntrinsic = nil
        }
        stack.dirty = false
        if editStack(stack, to: generated, created: created) { return }
        for item in arranged.reversed() { withdrawIntrinsic(item) }
        for c in stack.constraints.reversed() { remove(c) }
        stack.constraints = []
        stack.labels = []
        stack.keys = []
        stack.signatures = []
        for entry in generated.early { addStackConstraint(stack, entry) }
        for item in arranged + created { syncIntrinsic(item) }
        for entry in generated.late { addStackConstraint(stack, entry) }
    }

    /// Adds one generated constraint to `stack`'s list, or reports why it cannot be added.
    func addStackConstraint(_ stack: StackState, _ entry: GeneratedConstraint) {
        let c = Self.makeConstraint(entry.expression, entry.relation, entry.priority)
        if reporting({ () throws(SceneError) in try add(c, label: entry.label()) }) {
            stack.constraints.append(c)
            stack.labels.append(entry.label)
            stack.keys.append(
                GeneratedKey(expression: entry.expression, relation: entry.relation, priority: entry.priority))
            stack.signatures.append(entry.signature)
        }
    }

    /// Brings a stack that has constraints to `generated` by removing only the constraints it no
    /// longer makes and adding only the new ones, when few optional ones are among them (at most
    /// an eighth of the list, or 16): changed required equalities, such as the positions of a
    /// fillEqually stack's views after a hidden one, are cheap, but optional ones replaced in a
    /// solved tableau can pivot through every view's size preferences. Hiding or showing one
    /// arranged view then costs the handful of constraints around it instead of the whole
    /// stack's (which can be thousands of times more pivots: restating everything withdraws every
    /// view's size preferences from a solved tableau). The solver reaches the same optimum as a
    /// rebuild would, and so the same frames wherever the optimum is unique. Returns false,
    /// having changed nothing, when the change is too large for this to pay (a first build, a
    /// fillProportionally stack's proportions); the caller then rebuilds.
    func editStack(
        _ stack: StackState, to generated: (early: [GeneratedConstraint], late: [GeneratedConstraint]),
        created: [ItemVariables]
    ) -> Bool {
        let old = stack.keys
        guard !old.isEmpty, old.count == stack.constraints.count else { return false }
        let all = generated.early + generated.late
        // For each generated constraint, the index of the old constraint it keeps, or -1: the one
        // it took back by signature, else the first old one not kept yet that says the same.
        var kept = [Int](repeating: -1, count: all.count)
        var claimed = [Bool](repeating: false, count: old.count)
        for (index, entry) in all.enumerated() where entry.takenBack >= 0 {
            kept[index] = entry.takenBack
            claimed[entry.takenBack] = true
        }
        // The first unclaimed old constraint with each key, and after each old constraint the
        // next one with the same key (-1 for none): no array per key.
        var unmatched: [GeneratedKey: Int] = [:]
        var nextSame = [Int](repeating: -1, count: old.count)
        for index in old.indices.reversed() where !claimed[index] {
            if let later = unmatched.updateValue(index, forKey: old[index]) { nextSame[index] = later }
        }
        var optionalChanges = 0
        for (index, entry) in all.enumerated() where entry.takenBack < 0 {
            let key = GeneratedKey(expression: entry.expression, relation: entry.relation, priority: entry.priority)
            if let match = unmatched[key] {
                kept[index] = match
                unmatched[key] = nextSame[match] >= 0 ? nextSame[match] : nil
            } else if entry.priority < .required {
                optionalChanges += 1
            }
        }
        var keep = [Bool](repeating: false, count: old.count)
        for index in kept where index >= 0 { keep[index] = true }
        for index in old.indices where !keep[index] && old[index].priority < .required { optionalChanges += 1 }
        guard optionalChanges <= Swift.max(16, old.count / 8) else { return false }
        for index in old.indices.reversed() where !keep[index] { remove(stack.constraints[index]) }
        let previous = stack.constraints
        stack.constraints = []
        stack.labels = []
        stack.keys = []
        stack.signatures = []
        func keepOrAdd(_ index: Int) {
            let entry = all[index]
            let match = kept[index]
            if match >= 0 {
                stack.constraints.append(previous[match])
                stack.labels.append(entry.label)
                stack.keys.append(old[match])
                stack.signatures.append(entry.signature)
            } else {
                addStackConstraint(stack, entry)
            }
        }
        // The same order as a rebuild: early constraints, new views' sizes, late constraints.
        for index in generated.early.indices { keepOrAdd(index) }
        for item in created { syncIntrinsic(item) }
        for index in generated.early.count..<all.count { keepOrAdd(index) }
        stackEdits += 1
        return true
    }

    /// Takes a view's intrinsic-size constraints out (the next `syncIntrinsic` adds them again).
    func withdrawIntrinsic(_ item: ItemVariables) {
        for c in item.intrinsicConstraints.reversed() { remove(c) }
        item.intrinsicConstraints = []
        item.intrinsicSignature = []
    }
}
