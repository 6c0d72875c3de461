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

    /// The additive entry's `delta` (`.zero` for a keyframe entry).
    let delta: Value
    /// The keyframe entry's track (nil for an additive entry). Kept apart from `delta` so that
    /// reading an additive entry, which every frame does, copies no reference.
    let keyframes: KeyframeTrack<Value>?
    let driver: AnimationDriver
    let owner: any AnimationOwner

    init(contribution: Contribution, driver: AnimationDriver, owner: any AnimationOwner) {
        switch contribution {
        case .additive(let delta):
            self.delta = delta
            keyframes = nil
        case .keyframes(let track):
            delta = .zero
            keyframes = track
        }
        self.driver = driver
        self.owner = owner
    }

    /// How the entry contributes to the presentation value.
    var contribution: Contribution {
        if let keyframes { return .keyframes(keyframes) }
        return .additive(delta: delta)
    }
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
    ///
    /// The entries are read in place (an entry is never copied, so its driver and owner are not
    /// retained): this runs for every animated property of every view in every frame.
    func presentation(from base: Value, at time: Double) -> Value {
        var value = base
        for i in entries.indices {
            let f = entries[i].driver.fraction(at: time)
            if let track = entries[i].keyframes {
                value = track.value(at: f)
            } else {
                value = value.adding(entries[i].delta.scaled(by: 1 - f))
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

    /// Removes every entry and returns them, oldest first. The caller tells their owners (see
    /// ``TrackEntry/interrupt(_:sparing:)``) once its access to the track has ended, so an owner's
    /// callback never runs while the track is being changed.
    mutating func takeEntries() -> [TrackEntry<Value>] {
        let removed = entries
        entries.removeAll()
        return removed
    }
}

extension TrackEntry {
    /// Tells the owners of `removed` entries that they were interrupted, in order, except
    /// `spared`, whose entries were removed silently (a block replacing its own earlier change);
    /// returns how many of the spared owner's entries there were.
    @discardableResult
    static func interrupt(_ removed: [TrackEntry], sparing spared: (any AnimationOwner)? = nil) -> Int {
        var sparedCount = 0
        for entry in removed {
            if let spared, entry.owner === spared { sparedCount += 1 } else { entry.owner.entryWasInterrupted() }
        }
        return sparedCount
    }
}
