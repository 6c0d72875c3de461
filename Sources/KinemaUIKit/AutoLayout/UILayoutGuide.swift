import Foundation
import Kinema

/// A rectangle of a view that constraints can refer to, without a view of its own (UIKit's
/// `UILayoutGuide`): the two every view owns, ``UIView/safeAreaLayoutGuide`` and
/// ``UIView/layoutMarginsGuide``, and guides of your own, made with `UILayoutGuide()` and added
/// with ``UIView/addLayoutGuide(_:)`` (spacers, groups to centre).
///
/// A guide of your own is laid out as a hidden engine view, last among the owning view's engine
/// subviews: it draws nothing and takes no touches, is not among the owning view's
/// ``UIView/subviews``, and shows in the engine's frame snapshots as a hidden view named
/// `UILayoutGuide`.
@MainActor
public final class UILayoutGuide: NSObject {
    /// Which of a view's guides this is.
    enum Kind { case safeArea, margins, custom }

    let kind: Kind

    /// The engine view a guide of your own is laid out as (nil for the safe area and margins).
    let engineView: View?

    /// Runs once, when a constraint is first made on the guide (see ``willBeConstrained(_:)``).
    var onFirstUse: (() -> Void)?
    /// Runs once, when a constraint is first made on the guide's position.
    var onFirstPositionUse: (() -> Void)?
    /// The guide's rectangle when its owner computes it (a scroll view's frame guide).
    var computedFrame: (() -> CGRect)?

    /// A constraint is being made on `attribute` of the guide: a scroll view's content guide then
    /// stops taking its size from the content size, and its frame guide, for a position, starts
    /// following the offset in the solver.
    func willBeConstrained(_ attribute: NSLayoutConstraint.Attribute) {
        if let action = onFirstUse {
            onFirstUse = nil
            action()
        }
        if attribute.kinema?.isDimension == false, let action = onFirstPositionUse {
            onFirstPositionUse = nil
            action()
        }
    }

    /// The view that owns the guide (set by ``UIView/addLayoutGuide(_:)``).
    public internal(set) weak var owningView: UIView?

    /// The guide's name in constraint descriptions (`UIViewSafeAreaLayoutGuide`,
    /// `UIViewLayoutMarginsGuide`; empty for a guide of your own until you name it).
    public var identifier: String

    /// A guide of your own, owned by no view until ``UIView/addLayoutGuide(_:)``.
    public override init() {
        kind = .custom
        identifier = ""
        let view = View(name: "UILayoutGuide")
        view.isHidden = true
        view.isUserInteractionEnabled = false
        view.translatesAutoresizingMaskIntoConstraints = false
        engineView = view
        super.init()
    }

    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
        engineView = nil
        identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
    }

    /// The guide's rectangle in its owning view's coordinates (its bounds inset by the safe area
    /// or by the layout margins; for a guide of your own, where its constraints put it), as of
    /// the last layout pass. Zero while no view owns the guide.
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .safeArea: return owner.bounds.insetting(owner.safeAreaInsets)
        case .margins: return owner.bounds.insetting(owner.effectiveLayoutMargins)
        case .custom:
            if let computedFrame { return computedFrame() }
            return engineView.map { CGRect($0.frame) } ?? .zero
        }
    }
}

extension UIView {
    /// The layout guides of your own that the view owns, in the order added.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.customGuides ?? [] }

    /// Makes the view own `guide` (taking it from the view that owned it). The safe-area and
    /// margins guides belong to their views and cannot be added elsewhere (logged, nothing
    /// changes).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .custom, let view = guide.engineView else {
            runtime.log(
                "UIView.addLayoutGuide: a view's own safe-area or margins guide cannot be added to another view")
            return
        }
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        let added: Bool? = runtime.perform("UIView.addLayoutGuide") { () throws -> Bool in
            try kinemaView.addSubview(view)
            return true
        }
        guard added == true else { return }
        autoLayoutState.customGuides.append(guide)
        guide.owningView = self
        kinemaView.scene?.setNeedsLayoutPass()
    }

    /// Stops the view owning `guide`; the constraints that name it are deactivated, as those of a
    /// removed view are.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, let view = guide.engineView else { return }
        for c in autoLayoutState.referencing where c.names(guide) { c.isActive = false }
        view.removeFromSuperview()
        autoLayoutState.customGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// Keeps the engine views of the guides last among the engine's subviews (after the engine
    /// moved a subview to the front), so that facade and engine indices of subviews agree.
    func keepGuidesLast() {
        for guide in autoLayoutStorage?.customGuides ?? [] {
            if let view = guide.engineView { kinemaView.bringSubviewToFront(view) }
        }
    }
}

extension CGRect {
    /// The rectangle with its edges moved inwards by `insets` (what UIKit calls `inset(by:)`).
    func insetting(_ insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
