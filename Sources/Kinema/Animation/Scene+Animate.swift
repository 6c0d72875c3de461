import KinemaCore

extension Scene {
    /// Animates the changes made in `animations` over `duration` seconds with a timing curve
    /// (UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`).
    ///
    /// Every animatable property set inside the block changes its model value at once and animates
    /// its presentation value. Centres, sizes, corner radii and transforms animate additively on top
    /// of animations already running on them; alpha, colours and border widths replace the running
    /// animation (whose completion reports `false`) and start from the old model value (see
    /// ``AnimatableProperty/isAdditive``). With `.beginFromCurrentState` every property replaces
    /// and starts from its current presentation value. A layout pass run in the
    /// block (`layoutIfNeeded()`) animates the centres and sizes it changes. Assigning a property its
    /// current model value makes no animation. The completion runs once, after the clock passes
    /// `delay + duration` (at once if nothing animates), with `false` if any of the block's
    /// animations was removed early. A duration of 0 applies the changes without animation.
    public func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) throws(AnimationError) {
        try Self.validate(duration: duration, delay: delay)
        runAnimation(
            delay: delay, timing: .curve(options.curve, duration: duration), options: options,
            animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with UIKit's duration-based spring
    /// (`usingSpringWithDamping:initialSpringVelocity:`): the spring solved for `duration` and the
    /// damping ratio (the springs article of KinemaCore's documentation) runs in real seconds and the target shows exactly once `duration`
    /// has passed. `initialSpringVelocity` is in whole distances per second.
    public func animate(
        withDuration duration: Double, delay: Double = 0,
        usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double = 0,
        options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) throws(AnimationError) {
        try Self.validate(duration: duration, delay: delay)
        guard dampingRatio.isFinite else { throw .notFinite("damping ratio") }
        guard velocity.isFinite else { throw .notFinite("initial spring velocity") }
        let timing = try AnimationError.building { () throws(ValueError) in
            try TimingModel.uikitSpring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        }
        runAnimation(delay: delay, timing: timing, options: options, animations: animations, completion: completion)
    }

    /// Animates with any `Spring` (for example `Spring(mass:stiffness:damping:)`) over `duration`
    /// seconds; the target shows exactly once `duration` has passed. Use
    /// `spring.settlingDuration` for Core Animation's own choice of duration.
    public func animate(
        withDuration duration: Double, delay: Double = 0, spring: Spring,
        options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) throws(AnimationError) {
        try Self.validate(duration: duration, delay: delay)
        runAnimation(
            delay: delay, timing: .spring(spring, duration: duration), options: options,
            animations: animations, completion: completion)
    }

    static func validate(duration: Double, delay: Double) throws(AnimationError) {
        guard duration.isFinite else { throw .notFinite("duration") }
        guard delay.isFinite else { throw .notFinite("delay") }
        guard duration >= 0 else { throw .negative("duration") }
        guard delay >= 0 else { throw .negative("delay") }
    }

    /// Runs `animations` with `timing`, starting `delay` seconds from now.
    private func runAnimation(
        delay: Double, timing: TimingModel, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let duration = timing.duration
        let repetition = takeBlockRepetition()
        let group = AnimationGroup(
            scene: self, allowsUserInteraction: options.contains(.allowUserInteraction),
            completion: completion)
        var end = time + delay + (repetition?.activeDuration(duration) ?? duration)
        if duration == 0 {
            performWithoutAnimation(animations)
        } else {
            let driver = TimedDriver(begin: time + delay, timing: timing, repetition: repetition)
            let recorder = AdditiveRecorder(
                driver: driver, owner: group,
                beginFromCurrentState: options.contains(.beginFromCurrentState)
            ) {
                view, property, shift in
                group.entryAdded(to: view, property: property, shift: shift)
            } replaced: { count in
                group.entriesReplaced(count)
            }
            withRecorder(recorder, animations)
            if recorder.longestActive > 0 { end = Swift.max(end, time + recorder.longestActive) }
        }
        group.start(endingAt: end)
    }
}
