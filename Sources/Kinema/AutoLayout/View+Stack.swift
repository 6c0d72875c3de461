import KinemaCore

extension View {
    /// Makes the view a stack view (UIKit's `UIStackView`) with this configuration, or a plain view
    /// again when nil. Stack views generate their own constraints for their arranged subviews. A
    /// configuration whose spacing is not finite or exceeds `Limits.maximumMagnitude` is refused,
    /// as by the animatable properties' setters, and so is one with such a margin.
    public var stackConfiguration: StackConfiguration? {
        get { layoutState.stack }
        set {
            if let c = newValue {
                let m = c.margins
                guard [c.spacing, m.top, m.left, m.bottom, m.right].allSatisfy(Limits.isWithinMagnitude) else {
                    return refuse("stackConfiguration")
                }
            }
            layoutState.stack = newValue
            scene?.layoutSystem.stackDidChange(self)
            scene?.needsLayout = true
        }
    }

    /// The views the stack arranges, in order (a subset of `subviews`).
    public var arrangedSubviews: [View] { layoutState.arrangedSubviews }

    /// Appends a view to the arranged views, adding it as the last subview if it is not one yet, and
    /// making it constraint-driven.
    public func addArrangedSubview(_ view: View) throws(SceneError) {
        try insertArrangedSubview(view, at: layoutState.arrangedSubviews.count)
    }

    /// Inserts a view among the arranged views at `index` (clamped).
    public func insertArrangedSubview(_ view: View, at index: Int) throws(SceneError) {
        // Only a subview can be arranged (leaving the superview un-arranges a view).
        if view.superview === self {
            layoutState.arrangedSubviews.removeAll { $0 === view }
        } else {
            try addSubview(view)
        }
        let i = Swift.min(Swift.max(index, 0), layoutState.arrangedSubviews.count)
        layoutState.arrangedSubviews.insert(view, at: i)
        view.translatesAutoresizingMaskIntoConstraints = false
        scene?.layoutSystem.stackDidChange(self)
        scene?.needsLayout = true
    }

    /// Stops arranging a view; it stays a subview (as in UIKit). Its custom spacing is forgotten.
    public func removeArrangedSubview(_ view: View) {
        layoutState.arrangedSubviews.removeAll { $0 === view }
        layoutState.customSpacings[ObjectIdentifier(view)] = nil
        scene?.layoutSystem.stackDidChange(self)
        scene?.needsLayout = true
    }

    /// Sets the spacing between the arranged view `view` and the next visible arranged view,
    /// instead of the configuration's `spacing` (UIKit's `setCustomSpacing(_:after:)`): the exact
    /// gap for the fill distributions, the smallest one for the equal ones. While `view` is
    /// hidden its custom spacing is not used: the gap after the previous visible view is that
    /// view's. The spacing stays while `view` stays arranged, whatever the configuration.
    ///
    /// Throws ``SceneError/notArranged(view:stack:)`` for a view that is not arranged here,
    /// ``SceneError/notFinite(_:)`` for a spacing that is not finite, and
    /// ``SceneError/propertyOutOfRange(property:view:)`` for one past `Limits.maximumMagnitude`.
    public func setCustomSpacing(_ spacing: Double, after view: View) throws(SceneError) {
        guard layoutState.arrangedSubviews.contains(where: { $0 === view }) else {
            throw .notArranged(view: view.name, stack: name)
        }
        guard spacing.isFinite else { throw .notFinite("the custom spacing after '\(view.name)'") }
        guard Limits.isWithinMagnitude(spacing) else {
            throw .propertyOutOfRange(property: "customSpacing", view: name)
        }
        guard layoutState.customSpacings[ObjectIdentifier(view)] != spacing else { return }
        layoutState.customSpacings[ObjectIdentifier(view)] = spacing
        scene?.layoutSystem.stackDidChange(self)
        scene?.needsLayout = true
    }

    /// The custom spacing after the arranged view `view`, or nil when it has none.
    public func customSpacing(after view: View) -> Double? { layoutState.customSpacings[ObjectIdentifier(view)] }

    /// Goes back to the configuration's `spacing` after `view` (nothing happens if it has no
    /// custom spacing).
    public func removeCustomSpacing(after view: View) {
        guard layoutState.customSpacings.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
        scene?.layoutSystem.stackDidChange(self)
        scene?.needsLayout = true
    }
}
