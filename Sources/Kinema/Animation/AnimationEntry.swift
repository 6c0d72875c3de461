import KinemaCore

/// One running animation of one property of one view: an additive entry (UIView-style blocks and
/// property animators), a keyframe entry, or an explicit animation's entry. A view keeps its
/// entries in one list, oldest first; each changes only its own property, so the entries of one
/// property apply in the order they were added (Core Animation's render order: additive entries
/// add, keyframe entries replace).
///
/// Entries read the view's *local* time (the scene's time mapped through the view's and its
/// ancestors' ``View/speed``, ``View/timeOffset`` and ``View/beginTime``). A UIView-style or
/// animator entry's driver counts in scene time as it was when the entry was added, so the entry
/// keeps `timeShift`, the driver's time minus the view's local time at that moment, and reads its
/// driver at `local + timeShift`: 0 in a scene whose views keep the default timing.
///
/// Every frame applies every entry of every animating view, so an entry is a value stored in the
/// view's list, not an object of its own: the additive entry, by far the most common, keeps its
/// delta's numbers in place (``AdditiveDelta``) and adds them straight into the field. Keyframe and
/// explicit entries, which need their value type's code, hold an ``EntryEffect`` object.
struct AnimationEntry {
    /// The animated property.
    let property: AnimatableProperty
    /// Whether the entry belongs to an explicit animation, which only its own key, its removal
    /// or `removeAllAnimations()` takes off (UIView-style animations do not replace it).
    let isExplicit: Bool
    /// The driver's time minus the view's local time (see the type's discussion).
    var timeShift = 0.0
    /// Says how far along the animation is.
    let driver: AnimationDriver
    /// Told when the entry is removed early.
    let owner: any AnimationOwner
    /// What the entry does to its property, in a form a frame reads without retaining anything.
    let effect: Effect
    /// The driver, for a frame (``driver`` keeps it alive).
    private let driverHandle: Unmanaged<AnimationDriver>
    /// Keeps a typed effect alive (``effect`` only refers to it).
    private let typedEffect: EntryEffect?

    /// What an entry does to its property's value.
    enum Effect {
        /// Core Animation's additive animation: adds `delta * (1 - fraction)` to the value below it.
        case additive(AdditiveDelta)
        /// Replaces (or, for an additive explicit animation, adds to) the value below it through
        /// its value type's code (the entry's `typedEffect`, which keeps it alive).
        case typed(Unmanaged<EntryEffect>)
    }

    private init(
        property: AnimatableProperty, isExplicit: Bool, driver: AnimationDriver, owner: any AnimationOwner,
        delta: AdditiveDelta?, typed: EntryEffect?
    ) {
        self.property = property
        self.isExplicit = isExplicit
        self.driver = driver
        self.owner = owner
        driverHandle = Unmanaged.passUnretained(driver)
        typedEffect = typed
        if let typed {
            effect = .typed(Unmanaged.passUnretained(typed))
        } else if let delta {
            effect = .additive(delta)
        } else {
            preconditionFailure("an entry has an effect")
        }
    }

    /// An additive entry of the property `d`.
    init<Value: TrackValue>(
        _ d: PropertyDescriptor<Value>, delta: Value, driver: AnimationDriver,
        owner: any AnimationOwner
    ) {
        self.init(
            property: d.property, isExplicit: false, driver: driver, owner: owner,
            delta: AdditiveDelta(d, delta), typed: nil)
    }

    /// A keyframe entry of the property `d`: replaces the value below it with the track's value
    /// at the driver's fraction.
    init<Value: TrackValue>(
        _ d: PropertyDescriptor<Value>, keyframes: KeyframeTrack<Value>, driver: AnimationDriver,
        owner: any AnimationOwner
    ) {
        self.init(
            property: d.property, isExplicit: false, driver: driver, owner: owner, delta: nil,
            typed: KeyframeEffect(d, keyframes: keyframes, driver: driver))
    }

    /// An explicit animation's entry of `property`, driven by its clock.
    init(explicit effect: EntryEffect, property: AnimatableProperty, clock: MediaClock, owner: any AnimationOwner) {
        self.init(property: property, isExplicit: true, driver: clock, owner: owner, delta: nil, typed: effect)
    }

