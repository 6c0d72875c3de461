import KinemaLayout

/// A view whose constraints leave part of its frame open, as UIKit's `hasAmbiguousLayout`
/// reports it: the solver had to pick one of many frames that satisfy everything equally well.
///
/// Which parts are open: ``isHorizontal`` when its x position or width is, ``isVertical`` when
/// its y position or height is. The rule, in Kinema's words: at the solved frames, take every
/// equality (of any priority) and every inequality that holds exactly; a quantity is open when
/// the frames can change it while all of those keep their values. A view with only a `top`
/// constraint is open on both axes (its height, x and width are not fixed); a view pinned to its
/// superview's four edges, or sized by its intrinsic size, or arranged in a stack view, is not.
public struct AmbiguousLayout: Equatable, CustomStringConvertible {
    /// The view.
    public let view: View
    /// Whether its x position is open.
    public let minX: Bool
    /// Whether its y position is open.
    public let minY: Bool
    /// Whether its width is open.
    public let width: Bool
    /// Whether its height is open.
    public let height: Bool

    /// A view's open parts, as ``Scene/ambiguousLayouts()`` finds them (public for comparisons in
    /// tests).
    public init(view: View, minX: Bool, minY: Bool, width: Bool, height: Bool) {
        self.view = view
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
    }

    /// Whether its horizontal position or width is open.
    public var isHorizontal: Bool { minX || width }
    /// Whether its vertical position or height is open.
    public var isVertical: Bool { minY || height }

    /// `ambiguous layout for 'card': minY and height are not fixed by its constraints`.
    public var description: String {
        let open = [("minX", minX), ("minY", minY), ("width", width), ("height", height)].filter(\.1).map(\.0)
        let list = open.count == 1 ? open[0] : open.dropLast().joined(separator: ", ") + " and " + open.last!
        return "ambiguous layout for '\(view.name.escapingLineBreaks)': \(list) \(open.count == 1 ? "is" : "are") "
            + "not fixed by its constraints"
    }

    /// Whether the two name the same view and the same open parts.
    public static func == (lhs: AmbiguousLayout, rhs: AmbiguousLayout) -> Bool {
        lhs.view === rhs.view && lhs.minX == rhs.minX && lhs.minY == rhs.minY && lhs.width == rhs.width
            && lhs.height == rhs.height
    }
}

extension Scene {
    /// The views laid out by constraints whose frames the constraints do not fix (see
    /// ``AmbiguousLayout``), in tree order (a view before its subviews). Lays the scene out
    /// first, as `layoutIfNeeded()` would. The scene's root, and views that take no part in
    /// Auto Layout, are never ambiguous.
    ///
    /// - Complexity: linear in the constraints' terms for chains, trees and pinned edges; the
    ///   rest (equal-size groups, stack views) costs a sparse elimination.
    public func ambiguousLayouts() -> [AmbiguousLayout] {
        layoutIfNeeded()
        guard let system = layoutSystemStorage else { return [] }
        return system.ambiguousLayouts()
    }

    /// ``ambiguousLayouts()``, each also recorded in ``diagnostics`` (source `.layout`), as a
    /// debugging session would print UIKit's `hasAmbiguousLayout` for every view. Nothing else
    /// changes: the frames stay as solved.
    @discardableResult
    public func reportAmbiguousLayouts() -> [AmbiguousLayout] {
        let found = ambiguousLayouts()
        for layout in found { report(SceneError.ambiguousLayout(layout.description), from: .layout) }
        return found
    }
}

extension View {
    /// Whether Auto Layout leaves part of this view's frame open (UIKit's `hasAmbiguousLayout`;
    /// ``Scene/ambiguousLayouts()`` says which part). False outside a scene and for views that
    /// take no part in Auto Layout.
    ///
    /// - Complexity: that of ``Scene/ambiguousLayouts()``, which it runs for the whole scene: to
    ///   ask about many views, call that once instead.
    public var hasAmbiguousLayout: Bool {
        guard let scene else { return false }
        return scene.ambiguousLayouts().contains { $0.view === self }
    }
}
