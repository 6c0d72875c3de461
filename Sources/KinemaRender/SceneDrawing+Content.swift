extension SceneDrawing {
    /// Draws a view's ``/Kinema/ViewContent`` inside its bounds `box` (view coordinates), placed by
    /// `matrix` (see ``ContentLayout``): a symbol as the paths of its ``Pictogram`` in its tint,
    /// text as one path per line in ``StrokeFont``, stroked in its colour. Each pictogram and each
    /// line is written once per document (``SVGWriter/shared(_:define:)``) and drawn with `<use>`;
    /// a line's `<use>` holds its characters in `aria-label` (so that the text stays searchable
    /// and readable to assistive tools). A shape is its path filled in `values.fillColor`, then the
    /// part of it between `values.strokeStart` and `values.strokeEnd` stroked `values.lineWidth`
    /// wide in `values.strokeColor`, dashed from `values.lineDashPhase` on, in the view's
    /// coordinates (so the view's transform scales the stroke too). Text is set by `style` (the
    /// view's ``/Kinema/TextStyle``; nil: Kinema's size rule).
    static func drawContent(
        _ content: ViewContent, box: Rect, matrix: SVGValue, alpha: Double, values: ViewValues,
        style: TextStyle? = nil, into svg: inout SVGWriter
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
            for line in ContentLayout.lines(text, in: box, style: style) where !line.text.isEmpty {
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
        case .shape(let shape):
            drawShape(shape, matrix: matrix, alpha: alpha, values: values, into: &svg)
        case .gradient:
            break // drawn over the background, in its outline (drawGradient)
        }
    }
}

extension SceneDrawing {
    /// A shape's fill and its trimmed stroke (see ``drawContent(_:box:matrix:alpha:values:into:)``).
    static func drawShape(
        _ shape: ShapeContent, matrix: SVGValue, alpha: Double, values: ViewValues, into svg: inout SVGWriter
    ) {
        guard shape.path.isFinite else { return }
        let placed: SVGAttributes = ["transform": matrix, "opacity": .number(alpha)]
        let fill = drawable(values.fillColor)
        if fill.alpha > 0 {
            let path = VectorPath(shape.path)
            if !path.subpaths.isEmpty {
                svg.element(
                    "path",
                    ["d": SVGValue(path.svgData), "fill-rule": shape.fillRule == .evenOdd ? "evenodd" : "nonzero"]
                        + .fill(fill) + ["stroke": "none"] + placed)
            }
        }
        let width = values.lineWidth
        let stroke = drawable(values.strokeColor)
        guard stroke.alpha > 0, width > 0, width.isFinite else { return }
        let whole = values.strokeStart <= 0 && values.strokeEnd >= 1
        let part =
            whole
            ? shape.path
            : svg.motion(along: shape.path)?.trimmed(from: values.strokeStart, to: values.strokeEnd) ?? BezierPath()
        let path = VectorPath(part)
        guard !path.subpaths.isEmpty else { return }
        svg.element(
            "path",
            ["d": SVGValue(path.svgData), "fill": "none"] + .stroke(stroke)
                + [
                    "stroke-width": .number(width), "stroke-linecap": SVGValue(shape.lineCap.rawValue),
                    "stroke-linejoin": SVGValue(shape.lineJoin.rawValue),
                    "stroke-miterlimit": .number(Swift.max(1, shape.miterLimit.isFinite ? shape.miterLimit : 10))
                ] + dashes(shape, phase: values.lineDashPhase) + placed)
    }

    /// The dash attributes of a shape's stroke: none for a solid one (see
    /// ``ShapeContent/drawnDashPattern``), else the pattern and the phase as the offset.
    private static func dashes(_ shape: ShapeContent, phase: Double) -> SVGAttributes {
        let pattern = shape.drawnDashPattern
        guard !pattern.isEmpty else { return [:] }
        return [
            "stroke-dasharray": SVGValue(pattern.map { SVGValue.number($0).text }.joined(separator: " ")),
            "stroke-dashoffset": .number(phase.isFinite ? phase : 0)
        ]
    }
}

extension SceneDrawing {
    /// A gradient over the background, in the background's `outline`, with the gradient's drawn
    /// stops (``/Kinema/GradientContent/drawnStops(in:)``), then the outline filled with it (id
    /// `id`). Axial: a `linearGradient` in the view's coordinates from the start point to the end
    /// point of `box`'s unit square. Radial: a `radialGradient` of radius 1 about the origin,
    /// stretched by the ellipse's radii and moved to its centre (`gradientTransform`); a flat one
    /// draws its last colour everywhere, so any radii do.
    static func drawGradient(
        _ gradient: GradientContent, outline: (name: String, attributes: SVGAttributes), box: Rect,
        matrix: SVGValue, alpha: Double, id: String, into svg: inout SVGWriter
    ) {
        let stops = gradient.drawnStops(in: box.size)
        guard !stops.isEmpty else { return }
        func place(_ p: Point) -> Point { Point(x: box.minX + p.x * box.width, y: box.minY + p.y * box.height) }
        let start = place(gradient.startPoint), end = place(gradient.endPoint)
        let element: String
        let attributes: SVGAttributes
        switch gradient.kind {
        case .axial:
            element = "linearGradient"
            attributes = ["x1": .number(start.x), "y1": .number(start.y), "x2": .number(end.x), "y2": .number(end.y)]
        case .radial:
            let flat = gradient.isFlat(in: box.size)
            let (rx, ry) = flat ? (1, 1) : gradient.radii(in: box.size)
            let numbers = [rx, 0, 0, ry, start.x, start.y].map { SVGValue.number($0).text }
            element = "radialGradient"
            attributes = [
                "cx": "0", "cy": "0", "r": "1",
                "gradientTransform": SVGValue("matrix(\(numbers.joined(separator: " ")))")
            ]
        }
        svg.element(element, ["id": SVGValue(id), "gradientUnits": "userSpaceOnUse"] + attributes) { svg in
            for stop in stops {
                let color = drawable(stop.color)
                svg.element(
                    "stop",
                    [
                        "offset": .number(stop.location, decimals: 4), "stop-color": "\(color)",
                        "stop-opacity": .number(color.alpha)
                    ])
            }
        }
        svg.element(
            outline.name, outline.attributes + ["fill": "url(#\(id))", "opacity": .number(alpha), "transform": matrix])
    }
}
