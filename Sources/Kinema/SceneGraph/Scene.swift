import KinemaCore

/// The owner of a view tree, its clock and every running animation: the one mutable world of
/// Kinema's scene graph (UIKit's window plus its run loop, made explicit and deterministic).
///
/// Time moves only through `advance(to:)` / `advance(by:)`. While advancing, the scene runs every
/// timed action due on the way (animation completions, delayed calls, physics steps) in order of
/// (time, order of scheduling), setting `time` to each action's own time first, so an animation
/// created by a completion at time T begins at T (see <doc:ScenesAndTime>). After each action, and at the start of
/// each advance, a pending layout pass runs (without animation), as UIKit's run loop would.
///
/// Reading presentation values and taking snapshots never changes anything.
public final class Scene {
    /// The root view; its frame origin is the reference for root coordinates.
    public let root: View
    /// The current time in seconds; starts at 0.
    public private(set) var time: Double = 0

    var timers = TimerQueue()
    /// The stack of open animation blocks; the innermost records property changes.
    var recorders: [any ChangeRecorder] = []
    /// Whether a layout pass is pending.
    var needsLayout = true
    /// The Auto Layout engine, created when the first constraint is activated.
    var layoutSystemStorage: LayoutSystem?
    /// Whether a view of the tree has a `layoutSubviews` hook, as the last layout pass found;
    /// nil when unknown (the tree or a view's hook changed since): layout passes look only then.
    var layoutHooksPresent: Bool?
    /// The number of snapshots a frame holds and of the matrices of later copies its walk makes
    /// (see `View.frameCounts()`), as the last snapshot counted them; nil when unknown (the tree
    /// or a replication changed since): snapshots count only then.
    var frameCounts: (entries: Int, matrices: Int)?
    /// The names given to copies in the last frame, reused while they would be made the same
    /// (see `ReplicatorEntry.markCopies`).
    var copyNames = CopyNames()
    /// The hooks of views that joined the scene during the hierarchy change under way, run at
    /// its end (see `View.whenInScene`).
    var sceneHooks: [() -> Void] = []
    /// Run at the start and at the end of each layout pass (see `setLayoutPassHooks`).
    var layoutPassWillBegin: (() -> Void)?, layoutPassDidEnd: (() -> Void)?
    /// View clocks, alarms and transactions (explicit animations and media timing).
    var media = SceneMedia()
    /// The problems met where nothing could throw them, in the order they were met (UIKit logs
    /// these to the console); see ``SceneDiagnostic`` for what is recorded when.
    public private(set) var diagnostics: [SceneDiagnostic] = []

    /// Creates a scene around a root view, which must have no superview and no scene.
    public convenience init(root: View) throws(SceneError) {
        if let parent = root.superview { throw .notASubview(view: root.name, of: parent.name) }
        if root.scene != nil { throw .belongsToAnotherScene(view: root.name) }
        self.init(checkedRoot: root)
    }

    /// Creates a scene with a fresh root view of the given size at the origin.
    public convenience init(size: Size, rootName: String = "root") {
        self.init(checkedRoot: View(name: rootName, frame: Rect(origin: .zero, size: size)))
    }

    private init(checkedRoot root: View) {
        self.root = root
        root.setScene(self)
        hierarchyDidChange(added: root)
    }

    /// The first view named `name` in pre-order, if any.
    ///
    /// - Complexity: O(*k*) time, *k* the match's position in pre-order (the number of views
    ///   when none matches), and memory proportional to the tree's depth (see
    ///   ``View/descendant(named:)``); keep the view rather than looking it up every frame.
    public func view(named name: String) -> View? { root.descendant(named: name) }

    /// Every view in pre-order (the root first).
    ///
    /// - Complexity: O(*n*) time and memory, *n* the number of views (a new array each read).
    public var allViews: [View] { root.subtree }

    /// Records `error` in ``diagnostics`` at the current time: for code the scene's clock runs (a
    /// completion, a scheduled action) that has no caller to throw to.
    public func report(_ error: any Error, from source: SceneDiagnostic.Source) {
        diagnostics.append(SceneDiagnostic(time: time, source: source, error: error))
    }

