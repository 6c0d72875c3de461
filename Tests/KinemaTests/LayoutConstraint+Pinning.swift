import Kinema

extension LayoutConstraint {
    /// Four required constraints that make `view`'s leading, trailing, top and bottom edges
    /// those of `other` (not active yet).
    static func pinningEdges(of view: View, to other: View) -> [LayoutConstraint] {
        [.leading, .trailing, .top, .bottom].map { edge in
            LayoutConstraint(view.anchor(edge), .equal, other.anchor(edge))
        }
    }
}
