/// How a keyframe track interpolates between its key values (`CAAnimationCalculationMode`; see <doc:Keyframes>).
public enum KeyframeCalculationMode: String, Sendable, CaseIterable {
    /// Linear interpolation within each segment.
    case linear
    /// Each value holds until the next key time.
    case discrete
    /// Linear, with key times replaced by cumulative Euclidean distance over total distance.
    case paced
    /// Kochanek-Bartels cubic (Catmull-Rom with the default tension, continuity and bias of 0).
    case cubic
    /// The cubic curve over uniformly spaced keys, re-timed so that arc length grows linearly.
    case cubicPaced
}
