/// Model-value geometry of a whole scene in one pass from the root down: each view with the matrix
/// taking its bounds coordinates to the root's (what `View.convert(_:to: nil)` gives, but without
/// walking up the tree once per view, which is quadratic in the depth of the tree).
enum ModelGeometry {
    /// The scene's views in pre-order (the root first, subviews in order), each with its
    /// bounds-to-root matrix: a view's own matrix to its superview (move the bounds centre to the
    /// origin, apply the transform, move to the centre) followed by its superview's to the root.
    static func viewsToRoot(_ scene: Scene) -> [(view: View, toRoot: AffineTransform)] {
        var out: [(view: View, toRoot: AffineTransform)] = []
        var stack: [(View, AffineTransform)] = [(scene.root, .identity)]
        while let (view, toRoot) = stack.popLast() {
            out.append((view, toRoot))
            for sub in view.subviews.reversed() {
                let bounds = sub.bounds
                let toSuperview = AffineTransform(translationX: -(bounds.origin.x + bounds.size.width / 2),
                                                  y: -(bounds.origin.y + bounds.size.height / 2))
                    .then(sub.transform)
                    .then(AffineTransform(translationX: sub.center.x, y: sub.center.y))
                stack.append((sub, toSuperview.then(toRoot)))
            }
        }
        return out
    }
}
