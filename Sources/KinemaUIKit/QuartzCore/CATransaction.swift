import Foundation
import Kinema

/// Core Animation's transactions, on the current harness's scene: `begin()` and `commit()` group
/// what is added between them; the completion block runs once the transaction is committed and
/// every animation added while it was open (explicit animations and UIView animation blocks
/// alike) has finished or been removed, at once when none was added. Outside any explicit
/// transaction the calls act on the implicit one, which the harness commits at its next step of
/// the clock (as the run loop commits Core Animation's).
@MainActor
open class CATransaction: NSObject {
    private static var scene: Scene { UIKitRuntime.current.scene }

    /// Opens a transaction nested in the open ones.
    open class func begin() { scene.beginTransaction() }

    /// Closes the innermost open transaction; an unbalanced call is reported in the diagnostics.
    open class func commit() {
        UIKitRuntime.current.perform("CATransaction.commit()") { try scene.commitTransaction() }
    }

    /// Commits the implicit transaction now, if one is open.
    open class func flush() { scene.commitImplicitTransaction() }

    /// Does nothing: the harness runs on one thread.
    open class func lock() {}

    /// Does nothing: the harness runs on one thread.
    open class func unlock() {}

    /// The duration of animations added with a duration of 0 (0.25 s unless set).
    open class func animationDuration() -> CFTimeInterval { scene.currentTransaction.animationDuration }

    /// Sets the duration of animations added with a duration of 0 in the current transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { scene.currentTransaction.animationDuration = dur }

    /// The timing function of the transaction's implicit animations, or nil.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        scene.currentTransaction.timingFunction.map(CAMediaTimingFunction.init(curve:))
    }

    /// Sets the timing function of the transaction's implicit animations.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        scene.currentTransaction.timingFunction = function?.curve
    }

    /// Whether property changes in the transaction run their implicit animations.
    open class func disableActions() -> Bool { scene.currentTransaction.disablesActions }

    /// Turns the transaction's implicit animations off: the changes of free-standing layers (a
    /// view's layer has none: UIKit turns them off, and so does the facade).
    open class func setDisableActions(_ flag: Bool) { scene.currentTransaction.disablesActions = flag }

    /// The block that runs when the transaction's animations have finished, or nil.
    open class func completionBlock() -> (() -> Void)? { scene.currentTransaction.completion }

    /// Sets the block that runs once the transaction is committed and its animations have finished.
    open class func setCompletionBlock(_ block: (() -> Void)?) { scene.currentTransaction.completion = block }
}
