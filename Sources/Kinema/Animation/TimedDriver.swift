import KinemaCore

/// Drives the entries of a UIView-style animation with a ``TimingModel`` that begins at `begin` (the
/// time of the call plus its delay): a timing curve over the duration, or a spring in real seconds
/// that shows the target exactly once the duration has passed. A keyframe animation uses one too,
/// with its overall curve: its fraction is the eased keyframe timeline.
final class TimedDriver: AnimationDriver {
    let begin: Double
    let timing: TimingModel
    /// A memo of the last evaluation: every entry of one block shares this driver and is usually
    /// read at the same time, so a frame evaluates the curve once, not once per property. The
    /// function is pure, so the memo cannot change any value.
    private var memoTime = Double.nan
    private var memoFraction = 0.0

    init(begin: Double, timing: TimingModel) {
        self.begin = begin
        self.timing = timing
    }

    func fraction(at time: Double) -> Double {
        if time == memoTime { return memoFraction }
        let value = timing.progress(atElapsed: time - begin)
        memoTime = time
        memoFraction = value
        return value
    }
}
