import KinemaCore

/// An animation attached to a view by key, as Core Animation's `CAAnimation` is attached to a
/// layer: ``BasicAnimation``, ``KeyframeAnimation``, ``SpringAnimation`` and ``GroupAnimation``
/// (see <doc:ExplicitAnimations>). Add one with ``View/addAnimation(_:forKey:)``.
///
/// Animations are values: adding one to a view copies it, so changing the animation afterwards
/// changes nothing on screen (Core Animation copies too). Explicit animations never change a
/// view's model values: they change what its presentation shows while they run (and, with
/// ``FillMode/forwards`` and ``isRemovedOnCompletion`` false, after).
///
/// Only the animation types Kinema defines can be added; another type conforming to this
/// protocol is refused with ``AnimationError/unsupportedAnimation(_:)``.
@dynamicMemberLookup
public protocol ExplicitAnimation {
    /// When the animation begins, how long and how fast it runs, how it repeats and fills.
    var timing: MediaTiming { get set }
    /// The pacing of each pass (`CAMediaTimingFunction`); nil is linear.
    var timingFunction: TimingCurve? { get set }
    /// Whether the animation is taken off its view when its active time ends (true by default).
    /// Set it to false, with ``FillMode/forwards``, to hold the last value.
    var isRemovedOnCompletion: Bool { get set }
    /// Runs when the animation's active time begins (`animationDidStart(_:)`).
    var onStart: (() -> Void)? { get set }
    /// Runs once when the animation stops (`animationDidStop(_:finished:)`): `true` when its
    /// active time ended, `false` when it was removed or replaced first.
    var onStop: ((Bool) -> Void)? { get set }
}

extension ExplicitAnimation {
    /// Each member of ``ExplicitAnimation/timing``, read and written on the animation itself as on Core Animation's
    /// animations: `animation.duration` is `animation.timing.duration`, and likewise
    /// ``MediaTiming/beginTime``, ``MediaTiming/speed``, ``MediaTiming/timeOffset``,
    /// ``MediaTiming/repeatCount``, ``MediaTiming/repeatDuration``, ``MediaTiming/autoreverses``
    /// and ``MediaTiming/fillMode``.
    public subscript<Value>(dynamicMember member: WritableKeyPath<MediaTiming, Value>) -> Value {
        get { timing[keyPath: member] }
        set { timing[keyPath: member] = newValue }
    }
}

/// An explicit animation of one property or component (Core Animation's `CAPropertyAnimation`).
public protocol PropertyAnimation: ExplicitAnimation {
    /// What it animates.
    var keyPath: AnimationKeyPath { get set }
    /// Whether its value is added to the value below it (the model value, or what the animations
    /// added before it show) instead of replacing it. An endpoint a basic animation leaves out
    /// then stands for zero.
    var isAdditive: Bool { get set }
    /// Whether each repeat cycle `k` adds `k` times the value at the end of one cycle.
    var isCumulative: Bool { get set }
}
