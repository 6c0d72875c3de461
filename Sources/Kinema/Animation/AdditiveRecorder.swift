import KinemaCore

/// Turns each change into an additive entry (`delta = old - new`, SPEC 4.3), or, with
/// `beginFromCurrentState`, removes the running entries and animates from the presentation value.
/// Shared by UIView-style animations and property animators.
final class AdditiveRecorder: ChangeRecorder {
    let driver: any AnimationDriver
    let owner: any AnimationOwner
    let beginFromCurrentState: Bool
    let added: (View, AnimatableProperty) -> Void
    let replaced: (Int) -> Void

    init(driver: any AnimationDriver, owner: any AnimationOwner, beginFromCurrentState: Bool,
         added: @escaping (View, AnimatableProperty) -> Void, replaced: @escaping (Int) -> Void) {
        self.driver = driver
        self.owner = owner
        self.beginFromCurrentState = beginFromCurrentState
        self.added = added
        self.replaced = replaced
    }

    func record<Value>(view: View, track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>,
                       property: AnimatableProperty, from old: Value, to new: Value, in scene: Scene) {
        var start = old
        if beginFromCurrentState {
            start = view[keyPath: track].presentation(at: scene.time)
            let own = view[keyPath: track].interruptAll(sparing: owner)
            if own > 0 { replaced(own) }
        }
        view[keyPath: track].model = new
        view[keyPath: track].entries.append(
            TrackEntry(contribution: .additive(delta: start.subtracting(new)), driver: driver, owner: owner))
        added(view, property)
    }

    func recordTransform(view: View, from old: DecomposedTransform, to new: DecomposedTransform,
                         oldMatrix: AffineTransform, in scene: Scene) {
        var start = old
        if beginFromCurrentState {
            start = view.transformTrack.presentation(at: scene.time)
            let own = view.transformTrack.interruptAll(sparing: owner)
            if own > 0 { replaced(own) }
        }
        view.transformTrack.model = new
        // Interpolating start -> new along the shortest arc: the delta is taken to the equivalent of
        // `new` nearest to `start`, so `new + delta * (1 - f)` turns the short way.
        let delta = start.subtracting(start.nearestEquivalent(of: new))
        view.transformTrack.entries.append(
            TrackEntry(contribution: .additive(delta: delta), driver: driver, owner: owner))
        added(view, .transform)
    }
}
