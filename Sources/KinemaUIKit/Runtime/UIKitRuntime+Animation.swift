import Foundation
import Kinema

extension UIKitRuntime {
    /// Runs an animation block as UIKit does: with animations disabled (or a duration that is not
    /// positive) the changes apply at once and the completion runs at the current time with
    /// `true`; otherwise `animate` hands the block to the engine, whose errors are logged (and the
    /// changes then applied at once). The block's duration is inherited meanwhile.
    /// With a `repetition` (the `.repeat` and `.autoreverse` options) the block repeats as
    /// Kinema's `AnimationRepetition` says.
    func runBlock(
        duration: TimeInterval, repetition: AnimationRepetition? = nil, completion: ((Bool) -> Void)?,
        _ animate: (Double, ((Bool) -> Void)?) throws -> Void, immediate: () -> Void
    ) {
        let d = clamped(duration)
        guard areAnimationsEnabled, d > 0 else {
            scene.performWithoutAnimation(immediate)
            complete(completion, finished: true)
            return
        }
        animationDurations.append(d)
        defer { animationDurations.removeLast() }
        do {
            try scene.withBlockRepetition(repetition) { try animate(d, completion) }
        } catch {
            log("UIView animation: \(error)")
            scene.performWithoutAnimation(immediate)
            complete(completion, finished: true)
        }
    }

    /// Runs `completion` at the current time, after the code running now (UIKit calls it on a
    /// later turn of the run loop).
    func complete(_ completion: ((Bool) -> Void)?, finished: Bool) {
        guard let completion else { return }
        _ = try? scene.schedule(after: 0) { completion(finished) }
    }

}
