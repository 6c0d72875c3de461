import KinemaCore

/// The recorder of a UIView-style animation block (and, wrapped, of a property animator's block):
/// turns each change of a model value from `old` to `new` into a track entry that adds
/// `(start - new) * (1 - fraction)` to the model value, where `start` and the fate of the
/// animations already running on the property follow ``AnimatableProperty/isAdditive``:
///
/// - additive keys (centre, bounds size, corner radius, transform): `start` is `old` and the
///   running entries stay, so the new entry animates the difference on top of them;
/// - the other keys (alpha, colours, border width): the running entries are removed (their owners
///   are told, so a UIView animation's completion reports `false`) and `start` is `old`, the old
///   model value, so the presentation may jump. A second change of the same property in the same
///   block keeps the first change's start: one block animates a property once;
/// - with `beginFromCurrentState`, any key: the running entries are removed and `start` is the
///   presentation value now.
///
/// Entries of the recorder's own owner are removed silently (`replaced` counts them).
final class AdditiveRecorder: ChangeRecorder {
    /// The driver of the entries recorded now (`modifyAnimations` swaps in a repeating one).
    var driver: AnimationDriver
    /// The latest end, in seconds from the block's call, of the changes a `modifyAnimations`
    /// repeats (0 when none does): the block's completion waits for it.
    var longestActive = 0.0
    let owner: any AnimationOwner
    let beginFromCurrentState: Bool
    /// Whether the driver counts on the animator clock (the root view's local time, for property
    /// animators) rather than the scene's time (UIView-style blocks).
    let onAnimatorClock: Bool
    let added: (View, AnimatableProperty, Double) -> Void
    let replaced: (Int) -> Void

    /// `added` is told the view, the property and the new entry's time shift.
    init(
        driver: AnimationDriver, owner: any AnimationOwner, beginFromCurrentState: Bool, onAnimatorClock: Bool = false,
        added: @escaping (View, AnimatableProperty, Double) -> Void, replaced: @escaping (Int) -> Void
    ) {
        self.driver = driver
        self.owner = owner
        self.beginFromCurrentState = beginFromCurrentState
        self.onAnimatorClock = onAnimatorClock
        self.added = added
        self.replaced = replaced
    }

    func record<Value>(view: View, _ d: PropertyDescriptor<Value>, from old: Value, to new: Value, in scene: Scene) {
        let start = begin(view, d, from: old)
        d.write(new, into: &view.properties.model)
        // The delta is taken to the equivalent of `new` nearest to `start`, so that a transform
        // turns the short way (`new + delta * (1 - f)` runs from `start` to `new`).
        let delta = start.subtracting(start.nearestEquivalent(of: new))
        var entry = AnimationEntry(d, delta: delta, driver: driver, owner: owner)
        entry.timeShift = view.timeShift(driverTime: onAnimatorClock ? scene.animatorClockTime : scene.time)
        view.properties.entries.append(entry)
        added(view, d.property, entry.timeShift)
    }

    /// Where the animation of the property from `old` starts, after removing the running entries
    /// the key's composition rule (or `beginFromCurrentState`) says it replaces.
    /// The removed entries' owners are told after the store was changed, outside any access to it.
    private func begin<Value>(_ view: View, _ d: PropertyDescriptor<Value>, from old: Value) -> Value {
        var start = old
        if beginFromCurrentState {
            start = view.properties.presentation(of: d, at: view.localTimeNow)
        } else if d.isAdditive {
            return start
        } else if let earlier = view.properties.entries.last(where: {
            $0.owner === owner && $0.driver === driver && $0.property == d.property
        })?.additiveDelta(Value.self) {
            start = old.adding(earlier) // the start of this block's earlier change
        }
        let own = AnimationEntry.interrupt(view.properties.takeEntries(of: d.property), sparing: owner)
        if own > 0 { replaced(own) }
        return start
    }
}
