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

    /// Tells Auto Layout to read ``intrinsicContentSize`` again: it is read (once) before the next
    /// layout pass that includes the view, as UIKit reads it in its update pass.
    public func invalidateIntrinsicContentSize() { flag(\.needsIntrinsicSizeRead, in: &LayoutQueue.intrinsicSizes) }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The insets of the safe area: the window's are set by the harness; any other view's are
    /// how far the window's unsafe edges reach into its bounds (from the current frames), as in
    /// UIKit. Zero outside a window.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let w = window.kinemaView.safeAreaInsets
        let insets = UIEdgeInsets(
            top: CGFloat(w.top), left: CGFloat(w.left), bottom: CGFloat(w.bottom), right: CGFloat(w.right))
        if window === self { return insets }
        let safe = window.bounds.insetting(insets)
        let r = convert(bounds, to: window)
        func clamp(_ x: CGFloat, _ limit: CGFloat) -> CGFloat { Swift.min(Swift.max(x, 0), Swift.max(limit, 0)) }
        return UIEdgeInsets(
            top: clamp(safe.minY - r.minY, r.height), left: clamp(safe.minX - r.minX, r.width),
            bottom: clamp(r.maxY - safe.maxY, r.height), right: clamp(r.maxX - safe.maxX, r.width))
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

    /// The insets as Kinema's `EdgeInsets`.
    var kinema: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}
