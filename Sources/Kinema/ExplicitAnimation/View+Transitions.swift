import KinemaCore
import RealModule

extension View {
    /// Adds `transition` under `key`: takes the old picture, puts it next to the view, and
    /// animates both on one clock (see ``TransitionAnimation``).
    func addTransition(_ transition: TransitionAnimation, forKey key: String?, in scene: Scene) throws(AnimationError) {
        // Without a superview (a scene's root), or as a mask (none of its superview's subviews),
        // the old picture can only lie over the view's own content, inside it: right for a fade,
        // wrong for anything that moves the view.
        let beside = superview != nil && !isMask
        if !beside, transition.style != .fade { throw .transitionWithoutSuperview(name) }
        try transition.timing.validate()
        try transition.validateProgress()
        var settled = transition
        settled.isRemovedOnCompletion = true
        if settled.timing.beginTime == 0 { settled.timing.beginTime = localTimeNow }
        if settled.timing.duration == 0 { settled.timing.duration = scene.transactionAnimationDuration }
        let timing = ResolvedTiming(
            settled.timing, beginTime: settled.timing.beginTime, duration: settled.timing.duration,
            removedOnCompletion: true, curve: settled.timingFunction)
        let clock = MediaClock(timing)
        let run = ExplicitRun(key: key, animation: settled, clock: clock, view: self, scene: scene)

        // The old picture: what the subtree shows now, on the view's own clock so that both
        // read the same local time.
        let old = snapshotCopy(suffix: " (old)")
        old.transitionSource = self
        old.media.clock = media.clock
        let motion = TransitionMotion(style: transition.style, view: old.properties.model)
        run.entries = motion.viewEntries(transition, clock: clock, owner: run)
        let oldEntries = motion.oldPictureEntries(transition, clock: clock, owner: run)
        do {
            if beside, let superview {
                if motion.oldPictureIsBelow {
                    try superview.insertSubview(old, belowSubview: self)
                } else {
                    try superview.insertSubview(old, aboveSubview: self)
                }
            } else {
                // Inside the view, over its bounds: the view's own transform, opacity and shadow
                // already apply to it. A bounds origin near the limit of model values would put
                // the centre past it: the centre is clamped to the limit (the picture then sits
                // off by the excess).
                func limited(_ x: Double) -> Double {
                    Swift.min(Swift.max(x, -Limits.maximumMagnitude), Limits.maximumMagnitude)
                }
                let anchor = old.properties.model.anchorPoint
                old.properties.model.center = Point(
                    x: limited(boundsOrigin.x + old.properties.model.size.width * anchor.x),
                    y: limited(boundsOrigin.y + old.properties.model.size.height * anchor.y))
                old.properties.model.transform = .identity
                old.properties.model.alpha = 1
                old.properties.model.shadowOpacity = 0
                old.media.clock = ViewClock()
                try addSubview(old)
            }
        } catch {
            // The view is its superview's subview and the copy is in no tree: neither a cycle
            // nor a foreign scene can occur. Were one to, the run's entries (which hold the run)
            // go with it.
            run.entries = []
            return
        }
        old.properties.entries.append(contentsOf: oldEntries)
        run.onTakeOff = { [weak old] in old?.removeFromSuperview() }
        if let key, let previous = media.runs.first(where: { $0.key == key }) { previous.remove() }
        run.install(transactions: scene.transactionsForNewAnimation)
    }
}

/// What a transition style moves, fades and scales, for one view whose values at the start are
/// `view` (see the table of ``TransitionStyle``).
struct TransitionMotion {
    let style: TransitionStyle
    /// The view's size along the motion, as a vector in its superview's coordinates (the motion
    /// of the old picture over the whole transition), for the sliding styles.
    let travel: Vector

    init(style: TransitionStyle, view: ViewValues) {
        self.style = style
        let edge: TransitionEdge? =
            switch style {
            case .fade, .flip: nil
            case .moveIn(let e), .push(let e), .reveal(let e): e
            }
        if let edge {
            let length = edge.isHorizontal ? view.size.width : view.size.height
            let u = edge.motion
            travel = view.transform.apply(to: Vector(dx: u.dx * length, dy: u.dy * length))
        } else {
            travel = .zero
        }
    }

