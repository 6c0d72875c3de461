extension SceneDrawing {
    /// Draws a view's ``/Kinema/ViewContent`` inside its bounds `box` (view coordinates), placed by `matrix`.
    static func drawContent(_ content: ViewContent, box: Rect, matrix: SVGValue, alpha: Double,
                            into svg: inout SVGWriter) {
        switch content {
        case .symbol(let symbol, let tint):
            // The 24x24 design box, fitted (aspect kept) and centred in the bounds.
            let k = Swift.min(box.width, box.height) / 24
            guard k > 0 else { return }
            let ox = box.midX - 12 * k, oy = box.midY - 12 * k
            let tint = drawable(tint)
            svg.element("g", ["transform": "\(matrix.text) translate(\(ox) \(oy)) scale(\(k))"] + .fill(tint)
                + .stroke(tint) + ["stroke-linecap": "round", "stroke-linejoin": "round", "opacity": .number(alpha)],
                inline: true) { svg in
                drawSymbol(symbol, into: &svg)
            }
        case .text(let text, let color):
            // One element per line; the lines share the height, each centred in its share.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let lineHeight = box.height / Double(lines.count)
            let size = Swift.max(1, Swift.min(lineHeight * 0.75, 17))
            for (i, line) in lines.enumerated() {
                let y = lines.count == 1 ? box.midY : box.minY + (Double(i) + 0.5) * lineHeight
                svg.element("text", [
                    "x": .number(box.midX), "y": .number(y), "font-size": .number(size), "text-anchor": "middle",
                    "dominant-baseline": "central",
                ] + .fill(drawable(color)) + ["opacity": .number(alpha), "transform": matrix], text: String(line))
            }
        }
    }

    /// Pictograms in a 24x24 box (drawn for Kinema; not the tutorials' artwork).
    private static func drawSymbol(_ symbol: ViewSymbol, into svg: inout SVGWriter) {
        switch symbol {
        case .cart:
            svg.element("path", ["d": "M1.5 3.5H4.5L7.8 15.5H19.5", "fill": "none", "stroke-width": 1.8])
            svg.element("path", ["d": "M5.2 6H21.8L19.6 13.2H7.2Z", "stroke-width": 0.8])
            svg.element("circle", ["cx": 9.3, "cy": 19.2, "r": 1.9, "stroke": "none"])
            svg.element("circle", ["cx": 17.6, "cy": 19.2, "r": 1.9, "stroke": "none"])
        case .gamepad:
            svg.element("rect", ["x": 2.2, "y": 7, "width": 19.6, "height": 11, "rx": 5.5, "fill": "none",
                                 "stroke-width": 1.8])
            svg.element("path", ["d": "M6 12.5H10M8 10.5V14.5", "fill": "none", "stroke-width": 1.6])
            svg.element("circle", ["cx": 15.3, "cy": 11.4, "r": 1.1, "stroke": "none"])
            svg.element("circle", ["cx": 17.6, "cy": 13.7, "r": 1.1, "stroke": "none"])
        case .arrows:
            svg.element("path", ["d": "M6 11.5L12 5.5L18 11.5M6 18.5L12 12.5L18 18.5", "fill": "none",
                                 "stroke-width": 2.2])
        case .lines:
            svg.element("path", ["d": "M4 6.5H20M4 12H20M4 17.5H20", "fill": "none", "stroke-width": 2.2])
        case .photo:
            svg.element("circle", ["cx": 16.5, "cy": 7.5, "r": 2.3, "stroke": "none"])
            svg.element("path", ["d": "M1.5 19.5L8.5 10L13.2 16.2L16.2 12.8L22.5 19.5Z", "stroke": "none"])
        }
    }
}
