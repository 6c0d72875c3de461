extension SceneDrawing {
    /// Draws a view's ``/Kinema/ViewContent`` inside its bounds `box` (view coordinates), placed by
    /// `matrix` (see ``ContentLayout``): a symbol as the paths of its ``Pictogram`` in its tint,
    /// text as one path per line in ``StrokeFont``, stroked in its colour. Each pictogram and each
    /// line is written once per document (``SVGWriter/shared(_:define:)``) and drawn with `<use>`;
    /// a line's `<use>` holds its characters in `aria-label` (so that the text stays searchable
    /// and readable to assistive tools).
    static func drawContent(
        _ content: ViewContent, box: Rect, matrix: SVGValue, alpha: Double,
        into svg: inout SVGWriter
    ) {
        let round: SVGAttributes = ["stroke-linecap": "round", "stroke-linejoin": "round"]
        switch content {
        case .symbol(let symbol, let tint):
            guard let (k, origin) = ContentLayout.symbol(in: box) else { return }
            let tint = drawable(tint)
            let id = svg.shared("symbol " + symbol.rawValue) { svg, id in
                svg.element("g", ["id": SVGValue(id)], inline: true) { svg in
                    for shape in Pictogram.shapes(symbol) {
                        var attributes: SVGAttributes = ["d": SVGValue(shape.path.svgData)]
                        if !shape.filled { attributes = attributes + ["fill": "none"] }
                        if let width = shape.strokeWidth {
                            attributes = attributes + ["stroke-width": .number(width)]
                        } else {
                            attributes = attributes + ["stroke": "none"]
                        }
                        svg.element("path", attributes)
                    }
                }
            }
            svg.element(
                "use",
                ["href": "#\(id)", "transform": "\(matrix.text) translate(\(origin.x) \(origin.y)) scale(\(k))"]
                    + .fill(tint) + .stroke(tint) + round + ["opacity": .number(alpha)])
        case .text(let text, let color):
            let color = drawable(color)
            for line in ContentLayout.lines(text, in: box) where !line.text.isEmpty {
                let path = StrokeFont.line(line.text)
                guard !path.subpaths.isEmpty else { continue }
                let id = svg.shared("text " + line.text) { svg, id in
                    svg.element("path", ["id": SVGValue(id), "d": SVGValue(path.svgData)])
                }
                let u = line.scale
                let x = line.center.x - line.units / 2 * u
                svg.element(
                    "use",
                    [
                        "href": "#\(id)", "aria-label": SVGValue(String(line.text)),
                        "transform": "\(matrix.text) translate(\(x) \(line.center.y)) scale(\(u))", "fill": "none"
                    ] + .stroke(color) + ["stroke-width": .number(StrokeFont.strokeWidth)] + round + [
                        "opacity": .number(alpha)
                    ])
            }
        }
    }
}
