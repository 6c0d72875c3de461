import Foundation
import Kinema

/// Animations that run together on the group's clock: a child's ``CAAnimation/beginTime`` counts
/// from the group's start, and the group's duration clips the children. As in Core Animation, the
/// children's delegates and `isRemovedOnCompletion` are not used: the group's are. A child with a
/// duration of 0 takes the group's duration (Kinema's decision). A child that cannot be animated
/// is reported in the diagnostics and left out.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    override func emptyCopy() -> CAAnimation { CAAnimationGroup() }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy(with: nil) as? CAAnimation }
    }

    override func engineAnimation(_ issues: inout [String]) -> (any ExplicitAnimation)? {
        var children: [any ExplicitAnimation] = []
        for (i, child) in (animations ?? []).enumerated() {
            var childIssues: [String] = []
            let animation = child.engineAnimation(&childIssues)
            let prefix = animation == nil ? "animations[\(i)] is left out" : "animations[\(i)]"
            issues += childIssues.map { "\(prefix): \($0)" }
            if let animation { children.append(animation) }
        }
        var group = GroupAnimation(children)
        settle(&group, &issues)
        return group
    }
}
