/// Collects the constraints written in a `constrain` block.
@resultBuilder
public enum ConstraintBuilder {
    /// One constraint.
    public static func buildExpression(_ constraint: LayoutConstraint) -> [LayoutConstraint] { [constraint] }
    /// Several constraints.
    public static func buildExpression(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] { constraints }
    /// The lines of a block.
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }
}

/// The constraints one `constrain` call activated; pass it as `replace:` to swap them for new ones
/// (Cartography's `ConstraintGroup`).
public final class ConstraintGroup {
    /// The constraints currently in the group.
    public private(set) var constraints: [LayoutConstraint] = []

    /// An empty group.
    public init() {}

    /// Deactivates the group's constraints and activates `new` instead; on error the old ones are
    /// restored and nothing changes.
    public func replace(with new: [LayoutConstraint]) throws(SceneError) {
        let old = constraints
        LayoutConstraint.deactivate(old)
        do {
            try LayoutConstraint.activate(new)
        } catch {
            try? LayoutConstraint.activate(old)
            throw error
        }
        constraints = new
    }
}

/// Writes and activates constraints for one view (Cartography's `constrain`). With `replace:`, the
/// group's previous constraints are swapped for the new ones; otherwise a new group is returned.
@discardableResult
public func constrain(
    _ a: View, replace group: ConstraintGroup? = nil,
    @ConstraintBuilder _ block: (LayoutProxy) -> [LayoutConstraint]
) throws(SceneError)
    -> ConstraintGroup
{
    try activate(block(LayoutProxy(a)), in: group)
}

/// Writes and activates constraints for two views.
@discardableResult
public func constrain(
    _ a: View, _ b: View, replace group: ConstraintGroup? = nil,
    @ConstraintBuilder _ block: (LayoutProxy, LayoutProxy) -> [LayoutConstraint]
) throws(SceneError)
    -> ConstraintGroup
{
    try activate(block(LayoutProxy(a), LayoutProxy(b)), in: group)
}

/// Writes and activates constraints for three views.
@discardableResult
public func constrain(
    _ a: View, _ b: View, _ c: View, replace group: ConstraintGroup? = nil,
    @ConstraintBuilder _ block: (LayoutProxy, LayoutProxy, LayoutProxy) -> [LayoutConstraint]
)
    throws(SceneError) -> ConstraintGroup
{
    try activate(block(LayoutProxy(a), LayoutProxy(b), LayoutProxy(c)), in: group)
}

/// Writes and activates constraints for any number of views.
@discardableResult
public func constrain(
    _ views: [View], replace group: ConstraintGroup? = nil,
    @ConstraintBuilder _ block: ([LayoutProxy]) -> [LayoutConstraint]
) throws(SceneError)
    -> ConstraintGroup
{
    try activate(block(views.map { LayoutProxy($0) }), in: group)
}

private func activate(_ constraints: [LayoutConstraint], in group: ConstraintGroup?) throws(SceneError)
    -> ConstraintGroup
{
    let target = group ?? ConstraintGroup()
    try target.replace(with: constraints)
    return target
}
