import Foundation
import Kinema

extension UIKitRuntime {
    /// An engine animator on this runtime's scene. A duration that is negative, NaN or infinite
    /// counts as 0; timing the engine refuses (a spring that never settles) is logged and replaced
    /// by the ease-in-out curve.
    func makePropertyAnimator(duration: TimeInterval, timing provider: any UITimingCurveProvider) -> PropertyAnimator {
        let d = clamped(duration)
        let timing = kinemaTiming(provider, caller: "UIViewPropertyAnimator")
        do {
            return try PropertyAnimator(scene: scene, duration: d, timingParameters: timing)
        } catch {
            log("UIViewPropertyAnimator: \(error); using easeInOut")
            if let fallback = try? PropertyAnimator(scene: scene, duration: d, timingParameters: .cubic(.easeInOut)) {
                return fallback
            }
            // Unreachable: `d` is finite and not negative, which is all a curve's animator needs.
            return try! PropertyAnimator(scene: scene, duration: 0, curve: .linear)
        }
    }
}

extension UIViewPropertyAnimator {
    /// Hands the blocks to an engine animator that starts at once (so that the options'
    /// `.beginFromCurrentState` and `.allowUserInteraction` apply as in UIKit).
    func runRunning(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)?
    ) {
        if !options.isDisjoint(with: [.repeat, .autoreverse]) {
            runtime.log(
                "Kinema: runningPropertyAnimator ignores .repeat and .autoreverse (a property animator "
                    + "runs once); use UIView.animate for a repeating block")
        }
        let engineCompletion = completion.map { handler in
            { (p: AnimatingPosition) in handler(UIViewAnimatingPosition(p)) }
        }
        do {
            kinemaAnimator = try runtime.scene.runningPropertyAnimator(
                withDuration: clamped(duration), delay: clamped(delay), options: options.kinema,
                animations: animations, completion: engineCompletion)
        } catch {
            // Only a duration or delay the engine refuses fails, and both were clamped first.
            report(error)
        }
    }

    func setFractionComplete(_ fraction: CGFloat) {
        let f = Double(fraction)
        guard !f.isNaN else { return }
        perform { () throws(AnimationError) in try kinemaAnimator.setFractionComplete(Swift.min(Swift.max(f, 0), 1)) }
    }

    func setReversed(_ reversed: Bool) {
        perform { () throws(AnimationError) in try kinemaAnimator.setReversed(reversed) }
    }

    func setInterruptible(_ interruptible: Bool) {
        perform { () throws(AnimationError) in try kinemaAnimator.setInterruptible(interruptible) }
    }

    func setUserInteractionEnabled(_ enabled: Bool) {
        perform { () throws(AnimationError) in try kinemaAnimator.setUserInteractionEnabled(enabled) }
    }

    func addBlock(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let k = Double(delayFactor)
        perform { () throws(AnimationError) in try kinemaAnimator.addAnimations(animation, delayFactor: k) }
    }

    func start(afterDelay delay: TimeInterval) {
        perform { () throws(AnimationError) in try kinemaAnimator.startAnimation(afterDelay: clamped(delay)) }
    }

    func pause() {
        perform { () throws(AnimationError) in try kinemaAnimator.pauseAnimation() }
    }

    func stop(_ withoutFinishing: Bool) {
        perform { () throws(AnimationError) in try kinemaAnimator.stopAnimation(withoutFinishing) }
    }

    func finish(at position: UIViewAnimatingPosition) {
        perform { () throws(AnimationError) in try kinemaAnimator.finishAnimation(at: position.kinema) }
    }

    func continueRunning(with parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        let timing = parameters.map { runtime.kinemaTiming($0, caller: "UIViewPropertyAnimator.continueAnimation") }
        let factor = clamped(Double(durationFactor))
        perform { () throws(AnimationError) in
            try kinemaAnimator.continueAnimation(withTimingParameters: timing, durationFactor: factor)
        }
    }

    /// Runs an engine call; its error becomes what UIKit does with the same misuse.
    private func perform(_ body: () throws(AnimationError) -> Void) {
        do {
            try body()
        } catch {
            report(error)
        }
    }

    /// What UIKit does with a misuse the engine refused (see the type's table): an exception, a
    /// logged line, or nothing.
    func report(_ error: AnimationError) {
        switch error {
        case .fractionCompleteWhileRunning, .invalidState(.setReversed, .stopped), .invalidState(.stop, _),
            .invalidState(.addAnimations, .stopped):
            return
        case .invalidState, .notInterruptible:
            runtime.logException("NSInternalInconsistencyException", "UIViewPropertyAnimator: \(error)")
        case .delayFactorOutOfRange, .notFinite("delayFactor"):
            runtime.logException("NSInvalidArgumentException", "UIViewPropertyAnimator: \(error)")
        case .reentrantCall:
            runtime.log("Kinema: UIViewPropertyAnimator: \(error); the call is ignored")
        default:
            runtime.log("UIViewPropertyAnimator: \(error)")
        }
    }
}