    /// Runs `body`, which has no caller to throw to (a completion handler, a scheduled action),
    /// recording what it throws in ``diagnostics`` as a ``SceneDiagnostic/Source/callback``.
    public func reportingErrors(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            report(error, from: .callback)
        }
    }

    // MARK: Time

    /// Moves the clock to `target`, running every timed action due up to and including it.
    ///
    /// - Complexity: O(*p* log *q*) for the queue, *p* the actions due by `target` (cancelled
    ///   ones included, dropped when they come due) and *q* the actions queued, plus the work of
    ///   the *p* actions themselves and of the layout passes they leave pending: one runs at the
    ///   start and after each action that asked for one (see ``layoutIfNeeded()``). Animations are
    ///   not stepped: moving the clock costs nothing per running animation, reading a value does.
    public func advance(to target: Double) throws(SceneError) {
        guard target.isFinite else { throw .notFinite("time") }
        guard target >= time else { throw .timeWentBackwards(from: time, to: target) }
        commitImplicitTransaction()
        runPendingLayout()
        while let item = timers.popDue(notAfter: target) {
            time = Swift.max(time, item.time)
            item.action()
            runPendingLayout()
        }
        time = target
    }

    /// Moves the clock forward by `delta` seconds.
    ///
    /// - Complexity: As ``advance(to:)``.
    public func advance(by delta: Double) throws(SceneError) {
        guard delta.isFinite else { throw .notFinite("time step") }
        guard delta >= 0 else { throw .negative("time step") }
        try advance(to: time + delta)
    }

    /// Runs `action` once the clock reaches `time + delay` (the scene's `asyncAfter`).
    ///
    /// - Complexity: O(log *q*), *q* the number of queued actions (a binary heap).
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) throws(SceneError) -> TimerToken {
        guard delay.isFinite else { throw .notFinite("delay") }
        guard delay >= 0 else { throw .negative("delay") }
        return timers.schedule(at: time + delay, action)
    }

    /// Cancels a scheduled action; cancelling one that already ran does nothing.
    ///
    /// - Complexity: O(1) expected (the token joins a hashed set; the action stays queued until
    ///   its time and is then dropped).
    public func cancel(_ token: TimerToken) { timers.cancel(token) }

    func scheduleInternal(at when: Double, _ action: @escaping () -> Void) -> TimerToken {
        timers.schedule(at: Swift.max(when, time), action)
    }

    // MARK: Recording

    var isRecordingChanges: Bool { !recorders.isEmpty }

    func record<Value>(view: View, _ d: PropertyDescriptor<Value>, from old: Value, to new: Value) {
        guard let recorder = recorders.last else {
            d.write(new, into: &view.properties.model)
            return
        }
        recorder.record(view: view, d, from: old, to: new, in: self)
    }

    /// Runs `changes` with a recorder on top of the stack.
    func withRecorder<R>(_ recorder: any ChangeRecorder, _ changes: () throws -> R) rethrows -> R {
        recorders.append(recorder)
        defer { recorders.removeLast() }
        return try changes()
    }

    /// Applies the changes in `changes` at once, without animation, even inside an animation block
    /// (UIKit's `performWithoutAnimation`).
    public func performWithoutAnimation(_ changes: () -> Void) {
        withRecorder(ImmediateRecorder(), changes)
    }

    // MARK: Hierarchy

    /// Called after a view was added (`added`) or removed (`removed`, with its subtree) somewhere
    /// in the tree.
    ///
    /// A transition's old picture that takes no part in layout or timing (the usual case: nothing
    /// constrains the copies, which have no hooks, stacks or clocks of their own) asks for no
    /// layout pass when it comes or goes: many transitions ending at once then cost no pass each.
    func hierarchyDidChange(added: View?, removed: View? = nil) {
        frameCounts = nil
        defer { runSceneHooks() }
        if let changed = added ?? removed, changed.isSnapshotCopy, isInert(changed) {
            return
        }
        needsLayout = true
        layoutHooksPresent = nil
        if media.usesViewClocks {
            rearmAlarms()
        } else if let added, added.subtree.contains(where: { !$0.media.clock.isIdentity }) {
            viewClocksDidChange()
        }
        if let system = layoutSystemStorage {
            if let removed { system.viewDidLeave(removed) } else { system.hierarchyDidChange(added: added) }
        } else if let added, added.subtree.contains(where: { $0.stackConfiguration != nil }) {
            _ = layoutSystem
        }
    }

    /// Runs the hooks of the views that joined the scene, in the order they joined.
    private func runSceneHooks() {
        while !sceneHooks.isEmpty {
            let hooks = sceneHooks
            sceneHooks = []
            for hook in hooks { hook() }
        }
    }

    /// Whether no view of `view`'s subtree takes part in layout or timing: no `layoutSubviews`
    /// hook, no stack, no view clock of its own, no variables in the layout system.
    private func isInert(_ view: View) -> Bool {
        view.subtree.allSatisfy { v in
            v.layoutSubviews == nil && v.stackConfiguration == nil && v.media.clock.isIdentity
                && layoutSystemStorage?.existingItem(for: v) == nil
        }
    }
}
