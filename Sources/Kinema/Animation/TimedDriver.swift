import KinemaCore

/// Drives the entries of a UIView-style animation: a timing curve over the duration, or a spring in
/// real seconds that shows the target exactly once the duration has passed (SPEC 4.1). A keyframe
/// animation uses one too, with its overall curve: its fraction is the eased keyframe timeline.
final class TimedDriver: AnimationDriver {
    enum Timing {
        case curve(TimingCurve)
        case spring(Spring)
    }

    let begin: Double
    let duration: Double
    let timing: Timing
    /// A memo of the last evaluation: every entry of one block shares this driver and is usually
    /// read at the same time, so a frame evaluates the curve once, not once per property. The
    /// function is pure, so the memo cannot change any value.
    private var memoTime = Double.nan
    private var memoFraction = 0.0

    init(begin: Double, duration: Double, timing: Timing) {
        self.begin = begin
        self.duration = duration
        self.timing = timing
    }

    func fraction(at time: Double) -> Double {
        if time == memoTime { return memoFraction }
        let elapsed = time - begin
        let value: Double
        if elapsed <= 0 {
            value = 0
        } else if elapsed >= duration {
            value = 1
        } else {
            switch timing {
            case .curve(let curve): value = curve.progress(at: elapsed / duration)
            case .spring(let spring): value = spring.progress(at: elapsed)
            }
        }
        memoTime = time
        memoFraction = value
        return value
    }
}
