import KinemaCore

extension EventScript {
    /// Reads script text into checked events (the syntax is in the type's documentation).
    ///
    /// Lines end at LF, CR LF or a lone CR, which are always `Character` boundaries, so lines are
    /// found byte by byte. Within a line of ASCII bytes every `Character` is one byte, so the
    /// comment, the `;`-separated entries and the words are found byte by byte too; a line with
    /// any other byte is split by `Character`s (as Swift compares text: a `#` or a space followed
    /// by a combining mark is a different character, and separates nothing). Both kinds of line
    /// then go through the same word-level parsing, so they give the same events and errors.
    struct Parser {
        /// The events read so far, in order.
        private(set) var events: [TouchEvent] = []
        private var checker = Checker()
        /// The events counted so far (the index of the latest one).
        private var index = 0
        /// The words of the event being read (a reused buffer).
        private var words: [Substring] = []
        /// The tokens of the event's point (a reused buffer).
        private var tokens: [Substring] = []
        /// Whether the line being read is ASCII (then tokens are found byte by byte).
        private var lineIsASCII = true

        /// Reads every event of `text`.
        mutating func parse(_ text: String) throws(InputError) {
            var text = text
            text.makeContiguousUTF8()
            let outcome: Result<Void, InputError>? = text.utf8.withContiguousStorageIfAvailable { bytes in
                Result { () throws(InputError) in try parseLines(bytes, of: text) }
            }
            if let outcome { return try outcome.get() }
            let bytes = Array(text.utf8)
            let copied: Result<Void, InputError> = bytes.withUnsafeBufferPointer { bytes in
                Result { () throws(InputError) in try parseLines(bytes, of: text) }
            }
            try copied.get()
        }

