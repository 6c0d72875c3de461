extension SceneDescription {
    /// The largest magnitude a number of a description may have (sizes, spacings, constants,
    /// multipliers): 1e9, as for the coordinates of event scripts.
    public static let maximumMagnitude = Limits.maximumMagnitude

    /// Builds the scene: views attached to their parents (children in file order), stacks,
    /// intrinsic sizes, hidden flags and constraints (activated in file order), then one layout pass.
    /// Throws, naming the problem, for a root size that is not finite or is negative, a duplicate
    /// view name, an unknown parent, view or attribute, a parent cycle, an unknown stack axis,
    /// distribution or alignment, a number that is not finite or whose magnitude exceeds
    /// ``maximumMagnitude``, a priority outside 1...1000, a required constraint that cannot be
    /// satisfied, or a layout whose solved frames are not finite (numbers within the bound can
    /// still multiply past the largest double).
    ///
    /// Building takes time and stack independent of the depth of the tree: parents are checked
    /// and views attached by loops over the description, never by recursion.
    public func makeScene() throws(SceneDescriptionError) -> Scene {
        guard root.width.isFinite, root.height.isFinite, root.width >= 0, root.height >= 0 else {
            throw SceneDescriptionError("root size must be finite and not negative")
        }
        guard root.width <= Self.maximumMagnitude, root.height <= Self.maximumMagnitude else {
            throw SceneDescriptionError("root size is out of range (at most 1e9)")
        }
        let scene = Scene(size: Size(width: root.width, height: root.height), rootName: root.name)
        let specs = views ?? []
        var byName: [String: View] = [root.name: scene.root]
        var indexOf: [String: Int] = [:]
        for (i, spec) in specs.enumerated() {
            guard byName[spec.name] == nil else { throw SceneDescriptionError("duplicate view name '\(spec.name)'") }
            let view = View(name: spec.name)
            view.translatesAutoresizingMaskIntoConstraints = false
            byName[spec.name] = view
            indexOf[spec.name] = i
        }
        // Each view's parent index (-1 for the root), and each parent's children in file order.
        var parentIndex = [Int](repeating: -1, count: specs.count)
        var rootChildren: [Int] = []
        var children = [[Int]](repeating: [], count: specs.count)
        for (i, spec) in specs.enumerated() {
            if spec.parent == root.name {
                rootChildren.append(i)
            } else if let p = indexOf[spec.parent] {
                parentIndex[i] = p
                children[p].append(i)
            } else {
                throw SceneDescriptionError("view '\(spec.name)' has unknown parent '\(spec.parent)'")
            }
        }
        try Self.checkChainsReachTheRoot(specs, parentIndex: parentIndex)
        // Pre-order from the root: a parent before its children, children in file order.
        var pending = Array(rootChildren.reversed())
        while let i = pending.popLast() {
            let parent = parentIndex[i] < 0 ? scene.root : byName[specs[parentIndex[i]].name]
            guard let parent, let child = byName[specs[i].name] else { continue }
            do { try parent.addSubview(child) } catch { throw SceneDescriptionError("\(error)") }
            pending.append(contentsOf: children[i].reversed())
        }
        for spec in specs {
            guard let view = byName[spec.name] else { continue }
            try configure(view, spec, byName: byName)
        }
        var made: [LayoutConstraint] = []
        for (i, c) in (constraints ?? []).enumerated() {
            made.append(try makeConstraint(c, index: i, byName: byName))
        }
        for c in made {
            do { try c.activate() } catch { throw SceneDescriptionError("\(error)") }
        }
        scene.layoutIfNeeded()
        if let problem = scene.diagnostics.first { throw SceneDescriptionError(problem.message) }
        for (view, toRoot) in scene.modelViewsToRoot() {
            let size = view.bounds.size
            let origin = toRoot.apply(to: Point.zero)
            guard origin.x.isFinite, origin.y.isFinite, size.width.isFinite, size.height.isFinite else {
                throw SceneDescriptionError(
                    "the layout of view '\(view.name)' is not finite (the numbers are too large)")
            }
        }
        return scene
    }

    /// Throws when a chain of parents does not reach the root (a cycle). Linear: each view is
    /// walked once; a walk stops at the first view already known to reach the root.
    private static func checkChainsReachTheRoot(_ specs: [ViewSpec], parentIndex: [Int]) throws(SceneDescriptionError) {
        // 0: not yet seen, 1: on the current walk, 2: reaches the root.
        var state = [UInt8](repeating: 0, count: specs.count)
        var walk: [Int] = []
        for start in specs.indices where state[start] == 0 {
            var node = start
            while node >= 0, state[node] != 2 {
                guard state[node] == 0 else {
                    throw SceneDescriptionError("parent cycle through view '\(specs[node].name)'")
                }
                state[node] = 1
                walk.append(node)
                node = parentIndex[node]
            }
            for n in walk { state[n] = 2 }
            walk.removeAll(keepingCapacity: true)
        }
    }

    private func configure(_ view: View, _ spec: ViewSpec, byName: [String: View]) throws(SceneDescriptionError) {
        let w = spec.intrinsicWidth ?? View.noIntrinsicMetric
        let h = spec.intrinsicHeight ?? View.noIntrinsicMetric
        guard w.isFinite, h.isFinite else {
            throw SceneDescriptionError("intrinsic size of '\(spec.name)' must be finite")
        }
        guard abs(w) <= Self.maximumMagnitude, abs(h) <= Self.maximumMagnitude else {
            throw SceneDescriptionError("intrinsic size of '\(spec.name)' is out of range (magnitude at most 1e9)")
        }
        view.intrinsicContentSize = Size(width: w, height: h)
        view.isHidden = spec.hidden ?? false
        guard let stack = spec.stack else { return }
        guard let axis = LayoutAxis(rawValue: stack.axis) else {
            throw SceneDescriptionError("unknown stack axis '\(stack.axis)' in '\(spec.name)'")
        }
        let distribution = stack.distribution ?? "fill", alignment = stack.alignment ?? "fill"
        guard let d = StackConfiguration.Distribution(rawValue: distribution) else {
            throw SceneDescriptionError("unknown stack distribution '\(distribution)' in '\(spec.name)'")
        }
        guard let a = StackConfiguration.Alignment(rawValue: alignment) else {
            throw SceneDescriptionError("unknown stack alignment '\(alignment)' in '\(spec.name)'")
        }
        let spacing = stack.spacing ?? 0
        guard spacing.isFinite else { throw SceneDescriptionError("stack spacing of '\(spec.name)' must be finite") }
        guard abs(spacing) <= Self.maximumMagnitude else {
            throw SceneDescriptionError("stack spacing of '\(spec.name)' is out of range (magnitude at most 1e9)")
        }
        view.stackConfiguration = StackConfiguration(axis: axis, distribution: d, alignment: a, spacing: spacing)
        for name in stack.arranged ?? [] {
            guard let arranged = byName[name] else {
                throw SceneDescriptionError("stack '\(spec.name)' arranges unknown view '\(name)'")
            }
            guard arranged.superview === view else {
                throw SceneDescriptionError("stack '\(spec.name)' arranges '\(name)', which is not its subview")
            }
            do { try view.addArrangedSubview(arranged) } catch { throw SceneDescriptionError("\(error)") }
        }
    }

    private func anchor(_ text: String, byName: [String: View], index: Int) throws(SceneDescriptionError)
        -> LayoutAnchor
    {
        // The last "." as a byte: the name may hold dots, and a byte search needs no grapheme
        // breaking (this runs twice per constraint of the file).
        guard let dot = text.utf8.lastIndex(of: UInt8(ascii: ".")) else {
            throw SceneDescriptionError("constraint \(index): '\(text)' is not VIEW.ATTRIBUTE")
        }
        let name = String(text[..<dot]), attr = String(text[text.utf8.index(after: dot)...])
        guard let view = byName[name] else {
            throw SceneDescriptionError("constraint \(index): unknown view '\(name)'")
        }
        guard let attribute = LayoutAttribute(rawValue: attr) else {
            throw SceneDescriptionError("constraint \(index): unknown attribute '\(attr)'")
        }
        return view.anchor(attribute)
    }

    private func makeConstraint(_ c: ConstraintSpec, index: Int, byName: [String: View])
        throws(SceneDescriptionError) -> LayoutConstraint
    {
        let first = try anchor(c.first, byName: byName, index: index)
        let second = try c.second.map { (name) throws(SceneDescriptionError) in
            try anchor(name, byName: byName, index: index)
        }
        guard let relation = LayoutRelation(rawValue: c.relation) else {
            throw SceneDescriptionError("constraint \(index): unknown relation '\(c.relation)' (use ==, <= or >=)")
        }
        let multiplier = c.multiplier ?? 1, constant = c.constant ?? 0, priority = c.priority ?? 1000
        guard multiplier.isFinite, constant.isFinite, priority.isFinite else {
            throw SceneDescriptionError("constraint \(index): numbers must be finite")
        }
        guard abs(multiplier) <= Self.maximumMagnitude, abs(constant) <= Self.maximumMagnitude else {
            throw SceneDescriptionError(
                "constraint \(index): a multiplier or constant is out of range (magnitude at most 1e9)")
        }
        guard priority >= 1, priority <= 1000 else {
            throw SceneDescriptionError("constraint \(index): priority must lie in 1...1000")
        }
        return LayoutConstraint(
            first, relation, second, multiplier: multiplier, constant: constant,
            priority: LayoutPriority(priority))
    }
}
