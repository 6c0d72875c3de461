import KinemaCore

extension Scene {
    /// Model-value geometry of the whole scene in one pass from the root down: every view in
    /// pre-order (the root first, subviews in order) with the matrix taking its bounds coordinates
    /// to the root's (what `convert(_:to: nil)` gives one view at a time, without walking up the
    /// tree once per view, which would be quadratic in the depth of the tree). For the package's
    /// writers of model frames (the layout table, the scene-file check of finite frames).
    ///
    /// - Complexity: O(n) for n views, with no recursion.
    package func modelViewsToRoot() -> [(view: View, toRoot: AffineTransform)] {
        var out: [(view: View, toRoot: AffineTransform)] = []
        var stack: [(View, AffineTransform)] = [(root, .identity)]
        while let (view, toRoot) = stack.popLast() {
            out.append((view, toRoot))
            for sub in view.subviews.reversed() { stack.append((sub, sub.modelToSuperview.then(toRoot))) }
        }
        return out
    }
}
