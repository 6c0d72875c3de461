import KinemaCore

extension View {
    func removeEntries(ownedBy owner: any AnimationOwner, property: AnimatableProperty) {
        properties.removeEntries(ownedBy: owner, property: property)
    }

    /// Removes every animation running on this view (Core Animation's `removeAllAnimations()`),
    /// explicit ones included: presentation values jump to the model values, the animations'
    /// completions report `finished == false` and explicit animations run their `onStop(false)`.
    public func removeAllAnimations() {
        let runs = media.runs
        AnimationEntry.interrupt(properties.takeEntries())
        for run in runs { run.remove() }
    }

    /// The properties with at least one running animation, in the property table's order.
    public var animatingProperties: [AnimatableProperty] {
        AnimatableProperty.allCases.filter(properties.isAnimating)
    }

    /// Whether a running animation without `allowUserInteraction` keeps this view from taking touches.
    package var isBlockedByAnimation: Bool {
        properties.entries.contains { !$0.owner.allowsUserInteraction }
    }
}
