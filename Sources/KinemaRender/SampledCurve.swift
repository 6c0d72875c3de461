/// A parameter of a sampled curve, as JSON and in a plot's subtitle.
public enum CurveParameter: Hashable, Sendable {
    /// One number.
    case number(Double)
    /// A list of numbers.
    case numbers([Double])
    /// A name.
    case text(String)

    /// The value as JSON (a number, an array of numbers or a string).
    public var json: JSONValue {
        switch self {
        case .number(let x): .number(x)
        case .numbers(let xs): .array(xs.map(JSONValue.number))
        case .text(let s): .string(s)
        }
    }

    /// The value for titles: a number to six significant digits, trailing zeros dropped (`0.75`,
    /// `410.554`, `1`, `1.5e-07` below 1e-4, and `none` for a number that has no finite value, as
    /// JSON's `null`), `[a b c]`, or the name.
    public var plain: String {
        switch self {
        case .number(let x): Self.plain(x)
        case .numbers(let xs): "[" + xs.map(Self.plain).joined(separator: " ") + "]"
        case .text(let s): s
        }
    }

    /// One number for titles.
    private static func plain(_ x: Double) -> String { NumberText.significant(x, 6) ?? "none" }
}

/// A curve (a spring, a timing curve, a keyframe track...) sampled over time, written as CSV,
/// JSON or a plot.
///
/// - CSV: the header `t,value`, then one row per sample.
/// - JSON: `{"kind": K, "parameters": {...}, "fps": F, "duration": D, "samples": [{"t": T,
///   "value": V}, ...]}` in this order, one sample per line.
/// - Plot: a ``CurvePlot`` with the parameters as its subtitle, drawn through ``plotSamples``
///   when they are given (see ``sampleDensely(_:)``), in steps for a step function, with the
///   ``keys`` marked.
///
/// Numbers in CSV and JSON are Swift's shortest round-trip decimals, `-0.0` written `0.0`; JSON
/// writes a number that is not finite as `null` (CSV leaves the field empty).
public struct SampledCurve: Sendable {
    /// What was sampled, e.g. `spring` (JSON's `kind`, and the plot's default title).
    public var kind: String
    /// The parameters, in the order they are written.
    public var parameters: [(String, CurveParameter)]
    /// Samples per second.
    public var fps: Double
    /// The sampled span in seconds (the plot's horizontal range is 0 to it).
    public var duration: Double
    /// The samples in time order.
    public var samples: [(t: Double, value: Double)]
    /// What the values are (the plot's vertical axis label), e.g. `progress`.
    public var valueLabel: String
    /// Values the plot's vertical range always includes, drawn as dashed lines (0 and 1 for progress).
    public var references: [Double]
    /// Samples the plot draws its line through instead of ``samples`` (nil: ``samples``): the
    /// same curve sampled more densely than the frames, so that the line shows the curve rather
    /// than the corners of a polyline through the frames.
    public var plotSamples: [(t: Double, value: Double)]?
    /// How the plot joins the samples: straight lines, or steps for a step function (discrete
    /// keyframes).
    public var interpolation: CurvePlot.Interpolation = .linear
    /// Points the plot marks with dots, for example the keys of a keyframe track.
    public var keys: [(t: Double, value: Double)] = []

    /// How many intervals ``sampleDensely(_:)`` splits the duration into.
    public static let plotResolution = 1_000

    /// A sampled curve.
    public init(
        kind: String, parameters: [(String, CurveParameter)], fps: Double, duration: Double,
        samples: [(t: Double, value: Double)], valueLabel: String = "progress", references: [Double] = [0, 1]
    ) {
        (self.kind, self.parameters, self.fps, self.duration) = (kind, parameters, fps, duration)
        (self.samples, self.valueLabel, self.references) = (samples, valueLabel, references)
    }

    /// `t,value` and one row per sample, each line ending in a line break.
    public func csv() -> String {
        var out = "t,value\n"
        for sample in samples {
            var row = CSVRow()
            row.number(sample.t)
            row.number(sample.value)
            out += row.text + "\n"
        }
        return out
    }

    /// The JSON document (see the type's documentation), ending in a line break.
    public func json() -> String {
        let document: JSONValue = [
            "kind": .string(kind),
            "parameters": .object(parameters.map { ($0.0, $0.1.json) }),
            "fps": .number(fps),
            "duration": .number(duration),
            "samples": .array(samples.map { ["t": .number($0.t), "value": .number($0.value)] }, oneItemPerLine: true)
        ]
        return document.text + "\n"
    }

    /// Sets ``plotSamples`` to `value(t)` at ``plotResolution`` + 1 evenly spaced times from 0 to
    /// ``duration`` (the last one exactly ``duration``), unless ``samples`` are as dense already.
    public mutating func sampleDensely(_ value: (Double) -> Double) {
        let n = Self.plotResolution
        guard samples.count <= n, duration > 0, duration.isFinite else { return }
        plotSamples = (0...n).map { k in
            let t = k == n ? duration : duration * Double(k) / Double(n)
            return (t, value(t))
        }
    }

    /// The plot: `title` (the kind by default), the parameters (`name value, ...`) as subtitle,
    /// time from 0 to ``duration`` across, ``references`` always in view, the line through
    /// ``plotSamples`` (or ``samples``) joined as ``interpolation`` says, ``keys`` marked.
    public func plot(title: String? = nil) -> CurvePlot {
        var plot = CurvePlot(
            title: title ?? kind, xLabel: "t (s)", yLabel: valueLabel,
            points: (plotSamples ?? samples).map { ($0.t, $0.value) }, xRange: (0, duration))
        plot.subtitle = parameters.map { "\($0.0) \($0.1.plain)" }.joined(separator: ", ")
        plot.yIncludes = references
        plot.interpolation = interpolation
        plot.marks = keys.map { (x: $0.t, y: $0.value) }
        return plot
    }
}
