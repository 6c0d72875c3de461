import Foundation
import Kinema

/// An object that UIKit Dynamics can move and turn (UIKit's `UIDynamicItem`): its centre,
/// bounds and transform. ``UIView`` adopts it.
///
/// The engine simulates views only: a behaviour given an item that is not a `UIView` logs a
/// line saying so, and the animator refuses to add it (another line), so nothing moves it.
@MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The centre in the superview's coordinates; dynamics set it after every step.
    var center: CGPoint { get set }
    /// The bounds: their size is the body's size.
    var bounds: CGRect { get }
    /// The transform; dynamics set it to the body's rotation after every step.
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

extension UIKitRuntime {
    /// The engine views of `items`; an item that is not a `UIView` is logged (naming `caller`)
    /// and stands for a detached view, which the animator will refuse as outside its reference view.
    func kinemaViews(of items: [any UIDynamicItem], caller: String) -> [View] {
        items.map { item in
            if let view = item as? UIView { return view.kinemaView }
            let name = String(describing: type(of: item))
            log("Kinema: \(caller): only UIViews can be dynamic items; \(name) is not one and does not move")
            return View(name: name)
        }
    }
}
