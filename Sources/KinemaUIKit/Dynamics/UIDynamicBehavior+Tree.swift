import Foundation
import Kinema

extension UIDynamicBehavior {
    /// The runtime whose log this behaviour writes to: its animator's, else the current one.
    var runtime: UIKitRuntime { dynamicAnimator?.runtime ?? UIKitRuntime.current }

    /// The receiver and its descendants, parents first.
    var tree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.tree) }

    func addChild(_ child: UIDynamicBehavior) {
        guard child !== self, !child.tree.contains(where: { $0 === self }) else {
            runtime.log("UIDynamicBehavior.addChildBehavior: a behavior cannot be its own descendant")
            return
        }
        guard child.parent == nil, child.dynamicAnimator == nil else {
            runtime.log("UIDynamicBehavior.addChildBehavior: \(type(of: child)) already has a parent or an animator")
            return
        }
        childBehaviors.append(child)
        child.parent = self
        dynamicAnimator?.attach(child)
    }

    func removeChild(_ child: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === child }) else { return }
        dynamicAnimator?.detach(child)
        childBehaviors.remove(at: index)
        child.parent = nil
    }

    /// Replaces the items (UIKit's `addItem`/`removeItem`): the engine behaviours follow, and an
    /// animated item keeps its motion.
    func setItems(_ items: [any UIDynamicItem], caller: String) {
        let views = runtime.kinemaViews(of: items, caller: caller)
        for behavior in kinemaBehaviors {
            do {
                try behavior.replaceItems(with: views)
            } catch {
                runtime.log("\(caller): \(error)")
                return
            }
        }
        itemList = items
    }

    /// `items` with `item` added, unless it is there already.
    func adding(_ item: any UIDynamicItem) -> [any UIDynamicItem] {
        itemList.contains { $0 === item } ? itemList : itemList + [item]
    }

    /// `items` without `item`.
    func removing(_ item: any UIDynamicItem) -> [any UIDynamicItem] {
        itemList.filter { $0 !== item }
    }
}
