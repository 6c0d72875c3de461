/// A line plot of samples as one standalone SVG document: a title and subtitle, axes with ticks at
/// 1-2-5 steps and their labels, light grid lines, dashed reference lines, the samples as one
/// polyline (a dot when there is only one), straight or in steps, and marked points as dots. An
/// optional ``comparison`` draws a second set of samples dashed under it, with a legend naming
/// both (a golden and the actual samples, say).
///
/// The vertical range is the samples' and the marks' (and ``yIncludes``'), padded by 5 % each
/// side; samples that are not finite are left out of the line.
///
/// ```swift
/// let spring = try Spring(duration: 0.5, dampingRatio: 0.5)
/// let points = (0...30).map { k in (Double(k) / 60, spring.progress(at: Double(k) / 60)) }
/// let svg = CurvePlot(title: "spring", xLabel: "t (s)", yLabel: "progress", points: points,
///                     xRange: (0, 0.5)).svg()
/// ```
public struct CurvePlot: Sendable {
    /// The heading.
    public var title: String
    /// Text under the heading (for example the curve's parameters), wrapped at ", " to the width.
    public var subtitle: String = ""
    /// The horizontal axis label.
    public var xLabel: String
    /// The vertical axis label.
    public var yLabel: String
    /// The samples, in drawing order.
    public var points: [(x: Double, y: Double)]
    /// The horizontal extent of the plot.
    public var xRange: (Double, Double)
    /// Values the vertical range always includes, drawn as dashed reference lines (none by
    /// default; ``SampledCurve`` gives 0 and 1 for progress).
    public var yIncludes: [Double] = []
    /// How the line goes from one sample to the next.
    public var interpolation: Interpolation = .linear
    /// Points drawn as dots over the line, for example the keys of a keyframe track.
    public var marks: [(x: Double, y: Double)] = []

    /// How a plot's line joins its samples.
    public enum Interpolation: Hashable, Sendable {
        /// A straight line from each sample to the next.
        case linear
        /// Each value held until the next sample, then a vertical jump to the next value (a
        /// step function, as discrete keyframes are): horizontal, then vertical segments.
        case steps
    }
    /// Samples drawn dashed, in blue, under ``points``, and the legend's names for both; nil for
    /// none. The vertical range covers both.
    public var comparison: Comparison?
    /// Overall width in SVG units (clamped to 200...10000 when drawn).
    public var width = 720.0
    /// Overall height in SVG units (clamped to 200...10000 when drawn).
    public var height = 420.0

    private static let left = 70.0, right = 24.0, bottom = 56.0

