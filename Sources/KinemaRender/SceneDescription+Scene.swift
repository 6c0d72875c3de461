extension SceneDescription {
    /// Builds the scene: views attached to their parents (children in file order), stacks,
    /// intrinsic sizes, hidden flags and constraints (activated in file order), then one layout pass.
    /// Throws, naming the problem, for a root size that is not finite or is negative, a duplicate
    /// view name, an unknown parent, view or attribute, a parent cycle, an unknown stack axis,
    /// distribution or alignment, a number that is not finite, a priority outside 1...1000, or a
    /// required constraint that cannot be satisfied.
    public func makeScene() throws(SceneDescriptionError) -> Scene {
        guard root.width.isFinite, root.height.isFinite, root.width >= 0, root.height >= 0 else {
            throw SceneDescriptionError("root size must be finite and not negative")
        }
        let scene = Scene(size: Size(width: root.width, height: root.height), rootName: root.name)
        let specs = views ?? []
        var byName: [String: View] = [root.name: scene.root]
        for spec in specs {
            guard byName[spec.name] == nil else { throw SceneDescriptionError("duplicate view name '\(spec.name)'") }
            let view = View(name: spec.name)
            view.translatesAutoresizingMaskIntoConstraints = false
            byName[spec.name] = view
        }
        var parentOf: [String: String] = [:]
        for spec in specs {
            guard byName[spec.parent] != nil else {
                throw SceneDescriptionError("view '\(spec.name)' has unknown parent '\(spec.parent)'")
            }
            parentOf[spec.name] = spec.parent
        }
        for spec in specs {   // every chain of parents must reach the root
            var seen: Set<String> = [spec.name]
            var node = spec.parent
            while node != root.name {
                guard seen.insert(node).inserted, let next = parentOf[node] else {
                    throw SceneDescriptionError("parent cycle through view '\(spec.name)'")
                }
                node = next
            }
        }
        try attachChildren(of: root.name, specs: specs, byName: byName)
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
        return scene
    }

    private func attachChildren(of parent: String, specs: [ViewSpec], byName: [String: View])
        throws(SceneDescriptionError) {
        guard let parentView = byName[parent] else { return }
        for spec in specs where spec.parent == parent {
            guard let child = byName[spec.name] else { continue }
            do { try parentView.addSubview(child) } catch { throw SceneDescriptionError("\(error)") }
            try attachChildren(of: spec.name, specs: specs, byName: byName)
        }
    }

    private func configure(_ view: View, _ spec: ViewSpec, byName: [String: View]) throws(SceneDescriptionError) {
        let w = spec.intrinsicWidth ?? View.noIntrinsicMetric
        let h = spec.intrinsicHeight ?? View.noIntrinsicMetric
        guard w.isFinite, h.isFinite else { throw SceneDescriptionError("intrinsic size of '\(spec.name)' must be finite") }
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
        -> LayoutAnchor {
        guard let dot = text.lastIndex(of: ".") else {
            throw SceneDescriptionError("constraint \(index): '\(text)' is not VIEW.ATTRIBUTE")
        }
        let name = String(text[..<dot]), attr = String(text[text.index(after: dot)...])
        guard let view = byName[name] else { throw SceneDescriptionError("constraint \(index): unknown view '\(name)'") }
        guard let attribute = LayoutAttribute(rawValue: attr) else {
            throw SceneDescriptionError("constraint \(index): unknown attribute '\(attr)'")
        }
        return view.anchor(attribute)
    }

    private func makeConstraint(_ c: ConstraintSpec, index: Int, byName: [String: View])
        throws(SceneDescriptionError) -> LayoutConstraint {
        let first = try anchor(c.first, byName: byName, index: index)
        let second = try c.second.map { (name) throws(SceneDescriptionError) in try anchor(name, byName: byName, index: index) }
        guard let relation = LayoutRelation(rawValue: c.relation) else {
            throw SceneDescriptionError("constraint \(index): unknown relation '\(c.relation)' (use ==, <= or >=)")
        }
        let multiplier = c.multiplier ?? 1, constant = c.constant ?? 0, priority = c.priority ?? 1000
        guard multiplier.isFinite, constant.isFinite, priority.isFinite else {
            throw SceneDescriptionError("constraint \(index): numbers must be finite")
        }
        guard priority >= 1, priority <= 1000 else {
            throw SceneDescriptionError("constraint \(index): priority must lie in 1...1000")
        }
        return LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant,
                                priority: LayoutPriority(priority))
    }
}
