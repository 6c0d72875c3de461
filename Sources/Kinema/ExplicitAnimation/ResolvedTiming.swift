import KinemaCore

/// One instant of an explicit animation's clock: the cycle it is in (0 for the first; negative
/// only for an endless animation played backwards past its start) and its position in the simple
/// duration after the timing function, in seconds.
struct ClockState: Equatable {
    /// The cycle index `k`.
    var cycle: Double
    /// The eased simple time: `duration * f(s / duration)` for the timing function `f` and the
    /// simple time `s`.
    var time: Double
}

/// An explicit animation's timing with every default settled (begin time, duration), and the
/// numbers its evaluation needs computed once: the map from parent time to ``ClockState`` that
/// <doc:MediaTimingModel> states.
struct ResolvedTiming {
    let beginTime: Double
    let speed: Double
    let timeOffset: Double
    /// The simple duration `d` (> 0).
    let duration: Double
    let autoreverses: Bool
    /// One cycle: `d`, or `2 d` with autoreverses.
    let cycle: Double
    /// The active duration `A` in local time (may be infinite).
    let activeDuration: Double
    /// `A / |speed|`: how long the animation is active in its parent's time (infinite for an
    /// endless animation or a speed of 0).
    let activeParentDuration: Double
    let fillsBackwards: Bool
    /// Fill forwards, and not removed on completion.
    let fillsForwards: Bool
    /// The timing function, nil when linear.
    let curve: TimingCurve?
    /// The local time at the start of the active time (what a backwards fill shows).
    let startLocal: Double
    /// The local time at the end of the active time, and whether it is reached from below.
    let endLocal: Double
    let endFromBelow: Bool

    /// Settles `timing` with its begin time and simple duration already chosen (`duration > 0`).
    init(
        _ timing: MediaTiming, beginTime: Double, duration: Double, removedOnCompletion: Bool,
        curve: TimingCurve?
    ) {
        self.beginTime = beginTime
        speed = timing.speed
        timeOffset = timing.timeOffset
        self.duration = duration
        autoreverses = timing.autoreverses
        cycle = timing.autoreverses ? 2 * duration : duration
        if timing.repeatDuration > 0 {
            activeDuration = timing.repeatDuration
        } else {
            activeDuration = Swift.max(timing.repeatCount, 1) * cycle
        }
        activeParentDuration = speed == 0 ? .infinity : activeDuration / abs(speed)
        fillsBackwards = timing.fillMode.fillsBackwards
        fillsForwards = timing.fillMode.fillsForwards && !removedOnCompletion
        self.curve = curve == .linear ? nil : curve
        let offset = Self.wrap(timing.timeOffset, activeDuration)
        startLocal = offset
        if speed > 0 {
            // Reached from below: an offset of 0 (mod A) ends at A itself.
            endLocal = offset == 0 && activeDuration.isFinite ? activeDuration : offset
            endFromBelow = true
        } else {
            endLocal = offset
            endFromBelow = false
        }
    }

    /// `x` wrapped into `[0, period)`; unchanged for an infinite period.
    static func wrap(_ x: Double, _ period: Double) -> Double {
        guard period.isFinite else { return x }
        let r = x - period * (x / period).rounded(.down)
        return r >= 0 && r < period ? r : 0 // rounding (or an overflow to NaN) lands on the start
    }

    /// The state at parent time `tp`, or nil when the animation shows nothing then.
    @inline(__always)
    func state(atParent tp: Double) -> ClockState? {
        let elapsed = tp - beginTime
        if elapsed < 0 {
            guard fillsBackwards else { return nil }
            return state(atLocal: startLocal, fromBelow: false)
        }
        if elapsed >= activeParentDuration {
            guard fillsForwards else { return nil }
            return state(atLocal: endLocal, fromBelow: endFromBelow)
        }
        return state(atLocal: Self.wrap(elapsed * speed + timeOffset, activeDuration), fromBelow: false)
    }

    /// The state at local time `a` in the active duration; `fromBelow` takes the end of a cycle
    /// rather than the start of the next where `a` falls on a cycle boundary.
    @inline(__always)
    func state(atLocal a: Double, fromBelow: Bool) -> ClockState {
        var k = (a / cycle).rounded(.down)
        var w = a - k * cycle
        if fromBelow, w <= 0, a > 0 {
            k -= 1
            w = cycle
        }
        if w < 0 { w = 0 } else if w > cycle { w = cycle }
        let s = autoreverses && w > duration ? cycle - w : w
        guard let curve else { return ClockState(cycle: k, time: s) }
        return ClockState(cycle: k, time: curve.progress(at: s / duration) * duration)
    }

    /// The parent time at which the active time ends (infinite for an endless animation).
    var activeEnd: Double { beginTime + activeParentDuration }
}
