/// Something that says how far along an animation is at a given time: the base of UIView-style and
/// keyframe animations' ``TimedDriver`` and of property animators' ``AnimatorBlock``, which drive
/// the entries they add to property tracks.
///
/// Every entry of one animation shares its driver, and a frame reads them all at the same time, so
/// the driver remembers its last answer: a frame computes each driver's fraction once, and the
/// other entries read it without calling into the subclass. A subclass whose fraction depends on
/// more than the time calls ``forgetFraction()`` whenever that state changes, so the memo can never
/// change a value.
class AnimationDriver {
    private var memoTime = Double.nan
    private var memoFraction = 0.0

    /// The fraction of the way from the start value (0) to the end value (1) at `time`.
    /// Springs may overshoot; keyframe drivers return the (eased) fraction of the keyframe timeline.
    @inline(__always)
    final func fraction(at time: Double) -> Double {
        if time == memoTime { return memoFraction }
        return computeAndRemember(at: time)
    }

    @inline(never)
    private final func computeAndRemember(at time: Double) -> Double {
        var value = computeFraction(at: time)
        // A spring or a timing curve may overshoot without bound for numbers at the ends of the
        // range (an initial velocity of 1e307): the fraction is clamped to +-1e9, a billion times
        // the animated distance, so that no presentation value overflows (a fraction that is not
        // a number shows the end of the animation).
        if !(abs(value) <= Self.largestFraction) {
            value = value.isNaN ? 1 : (value < 0 ? -Self.largestFraction : Self.largestFraction)
        }
        memoTime = time
        memoFraction = value
        return value
    }

    /// The largest magnitude of a fraction (`Limits.maximumMagnitude`): see the Limits article.
    static let largestFraction = 1e9

    /// The fraction at `time`, computed afresh; subclasses override it.
    func computeFraction(at time: Double) -> Double { 0 }

    /// Drops the remembered fraction: subclasses call it when something their fraction depends
    /// on, other than the time, changes.
    final func forgetFraction() { memoTime = .nan }
}

/// The owner of track entries: told when one of its entries is taken away early.
protocol AnimationOwner: AnyObject {
    /// One of this owner's entries was removed before it finished (for example by
    /// `beginFromCurrentState` or `removeAllAnimations()`).
    func entryWasInterrupted()
    /// Whether views animated by this owner keep taking touches.
    var allowsUserInteraction: Bool { get }
}
