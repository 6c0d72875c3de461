import KinemaCore

extension View {
    /// UIKit's `UIView.noIntrinsicMetric`: the axis has no intrinsic length.
    public static let noIntrinsicMetric: Double = -1

    /// Whether the view's frame is fixed by its current centre and bounds (true, the default for
    /// views made in code) or computed by constraints (false). Activating a constraint whose first
    /// item is this view sets it to false, as Cartography does; so does arranging it in a stack.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != layoutState.translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            scene?.layoutSystemStorage?.translatesDidChange(self)
            scene?.needsLayout = true
        }
    }

    /// The natural size of the view's content; either component may be `noIntrinsicMetric`.
    /// Per axis it adds `size <= intrinsic` at the hugging priority and `size >= intrinsic` at the
    /// compression-resistance priority (see <doc:AutoLayout>). A size with a component that is not
    /// finite or exceeds `Limits.maximumMagnitude` is refused, as by the animatable properties'
    /// setters (the old size stays; the refusal is recorded in the scene's diagnostics).
    public var intrinsicContentSize: Size {
        get { layoutState.intrinsicContentSize }
        set {
            guard newValue.isWithinLimits else { return refuse("intrinsicContentSize") }
            guard newValue != layoutState.intrinsicContentSize else { return }
            layoutState.intrinsicContentSize = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Tells the layout system the intrinsic size (or its priorities) changed.
    public func invalidateIntrinsicContentSize() {
        scene?.layoutSystemStorage?.intrinsicDidChange(self)
        scene?.needsLayout = true
    }

    /// The content-hugging priority on an axis (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        layoutState.huggingPriority[axis]
    }

    /// Sets the content-hugging priority on an axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        layoutState.huggingPriority[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// The compression-resistance priority on an axis (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        layoutState.compressionPriority[axis]
    }

    /// Sets the compression-resistance priority on an axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        layoutState.compressionPriority[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// Insets of the safe-area layout guide from the bounds. Kinema does not propagate safe areas
    /// down the tree (decided): each view has its own, zero by default; set it on the root. Insets
    /// that are not finite or exceed `Limits.maximumMagnitude` are refused, as by the animatable
    /// properties' setters. Constraints on the guide follow a change at the next layout pass.
    public var safeAreaInsets: EdgeInsets {
        get { layoutState.safeAreaInsets }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(Limits.isWithinMagnitude)
            else {
                return refuse("safeAreaInsets")
            }
            guard newValue != layoutState.safeAreaInsets else { return }
            layoutState.safeAreaInsets = newValue
            scene?.layoutSystemStorage?.safeAreaDidChange(self)
            scene?.needsLayout = true
        }
    }

    /// Lays out the whole scene now (solving constraints and setting centres and bounds); inside an
    /// animation block the changes animate.
    ///
    /// - Complexity: As ``Scene/layoutIfNeeded()``: the whole scene, whichever view it is called on.
    public func layoutIfNeeded() { scene?.layoutIfNeeded() }

    /// Asks for the view's `layoutSubviews` hook to run at the next layout pass.
    public func setNeedsLayout() {
        layoutState.needsLayoutHook = true
        scene?.needsLayout = true
    }

    func hiddenDidChange() {
        if let parent = superview, parent.layoutState.stack != nil,
            parent.layoutState.arrangedSubviews.contains(where: { $0 === self })
        {
            scene?.layoutSystemStorage?.stackDidChange(parent)
        }
        scene?.needsLayout = true
    }

    func propertyAffectingLayoutDidChange(_ property: AnimatableProperty) {
        if layoutState.translatesAutoresizingMaskIntoConstraints { scene?.needsLayout = true }
        if property == .boundsSize, let scene, scene.root === self { scene.layoutSystemStorage?.rootSizeDidChange() }
    }
}

extension Scene {
    /// The safe-area insets of the root view (KinemaControls' AR tab bar uses top 44 and bottom 34).
    public var safeAreaInsets: EdgeInsets {
        get { root.safeAreaInsets }
        set { root.safeAreaInsets = newValue }
    }