    /// A plot of `points` over `xRange`, with no reference values, no marks and no subtitle.
    public init(title: String, xLabel: String, yLabel: String, points: [(Double, Double)], xRange: (Double, Double)) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.points = points.map { (x: $0.0, y: $0.1) }
        self.xRange = xRange
    }

    /// A second set of samples, drawn dashed, and the legend of the two.
    public struct Comparison: Sendable {
        /// The dashed samples, in drawing order.
        public var points: [(x: Double, y: Double)]
        /// The legend's name for the dashed samples.
        public var label: String
        /// The legend's name for the plot's own (solid) samples.
        public var pointsLabel: String

        /// Dashed samples `points` named `label`, next to the solid ones named `pointsLabel`.
        public init(points: [(Double, Double)], label: String, pointsLabel: String) {
            self.points = points.map { (x: $0.0, y: $0.1) }
            (self.label, self.pointsLabel) = (label, pointsLabel)
        }
    }

    /// The SVG document.
    public func svg() -> String {
        let width = Self.clamp(self.width), height = Self.clamp(self.height)
        let left = Self.left, right = Self.right, bottom = Self.bottom
        let lines = Self.wrap(subtitle, width: Framing.clampedInt(width / 6.6, 1...10_000))
        // A legend, when there is a comparison, takes one more line under the title and subtitle.
        let legendY = 44.0 + 15 * Double(lines.count) + 4
        let top = 44.0 + 15 * Double(lines.count) + (comparison == nil ? 0 : 18)
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let (x0, x1) = Self.padded(xRange.0, xRange.1, padding: 0)
        let ys = (points.map(\.y) + (comparison?.points ?? []).map(\.y) + marks.map(\.y) + yIncludes).filter(\.isFinite)
        let (y0, y1) = Self.padded(ys.min() ?? 0, ys.max() ?? 1, padding: 0.05)
        func px(_ x: Double) -> Double { left + (x - x0) / (x1 - x0) * plotWidth }
        func py(_ y: Double) -> Double { top + (y1 - y) / (y1 - y0) * plotHeight }
        func f2(_ x: Double) -> SVGValue { .fixed(x, decimals: 2) }

        var svg = SVGWriter()
        svg.declaration()
        svg.element(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg", "width": .fixed(width, decimals: 0),
                "height": .fixed(height, decimals: 0),
                "viewBox": "0 0 \(fixed: width, decimals: 0) \(fixed: height, decimals: 0)",
                "font-family": "Helvetica, Arial, sans-serif", "font-size": 12
            ]
        ) { svg in
            svg.element("title", text: subtitle.isEmpty ? title : title + ": " + subtitle)
            svg.element(
                "rect",
                [
                    "x": 0, "y": 0, "width": .fixed(width, decimals: 0), "height": .fixed(height, decimals: 0),
                    "fill": "white"
                ])
            svg.element(
                "text",
                [
                    "x": f2(width / 2), "y": 28, "text-anchor": "middle", "font-size": 14,
                    "font-weight": "bold"
                ], text: title)
            for (i, line) in lines.enumerated() {
                svg.element(
                    "text",
                    [
                        "x": f2(width / 2), "y": f2(46 + 15 * Double(i)), "text-anchor": "middle",
                        "font-size": 11, "fill": "#444444"
                    ], text: line)
            }

            // Grid and tick labels.
            let xTicks = Self.ticks(x0, x1), yTicks = Self.ticks(y0, y1)
            svg.element("g", ["stroke": "#e3e3e3", "stroke-width": 1]) { svg in
                for t in xTicks.values {
                    svg.element("line", ["x1": f2(px(t)), "y1": f2(top), "x2": f2(px(t)), "y2": f2(top + plotHeight)])
                }
                for t in yTicks.values {
                    svg.element("line", ["x1": f2(left), "y1": f2(py(t)), "x2": f2(left + plotWidth), "y2": f2(py(t))])
                }
            }
            for reference in yIncludes where reference >= y0 && reference <= y1 {
                svg.element(
                    "line",
                    [
                        "x1": f2(left), "y1": f2(py(reference)), "x2": f2(left + plotWidth), "y2": f2(py(reference)),
                        "stroke": "#999999", "stroke-dasharray": "4 3"
                    ])
            }
            svg.element("g", ["fill": "#333333"]) { svg in
                for t in xTicks.values {
                    svg.element(
                        "text", ["x": f2(px(t)), "y": f2(top + plotHeight + 18), "text-anchor": "middle"],
                        text: NumberText.fixed(t, xTicks.decimals))
                }
                for t in yTicks.values {
                    svg.element(
                        "text", ["x": f2(left - 8), "y": f2(py(t) + 4), "text-anchor": "end"],
                        text: NumberText.fixed(t, yTicks.decimals))
                }
                svg.element(
                    "text", ["x": f2(left + plotWidth / 2), "y": f2(height - 14), "text-anchor": "middle"],
                    text: xLabel)
                let middle = top + plotHeight / 2
                svg.element(
                    "text",
                    [
                        "x": 18, "y": f2(middle), "text-anchor": "middle",
                        "transform": "rotate(-90 18 \(fixed: middle, decimals: 2))"
                    ], text: yLabel)
            }

            // Axes.
            svg.element("g", ["stroke": "#333333", "stroke-width": 1]) { svg in
                svg.element(
                    "line",
                    [
                        "x1": f2(left), "y1": f2(top + plotHeight), "x2": f2(left + plotWidth),
                        "y2": f2(top + plotHeight)
                    ])
                svg.element("line", ["x1": f2(left), "y1": f2(top), "x2": f2(left), "y2": f2(top + plotHeight)])
            }

            // The curves: the comparison dashed, under the plot's own samples.
            func curve(_ samples: [(x: Double, y: Double)], color: String, dashed: Bool) {
                let finite = samples.filter { $0.x.isFinite && $0.y.isFinite }
                let line = interpolation == .steps ? Self.steps(finite) : finite
                let coordinates = line.map { "\(NumberText.fixed(px($0.x), 2)),\(NumberText.fixed(py($0.y), 2))" }
                let dash: SVGAttributes = dashed ? ["stroke-dasharray": "7 4"] : [:]
                svg.element(
                    "polyline",
                    [
                        "fill": "none", "stroke": SVGValue(color), "stroke-width": 2,
                        "stroke-linejoin": "round"
                    ] + dash
                        + ["points": SVGValue(coordinates.joined(separator: " "))])
                if finite.count == 1, let p = finite.first {
                    svg.element("circle", ["cx": f2(px(p.x)), "cy": f2(py(p.y)), "r": 3, "fill": SVGValue(color)])
                }
            }
            if let comparison { curve(comparison.points, color: Self.comparisonColor, dashed: true) }
            curve(points, color: Self.pointsColor, dashed: false)
            if let comparison {
                // The legend, centred above the plot: a sample of each line, then its name (text
                // widths estimated at 6.6 units a character, as for the subtitle).
                let entries = [
                    (comparison.pointsLabel, Self.pointsColor, false), (comparison.label, Self.comparisonColor, true)
                ]
                let widths = entries.map { 34 + 6.6 * Double($0.0.count) }
                var x = width / 2 - (widths.reduce(0, +) + 24) / 2
                for ((name, color, dashed), entryWidth) in zip(entries, widths) {
                    let dash: SVGAttributes = dashed ? ["stroke-dasharray": "7 4"] : [:]
                    svg.element(
                        "line",
                        [
                            "x1": f2(x), "y1": f2(legendY - 4), "x2": f2(x + 28), "y2": f2(legendY - 4),
                            "stroke": SVGValue(color), "stroke-width": 2
                        ] + dash)
                    svg.element(
                        "text", ["x": f2(x + 34), "y": f2(legendY), "font-size": 11, "fill": "#333333"], text: name)
                    x += entryWidth + 24
                }
            }
            let marked = marks.filter { $0.x.isFinite && $0.y.isFinite }
            if !marked.isEmpty {
                svg.element("g", ["class": "marks", "fill": "#ffffff", "stroke": "#D62D55", "stroke-width": 2]) { svg in
                    for m in marked {
                        svg.element("circle", ["cx": f2(px(m.x)), "cy": f2(py(m.y)), "r": 4])
                    }
                }
            }
        }
        return svg.text
    }

    /// The corners of the step function through `points`: each value held until the next
    /// point's x, then a jump to its value; a run of equal values is one horizontal segment.
    static func steps(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
        guard var held = points.first else { return [] }
        var out = [held]
        for p in points.dropFirst() where p.y != held.y {
            out.append((p.x, held.y))
            out.append(p)
            held = p
        }
        if let last = points.last, last.x != out[out.count - 1].x { out.append((last.x, held.y)) }
        return out
    }
    /// The colour of the plot's own samples, and of the comparison's.
    private static let pointsColor = "#D62D55", comparisonColor = "#1F6FD1"

    private static func clamp(_ size: Double) -> Double {
        size.isNaN ? 200 : Swift.min(Swift.max(size, 200), 10_000)
    }
}
