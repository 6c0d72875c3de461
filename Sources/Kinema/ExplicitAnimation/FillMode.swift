/// What an explicit animation shows outside its active time (Core Animation's
/// `CAMediaTimingFillMode`); see <doc:MediaTimingModel>.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// Nothing outside the active time: before it and after it the value below shows.
    case removed
    /// After the active time the value at its end is held (as long as the animation stays on
    /// the view, that is with ``ExplicitAnimation/isRemovedOnCompletion`` false).
    case forwards
    /// Before the active time the value at its start shows.
    case backwards
    /// Both ``backwards`` and ``forwards``.
    case both

    /// Whether the value at the start shows before the active time.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the value at the end is held after the active time.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}
