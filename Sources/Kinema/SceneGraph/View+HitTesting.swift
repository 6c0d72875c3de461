import KinemaCore

extension View {
    /// Whether a point in this view's bounds coordinates lies in its bounds (half-open, as CoreGraphics).
    ///
    /// - Complexity: O(1).
    public func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// The deepest view of this subtree that contains `point` (in this view's bounds coordinates) and
    /// takes touches (UIKit's `hitTest`): views that are hidden, have alpha below 0.01, have
    /// `isUserInteractionEnabled == false`, or are running an animation made without
    /// `allowUserInteraction` are skipped with their subtrees; a point outside a view's bounds is not
    /// tested against its subviews; subviews are tried front to back. Uses model values, as UIKit does.
    ///
    /// A view that takes the point always answers with itself or a view of its subtree, so the
    /// search never backs out of a view it entered: it descends one level at a time, trying each
    /// level's subviews once, with constant stack whatever the depth of the tree.
    ///
    /// - Complexity: O(Σ *s*), the sum, over the views on the path from the receiver down to the
    ///   answer, of the number of subviews tried at each (all of them where none takes the point);
    ///   each try inverts one matrix and looks through the subview's running animations. At worst
    ///   the receiver's whole subtree, never a view twice.
    public func hitTest(_ point: Point) -> View? {
        guard takesTouch(at: point) else { return nil }
        var view = self, local = point
        descending: while true {
            for sub in view.subviews.reversed() {
                guard let back = sub.modelToSuperview.inverted() else { continue }
                let inSub = back.apply(to: local)
                if sub.takesTouch(at: inSub) {
                    view = sub
                    local = inSub
                    continue descending
                }
            }
            return view
        }
    }

    /// Whether this view itself takes a touch at `point` (its bounds coordinates): visible enough,
    /// interactive, not blocked by an animation, and containing the point.
    private func takesTouch(at point: Point) -> Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled && !isBlockedByAnimation && self.point(inside: point)
    }
}

extension Scene {
    /// The view a touch at `point` (root coordinates) lands on, if any.
    ///
    /// - Complexity: As ``View/hitTest(_:)`` on the root.
    public func hitTest(_ point: Point) -> View? { root.hitTest(point) }
}
