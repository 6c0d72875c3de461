import KinemaCore

/// A parsed event script: a list of scripted touches to play on a scene (what `kinema play` feeds a
/// control, and what a test can feed its own control through a ``TouchRouter``).
///
/// Syntax: one event per `;` or line, `T KIND [X,Y]`, with T in seconds and X,Y in root
/// coordinates; KIND is `down`, `move`, `up` or `cancel`, and `cancel` takes no point. A line ends
/// at LF, CR LF or a lone CR. Spaces and tabs separate tokens and are free between them (also
/// around the comma), `#` starts a comment that runs to the end of the line, and empty entries
/// are ignored. An event has exactly its tokens: a number is one token (no spaces inside it), and
/// anything after the point (or after `cancel`) is an error. Numbers are plain decimals (`12`,
/// `0.5`, `-3.25`, `1e-3`); `inf`, `nan` and hexadecimal forms are refused.
///
/// A script is checked as a whole before anything plays: times are non-negative and
/// non-decreasing, times and coordinates have a magnitude of at most ``maximumMagnitude`` (1e9),
/// and the events form single-touch sequences (`down`, then any `move`s, then `up` or `cancel`; a
/// touch may stay down at the end). The first bad event is reported as an
/// ``InputError/invalidEvent(index:text:reason:)`` with its index (from 1) and text.
public struct EventScript: Hashable, Sendable {
    /// The events in script order.
    public let events: [TouchEvent]

    /// The largest magnitude a time (in seconds) or a coordinate (in points) may have: 1e9.
    /// Beyond it a script is refused, and a ``TouchRouter`` refuses the touch.
    public static let maximumMagnitude = 1e9

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
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: Self.endsLine) {
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

    /// LF, CR LF (one `Character` in Swift) and a lone CR end a line.
    private static func endsLine(_ c: Character) -> Bool { c == "\n" || c == "\r\n" || c == "\r" }

    /// Spaces and tabs separate tokens.
    private static func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" }

    private static func parseEvent(_ words: [Substring], index: Int, text: String) throws(InputError)
        -> TouchEvent
    {
        func fail(_ reason: InputError.Reason) -> InputError {
            .invalidEvent(index: index, text: text, reason: reason)
        }
        let time: Double
        switch Number(words[0]) {
        case .invalid: throw fail(.invalidTime(String(words[0])))
        case .outOfRange: throw fail(.timeOutOfRange(String(words[0])))
        case .value(let t): time = t
        }
        guard words.count > 1 else { throw fail(.missingKind) }
        guard let phase = TouchPhase(rawValue: String(words[1])) else { throw fail(.unknownKind(String(words[1]))) }
        let rest = words.dropFirst(2)
        let pointText = rest.joined(separator: " ")
        if phase == .cancel {
            guard rest.isEmpty else { throw fail(.unexpectedPoint(pointText)) }
            return TouchEvent(time: time + 0, phase: .cancel)
        }
        guard !rest.isEmpty else { throw fail(.missingPoint(phase)) }
        // Tokens: numbers (runs without spaces or commas) and commas.
        var tokens: [Substring] = []
        for word in rest {
            var remaining = word[...]
            while let comma = remaining.firstIndex(of: ",") {
                if comma > remaining.startIndex { tokens.append(remaining[..<comma]) }
                tokens.append(remaining[comma...comma])
                remaining = remaining[remaining.index(after: comma)...]
            }
            if !remaining.isEmpty { tokens.append(remaining) }
        }
        guard tokens.count >= 3, tokens[0] != ",", tokens[1] == ",", tokens[2] != ",",
              tokens.count == 3 || tokens[3] != "," else { throw fail(.invalidPoint(pointText)) }
        var coordinates: [Double] = []
        for token in [tokens[0], tokens[2]] {
            switch Number(token) {
            case .invalid: throw fail(.invalidPoint(pointText))
            case .outOfRange: throw fail(.coordinateOutOfRange(String(token)))
            case .value(let v): coordinates.append(v + 0)   // `+ 0` turns -0 into 0, so `-0` prints as 0.
            }
        }
        if tokens.count > 3 {
            throw fail(.unexpectedText(tokens[3...].joined(separator: " ")))
        }
        return TouchEvent(time: time + 0, phase: phase, location: Point(x: coordinates[0], y: coordinates[1]))
    }

    /// A number token: a decimal within the magnitude bound, a decimal beyond it (including one
    /// too large for a `Double`), or not a decimal at all.
    private enum Number {
        case value(Double), outOfRange, invalid

        /// Digits, `.`, signs and an exponent only (no `inf`, `nan`, hexadecimal or spaces).
        init(_ text: Substring) {
            guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
                  text.contains(where: \.isNumber), let value = Double(String(text)), !value.isNaN else {
                self = .invalid
                return
            }
            self = abs(value) <= EventScript.maximumMagnitude ? .value(value) : .outOfRange
        }
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
            guard !event.time.isNaN else { throw fail(.invalidTime("\(event.time)")) }
            guard abs(event.time) <= EventScript.maximumMagnitude else { throw fail(.timeOutOfRange("\(event.time)")) }
            guard event.time >= 0 else { throw fail(.negativeTime(event.time)) }
            if let previousTime, event.time < previousTime { throw fail(.timeDecreases(previous: previousTime)) }
            switch event.phase {
            case .cancel:
                if let p = event.location { throw fail(.unexpectedPoint("\(p.x),\(p.y)")) }
            case .down, .move, .up:
                guard let p = event.location else { throw fail(.missingPoint(event.phase)) }
                guard !p.x.isNaN, !p.y.isNaN else { throw fail(.invalidPoint("\(p.x),\(p.y)")) }
                for v in [p.x, p.y] where abs(v) > EventScript.maximumMagnitude {
                    throw fail(.coordinateOutOfRange("\(v)"))
                }
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
