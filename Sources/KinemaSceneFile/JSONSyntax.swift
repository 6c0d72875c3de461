/// RFC 8259 syntax for the scene-file reader: a check of a whole text (a loop with an explicit
/// stack, so nesting costs memory, not call depth) and the byte classes the reader shares.
enum JSONSyntax {
    /// Where a text stops being JSON, and why.
    struct Failure: Equatable {
        /// The offset of the first byte that cannot continue the text (the text's length when it
        /// ends too early).
        var offset: Int
        /// What was wrong there.
        var reason: Reason
    }

    /// Why a text is not JSON, as the message of a ``SceneDescriptionError`` says it.
    enum Reason: String, Equatable {
        case endOfText = "the text ends before the document does"
        case value = "expected a value (an object, array, string, number, true, false or null)"
        case key = "expected a key in double quotes"
        case colon = "expected ':' after the key"
        case objectContinuation = "expected ',' or '}'"
        case arrayContinuation = "expected ',' or ']'"
        case afterDocument = "unexpected text after the document"
        case tooDeep = "arrays and objects nested more than 512 deep"
        case controlCharacter = "a control character in a string (write it as an escape)"
        case escape = "an unknown escape or an unpaired surrogate in a string"
        case number = "a malformed number"
        case utf8 = "bytes that are not UTF-8"
    }

