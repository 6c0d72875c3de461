import Foundation
import FuzzSupport
import KinemaRender
import KinemaSceneFile

/// libFuzzer target: the scene-file loader of `kinema layout` (``SceneDescription/init(json:)``,
/// then ``SceneDescription/makeScene()`` and the layout table). Properties: no trap; where the
/// reader and Foundation's `JSONDecoder` both read a file they read the same description, and
/// `JSONDecoder` reads nothing the reader refuses but for its leniency (a trailing comma) and the
/// keys it ignores (differential); an unknown-key error names a key its record does not declare,
/// at a path through declared keys, and suggests only a declared key; a syntax error names a line
/// the text has; the same file always gives the same table or the same error; an error is one
/// line; the table is RFC 4180 CSV with a header and one row per view, holding finite numbers
/// only and no negative zero.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let oracle = try? JSONDecoder().decode(SceneDescription.self, from: Data(bytes))
    let description: SceneDescription
    do throws(SceneDescriptionError) {
        description = try SceneDescription(json: bytes)
    } catch {
        Property.requireOneLine(error.message)
        if error.message.hasPrefix("unknown key ") { checkUnknownKey(error.message) }
        if error.message.hasPrefix("not valid JSON") { checkSyntaxError(error.message, bytes) }
        // Only JSONDecoder's own leniency (a trailing comma) and the keys it ignores may let it
        // read what the reader refuses.
        Property.require(
            oracle == nil || error.message.hasPrefix("not valid JSON at line ")
                || error.message.hasPrefix("unknown key "), "JSONDecoder read what the reader refused")
        return 0
    }
    // JSONDecoder refuses a few strict-JSON numbers (0.000e5); where both read the file, they agree.
    Property.require(oracle == nil || oracle == description, "the reader and JSONDecoder read the file differently")
    func layout() -> Result<String, SceneDescriptionError> {
        Result { () throws(SceneDescriptionError) in LayoutCSV(scene: try description.makeScene()).text }
    }
    let first = layout()
    Property.require(first == layout(), "building the same scene twice gave different results")
    switch first {
    case .failure(let error):
        Property.requireOneLine(error.message)
    case .success(let table):
        guard let records = RFC4180.records(table) else {
            Property.require(false, "the table is not RFC 4180 CSV"); return 0
        }
        Property.require(records.first == ["view", "minX", "minY", "width", "height"], "the table's header")
        Property.require(records.count == (description.views?.count ?? 0) + 2, "one row per view")
        for record in records.dropFirst() {
            Property.require(record.count == 5, "a row without five fields")
            for field in record.dropFirst() {
                Property.require(Double(field)?.isFinite == true, "a table field '\(field)' is not a finite number")
                Property.requireFiniteText(field)
            }
        }
    }
    return 0
}

/// The keys each record declares (the scene file article's tables), by record.
private let declaredKeys: [String: Set<String>] = [
    "scene": ["root", "views", "constraints"], "root": ["name", "width", "height"],
    "view": ["name", "parent", "intrinsicWidth", "intrinsicHeight", "hidden", "stack"],
    "stack": ["axis", "distribution", "alignment", "spacing", "arranged"],
    "constraint": ["first", "relation", "second", "multiplier", "constant", "priority"]
]

/// What follows `name[N]` at the start of `path`, or nil.
private func afterElement(_ name: String, of path: Substring) -> Substring? {
    guard path.hasPrefix(name + "[") else { return nil }
    let digits = path.dropFirst(name.count + 1).prefix { $0.isASCII && $0.isNumber }
    let rest = path.dropFirst(name.count + 1 + digits.count)
    return !digits.isEmpty && rest.first == "]" ? rest.dropFirst() : nil
}

/// The record whose object a key path's last key belongs to, and that key (`.NAME` or `[...]`).
private func record(of path: Substring) -> (record: String, key: Substring) {
    func isKey(_ rest: Substring) -> Bool { rest.first == "." || rest.first == "[" }
    if let rest = afterElement("views", of: path) {
        if rest.hasPrefix(".stack"), isKey(rest.dropFirst(6)) { return ("stack", rest.dropFirst(6)) }
        if isKey(rest) { return ("view", rest) }
    }
    if let rest = afterElement("constraints", of: path), isKey(rest) { return ("constraint", rest) }
    if path.hasPrefix("root"), isKey(path.dropFirst(4)) { return ("root", path.dropFirst(4)) }
    return ("scene", path)
}

/// `unknown key PATH` or `unknown key PATH (did you mean 'KEY'?)`: PATH is a record's path
/// followed by `.NAME` (a plain name the record does not declare) or `["..."]` (any other key),
/// and KEY is one the record declares.
private func checkUnknownKey(_ message: String) {
    var path = Substring(message.dropFirst("unknown key ".count))
    var suggestion: Substring?
    if path.hasSuffix("'?)"), let open = path.range(of: " (did you mean '", options: .backwards) {
        suggestion = path[open.upperBound..<path.index(path.endIndex, offsetBy: -3)]
        path = path[..<open.lowerBound]
    }
    let record: String
    (record, path) = FuzzSceneFile.record(of: path)
    if path.first == "." { path = path.dropFirst() }
    let plain =
        !path.isEmpty && path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        && !(path.first?.isNumber ?? true)
    // Bracket and quotes compared scalar by scalar: a key that starts with a combining mark joins
    // the quote before it into one Character, so `hasPrefix("[\"")` would miss `["\u{486}"]`.
    let scalars = Array(path.unicodeScalars)
    let bracketed = scalars.starts(with: ["[", "\""]) && scalars.reversed().starts(with: ["]", "\""])
    Property.require(plain || bracketed, "the unknown key in '\(message)'")
    Property.require(!(declaredKeys[record] ?? []).contains(String(path)), "a declared key called unknown: \(message)")
    if let suggestion {
        Property.require(
            (declaredKeys[record] ?? []).contains(String(suggestion)), "a suggestion not declared: \(message)")
    }
}

/// `not valid JSON at line L, column C: REASON`, with a line the text has (after a byte order
/// mark; LF, CR LF and a lone CR each end a line) and a column from 1.
private func checkSyntaxError(_ message: String, _ bytes: [UInt8]) {
    let numbers =
        message.dropFirst("not valid JSON at line ".count).split(separator: ":").first?
        .split(separator: ",").compactMap { Int($0.filter(\.isNumber)) } ?? []
    Property.require(
        message.hasPrefix("not valid JSON at line ") && numbers.count == 2 && numbers.allSatisfy { $0 >= 1 },
        "a syntax error without its position: \(message)")
    var lines = 1
    for (i, b) in bytes.enumerated() where b == 0x0A || (b == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
        lines += 1
    }
    Property.require(numbers.first.map { $0 <= lines } ?? false, "a syntax error past the last line: \(message)")
}
