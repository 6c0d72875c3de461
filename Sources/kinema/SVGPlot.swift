/// A line plot of samples, rendered as standalone SVG text (no Foundation): a title, axes with
/// ticks at 1-2-5 steps and their labels, light grid lines, and the samples as one polyline.
struct SVGPlot {
    /// The heading.
    var title: String
    /// Lines under the heading (for example the curve's parameters), wrapped to the width.
    var subtitle: String = ""
    /// The horizontal axis label.
    var xLabel: String
    /// The vertical axis label.
    var yLabel: String
    /// The samples, in drawing order.
    var points: [(x: Double, y: Double)]
    /// The horizontal extent of the plot.
    var xRange: (Double, Double)
    /// Values the vertical range always includes (0 and 1 draw as dashed reference lines when included).
    var yIncludes: [Double] = [0, 1]
    /// Overall width in SVG units.
    var width = 720.0
    /// Overall height in SVG units.
    var height = 420.0

    private let left = 70.0, right = 24.0, bottom = 56.0

    /// A plot of `points` over `xRange`, with 0 and 1 as reference values and no subtitle.
    init(title: String, xLabel: String, yLabel: String, points: [(Double, Double)], xRange: (Double, Double)) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.points = points.map { (x: $0.0, y: $0.1) }
        self.xRange = xRange
    }

    /// The SVG document.
    func render() -> String {
        let lines = Self.wrap(subtitle, width: Int(width / 6.6))
        let top = 44.0 + 15 * Double(lines.count)
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let (x0, x1) = Self.padded(xRange.0, xRange.1, padding: 0)
        let ys = points.map(\.y) + yIncludes
        let (y0, y1) = Self.padded(ys.min() ?? 0, ys.max() ?? 1, padding: 0.05)
        func px(_ x: Double) -> Double { left + (x - x0) / (x1 - x0) * plotWidth }
        func py(_ y: Double) -> Double { top + (y1 - y) / (y1 - y0) * plotHeight }

        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.fixed(width, 0))\" "
        svg += "height=\"\(Self.fixed(height, 0))\" viewBox=\"0 0 \(Self.fixed(width, 0)) \(Self.fixed(height, 0))\" "
        svg += "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        let fullTitle = subtitle.isEmpty ? title : title + ": " + subtitle
        svg += "<title>\(Self.escape(fullTitle))</title>\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(Self.fixed(width, 0))\" height=\"\(Self.fixed(height, 0))\" fill=\"white\"/>\n"
        svg += "<text x=\"\(Self.fixed(width / 2, 2))\" y=\"28\" text-anchor=\"middle\" font-size=\"14\" "
        svg += "font-weight=\"bold\">\(Self.escape(title))</text>\n"
        for (i, line) in lines.enumerated() {
            svg += "<text x=\"\(Self.fixed(width / 2, 2))\" y=\"\(Self.fixed(46 + 15 * Double(i), 2))\" "
            svg += "text-anchor=\"middle\" font-size=\"11\" fill=\"#444444\">\(Self.escape(line))</text>\n"
        }

        // Grid and tick labels.
        svg += "<g stroke=\"#e3e3e3\" stroke-width=\"1\">\n"
        let xTicks = Self.ticks(x0, x1), yTicks = Self.ticks(y0, y1)
        for t in xTicks.values {
            svg += "<line x1=\"\(Self.fixed(px(t), 2))\" y1=\"\(Self.fixed(top, 2))\" x2=\"\(Self.fixed(px(t), 2))\" "
            svg += "y2=\"\(Self.fixed(top + plotHeight, 2))\"/>\n"
        }
        for t in yTicks.values {
            svg += "<line x1=\"\(Self.fixed(left, 2))\" y1=\"\(Self.fixed(py(t), 2))\" x2=\"\(Self.fixed(left + plotWidth, 2))\" "
            svg += "y2=\"\(Self.fixed(py(t), 2))\"/>\n"
        }
        svg += "</g>\n"
        for reference in yIncludes where reference >= y0 && reference <= y1 {
            svg += "<line x1=\"\(Self.fixed(left, 2))\" y1=\"\(Self.fixed(py(reference), 2))\" "
            svg += "x2=\"\(Self.fixed(left + plotWidth, 2))\" y2=\"\(Self.fixed(py(reference), 2))\" "
            svg += "stroke=\"#999999\" stroke-dasharray=\"4 3\"/>\n"
        }
        svg += "<g fill=\"#333333\">\n"
        for t in xTicks.values {
            svg += "<text x=\"\(Self.fixed(px(t), 2))\" y=\"\(Self.fixed(top + plotHeight + 18, 2))\" "
            svg += "text-anchor=\"middle\">\(Self.fixed(t, xTicks.decimals))</text>\n"
        }
        for t in yTicks.values {
            svg += "<text x=\"\(Self.fixed(left - 8, 2))\" y=\"\(Self.fixed(py(t) + 4, 2))\" "
            svg += "text-anchor=\"end\">\(Self.fixed(t, yTicks.decimals))</text>\n"
        }
        svg += "<text x=\"\(Self.fixed(left + plotWidth / 2, 2))\" y=\"\(Self.fixed(height - 14, 2))\" "
        svg += "text-anchor=\"middle\">\(Self.escape(xLabel))</text>\n"
        svg += "<text x=\"18\" y=\"\(Self.fixed(top + plotHeight / 2, 2))\" text-anchor=\"middle\" "
        svg += "transform=\"rotate(-90 18 \(Self.fixed(top + plotHeight / 2, 2)))\">\(Self.escape(yLabel))</text>\n"
        svg += "</g>\n"

        // Axes.
        svg += "<g stroke=\"#333333\" stroke-width=\"1\">\n"
        svg += "<line x1=\"\(Self.fixed(left, 2))\" y1=\"\(Self.fixed(top + plotHeight, 2))\" "
        svg += "x2=\"\(Self.fixed(left + plotWidth, 2))\" y2=\"\(Self.fixed(top + plotHeight, 2))\"/>\n"
        svg += "<line x1=\"\(Self.fixed(left, 2))\" y1=\"\(Self.fixed(top, 2))\" "
        svg += "x2=\"\(Self.fixed(left, 2))\" y2=\"\(Self.fixed(top + plotHeight, 2))\"/>\n"
        svg += "</g>\n"

        // The curve.
        let coordinates = points.map { "\(Self.fixed(px($0.x), 2)),\(Self.fixed(py($0.y), 2))" }
        svg += "<polyline fill=\"none\" stroke=\"#D62D55\" stroke-width=\"2\" stroke-linejoin=\"round\" "
        svg += "points=\"\(coordinates.joined(separator: " "))\"/>\n"
        if points.count == 1, let p = points.first {
            svg += "<circle cx=\"\(Self.fixed(px(p.x), 2))\" cy=\"\(Self.fixed(py(p.y), 2))\" r=\"3\" fill=\"#D62D55\"/>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// `text` split at ", " into lines of at most about `width` characters (a longer piece stands alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines: [String] = [], current = ""
        for piece in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? piece : current + "," + piece
            if candidate.count > width, !current.isEmpty {
                lines.append(current + ",")
                current = piece.drop(while: { $0 == " " }).description
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines
    }

    /// `lo...hi` widened by `padding` of its span on each side; a zero span becomes +/- 1 (or +/- 0.5 |lo|).
    static func padded(_ lo: Double, _ hi: Double, padding: Double) -> (Double, Double) {
        let span = hi - lo
        if !(span > 0) {
            let half = lo == 0 ? 1 : abs(lo) / 2
            return (lo - half, lo + half)
        }
        return (lo - span * padding, hi + span * padding)
    }

    /// Tick values at a 1-2-5 step covering about five intervals of `lo...hi`, and the decimals their labels need.
    static func ticks(_ lo: Double, _ hi: Double) -> (values: [Double], decimals: Int) {
        let raw = (hi - lo) / 5
        guard raw > 0, raw.isFinite else { return ([lo], 2) }
        var magnitude = 1.0, exponent = 0
        while magnitude * 10 <= raw, exponent < 300 { magnitude *= 10; exponent += 1 }
        while magnitude > raw, exponent > -300 { magnitude /= 10; exponent -= 1 }
        let normalized = raw / magnitude
        let factor: Double = normalized < 1.5 ? 1 : (normalized < 3 ? 2 : (normalized < 7 ? 5 : 10))
        let step = factor * magnitude
        let first = (lo / step).rounded(.up), last = (hi / step).rounded(.down)
        guard last >= first, last - first < 100 else { return ([lo, hi], 2) }
        let values = stride(from: first, through: last, by: 1).map { $0 * step }
        return (values, Swift.max(0, factor == 10 ? -exponent - 1 : -exponent))
    }

    /// `x` with exactly `decimals` digits after the point (no exponent), e.g. `fixed(-0.256, 2)` = `-0.26`.
    static func fixed(_ x: Double, _ decimals: Int) -> String {
        guard x.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(x) * scale).rounded()
        guard scaled < 9e15 else { return "\(x)" }
        let digits = String(Int64(scaled))
        let negative = x < 0 && scaled != 0
        guard decimals > 0 else { return (negative ? "-" : "") + digits }
        let padded = String(repeating: "0", count: Swift.max(0, decimals + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -decimals)
        return (negative ? "-" : "") + padded[..<split] + "." + padded[split...]
    }

    /// Text escaped for XML content and attributes.
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }
}
