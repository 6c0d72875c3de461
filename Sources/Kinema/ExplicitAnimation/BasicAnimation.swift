import KinemaCore

/// An animation from one value to another (Core Animation's `CABasicAnimation`).
///
/// Which values it runs between follows Core Animation's rules for the three optional values
/// (the *base* is the value below the animation when it is not additive, and zero when it is):
///
/// | given            | from           | to                |
/// |------------------|----------------|-------------------|
/// | from, to         | from           | to                |
/// | from, by         | from           | from + by         |
/// | to, by           | to - by        | to                |
/// | from             | from           | base              |
/// | to               | base           | to                |
/// | by               | base           | base + by         |
/// | none             | base           | base              |
///
/// With all three given, `byValue` is ignored. Values are interpolated as the property's values
/// are (a transform by its decomposition, turning the short way). At simple time `s` of duration
/// `d`, with the timing function `f`, the value is `from + (to - from) f(s / d)`.
///
/// ```swift
/// var pulse = BasicAnimation(keyPath: .opacity, from: 1, to: 0.3)
/// pulse.duration = 0.6
/// pulse.autoreverses = true
/// pulse.repeatCount = .infinity
/// try view.addAnimation(pulse, forKey: "pulse")
/// ```
public struct BasicAnimation: PropertyAnimation {
    /// What it animates.
    public var keyPath: AnimationKeyPath
    /// Where it starts (`fromValue`).
    public var fromValue: AnimationValue?
    /// Where it ends (`toValue`).
    public var toValue: AnimationValue?
    /// How far it goes (`byValue`).
    public var byValue: AnimationValue?
    /// ``ExplicitAnimation/timing``.
    public var timing: MediaTiming
    /// ``ExplicitAnimation/timingFunction``.
    public var timingFunction: TimingCurve?
    /// ``ExplicitAnimation/isRemovedOnCompletion``.
    public var isRemovedOnCompletion = true
    /// ``PropertyAnimation/isAdditive``.
    public var isAdditive = false
    /// ``PropertyAnimation/isCumulative``.
    public var isCumulative = false
    /// ``ExplicitAnimation/onStart``.
    public var onStart: (() -> Void)?
    /// ``ExplicitAnimation/onStop``.
    public var onStop: ((Bool) -> Void)?

    /// An animation of `keyPath` between the given values.
    public init(
        keyPath: AnimationKeyPath, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil, timing: MediaTiming = MediaTiming(), timingFunction: TimingCurve? = nil
    ) {
        self.keyPath = keyPath
        fromValue = from
        toValue = to
        byValue = by
        self.timing = timing
        self.timingFunction = timingFunction
    }
}

/// A basic animation whose progress follows a spring (Core Animation's `CASpringAnimation`).
///
/// The value at eased simple time `s` is `from + (to - from) q(s)`, `q` being the spring's
/// progress in real seconds (KinemaCore's springs article): the spring is not stretched to the
/// duration, and the animation ends when its duration does, settled or not. Set the duration
/// to ``settlingDuration`` to let it come to rest. The endpoints follow ``BasicAnimation``'s rules.
public struct SpringAnimation: PropertyAnimation {
    /// What it animates.
    public var keyPath: AnimationKeyPath
    /// Where it starts (`fromValue`).
    public var fromValue: AnimationValue?
    /// Where it ends (`toValue`).
    public var toValue: AnimationValue?
    /// How far it goes (`byValue`).
    public var byValue: AnimationValue?
    /// The spring: mass, stiffness, damping and initial velocity (in whole distances per second).
    public var spring: Spring
    /// ``ExplicitAnimation/timing``.
    public var timing: MediaTiming
    /// ``ExplicitAnimation/timingFunction``.
    public var timingFunction: TimingCurve?
    /// ``ExplicitAnimation/isRemovedOnCompletion``.
    public var isRemovedOnCompletion = true
    /// ``PropertyAnimation/isAdditive``.
    public var isAdditive = false
    /// ``PropertyAnimation/isCumulative``.
    public var isCumulative = false
    /// ``ExplicitAnimation/onStart``.
    public var onStart: (() -> Void)?
    /// ``ExplicitAnimation/onStop``.
    public var onStop: ((Bool) -> Void)?

    /// A spring animation of `keyPath` between the given values.
    public init(
        keyPath: AnimationKeyPath, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil, spring: Spring, timing: MediaTiming = MediaTiming()
    ) {
        self.keyPath = keyPath
        fromValue = from
        toValue = to
        byValue = by
        self.spring = spring
        self.timing = timing
    }

    /// A spring animation with Core Animation's coefficients (defaults: mass 1, stiffness 100,
    /// damping 10, initial velocity 0).
    ///
    /// - Throws: ``AnimationError/invalidValue(_:)`` for coefficients `Spring` refuses.
    public init(
        keyPath: AnimationKeyPath, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil, mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
        initialVelocity: Double = 0
    ) throws(AnimationError) {
        let spring = try AnimationError.building { () throws(ValueError) in
            try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        }
        self.init(keyPath: keyPath, from: from, to: to, by: by, spring: spring)
    }

    /// A spring from a perceptual duration and a bounce (`CASpringAnimation(perceptualDuration:bounce:)`,
    /// SwiftUI's `Spring(duration:bounce:)`): mass 1, stiffness `(2 pi / duration)^2`, damping
    /// `4 pi zeta / duration` with `zeta = 1 - bounce` (or `1 / (1 + bounce)` for a negative
    /// bounce). Kinema's decision: the animation's duration is set to the spring's
    /// ``settlingDuration``, so that it comes to rest before it ends.
    ///
    /// - Throws: ``AnimationError/invalidValue(_:)`` for a duration that is not positive or a
    ///   bounce outside (-1, 1).
    public init(
        keyPath: AnimationKeyPath, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil, perceptualDuration: Double, bounce: Double
    ) throws(AnimationError) {
        let spring = try AnimationError.building { () throws(ValueError) in
            guard bounce < 1 else { throw .outOfRange("spring bounce", bounce, must: "be in (-1, 1)") }
            return try Spring(duration: perceptualDuration, bounce: bounce)
        }
        self.init(keyPath: keyPath, from: from, to: to, by: by, spring: spring)
        timing.duration = spring.settlingDuration
    }

    /// How long the spring takes to come to rest (`settlingDuration`): the springs article of
    /// KinemaCore's documentation gives the formula (mass 1, stiffness 100, damping 5: 2.855 s).
    public var settlingDuration: Double { spring.settlingDuration }
}
