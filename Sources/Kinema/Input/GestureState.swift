/// The states of a gesture recogniser (UIKit's `UIGestureRecognizer.State`, with its raw values):
/// ``PanGestureRecognizer``'s, and the UIKit facade's `UIGestureRecognizer.State`, declared once.
///
/// A continuous gesture such as a pan goes from `possible` to `began`, then `changed` as it moves
/// and `ended` or `cancelled`; a gesture that never begins goes to `failed`. A discrete gesture (a
/// tap) goes from `possible` straight to `ended` when it is recognised.
public enum GestureState: Int, Hashable, Sendable {
    /// Not recognised yet (the starting state): for a pan, no touch yet, or a touch that has not
    /// moved far enough to begin it.
    case possible = 0
    /// A continuous gesture began (for a pan, the action's first call for this touch).
    case began = 1
    /// A continuous gesture changed (for a pan, the finger moved after the pan began).
    case changed = 2
    /// The gesture ended (for a discrete one: it was recognised; for a pan, the finger lifted
    /// after the pan began).
    case ended = 3
    /// The gesture was cancelled (for a pan, the touch was cancelled after the pan began).
    case cancelled = 4
    /// The touches are not this gesture (for a pan, the touch ended or was cancelled before the
    /// pan began, a tap: the action did not run).
    case failed = 5
}
