/// An explicit animation added to a view: the owner of its entries, and what its key, its
/// callbacks and its transactions need.
///
/// It starts when the view's local time reaches its begin time and stops when it reaches the
/// end of its active time (never, for an endless one): alarms on the view's clock, so a paused
/// ancestor holds them back. On stopping it runs `onStop(true)` and, when removed on completion,
/// takes its entries and itself off the view. Removed or replaced first, it runs `onStop(false)`
/// (through the scene's timers, at once).
final class ExplicitRun: AnimationOwner {
    let key: String?
    /// The animation as added, with its begin time and duration settled.
    let animation: any ExplicitAnimation
    let clock: MediaClock
    weak var view: View?
    weak var scene: Scene?
    /// The entries, until ``install(transactions:)`` puts them on the view.
    var entries: [AnimationEntry] = []
    private var transactions: [Transaction] = []
    private var startAlarm: ClockAlarm?
    private var stopAlarm: ClockAlarm?
    private var hasStarted = false
    private var hasStopped = false
    private(set) var isRemoved = false
    /// Runs once when the run is taken off its view, whether it ended or was removed: a
    /// transition removes its old picture here, before any frame could show it without its
    /// animation.
    var onTakeOff: (() -> Void)?

    /// Whether the animation adds the end of a cycle per cycle (it never repeats its values).
    var isCumulative: Bool { (animation as? any PropertyAnimation)?.isCumulative ?? false }

    /// Explicit animations never keep a view from taking touches.
    var allowsUserInteraction: Bool { true }

    init(key: String?, animation: any ExplicitAnimation, clock: MediaClock, view: View, scene: Scene) {
        self.key = key
        self.animation = animation
        self.clock = clock
        self.view = view
        self.scene = scene
    }

    /// Puts the entries on the view and sets the alarms. The run lets go of its entries: each
    /// holds the run as its owner, so keeping them would make a cycle that outlives the view.
    func install(transactions: [Transaction]) {
        guard let view, let scene else { return }
        view.properties.entries.append(contentsOf: entries)
        entries = []
        view.media.runs.append(self)
        self.transactions = transactions
        for transaction in transactions { transaction.animationAdded() }
        let timing = clock.timing
        startAlarm = scene.setAlarm(view: view, localTime: timing.beginTime) { [weak self] in self?.start() }
        if timing.activeEnd.isFinite {
            stopAlarm = scene.setAlarm(view: view, localTime: timing.activeEnd) { [weak self] in self?.reachEnd() }
        }
    }

    private func start() {
        guard !hasStarted, !isRemoved else { return }
        hasStarted = true
        animation.onStart?()
    }

    /// The active time ended: `onStop(true)`, and off the view when removed on completion.
    private func reachEnd() {
        guard !hasStopped, !isRemoved else { return }
        if !hasStarted { start() }
        hasStopped = true
        if animation.isRemovedOnCompletion { takeOff() }
        animation.onStop?(true)
        finishTransactions()
    }

    /// Removed or replaced: off the view, and `onStop(false)` unless it already stopped.
    func remove() {
        guard !isRemoved else { return }
        takeOff()
        guard !hasStopped else { return }
        hasStopped = true
        if let onStop = animation.onStop, let scene {
            _ = scene.scheduleInternal(at: scene.time) { onStop(false) }
        }
        finishTransactions()
    }

    /// `removeAllAnimations()` took the entries: the run is removed too.
    func entryWasInterrupted() { remove() }

    private func takeOff() {
        isRemoved = true
        if let hook = onTakeOff {
            onTakeOff = nil
            hook()
        }
        if let scene {
            if let startAlarm { scene.cancelAlarm(startAlarm) }
            if let stopAlarm { scene.cancelAlarm(stopAlarm) }
        }
        guard let view else { return }
        view.properties.removeEntries(ownedBy: self)
        view.media.runs.removeAll { $0 === self }
    }

    private func finishTransactions() {
        let waiting = transactions
        transactions = []
        for transaction in waiting { transaction.animationFinished() }
    }
}
