/// A JSON value written as strict JSON (RFC 8259) without Foundation: objects keep their members
/// in the order given, numbers are Swift's shortest round-trip decimals (`0.25`, `1e-05`) with
/// `-0.0` written `0.0`, a number that is not finite is `null`, and strings escape `"`, `\` and
/// every control character.
///
/// ```swift
/// let value: JSONValue = ["name": "card", "x": 12.5, "tags": ["a", "b"], "note": nil]
/// value.text   // {"name":"card","x":12.5,"tags":["a","b"],"note":null}
/// ```
public struct JSONValue: Sendable, ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    enum Storage: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case integer(String)
        case string(String)
        case array([JSONValue], oneItemPerLine: Bool)
        case object([(String, JSONValue)])
        /// JSON text this module has already written (a frame kept as text while a run plays).
        case written(String)
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// `null`.
    public static let null = JSONValue(.null)

    /// `true` or `false`.
    public static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }

    /// A number: the shortest round-trip decimal, `0.0` for `-0.0`, `null` when not finite.
    public static func number(_ value: Double) -> JSONValue { JSONValue(.number(value)) }

    /// An integer, exactly (any width, e.g. a 64-bit seed).
    public static func integer(_ value: some BinaryInteger) -> JSONValue { JSONValue(.integer(String(value))) }

    /// A string.
    public static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }

    /// An array; `oneItemPerLine` writes a line break before each item and before the closing
    /// bracket (for long lists such as samples or frames).
    public static func array(_ items: [JSONValue], oneItemPerLine: Bool = false) -> JSONValue {
        JSONValue(.array(items, oneItemPerLine: oneItemPerLine))
    }

    /// An object with its members in this order (a repeated key is written twice; avoid it).
    public static func object(_ members: [(String, JSONValue)]) -> JSONValue { JSONValue(.object(members)) }

    /// `null`.
    public init(nilLiteral: ()) { storage = .null }
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { storage = .bool(value) }
    /// An integer.
    public init(integerLiteral value: Int) { storage = .integer(String(value)) }
    /// A number.
    public init(floatLiteral value: Double) { storage = .number(value) }
    /// A string.
    public init(stringLiteral value: String) { storage = .string(value) }
    /// An array on one line.
    public init(arrayLiteral elements: JSONValue...) { storage = .array(elements, oneItemPerLine: false) }
    /// An object, members in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { storage = .object(elements) }

    /// The JSON text, on one line unless an array asks for one item per line; no trailing newline.
    public var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    /// Appends the JSON text to `out`.
    public func write(into out: inout String) {
        switch storage {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x): out += NumberText.shortest(x) ?? "null"
        case .integer(let digits): out += digits
        case .string(let s): Self.writeString(s, into: &out)
        case .written(let json): out += json
        case .array(let items, let oneItemPerLine):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                if oneItemPerLine { out += "\n" }
                item.write(into: &out)
            }
            out += oneItemPerLine ? "\n]" : "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                Self.writeString(key, into: &out)
                out += ":"
                value.write(into: &out)
            }
            out += "}"
        }
    }

    /// A JSON string literal: `"` and `\` escaped, `\n`, `\r`, `\t` by name, other control
    /// characters (below U+0020) as `\u00XX`; everything else as it is.
    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        out += s.escaping { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where scalar.value < 0x20: unicodeEscape(scalar)
            default: nil
            }
        }
        out += "\""
    }

    /// `\u00XX`, lower-case hex, for a scalar below U+0100.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
}
