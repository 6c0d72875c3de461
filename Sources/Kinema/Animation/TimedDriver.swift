import KinemaCore

/// Drives the entries of a UIView-style animation with a ``TimingModel`` that begins at `begin` (the
/// time of the call plus its delay): a timing curve over the duration, or a spring in real seconds
/// that shows the target exactly once the duration has passed. A keyframe animation uses one too,
/// with its overall curve: its fraction is the eased keyframe timeline.
final class TimedDriver: AnimationDriver {
    let begin: Double
    let timing: TimingModel

    init(begin: Double, timing: TimingModel) {
        self.begin = begin
        self.timing = timing
    }

    override func computeFraction(at time: Double) -> Double {
        timing.progress(atElapsed: time - begin)
    }
}
