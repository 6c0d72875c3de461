import KinemaCore

/// A view's animatable properties: their model values and the animations running on them.
struct PropertyStore {
    /// The model values: what the properties read and what they settle to.
    var model: ViewValues
    /// Running animations, oldest first.
    var entries: [AnimationEntry] = []

    init(_ model: ViewValues) { self.model = model }

    /// Every presentation value at `time`. A view with no running animation shows its model.
    @inline(__always)
    func presentation(at time: Double) -> ViewValues {
        entries.isEmpty ? model : animatedPresentation(at: time)
    }

    private func animatedPresentation(at time: Double) -> ViewValues {
        var values = model
        for i in entries.indices { entries[i].apply(to: &values, at: time) }
        values.transformValue = values.transformValue.resolved   // an animated matrix, recomposed once
        return values
    }

    /// One property's presentation value at `time`.
    func presentation<Value>(of d: PropertyDescriptor<Value>, at time: Double) -> Value {
        guard entries.contains(where: { $0.property == d.property }) else { return d.read(model) }
        var values = model
        for entry in entries where entry.property == d.property { entry.apply(to: &values, at: time) }
        return d.read(values).resolved
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
}
