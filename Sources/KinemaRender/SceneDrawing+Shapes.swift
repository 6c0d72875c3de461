extension SceneDrawing {
    /// A view's rounded bounds as SVG: a `rect` (with `rx`) when the radius applies to all four
    /// corners or to none, otherwise a `path` rounding only the corners `corners` names, with
    /// circular arcs of `radius` (Core Animation's `maskedCorners`). `box` is in the view's own
    /// coordinates, y downwards, so the `minY` corners are the top ones.
    static func roundedShape(_ box: Rect, radius: Double, corners: CornerMask) -> (
        name: String, attributes: SVGAttributes
    ) {
        let r = radius > 0 ? radius : 0
        let rounded = corners.intersection(.all)
        if r == 0 || rounded == .all || rounded.isEmpty {
            return (
                "rect",
                [
                    "x": .number(box.minX), "y": .number(box.minY), "width": .number(box.width),
                    "height": .number(box.height), "rx": .number(rounded.isEmpty ? 0 : r)
                ]
            )
        }
        func at(_ corner: CornerMask) -> Double { rounded.contains(corner) ? r : 0 }
        let (x0, y0, x1, y1) = (box.minX, box.minY, box.maxX, box.maxY)
        let (tl, tr, br, bl) = (at(.minXMinY), at(.maxXMinY), at(.maxXMaxY), at(.minXMaxY))
        // Clockwise on screen from the top edge: each rounded corner is a quarter arc (sweep 1).
        func arc(_ q: Double, _ x: Double, _ y: Double) -> String {
            q > 0 ? "A\(svg: q) \(svg: q) 0 0 1 \(svg: x) \(svg: y)" : ""
        }
        let d =
            "M\(svg: x0 + tl) \(svg: y0)H\(svg: x1 - tr)" + arc(tr, x1, y0 + tr)
            + "V\(svg: y1 - br)" + arc(br, x1 - br, y1)
            + "H\(svg: x0 + bl)" + arc(bl, x0, y1 - bl)
            + "V\(svg: y0 + tl)" + arc(tl, x0 + tl, y0) + "Z"
        return ("path", ["d": SVGValue(d)])
    }

    /// `x` clamped to [0, 1] for drawing (NaN draws as 0): presentation values may overshoot,
    /// what is drawn may not.
    static func drawable(_ x: Double) -> Double { x >= 0 ? (x <= 1 ? x : 1) : 0 }

    /// `c` with every component clamped to [0, 1], as a number is.
    static func drawable(_ c: Color) -> Color {
        Color(red: drawable(c.red), green: drawable(c.green), blue: drawable(c.blue), alpha: drawable(c.alpha))
    }
}

private extension String.StringInterpolation {
    /// A number as drawings write it: at most 3 decimals, trimmed, never `-0`.
    mutating func appendInterpolation(svg x: Double) { appendLiteral(NumberText.trimmed(x, 3)) }
}
