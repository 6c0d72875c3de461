import KinemaCore

extension View {
    /// Makes the view a stack view (UIKit's `UIStackView`) with this configuration, or a plain view
    /// again when nil. Stack views generate their own constraints for their arranged subviews. A
    /// configuration whose spacing is not finite or exceeds `Limits.maximumMagnitude` is refused,
    /// as by the animatable properties' setters.
    public var stackConfiguration: StackConfiguration? {
        get { layoutState.stack }
        set {
            if let spacing = newValue?.spacing, !Limits.isWithinMagnitude(spacing) {
                return refuse("stackConfiguration")
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

    /// Stops arranging a view; it stays a subview (as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        layoutState.arrangedSubviews.removeAll { $0 === view }
        scene?.layoutSystem.stackDidChange(self)
        scene?.needsLayout = true
    }
}
