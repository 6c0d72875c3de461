import KinemaCore

/// A view's animatable properties: their model values and the animations running on them.
struct PropertyStore {
    #if KINEMA_INTERNAL_CHECKS
        /// The model values: what the properties read and what they settle to.
        var model: ViewValues { didSet { checkInvariants() } }
        /// Running animations, oldest first.
        var entries: [AnimationEntry] = [] {
            didSet {
                entriesDidChange()
                checkInvariants()
            }
        }
    #else
        /// The model values: what the properties read and what they settle to.
        var model: ViewValues
        /// Running animations, oldest first.
        var entries: [AnimationEntry] = [] { didSet { entriesDidChange() } }
    #endif

    /// The elements of ``entries`` in place, for a frame, which reads them without retaining the
    /// list (a retain and a release per animating view and frame): the list's storage holds them
    /// as long as the list is not changed, and every change of the list refreshes this (checked
    /// builds compare the two wherever a frame reads it and after every change).
    private(set) var entryElements = UnsafeBufferPointer<AnimationEntry>(start: nil, count: 0)

    init(_ model: ViewValues) { self.model = model }

    /// Points ``entryElements`` at the list's storage again.
    private mutating func entriesDidChange() {
        entryElements =
            entries.isEmpty
            ? UnsafeBufferPointer(start: nil, count: 0) : entries.withUnsafeBufferPointer { $0 }
    }

    #if KINEMA_INTERNAL_CHECKS
        /// Checked builds: whether ``entryElements`` are the list's elements in place.
        var entryElementsAreCurrent: Bool {
            entries.withUnsafeBufferPointer {
                $0.count == entryElements.count && ($0.isEmpty || $0.baseAddress == entryElements.baseAddress)
            }
        }
    #endif

    /// One property's presentation value at `time`.
    func presentation<Value>(of d: PropertyDescriptor<Value>, at time: Double) -> Value {
        var values = model
        guard entries.contains(where: { $0.property == d.property }) else { return d.read(&values) }
        AnimationEntry.apply(entries, of: d.property, to: &values, at: time)
        return d.read(&values).resolved
    }

    /// Whether an animation runs on `property`.
    func isAnimating(_ property: AnimatableProperty) -> Bool { entries.contains { $0.property == property } }

    /// Removes the entries of `property` owned by `owner`; returns how many were removed.
    @discardableResult
    mutating func removeEntries(ownedBy owner: any AnimationOwner, property: AnimatableProperty) -> Int {
        let before = entries.count
        entries.removeAll { $0.owner === owner && $0.property == property }
        return before - entries.count
    }

    /// Removes every entry owned by `owner`; returns how many were removed.
    @discardableResult
    mutating func removeEntries(ownedBy owner: any AnimationOwner) -> Int {
        let before = entries.count
        entries.removeAll { $0.owner === owner }
        return before - entries.count
    }

    /// Removes the entries of `property` (every entry when nil) and returns them, oldest first. The
    /// caller tells their owners (``AnimationEntry/interrupt(_:sparing:)``) once its access to the
    /// store has ended, so an owner's callback never runs while the store is being changed.
    /// For one property, explicit animations' entries stay: a UIView-style animation that
    /// replaces the running ones does not remove them (only their key, their own removal or
    /// `removeAllAnimations()` does).
    mutating func takeEntries(of property: AnimatableProperty? = nil) -> [AnimationEntry] {
        guard let property else {
            defer { entries.removeAll() }
            return entries
        }
        let removed = entries.filter { $0.property == property && !$0.isExplicit }
        if !removed.isEmpty { entries.removeAll { $0.property == property && !$0.isExplicit } }
        return removed
    }

    #if KINEMA_INTERNAL_CHECKS
        /// Checked builds: what every change of the store keeps true. The property table lists every
        /// property once, at its raw value; every model value is finite (setters refuse the rest);
        /// no entry is in the list twice; an additive entry's delta is finite, so every presentation
        /// value is.
        func checkInvariants() {
            precondition(entryElementsAreCurrent, "a store's entry elements are not its list's")
            precondition(PropertyTable.isConsistent, "the property table does not list every property once, in order")
            precondition(PropertyTable.descriptors.allSatisfy { $0.isFinite(in: model) }, "a model value is not finite")
            for entry in entries {
                guard case .additive(let delta) = entry.effect else { continue }
                let descriptor = entry.property.descriptor
                precondition(
                    delta.offset == descriptor.offset && delta.layout == descriptor.additiveLayout,
                    "an additive entry of \(entry.property) does not add into its property")
                precondition(
                    delta.components.indices.allSatisfy { delta.components[$0].isFinite },
                    "an additive entry of \(entry.property) has a delta that is not finite")
            }
        }
    #endif
}

extension View {
    /// Every presentation value at `time`: the model values with the running entries applied in
    /// order (a view with no running animation shows its model). This runs for every view of every
    /// frame, so it reads the store's fields in place rather than copying the store.
    @inline(__always)
    func presentationValues(at time: Double) -> ViewValues {
        var values = properties.model
        let entries = properties.entryElements
        if !entries.isEmpty {
            #if KINEMA_INTERNAL_CHECKS
                precondition(properties.entryElementsAreCurrent, "a store's entry elements are not its list's")
            #endif
            withUnsafeMutablePointer(to: &values) { values in
                var rotations = RotationMemo()
                AnimationEntry.apply(entries, to: values, at: time, rotations: &rotations)
            }
        }
        return values
    }
}
