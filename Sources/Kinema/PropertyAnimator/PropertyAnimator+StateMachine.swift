import KinemaCore

/// The state machine of <doc:PropertyAnimators>: inactive, active (running or paused) and stopped.
extension PropertyAnimator {
    /// Starts the animations now (UIKit's `startAnimation()`); see ``startAnimation(afterDelay:)``.
    public func startAnimation() throws(AnimationError) {
        try startAnimation(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds (UIKit's `startAnimation(afterDelay:)`).
    ///
    /// An inactive animator becomes active (its blocks run now, so their model values change now)
    /// and runs over its whole duration, from the start values, or from the end values towards the
    /// start values when reversed. A paused animator continues as
    /// `continueAnimation(withTimingParameters: nil, durationFactor: 0)` after the delay. A running
    /// animator is left alone. The animator counts as running during the delay.
    ///
    /// - Throws: ``AnimationError/notFinite(_:)`` or ``AnimationError/negative(_:)`` for the delay;
    ///   ``AnimationError/invalidState(_:_:)`` when stopped.
    public func startAnimation(afterDelay delay: Double) throws(AnimationError) {
        guard delay.isFinite else { throw .notFinite("delay") }
        guard delay >= 0 else { throw .negative("delay") }
        let scene = try check(.start)
        switch state {
        case .stopped:
            throw .invalidState(.start, .stopped)
        case .active:
            guard segment == nil else { return }
            try runSegment(timing: nil, durationFactor: 0, delay: delay, scene: scene)
        case .inactive:
            activate(scene: scene)
            // A first run uses the timings resolved when the animator and its blocks were created,
            // so this cannot fail after the blocks have run.
            try runSegment(timing: nil, durationFactor: 0, delay: delay, scene: scene)
        }
        self.delay = delay
    }

    /// Pauses the animations where they are (UIKit's `pauseAnimation()`); an inactive animator
    /// becomes active and paused at its start (at its end when reversed). Pausing a paused
    /// animator does nothing.
    ///
    /// - Throws: ``AnimationError/invalidState(_:_:)`` when stopped;
    ///   ``AnimationError/notInterruptible(_:)`` when not interruptible.
    public func pauseAnimation() throws(AnimationError) {
        let scene = try check(.pause)
        guard state != .stopped else { throw .invalidState(.pause, .stopped) }
        guard isInterruptible else { throw .notInterruptible(.pause) }
        if state == .inactive {
            activate(scene: scene)
        } else if segment != nil {
            hold(at: scene.animatorClockTime)
        }
    }

    /// Stops the animations where they are (UIKit's `stopAnimation(_:)`): every animated model
    /// value becomes what is on screen and the animations are removed. With `withoutFinishing`
    /// the animator becomes inactive and no completion handler runs; otherwise it becomes
    /// `stopped` and waits for ``finishAnimation(at:)``.
    ///
    /// - Throws: ``AnimationError/invalidState(_:_:)`` unless active;
    ///   ``AnimationError/notInterruptible(_:)`` when not interruptible.
    public func stopAnimation(_ withoutFinishing: Bool) throws(AnimationError) {
        let scene = try check(.stop)
        guard state == .active else { throw .invalidState(.stop, state) }
        guard isInterruptible else { throw .notInterruptible(.stop) }
        let now = scene.animatorClockTime
        for record in ledger.records { record.stop(owner: self, at: now) }
        hold(at: now)
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator (UIKit's `finishAnimation(at:)`): the animated model values go
    /// to the start values (`.start`), the end values (`.end`) or stay where they were stopped
    /// (`.current`); the animator becomes inactive and the completion handlers run, in order, with
    /// `position`.
    ///
    /// - Throws: ``AnimationError/invalidState(_:_:)`` unless stopped.
    public func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
        _ = try check(.finish)
        guard state == .stopped else { throw .invalidState(.finish, state) }
        for record in ledger.records { record.finish(at: position) }
        finishRun(at: position)
    }

    /// Restarts an active animator from the current presentation values towards the end values
    /// (the start values when reversed) with `parameters` (nil: the animator's own timing) over
    /// `durationFactor * duration` seconds, or over the remaining `(1 - fractionComplete) *
    /// duration` when `durationFactor` is 0 (UIKit's `continueAnimation(withTimingParameters:
    /// durationFactor:)`). Works on a paused animator and on a running one.
    ///
    /// - Throws: ``AnimationError/notFinite(_:)`` or ``AnimationError/negative(_:)`` for the factor;
    ///   ``AnimationError/invalidValue(_:)`` for spring parameters with no solution;
    ///   ``AnimationError/invalidState(_:_:)`` unless active; ``AnimationError/notInterruptible(_:)``
    ///   on a running animator that is not interruptible.
    public func continueAnimation(
        withTimingParameters parameters: TimingParameters?,
        durationFactor: Double
    ) throws(AnimationError) {
        guard durationFactor.isFinite else { throw .notFinite("durationFactor") }
        guard durationFactor >= 0 else { throw .negative("durationFactor") }
        let scene = try check(.continue)
        guard state == .active else { throw .invalidState(.continue, state) }
        if segment != nil, !isInterruptible { throw .notInterruptible(.continue) }
        try runSegment(timing: parameters, durationFactor: durationFactor, delay: 0, scene: scene)
    }

    /// Sets ``isReversed``. On an inactive or paused animator this only changes the direction (a
    /// paused animator's ``fractionComplete`` then reads `1 - p`). On a running animator it turns
    /// around from the current presentation values, as `continueAnimation(withTimingParameters:
    /// nil, durationFactor: 0)` in the new direction. Setting the current value does nothing.
    ///
    /// - Throws: ``AnimationError/invalidState(_:_:)`` when stopped;
    ///   ``AnimationError/notInterruptible(_:)`` on a running animator that is not interruptible.
    public func setReversed(_ reversed: Bool) throws(AnimationError) {
        let scene = try check(.setReversed)
        guard state != .stopped else { throw .invalidState(.setReversed, .stopped) }
        guard reversed != isReversed else { return }
        guard isRunning else {
            isReversed = reversed
            return
        }
        guard isInterruptible else { throw .notInterruptible(.setReversed) }
        isReversed = reversed
        do {
            try runSegment(timing: nil, durationFactor: 0, delay: 0, scene: scene)
        } catch {
            isReversed = !reversed
            throw error
        }
    }

    /// Sets ``fractionComplete``, clamped to [0, 1]: the animator shows position `fraction` (or
    /// `1 - fraction` when reversed). An inactive animator first becomes active and paused.
    ///
    /// - Throws: ``AnimationError/notFinite(_:)`` for NaN or an infinity;
    ///   ``AnimationError/fractionCompleteWhileRunning`` while running;
    ///   ``AnimationError/invalidState(_:_:)`` when stopped; ``AnimationError/notInterruptible(_:)``
    ///   when not interruptible.
    public func setFractionComplete(_ fraction: Double) throws(AnimationError) {
        guard fraction.isFinite else { throw .notFinite("fractionComplete") }
        guard !isInBlock else { throw .reentrantCall(.setFractionComplete) }
        if state == .stopped { throw .invalidState(.setFractionComplete, .stopped) }
        if segment != nil { throw .fractionCompleteWhileRunning }
        guard isInterruptible else { throw .notInterruptible(.setFractionComplete) }
        if state == .inactive {
            // Only activation needs the scene (scrubbing is the hot path: no weak load there).
            guard let scene else { throw .sceneUnavailable }
            activate(scene: scene)
        }
        let c = clamp01(fraction)
        show(position: isReversed ? 1 - c : c)
    }

    /// Sets ``isInterruptible``.
    ///
    /// - Throws: ``AnimationError/invalidState(_:_:)`` unless inactive.
    public func setInterruptible(_ interruptible: Bool) throws(AnimationError) {
        guard state == .inactive else { throw .invalidState(.setInterruptible, state) }
        isInterruptible = interruptible
    }

    /// Sets ``isUserInteractionEnabled``.
    ///
    /// - Throws: ``AnimationError/invalidState(_:_:)`` unless inactive.
    public func setUserInteractionEnabled(_ enabled: Bool) throws(AnimationError) {
        guard state == .inactive else { throw .invalidState(.setUserInteractionEnabled, state) }
        isUserInteractionEnabled = enabled
    }

    // MARK: Transitions

    /// Inactive to active and paused at the start (the end when reversed): runs the pending blocks.
    func activate(scene: Scene) {
        state = .active
        let p: Double = isReversed ? 1 : 0
        heldPosition = p
        main.hold(heldFraction(of: main, at: p))
        let pending = pendingBlocks
        pendingBlocks.removeAll()
        for (animations, block) in pending {
            block.hold(heldFraction(of: block, at: p))
            run(animations, in: block, scene: scene)
        }
    }

    /// The scheduled end of a run: pause there (`pausesOnCompletion`) or complete.
    func reachedEnd(generation expected: Int) {
        guard expected == generation, state == .active, let run = segment else { return }
        endToken = nil
        if pausesOnCompletion {
            segment = nil
            heldPosition = run.target
            main.hold(run.target)
            for block in blocks { block.hold(run.target) }
            return
        }
        let position: AnimatingPosition = run.target == 1 ? .end : .start
        for record in ledger.records { record.complete(at: position, owner: self) }
        finishRun(at: position)
    }

    /// Makes the animator inactive and runs the completion handlers with `position`.
    func finishRun(at position: AnimatingPosition) {
        let handlers = completions
        reset()
        for handler in handlers { handler(position) }
    }

    /// Back to a fresh inactive animator: blocks, completions and records are consumed, the
    /// position is 0 and the direction forwards.
    func reset() {
        cancelEnd()
        state = .inactive
        segment = nil
        heldPosition = 0
        isReversed = false
        delay = 0
        blocks.removeAll()
        pendingBlocks.removeAll()
        completions.removeAll()
        ledger.removeAll()
        main.hold(0)
    }
}
