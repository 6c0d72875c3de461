/// Misuse of Auto Layout, reported instead of trapping; a throwing call changes nothing.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// The required constraint (described) cannot hold together with the active ones.
    case unsatisfiable(String)
    /// The constraint's views are not in the same scene, or not in any scene.
    case noCommonAncestor(String)
    /// A multiplier, constant or size was NaN or infinite.
    case notFinite(String)
    /// The constraint relates a horizontal attribute to a vertical one, or a size to a position.
    case incompatibleAttributes(String)
    /// A constraint changed from required to optional (or back) while active, as UIKit forbids.
    case requiredPriorityChangedWhileActive(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unsatisfiable(let c): "unsatisfiable required constraint: \(c)"
        case .noCommonAncestor(let c): "the views of \(c) are not in the same scene"
        case .notFinite(let c): "non-finite number in \(c)"
        case .incompatibleAttributes(let c): "incompatible attributes in \(c)"
        case .requiredPriorityChangedWhileActive(let c):
            "cannot change \(c) between required and optional while it is active"
        }
    }
}
