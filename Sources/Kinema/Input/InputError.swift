import KinemaCore

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
    /// A touch event's time or a coordinate of its location has a magnitude above
    /// ``EventScript/maximumMagnitude`` (1e9), or its location is NaN.
    case eventOutOfRange(TouchEvent)
    /// A pan gesture recogniser's hysteresis (the value given) is NaN, negative or infinite.
    case invalidHysteresis(Double)

    /// What is wrong with the event.
    public enum Reason: Hashable, Sendable {
        /// The time is not a decimal number (the text that was found).
        case invalidTime(String)
        /// The time's magnitude is above 1e9 (``EventScript/maximumMagnitude``), or too large for a
        /// `Double` (the text that was found).
        case timeOutOfRange(String)
        /// A coordinate's magnitude is above 1e9 (``EventScript/maximumMagnitude``), or too large
        /// for a `Double` (the text that was found).
        case coordinateOutOfRange(String)
        /// Text after the point, which ends an event (the text that was found).
        case unexpectedText(String)
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
        /// The point is not `X,Y` with two decimal numbers (the text that was found).
        case invalidPoint(String)
        /// A `cancel` followed by anything (the text that was found).
        case unexpectedPoint(String)
        /// A `move`, `up` or `cancel` while no finger is down.
        case noTouchDown(TouchPhase)
        /// A `down` while a finger is already down (scripts model a single touch).
        case touchAlreadyDown
    }

    /// One line, e.g. `event 2 '0.5 jump 1,2': unknown kind 'jump' (expected down, move, up or cancel)`.
    /// Echoed text never breaks the line: control characters and line separators in it are
    /// written as escapes (`\n`, `\u{2028}`).
    public var description: String {
        switch self {
        case let .invalidEvent(index, text, reason):
            return "event \(index) '\(text.escapingLineBreaks)': \(reason)"
        case let .eventBeforeSceneTime(event, sceneTime):
            return "the touch '\(event)' is earlier than the scene's time \(sceneTime) s (touches go in time order)"
        case .eventTimeNotFinite(let event):
            return "the touch '\(event)' has a time that is not a finite number of seconds"
        case .eventOutOfRange(let event):
            return "the touch '\(event)' has a time or coordinate whose magnitude exceeds 1e9"
        case .invalidHysteresis(let value):
            return "a pan's hysteresis must be a finite number of points >= 0 (got \(value))"
        }
    }
}

extension InputError.Reason: CustomStringConvertible {
    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .invalidTime(let s):
            return "the time '\(s.escapingLineBreaks)' is not a decimal number of seconds"
        case .timeOutOfRange(let s):
            return "the time '\(s.escapingLineBreaks)' is out of range (magnitude at most 1e9 s)"
        case .coordinateOutOfRange(let s):
            return "the coordinate '\(s.escapingLineBreaks)' is out of range (magnitude at most 1e9)"
        case .unexpectedText(let s):
            return "unexpected '\(s.escapingLineBreaks)' after the point (an event is 'T KIND X,Y')"
        case .negativeTime(let t):
            return "the time \(t) is negative"
        case .timeDecreases(let previous):
            return "the time goes back (the previous event is at \(previous) s)"
        case .missingKind:
            return "a kind (down, move, up or cancel) must follow the time"
        case .unknownKind(let s):
            return "unknown kind '\(s.escapingLineBreaks)' (expected down, move, up or cancel)"
        case .missingPoint(let phase):
            return "'\(phase.rawValue)' needs a point X,Y in root coordinates"
        case .invalidPoint(let s):
            return "the point '\(s.escapingLineBreaks)' is not X,Y with two decimal numbers"
        case .unexpectedPoint(let s):
            return "'cancel' takes nothing after it (found '\(s.escapingLineBreaks)')"
        case .noTouchDown(let phase):
            return "'\(phase.rawValue)' without a finger down (a touch starts with 'down')"
        case .touchAlreadyDown:
            return "'down' while a finger is already down (one touch at a time: end it with 'up' or 'cancel')"
        }
    }
}
