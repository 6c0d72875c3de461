import Foundation
import Kinema

/// An animation of one property of a layer, named by its key path (`position.x`,
/// `transform.rotation.z`, `opacity`, ...): the base of ``CABasicAnimation`` and
/// ``CAKeyframeAnimation``. A key path Kinema does not animate is reported in the diagnostics when
/// the animation is added, and the animation is not added.
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// Whether the animation's values are added to the value below it (the model value, or what
    /// earlier animations show) instead of replacing it.
    open var isAdditive = false
    /// Whether each repeat adds the value at the end of a pass to the previous pass's.
    open var isCumulative = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func emptyCopy() -> CAAnimation { CAPropertyAnimation() }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        copyValues(of: other, as: CAPropertyAnimation.self, \.keyPath, \.isAdditive, \.isCumulative)
    }

    override func engineAnimation(_ issues: inout [String]) -> (any ExplicitAnimation)? {
        issues.append("a plain CAPropertyAnimation animates nothing; use a CABasicAnimation or CAKeyframeAnimation")
        return nil
    }
}
