/// The driver of an explicit animation's entries: maps its view's local time (or, inside a group,
/// its group's time) to a ``ClockState`` through the animation's ``ResolvedTiming``.
///
/// The children of a group have the group's clock as their parent: they read the group's eased
/// simple time, so the group's begin time, speed and duration clip them. Like every driver it
/// remembers its last answer, so the entries of one animation (or the children of one group)
/// compute each clock once per frame.
final class MediaClock: AnimationDriver {
    let timing: ResolvedTiming
    let parent: MediaClock?
    private var memoTime = Double.nan
    private var memoState: ClockState?

    init(_ timing: ResolvedTiming, parent: MediaClock? = nil) {
        self.timing = timing
        self.parent = parent
    }

    /// The state at the view's local time `time`, or nil when the animation shows nothing.
    @inline(__always)
    func state(at time: Double) -> ClockState? {
        if time == memoTime { return memoState }
        return computeState(at: time)
    }

    @inline(never)
    private func computeState(at time: Double) -> ClockState? {
        let state: ClockState?
        if let parent {
            state = parent.state(at: time).flatMap { timing.state(atParent: $0.time) }
        } else {
            state = timing.state(atParent: time)
        }
        memoTime = time
        memoState = state
        return state
    }

    /// The eased fraction of the simple duration (NaN when the animation shows nothing).
    override func computeFraction(at time: Double) -> Double {
        state(at: time).map { $0.time / timing.duration } ?? .nan
    }
}
