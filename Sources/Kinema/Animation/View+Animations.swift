import KinemaCore

extension View {
    func removeEntries(ownedBy owner: any AnimationOwner, property: AnimatableProperty) {
        switch property {
        case .center: centerTrack.removeEntries(ownedBy: owner)
        case .boundsSize: sizeTrack.removeEntries(ownedBy: owner)
        case .transform: transformTrack.removeEntries(ownedBy: owner)
        case .alpha: alphaTrack.removeEntries(ownedBy: owner)
        case .backgroundColor: colorTrack.removeEntries(ownedBy: owner)
        case .cornerRadius: cornerRadiusTrack.removeEntries(ownedBy: owner)
        case .borderWidth: borderWidthTrack.removeEntries(ownedBy: owner)
        case .borderColor: borderColorTrack.removeEntries(ownedBy: owner)
        }
    }

    /// Removes every animation running on this view (Core Animation's `removeAllAnimations()`):
    /// presentation values jump to the model values and the animations' completions report
    /// `finished == false`.
    public func removeAllAnimations() {
        TrackEntry.interrupt(centerTrack.takeEntries())
        TrackEntry.interrupt(sizeTrack.takeEntries())
        TrackEntry.interrupt(transformTrack.takeEntries())
        TrackEntry.interrupt(alphaTrack.takeEntries())
        TrackEntry.interrupt(colorTrack.takeEntries())
        TrackEntry.interrupt(cornerRadiusTrack.takeEntries())
        TrackEntry.interrupt(borderWidthTrack.takeEntries())
        TrackEntry.interrupt(borderColorTrack.takeEntries())
    }

    /// The properties with at least one running animation.
    public var animatingProperties: [AnimatableProperty] {
        var out: [AnimatableProperty] = []
        if !centerTrack.entries.isEmpty { out.append(.center) }
        if !sizeTrack.entries.isEmpty { out.append(.boundsSize) }
        if !transformTrack.entries.isEmpty { out.append(.transform) }
        if !alphaTrack.entries.isEmpty { out.append(.alpha) }
        if !colorTrack.entries.isEmpty { out.append(.backgroundColor) }
        if !cornerRadiusTrack.entries.isEmpty { out.append(.cornerRadius) }
        if !borderWidthTrack.entries.isEmpty { out.append(.borderWidth) }
        if !borderColorTrack.entries.isEmpty { out.append(.borderColor) }
        return out
    }

    /// Whether a running animation without `allowUserInteraction` keeps this view from taking touches.
    var isBlockedByAnimation: Bool {
        func blocks<V>(_ t: PropertyTrack<V>) -> Bool { t.entries.contains { !$0.owner.allowsUserInteraction } }
        return blocks(centerTrack) || blocks(sizeTrack) || blocks(transformTrack) || blocks(alphaTrack)
            || blocks(colorTrack) || blocks(cornerRadiusTrack) || blocks(borderWidthTrack) || blocks(borderColorTrack)
    }
}
