/// Misuse of a scene's clock or scheduler, reported instead of trapping.
public enum SceneError: Error, Equatable, CustomStringConvertible {
    /// A time or duration was NaN or infinite.
    case notFinite(String)
    /// `advance(to:)` was asked to go back in time.
    case timeWentBackwards(from: Double, to: Double)
    /// A delay or duration was negative.
    case negative(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .notFinite(let what): "\(what) must be finite"
        case .timeWentBackwards(let a, let b): "time cannot go back from \(a) to \(b)"
        case .negative(let what): "\(what) must not be negative"
        }
    }
}
