import Foundation
import Kinema

/// UIKit's window: the root of a harness's view tree (the harness makes one). Its engine view is
/// the root of the harness's scene.
@MainActor
open class UIWindow: UIView {
    /// The runtime whose scene this window is the root of.
    weak var owningRuntime: UIKitRuntime?

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            guard let controller = rootViewController else { return }
            controller.loadViewIfNeeded()
            controller.view.frame = bounds
            addSubview(controller.view)
        }
    }

    /// Makes the window key and visible (the facade has one window per harness).
    open func makeKeyAndVisible() { isHidden = false }
}