        /// Reads the lines of `text`, whose UTF-8 bytes are `bytes`.
        private mutating func parseLines(_ bytes: UnsafeBufferPointer<UInt8>, of text: String) throws(InputError) {
            let lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
            let count = bytes.count
            var start = 0
            while true {
                var end = start
                var ascii = true
                while end < count {
                    let byte = bytes[end]
                    if byte == lineFeed || byte == carriageReturn { break }
                    if byte >= 0x80 { ascii = false }
                    end += 1
                }
                lineIsASCII = ascii
                if ascii {
                    try parseASCIILine(bytes, from: start, to: end, of: text)
                } else {
                    let utf8 = text.utf8
                    let line = text[
                        utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
                    try parseLine(line)
                }
                guard end < count else { return }
                let crlf = bytes[end] == carriageReturn && end + 1 < count && bytes[end + 1] == lineFeed
                start = end + (crlf ? 2 : 1)
            }
        }

        /// Reads one line of ASCII text, `bytes[start..<end]`, byte by byte.
        ///
        /// An entry of the plain shape (see ``plainEvent(_:from:to:)``) that the checker accepts is
        /// taken at once; any other entry, including every one that is an error, is split into
        /// words and parsed as a line of any text is.
        private mutating func parseASCIILine(
            _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
            of text: String
        ) throws(InputError) {
            #if KINEMA_INTERNAL_CHECKS
                precondition(0 <= start && start <= end && end <= bytes.count, "line outside the text")
            #endif
            let hash = UInt8(ascii: "#"), semicolon = UInt8(ascii: ";")
            let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
            let utf8 = text.utf8
            var codeEnd = start
            while codeEnd < end, bytes[codeEnd] != hash { codeEnd += 1 }
            var i = start
            while true {
                var entryEnd = i
                while entryEnd < codeEnd, bytes[entryEnd] != semicolon { entryEnd += 1 }
                if let event = Self.plainEvent(bytes, from: i, to: entryEnd), (try? checker.accept(event)) != nil {
                    index += 1
                    events.append(event)
                } else {
                    // The entry's words are runs of bytes other than space and tab.
                    words.removeAll(keepingCapacity: true)
                    while i < entryEnd {
                        let byte = bytes[i]
                        if byte == space || byte == tab {
                            i += 1
                            continue
                        }
                        let wordStart = i
                        while i < entryEnd, bytes[i] != space, bytes[i] != tab { i += 1 }
                        words.append(
                            text[
                                utf8.index(
                                    utf8.startIndex, offsetBy: wordStart)..<utf8.index(utf8.startIndex, offsetBy: i)])
                    }
                    if !words.isEmpty { try acceptWords() }
                }
                guard entryEnd < codeEnd else { return }
                i = entryEnd + 1 // past the `;`
            }
        }

        /// The event of the entry `bytes[start..<end]` (ASCII, without `;` or `#`) when it has the
        /// plain shape `T KIND X,Y` or `T cancel`: each number a plain decimal that
        /// ``Number/exactDecimal(_:)`` reads, within the magnitude bound; spaces and tabs around
        /// the tokens and the comma. Nil for anything else.
        ///
        /// For an entry of that shape, splitting it into words and tokens gives the same numbers
        /// (read by the same function), kind and point, so this is the event ``parseEvent()``
        /// would make; only the words are not built.
        private static func plainEvent(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> TouchEvent?
        {
            #if KINEMA_INTERNAL_CHECKS
                precondition(0 <= start && start <= end && end <= bytes.count, "entry outside the text")
            #endif
            let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), comma = UInt8(ascii: ",")
            var i = start
            func skipSpaces() { while i < end, bytes[i] == space || bytes[i] == tab { i += 1 } }
            /// A run of bytes up to a space or tab (and a comma when `commaEnds`), as a number.
            func number(commaEnds: Bool) -> Double? {
                let first = i
                while i < end, bytes[i] != space, bytes[i] != tab, !(commaEnds && bytes[i] == comma) { i += 1 }
                guard i > first, let value = Number.exactDecimal(UnsafeBufferPointer(rebasing: bytes[first..<i])),
                    abs(value) <= EventScript.maximumMagnitude
                else { return nil }
                return value + 0 // `+ 0` turns -0 into 0, as parseEvent does.
            }
            skipSpaces()
            guard let time = number(commaEnds: false) else { return nil }
            skipSpaces()
            let kindStart = i
            while i < end, bytes[i] != space, bytes[i] != tab { i += 1 }
            func kindIs(_ word: StaticString) -> Bool {
                word.withUTF8Buffer { w in
                    i - kindStart == w.count && w.indices.allSatisfy { bytes[kindStart + $0] == w[$0] }
                }
            }
            let phase: TouchPhase
            if kindIs("move") {
                phase = .move
            } else if kindIs("down") {
                phase = .down
            } else if kindIs("up") {
                phase = .up
            } else if kindIs("cancel") {
                phase = .cancel
            } else {
                return nil
            }
            skipSpaces()
            if phase == .cancel { return i == end ? TouchEvent(time: time, phase: .cancel) : nil }
            guard let x = number(commaEnds: true) else { return nil }
            skipSpaces()
            guard i < end, bytes[i] == comma else { return nil }
            i += 1
            skipSpaces()
            guard let y = number(commaEnds: true) else { return nil }
            skipSpaces()
            guard i == end else { return nil }
            return TouchEvent(time: time, phase: phase, location: Point(x: x, y: y))
        }

        /// Reads one line by `Character`s.
        private mutating func parseLine(_ line: Substring) throws(InputError) {
            let code = line.prefix { $0 != "#" }
            for piece in code.split(separator: ";", omittingEmptySubsequences: false) {
                words.removeAll(keepingCapacity: true)
                words.append(contentsOf: piece.split { $0 == " " || $0 == "\t" })
                if !words.isEmpty { try acceptWords() }
            }
        }

        /// Parses and checks the event in ``words`` (not empty), counting it.
        private mutating func acceptWords() throws(InputError) {
            index += 1
            do throws(Refusal) {
                let event = try parseEvent()
                try checker.accept(event)
                events.append(event)
            } catch {
                throw .invalidEvent(index: index, text: words.joined(separator: " "), reason: error.reason)
            }
        }

        /// The event in ``words``: `T KIND [X,Y]`.
        private mutating func parseEvent() throws(Refusal) -> TouchEvent {
            let time: Double
            switch Number(words[0]) {
            case .invalid: throw Refusal(.invalidTime(String(words[0])))
            case .outOfRange: throw Refusal(.timeOutOfRange(String(words[0])))
            case .value(let t): time = t + 0 // `+ 0` turns -0 into 0, so `-0` prints as 0.
            }
            guard words.count > 1 else { throw Refusal(.missingKind) }
            guard let phase = TouchPhase(rawValue: String(words[1])) else {
                throw Refusal(.unknownKind(String(words[1])))
            }
            let rest = words[2...]
            if phase == .cancel {
                guard rest.isEmpty else { throw Refusal(.unexpectedPoint(rest.joined(separator: " "))) }
                return TouchEvent(time: time, phase: .cancel)
            }
            guard !rest.isEmpty else { throw Refusal(.missingPoint(phase)) }
            // Tokens: numbers (runs without spaces or commas) and commas.
            tokens.removeAll(keepingCapacity: true)
            for word in rest {
                var remaining = word
                while let comma = lineIsASCII
                    ? remaining.utf8.firstIndex(of: UInt8(ascii: ",")) : remaining.firstIndex(of: ",")
                {
                    if comma > remaining.startIndex { tokens.append(remaining[..<comma]) }
                    tokens.append(remaining[comma...comma])
                    remaining = remaining[remaining.index(after: comma)...]
                }
                if !remaining.isEmpty { tokens.append(remaining) }
            }
            guard tokens.count >= 3, tokens[0] != ",", tokens[1] == ",", tokens[2] != ",",
                tokens.count == 3 || tokens[3] != ","
            else { throw Refusal(.invalidPoint(rest.joined(separator: " "))) }
            let x = try coordinate(tokens[0]), y = try coordinate(tokens[2])
            if tokens.count > 3 {
                throw Refusal(.unexpectedText(tokens[3...].joined(separator: " ")))
            }
            return TouchEvent(time: time, phase: phase, location: Point(x: x, y: y))
        }

        /// A coordinate token's value (-0 turned into 0, so `-0` prints as 0).
        private func coordinate(_ token: Substring) throws(Refusal) -> Double {
            switch Number(token) {
            case .invalid: throw Refusal(.invalidPoint(words[2...].joined(separator: " ")))
            case .outOfRange: throw Refusal(.coordinateOutOfRange(String(token)))
            case .value(let v): return v + 0
            }
        }
    }