    /// Whether the old picture goes below the view (only when the new one slides in over it).
    var oldPictureIsBelow: Bool {
        if case .moveIn = style { return true }
        return false
    }

    /// The progress at eased fraction `f` for `t`'s progress bounds, as a function that holds
    /// nothing of `t` but the two numbers (the entries keep it for the run's lifetime).
    private static func progress(of t: TransitionAnimation) -> (Double) -> Double {
        let start = t.startProgress, span = t.endProgress - t.startProgress
        return { f in start + span * f }
    }

    /// The entries on the view itself.
    func viewEntries(_ t: TransitionAnimation, clock: MediaClock, owner: any AnimationOwner) -> [AnimationEntry] {
        let travel = travel, progress = Self.progress(of: t)
        let entries: [AnimationEntry?]
        switch style {
        case .fade, .reveal: entries = []
        case .moveIn, .push:
            entries = [
                Self.entry(.position, clock, owner) { (f: Double, base: Point) in
                    let rest = 1 - progress(f)
                    return Point(x: base.x - travel.dx * rest, y: base.y - travel.dy * rest)
                }
            ]
        case .flip(let edge):
            entries = [
                Self.entry(.opacity, clock, owner) { (f: Double, base: Double) in progress(f) < 0.5 ? 0 : base },
                Self.entry(.transform, clock, owner) { (f: Double, base: TransformValue) in
                    let p = progress(f)
                    return p < 0.5 ? base : Self.squeezed(base, by: -Double.cos(Double.pi * p), edge)
                }
            ]
        }
        return entries.compactMap { $0 }
    }

    /// The entries on the old picture.
    func oldPictureEntries(_ t: TransitionAnimation, clock: MediaClock, owner: any AnimationOwner) -> [AnimationEntry] {
        let travel = travel, progress = Self.progress(of: t)
        let entries: [AnimationEntry?]
        switch style {
        case .fade:
            entries = [
                Self.entry(.opacity, clock, owner) { (f: Double, base: Double) in base * (1 - progress(f)) }
            ]
        case .moveIn: entries = []
        case .push, .reveal:
            entries = [
                Self.entry(.position, clock, owner) { (f: Double, base: Point) in
                    let p = progress(f)
                    return Point(x: base.x + travel.dx * p, y: base.y + travel.dy * p)
                }
            ]
        case .flip(let edge):
            entries = [
                Self.entry(.opacity, clock, owner) { (f: Double, base: Double) in progress(f) < 0.5 ? base : 0 },
                Self.entry(.transform, clock, owner) { (f: Double, base: TransformValue) in
                    let p = progress(f)
                    return p < 0.5 ? Self.squeezed(base, by: Double.cos(Double.pi * p), edge) : base
                }
            ]
        }
        return entries.compactMap { $0 }
    }

    /// `base` scaled by `factor` across the flip's axis, in the view's own coordinates (before
    /// its transform).
    private static func squeezed(_ base: TransformValue, by factor: Double, _ edge: TransitionEdge) -> TransformValue {
        let scale =
            edge.isHorizontal ? AffineTransform(scaleX: factor, y: 1) : AffineTransform(scaleX: 1, y: factor)
        return TransformValue(scale.then(base.matrix))
    }

    /// An entry writing `value(eased fraction, base)` into the property `keyPath` names.
    private static func entry<Value: ExplicitValue>(
        _ keyPath: AnimationKeyPath, _ clock: MediaClock, _ owner: any AnimationOwner,
        _ value: @escaping (Double, Value) -> Value
    ) -> AnimationEntry? {
        // The three key paths are whole properties of these value types, so the lens exists.
        guard let lens = keyPath.lens(Value.self) else { return nil }
        return AnimationEntry(
            lens: lens, clock: clock, path: .progress(duration: clock.timing.duration, value), isAdditive: false,
            isCumulative: false, owner: owner)
    }
}
