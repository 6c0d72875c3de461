import KinemaCore

extension Scene {
    /// Creates a property animator that starts at once (UIKit's `UIViewPropertyAnimator.
    /// runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
    ///
    /// The options' curve bits choose the timing curve (easeInOut by default, as in UIKit);
    /// `.beginFromCurrentState` makes the block's changes start from the presentation values,
    /// replacing animations running on the same properties; the animated views keep taking touches
    /// only with `.allowUserInteraction`, as with `animate(withDuration:...)`.
    ///
    /// - Throws: ``AnimationError/notFinite(_:)`` or ``AnimationError/negative(_:)`` for the duration
    ///   or the delay.
    @discardableResult
    public func runningPropertyAnimator(
        withDuration duration: Double, delay: Double = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((AnimatingPosition) -> Void)? = nil
    )
        throws(AnimationError) -> PropertyAnimator
    {
        guard delay.isFinite else { throw .notFinite("delay") }
        guard delay >= 0 else { throw .negative("delay") }
        let animator = try PropertyAnimator(
            scene: self, duration: duration, timing: .cubic(options.curve),
            animations: animations,
            beginFromCurrentState: options.contains(.beginFromCurrentState))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        try animator.startAnimation(afterDelay: delay)
        return animator
    }
}
