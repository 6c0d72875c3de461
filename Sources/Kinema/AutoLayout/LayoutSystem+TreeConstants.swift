import KinemaCore

// Constants that come from the view tree: an attribute expressed in an ancestor's coordinates
// carries the bounds origins on the way, the root's edges and lengths carry its size, and a
// safe-area guide's edges carry its view's insets. They follow the tree's values of now: a change
// updates the constraints that hold it at the next pass.

/// The quantities of the view tree that a constraint's constant can hold.
struct TreeConstants: OptionSet {
    let rawValue: UInt8
    /// The bounds origin of the common ancestor or of a view on the way to it.
    static let boundsOrigin = TreeConstants(rawValue: 1)
    /// The root's width or height.
    static let rootSize = TreeConstants(rawValue: 2)
    /// The safe-area insets of a guide's view.
    static let safeArea = TreeConstants(rawValue: 4)
}

/// What changed in a view since the last pass (bits of `ViewLayoutState.treeChanges`).
enum TreeChange {
    /// The x of its bounds origin.
    static let originX: UInt8 = 1
    /// The y of its bounds origin.
    static let originY: UInt8 = 2
    /// Its safe-area insets.
    static let safeArea: UInt8 = 4
}

extension LayoutSystem {
    /// After `view`'s bounds origin changed from `old`. The constants of the constraints that
    /// cross it, or whose common ancestor it is, are refreshed at the next pass (see
    /// `refreshTreeConstants`); a stack view's own constraints are generated again.
    ///
    /// A view whose bounds origin no active constraint holds (a scroll view whose content is
    /// placed by frames, or by constraints to its content guide) needs no pass: scrolling it does
    /// not lay the scene out again at every frame.
    func boundsOriginDidChange(_ view: View, from old: Point) {
        if view.stackConfiguration != nil { stackDidChange(view) }
        guard boundsOriginIsHeld(by: view) else { return }
        let x = view.boundsOrigin.x != old.x ? TreeChange.originX : 0
        let y = view.boundsOrigin.y != old.y ? TreeChange.originY : 0
        mark(view, x | y)
    }

    /// After `view`'s safe-area insets changed: the constraints on its safe-area guide are
    /// refreshed at the next pass.
    func safeAreaDidChange(_ view: View) {
        mark(view, TreeChange.safeArea)
    }

    /// Whether some active constraint's constant may hold `view`'s bounds origin: it is the
    /// common ancestor of a constraint with one of its own anchors, or lies strictly between an
    /// anchor's view and the common ancestor (see `expression(for:in:)`). True whenever the
    /// bookkeeping is behind the tree (a rebuild or a departure pending). The views are found
    /// again, in one look over the active constraints, after the constraints changed.
    func boundsOriginIsHeld(by view: View) -> Bool {
        if needsRebuild || !departed.isEmpty { return true }
        if originHoldersVersion != constraintsVersion {
            originHolders.removeAll(keepingCapacity: true)
            for c in activeConstraints where c.treeConstants.contains(.boundsOrigin) {
                guard let frame = Self.coordinateFrame(of: c) else { return true }
                for anchor in [c.firstAnchor, c.secondAnchor] {
                    guard let anchor else { continue }
                    _ = Self.originsHeld(from: anchor.item.view, in: frame) { view in
                        originHolders.insert(ObjectIdentifier(view))
                        return false
                    }
                }
            }
            originHoldersVersion = constraintsVersion
        }
        return originHolders.contains(ObjectIdentifier(view))
    }

    /// Notes what changed in `view` for the next pass.
    private func mark(_ view: View, _ changes: UInt8) {
        let me = ObjectIdentifier(self)
        if view.layoutState.treeChangeOwner != me {
            // Marked by no system, or by the one of a scene it has left since.
            view.layoutState.treeChangeOwner = me
            view.layoutState.treeChanges = 0
            changedViews.append(view)
        }
        view.layoutState.treeChanges |= changes
        changedKinds |= changes
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
    var treeConstantsChanged: Bool { rootSizeChanged || !changedViews.isEmpty }

    /// Clears the marks of the changes to the tree's constants (a view that another system has
    /// marked since keeps that system's marks).
    func forgetTreeChanges() {
        let me = ObjectIdentifier(self)
        for view in changedViews where view.layoutState.treeChangeOwner == me {
            view.layoutState.treeChanges = 0
            view.layoutState.treeChangeOwner = nil
        }
        changedViews = []
        changedKinds = 0
        rootSizeChanged = false
    }

    /// Gives the active constraints whose constant holds a changed bounds origin, safe area or
    /// the root's size the constant their expressions have now, as a rebuild would. A
    /// constraint whose new constant conflicts with the required constraints is deactivated and
    /// reported (a rebuild reports it too, and leaves it out). The others are told apart without
    /// building their expressions: by what their constant held when it was built, then by their
    /// anchors' views and, for bounds origins, a walk along their superview chains.
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

    /// Whether the constant of `c` may hold a changed quantity: the root's size, the insets of a
    /// safe-area guide whose view changed them, or a changed coordinate of a bounds origin (that
    /// of the common ancestor when an anchor is its own, and those of the views strictly between
    /// an anchor's view and the common ancestor, along the anchors' axis; see
    /// `expression(for:in:)`). The views on the way stay those its expression was built along
    /// until a rebuild.
    private func holdsChangedConstant(_ c: LayoutConstraint) -> Bool {
        let held = c.treeConstants
        if held.isEmpty { return false }
        if rootSizeChanged && held.contains(.rootSize) { return true }
        if held.contains(.safeArea) && changedKinds & TreeChange.safeArea != 0 {
            func changedGuide(_ anchor: LayoutAnchor?) -> Bool {
                guard case .safeArea(let view)? = anchor?.item else { return false }
                return view.layoutState.treeChanges & TreeChange.safeArea != 0
            }
            if changedGuide(c.firstAnchor) || changedGuide(c.secondAnchor) { return true }
        }
        let attribute = c.firstAnchor.attribute
        if !held.contains(.boundsOrigin) || attribute.isDimension { return false }
        let axis = attribute.isHorizontal ? TreeChange.originX : TreeChange.originY
        if changedKinds & axis == 0 { return false }
        guard let frame = Self.coordinateFrame(of: c) else { return true }
        let changed = { (view: View) in view.layoutState.treeChanges & axis != 0 }
        return Self.originsHeld(from: c.firstAnchor.item.view, in: frame, changed)
            || (c.secondAnchor.map { Self.originsHeld(from: $0.item.view, in: frame, changed) } ?? false)
    }

    /// The view in whose coordinates `c`'s expression is written: its anchors' nearest common
    /// ancestor, or, for a constraint to a constant, its view's superview; nil when the anchors
    /// share no ancestor.
    private static func coordinateFrame(of c: LayoutConstraint) -> View? {
        let first = c.firstAnchor.item.view
        guard let second = c.secondAnchor else { return first.superview ?? first }
        return first.nearestCommonAncestor(with: second.item.view)
    }

    /// Calls `body` with each view whose bounds origin an anchor of `anchorView` carries into
    /// `frame`'s coordinates (`frame` itself when the anchor is its own, else the views strictly
    /// between them), until it returns true; returns whether it did.
    private static func originsHeld(from anchorView: View, in frame: View, _ body: (View) -> Bool) -> Bool {
        if anchorView === frame { return body(frame) }
        var node = anchorView.superview
        while let u = node, u !== frame {
            if body(u) { return true }
            node = u.superview
        }
        return false
    }
}
