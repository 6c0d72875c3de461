import KinemaCore

/// What a property animator remembers about the properties its blocks changed: for each
/// (view, property), the value it started from and the value it goes to, so that it can put the
/// model values at the start, the end or where they are when it finishes.
final class AnimatorLedger {
    private struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatableProperty
    }

    /// One record per touched (view, property), in the order first touched.
    private(set) var records: [any AnimatorRecord] = []
    private var index: [Key: Int] = [:] // lookups only, never iterated

    /// Notes a change of the property `d` from `start` to `end`; a later change of the same
    /// property moves the end (and, with `restart`, the start too).
    func note<Value>(view: View, _ d: PropertyDescriptor<Value>, start: Value, end: Value, restart: Bool) {
        let key = Key(view: ObjectIdentifier(view), property: d.property)
        if let i = index[key], let record = records[i] as? PropertyRecord<Value>, record.view === view {
            if restart { record.start = start }
            record.end = end
            return
        }
        index[key] = records.count
        records.append(PropertyRecord(view: view, d, start: start, end: end))
    }

    /// Forgets everything.
    func removeAll() {
        records.removeAll()
        index.removeAll()
    }
}

/// The start and end of one animated property, and how to settle it.
protocol AnimatorRecord: AnyObject {
    /// A natural completion: removes the owner's entries; at `.start`, puts the model value back
    /// at the start value (nothing happens to a property whose entries were taken away by another
    /// animation).
    func complete(at position: AnimatingPosition, owner: any AnimationOwner)
    /// `stopAnimation`: the model value becomes what the owner's entries show at `time` and the
    /// entries are removed.
    func stop(owner: any AnimationOwner, at time: Double)
    /// `finishAnimation(at:)` after a stop: the model value goes to the start or end value, or stays.
    func finish(at position: AnimatingPosition)
}

/// The start and end of one property, and how to settle it. The model values it writes keep
/// their settled form (a transform set back to its start or end gets the exact matrix it had).
final class PropertyRecord<Value: TrackValue>: AnimatorRecord {
    weak var view: View?
    let descriptor: PropertyDescriptor<Value>
    var start: Value
    var end: Value
    /// The model value set by `stop`, nil when nothing was stopped.
    private var settled: Value?

    init(view: View, _ descriptor: PropertyDescriptor<Value>, start: Value, end: Value) {
        self.view = view
        self.descriptor = descriptor
        self.start = start
        self.end = end
    }

    func complete(at position: AnimatingPosition, owner: any AnimationOwner) {
        guard let view else { return }
        let removed = view.properties.removeEntries(ownedBy: owner, property: descriptor.property)
        if removed > 0, position == .start { assign(start, expected: end, on: view) }
    }

    func stop(owner: any AnimationOwner, at time: Double) {
        guard let view else { return }
        var offset = Value.zero
        var count = 0
        for entry in view.properties.entries where entry.owner === owner && entry.property == descriptor.property {
            if let delta = entry.additiveDelta(Value.self) {
                offset = offset.adding(delta.scaled(by: 1 - entry.driver.fraction(at: time)))
                count += 1
            }
        }
        guard count > 0 else { return }
        view.properties.removeEntries(ownedBy: owner, property: descriptor.property)
        let model = descriptor.read(&view.properties.model)
        let current = model.adding(offset)
        // A model that does not move keeps its exact value (a transform's matrix as set).
        if current.animatable != model.animatable { write(current.resolved, on: view) }
        settled = descriptor.read(&view.properties.model)
        modelDidChange(view)
    }

    func finish(at position: AnimatingPosition) {
        guard let view, let settled else { return }
        switch position {
        case .current: return
        case .end: assign(end, expected: settled, on: view)
        case .start: assign(start, expected: settled, on: view)
        }
    }

    /// Sets the model to `value` if it still holds `expected`; if something else changed it
    /// meanwhile, moves it by `value - expected` instead.
    private func assign(_ value: Value, expected: Value, on view: View) {
        let model = descriptor.read(&view.properties.model)
        write(model == expected ? value : model.adding(value.subtracting(expected)).resolved, on: view)
        modelDidChange(view)
    }

    /// Writes `value` as the model value, as a setter would: a value past the setters' limits (a
    /// spring stopped far into an overshoot, a start moved by a change made meanwhile) is refused,
    /// recorded in the scene's diagnostics, and the model keeps its value.
    private func write(_ value: Value, on view: View) {
        guard value.isWithinLimits else { return view.refuse(descriptor.name) }
        descriptor.write(value, into: &view.properties.model)
    }

    private func modelDidChange(_ view: View) {
        if descriptor.affectsLayout { view.propertyAffectingLayoutDidChange(descriptor.property) }
    }
}

/// The recorder of a property animator's block: notes each change in the animator's ledger, then
/// lets `AdditiveRecorder` turn it into an additive entry driven by the block.
final class AnimatorRecorder: ChangeRecorder {
    let inner: AdditiveRecorder
    let ledger: AnimatorLedger

    init(block: AnimatorBlock, owner: any AnimationOwner, ledger: AnimatorLedger, beginFromCurrentState: Bool) {
        inner = AdditiveRecorder(
            driver: block, owner: owner, beginFromCurrentState: beginFromCurrentState,
            onAnimatorClock: true,
            added: { _, _, _ in }, replaced: { _ in })
        self.ledger = ledger
    }

    func record<Value>(view: View, _ d: PropertyDescriptor<Value>, from old: Value, to new: Value, in scene: Scene) {
        let restart = inner.beginFromCurrentState
        let start = restart ? view.properties.presentation(of: d, at: view.localTimeNow) : old
        ledger.note(view: view, d, start: start, end: new, restart: restart)
        inner.record(view: view, d, from: old, to: new, in: scene)
    }
}
