extension SceneDescription {
    /// Reads a scene file's JSON text (UTF-8, strict RFC 8259, an optional byte order mark)
    /// without Foundation, as the command line does.
    ///
    /// A key that its record does not declare is an error naming its path and, when one is close,
    /// the declared key it most likely meant: `unknown key views[0].intrinsicHeigth (did you mean
    /// 'intrinsicHeight'?)`. Text that is not JSON is an error naming the line and column (counted
    /// from 1, in characters) where it stops being JSON and why: `not valid JSON at line 3,
    /// column 14: expected ',' or '}'`. Otherwise the result is what the `Decodable` conformance
    /// gives for the same text, and so are the errors, in words: "missing root.height", "missing
    /// value at views[0].name" (a required key holding `null`), "wrong type at
    /// constraints[2].constant", and "number out of range at root.width" for a number too large or
    /// too small for a `Double` (1e400, 1e-400). Arrays and objects nest at most 512 deep.
    public init(json text: [UInt8]) throws(SceneDescriptionError) {
        self = try SceneFileReader.read(text)
    }
}

/// Reads the JSON text of a scene file into a ``SceneDescription`` without Foundation.
///
/// Two passes over the bytes: the first checks the whole text against RFC 8259 (iteratively,
/// nesting at most ``maximumDepth`` deep), so a text that is not JSON is reported as such, at the
/// line and column where it stops being JSON, before anything else; the second reads the fields
/// each record declares, in the order the record declares them, so the first problem reported is
/// the one `JSONDecoder` would report for the synthesized `Decodable` conformance, with one
/// addition: a key the record does not declare is an error, reported when the reader reaches its
/// object (before that object's fields are read). `JSONDecoder` ignores such keys. Otherwise what
/// it accepts is what that conformance accepts from strict JSON: `null` counts as absent for an
/// optional field, the first of duplicate keys wins, and a number must round to a finite `Double`
/// that is not 0 unless its digits are.
struct SceneFileReader {
    /// The deepest nesting of arrays and objects accepted (as deep as `JSONDecoder` accepts).
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var path: [PathComponent] = []

    private enum PathComponent {
        case key(String)
        case element(Int)
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Decodes a whole scene file.
    static func read(_ text: [UInt8]) throws(SceneDescriptionError) -> SceneDescription {
        let result: Result<SceneDescription, SceneDescriptionError> = text.withUnsafeBufferPointer { buffer in
            var start = 0
            if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { start = 3 } // BOM
            let body = UnsafeBufferPointer(rebasing: buffer[start...])
            if String(validating: body, as: UTF8.self) == nil {
                return .failure(
                    syntaxError(JSONSyntax.Failure(offset: firstInvalidUTF8(body), reason: .utf8), in: body))
            }
            if let failure = JSONSyntax.firstFailure(body, maximumDepth: maximumDepth) {
                return .failure(syntaxError(failure, in: body))
            }
            var reader = SceneFileReader(body)
            return Result { () throws(SceneDescriptionError) in try reader.scene() }
        }
        return try result.get()
    }

    /// `not valid JSON at line L, column C: REASON`, lines and columns counted from 1, columns in
    /// Unicode scalars (a tab is one); a line ends at LF, CR LF or a lone CR.
    static func syntaxError(_ failure: JSONSyntax.Failure, in b: UnsafeBufferPointer<UInt8>) -> SceneDescriptionError {
        var line = 1, column = 1
        var i = 0
        while i < Swift.min(failure.offset, b.count) {
            let c = b[i]
            if c == 0x0A || (c == 0x0D && !(i + 1 < b.count && b[i + 1] == 0x0A)) {
                line += 1
                column = 1
            } else if c & 0xC0 != 0x80, c != 0x0D { // not a continuation byte (nor the CR of CR LF)
                column += 1
            }
            i += 1
        }
        return SceneDescriptionError("not valid JSON at line \(line), column \(column): \(failure.reason.rawValue)")
    }

    /// The offset of the first byte of `b` that does not continue valid UTF-8 (`b` holds one).
    private static func firstInvalidUTF8(_ b: UnsafeBufferPointer<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = b.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &bytes) { offset += scalar.count }
        return offset
    }

    // MARK: Records, in declaration order

