import KinemaDynamics

/// Misuse of the dynamic animator, reported instead of trapping; a throwing call changes nothing.
public enum DynamicAnimatorError: Error, Equatable, CustomStringConvertible {
    /// The reference view is not in a scene.
    case referenceViewNotInScene(String)
    /// A behaviour's item is not inside the animator's reference view.
    case itemOutsideReferenceView(String)
    /// The behaviour already belongs to an animator.
    case behaviorAlreadyAdded
    /// A parameter was rejected, with the physics world's reason (NaN, a negative density, a
    /// number out of range, ...).
    case invalidParameter(DynamicsError)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .referenceViewNotInScene(let v): "the reference view '\(v)' is not in a scene"
        case .itemOutsideReferenceView(let v): "'\(v)' is not inside the animator's reference view"
        case .behaviorAlreadyAdded: "the behaviour already belongs to an animator"
        case .invalidParameter(let e): "invalid dynamics parameter: \(e)"
        }
    }
}
