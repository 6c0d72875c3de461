import Foundation
import Kinema

extension CALayer {
    /// Removes every animation running on the layer's view: each property jumps to its model
    /// value and the blocks that made those animations complete with `false` (Core Animation's
    /// `removeAllAnimations()`). Nothing for a presentation layer.
    public func removeAllAnimations() { kinemaView?.removeAllAnimations() }
}