    private mutating func scene() throws(SceneDescriptionError) -> SceneDescription {
        let at = try fields(Keys.scene)
        defer { index = at.end }
        let root = try required(at[0], "root") { (r: inout Self) throws(SceneDescriptionError) in try r.root() }
        let views = try optional(at[1], "views") { (r: inout Self) throws(SceneDescriptionError) in
            try r.array { (r: inout Self) throws(SceneDescriptionError) in try r.view() }
        }
        let constraints = try optional(at[2], "constraints") { (r: inout Self) throws(SceneDescriptionError) in
            try r.array { (r: inout Self) throws(SceneDescriptionError) in try r.constraint() }
        }
        return SceneDescription(root: root, views: views, constraints: constraints)
    }

    private mutating func root() throws(SceneDescriptionError) -> Root {
        let at = try fields(Keys.root)
        defer { index = at.end }
        return Root(
            name: try requiredString(at[0], "name"), width: try requiredNumber(at[1], "width"),
            height: try requiredNumber(at[2], "height"))
    }

    private mutating func view() throws(SceneDescriptionError) -> ViewSpec {
        let at = try fields(Keys.view)
        defer { index = at.end }
        let name = try requiredString(at[0], "name"), parent = try requiredString(at[1], "parent")
        let width = try optionalNumber(at[2], "intrinsicWidth"), height = try optionalNumber(at[3], "intrinsicHeight")
        let hidden = try optional(at[4], "hidden") { (r: inout Self) throws(SceneDescriptionError) in try r.bool() }
        let stack = try optional(at[5], "stack") { (r: inout Self) throws(SceneDescriptionError) in try r.stack() }
        return ViewSpec(
            name: name, parent: parent, intrinsicWidth: width, intrinsicHeight: height,
            hidden: hidden, stack: stack)
    }

    private mutating func stack() throws(SceneDescriptionError) -> Stack {
        let at = try fields(Keys.stack)
        defer { index = at.end }
        let axis = try requiredString(at[0], "axis")
        let distribution = try optionalString(at[1], "distribution"), alignment = try optionalString(at[2], "alignment")
        let spacing = try optionalNumber(at[3], "spacing")
        let arranged = try optional(at[4], "arranged") { (r: inout Self) throws(SceneDescriptionError) in
            try r.array { (r: inout Self) throws(SceneDescriptionError) in try r.string() }
        }
        return Stack(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing, arranged: arranged)
    }

    private mutating func constraint() throws(SceneDescriptionError) -> ConstraintSpec {
        let at = try fields(Keys.constraint)
        defer { index = at.end }
        return ConstraintSpec(
            first: try requiredString(at[0], "first"), relation: try requiredString(at[1], "relation"),
            second: try optionalString(at[2], "second"), multiplier: try optionalNumber(at[3], "multiplier"),
            constant: try optionalNumber(at[4], "constant"), priority: try optionalNumber(at[5], "priority"))
    }

    private typealias Root = SceneDescription.Root
    private typealias Stack = SceneDescription.Stack
    private typealias ViewSpec = SceneDescription.ViewSpec
    private typealias ConstraintSpec = SceneDescription.ConstraintSpec

    /// Each record's keys, in declaration order, as UTF-8.
    enum Keys {
        static let scene = utf8(["root", "views", "constraints"])
        static let root = utf8(["name", "width", "height"])
        static let view = utf8(["name", "parent", "intrinsicWidth", "intrinsicHeight", "hidden", "stack"])
        static let stack = utf8(["axis", "distribution", "alignment", "spacing", "arranged"])
        static let constraint = utf8(["first", "relation", "second", "multiplier", "constant", "priority"])
        static func utf8(_ keys: [String]) -> [[UInt8]] { keys.map { Array($0.utf8) } }
    }

    // MARK: Fields

    /// Where the values of an object's fields start, and where the object ends.
    private struct Fields {
        /// The value offsets, one per key asked for (-1 for a key that is absent).
        var offsets: [Int]
        /// The index after the object.
        var end = 0

        subscript(_ k: Int) -> Int { offsets[k] }
    }

