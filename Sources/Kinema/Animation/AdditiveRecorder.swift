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
    let driver: AnimationDriver
    let owner: any AnimationOwner
    let beginFromCurrentState: Bool
    let added: (View, AnimatableProperty) -> Void
    let replaced: (Int) -> Void

    init(driver: AnimationDriver, owner: any AnimationOwner, beginFromCurrentState: Bool,
         added: @escaping (View, AnimatableProperty) -> Void, replaced: @escaping (Int) -> Void) {
        self.driver = driver
        self.owner = owner
        self.beginFromCurrentState = beginFromCurrentState
        self.added = added
        self.replaced = replaced
    }

    func record<Value>(view: View, track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>,
                       property: AnimatableProperty, from old: Value, to new: Value, in scene: Scene) {
        let start = begin(view, track, property: property, from: old, at: scene.time)
        view[keyPath: track].model = new
        view[keyPath: track].entries.append(
            TrackEntry(contribution: .additive(delta: start.subtracting(new)), driver: driver, owner: owner))
        added(view, property)
    }

    /// Where the animation of `property` from `old` starts, after removing the running entries
    /// the key's composition rule (or `beginFromCurrentState`) says it replaces.
    /// The removed entries' owners are told after the track was changed, outside any access to it.
    private func begin<Value>(_ view: View, _ track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>,
                              property: AnimatableProperty, from old: Value, at time: Double) -> Value {
        var start = old
        if beginFromCurrentState {
            start = view[keyPath: track].presentation(at: time)
        } else if property.isAdditive {
            return start
        } else if let earlier = view[keyPath: track].entries
                      .last(where: { $0.owner === owner && $0.driver === driver }),
                  case .additive(let delta) = earlier.contribution {
            start = old.adding(delta)          // the start of this block's earlier change
        }
        let own = TrackEntry.interrupt(view[keyPath: track].takeEntries(), sparing: owner)
        if own > 0 { replaced(own) }
        return start
    }

    func recordTransform(view: View, from old: DecomposedTransform, to new: DecomposedTransform,
                         oldMatrix: AffineTransform, in scene: Scene) {
        let start = begin(view, \.transformTrack, property: .transform, from: old, at: scene.time)
        view.transformTrack.model = new
        // Interpolating start -> new along the shortest arc: the delta is taken to the equivalent of
        // `new` nearest to `start`, so `new + delta * (1 - f)` turns the short way.
        let delta = start.subtracting(start.nearestEquivalent(of: new))
        view.transformTrack.entries.append(
            TrackEntry(contribution: .additive(delta: delta), driver: driver, owner: owner))
        added(view, .transform)
    }
}
