import KinemaCore

/// Explicit animations attached by key (Core Animation's `CALayer.add(_:forKey:)` and friends);
/// see <doc:ExplicitAnimations>.
extension View {
    /// Adds an explicit animation under `key` (`CALayer.add(_:forKey:)`). An animation already
    /// under the same key is removed first (its ``ExplicitAnimation/onStop`` runs with `false`);
    /// a nil key adds an animation that only ``removeAllAnimations()`` removes.
    ///
    /// The animation is copied. A begin time of 0 becomes the view's local time now; a duration
    /// of 0 becomes the current transaction's ``Transaction/animationDuration`` (0.25 s). The
    /// animation never changes a model value.
    ///
    /// - Throws: ``AnimationError`` when the view is in no scene, a timing number is not finite,
    ///   negative or out of range (magnitudes up to 1e9; a duration of 0 or at least 1e-9 s), a
    ///   value's type does not match the key path or its magnitude exceeds 1e9, or the keyframes
    ///   cannot be built; nothing changes then.
    public func addAnimation(_ animation: any ExplicitAnimation, forKey key: String? = nil) throws(AnimationError) {
        guard let scene else { throw .viewNotInScene(name) }
        if let transition = animation as? TransitionAnimation {
            return try addTransition(transition, forKey: key, in: scene)
        }
        let compilable = try animation.compilable()
        try animation.timing.validate()
        var settled = animation
        if settled.timing.beginTime == 0 { settled.timing.beginTime = localTimeNow }
        if settled.timing.duration == 0 { settled.timing.duration = scene.transactionAnimationDuration }
        let timing = ResolvedTiming(
            settled.timing, beginTime: settled.timing.beginTime,
            duration: settled.timing.duration,
            removedOnCompletion: settled.isRemovedOnCompletion, curve: settled.timingFunction)
        let clock = MediaClock(timing)
        let run = ExplicitRun(key: key, animation: settled, clock: clock, view: self, scene: scene)
        run.entries = try compilable.entries(clock: clock, owner: run)
        if let key, let old = media.runs.first(where: { $0.key == key }) { old.remove() }
        run.install(transactions: scene.transactionsForNewAnimation)
    }

    /// Removes the animation under `key`, if any (`removeAnimation(forKey:)`): its
    /// ``ExplicitAnimation/onStop`` runs with `false` unless it had already stopped.
    public func removeAnimation(forKey key: String) {
        media.runs.first { $0.key == key }?.remove()
    }

    /// The keys of the explicit animations on the view, in the order they were added
    /// (`animationKeys()`); animations added without a key are not listed.
    public func animationKeys() -> [String] { media.runs.compactMap(\.key) }

    /// The animation under `key` as it was added, with its begin time and duration settled
    /// (`animation(forKey:)`).
    public func animation(forKey key: String) -> (any ExplicitAnimation)? {
        media.runs.first { $0.key == key }?.animation
    }

    /// Whether changes made outside animation blocks animate, as a standalone `CALayer`'s do
    /// (false by default, as for a view: a `UIView` turns its layer's implicit animations off).
    /// When true, a property set outside any animation block changes its model value at once and
    /// a ``BasicAnimation`` from the presentation value to the new value is added under the
    /// property's Core Animation key, with the current transaction's duration and timing function
    /// (``/KinemaCore/TimingCurve/default`` when it has none), unless the transaction disables actions.
    public var implicitlyAnimates: Bool {
        get { media.implicitlyAnimates }
        set { media.implicitlyAnimates = newValue }
    }
}

extension Scene {
    /// A change of `view`'s property `d` made outside any animation block on a view that
    /// animates implicitly: the model changes, and a basic animation from the presentation value
    /// runs under the property's key (see ``View/implicitlyAnimates``).
    func animateImplicitly<Value>(_ view: View, _ d: PropertyDescriptor<Value>, from old: Value, to new: Value) {
        let transaction = activeTransaction
        guard !(transaction?.disablesActions ?? false), let value = new as? any ExplicitValue else {
            d.write(new, into: &view.properties.model)
            return
        }
        let shown = view.properties.presentation(of: d, at: view.localTimeNow)
        d.write(new, into: &view.properties.model)
        guard let start = shown as? any ExplicitValue else { return }
        var animation = BasicAnimation(
            keyPath: AnimationKeyPath(d.property), from: start.animationValue,
            to: value.animationValue)
        animation.timing.duration = transactionAnimationDuration
        animation.timingFunction = transaction?.timingFunction ?? .default
        do {
            try view.addAnimation(animation, forKey: d.property.coreAnimationKey)
        } catch {
            report(error, from: .property)
        }
    }
}
