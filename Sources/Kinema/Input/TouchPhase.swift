/// What a touch does: `down`, `move`, `up` or `cancel`.
public enum TouchPhase: String, CaseIterable, Sendable, Hashable {
    /// The finger lands.
    case down
    /// The finger moves.
    case move
    /// The finger lifts.
    case up
    /// The system cancels the touch (no location).
    case cancel
}
