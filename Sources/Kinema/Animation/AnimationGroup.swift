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
