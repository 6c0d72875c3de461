import KinemaCore

extension View {
    /// Whether a point in this view's bounds coordinates lies in its bounds (half-open, as CoreGraphics).
    public func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// The deepest view of this subtree that contains `point` (in this view's bounds coordinates) and
    /// takes touches (SPEC 2, UIKit's `hitTest`): views that are hidden, have alpha below 0.01, have
    /// `isUserInteractionEnabled == false`, or are running an animation made without
    /// `allowUserInteraction` are skipped with their subtrees; a point outside a view's bounds is not
    /// tested against its subviews; subviews are tried front to back. Uses model values, as UIKit does.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, !isBlockedByAnimation,
              self.point(inside: point) else { return nil }
        for sub in subviews.reversed() {
            guard let back = sub.modelToSuperview.inverted() else { continue }
            if let hit = sub.hitTest(back.apply(to: point)) { return hit }
        }
        return self
    }
}

extension Scene {
    /// The view a touch at `point` (root coordinates) lands on, if any.
    public func hitTest(_ point: Point) -> View? { root.hitTest(point) }
}
