import Foundation
import Kinema

extension UIView {
    // MARK: Blocks

    /// Animates the changes made in `animations` over `duration` seconds after `delay`, with the
    /// curve of `options` (ease-in-out by default). A duration that is not positive applies the
    /// changes at once; the completion runs with `true` when the animation ended, `false` when it
    /// was removed early.
    ///
    /// `.repeat` runs the animation from the old values to the new ones for ever (the completion
    /// never runs unless the animation is removed); `.autoreverse` runs each pass forwards, then
    /// backwards, and alone plays one such pass; when a finite repetition ends, the views show their
    /// model values at once, as on iOS. ``modifyAnimations(withRepeatCount:autoreverses:animations:)``
    /// gives a count.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(duration, delay, options.repetition, animations, completion) { scene, d, delay, completion in
            try scene.animate(
                withDuration: d, delay: delay, options: options.kinema, animations: animations, completion: completion)
        }
    }

    /// Animates with no delay and the default options.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with no delay, the default options and no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with UIKit's duration-based spring (`dampingRatio` in (0, 1], `velocity` in whole
    /// distances per second): the spring solved for the duration runs in real seconds and the
    /// target shows exactly once `duration` has passed.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(duration, delay, options.repetition, animations, completion) { scene, d, delay, completion in
            try scene.animate(
                withDuration: d, delay: delay, usingSpringWithDamping: Double(dampingRatio),
                initialSpringVelocity: Double(velocity), options: options.kinema,
                animations: animations, completion: completion)
        }
    }

    /// Animates with a spring of perceptual duration `springDuration` and `bounce` (iOS 17): the
    /// animation lasts the spring's settling duration.
    public class func animate(
        springDuration: TimeInterval = 0.5, bounce: CGFloat = 0,
        initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let runtime = UIKitRuntime.current
        guard
            let spring = runtime.perform(
                "UIView.animate(springDuration:bounce:)",
                {
                    try Spring(
                        duration: springDuration, bounce: Double(bounce), initialVelocity: Double(initialSpringVelocity)
                    )
                })
        else {
            animations()
            runtime.complete(completion, finished: true)
            return
        }
        let duration = spring.settlingDuration.isFinite ? spring.settlingDuration : springDuration
        runAnimationBlock(duration, delay, options.repetition, animations, completion) { scene, d, delay, completion in
            try scene.animate(
                withDuration: d, delay: delay, spring: spring, options: options.kinema,
                animations: animations, completion: completion)
        }
    }

    /// Makes the changes in `animations` repeat `count` times (fractions end mid-pass), each pass
    /// forwards then, with `autoreverses`, backwards (iOS 13). Call it inside a `UIView.animate`
    /// block: the changes animate with the block's duration, delay and curve, and the block's
    /// completion waits for the repetitions. Elsewhere (outside any block, in a keyframe or property
    /// animator block) the changes are made as the enclosing code makes them and the call is
    /// reported in the diagnostics.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        let runtime = UIKitRuntime.current
        let repetition = AnimationRepetition(count: Double(count), autoreverses: autoreverses)
        if !runtime.scene.modifyAnimations(repetition, animations), runtime.areAnimationsEnabled {
            runtime.log(
                "Kinema: UIView.modifyAnimations(withRepeatCount:autoreverses:animations:) repeats the "
                    + "changes of a UIView.animate block only; here they do not repeat")
        }
    }

    // MARK: Keyframes

    /// Runs a keyframe animation: inside `animations`, call
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let runtime = UIKitRuntime.current
        let withoutAnimation = {
            runtime.keyframesWithoutAnimation += 1
            defer { runtime.keyframesWithoutAnimation -= 1 }
            animations()
        }
        runAnimationBlock(duration, delay, options.repetition, withoutAnimation, completion) {
            scene, d, delay, completion in
            try scene.animateKeyframes(
                withDuration: d, delay: delay, options: options.kinema, animations: animations, completion: completion)
        }
    }

    /// Adds a keyframe to the enclosing keyframe animation: the changes made in `animations` are
    /// reached at `frameStartTime + frameDuration` of it (both fractions of its duration).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        let runtime = UIKitRuntime.current
        if runtime.keyframesWithoutAnimation > 0 { return animations() }
        runtime.perform("UIView.addKeyframe") {
            try runtime.scene.addKeyframe(
                withRelativeStartTime: frameStartTime, relativeDuration: frameDuration,
                animations: animations)
        }
    }

    /// Runs one of the blocks above in the current harness (`UIKitRuntime.runBlock`): `animate`
    /// hands it to the engine's scene with its duration and its delay clamped as UIKit reads them;
    /// without animation, `immediate` makes the changes at once.
    private static func runAnimationBlock(
        _ duration: TimeInterval, _ delay: TimeInterval, _ repetition: AnimationRepetition?,
        _ immediate: () -> Void, _ completion: ((Bool) -> Void)?,
        _ animate: (Scene, Double, Double, ((Bool) -> Void)?) throws -> Void
    ) {
        let runtime = UIKitRuntime.current
        runtime.runBlock(duration: duration, repetition: repetition, completion: completion) { d, completion in
            try animate(runtime.scene, d, clamped(delay), completion)
        } immediate: {
            immediate()
        }
    }

    // MARK: Switching animations off

    /// Applies the changes at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        UIKitRuntime.current.scene.performWithoutAnimation(actionsWithoutAnimation)
    }

    /// Turns animation blocks on or off for the current harness: while off, blocks apply their
    /// changes at once and their completions run with `true`.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        UIKitRuntime.current.areAnimationsEnabled = enabled
    }

    /// Whether animation blocks animate (``setAnimationsEnabled(_:)``).
    public class var areAnimationsEnabled: Bool { UIKitRuntime.current.areAnimationsEnabled }

    /// The duration of the innermost animation block being run, 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        UIKitRuntime.current.animationDurations.last ?? 0
    }
}

/// A delay or duration as UIKit reads it: NaN and negative values count as 0.
func clamped(_ x: TimeInterval) -> Double {
    x.isNaN || x < 0 ? 0 : (x.isFinite ? x : 0)
}
