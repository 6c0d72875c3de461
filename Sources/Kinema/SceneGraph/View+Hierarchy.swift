import KinemaCore

extension View {
    /// Adds `view` on top of the receiver's subviews, removing it from its previous superview first.
    /// Throws (and changes nothing) when that would create a cycle.
    ///
    /// - Complexity: As ``insertSubview(_:at:)``.
    public func addSubview(_ view: View) throws(SceneError) {
        try insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to 0...count, as UIKit does).
    ///
    /// A view's scene is always its root's, so joining a scene sets it on `view`'s subtree only,
    /// with no walk to the root; the cycle check walks up from the receiver only when `view` has
    /// subviews and is in the receiver's scene (or both are outside any scene).
    ///
    /// - Complexity: O(*s* + *n*), where *s* is the receiver's number of subviews (the array
    ///   insertion) and *n* the size of `view`'s subtree (setting its scene, looking for stack
    ///   views and view clocks in it); plus O(*d*), *d* the receiver's depth, for the cycle check
    ///   when it runs. Once a view of the scene has a media timing of its own, every hierarchy
    ///   change also re-arms the pending explicit-animation alarms (O(*A* log *q*) for *A* alarms
    ///   and *q* queued actions). Moving `view` from another superview adds that superview's
    ///   removal (see ``removeFromSuperview()``), including a rebuild of the solver at the next
    ///   layout pass.
    public func insertSubview(_ view: View, at index: Int) throws(SceneError) {
        if wouldCreateCycle(adding: view) {
            throw .cycle(view: view.name, superview: name)
        }
        if let owner = view.scene, owner.root === view { throw .rootCannotMove(view: view.name) }
        if let mine = scene, let theirs = view.scene, mine !== theirs {
            throw .belongsToAnotherScene(view: view.name)
        }
        var target = Swift.min(Swift.max(index, 0), subviews.count)
        let oldScene = view.scene
        if let old = view.superview {
            if old === self, let i = subviews.firstIndex(where: { $0 === view }), i < target { target -= 1 }
            old.detach(view)
            // A move changes the superview chains the subtree's constraints were written along.
            old.scene?.layoutSystemStorage?.setNeedsRebuild()
        }
        subviews.insert(view, at: Swift.min(target, subviews.count))
        view.superview = self
        view.setScene(scene)
        // A view moved out of its scene into a tree in none has left that scene as a removal
        // does (its count of views, its layout).
        if let oldScene, oldScene !== scene { oldScene.hierarchyDidChange(added: nil, removed: view) }
        scene?.hierarchyDidChange(added: view)
    }