    /// A number token: a decimal within the magnitude bound, a decimal beyond it (including one
    /// too large for a `Double`), or not a decimal at all.
    enum Number {
        case value(Double)
        case outOfRange, invalid

        /// Digits, `.`, signs and an exponent only (no `inf`, `nan`, hexadecimal or spaces), read
        /// as Swift's `Double(_:)` reads them.
        init(_ text: Substring) {
            let value: Double
            if let exact = text.utf8.withContiguousStorageIfAvailable(Self.exactDecimal) ?? nil {
                value = exact
            } else {
                guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
                    text.contains(where: \.isNumber), let parsed = Double(String(text)), !parsed.isNaN
                else {
                    self = .invalid
                    return
                }
                value = parsed
            }
            self = abs(value) <= EventScript.maximumMagnitude ? .value(value) : .outOfRange
        }

        /// Powers of ten that are exactly doubles: 10^0 ... 10^22.
        private static let exactPowersOfTen: [Double] = [
            1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
            1e17, 1e18, 1e19, 1e20, 1e21, 1e22
        ]

        /// The value of `bytes` when they are a plain decimal `[+-]? (D+ [. D*] | . D+) [(e|E) [+-]? D+]`
        /// whose significant digits form an integer m <= 2^53 and whose decimal exponent e has
        /// |e| <= 22; nil otherwise (the caller then asks `Double(_:)`).
        ///
        /// Then m and 10^|e| are exact doubles and the result, m * 10^e or m / 10^-e, is one
        /// correctly rounded operation: the nearest double to the decimal, as `Double(_:)` gives.
        static func exactDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
            let count = bytes.count
            var i = 0
            func digit(at i: Int) -> UInt64? {
                guard i < count else { return nil }
                let d = bytes[i] &- UInt8(ascii: "0")
                return d < 10 ? UInt64(d) : nil
            }
            func sign(at i: Int) -> Bool {
                i < count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-"))
            }

            let negative = i < count && bytes[i] == UInt8(ascii: "-")
            if sign(at: i) { i += 1 }
            var mantissa: UInt64 = 0, significantDigits = 0, exponent = 0, digits = 0
            var fraction = false
            while true {
                if let d = digit(at: i) {
                    digits += 1
                    if mantissa != 0 || d != 0 {
                        guard significantDigits < 19 else { return nil }
                        mantissa = mantissa * 10 + d
                        significantDigits += 1
                    }
                    if fraction { exponent -= 1 }
                } else if !fraction, i < count, bytes[i] == UInt8(ascii: ".") {
                    fraction = true
                } else {
                    break
                }
                i += 1
            }
            guard digits > 0 else { return nil }
            if i < count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                i += 1
                let negativeExponent = i < count && bytes[i] == UInt8(ascii: "-")
                if sign(at: i) { i += 1 }
                var written = 0, exponentDigits = 0
                while let d = digit(at: i) {
                    if written < 100_000 { written = written * 10 + Int(d) }
                    exponentDigits += 1
                    i += 1
                }
                guard exponentDigits > 0 else { return nil }
                exponent += negativeExponent ? -written : written
            }
            guard i == count, mantissa <= 1 << 53, abs(exponent) <= 22 else { return nil }
            var value = Double(mantissa)
            if exponent < 0 { value /= exactPowersOfTen[-exponent] } else { value *= exactPowersOfTen[exponent] }
            return negative ? -value : value
        }
    }
}
