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
    private var index: [Key: Int] = [:]   // lookups only, never iterated

    /// Notes a change of a plain property from `start` to `end`; a later change of the same
    /// property moves the end (and, with `restart`, the start too).
    func note<Value>(view: View, track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>,
                     property: AnimatableProperty, start: Value, end: Value, restart: Bool) {
        let key = Key(view: ObjectIdentifier(view), property: property)
        if let i = index[key], let record = records[i] as? PropertyRecord<Value>, record.view === view {
            if restart { record.start = start }
            record.end = end
            return
        }
        index[key] = records.count
        records.append(PropertyRecord(view: view, track: track, property: property, start: start, end: end))
    }

    /// Notes a change of the transform (decomposed values and the exact matrices).
    func noteTransform(view: View, start: DecomposedTransform, startMatrix: AffineTransform,
                       end: DecomposedTransform, endMatrix: AffineTransform, restart: Bool) {
        let key = Key(view: ObjectIdentifier(view), property: .transform)
        if let i = index[key], let record = records[i] as? TransformRecord, record.view === view {
            if restart {
                record.start = start
                record.startMatrix = startMatrix
            }
            record.end = end
            record.endMatrix = endMatrix
            return
        }
        index[key] = records.count
        records.append(TransformRecord(view: view, start: start, startMatrix: startMatrix, end: end, endMatrix: endMatrix))
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

/// A record for a plain property (everything but the transform).
final class PropertyRecord<Value: AnimatableValue>: AnimatorRecord {
    weak var view: View?
    let track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>
    let property: AnimatableProperty
    var start: Value
    var end: Value
    /// The model value set by `stop`, nil when nothing was stopped.
    private var settled: Value?

    init(view: View, track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>, property: AnimatableProperty,
         start: Value, end: Value) {
        self.view = view
        self.track = track
        self.property = property
        self.start = start
        self.end = end
    }

    func complete(at position: AnimatingPosition, owner: any AnimationOwner) {
        guard let view else { return }
        let removed = view[keyPath: track].removeEntries(ownedBy: owner)
        if removed > 0, position == .start { assign(start, expected: end, on: view) }
    }

    func stop(owner: any AnimationOwner, at time: Double) {
        guard let view else { return }
        var offset = Value.zero
        var count = 0
        for entry in view[keyPath: track].entries where entry.owner === owner {
            if case .additive(let delta) = entry.contribution {
                offset = offset.adding(delta.scaled(by: 1 - entry.driver.fraction(at: time)))
                count += 1
            }
        }
        guard count > 0 else { return }
        view[keyPath: track].removeEntries(ownedBy: owner)
        let current = view[keyPath: track].model.adding(offset)
        view[keyPath: track].model = current
        settled = current
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
        let model = view[keyPath: track].model
        view[keyPath: track].model = model == expected ? value : model.adding(value.subtracting(expected))
        modelDidChange(view)
    }

    private func modelDidChange(_ view: View) {
        if property == .center || property == .boundsSize { view.propertyAffectingLayoutDidChange(property) }
    }
}

/// A record for the transform, which keeps the exact matrices next to the decomposed values.
final class TransformRecord: AnimatorRecord {
    weak var view: View?
    var start: DecomposedTransform
    var startMatrix: AffineTransform
    var end: DecomposedTransform
    var endMatrix: AffineTransform
    private var settled: DecomposedTransform?

    init(view: View, start: DecomposedTransform, startMatrix: AffineTransform,
         end: DecomposedTransform, endMatrix: AffineTransform) {
        self.view = view
        self.start = start
        self.startMatrix = startMatrix
        self.end = end
        self.endMatrix = endMatrix
    }

    func complete(at position: AnimatingPosition, owner: any AnimationOwner) {
        guard let view else { return }
        let removed = view.transformTrack.removeEntries(ownedBy: owner)
        if removed > 0, position == .start { assign(start, matrix: startMatrix, expected: end, on: view) }
    }

    func stop(owner: any AnimationOwner, at time: Double) {
        guard let view else { return }
        var offset = DecomposedTransform.zero
        var count = 0
        for entry in view.transformTrack.entries where entry.owner === owner {
            if case .additive(let delta) = entry.contribution {
                offset = offset.adding(delta.scaled(by: 1 - entry.driver.fraction(at: time)))
                count += 1
            }
        }
        guard count > 0 else { return }
        view.transformTrack.removeEntries(ownedBy: owner)
        let model = view.transformTrack.model
        let current = model.adding(offset)
        if current != model {
            view.transformTrack.model = current
            view.modelTransform = current.affineTransform
        }
        settled = current
    }

    func finish(at position: AnimatingPosition) {
        guard let view, let settled else { return }
        switch position {
        case .current: return
        case .end: assign(end, matrix: endMatrix, expected: settled, on: view)
        case .start: assign(start, matrix: startMatrix, expected: settled, on: view)
        }
    }

    private func assign(_ value: DecomposedTransform, matrix: AffineTransform, expected: DecomposedTransform,
                        on view: View) {
        let model = view.transformTrack.model
        if model == expected {
            view.transformTrack.model = value
            view.modelTransform = matrix
        } else {
            let moved = model.adding(value.subtracting(expected))
            view.transformTrack.model = moved
            view.modelTransform = moved.affineTransform
        }
    }
}

/// The recorder of a property animator's block: notes each change in the animator's ledger, then
/// lets `AdditiveRecorder` turn it into an additive entry driven by the block.
final class AnimatorRecorder: ChangeRecorder {
    let inner: AdditiveRecorder
    let ledger: AnimatorLedger

    init(block: AnimatorBlock, owner: any AnimationOwner, ledger: AnimatorLedger, beginFromCurrentState: Bool) {
        inner = AdditiveRecorder(driver: block, owner: owner, beginFromCurrentState: beginFromCurrentState,
                                 added: { _, _ in }, replaced: { _ in })
        self.ledger = ledger
    }

    func record<Value>(view: View, track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>,
                       property: AnimatableProperty, from old: Value, to new: Value, in scene: Scene) {
        let restart = inner.beginFromCurrentState
        let start = restart ? view[keyPath: track].presentation(at: scene.time) : old
        ledger.note(view: view, track: track, property: property, start: start, end: new, restart: restart)
        inner.record(view: view, track: track, property: property, from: old, to: new, in: scene)
    }

    func recordTransform(view: View, from old: DecomposedTransform, to new: DecomposedTransform,
                         oldMatrix: AffineTransform, in scene: Scene) {
        let restart = inner.beginFromCurrentState
        var start = old
        var startMatrix = oldMatrix
        if restart, !view.transformTrack.entries.isEmpty {
            start = view.transformTrack.presentation(at: scene.time)
            startMatrix = start.affineTransform
        }
        ledger.noteTransform(view: view, start: start, startMatrix: startMatrix, end: new,
                             endMatrix: view.transform, restart: restart)
        inner.recordTransform(view: view, from: old, to: new, oldMatrix: oldMatrix, in: scene)
    }
}
