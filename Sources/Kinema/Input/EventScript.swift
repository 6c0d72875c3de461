import KinemaCore

/// A parsed event script: a list of scripted touches to play on a scene (what `kinema play` feeds a
/// control, and what a test can feed its own control through a ``TouchRouter``).
///
/// The text is one event per `;` or line, `T KIND [X,Y]` (for example
/// `0 down 187.5,640; 0.6 up 187.5,440`); <doc:TouchesAndEventScripts> specifies the format and
/// the rules a script must keep. A script is checked as a whole before anything plays; the first
/// bad event is reported as an ``InputError/invalidEvent(index:text:reason:)`` with its index
/// (from 1) and text.
public struct EventScript: Hashable, Sendable {
    /// The events in script order.
    public let events: [TouchEvent]

    /// The largest magnitude a time (in seconds) or a coordinate (in points) may have: 1e9.
    /// Beyond it a script is refused, and a ``TouchRouter`` refuses the touch.
    public static let maximumMagnitude = Limits.maximumMagnitude

    /// The script with no events.
    public static let empty = EventScript(checked: [])

    private init(checked events: [TouchEvent]) { self.events = events }

    /// Checks a list of events with the rules of a script (the text of event i is its description).
    public init(events: [TouchEvent]) throws(InputError) {
        var checker = Checker()
        for (i, event) in events.enumerated() {
            do throws(Refusal) {
                try checker.accept(event)
            } catch {
                throw .invalidEvent(index: i + 1, text: event.description, reason: error.reason)
            }
        }
        self.events = events
    }

    /// Parses and checks script text.
    ///
    /// Reading runs at the speed of scanning bytes: a line of ASCII text is split into events and
    /// tokens byte by byte and its numbers are converted exactly without a library call whenever
    /// that is possible; a line holding other characters is split by `Character`s, as Swift
    /// compares text, so both give the same events and the same errors.
    public init(parsing text: String) throws(InputError) {
        var parser = Parser()
        try parser.parse(text)
        self.events = parser.events
    }

    /// The time of the last event, if any.
    public var lastTime: Double? { events.last?.time }

    /// The default end of playback: the last event's time + 2 s, or 3 s without events.
    public var defaultUntil: Double { lastTime.map { $0 + 2 } ?? 3 }

    // MARK: Checking

    /// Why one event was refused, before its index and text are attached.
    struct Refusal: Error {
        /// What is wrong with the event.
        let reason: InputError.Reason

        init(_ reason: InputError.Reason) { self.reason = reason }
    }

    /// The whole-script rules: time order and single-touch sequences.
    struct Checker {
        var previousTime: Double?
        var touchIsDown = false

        /// Accepts `event` as the next one, or refuses it.
        mutating func accept(_ event: TouchEvent) throws(Refusal) {
            guard !event.time.isNaN else { throw Refusal(.invalidTime("\(event.time)")) }
            guard abs(event.time) <= EventScript.maximumMagnitude else {
                throw Refusal(.timeOutOfRange("\(event.time)"))
            }
            guard event.time >= 0 else { throw Refusal(.negativeTime(event.time)) }
            if let previousTime, event.time < previousTime { throw Refusal(.timeDecreases(previous: previousTime)) }
            switch event.phase {
            case .cancel:
                if let p = event.location { throw Refusal(.unexpectedPoint("\(p.x),\(p.y)")) }
            case .down, .move, .up:
                guard let p = event.location else { throw Refusal(.missingPoint(event.phase)) }
                guard !p.x.isNaN, !p.y.isNaN else { throw Refusal(.invalidPoint("\(p.x),\(p.y)")) }
                if abs(p.x) > EventScript.maximumMagnitude { throw Refusal(.coordinateOutOfRange("\(p.x)")) }
                if abs(p.y) > EventScript.maximumMagnitude { throw Refusal(.coordinateOutOfRange("\(p.y)")) }
            }
            switch (event.phase, touchIsDown) {
            case (.down, false): touchIsDown = true
            case (.down, true): throw Refusal(.touchAlreadyDown)
            case (.move, true): break
            case (.up, true), (.cancel, true): touchIsDown = false
            case (.move, false), (.up, false), (.cancel, false): throw Refusal(.noTouchDown(event.phase))
            }
            previousTime = event.time
        }
    }
}
