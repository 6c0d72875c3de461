import KinemaCore

/// Positions, runs and windows: the arithmetic behind <doc:PropertyAnimators>.
extension PropertyAnimator {
    /// The position `p` at `time`: the held position when not running; while running, the position
    /// pausing at `time` would hold (Kinema's decision, see the type's discussion).
    func position(at time: Double) -> Double {
        guard state == .active, let run = segment else { return heldPosition }
        if time <= run.begin { return run.startPosition }
        if run.isCanonical, !scrubsLinearly { return Swift.min(1, (time - run.begin) / run.length) }
        return position(showing: main.fraction(at: time))
    }

    /// The position whose paused display is the displayed fraction `shown` of the whole timeline.
    func position(showing shown: Double) -> Double {
        scrubsLinearly ? clamp01(shown) : ownTiming.fraction(reaching: shown)
    }

    /// What `block` shows while paused at position `p`: its share of the way, through the timing
    /// unless scrubbing linearly.
    func heldFraction(of block: AnimatorBlock, at p: Double) -> Double {
        let u = block.localPosition(p)
        return scrubsLinearly ? u : block.pausedTiming.progress(atFraction: u)
    }

    /// Holds every value where it is at `time` (clamped to the path's ends) and the position
    /// that shows it; cancels the scheduled completion.
    func hold(at time: Double) {
        let p = position(at: time)
        main.hold(clamp01(main.fraction(at: time)))
        for block in blocks { block.hold(clamp01(block.fraction(at: time))) }
        heldPosition = p
        segment = nil
        cancelEnd()
    }

    /// Shows position `p` on every block (scrubbing). Blocks that follow the whole timeline show
    /// what the main block shows (same window, same timing), computed once.
    func show(position p: Double) {
        heldPosition = p
        let whole = heldFraction(of: main, at: p)
        main.hold(whole)
        for block in blocks { block.hold(block.windowStart == 0 ? whole : heldFraction(of: block, at: p)) }
    }

    /// Restarts the motion from the current presentation values towards the end values (start
    /// values when reversed) with `timing` (nil: the animator's own) over `durationFactor *
    /// duration`, or the remaining share of the duration when the factor is 0, after `delay`.
    /// Plans everything before changing anything, so a throw changes nothing.
    func runSegment(
        timing given: TimingParameters?, durationFactor: Double, delay: Double,
        scene: Scene
    ) throws(AnimationError) {
        let now = scene.animatorClockTime
        let p = position(at: now)
        let done = isReversed ? 1 - p : p
        let length = durationFactor == 0 ? (1 - done) * duration : durationFactor * duration
        guard length.isFinite else { throw .notFinite("durationFactor * duration") }
        let target: Double = isReversed ? 0 : 1
        let timing = given ?? timingParameters
        let begin = now + delay
        // A first run over the whole duration gives every block exactly its own share of the
        // duration, for which its timing is already resolved.
        let fullRun = given == nil && length == duration && p == 1 - target
        let all = [main] + blocks
        try timing.validate()
        var motions: [AnimatorBlock.Motion] = []
        motions.reserveCapacity(all.count)
        for block in all {
            let (from, to) = window(of: block.windowStart, position: p, length: length, target: target)
            let resolved = fullRun ? block.pausedTiming : try timing.resolved(over: to - from)
            motions.append(
                AnimatorBlock.Motion(
                    from: block.fraction(at: now), to: target, begin: begin + from,
                    end: begin + to, timing: resolved))
        }
        for (block, motion) in zip(all, motions) { block.motion = motion }
        segment = Segment(
            begin: begin, length: length, target: target, startPosition: p, timing: timing,
            isCanonical: fullRun && target == 1 && motions[0].from == 0)
        state = .active
        scheduleEnd(at: begin + length, scene: scene)
    }

    /// The span, in seconds from the start of a run of `length` seconds from position `p`, over
    /// which a block whose window starts at `a` moves: the timeline is spread evenly over the run,
    /// and the block moves while it is inside `[a, 1]`.
    func window(of a: Double, position p: Double, length: Double, target: Double) -> (Double, Double) {
        if a <= 0 { return (0, length) }
        if target == 1 {
            if a >= 1 { return (length, length) }
            guard p < 1, a > p else { return (0, length) }
            return (length * (a - p) / (1 - p), length)
        }
        guard p > a else { return (0, length) }
        return (0, length * (p - a) / p)
    }

    /// Adds a block to an active animator: it runs at once and its changes start `delayFactor`
    /// times the remaining duration later.
    func addActiveBlock(_ animations: @escaping () -> Void, delayFactor: Double, now: Double) throws(AnimationError) {
        guard let scene else { throw .sceneUnavailable }
        let p = position(at: now)
        let a = delayFactor == 0 ? p : p + delayFactor * (1 - p)
        let pausedTiming = try timingParameters.resolved(over: (1 - a) * duration)
        let block = AnimatorBlock(windowStart: a, pausedTiming: pausedTiming)
        if let run = segment, run.target == 1 {
            let end = run.begin + run.length
            let from = Swift.max(now, run.begin)
            let begin = from + delayFactor * (end - from)
            let timing = try run.timing.resolved(over: end - begin)
            block.motion = AnimatorBlock.Motion(from: 0, to: 1, begin: begin, end: end, timing: timing)
        } else {
            block.hold(heldFraction(of: block, at: p))
        }
        run(animations, in: block, scene: scene)
    }

    /// Keeps every held value when `scrubsLinearly` changes and re-derives the position.
    func scrubbingDidChange() {
        guard state == .active, segment == nil else { return }
        heldPosition = position(showing: main.held)
    }

    /// Schedules the natural completion at `time` on the animator's clock (the root view's local
    /// time), replacing any earlier one.
    func scheduleEnd(at time: Double, scene: Scene) {
        cancelEnd()
        let expected = generation
        endToken = scene.setAlarm(view: scene.root, localTime: time) { [self] in reachedEnd(generation: expected) }
    }

    /// Cancels the scheduled natural completion.
    func cancelEnd() {
        generation &+= 1
        if let endToken, let scene { scene.cancelAlarm(endToken) }
        endToken = nil
    }
}

/// `x` clamped to [0, 1] (NaN stays NaN).
@inline(__always)
func clamp01(_ x: Double) -> Double { x < 0 ? 0 : (x > 1 ? 1 : x) }
