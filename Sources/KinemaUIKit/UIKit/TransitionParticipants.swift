import Foundation
import Kinema

/// The controllers of a presentation or dismissal, and whether the presenter's view is the
/// transition's to manage: what its context and its coordinator answer `viewController(forKey:)`
/// and `view(forKey:)` from.
@MainActor
struct TransitionParticipants {
    /// The controller shown first (the presenter when presenting).
    let from: UIViewController
    /// The controller shown last.
    let to: UIViewController
    /// The presenter (`from` when presenting, `to` when dismissing).
    let presenter: UIViewController
    /// Whether the transition manages the presenter's view (it leaves the window while
    /// presenting).
    let managesPresenterView: Bool

    /// The controller under `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    /// The view of the controller under `key`; nil for the presenter's when the transition
    /// leaves it where it is.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let controller: UIViewController
        switch key {
        case .from: controller = from
        case .to: controller = to
        default: return nil
        }
        if controller === presenter, !managesPresenterView { return nil }
        return controller.view
    }
}
