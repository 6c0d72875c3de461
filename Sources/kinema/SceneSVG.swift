import Kinema
import KinemaControls

/// Draws the views of one frame as SVG elements in root coordinates (shared by the filmstrip and
/// the HTML player).
///
/// Each visible view (neither it nor an ancestor hidden, effective alpha above 0) is its bounds as
/// a rounded rectangle placed by `ViewSnapshot.toRoot`, filled with its background colour; its
/// opacity is its alpha multiplied by its ancestors' (an approximation of group opacity). Then its
/// content (a symbol or text named by the control), then its subviews (inside a clip path of its
/// rounded bounds when it clips), then its border, drawn inside the bounds as Core Animation does.
struct SceneSVG {
    /// The elements of `frame`; clip-path ids start with `idPrefix`.
    func draw(_ frame: FrameSnapshot, idPrefix: String) -> String {
        let children = Self.children(of: frame)
        var out = ""
        for root in frame.views.indices where frame.views[root].parentIndex == nil {
            emit(root, in: frame, children: children, parentAlpha: 1, idPrefix: idPrefix, into: &out)
        }
        return out
    }

    private func emit(_ i: Int, in frame: FrameSnapshot, children: [[Int]], parentAlpha: Double, idPrefix: String,
                      into out: inout String) {
        let v = frame.views[i]
        let alpha = parentAlpha * v.alpha
        guard !v.isHidden, alpha > 0, alpha.isFinite else { return }
        let box = Self.localRect(v)
        let matrix = "matrix(\(Self.matrix(v.toRoot)))"
        let radius = Swift.max(0, Swift.min(v.cornerRadius, Swift.min(box.width, box.height) / 2))
        if v.backgroundColor.alpha > 0 {
            out += "<rect x=\"\(Self.num(box.minX))\" y=\"\(Self.num(box.minY))\" width=\"\(Self.num(box.width))\" "
            out += "height=\"\(Self.num(box.height))\" rx=\"\(Self.num(radius))\" \(Self.fill(v.backgroundColor)) "
            out += "opacity=\"\(Self.num(alpha))\" transform=\"\(matrix)\"/>\n"
        }
        if let content = v.content {
            out += Self.content(content, box: box, matrix: matrix, alpha: alpha)
        }
        let kids = children[i]
        if !kids.isEmpty {
            if v.clipsToBounds {
                let id = "\(idPrefix)c\(i)"
                out += "<clipPath id=\"\(id)\"><rect x=\"\(Self.num(box.minX))\" y=\"\(Self.num(box.minY))\" "
                out += "width=\"\(Self.num(box.width))\" height=\"\(Self.num(box.height))\" rx=\"\(Self.num(radius))\" "
                out += "transform=\"\(matrix)\"/></clipPath>\n<g clip-path=\"url(#\(id))\">\n"
            }
            for k in kids { emit(k, in: frame, children: children, parentAlpha: alpha, idPrefix: idPrefix, into: &out) }
            if v.clipsToBounds { out += "</g>\n" }
        }
        let width = Swift.min(v.borderWidth, Swift.min(box.width, box.height) / 2)
        if width > 0, v.borderColor.alpha > 0 {
            let inset = box.insetBy(dx: width / 2, dy: width / 2)
            out += "<rect x=\"\(Self.num(inset.minX))\" y=\"\(Self.num(inset.minY))\" width=\"\(Self.num(inset.width))\" "
            out += "height=\"\(Self.num(inset.height))\" rx=\"\(Self.num(Swift.max(0, radius - width / 2)))\" fill=\"none\" "
            out += "stroke=\"\(Self.rgb(v.borderColor))\" stroke-opacity=\"\(Self.num(v.borderColor.alpha))\" "
            out += "stroke-width=\"\(Self.num(width))\" opacity=\"\(Self.num(alpha))\" transform=\"\(matrix)\"/>\n"
        }
    }

    /// The subviews of each view, by index, in drawing order (back to front).
    static func children(of frame: FrameSnapshot) -> [[Int]] {
        var children = Array(repeating: [Int](), count: frame.views.count)
        for (i, v) in frame.views.enumerated() {
            if let p = v.parentIndex, children.indices.contains(p) { children[p].append(i) }
        }
        return children
    }

    /// The view's bounds in its own coordinates, standardized (a negative size drawn flipped).
    static func localRect(_ v: ViewSnapshot) -> Rect {
        Rect(origin: v.boundsOrigin, size: v.size).standardized
    }

    /// Whether the view draws anything by itself (background, border or content).
    func drawsSomething(_ v: ViewSnapshot) -> Bool {
        v.backgroundColor.alpha > 0 || (v.borderWidth > 0 && v.borderColor.alpha > 0) || v.content != nil
    }

    /// The bounding box, in root coordinates, of everything the frames draw apart from the root
    /// itself (clipped by clipping ancestors); nil when nothing is drawn.
    func contentBounds(_ frames: [FrameSnapshot]) -> Rect? {
        var union: Rect?
        for frame in frames {
            let children = Self.children(of: frame)
            var stack: [(Int, Rect?)] = frame.views.indices.filter { frame.views[$0].parentIndex == nil }.map { ($0, nil) }
            while let (i, clip) = stack.popLast() {
                let v = frame.views[i]
                guard !v.isHidden, v.alpha > 0 else { continue }
                var box: Rect? = v.toRoot.apply(to: Self.localRect(v))
                if let clip, let b = box { box = b.intersection(clip) }
                if v.parentIndex != nil, drawsSomething(v), let b = box {
                    union = union.map { $0.union(b) } ?? b
                }
                let childClip: Rect? = v.clipsToBounds ? (box ?? .zero) : clip
                if v.clipsToBounds && box == nil { continue }
                for k in children[i] { stack.append((k, childClip)) }
            }
        }
        return union
    }

