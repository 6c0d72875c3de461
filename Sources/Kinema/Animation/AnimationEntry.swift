import KinemaCore

/// One running animation of one property of one view: an additive entry (UIView-style blocks and
/// property animators) or a keyframe entry. A view keeps its entries in one list, oldest first;
/// each changes only its own property, so the entries of one property apply in the order they
/// were added (Core Animation's render order: additive entries add, keyframe entries replace).
class AnimationEntry {
    /// The animated property.
    let property: AnimatableProperty
    /// Says how far along the animation is.
    let driver: AnimationDriver
    /// Told when the entry is removed early.
    let owner: any AnimationOwner

    init(property: AnimatableProperty, driver: AnimationDriver, owner: any AnimationOwner) {
        self.property = property
        self.driver = driver
        self.owner = owner
    }

    /// Applies the entry at `time` to `values`, whose property holds the value below it.
    func apply(to values: inout ViewValues, at time: Double) {}
}

/// Core Animation's additive animation: adds `delta * (1 - fraction)` to the value below it.
final class AdditiveEntry<Value: TrackValue>: AnimationEntry {
    let descriptor: PropertyDescriptor<Value>
    let delta: Value

    init(_ descriptor: PropertyDescriptor<Value>, delta: Value, driver: AnimationDriver, owner: any AnimationOwner) {
        self.descriptor = descriptor
        self.delta = delta
        super.init(property: descriptor.property, driver: driver, owner: owner)
    }

    /// What the entry adds at `time`.
    func offset(at time: Double) -> Value { delta.scaled(by: 1 - driver.fraction(at: time)) }

    @_specialize(where Value == Double)
    @_specialize(where Value == Point)
    @_specialize(where Value == Size)
    @_specialize(where Value == Color)
    @_specialize(where Value == TransformValue)
    override func apply(to values: inout ViewValues, at time: Double) {
        descriptor.add(offset(at: time), to: &values)
    }
}

/// A keyframe animation: replaces the value below it with the track's value at the driver's fraction.
final class KeyframeEntry<Value: TrackValue>: AnimationEntry {
    let descriptor: PropertyDescriptor<Value>
    let keyframes: KeyframeTrack<Value>

    init(_ descriptor: PropertyDescriptor<Value>, keyframes: KeyframeTrack<Value>, driver: AnimationDriver,
         owner: any AnimationOwner) {
        self.descriptor = descriptor
        self.keyframes = keyframes
        super.init(property: descriptor.property, driver: driver, owner: owner)
    }

    @_specialize(where Value == Double)
    @_specialize(where Value == Point)
    @_specialize(where Value == Size)
    @_specialize(where Value == Color)
    @_specialize(where Value == TransformValue)
    override func apply(to values: inout ViewValues, at time: Double) {
        descriptor.write(keyframes.value(at: driver.fraction(at: time)), into: &values)
    }
}

extension AnimationEntry {
    /// Tells the owners of `removed` entries that they were interrupted, in order, except
    /// `spared`, whose entries were removed silently (a block replacing its own earlier change);
    /// returns how many of the spared owner's entries there were.
    @discardableResult
    static func interrupt(_ removed: [AnimationEntry], sparing spared: (any AnimationOwner)? = nil) -> Int {
        var sparedCount = 0
        for entry in removed {
            if let spared, entry.owner === spared { sparedCount += 1 } else { entry.owner.entryWasInterrupted() }
        }
        return sparedCount
    }
}