    /// The value offsets of `keys` in the object at the reading position (the first of duplicate
    /// keys wins) and the index after the object, where the position is left. A key that is not
    /// one of `keys` is an error naming it (and the nearest of `keys`, if one is close).
    private mutating func fields(_ keys: [[UInt8]]) throws(SceneDescriptionError) -> Fields {
        skipSpace()
        guard byte == UInt8(ascii: "{") else { throw failure("wrong type at") }
        var offsets = [Int](repeating: -1, count: keys.count)
        index += 1
        skipSpace()
        while byte != UInt8(ascii: "}") {
            let keyStart = index
            let k = matchKey(keys)
            if k < 0 {
                index = keyStart
                let name = readString()
                path.append(.key(name))
                let declared = keys.map { String(decoding: $0, as: UTF8.self) }
                let hint = KeySuggestion.nearest(to: name, among: declared).map { " (did you mean '\($0)'?)" } ?? ""
                throw failure("unknown key", then: hint)
            }
            skipSpace()
            index += 1 // ':'
            skipSpace()
            if k >= 0, offsets[k] < 0 { offsets[k] = index }
            skipValue()
            skipSpace()
            if byte == UInt8(ascii: ",") { index += 1; skipSpace() }
        }
        index += 1
        return Fields(offsets: offsets, end: index)
    }

    /// A required field: absent is "missing", `null` is "missing value".
    private mutating func required<T>(
        _ offset: Int, _ key: String,
        _ read: (inout Self) throws(SceneDescriptionError) -> T
    ) throws(SceneDescriptionError) -> T {
        path.append(.key(key))
        defer { path.removeLast() }
        guard offset >= 0 else { throw failure("missing") }
        index = offset
        guard !isNull else { throw failure("missing value at") }
        return try read(&self)
    }

    /// An optional field: absent or `null` is nil.
    private mutating func optional<T>(
        _ offset: Int, _ key: String,
        _ read: (inout Self) throws(SceneDescriptionError) -> T
    ) throws(SceneDescriptionError) -> T? {
        guard offset >= 0 else { return nil }
        path.append(.key(key))
        defer { path.removeLast() }
        index = offset
        return isNull ? nil : try read(&self)
    }

    private mutating func requiredString(_ offset: Int, _ key: String) throws(SceneDescriptionError) -> String {
        try required(offset, key) { (r: inout Self) throws(SceneDescriptionError) in try r.string() }
    }

    private mutating func optionalString(_ offset: Int, _ key: String) throws(SceneDescriptionError) -> String? {
        try optional(offset, key) { (r: inout Self) throws(SceneDescriptionError) in try r.string() }
    }

    private mutating func requiredNumber(_ offset: Int, _ key: String) throws(SceneDescriptionError) -> Double {
        try required(offset, key) { (r: inout Self) throws(SceneDescriptionError) in try r.number() }
    }

    private mutating func optionalNumber(_ offset: Int, _ key: String) throws(SceneDescriptionError) -> Double? {
        try optional(offset, key) { (r: inout Self) throws(SceneDescriptionError) in try r.number() }
    }

    /// The array at the reading position, each element read by `element` (`null` elements are
    /// "missing value").
    private mutating func array<T>(_ element: (inout Self) throws(SceneDescriptionError) -> T)
        throws(SceneDescriptionError) -> [T]
    {
        skipSpace()
        guard byte == UInt8(ascii: "[") else { throw failure("wrong type at") }
        index += 1
        skipSpace()
        var items: [T] = []
        while byte != UInt8(ascii: "]") {
            path.append(.element(items.count))
            guard !isNull else { throw failure("missing value at") }
            items.append(try element(&self))
            path.removeLast()
            skipSpace()
            if byte == UInt8(ascii: ",") { index += 1; skipSpace() }
        }
        index += 1
        return items
    }

    // MARK: Scalars

    private mutating func string() throws(SceneDescriptionError) -> String {
        skipSpace()
        guard byte == UInt8(ascii: "\"") else { throw failure("wrong type at") }
        return readString()
    }

