import KinemaCore

extension Scene {
    /// Runs a keyframe animation (UIKit's `UIView.animateKeyframes(withDuration:delay:options:...)`):
    /// inside `animations`, call `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    ///
    /// For each (view, property) the first keyframe that touches it records its initial value (the
    /// presentation value with `.beginFromCurrentState`, else the model value before the call); each
    /// keyframe then contributes {start, duration, value after its block}, and the key times follow
    /// UIKit's emission rule (see <doc:KeyframeAnimations>). The whole timeline is eased in-out unless a curve option is
    /// given, and interpolated with the options' calculation mode. Changes made directly in the outer
    /// block (outside any keyframe) animate as one keyframe spanning the whole duration (decided).
    /// Keyframe animations are not additive: they show their own values over anything running below
    /// them. On a key that UIKit does not animate additively (alpha, colours, border width; see
    /// ``AnimatableProperty/isAdditive``) they replace the running animations, whose completions
    /// report `false`; `.beginFromCurrentState` does so on every touched property.
    ///
    /// Misuse (nesting, keyframe times outside [0, 1], keyframes that cannot be built) throws an
    /// `AnimationError`; an error thrown by the block itself is rethrown as it is. Either way every
    /// model value the block changed is put back, so a failed call changes nothing. (The signature
    /// is untyped `throws` so that the block can say `try scene.addKeyframe(...)` without annotating
    /// its thrown type.)
    public func animateKeyframes(
        withDuration duration: Double, delay: Double = 0,
        options: KeyframeAnimationOptions = [],
        animations: () throws -> Void,
        completion: ((Bool) -> Void)? = nil
    ) throws {
        try Self.validate(duration: duration, delay: delay)
        if recorders.contains(where: { $0 is KeyframeAnimationBuilder }) {
            throw AnimationError.nestedKeyframeAnimation
        }
        let repetition = takeBlockRepetition()
        let builder = KeyframeAnimationBuilder(beginFromCurrentState: options.contains(.beginFromCurrentState))
        recorders.append(builder)
        do {
            try animations()
            builder.closeOuterBlock()
        } catch {
            recorders.removeLast()
            builder.rollBack()
            throw error
        }
        recorders.removeLast()
        let group = AnimationGroup(
            scene: self, allowsUserInteraction: options.contains(.allowUserInteraction),
            completion: completion)
        if duration == 0 {
            group.start(endingAt: time + delay)
            return
        }
        try installKeyframes(
            builder, duration: duration, delay: delay, options: options, repetition: repetition,
            group: group)
    }

    private func installKeyframes(
        _ builder: KeyframeAnimationBuilder, duration: Double, delay: Double,
        options: KeyframeAnimationOptions, repetition: AnimationRepetition?,
        group: AnimationGroup
    ) throws(AnimationError) {
        // One driver for every entry: the fraction of the keyframe timeline, warped by the curve.
        let driver = TimedDriver(
            begin: time + delay, timing: .curve(options.curve, duration: duration),
            repetition: repetition)
        let prepared: [() -> Void]
        do {
            prepared = try builder.prepare(
                totalDuration: duration, mode: options.calculationMode,
                driver: driver, group: group, scene: self)
        } catch {
            builder.rollBack()
            throw .invalidValue(error)
        }
        for install in prepared { install() }
        group.start(endingAt: time + delay + (repetition?.activeDuration(duration) ?? duration))
    }

    /// Adds a keyframe to the enclosing `animateKeyframes` block (UIKit's `UIView.addKeyframe`):
    /// the changes made in `animations` are reached at `relativeStart + relativeDuration` of the
    /// whole animation. Both numbers must lie in [0, 1] and their sum must not pass 1.
    public func addKeyframe(
        withRelativeStartTime relativeStart: Double, relativeDuration: Double,
        animations: () -> Void
    ) throws(AnimationError) {
        guard let builder = recorders.last as? KeyframeAnimationBuilder, !builder.isInKeyframe else {
            throw .keyframeOutsideKeyframeAnimation
        }
        guard relativeStart.isFinite, relativeDuration.isFinite, relativeStart >= 0, relativeDuration >= 0,
            relativeStart <= 1, relativeDuration <= 1, relativeStart + relativeDuration <= 1 + 1e-12
        else {
            throw .keyframeTimeOutOfRange(start: relativeStart, duration: relativeDuration)
        }
        builder.beginKeyframe()
        animations()
        builder.endKeyframe(start: relativeStart, duration: relativeDuration)
    }
}
