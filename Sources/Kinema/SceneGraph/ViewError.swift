/// Misuse of the view tree, reported instead of trapping.
public enum ViewError: Error, Equatable, CustomStringConvertible {
    /// Adding the view would make it its own ancestor.
    case cycle(view: String, superview: String)
    /// The sibling named in an insert call is not a subview of the receiver.
    case notASubview(view: String, of: String)
    /// The view belongs to another scene; remove it from that scene first.
    case belongsToAnotherScene(view: String)
    /// The scene's root cannot be added to another view.
    case rootCannotMove(view: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .cycle(let v, let s):
            "adding '\(v.escapingLineBreaks)' to '\(s.escapingLineBreaks)' would make '\(v.escapingLineBreaks)' its own ancestor"
        case .notASubview(let v, let s): "'\(v.escapingLineBreaks)' is not a subview of '\(s.escapingLineBreaks)'"
        case .belongsToAnotherScene(let v): "'\(v.escapingLineBreaks)' belongs to another scene"
        case .rootCannotMove(let v): "'\(v.escapingLineBreaks)' is a scene's root and cannot be added to another view"
        }
    }
}
