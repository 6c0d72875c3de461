import KinemaCore

/// A parsed event script: a list of scripted touches to play on a scene (what `kinema play` feeds a
/// control, and what a test can feed its own control through a ``TouchRouter``).
///
/// Syntax: one event per `;` or line, `T KIND [X,Y]`, with T in seconds and X,Y in root
/// coordinates; KIND is `down`, `move`, `up` or `cancel`, and `cancel` takes no point. Whitespace
/// is free (also around the comma), `#` starts a comment that runs to the end of the line, and
/// empty entries are ignored. Numbers are plain decimals (`12`, `0.5`, `-3.25`, `1e-3`); `inf`,
/// `nan` and hexadecimal forms are refused.
///
/// A script is checked as a whole before anything plays: times are finite, non-negative and
/// non-decreasing, and the events form single-touch sequences (`down`, then any `move`s, then `up`
/// or `cancel`; a touch may stay down at the end). The first bad event is reported as an
/// ``InputError/invalidEvent(index:text:reason:)`` with its index (from 1) and text.
public struct EventScript: Hashable, Sendable {
    /// The events in script order.
    public let events: [TouchEvent]

    /// The script with no events.
    public static let empty = EventScript(checked: [])

    private init(checked events: [TouchEvent]) { self.events = events }

    /// Checks a list of events with the rules of a script (the text of event i is its description).
    public init(events: [TouchEvent]) throws(InputError) {
        var checker = Checker()
        for (i, event) in events.enumerated() {
            try checker.accept(event, index: i + 1, text: event.description)
        }
        self.events = events
    }

    /// Parses and checks script text.
    public init(parsing text: String) throws(InputError) {
        var checker = Checker()
        var events: [TouchEvent] = []
        var index = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.prefix { $0 != "#" }
            for piece in code.split(separator: ";", omittingEmptySubsequences: false) {
                let words = piece.split(whereSeparator: Self.isSpace)
                guard !words.isEmpty else { continue }
                index += 1
                let eventText = words.joined(separator: " ")
                let event = try Self.parseEvent(words, index: index, text: eventText)
                try checker.accept(event, index: index, text: eventText)
                events.append(event)
            }
        }
        self.events = events
    }

    /// The time of the last event, if any.
    public var lastTime: Double? { events.last?.time }

    /// The default end of playback: the last event's time + 2 s, or 3 s without events.
    public var defaultUntil: Double { lastTime.map { $0 + 2 } ?? 3 }

    // MARK: Parsing

    private static func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" || c == "\r" }

    private static func parseEvent(_ words: [Substring], index: Int, text: String) throws(InputError)
        -> TouchEvent
    {
        func fail(_ reason: InputError.Reason) -> InputError {
            .invalidEvent(index: index, text: text, reason: reason)
        }
        guard let time = decimal(words[0]) else { throw fail(.invalidTime(String(words[0]))) }
        guard words.count > 1 else { throw fail(.missingKind) }
        guard let phase = TouchPhase(rawValue: String(words[1])) else { throw fail(.unknownKind(String(words[1]))) }
        let pointText = words.dropFirst(2).joined()
        if phase == .cancel {
            guard pointText.isEmpty else { throw fail(.unexpectedPoint(pointText)) }
            return TouchEvent(time: time + 0, phase: .cancel)
        }
        guard !pointText.isEmpty else { throw fail(.missingPoint(phase)) }
        let parts = pointText.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = decimal(parts[0]), let y = decimal(parts[1]) else {
            throw fail(.invalidPoint(pointText))
        }
        // `+ 0` turns -0 into 0, so a script's `-0` prints as 0.
        return TouchEvent(time: time + 0, phase: phase, location: Point(x: x + 0, y: y + 0))
    }

    /// A finite number written with digits, `.`, signs and an exponent only.
    private static func decimal(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              text.contains(where: \.isNumber), let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    // MARK: Checking

    /// The whole-script rules: time order and single-touch sequences.
    private struct Checker {
        var previousTime: Double?
        var touchIsDown = false

        mutating func accept(_ event: TouchEvent, index: Int, text: String) throws(InputError) {
            func fail(_ reason: InputError.Reason) -> InputError {
                .invalidEvent(index: index, text: text, reason: reason)
            }
            guard event.time.isFinite else { throw fail(.invalidTime("\(event.time)")) }
            guard event.time >= 0 else { throw fail(.negativeTime(event.time)) }
            if let previousTime, event.time < previousTime { throw fail(.timeDecreases(previous: previousTime)) }
            switch event.phase {
            case .cancel:
                if let p = event.location { throw fail(.unexpectedPoint("\(p.x),\(p.y)")) }
            case .down, .move, .up:
                guard let p = event.location else { throw fail(.missingPoint(event.phase)) }
                guard p.x.isFinite, p.y.isFinite else { throw fail(.invalidPoint("\(p.x),\(p.y)")) }
            }
            switch (event.phase, touchIsDown) {
            case (.down, false): touchIsDown = true
            case (.down, true): throw fail(.touchAlreadyDown)
            case (.move, true): break
            case (.up, true), (.cancel, true): touchIsDown = false
            case (.move, false), (.up, false), (.cancel, false): throw fail(.noTouchDown(event.phase))
            }
            previousTime = event.time
        }
    }
}
