import KinemaCore

/// One running animation on one property of one view.
struct TrackEntry<Value: AnimatableValue> {
    /// How the entry contributes to the presentation value.
    enum Contribution {
        /// Core Animation's additive animation: adds `delta * (1 - fraction)` to the value below it.
        case additive(delta: Value)
        /// A non-additive keyframe animation: replaces the value below it with the track's value at
        /// the driver's fraction.
        case keyframes(KeyframeTrack<Value>)
    }

    var contribution: Contribution
    let driver: any AnimationDriver
    let owner: any AnimationOwner
}

/// A property's model value and the animations running on it, applied in the order they were added
/// (Core Animation's render order: additive entries add, keyframe entries replace).
struct PropertyTrack<Value: AnimatableValue> {
    /// The model value: what the property reads and what it settles to.
    var model: Value
    /// Running animations, oldest first.
    var entries: [TrackEntry<Value>] = []

    init(_ model: Value) { self.model = model }

    /// The presentation value at `time`, starting from `base` (normally the model value).
    func presentation(from base: Value, at time: Double) -> Value {
        var value = base
        for entry in entries {
            let f = entry.driver.fraction(at: time)
            switch entry.contribution {
            case .additive(let delta):
                value = value.adding(delta.scaled(by: 1 - f))
            case .keyframes(let track):
                value = track.value(at: f)
            }
        }
        return value
    }

    /// The presentation value at `time`.
    @inline(__always)
    func presentation(at time: Double) -> Value {
        entries.isEmpty ? model : presentation(from: model, at: time)
    }

    /// Removes the entries owned by `owner`; returns how many were removed.
    @discardableResult
    mutating func removeEntries(ownedBy owner: any AnimationOwner) -> Int {
        let before = entries.count
        entries.removeAll { $0.owner === owner }
        return before - entries.count
    }

    /// Removes every entry and tells each owner it was interrupted, except `spared`, whose entries
    /// are removed silently (a block replacing its own earlier change).
    @discardableResult
    mutating func interruptAll(sparing spared: (any AnimationOwner)? = nil) -> Int {
        let removed = entries
        entries.removeAll()
        var sparedCount = 0
        for entry in removed {
            if let spared, entry.owner === spared { sparedCount += 1 } else { entry.owner.entryWasInterrupted() }
        }
        return sparedCount
    }
}
