import KinemaCore

/// The timing of an explicit animation (Core Animation's `CAMediaTiming` protocol, as an
/// animation adopts it): when it begins, how long one pass lasts, how fast and from where its
/// time runs, how often it repeats, and what it shows outside its active time.
///
/// Every explicit animation maps its parent's time `tp` (its view's local time, or its group's
/// time) to its own local time `t = (tp - beginTime) * speed + timeOffset`, wrapped into the
/// active duration; <doc:MediaTimingModel> gives every rule as a formula. A view has the same three
/// numbers (``View/beginTime``, ``View/speed``, ``View/timeOffset``), which apply to every
/// animation in its subtree.
///
/// ```swift
/// var timing = MediaTiming(duration: 0.5)
/// timing.repeatCount = .infinity
/// timing.autoreverses = true
/// ```
public struct MediaTiming: Hashable, Sendable {
    /// When the animation begins, in its parent's time. 0 on an animation added to a view means
    /// "now": the view's local time when it is added. In a group it is relative to the group's
    /// start.
    public var beginTime: Double
    /// The simple duration: one pass, in seconds of the animation's local time. 0 on an animation
    /// added to a view means the current transaction's animation duration (0.25 s by default);
    /// in a group, the group's duration.
    public var duration: Double
    /// How fast local time runs relative to the parent's (2 is twice as fast, 0 freezes it at
    /// ``timeOffset``, a negative speed plays backwards).
    public var speed: Double
    /// Where in the active duration local time starts; it wraps around the active duration.
    public var timeOffset: Double
    /// How many cycles to play: fractional counts end mid-cycle, `.infinity` repeats forever; 0
    /// (the default) plays one cycle, as does any count below 1.
    public var repeatCount: Double
    /// How long to repeat, in local seconds; when positive it wins over ``repeatCount``
    /// (`.infinity` repeats forever).
    public var repeatDuration: Double
    /// Whether each cycle plays forwards, then backwards (a cycle then lasts twice ``duration``).
    public var autoreverses: Bool
    /// What shows outside the active time.
    public var fillMode: FillMode

    /// A timing; every parameter has Core Animation's default.
    public init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: FillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// Checks every number: begin time, duration, speed and time offset finite and at most
    /// `Limits.maximumMagnitude` (1e9) in magnitude, the duration 0 or at least 1e-9 s, the repeat
    /// count and repeat duration not NaN, not negative, and infinite or at most 1e9.
    func validate() throws(AnimationError) {
        for (value, name) in [
            (beginTime, "beginTime"), (duration, "duration"), (speed, "speed"),
            (timeOffset, "timeOffset")
        ] {
            guard value.isFinite else { throw .notFinite(name) }
            guard Limits.isWithinMagnitude(value) else {
                throw .invalidValue(.outOfRange(name, value, must: "be at most 1e9 in magnitude"))
            }
        }
        guard duration >= 0 else { throw .negative("duration") }
        guard duration == 0 || duration >= 1e-9 else {
            throw .invalidValue(.outOfRange("duration", duration, must: "be 0 or at least 1e-9 s"))
        }
        for (value, name) in [(repeatCount, "repeatCount"), (repeatDuration, "repeatDuration")] {
            guard !value.isNaN else { throw .notFinite(name) }
            guard value >= 0 else { throw .negative(name) }
            guard value == .infinity || Limits.isWithinMagnitude(value) else {
                throw .invalidValue(.outOfRange(name, value, must: "be infinite or at most 1e9"))
            }
        }
    }
}
