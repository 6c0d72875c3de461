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
    func syncIntrinsicSizes() {
        var stack: [UIView] = [window ?? self]
        while let v = stack.popLast() {
            let size = v.intrinsicContentSize.kinema
            if v.kinemaView.intrinsicContentSize != size { v.kinemaView.intrinsicContentSize = size }
            stack.append(contentsOf: v.subviews)
        }
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
