import Foundation
import Kinema

/// What `interruptibleAnimator(using:)` returns for a transition animator that does not
/// implement it: an animator that runs nothing. UIKit would not find the method at all; here the
/// first call made on it is logged and every call is ignored. ``UIPercentDrivenInteractiveTransition``
/// recognizes it and drives the animations by their views' clock instead.
@MainActor
final class NoInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    private let runtime: UIKitRuntime
    private var logged = false

    init(runtime: UIKitRuntime) { self.runtime = runtime }

    let state = UIViewAnimatingState.inactive
    let isRunning = false
    var isReversed: Bool {
        get { false }
        set { ignored("isReversed") }
    }
    var fractionComplete: CGFloat {
        get { 0 }
        set { ignored("fractionComplete") }
    }
    func startAnimation() { ignored("startAnimation()") }
    func startAnimation(afterDelay delay: TimeInterval) { ignored("startAnimation(afterDelay:)") }
    func pauseAnimation() { ignored("pauseAnimation()") }
    func stopAnimation(_ withoutFinishing: Bool) { ignored("stopAnimation(_:)") }
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) { ignored("finishAnimation(at:)") }

    /// Logs the first call.
    private func ignored(_ call: String) {
        guard !logged else { return }
        logged = true
        runtime.log(
            "Kinema: \(call) was called on the animator of a transition whose animator does not implement "
                + "interruptibleAnimator(using:); the call is ignored")
    }
}
