import KinemaCore

/// The entries one animation block added, with its completion handler (UIKit's animation block
/// delegate). It ends at its end time, or earlier once every entry was interrupted; the completion
/// then runs once, through the scene's timer queue, with `finished == false` if any entry was
/// removed early. The end time counts on the clocks of the views it animates: it is an alarm that
/// goes off once every touched view's local time has reached it (a paused view holds it back).
/// It belongs to the transactions open when it was made.
final class AnimationGroup: AnimationOwner {
    weak var scene: Scene?
    let allowsUserInteraction: Bool
    private var completion: ((Bool) -> Void)?
    /// The tracks the group's entries are on. Weak: those entries hold the group, so a scene freed
    /// while the group runs frees its views, and the group with them.
    private var touched: [Track] = []
    private var live = 0
    private var finished = true
    private var done = false
    private var endToken: TimerToken?
    /// Weak: the alarm's action holds the group, and the scene holds the alarm while it is live.
    private weak var endAlarm: ClockAlarm?
    private var transactions: [Transaction]

    init(scene: Scene, allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.scene = scene
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
        transactions = scene.transactionsForNewAnimation
        for transaction in transactions { transaction.animationAdded() }
    }

    /// Notes that an entry owned by this group was added to `view`'s `property` track, with the
    /// entry's time shift.
    func entryAdded(to view: View, property: AnimatableProperty, shift: Double) {
        touched.append(Track(view: view, property: property, shift: shift))
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
            endAlarm = scene.setAlarm(deadline: { [weak self, weak scene] in
                guard let self, let scene else { return .infinity }
                guard scene.media.usesViewClocks else { return endTime }
                var latest = scene.time
                for track in touched {
                    guard let view = track.view else { continue }
                    latest = Swift.max(latest, view.sceneTime(reaching: endTime - track.shift, now: scene.time))
                }
                return latest
            }) { [self] in end() }
        }
    }

    func entryWasInterrupted() {
        finished = false
        live -= 1
        if live <= 0, !done, let scene {
            if let endToken { scene.cancel(endToken) }
            if let endAlarm { scene.cancelAlarm(endAlarm) }
            endToken = scene.scheduleInternal(at: scene.time) { [self] in end() }
        }
    }

    /// Takes the group's remaining entries off their tracks and runs the completion.
    private func end() {
        guard !done else { return }
        done = true
        if let endAlarm, let scene { scene.cancelAlarm(endAlarm) }
        for track in touched { track.view?.removeEntries(ownedBy: self, property: track.property) }
        touched.removeAll()
        let handler = completion
        completion = nil
        handler?(finished)
        let waiting = transactions
        transactions = []
        for transaction in waiting { transaction.animationFinished() }
    }
}

extension AnimationGroup {
    /// A track one of the group's entries is on, with the entry's time shift.
    private struct Track {
        weak var view: View?
        let property: AnimatableProperty
        let shift: Double
    }
}
