import Foundation
import Kinema

extension UIView {
    /// How a view lays out its content within its bounds (UIKit's raw values). The facade
    /// records it: symbols and text are drawn fitted to the bounds, their aspect kept.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds.
        case scaleToFill = 0
        /// Scaled to fit, aspect kept.
        case scaleAspectFit = 1
        /// Scaled to fill, aspect kept (the excess clipped when the view clips).
        case scaleAspectFill = 2
        /// Redrawn when the bounds change.
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// Against the top edge.
        case top = 5
        /// Against the bottom edge.
        case bottom = 6
        /// Against the left edge.
        case left = 7
        /// Against the right edge.
        case right = 8
        /// In the top-left corner.
        case topLeft = 9
        /// In the top-right corner.
        case topRight = 10
        /// In the bottom-left corner.
        case bottomLeft = 11
        /// In the bottom-right corner.
        case bottomRight = 12
    }

    /// The tint colour changed for this view: set on it (`inherited` false), or, for a view
    /// without a tint of its own, possibly by a move to another superview (`inherited` true).
    /// Each view of the subtree that inherits the tint has its content (a tinted symbol)
    /// refreshed; a tint set on the view also calls `tintColorDidChange()` on the view and on
    /// those descendants, as UIKit does.
    func tintDidChange(inherited: Bool) {
        if inherited, hasOwnTintColor { return }
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.refreshContent()
            if !inherited { view.tintColorDidChange() }
            stack.append(contentsOf: view.subviews.filter { !$0.hasOwnTintColor })
        }
    }
}
