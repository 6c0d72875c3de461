/// Why touch input could not be used: a malformed event script, or a touch event that cannot be
/// delivered at its time.
///
/// A script is checked as a whole before anything plays, so a script error means nothing was
/// played. For ``invalidEvent(index:text:reason:)``, `index` counts events from 1 in script order;
/// empty entries (between two `;`, blank lines) and comments are not events and are not counted.
public enum InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Event `index` (from 1) of a script, whose text is `text` (trimmed, without its comment), is
    /// malformed or out of order.
    case invalidEvent(index: Int, text: String, reason: Reason)
    /// A touch event's time is earlier than the scene's clock: touches are delivered in time order,
    /// and the clock never goes back.
    case eventBeforeSceneTime(TouchEvent, sceneTime: Double)
    /// A touch event's time is NaN or infinite.
    case eventTimeNotFinite(TouchEvent)

    /// What is wrong with the event.
    public enum Reason: Hashable, Sendable {
        /// The time is not a finite decimal number (the text that was found).
        case invalidTime(String)
        /// The time is below zero.
        case negativeTime(Double)
        /// The time is earlier than the previous event's.
        case timeDecreases(previous: Double)
        /// Nothing follows the time.
        case missingKind
        /// The kind is not `down`, `move`, `up` or `cancel` (the text that was found).
        case unknownKind(String)
        /// A `down`, `move` or `up` without its point.
        case missingPoint(TouchPhase)
        /// The point is not `X,Y` with two finite decimal numbers (the text that was found).
        case invalidPoint(String)
        /// A `cancel` followed by a point (the text that was found).
        case unexpectedPoint(String)
        /// A `move`, `up` or `cancel` while no finger is down.
        case noTouchDown(TouchPhase)
        /// A `down` while a finger is already down (scripts model a single touch).
        case touchAlreadyDown
    }

    /// One line, e.g. `event 2 '0.5 jump 1,2': unknown kind 'jump' (expected down, move, up or cancel)`.
    public var description: String {
        switch self {
        case let .invalidEvent(index, text, reason):
            return "event \(index) '\(text)': \(reason)"
        case let .eventBeforeSceneTime(event, sceneTime):
            return "the touch '\(event)' is earlier than the scene's time \(sceneTime) s (touches go in time order)"
        case .eventTimeNotFinite(let event):
            return "the touch '\(event)' has a time that is not a finite number of seconds"
        }
    }
}

extension InputError.Reason: CustomStringConvertible {
    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .invalidTime(let s):
            return "the time '\(s)' is not a finite decimal number of seconds"
        case .negativeTime(let t):
            return "the time \(t) is negative"
        case .timeDecreases(let previous):
            return "the time goes back (the previous event is at \(previous) s)"
        case .missingKind:
            return "a kind (down, move, up or cancel) must follow the time"
        case .unknownKind(let s):
            return "unknown kind '\(s)' (expected down, move, up or cancel)"
        case .missingPoint(let phase):
            return "'\(phase.rawValue)' needs a point X,Y in root coordinates"
        case .invalidPoint(let s):
            return "the point '\(s)' is not X,Y with two finite decimal numbers"
        case .unexpectedPoint(let s):
            return "'cancel' takes no point (found '\(s)')"
        case .noTouchDown(let phase):
            return "'\(phase.rawValue)' without a finger down (a touch starts with 'down')"
        case .touchAlreadyDown:
            return "'down' while a finger is already down (one touch at a time: end it with 'up' or 'cancel')"
        }
    }
}
