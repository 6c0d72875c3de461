import KinemaCore

extension View {
    func removeEntries(ownedBy owner: any AnimationOwner, property: AnimatableProperty) {
        properties.removeEntries(ownedBy: owner, property: property)
    }

    /// Removes every animation running on this view (Core Animation's `removeAllAnimations()`):
    /// presentation values jump to the model values and the animations' completions report
    /// `finished == false`.
    public func removeAllAnimations() {
        AnimationEntry.interrupt(properties.takeEntries())
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