    /// The additive entry's delta as a value of the property's type, nil for another kind of entry.
    func additiveDelta<Value: TrackValue>(_: Value.Type) -> Value? {
        guard case .additive(let delta) = effect else { return nil }
        return delta.value(Value.self)
    }

    /// Applies `entries`, in order, at the view's local time `time` to the values at `values`
    /// (which hold the model values), and recomposes an animated transform's matrix once (with
    /// the sine and cosine in `rotations` when its angle is the one they belong to).
    ///
    /// This runs for every animating view of every frame, so the entries are read in place and
    /// their objects (drivers, typed effects) are reached through unretained handles: the entries
    /// keep them alive meanwhile, and applying an entry changes no view's entries. Inlined where a
    /// frame builds a view's snapshot.
    @inline(__always)
    static func apply(
        _ entries: UnsafeBufferPointer<AnimationEntry>, to values: UnsafeMutablePointer<ViewValues>,
        at time: Double, rotations: inout RotationMemo
    ) {
        guard let first = entries.baseAddress else { return }
        for i in entries.indices { apply(first + i, to: values, at: time) }
        values.pointee.transformValue.resolve(remembering: &rotations)
    }

    /// Applies the entry at `entry` at the view's local time `time` to the values at `values`,
    /// whose property holds the value below it.
    @inline(__always)
    private static func apply(
        _ entry: UnsafePointer<AnimationEntry>, to values: UnsafeMutablePointer<ViewValues>,
        at time: Double
    ) {
        #if KINEMA_INTERNAL_CHECKS
            precondition(
                entry.pointee.driverHandle.takeUnretainedValue() === entry.pointee.driver,
                "an entry's driver handle is not its driver")
        #endif
        switch entry.pointee.effect {
        case .additive(let delta):
            let shifted = time + entry.pointee.timeShift
            let fraction = entry.pointee.driverHandle._withUnsafeGuaranteedRef { $0.fraction(at: shifted) }
            delta.add(scaledBy: 1 - fraction, to: values)
        case .typed(let typed):
            #if KINEMA_INTERNAL_CHECKS
                precondition(
                    typed.takeUnretainedValue() === entry.pointee.typedEffect,
                    "an entry's effect handle is not its effect")
            #endif
            let shift = entry.pointee.timeShift
            typed._withUnsafeGuaranteedRef { $0.apply(to: &values.pointee, at: time, timeShift: shift) }
        }
    }

    /// Applies the entries of `property` only, in order, to `values` at the view's local time `time`.
    static func apply(
        _ entries: [AnimationEntry], of property: AnimatableProperty, to values: inout ViewValues,
        at time: Double
    ) {
        withUnsafeMutablePointer(to: &values) { values in
            entries.withUnsafeBufferPointer { entries in
                guard let first = entries.baseAddress else { return }
                for i in entries.indices where entries[i].property == property {
                    apply(first + i, to: values, at: time)
                }
            }
        }
    }
}

/// What a keyframe or explicit entry does to its property, in its value type's code: subclasses
/// override ``apply(to:at:)``.
class EntryEffect {
    /// Applies the effect at the view's local time `time` to `values`, whose property holds the
    /// value below it; `timeShift` is the entry's (explicit animations' clocks read the local
    /// time itself).
    func apply(to values: inout ViewValues, at time: Double, timeShift: Double) {}
}

/// A keyframe animation: replaces the value below it with the track's value at the driver's fraction.
final class KeyframeEffect<Value: TrackValue>: EntryEffect {
    let descriptor: PropertyDescriptor<Value>
    let keyframes: KeyframeTrack<Value>
    let driver: AnimationDriver

    init(_ descriptor: PropertyDescriptor<Value>, keyframes: KeyframeTrack<Value>, driver: AnimationDriver) {
        self.descriptor = descriptor
        self.keyframes = keyframes
        self.driver = driver
    }

    @_specialize(where Value == Double)
    @_specialize(where Value == Point)
    @_specialize(where Value == Size)
    @_specialize(where Value == Color)
    @_specialize(where Value == TransformValue)
    override func apply(to values: inout ViewValues, at time: Double, timeShift: Double) {
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
