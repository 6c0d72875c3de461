import KinemaCore

/// Writes SVG (or any XML) text element by element, escaping every attribute value and every
/// piece of text, so that no renderer builds markup by hand.
///
/// Layout: each element ends its line, and an element with content puts its content on the lines
/// between its start and end tags, unless it is written `inline`, in which case it and everything
/// inside it stay on one line.
///
/// ```swift
/// var svg = SVGWriter()
/// svg.declaration()
/// svg.element("svg", ["xmlns": "http://www.w3.org/2000/svg", "width": 100, "height": 40]) { svg in
///     svg.element("rect", ["x": 0, "y": 0, "width": 100, "height": 40, "fill": "white"])
///     svg.element("text", ["x": 10, "y": 24], text: "Tom & Jerry")   // Tom &amp; Jerry
/// }
/// print(svg.text)
/// ```
public struct SVGWriter: Sendable {
    /// The text written so far.
    public private(set) var text = ""
    /// Whether the element being written is inline (no line breaks inside it).
    private var isInline = false
    /// The ids of the shapes written once for the whole document, by key (see ``shared(_:define:)``).
    private var sharedIDs: [String: String] = [:]
    /// The lengths along the paths this document trims, by path (see ``motion(along:)``).
    private var motions: [BezierPath: PathMotion] = [:]

    /// An empty document.
    public init() {}

    /// The motion along `path` (its lengths, to trim a stroke by), measured once per document
    /// for each distinct path: a shape drawn in many frames, or many shapes with one path, share
    /// it. The memo is emptied past 1,000 paths (a long morph draws a new path every frame).
    mutating func motion(along path: BezierPath) -> PathMotion? {
        if let known = motions[path] { return known }
        guard let motion = try? PathMotion(path) else { return nil }
        if motions.count >= 1000 { motions.removeAll(keepingCapacity: true) }
        motions[path] = motion
        return motion
    }

    /// The XML declaration, `<?xml version="1.0" encoding="UTF-8"?>`, on its own line.
    public mutating func declaration() {
        text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    }

    /// An element without content: `<name a="v"/>`.
    public mutating func element(_ name: String, _ attributes: SVGAttributes = [:]) {
        startTag(name, attributes, selfClosing: true)
        endLine()
    }

    /// An element holding text: `<name a="v">text</name>`, the text escaped.
    public mutating func element(_ name: String, _ attributes: SVGAttributes = [:], text content: String) {
        startTag(name, attributes, selfClosing: false)
        text += Self.escape(content)
        text += "</\(name)>"
        endLine()
    }

    /// An element holding the elements `content` writes; `inline` keeps it on one line.
    public mutating func element(
        _ name: String, _ attributes: SVGAttributes = [:], inline: Bool = false,
        content: (inout SVGWriter) -> Void
    ) {
        startTag(name, attributes, selfClosing: false)
        let outer = isInline
        isInline = outer || inline
        endLine()
        content(&self)
        isInline = outer
        text += "</\(name)>"
        endLine()
    }

    /// The start tag of an element whose content and end tag (``endElement(_:)``) follow, for
    /// writers that walk a tree with a loop rather than nested ``element(_:_:inline:content:)``
    /// calls. Not inline.
    mutating func startElement(_ name: String, _ attributes: SVGAttributes = [:]) {
        startTag(name, attributes, selfClosing: false)
        endLine()
    }

    /// The end tag of an element opened with ``startElement(_:_:)``.
    mutating func endElement(_ name: String) {
        text += "</\(name)>"
        endLine()
    }

    /// The id of a shape the document draws many times (a line of text, a pictogram), for `<use>`
    /// elements to reference: the first time `key` is asked for, `define` writes the shape with
    /// that id (`k` and a number) inside a `<defs>` element; later calls return the same id. A
    /// `<use>` draws its shape with the paint it sets, wherever its definition lies in the
    /// document (also in a frame the HTML player hides).
    mutating func shared(_ key: String, define: (inout SVGWriter, _ id: String) -> Void) -> String {
        if let id = sharedIDs[key] { return id }
        let id = "k\(sharedIDs.count)"
        sharedIDs[key] = id
        element("defs", inline: true) { svg in define(&svg, id) }
        return id
    }

    /// Text escaped for XML content or a quoted attribute value: `&`, `<`, `>`, `"` and `'` become
    /// entities; everything else is kept.
    public static func escape(_ s: String) -> String {
        s.escaping { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            default: nil
            }
        }
    }

    private mutating func startTag(_ name: String, _ attributes: SVGAttributes, selfClosing: Bool) {
        text += "<" + name
        for attribute in attributes.list {
            text += " " + attribute.name + "=\"" + Self.escape(attribute.value.text) + "\""
        }
        text += selfClosing ? "/>" : ">"
    }

    private mutating func endLine() {
        if !isInline { text += "\n" }
    }
}
