import Foundation
import Kinema

/// Core Animation's abstract animation: the timing (``CAMediaTiming``), the timing function, the
/// delegate and what happens on completion. Add one of its subclasses to a layer with
/// ``CALayer/add(_:forKey:)``: ``CABasicAnimation``, ``CAKeyframeAnimation``,
/// ``CASpringAnimation``, ``CAAnimationGroup``.
///
/// A layer adds a copy (as Core Animation does): changing the animation afterwards changes nothing
/// on screen, and the delegate's calls and ``CALayer/animation(forKey:)`` see the copy. The copy
/// has the type of the nearest Core Animation class (a subclass of your own is copied as its
/// Core Animation superclass, with everything Core Animation knows about it).
@MainActor
open class CAAnimation: NSObject, CAMediaTiming {
    /// The delegate, told when the animation starts and stops. Retained, as Core Animation
    /// retains it (do not make an animation its own delegate).
    open var delegate: (any CAAnimationDelegate)?
    /// The pacing of each pass; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation is taken off its layer when its active time ends (true by default).
    /// Set it to false, with a `forwards` fill mode, to hold the last value.
    open var isRemovedOnCompletion = true
    /// When the animation begins, in its layer's time; 0 is the time it is added.
    open var beginTime: CFTimeInterval = 0
    /// One pass; 0 is the transaction's duration (0.25 s).
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs relative to its layer's.
    open var speed: Float = 1
    /// Added to the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many passes play; `.infinity` repeats for ever.
    open var repeatCount: Float = 0
    /// How long to repeat, in seconds.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass plays forwards, then backwards.
    open var autoreverses = false
    /// What shows outside the active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The frame rate the animation would like; the harness samples frames at the rate it is asked
    /// for, so it changes nothing here.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Values stored with ``setValue(_:forKey:)``.
    var userValues: [String: Any] = [:]

    /// An animation with Core Animation's defaults.
    public override init() { super.init() }

    /// An animation decoded from an archive: on Linux there are no archives, so it has the defaults.
    public required init?(coder: NSCoder) { super.init() }

    /// Objective-C's factory method; Swift constructs the object instead (as on iOS).
    @available(*, unavailable, message: "use object construction 'CAAnimation()'")
    public class func animation() -> Self { fatalError("unavailable") }

    /// Stores `value` under `key` with the animation (key-value coding's way of tagging an
    /// animation, read back with ``value(forKey:)`` in the delegate); copies keep it. The keys are
    /// your own: properties are not looked up by name.
    open func setValue(_ value: Any?, forKey key: String) { userValues[key] = value }

    /// The value stored under `key` with ``setValue(_:forKey:)``, or nil.
    open func value(forKey key: String) -> Any? { userValues[key] }

    /// A copy with every property (the delegate is shared, as in Core Animation).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = emptyCopy()
        copy.copyAttributes(from: self)
        return copy
    }

    // MARK: Internals overridden by the subclasses (declared here so that they can be)

    /// A new animation of the receiver's Core Animation class.
    func emptyCopy() -> CAAnimation { CAAnimation() }

    /// Copies what the receiver's class adds from `other` (each subclass calls `super`).
    func copyAttributes(from other: CAAnimation) { copyTiming(from: other) }

    /// The engine's animation, or nil with the reasons appended to `issues`.
    func engineAnimation(_ issues: inout [String]) -> (any ExplicitAnimation)? {
        issues.append(
            "a plain CAAnimation animates nothing; use a CABasicAnimation, CAKeyframeAnimation, "
                + "CASpringAnimation or CAAnimationGroup")
        return nil
    }
}

extension CAAnimation: @preconcurrency NSCopying {}

/// What an animation tells its delegate. Both methods have empty default implementations, as
/// Core Animation's optional methods are not called when absent.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when its active time ended, false when it was
    /// removed (or replaced under its key) first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
