import Foundation
import Kinema

/// A view's Auto Layout bookkeeping (made on first use).
@MainActor
final class UIViewAutoLayoutState {
    /// The active constraints this view lists in `constraints`.
    var installed = IdentityList<NSLayoutConstraint>()
    /// The active constraints that name this view or one of its guides.
    var referencing = IdentityList<NSLayoutConstraint>()
    /// Whether `updateConstraints()` is due (true for a new view, as in UIKit).
    var needsUpdateConstraints = true
    /// Whether the last `updateConstraints()` reached UIView's own.
    var superUpdateConstraintsCalled = false
    /// Whether the intrinsic size must be read before the next pass.
    var needsIntrinsicSizeRead = true
    /// The layout margins set on the view, if any (else the default).
    var layoutMargins: UIEdgeInsets?
    /// Whether the margins guide lies inside the safe area.
    var insetsLayoutMarginsFromSafeArea = true
    /// The margins the engaged constraints' constants were last computed with.
    var appliedMargins: UIEdgeInsets?
    /// The guides, made on first use.
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    /// The layout guides of your own the view owns (`addLayoutGuide`), in the order added.
    var customGuides: [UILayoutGuide] = []
}

extension UIView {
    /// The view's Auto Layout bookkeeping, made on first use.
    var autoLayoutState: UIViewAutoLayoutState {
        if let state = autoLayoutStorage { return state }
        let state = UIViewAutoLayoutState()
        autoLayoutStorage = state
        return state
    }

    /// Sets `flag` and queues the view in `queue` (once), for the next layout pass.
    func flag(_ flag: ReferenceWritableKeyPath<UIViewAutoLayoutState, Bool>, in queue: inout [WeakBox<UIView>]) {
        let state = autoLayoutState
        if !state[keyPath: flag] {
            state[keyPath: flag] = true
            queue.append(WeakBox(self))
        }
        kinemaView.scene?.setNeedsLayoutPass()
    }

    /// Queues a new view for its first `updateConstraints()` and intrinsic-size read.
    func queueForFirstLayout() {
        LayoutQueue.updates.append(WeakBox(self))
        LayoutQueue.intrinsicSizes.append(WeakBox(self))
    }

    /// The margins the layout margins guide is inset by: ``layoutMargins`` plus, when
    /// ``insetsLayoutMarginsFromSafeArea``, the safe-area insets.
    var effectiveLayoutMargins: UIEdgeInsets {
        let m = layoutMargins
        guard autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true else { return m }
        let s = safeAreaInsets
        return UIEdgeInsets(
            top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
    }

    /// Called before the view leaves its superview: the constraints between its subtree and the
    /// views outside it are deactivated (as UIKit removes them), and, when it leaves a window,
    /// those inside the subtree leave the solver until the subtree is in a window again.
    func constraintsWillLeaveSuperview() {
        guard superview != nil else { return }
        let leavesWindow = window != nil
        // A large subtree makes the engine rebuild its solver after the move: the constraints
        // taken out below then wait for that instead of leaving the old solver one by one. A small
        // one's leave at once, which costs about what they brought.
        kinemaView.prepareToLeaveSuperview()
        // The subtree, in the order of the walk, and its members: whether a constraint's view is
        // in it is then one lookup, not a walk up from that view.
        var subtree: [UIView] = []
        var members = Set<ObjectIdentifier>()
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            subtree.append(view)
            members.insert(ObjectIdentifier(view))
            stack.append(contentsOf: view.subviews)
        }
        func isInside(_ target: LayoutTarget) -> Bool {
            target.owner.map { members.contains(ObjectIdentifier($0)) } ?? false
        }
        var crossing: [NSLayoutConstraint] = []
        var inside: [NSLayoutConstraint] = []
        for view in subtree {
            guard let state = view.autoLayoutStorage else { continue }
            for c in state.referencing {
                let in1 = isInside(c.first)
                let in2 = c.second.map(isInside) ?? in1
                if in1 != in2 { crossing.append(c) } else if leavesWindow { inside.append(c) }
            }
        }
        NSLayoutConstraint.deactivate(crossing)
        for c in inside { c.disengage() }
    }

    /// Runs a stack view's layout at once when an arranged view is shown or hidden inside an
    /// animation block, so that the collapse animates (UIKit's stack views do the same).
    func arrangedHiddenDidChange() {
        guard let stack = superview as? UIStackView,
            stack.kinemaView.arrangedSubviews.contains(where: { $0 === kinemaView }),
            let window, window.owningRuntime?.animationDurations.isEmpty == false
        else { return }
        window.layoutIfNeeded()
    }
}
