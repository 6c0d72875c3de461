import KinemaCore

/// One running animation of one property of one view: an additive entry (UIView-style blocks and
/// property animators), a keyframe entry, or an explicit animation's entry (`ExplicitEntry`). A
/// view keeps its entries in one list, oldest first; each changes only its own property, so the
/// entries of one property apply in the order they were added (Core Animation's render order:
/// additive entries add, keyframe entries replace).
///
/// Entries read the view's *local* time (the scene's time mapped through the view's and its
/// ancestors' ``View/speed``, ``View/timeOffset`` and ``View/beginTime``). A UIView-style or
/// animator entry's driver counts in scene time as it was when the entry was added, so the entry
/// keeps `timeShift`, the driver's time minus the view's local time at that moment, and reads its
/// driver at `local + timeShift`: 0 in a scene whose views keep the default timing.
class AnimationEntry {
    /// The animated property.
    let property: AnimatableProperty
    /// Says how far along the animation is.
    let driver: AnimationDriver
    /// Told when the entry is removed early.
    let owner: any AnimationOwner
    /// Whether the entry belongs to an explicit animation, which only its own key, its removal
    /// or `removeAllAnimations()` takes off (UIView-style animations do not replace it).
    let isExplicit: Bool
    /// The driver's time minus the view's local time (see the type's discussion).
    var timeShift = 0.0

    init(property: AnimatableProperty, driver: AnimationDriver, owner: any AnimationOwner, isExplicit: Bool = false) {
        self.property = property
        self.driver = driver
        self.owner = owner
        self.isExplicit = isExplicit
    }

    /// Applies the entry at the view's local time `time` to `values`, whose property holds the
    /// value below it.
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

    /// What the entry adds when its driver's time is `time`.
    func offset(atDriverTime time: Double) -> Value { delta.scaled(by: 1 - driver.fraction(at: time)) }

    @_specialize(where Value == Double)
    @_specialize(where Value == Point)
    @_specialize(where Value == Size)
    @_specialize(where Value == Color)
    @_specialize(where Value == TransformValue)
    override func apply(to values: inout ViewValues, at time: Double) {
        descriptor.add(offset(atDriverTime: time + timeShift), to: &values)
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
        descriptor.write(keyframes.value(at: driver.fraction(at: time + timeShift)), into: &values)
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
