import KinemaCore

/// Drives the entries of a UIView-style animation with a ``TimingModel`` that begins at `begin` (the
/// time of the call plus its delay): a timing curve over the duration, or a spring in real seconds
/// that shows the target exactly once the duration has passed. A keyframe animation uses one too,
/// with its overall curve: its fraction is the eased keyframe timeline. With a repetition
/// (UIKit's `.repeat`, `.autoreverse`), the timing model reads the pass time of the cycle the
/// elapsed time falls in (``AnimationRepetition``).
final class TimedDriver: AnimationDriver {
    let begin: Double
    let timing: TimingModel
    let repetition: AnimationRepetition?

    init(begin: Double, timing: TimingModel, repetition: AnimationRepetition? = nil) {
        self.begin = begin
        self.timing = timing
        self.repetition = repetition
    }

    override func computeFraction(at time: Double) -> Double {
        guard let repetition else { return timing.progress(atElapsed: time - begin) }
        return timing.progress(atElapsed: repetition.passTime(atElapsed: time - begin, duration: timing.duration))
    }
}
