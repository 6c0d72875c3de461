import Foundation
import Kinema

extension UIView {
    /// UIKit's marker for an axis without an intrinsic length.
    public static let noIntrinsicMetric: CGFloat = -1


    /// Whether the view's frame becomes constraints (true until Auto Layout drives it).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { kinemaView.translatesAutoresizingMaskIntoConstraints }
        set { kinemaView.translatesAutoresizingMaskIntoConstraints = newValue }
    }


    /// Tells Auto Layout to read ``intrinsicContentSize`` again.
    public func invalidateIntrinsicContentSize() {
        kinemaView.intrinsicContentSize = intrinsicContentSize.kinema
    }

    /// Reads every view's intrinsic content size into the engine (the overrides of the views
    /// added since the last pass, and of views that invalidated theirs).
    func syncIntrinsicSizes() { (window ?? self).syncIntrinsicSizesOfSubtree() }

    /// The walk of ``syncIntrinsicSizes()``, once per level. It runs before every frame's layout,
    /// so it retains nothing: `children` (a copy of `subviews`, which a user's override may
    /// change meanwhile) keeps every child alive while it is visited.
    private func syncIntrinsicSizesOfSubtree() {
        // A plain view's size never changes from the engine's default (no intrinsic size).
        if !isPlainView {
            let size = intrinsicContentSize.kinema
            if kinemaView.intrinsicContentSize != size { kinemaView.intrinsicContentSize = size }
        }
        let children = subviews
        for i in children.indices {
            #if KINEMA_INTERNAL_CHECKS
            let child = children[i]     // checked builds: a counted reference, as the safe walk
            #else
            unowned(unsafe) let child = children[i]
            #endif
            child.syncIntrinsicSizesOfSubtree()
        }
        extendLifetime(children)   // holds every child until the last one has been visited
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The insets of the safe area (set on the window by the harness).
    public var safeAreaInsets: UIEdgeInsets {
        let e = kinemaView.safeAreaInsets
        return UIEdgeInsets(top: CGFloat(e.top), left: CGFloat(e.left), bottom: CGFloat(e.bottom), right: CGFloat(e.right))
    }
}

/// UIKit's edge insets.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset of each edge.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// Insets from their four lengths.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
