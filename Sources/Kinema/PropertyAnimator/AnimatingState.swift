/// The state of a ``PropertyAnimator`` (UIKit's `UIViewAnimatingState`; <doc:PropertyAnimators> has the state table).
///
/// An animator is created `inactive`; starting, pausing or setting its fraction complete makes it
/// `active` (running or paused); a natural completion, `stopAnimation(true)` or
/// `finishAnimation(at:)` makes it `inactive` again; `stopAnimation(false)` makes it `stopped`.
public enum AnimatingState: Int, Sendable, Hashable, CustomStringConvertible {
    /// Not started yet, or finished: its animation blocks have not run (or have been consumed).
    case inactive
    /// Started or paused: its animations are on the views, running or held at a position.
    case active
    /// Stopped with `stopAnimation(false)`: values are held where they were; waiting for
    /// `finishAnimation(at:)`.
    case stopped

    /// `inactive`, `active` or `stopped`.
    public var description: String {
        switch self {
        case .inactive: "inactive"
        case .active: "active"
        case .stopped: "stopped"
        }
    }
}

/// Where an animator's properties ended (UIKit's `UIViewAnimatingPosition`), passed to its
/// completion handlers.
public enum AnimatingPosition: Int, Sendable, Hashable, CustomStringConvertible {
    /// At the end values (a natural completion running forwards, or `finishAnimation(at: .end)`).
    case end
    /// At the start values (a natural completion of a reversed animator, or `finishAnimation(at: .start)`).
    case start
    /// Wherever they were when the animator was stopped (`finishAnimation(at: .current)`).
    case current

    /// `end`, `start` or `current`.
    public var description: String {
        switch self {
        case .end: "end"
        case .start: "start"
        case .current: "current"
        }
    }
}