    /// Where `b` stops being one JSON value, with white space around it, nested at most
    /// `maximumDepth` arrays and objects deep; nil when it is one. Strings must not hold control
    /// characters, escapes must be known and `\u` surrogates paired; numbers follow the grammar (no
    /// leading zeros, no `NaN`).
    static func firstFailure(_ b: UnsafeBufferPointer<UInt8>, maximumDepth: Int) -> Failure? {
        var open: [Bool] = [] // true: an object, false: an array
        var i = skipSpace(b, 0)
        // Where and why the text fails, set by the helpers that return nil.
        var failure = Failure(offset: 0, reason: .value)
        func fail(_ at: Int, _ reason: Reason) -> Failure {
            Failure(offset: at, reason: at >= b.count ? .endOfText : reason)
        }
        while true {
            // A value starts at i.
            guard i < b.count else { return fail(i, .value) }
            switch b[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard open.count < maximumDepth else { return fail(i, .tooDeep) }
                let isObject = b[i] == UInt8(ascii: "{")
                i = skipSpace(b, i + 1)
                if i < b.count, b[i] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    i += 1
                } else {
                    open.append(isObject)
                    if isObject {
                        guard let next = key(b, i, &failure) else { return failure }
                        i = next
                    }
                    continue
                }
            case UInt8(ascii: "\""):
                guard let end = validStringEnd(b, i, &failure) else { return failure }
                i = end
            case UInt8(ascii: "t"): guard let end = literal(b, i, "true") else { return fail(i, .value) }; i = end
            case UInt8(ascii: "f"): guard let end = literal(b, i, "false") else { return fail(i, .value) }; i = end
            case UInt8(ascii: "n"): guard let end = literal(b, i, "null") else { return fail(i, .value) }; i = end
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let end = numberEnd(b, i, &failure) else { return failure }
                i = end
            default: return fail(i, .value)
            }
            // A value ended at i: close what it closes, then expect the next one.
            while true {
                i = skipSpace(b, i)
                guard let isObject = open.last else { return i == b.count ? nil : fail(i, .afterDocument) }
                guard i < b.count else { return fail(i, .endOfText) }
                if b[i] == UInt8(ascii: ",") {
                    i = skipSpace(b, i + 1)
                    if isObject {
                        guard let next = key(b, i, &failure) else { return failure }
                        i = next
                    }
                    break
                }
                guard b[i] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    return fail(i, isObject ? .objectContinuation : .arrayContinuation)
                }
                open.removeLast()
                i += 1
            }
        }
    }

    /// After a member's key and its colon (and the space after it); nil, with `failure` set,
    /// where that fails.
    private static func key(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ failure: inout Failure) -> Int? {
        guard i < b.count else { failure = Failure(offset: i, reason: .endOfText); return nil }
        guard b[i] == UInt8(ascii: "\"") else { failure = Failure(offset: i, reason: .key); return nil }
        guard let end = validStringEnd(b, i, &failure) else { return nil }
        let colon = skipSpace(b, end)
        guard colon < b.count else { failure = Failure(offset: colon, reason: .endOfText); return nil }
        guard b[colon] == UInt8(ascii: ":") else { failure = Failure(offset: colon, reason: .colon); return nil }
        return skipSpace(b, colon + 1)
    }

    private static func literal(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ word: StaticString) -> Int? {
        let n = word.utf8CodeUnitCount
        guard i + n <= b.count else { return nil }
        for k in 0..<n where b[i + k] != word.utf8Start[k] { return nil }
        return i + n
    }

    /// The index after the valid string starting at `i` (its opening quote); nil, with `failure`
    /// set, where it fails.
    private static func validStringEnd(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ failure: inout Failure) -> Int? {
        var j = i + 1
        while j < b.count {
            let c = b[j]
            if c == UInt8(ascii: "\"") { return j + 1 }
            guard c >= 0x20 else { failure = Failure(offset: j, reason: .controlCharacter); return nil }
            guard c == UInt8(ascii: "\\") else { j += 1; continue }
            guard j + 1 < b.count else { break }
            switch b[j + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                j += 2
            case UInt8(ascii: "u"):
                guard let value = hex4(b, at: j + 2), !(0xDC00...0xDFFF).contains(value) else {
                    failure = Failure(offset: j, reason: .escape)
                    return nil
                }
                if (0xD800...0xDBFF).contains(value) {
                    guard j + 7 < b.count, b[j + 6] == UInt8(ascii: "\\"), b[j + 7] == UInt8(ascii: "u"),
                        let low = hex4(b, at: j + 8), (0xDC00...0xDFFF).contains(low)
                    else { failure = Failure(offset: j, reason: .escape); return nil }
                    j += 12
                } else {
                    j += 6
                }
            default:
                failure = Failure(offset: j, reason: .escape)
                return nil
            }
        }
        failure = Failure(offset: b.count, reason: .endOfText)
        return nil
    }

    /// The index after the number starting at `i` (a minus sign or a digit); nil, with `failure`
    /// set, where it fails.
    private static func numberEnd(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ failure: inout Failure) -> Int? {
        func malformed(_ at: Int) -> Int? {
            // A number cut short by the end of the text is malformed, not unfinished.
            failure = Failure(offset: Swift.min(at, b.count - 1), reason: .number)
            return nil
        }
        var j = i
        if j < b.count, b[j] == UInt8(ascii: "-") { j += 1 }
        guard j < b.count, isDigit(b[j]) else { return malformed(j) }
        if b[j] == UInt8(ascii: "0") {
            j += 1
            if j < b.count, isDigit(b[j]) { return malformed(j) } // a leading zero
        } else {
            j = digitsEnd(b, j)
        }
        if j < b.count, b[j] == UInt8(ascii: ".") {
            guard j + 1 < b.count, isDigit(b[j + 1]) else { return malformed(j + 1) }
            j = digitsEnd(b, j + 1)
        }
        if j < b.count, b[j] == UInt8(ascii: "e") || b[j] == UInt8(ascii: "E") {
            j += 1
            if j < b.count, b[j] == UInt8(ascii: "+") || b[j] == UInt8(ascii: "-") { j += 1 }
            guard j < b.count, isDigit(b[j]) else { return malformed(j) }
            j = digitsEnd(b, j)
        }
        return j
    }

    private static func digitsEnd(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        var j = i
        while j < b.count, isDigit(b[j]) { j += 1 }
        return j
    }

    private static func skipSpace(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        var j = i
        while j < b.count, isSpace(b[j]) { j += 1 }
        return j
    }

    // MARK: Shared with the reader

    /// The index after the string starting at `i` (its opening quote) in text already checked.
    static func stringEnd(_ b: UnsafeBufferPointer<UInt8>, from i: Int) -> Int? {
        var j = i + 1
        while j < b.count {
            switch b[j] {
            case UInt8(ascii: "\""): return j + 1
            case UInt8(ascii: "\\"): j += 2
            default: j += 1
            }
        }
        return nil
    }

    /// The value of four hexadecimal digits at `at`, or nil.
    static func hex4(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt32? {
        guard i >= 0, i + 4 <= b.count else { return nil }
        var value: UInt32 = 0
        for k in i..<(i + 4) {
            let c = b[k]
            let digit: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c &- UInt8(ascii: "0") < 10 }

    @inline(__always) static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09
    }

    /// A byte a number can hold.
    @inline(__always) static func isNumberByte(_ c: UInt8) -> Bool {
        isDigit(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
            || c == UInt8(ascii: "e") || c == UInt8(ascii: "E")
    }

    /// A byte a number or a literal (`true`, `false`, `null`) can hold.
    @inline(__always) static func isScalarByte(_ c: UInt8) -> Bool {
        isNumberByte(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
    }
}