    // MARK: Content

    private static func content(_ content: ViewContent, box: Rect, matrix: String, alpha: Double) -> String {
        switch content {
        case .symbol(let symbol, let tint):
            // The 24x24 design box, fitted (aspect kept) and centred in the bounds.
            let k = Swift.min(box.width, box.height) / 24
            guard k > 0 else { return "" }
            let ox = box.midX - 12 * k, oy = box.midY - 12 * k
            var out = "<g transform=\"\(matrix) translate(\(num(ox)) \(num(oy))) scale(\(num(k)))\" "
            out += "\(fill(tint)) stroke=\"\(rgb(tint))\" stroke-opacity=\"\(num(tint.alpha))\" "
            out += "stroke-linecap=\"round\" stroke-linejoin=\"round\" opacity=\"\(num(alpha))\">"
            out += symbolBody(symbol)
            return out + "</g>\n"
        case .text(let text, let color):
            // One element per line; the lines share the height, each centred in its share.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let lineHeight = box.height / Double(lines.count)
            let size = Swift.max(1, Swift.min(lineHeight * 0.75, 17))
            var out = ""
            for (i, line) in lines.enumerated() {
                let y = lines.count == 1 ? box.midY : box.minY + (Double(i) + 0.5) * lineHeight
                out += "<text x=\"\(num(box.midX))\" y=\"\(num(y))\" font-size=\"\(num(size))\" "
                out += "text-anchor=\"middle\" dominant-baseline=\"central\" \(fill(color)) opacity=\"\(num(alpha))\" "
                out += "transform=\"\(matrix)\">\(SVGPlot.escape(String(line)))</text>\n"
            }
            return out
        }
    }

    /// Pictograms in a 24x24 box (drawn for Kinema; not the tutorials' artwork).
    private static func symbolBody(_ symbol: ViewSymbol) -> String {
        switch symbol {
        case .cart:
            return "<path d=\"M1.5 3.5H4.5L7.8 15.5H19.5\" fill=\"none\" stroke-width=\"1.8\"/>"
                + "<path d=\"M5.2 6H21.8L19.6 13.2H7.2Z\" stroke-width=\"0.8\"/>"
                + "<circle cx=\"9.3\" cy=\"19.2\" r=\"1.9\" stroke=\"none\"/><circle cx=\"17.6\" cy=\"19.2\" r=\"1.9\" stroke=\"none\"/>"
        case .gamepad:
            return "<rect x=\"2.2\" y=\"7\" width=\"19.6\" height=\"11\" rx=\"5.5\" fill=\"none\" stroke-width=\"1.8\"/>"
                + "<path d=\"M6 12.5H10M8 10.5V14.5\" fill=\"none\" stroke-width=\"1.6\"/>"
                + "<circle cx=\"15.3\" cy=\"11.4\" r=\"1.1\" stroke=\"none\"/><circle cx=\"17.6\" cy=\"13.7\" r=\"1.1\" stroke=\"none\"/>"
        case .arrows:
            return "<path d=\"M6 11.5L12 5.5L18 11.5M6 18.5L12 12.5L18 18.5\" fill=\"none\" stroke-width=\"2.2\"/>"
        case .lines:
            return "<path d=\"M4 6.5H20M4 12H20M4 17.5H20\" fill=\"none\" stroke-width=\"2.2\"/>"
        case .photo:
            return "<circle cx=\"16.5\" cy=\"7.5\" r=\"2.3\" stroke=\"none\"/>"
                + "<path d=\"M1.5 19.5L8.5 10L13.2 16.2L16.2 12.8L22.5 19.5Z\" stroke=\"none\"/>"
        }
    }

    // MARK: Numbers and colours

    /// A compact decimal: at most 3 decimals, trailing zeros dropped, no `-0`.
    static func num(_ x: Double) -> String {
        var s = SVGPlot.fixed(x, 3)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }

    /// `a b c d tx ty` for an SVG `matrix(...)` (same layout as `AffineTransform`).
    static func matrix(_ m: AffineTransform) -> String {
        [m.a, m.b, m.c, m.d, m.tx, m.ty].map { x in
            var s = SVGPlot.fixed(x, 5)
            if s.contains(".") {
                while s.hasSuffix("0") { s.removeLast() }
                if s.hasSuffix(".") { s.removeLast() }
            }
            return s == "-0" ? "0" : s
        }.joined(separator: " ")
    }

    /// `#RRGGBB` (components clamped to [0, 1]).
    static func rgb(_ c: Color) -> String { String(c.hexString.prefix(7)) }

    /// `fill="#RRGGBB" fill-opacity="A"`.
    static func fill(_ c: Color) -> String { "fill=\"\(rgb(c))\" fill-opacity=\"\(num(c.alpha))\"" }
}
