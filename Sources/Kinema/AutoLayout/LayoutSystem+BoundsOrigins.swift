import KinemaCore

// Bounds origins in constraints: an attribute expressed in an ancestor's coordinates carries the
// bounds origins along the way as constants, which follow the views' current bounds origins.

extension LayoutSystem {
    /// After `view`'s bounds origin changed. The constants of the constraints that cross it, or
    /// whose common ancestor it is, are refreshed at the next pass (see `refreshOriginConstants`);
    /// a stack view's own constraints are generated again.
    func boundsOriginDidChange(_ view: View, from old: Point) {
        if view.stackConfiguration != nil { stackDidChange(view) }
        let axes: UInt8 = (view.boundsOrigin.x != old.x ? 1 : 0) | (view.boundsOrigin.y != old.y ? 2 : 0)
        if view.layoutState.originChanges == 0 { originChanges.append(view) }
        view.layoutState.originChanges |= axes
        originAxesChanged |= axes
        scene?.needsLayout = true
    }

    /// Clears the marks of the views whose bounds origin changed.
    func forgetOriginChanges() {
        for view in originChanges { view.layoutState.originChanges = 0 }
        originChanges = []
        originAxesChanged = 0
    }

    /// Gives the active constraints that a changed bounds origin enters the constant their
    /// expressions have now, as a rebuild would. A constraint whose new constant conflicts with
    /// the required constraints is deactivated and reported (a rebuild reports it too, and leaves
    /// it out). The others are told apart without building their expressions: by a flag set when
    /// they were built, then by a walk along their anchors' superview chains.
    func refreshOriginConstants() {
        defer { forgetOriginChanges() }
        var conflicting: [LayoutConstraint] = []
        for c in activeConstraints {
            guard let sc = c.solverConstraint, crossesChangedOrigin(c) else { continue }
            let old = c.expressionBase
            let refreshed = reporting { () throws(SceneError) in
                let expression = try build(c)
                if c.expressionBase != old {
                    try setExpressionConstant(sc, to: expression.constant, label: c.description)
                }
            }
            if !refreshed { conflicting.append(c) }
        }
        for c in conflicting { withdraw(c) }
    }

    /// Whether the expression of `c` may hold a changed coordinate of a bounds origin: that of the
    /// common ancestor when an anchor is its own, and those of the views strictly between an
    /// anchor's view and the common ancestor (see `expression(for:in:)`), along the anchors' axis.
    /// Lengths hold none, nor do constraints whose expression held none when it was built (the
    /// views on the way stay the same until a rebuild).
    private func crossesChangedOrigin(_ c: LayoutConstraint) -> Bool {
        let attribute = c.firstAnchor.attribute
        if !c.holdsBoundsOrigin || attribute.isDimension { return false }
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
