import Foundation
import Kinema

extension UIView {
    // MARK: Anchors

    // The ten anchors a layout guide has too are LayoutAnchorItem's.

    /// The first baseline: the bottom edge of a view without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { y(.firstBaseline) }
    /// The last baseline: the bottom edge of a view without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { y(.lastBaseline) }

    // MARK: Guides and margins

    /// The part of the view not covered by the window's unsafe edges (the harness's
    /// `safeAreaInsets`): the view's bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide { guide(.safeArea, \.safeAreaGuide) }

    /// The view's bounds inset by its layout margins (and, while
    /// ``insetsLayoutMarginsFromSafeArea``, by its safe area too).
    public var layoutMarginsGuide: UILayoutGuide { guide(.margins, \.marginsGuide) }

    /// The guide of `kind`, made on first use and kept in `slot`.
    private func guide(
        _ kind: UILayoutGuide.Kind,
        _ slot: ReferenceWritableKeyPath<UIViewAutoLayoutState, UILayoutGuide?>
    ) -> UILayoutGuide {
        let state = autoLayoutState
        if let guide = state[keyPath: slot] { return guide }
        let guide = UILayoutGuide(kind: kind, owningView: self)
        state[keyPath: slot] = guide
        return guide
    }

    /// The layout margins: 8 points on each side by default; a view controller's root view has
    /// UIKit's system minimum on a phone instead (16 left and right, 0 top and bottom).
    public var layoutMargins: UIEdgeInsets {
        get {
            if let margins = autoLayoutStorage?.layoutMargins { return margins }
            if viewController != nil { return UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16) }
            return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        set {
            autoLayoutState.layoutMargins = newValue
            layoutMarginsDidChange()
            kinemaView.scene?.setNeedsLayoutPass()
        }
    }

    /// Whether the margins guide is inset by the safe area as well as by the margins (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            autoLayoutState.insetsLayoutMarginsFromSafeArea = newValue
            kinemaView.scene?.setNeedsLayoutPass()
        }
    }

    // MARK: Installed constraints

    /// The active constraints held by this view: those activated with ``addConstraint(_:)`` on it,
    /// and those activated otherwise whose items' nearest common ancestor it is.
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.installed.elements ?? [] }

    /// Activates `constraint`, held by this view, which must be an ancestor of (or equal to)
    /// its items; otherwise UIKit's "not prepared" message is logged and nothing happens.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        addConstraints([constraint])
    }

    /// Activates `constraints`, held by this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.install(on: self) }
        NSLayoutConstraint.engageReady(constraints)
    }

    /// Deactivates `constraint` if this view holds it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        removeConstraints([constraint])
    }

    /// Deactivates those of `constraints` this view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints.filter { $0.installedView === self })
    }

    /// The active constraints that name this view (or its guides) with an attribute on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        (autoLayoutStorage?.referencing.elements ?? []).filter { c in
            guard let a = c.first.attribute.kinema else { return false }
            return a.isHorizontal == (axis == .horizontal)
        }
    }

    // MARK: Content size priorities

    /// How strongly the view keeps from growing beyond its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(kinema: kinemaView.contentHuggingPriority(for: axis.kinema))
    }

    /// Sets the content-hugging priority on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        kinemaView.setContentHuggingPriority(priority.kinema, for: axis.kinema)
    }

    /// How strongly the view keeps from shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(kinema: kinemaView.contentCompressionResistancePriority(for: axis.kinema))
    }

    /// Sets the compression-resistance priority on `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority,
        for axis: NSLayoutConstraint.Axis
    ) {
        kinemaView.setContentCompressionResistancePriority(priority.kinema, for: axis.kinema)
    }

    // MARK: The update pass

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() { flag(\.needsUpdateConstraints, in: &LayoutQueue.updates) }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? true }

    /// Runs the due ``updateConstraints()`` calls of the view and its subtree now, deepest first.
    public func updateConstraintsIfNeeded() {
        runtime.updateConstraints(within: self)
    }
}
