import Foundation

/// What a ``UIDynamicAnimator`` tells its delegate (UIKit's `UIDynamicAnimatorDelegate`); both
/// methods are optional, and do nothing unless implemented.
@MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// The animator is about to step again after a pause (a behaviour was added or removed, an
    /// anchor moved, a velocity added, an item updated).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator came to rest: every item moved slower than 0.1 pt/s and turned slower than
    /// 0.035 rad/s for 0.5 s (or it has no behaviours left).
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
