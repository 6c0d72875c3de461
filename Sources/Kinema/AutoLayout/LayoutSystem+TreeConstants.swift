import KinemaCore

// Constants that come from the view tree: an attribute expressed in an ancestor's coordinates
// carries the bounds origins on the way, and the root's edges and lengths carry its size. They
// follow the tree's values of now: a change updates the constraints that hold it at the next pass.

/// The quantities of the view tree that a constraint's constant can hold.
struct TreeConstants: OptionSet {
    let rawValue: UInt8
    /// The bounds origin of the common ancestor or of a view on the way to it.
    static let boundsOrigin = TreeConstants(rawValue: 1)
    /// The root's width or height.
    static let rootSize = TreeConstants(rawValue: 2)
}

extension LayoutSystem {
    /// After `view`'s bounds origin changed from `old`. The constants of the constraints that
    /// cross it, or whose common ancestor it is, are refreshed at the next pass (see
    /// `refreshTreeConstants`); a stack view's own constraints are generated again.
    func boundsOriginDidChange(_ view: View, from old: Point) {
        if view.stackConfiguration != nil { stackDidChange(view) }
        let axes: UInt8 = (view.boundsOrigin.x != old.x ? 1 : 0) | (view.boundsOrigin.y != old.y ? 2 : 0)
        let me = ObjectIdentifier(self)
        if view.layoutState.originChangeOwner != me {
            // Marked by no system, or by the one of a scene it has left since.
            view.layoutState.originChangeOwner = me
            view.layoutState.originChanges = 0
            originChanges.append(view)
        }
        view.layoutState.originChanges |= axes
        originAxesChanged |= axes
        scene?.needsLayout = true
    }

    /// After the root's size changed: the constraints on its edges and lengths are refreshed at
    /// the next pass, and a stack view at the root is generated again.
    func rootSizeDidChange() {
        if root.stackConfiguration != nil { stackDidChange(root) }
        rootSizeChanged = true
        scene?.needsLayout = true
    }

    /// Whether a tree constant changed since the last pass.
    var treeConstantsChanged: Bool { rootSizeChanged || !originChanges.isEmpty }

    /// Clears the marks of the changes to the tree's constants (a view that another system has
    /// marked since keeps that system's marks).
    func forgetTreeChanges() {
        let me = ObjectIdentifier(self)
        for view in originChanges where view.layoutState.originChangeOwner == me {
            view.layoutState.originChanges = 0
            view.layoutState.originChangeOwner = nil
        }
        originChanges = []
        originAxesChanged = 0
        rootSizeChanged = false
    }

    /// Gives the active constraints whose constant holds a changed bounds origin or the root's
    /// size the constant their expressions have now, as a rebuild would. A constraint whose new
    /// constant conflicts with the required constraints is deactivated and reported (a rebuild
    /// reports it too, and leaves it out). The others are told apart without building their
    /// expressions: by what their constant held when it was built, then, for bounds origins, by
    /// a walk along their anchors' superview chains.
    func refreshTreeConstants() {
        defer { forgetTreeChanges() }
        var conflicting: [LayoutConstraint] = []
        for c in activeConstraints {
            guard let sc = c.solverConstraint, holdsChangedConstant(c) else { continue }
            let refreshed = reporting { () throws(SceneError) in
                // Compared with the solver's constant: other readers build expressions too.
                let expression = try build(c)
                if expression.constant != sc.expression.constant {
                    try setExpressionConstant(sc, to: expression.constant, label: c.description)
                }
            }
            if !refreshed { conflicting.append(c) }
        }
        for c in conflicting { withdraw(c) }
    }

    /// Whether the constant of `c` may hold a changed quantity: the root's size, or a changed
    /// coordinate of a bounds origin, that of the common ancestor when an anchor is its own or
    /// those of the views strictly between an anchor's view and the common ancestor (see
    /// `expression(for:in:)`), along the anchors' axis. The views on the way stay those its
    /// expression was built along until a rebuild.
    private func holdsChangedConstant(_ c: LayoutConstraint) -> Bool {
        let held = c.treeConstants
        if held.isEmpty { return false }
        if rootSizeChanged && held.contains(.rootSize) { return true }
        let attribute = c.firstAnchor.attribute
        if !held.contains(.boundsOrigin) || attribute.isDimension { return false }
        let axis: UInt8 = attribute.isHorizontal ? 1 : 2
        if originAxesChanged & axis == 0 { return false }
        let first = c.firstAnchor.item.view
        let frame: View
        if let second = c.secondAnchor {
            guard let common = first.nearestCommonAncestor(with: second.item.view) else { return true }
            frame = common
        } else {
            frame = first.superview ?? first
        }
        func onPath(_ view: View) -> Bool {
            if view === frame { return view.layoutState.originChanges & axis != 0 }
            var node = view.superview
            while let u = node, u !== frame {
                if u.layoutState.originChanges & axis != 0 { return true }
                node = u.superview
            }
            return false
        }
        return onPath(first) || (c.secondAnchor.map { onPath($0.item.view) } ?? false)
    }
}
