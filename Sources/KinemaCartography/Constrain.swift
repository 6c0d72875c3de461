import KinemaUIKit

/// The constraints one `constrain` call made (Cartography's `ConstraintGroup`): pass it as
/// `replace:` to a later call to swap them for that call's, or to `constrain(clear:)` to remove
/// them.
@MainActor
public final class ConstraintGroup {
    /// The group's constraints, in the order they were written.
    public private(set) var constraints: [NSLayoutConstraint] = []

    /// An empty group.
    public init() {}

    /// Whether every constraint of the group is active; setting it activates or deactivates them all.
    public var active: Bool {
        get { constraints.allSatisfy(\.isActive) }
        set { newValue ? NSLayoutConstraint.activate(constraints) : NSLayoutConstraint.deactivate(constraints) }
    }

    /// Deactivates the group's constraints, then activates `new` (together) and keeps them.
    func replace(with new: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
        constraints = new
        NSLayoutConstraint.activate(new)
    }
}

/// Runs `block` on a proxy of each view, then activates the constraints it wrote, together,
/// in place of `group`'s (whose old constraints are deactivated first): Cartography's
/// `constrain`. Returns `group` (a new one unless given).
@MainActor
private func run(replacing group: ConstraintGroup, _ block: (Context) -> Void) -> ConstraintGroup {
    let context = Context()
    block(context)
    group.replace(with: context.constraints)
    return group
}

/// Writes constraints for `view` in `block` and activates them when it ends, replacing
/// `group`'s.
@MainActor @discardableResult
public func constrain(
    _ view: UIView, replace group: ConstraintGroup = ConstraintGroup(),
    block: (ViewProxy) -> Void
) -> ConstraintGroup {
    run(replacing: group) { block(ViewProxy($0, view)) }
}

/// Writes constraints for two views.
@MainActor @discardableResult
public func constrain(
    _ view1: UIView, _ view2: UIView, replace group: ConstraintGroup = ConstraintGroup(),
    block: (ViewProxy, ViewProxy) -> Void
) -> ConstraintGroup {
    run(replacing: group) { block(ViewProxy($0, view1), ViewProxy($0, view2)) }
}

/// Writes constraints for three views.
@MainActor @discardableResult
public func constrain(
    _ view1: UIView, _ view2: UIView, _ view3: UIView,
    replace group: ConstraintGroup = ConstraintGroup(),
    block: (ViewProxy, ViewProxy, ViewProxy) -> Void
) -> ConstraintGroup {
    run(replacing: group) { block(ViewProxy($0, view1), ViewProxy($0, view2), ViewProxy($0, view3)) }
}

/// Writes constraints for four views.
@MainActor @discardableResult
public func constrain(
    _ view1: UIView, _ view2: UIView, _ view3: UIView, _ view4: UIView,
    replace group: ConstraintGroup = ConstraintGroup(),
    block: (ViewProxy, ViewProxy, ViewProxy, ViewProxy) -> Void
) -> ConstraintGroup {
    run(replacing: group) {
        block(ViewProxy($0, view1), ViewProxy($0, view2), ViewProxy($0, view3), ViewProxy($0, view4))
    }
}

/// Writes constraints for five views.
@MainActor @discardableResult
public func constrain(
    _ view1: UIView, _ view2: UIView, _ view3: UIView, _ view4: UIView, _ view5: UIView,
    replace group: ConstraintGroup = ConstraintGroup(),
    block: (ViewProxy, ViewProxy, ViewProxy, ViewProxy, ViewProxy) -> Void
) -> ConstraintGroup {
    run(replacing: group) { context in
        block(
            ViewProxy(context, view1), ViewProxy(context, view2), ViewProxy(context, view3),
            ViewProxy(context, view4), ViewProxy(context, view5))
    }
}

/// Writes constraints for any number of views (the proxies in the views' order).
@MainActor @discardableResult
public func constrain(
    _ views: [UIView], replace group: ConstraintGroup = ConstraintGroup(),
    block: ([ViewProxy]) -> Void
) -> ConstraintGroup {
    run(replacing: group) { context in block(views.map { ViewProxy(context, $0) }) }
}

/// Writes constraints for a view and a layout guide (a safe area, margins or a guide of your own).
@MainActor @discardableResult
public func constrain(
    _ view: UIView, _ guide: UILayoutGuide, replace group: ConstraintGroup = ConstraintGroup(),
    block: (ViewProxy, LayoutGuideProxy) -> Void
) -> ConstraintGroup {
    run(replacing: group) { block(ViewProxy($0, view), LayoutGuideProxy($0, guide)) }
}

/// Deactivates `group`'s constraints and empties it.
@MainActor
public func constrain(clear group: ConstraintGroup) {
    group.replace(with: [])
}
