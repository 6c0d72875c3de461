/// How a view moving along a keyframe animation's path turns with it (Core Animation's
/// `rotationMode`).
///
/// The view is rotated by the angle of the path's direction at its place, in its own
/// coordinates before its transform (the transform below the animation is kept, and the
/// rotation is applied first): a view whose transform is the identity shows exactly that
/// rotation. The rotation replaces nothing: any animation of the transform still shows, with
/// the path's rotation before it.
public enum PathRotationMode: String, Hashable, Sendable, CaseIterable {
    /// Turned to the direction of travel (`rotateAuto`): a view moving right is not turned, one
    /// moving down is turned a quarter turn clockwise.
    case tangent
    /// Turned to the opposite of the direction of travel (`rotateAutoReverse`): the tangent's
    /// angle plus a half turn.
    case reversedTangent
}
