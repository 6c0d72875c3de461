import Foundation
import Kinema

/// The state of an animator (UIKit's `UIViewAnimatingState`, same raw values).
///
/// An animator is created `inactive`; starting, pausing or setting its fraction complete makes it
/// `active`; finishing naturally, `stopAnimation(true)` or `finishAnimation(at:)` makes it
/// `inactive` again; `stopAnimation(false)` makes it `stopped`.
public enum UIViewAnimatingState: Int, Sendable, Hashable {
    /// Not started, or finished.
    case inactive = 0
    /// Running or paused.
    case active = 1
    /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped = 2

    /// The engine's state (the same raw values).
    init(_ state: AnimatingState) { self.init(mirroring: state) }
}

/// Where an animator's properties ended (UIKit's `UIViewAnimatingPosition`, same raw values),
/// passed to its completion handlers.
public enum UIViewAnimatingPosition: Int, Sendable, Hashable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Where they were when the animator was stopped.
    case current = 2

    /// The engine's position (the same raw values).
    init(_ position: AnimatingPosition) { self.init(mirroring: position) }

    /// As the engine names it.
    var kinema: AnimatingPosition { AnimatingPosition(mirroring: self) }
}

/// An object that runs animations and can be started, paused, stopped, scrubbed and reversed
/// (UIKit's `UIViewAnimating`); ``UIViewPropertyAnimator`` adopts it, and so can your own animators.
@MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// Inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run towards their start values.
    var isReversed: Bool { get set }
    /// The fraction of the animation done, 0 at the start and 1 at the end.
    var fractionComplete: CGFloat { get set }
    /// Starts the animations now.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are: inactive with `withoutFinishing`, else stopped.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations can be added to and retimed while they run (UIKit's
/// `UIViewImplicitlyAnimating`). Every requirement is optional in UIKit: the defaults here do
/// nothing, so a custom animator implements only what it supports.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds an animation block whose changes start `delayFactor` times the remaining duration later.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds an animation block.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a completion handler, called with the position the animations finished at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Restarts a paused animator with other timing over `durationFactor` times its duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing (the requirement is optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing (the requirement is optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing (the requirement is optional in UIKit).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing (the requirement is optional in UIKit).
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?,
        durationFactor: CGFloat
    ) {}
}
