import Foundation
import Kinema

extension UIView {
    /// Adds `view` on top of the subviews, removing it from its superview first. Adding a view to
    /// itself or to its own subtree logs UIKit's exception and does nothing.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    public func insertSubview(_ view: UIView, at index: Int) {
        // A view without subviews has no subtree to be in (views are mostly added before their
        // own subviews, and the walk up is as long as the tree is deep).
        if view === self || (!view.subviews.isEmpty && isDescendant(of: view)) {
            runtime.logException("NSInvalidArgumentException", "Can't add self as subview")
            return
        }
        let oldSuperview = view.superview
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.willMoveToWindowTree(newWindow) }
        if oldSuperview !== self { view.constraintsWillLeaveSuperview() }
        let done = runtime.perform("addSubview") { () throws -> Bool in
            // The engine's subviews also hold views the facade does not list (layout guides,
            // transitions' old pictures): the view goes just below the facade subview that will
            // be above it, or on top of the others.
            let others = oldSuperview === self ? subviews.filter { $0 !== view } : subviews
            let position = Swift.min(Swift.max(index, 0), others.count)
            if position < others.count {
                try kinemaView.insertSubview(view.kinemaView, belowSubview: others[position].kinemaView)
            } else {
                try kinemaView.insertSubview(view.kinemaView, at: engineTopIndex)
            }
            return true
        }
        guard done == true else { return }
        oldSuperview?.subviews.removeLast(identicalTo: view)
        subviews.insert(view, at: Swift.min(Swift.max(index, 0), subviews.count))
        view.superview = self
        if oldWindow !== newWindow { view.setAncestorWindow(newWindow) }
        if oldSuperview !== self { view.tintDidChange(inherited: true) }
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.didMoveToWindowTree() }
        didAddSubview(view)
    }

    /// Inserts `view` just below `sibling`.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let current = subviews.firstIndex { $0 === view }
        insertSubview(view, at: current.map { $0 < i ? i - 1 : i } ?? i)
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let current = subviews.firstIndex { $0 === view }
        insertSubview(view, at: current.map { $0 <= i ? i : i + 1 } ?? i + 1)
    }

    /// Removes the view from its superview (and its window).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { willMoveToWindowTree(nil) }
        constraintsWillLeaveSuperview()
        kinemaView.removeFromSuperview()
        parent.subviews.removeLast(identicalTo: self)
        superview = nil
        if oldWindow !== window { setAncestorWindow(self as? UIWindow) }
        tintDidChange(inherited: true)
        didMoveToSuperview()
        if oldWindow != nil { didMoveToWindowTree() }
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        kinemaView.bringSubviewToFront(view.kinemaView)
        keepGuidesLast()
        for old in kinemaView.subviews where old.transitionSource === kinemaView { kinemaView.bringSubviewToFront(old) }
        subviews.append(subviews.remove(at: i))
    }

    /// The engine index of the top of the facade's subviews: past every engine subview except
    /// the run at the end that stays above them all (the engine views of layout guides, and the
    /// old picture of a transition of this view's own, which covers its new content). The old
    /// picture of a subview's transition is that subview's sibling and stays with it.
    var engineTopIndex: Int {
        let engine = kinemaView.subviews
        var i = engine.count
        while i > 0, engine[i - 1].facade == nil,
            !engine[i - 1].isSnapshotCopy || engine[i - 1].transitionSource === kinemaView
        {
            i -= 1
        }
        return i
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        kinemaView.sendSubviewToBack(view.kinemaView)
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let a = subviews[index1], b = subviews[index2]
        let (low, high) = index1 < index2 ? (a, b) : (b, a)
        let (lowIndex, highIndex) = (Swift.min(index1, index2), Swift.max(index1, index2))
        insertSubview(high, at: lowIndex)
        insertSubview(low, at: highIndex)
    }

    /// Whether the view is `view` or lies in its subtree (asked of the engine's views, whose
    /// tree the facade's mirrors).
    public func isDescendant(of view: UIView) -> Bool { kinemaView.isDescendant(of: view.kinemaView) }

    /// The first view of the subtree (the receiver included), in pre-order, whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            if v.tag == tag { return v }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return nil
    }

    /// The window the view is in, if any: its topmost ancestor (the view itself when it has no
    /// superview) when that is a window.
    ///
    /// - Complexity: O(1); adding or removing a view that changes window updates its subtree.
    public var window: UIWindow? {
        superview == nil ? self as? UIWindow : ancestorWindow
    }

    /// Records `window` as the window of every view of the subtree below this view, and of this
    /// view while it has a superview (the subtree has just moved to another window).
    private func setAncestorWindow(_ window: UIWindow?) {
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            v.ancestorWindow = v.superview == nil ? nil : window
            stack.append(contentsOf: v.subviews)
        }
    }

    /// Tells the subtree that its window is about to change.
    private func willMoveToWindowTree(_ newWindow: UIWindow?) {
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            v.willMove(toWindow: newWindow)
            stack.append(contentsOf: v.subviews)
        }
    }

    /// Tells the subtree that its window changed.
    private func didMoveToWindowTree() {
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            v.didMoveToWindow()
            stack.append(contentsOf: v.subviews)
        }
    }
}