    /// Every active constraint, in activation order.
    public var activeConstraints: [LayoutConstraint] { layoutSystemStorage?.activeConstraints.elements ?? [] }

    /// The scene's Auto Layout engine, created on first use.
    var layoutSystem: LayoutSystem {
        if let system = layoutSystemStorage { return system }
        let system = LayoutSystem(scene: self)
        layoutSystemStorage = system
        return system
    }

    /// Solves the constraints and sets every constraint-driven view's centre and bounds size, then
    /// runs the `layoutSubviews` hooks of views whose size changed (or that asked for it). Inside an
    /// animation block these changes animate; only values that change are touched. Conflicts found
    /// while building stack constraints are appended to ``diagnostics``.
    ///
    /// - Complexity: O(*n*), *n* the number of views, to look for `layoutSubviews` hooks when the
    ///   tree or a hook changed since the last pass or some view has one (plus the hooks that run). With constraints: O(*m*) to read the solution into the *m* views laid
    ///   out by constraints (O(*n*) inside an animation block, which records in tree order); each
    ///   stack view changed since the last pass regenerates its constraints (linear in its
    ///   arranged views, each re-entering the solver); and after a view was removed or moved, or
    ///   the root's size or a safe area changed, the solver is rebuilt by re-adding every active
    ///   constraint. Constant edits are not re-solved here: the solver took them incrementally
    ///   when they were made.
    public func layoutIfNeeded() {
        layoutPassWillBegin?()
        needsLayout = false
        layoutSystemStorage?.layOut()
        runLayoutHooks()
        layoutPassDidEnd?()
    }

    /// Code run at the start of every layout pass (before the solver is brought up to date) and
    /// at its end (after the `layoutSubviews` hooks): the UIKit facade reads intrinsic sizes and
    /// runs `updateConstraints()` there, whoever started the pass.
    package func setLayoutPassHooks(willBegin: (() -> Void)?, didEnd: (() -> Void)?) {
        layoutPassWillBegin = willBegin
        layoutPassDidEnd = didEnd
    }

    /// Asks for a layout pass (the next advance, or `layoutIfNeeded()`, runs it).
    package func setNeedsLayoutPass() { needsLayout = true }

    /// Runs the layout pass something asked for, without animation; nothing when none is pending.
    package func layoutIfPending() { runPendingLayout() }

    /// Runs a pending layout pass without animation (what UIKit's run loop does after an event).
    func runPendingLayout() {
        guard needsLayout else { return }
        performWithoutAnimation { layoutIfNeeded() }
    }

    private func runLayoutHooks() {
        // The usual case: no hook, no list. Whether there is one is looked for only after the
        // tree or a hook changed (checked builds look every time and compare).
        let present: Bool
        if let known = layoutHooksPresent {
            present = known
            #if KINEMA_INTERNAL_CHECKS
                precondition(known == root.subtreeHasLayoutHook, "the scene's memo of layout hooks is stale")
            #endif
        } else {
            present = root.subtreeHasLayoutHook
            layoutHooksPresent = present
        }
        guard present else { return }
        for view in root.subtree where view.layoutSubviews != nil {
            let size = view.properties.model.size
            if view.layoutState.needsLayoutHook || view.lastHookSize != size {
                view.layoutState.needsLayoutHook = false
                view.lastHookSize = size
                if let hook = view.layoutSubviews { hook(view) } // a copy: the hook may replace itself
            }
        }
    }
}

extension View {
    /// Whether the receiver or a view in its subtree has a `layoutSubviews` hook: a walk that
    /// builds no list of the subtree, run by every layout pass.
    fileprivate var subtreeHasLayoutHook: Bool {
        var pending: [[View]] = [[self]]
        while let siblings = pending.popLast() {
            for view in siblings {
                if view.layoutSubviews != nil { return true }
                if !view.subviews.isEmpty { pending.append(view.subviews) }
            }
        }
        return false
    }
}
