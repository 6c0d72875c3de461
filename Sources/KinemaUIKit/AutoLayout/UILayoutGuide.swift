import Foundation
import Kinema

/// A rectangle of a view that constraints can refer to, without a view of its own (UIKit's
/// `UILayoutGuide`). The facade has the two every view owns: ``UIView/safeAreaLayoutGuide`` and
/// ``UIView/layoutMarginsGuide``; guides of your own (`addLayoutGuide`) are not there yet.
@MainActor
public final class UILayoutGuide: NSObject {
    /// Which of a view's guides this is.
    enum Kind { case safeArea, margins }

    let kind: Kind

    /// The view that owns the guide.
    public private(set) weak var owningView: UIView?

    /// The guide's name in constraint descriptions (`UIViewSafeAreaLayoutGuide`,
    /// `UIViewLayoutMarginsGuide`).
    public var identifier: String

    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
        identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
    }

    /// The guide's rectangle in its owning view's coordinates (its bounds inset by the safe area
    /// or by the layout margins), as of the last layout pass.
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        let insets = kind == .safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMargins
        return owner.bounds.insetting(insets)
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
