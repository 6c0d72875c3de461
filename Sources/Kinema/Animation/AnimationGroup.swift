import KinemaCore

/// The entries one animation block added, with its completion handler (UIKit's animation block
/// delegate). It ends at its end time, or earlier once every entry was interrupted; the completion
/// then runs once, through the scene's timer queue, with `finished == false` if any entry was
/// removed early.
final class AnimationGroup: AnimationOwner {
    weak var scene: Scene?
    let allowsUserInteraction: Bool
    private var completion: ((Bool) -> Void)?
    private var touched: [(view: View, property: AnimatableProperty)] = []
    private var live = 0
    private var finished = true
    private var done = false
    private var endToken: TimerToken?

    init(scene: Scene, allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.scene = scene
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// Notes that an entry owned by this group was added to `view`'s `property` track.
    func entryAdded(to view: View, property: AnimatableProperty) {
        touched.append((view, property))
        live += 1
    }

    /// Notes that `count` of this group's own entries were replaced by a later change in the same block.
    func entriesReplaced(_ count: Int) { live -= count }

    /// Schedules the end of the group (or its immediate completion when nothing animates).
    func start(endingAt endTime: Double) {
        guard let scene else { return }
        if live == 0 {
            endToken = scene.scheduleInternal(at: scene.time) { [self] in end() }
        } else {
            endToken = scene.scheduleInternal(at: endTime) { [self] in end() }
        }
    }

    func entryWasInterrupted() {
        finished = false
        live -= 1
        if live <= 0, !done, let scene {
            if let endToken { scene.cancel(endToken) }
            endToken = scene.scheduleInternal(at: scene.time) { [self] in end() }
        }
    }

    /// Takes the group's remaining entries off their tracks and runs the completion.
    private func end() {
        guard !done else { return }
        done = true
        for (view, property) in touched { view.removeEntries(ownedBy: self, property: property) }
        touched.removeAll()
        let handler = completion
        completion = nil
        handler?(finished)
    }
}

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
