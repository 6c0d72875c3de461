import XCTest

/// A small reader of the markup the renderers write, for assertions on elements rather than on
/// substrings: start and end tags must nest, attribute values must be quoted, and `&`, `<` only
/// appear as the start of an entity or a tag. Declarations (`<?...?>`, `<!...>`) are skipped, and
/// so are `<style>` and `<script>` bodies. HTML's void elements (`meta`, `input`) have no end tag.
struct MarkupTree {
    /// One element: its name, attributes (values with entities decoded), its text (decoded) and
    /// the path of its ancestors' names.
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        var ancestors: [String]
        /// The attribute's value, if it has one.
        subscript(_ attribute: String) -> String? { attributes[attribute] }
    }

    /// Every element in document order.
    private(set) var elements: [Element] = []

    /// Elements named `name`.
    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// Parses `text`; throws (and fails the test) when the markup is not well formed.
    init(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        var open: [Int] = [] // indices into `elements`
        var i = text.startIndex
        func fail(_ message: String) -> Error {
            XCTFail("malformed markup: \(message)", file: file, line: line)
            return MarkupError(message: message)
        }
        while i < text.endIndex {
            if text[i] == "<" {
                guard let close = text[i...].firstIndex(of: ">") else { throw fail("unterminated tag") }
                let tag = text[text.index(after: i)..<close]
                i = text.index(after: close)
                if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
                if tag.hasPrefix("/") {
                    let name = String(tag.dropFirst())
                    guard let last = open.popLast(), elements[last].name == name else {
                        throw fail("</\(name)> closes nothing open")
                    }
                    continue
                }
                let selfClosing = tag.hasSuffix("/")
                let body = selfClosing ? tag.dropLast() : tag
                let (name, attributes) = try Self.parseTag(String(body), fail: fail)
                elements.append(Element(name: name, attributes: attributes, ancestors: open.map { elements[$0].name }))
                if !selfClosing && !Self.voidElements.contains(name) { open.append(elements.count - 1) }
                if name == "style" || name == "script" { // skip to the end tag
                    guard let end = text[i...].range(of: "</\(name)>") else { throw fail("unterminated <\(name)>") }
                    i = end.lowerBound
                }
            } else {
                let next = text[i...].firstIndex(of: "<") ?? text.endIndex
                let raw = String(text[i..<next])
                i = next
                let decoded = try Self.decode(raw, fail: fail)
                if let last = open.last { elements[last].text += decoded }
            }
        }
        guard open.isEmpty else { throw fail("unclosed \(open.map { elements[$0].name })") }
    }

    /// HTML elements that have no end tag.
    private static let voidElements: Set<String> = ["meta", "input"]

    private static func parseTag(_ tag: String, fail: (String) -> Error) throws -> (String, [String: String]) {
        var rest = Substring(tag)
        let name = String(rest.prefix { !$0.isWhitespace })
        guard !name.isEmpty else { throw fail("empty tag") }
        rest = rest.dropFirst(name.count)
        var attributes: [String: String] = [:]
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.isEmpty { break }
            guard let eq = rest.firstIndex(of: "=") else { throw fail("attribute without value in <\(name)>") }
            let key = String(rest[..<eq])
            rest = rest[rest.index(after: eq)...]
            guard rest.first == "\"" else { throw fail("unquoted value of \(key) in <\(name)>") }
            rest = rest.dropFirst()
            guard let end = rest.firstIndex(of: "\"") else { throw fail("unterminated value of \(key)") }
            guard attributes[key] == nil else { throw fail("duplicate attribute \(key) in <\(name)>") }
            attributes[key] = try decode(String(rest[..<end]), fail: fail)
            rest = rest[rest.index(after: end)...]
        }
        return (name, attributes)
    }

    /// Text with the five XML entities decoded; a bare `&` or `<` is an error.
    private static func decode(_ raw: String, fail: (String) -> Error) throws -> String {
        guard !raw.contains("<") else { throw fail("bare < in '\(raw)'") }
        var out = "", rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            let entities = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'")]
            guard let (entity, char) = entities.first(where: { rest.hasPrefix($0.0) }) else {
                throw fail("bare & in '\(raw)'")
            }
            out += char
            rest = rest.dropFirst(entity.count)
        }
        return out + rest
    }
}

private struct MarkupError: Error {
    let message: String
}
