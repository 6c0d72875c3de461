extension SceneDrawing {
    /// Draws a view's ``/Kinema/ViewContent`` inside its bounds `box` (view coordinates), placed by
    /// `matrix` (see ``ContentLayout``): a symbol as the paths of its ``Pictogram`` in its tint,
    /// text as one path per line in ``StrokeFont``, stroked in its colour, its characters in the
    /// path's `aria-label` (so that the text stays searchable and readable to assistive tools).
    static func drawContent(_ content: ViewContent, box: Rect, matrix: SVGValue, alpha: Double,
                            into svg: inout SVGWriter) {
        let round: SVGAttributes = ["stroke-linecap": "round", "stroke-linejoin": "round"]
        switch content {
        case .symbol(let symbol, let tint):
            guard let (k, origin) = ContentLayout.symbol(in: box) else { return }
            let tint = drawable(tint)
            svg.element("g", ["transform": "\(matrix.text) translate(\(origin.x) \(origin.y)) scale(\(k))"] + .fill(tint)
                + .stroke(tint) + round + ["opacity": .number(alpha)], inline: true) { svg in
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
        case .text(let text, let color):
            let color = drawable(color)
            for line in ContentLayout.lines(text, in: box) {
                let path = StrokeFont.line(line.text)
                guard !path.subpaths.isEmpty else { continue }
                let u = line.scale
                let x = line.center.x - line.units / 2 * u
                svg.element("path", [
                    "aria-label": SVGValue(String(line.text)), "d": SVGValue(path.svgData), "transform": "\(matrix.text) translate(\(x) \(line.center.y)) scale(\(u))",
                    "fill": "none",
                ] + .stroke(color) + ["stroke-width": .number(StrokeFont.strokeWidth)] + round + ["opacity": .number(alpha)])
            }
        }
    }
}