    /// Inserts `view` just below `sibling` (UIKit's `insertSubview(_:belowSubview:)`).
    ///
    /// - Complexity: As ``insertSubview(_:at:)``, plus O(*s*) to find `sibling`.
    public func insertSubview(_ view: View, belowSubview sibling: View) throws(SceneError) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else {
            throw .notASubview(view: sibling.name, of: name)
        }
        try insertSubview(view, at: i)
    }

    /// Inserts `view` just above `sibling` (UIKit's `insertSubview(_:aboveSubview:)`).
    ///
    /// - Complexity: As ``insertSubview(_:at:)``, plus O(*s*) to find `sibling`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) throws(SceneError) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else {
            throw .notASubview(view: sibling.name, of: name)
        }
        try insertSubview(view, at: i + 1)
    }

    /// Detaches the view from its superview (and from the scene). Its running animations stay on it.
    ///
    /// - Complexity: O(*s* + *n*): *s* the superview's number of subviews (and arranged subviews,
    ///   for a stack), *n* the size of the view's subtree, whose scene is cleared. When the scene
    ///   has constraints, its next layout pass takes the subtree's constraints (and those naming
    ///   it, which it deactivates and reports) out of the solver, in time proportional to them
    ///   plus one look over the active constraints; a subtree of more than 64 views, or one that
    ///   takes many constraints with it, makes the pass rebuild the solver from every active
    ///   constraint instead, as a move does. Alarms are re-armed as for ``insertSubview(_:at:)``.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let owner = scene
        parent.detach(self)
        setScene(nil)
        owner?.hierarchyDidChange(added: nil, removed: self)
    }

    /// Moves a subview to the front (the end of `subviews`).
    ///
    /// - Complexity: O(*s*), *s* the receiver's number of subviews.
    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    /// Moves a subview to the back (the start of `subviews`).
    ///
    /// - Complexity: O(*s*), *s* the receiver's number of subviews.
    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    /// Whether making `view` a subview of the receiver would put a view inside its own subtree.
    /// Only a view with subviews or a mask in the receiver's scene (or outside any scene, as the
    /// receiver) can be an ancestor of the receiver, so the walk up from the receiver is usually
    /// skipped.
    private func wouldCreateCycle(adding view: View) -> Bool {
        if view === self { return true }
        if view.subviews.isEmpty && view.mask == nil || view.scene !== scene { return false }
        return isDescendant(of: view)
    }

    /// Whether the receiver is `view` or lies in its subtree.
    ///
    /// - Complexity: O(*d*), *d* the receiver's depth (a walk up to `view` or to the root).
    public func isDescendant(of view: View) -> Bool {
        var node: View? = self
        while let n = node {
            if n === view { return true }
            node = n.superview
        }
        return false
    }

    /// The topmost ancestor (the receiver when it has no superview).
    ///
    /// - Complexity: O(*d*), *d* the receiver's depth.
    public var rootView: View {
        var node = self
        while let parent = node.superview { node = parent }
        return node
    }

    /// The receiver and its subtree in pre-order (a view, then its ``mask`` and the mask's
    /// subtree, then its subviews back to front): the order of a frame's views.
    ///
    /// - Complexity: O(*n*) time and memory, *n* the size of the subtree (an array is built on
    ///   every read; the walk uses no recursion).
    public var subtree: [View] {
        var out: [View] = []
        var stack: [View] = [self]
        while let v = stack.popLast() {
            out.append(v)
            stack.append(contentsOf: v.subviews.reversed())
            if let mask = v.mask { stack.append(mask) }
        }
        return out
    }

    /// The first view named `name` in the receiver's subtree, in pre-order (the order of
    /// ``subtree``).
    ///
    /// - Complexity: O(*k*) time, *k* the position of the match in pre-order (the size of the
    ///   subtree when nothing matches), and O(*d*) memory, *d* the depth of the subtree: the walk
    ///   stops at the first match and keeps only the path to the view it is at. Looking up every
    ///   view of a scene by name one by one is therefore quadratic; build a dictionary from
    ///   ``subtree`` once for that.
    public func descendant(named name: String) -> View? {
        if self.name == name { return self }
        // The path from the receiver: each view with the index of the next child to visit, its
        // mask (when it has one) counting as the first.
        var path: [(view: View, next: Int)] = [(self, 0)]
        while let (view, next) = path.last {
            let skip = view.mask == nil ? 0 : 1
            guard next < view.subviews.count + skip else {
                path.removeLast()
                continue
            }
            path[path.count - 1].next = next + 1
            guard let child = next < skip ? view.mask : view.subviews[next - skip] else { continue }
            if child.name == name { return child }
            if !child.subviews.isEmpty || child.mask != nil { path.append((child, 0)) }
        }
        return nil
    }

    /// The nearest view that is an ancestor of (or equal to) both views, if they share a tree.
    /// The two walks up alternate, so the cost is proportional to the distances to that ancestor,
    /// not to the depth of the tree.
    ///
    /// - Complexity: O(*a* + *b*) expected (hashing), *a* and *b* the distances from the two views
    ///   to their nearest common ancestor; O(*d₁* + *d₂*), their depths, when they share no tree.
    public func nearestCommonAncestor(with other: View) -> View? {
        if other === self || other.superview === self { return self }
        guard let parent = superview else { return other.isDescendant(of: self) ? self : nil }
        if parent === other || parent === other.superview { return parent }
        var mine: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var theirs: Set<ObjectIdentifier> = [ObjectIdentifier(other)]
        var a: View? = parent, b: View? = other.superview
        while a != nil || b != nil {
            if let x = a {
                if theirs.contains(ObjectIdentifier(x)) { return x }
                mine.insert(ObjectIdentifier(x))
                a = x.superview
            }
            if let y = b {
                if mine.contains(ObjectIdentifier(y)) { return y }
                theirs.insert(ObjectIdentifier(y))
                b = y.superview
            }
        }
        return nil
    }

    /// Tells the scene's layout system, before the view leaves its superview, when it will
    /// rebuild its solver at the next pass: after a subtree of more than 64 views leaves (see
    /// ``removeFromSuperview()``). Constraints taken out meanwhile, such as the UIKit facade's
    /// constraints crossing the subtree's edge or inside a subtree leaving the window, then wait
    /// for that rebuild instead of leaving the old solver one by one, each at a cost that can be
    /// as large as the subtree. A smaller subtree's constraints leave the solver at once, as the
    /// pass would take them out. Nothing changes for a view without a superview.
    package func prepareToLeaveSuperview() {
        guard superview != nil, let system = scene?.layoutSystemStorage else { return }
        if subtreeExceeds(LayoutSystem.departureLimit) { system.setNeedsRebuild() }
    }

    /// Whether the subtree (the view included) has more than `limit` views.
    func subtreeExceeds(_ limit: Int) -> Bool { subtreeCount(stoppingAbove: limit) > limit }

    /// The number of views in the subtree (the view included), or a number above `limit` as soon
    /// as the count passes it.
    func subtreeCount(stoppingAbove limit: Int = .max) -> Int {
        var count = 1
        var pending: [View] = [self]
        while let view = pending.popLast() {
            count += view.subviews.count
            if let mask = view.mask {
                count += 1
                if !mask.subviews.isEmpty || mask.mask != nil { pending.append(mask) }
            }
            if count > limit { return count }
            for subview in view.subviews where !subview.subviews.isEmpty || subview.mask != nil {
                pending.append(subview)
            }
        }
        return count
    }

    func detach(_ child: View) {
        if mask === child {
            mask = nil
            maskAsSiblings = []
            child.superview = nil
            child.isMask = false
            updateDrawsExtras()
            return
        }
        subviews.removeLast(identicalTo: child)
        child.superview = nil
        if layoutState.arrangedSubviews.contains(where: { $0 === child }) { removeArrangedSubview(child) }
    }

    /// Sets the scene of the receiver's subtree (every view of a tree shares its root's scene, so
    /// nothing is walked when the scene does not change).
    func setScene(_ newScene: Scene?) {
        if scene === newScene { return }
        if subviews.isEmpty && mask == nil {
            scene = newScene
            reportPendingDiagnostics()
            queueSceneHook()
            return
        }
        for v in subtree {
            v.scene = newScene
            v.reportPendingDiagnostics()
            v.queueSceneHook()
        }
    }

    /// Hands ``whenInScene`` to the view's new scene, which runs it once the change is done.
    private func queueSceneHook() {
        guard let scene, let hook = whenInScene else { return }
        whenInScene = nil
        scene.sceneHooks.append(hook)
    }

    /// Moves the values refused while the view was outside any scene into its new scene's diagnostics.
    private func reportPendingDiagnostics() {
        guard !pendingDiagnostics.isEmpty, let scene else { return }
        for (error, source) in pendingDiagnostics { scene.report(error, from: source) }
        pendingDiagnostics.removeAll()
    }
}