    private mutating func number() throws(SceneDescriptionError) -> Double {
        skipSpace()
        let start = index
        guard byte == UInt8(ascii: "-") || JSONSyntax.isDigit(byte) else { throw failure("wrong type at") }
        while index < bytes.count, JSONSyntax.isNumberByte(bytes[index]) { index += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("number out of range at") }
        if value == 0 {
            // Digits that are not all zero but round to 0 (1e-400): too small for a Double.
            let mantissa = text.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
            if mantissa.contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
                throw failure("number out of range at")
            }
        }
        return value
    }

    private mutating func bool() throws(SceneDescriptionError) -> Bool {
        skipSpace()
        switch byte {
        case UInt8(ascii: "t"): index += 4; return true
        case UInt8(ascii: "f"): index += 5; return false
        default: throw failure("wrong type at")
        }
    }

    // MARK: Bytes (the text is valid JSON here)

    private var byte: UInt8 { bytes[index] }

    private mutating func skipSpace() {
        while index < bytes.count, JSONSyntax.isSpace(bytes[index]) { index += 1 }
    }

    private var isNull: Bool {
        mutating get {
            skipSpace()
            return byte == UInt8(ascii: "n")
        }
    }

    /// Skips one value: a scalar, or an array or object with everything inside it.
    private mutating func skipValue() {
        var depth = 0
        repeat {
            switch byte {
            case UInt8(ascii: "\""): _ = JSONSyntax.stringEnd(bytes, from: index).map { index = $0 }
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1; index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1; index += 1
            default:
                // A scalar, a comma, a colon or white space: one byte at a time is enough.
                index += 1
            }
        } while depth > 0
        // A scalar at depth 0 was entered by its first byte only.
        while index < bytes.count, JSONSyntax.isScalarByte(bytes[index]) { index += 1 }
    }

    /// The index of `keys` that the key at the reading position spells, or -1; leaves the
    /// position after the key.
    private mutating func matchKey(_ keys: [[UInt8]]) -> Int {
        let start = index + 1
        let end = JSONSyntax.stringEnd(bytes, from: index) ?? bytes.count
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<(end - 1)])
        let escaped = raw.contains(UInt8(ascii: "\\"))
        let unescaped = escaped ? Array(readString().utf8) : []
        index = end
        for (k, key) in keys.enumerated() {
            if escaped ? unescaped == key : raw.elementsEqual(key) { return k }
        }
        return -1
    }

    /// The string at the reading position (a valid JSON string), unescaped; leaves the position
    /// after its closing quote.
    private mutating func readString() -> String {
        let start = index + 1
        let end = JSONSyntax.stringEnd(bytes, from: index) ?? bytes.count
        index = end
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<(end - 1)])
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(raw.count)
        var i = 0
        while i < raw.count {
            guard raw[i] == UInt8(ascii: "\\") else { utf8.append(raw[i]); i += 1; continue }
            let code = raw[i + 1]
            i += 2
            switch code {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var value: UInt32 = JSONSyntax.hex4(raw, at: i) ?? 0xFFFD
                i += 4
                if (0xD800...0xDBFF).contains(value) { // a surrogate pair (checked by the syntax pass)
                    let low: UInt32 = JSONSyntax.hex4(raw, at: i + 2) ?? 0xDC00
                    value = 0x10000 + ((value & 0x3FF) << 10) + (low & 0x3FF) // 10 bits each
                    i += 6
                }
                UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { utf8.append($0) }
            default: utf8.append(code) // " \ /
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    // MARK: Errors

    /// "`what` PATH`then`", e.g. "missing root.height" or "wrong type at views[2].hidden". A key
    /// that is not a plain name (ASCII letters, digits and `_`, not starting with a digit) is
    /// written in brackets and quotes: `views[0]["a b"]`.
    private func failure(_ what: String, then suffix: String = "") -> SceneDescriptionError {
        var text = ""
        for component in path {
            switch component {
            case .key(let key) where Self.isPlainName(key): text += text.isEmpty ? key : "." + key
            case .key(let key):
                var quoted = "[\""
                for c in key.unicodeScalars {
                    if c == "\"" || c == "\\" { quoted += "\\" }
                    quoted.unicodeScalars.append(c)
                }
                text += quoted + "\"]"
            case .element(let n): text += "[\(n)]"
            }
        }
        return SceneDescriptionError("\(what) \(text.isEmpty ? "the document" : text)\(suffix)")
    }

    /// Whether `key` is ASCII letters, digits and `_`, not empty and not starting with a digit.
    private static func isPlainName(_ key: String) -> Bool {
        guard let first = key.utf8.first, !JSONSyntax.isDigit(first) else { return false }
        return key.utf8.allSatisfy { c in
            let lower = c | 0x20 // ASCII letters in lower case
            return JSONSyntax.isDigit(c) || c == UInt8(ascii: "_")
                || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
        }
    }
}
