/// Something that says how far along an animation is at a given time.
///
/// UIView-style animations, keyframe animations and property animators each drive the entries
/// they add to property tracks through one of these.
protocol AnimationDriver: AnyObject {
    /// The fraction of the way from the start value (0) to the end value (1) at `time`.
    /// Springs may overshoot; keyframe drivers return the (eased) fraction of the keyframe timeline.
    func fraction(at time: Double) -> Double
}

/// The owner of track entries: told when one of its entries is taken away early.
protocol AnimationOwner: AnyObject {
    /// One of this owner's entries was removed before it finished (for example by
    /// `beginFromCurrentState` or `removeAllAnimations()`).
    func entryWasInterrupted()
    /// Whether views animated by this owner keep taking touches.
    var allowsUserInteraction: Bool { get }
}
