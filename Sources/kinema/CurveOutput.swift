import ArgumentParser
import KinemaCore

/// The output format of `kinema curve`.
enum CurveFormat: String, CaseIterable, ExpressibleByArgument {
    /// `t,value` rows, JSON, or an SVG plot.
    case csv, json, svg
}

/// Options every `kinema curve` form takes: `--fps` and `--format`.
struct CurveOutputOptions: ParsableArguments {
    /// Samples per second: finite, in (0, 1000].
    @Option(parsing: .unconditional, help: "Samples per second: finite, in (0, 1000].")
    var fps: Double = 60

    /// Output format: csv, json or svg.
    @Option(help: "Output format: csv, json or svg.")
    var format: CurveFormat = .csv
}

/// A parameter shown in JSON and in the SVG title, in a fixed order.
enum CurveParameter {
    /// One number.
    case number(Double)
    /// A list of numbers.
    case numbers([Double])
    /// A name.
    case text(String)

    /// The JSON text of the value.
    var json: String {
        switch self {
        case .number(let x): return "\(x)"
        case .numbers(let xs): return "[" + xs.map { "\($0)" }.joined(separator: ",") + "]"
        case .text(let s): return CurveText.jsonString(s)
        }
    }

    /// A short human-readable rendering for titles.
    var plain: String {
        switch self {
        case .number(let x): return "\(x)"
        case .numbers(let xs): return "[" + xs.map { "\($0)" }.joined(separator: " ") + "]"
        case .text(let s): return s
        }
    }
}

/// What was sampled, validated and ready to evaluate.
struct CurvePlan {
    /// `spring`, `bezier`, `named` or `keyframes`.
    let kind: String
    /// Parameters for JSON and titles, in order.
    let parameters: [(String, CurveParameter)]
    /// The value at time `t` (seconds from the start).
    let value: (Double) -> Double
    /// The axis label for the values.
    let valueLabel: String
    /// Values the plot's vertical range always includes, drawn as dashed reference lines
    /// (0 and 1 for progress).
    var references: [Double] = [0, 1]
}

/// Validation of the shared options and the sampling-and-printing step.
enum CurveRunner {
    /// Checks that an option's number is finite and positive.
    static func positive(_ value: Double, _ option: String) throws -> Double {
        guard value.isFinite, value > 0 else { throw CLIError("\(option) must be a finite positive number (got \(value))") }
        return value
    }

    /// Checks that an option's number is finite.
    static func finite(_ value: Double, _ option: String) throws -> Double {
        guard value.isFinite else { throw CLIError("\(option) must be a finite number (got \(value))") }
        return value
    }

    /// Parses a comma-separated list of finite numbers such as `0,0.35,1`.
    static func list(_ text: String, _ option: String) throws -> [Double] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        var numbers: [Double] = []
        for (i, item) in items.enumerated() {
            let trimmed = item.trimmingWhitespace()
            guard let x = Double(trimmed) else {
                throw CLIError("\(option): item \(i + 1) ('\(trimmed)') is not a number; expected a comma-separated list")
            }
            guard x.isFinite else { throw CLIError("\(option): item \(i + 1) must be finite (got \(trimmed))") }
            numbers.append(x)
        }
        return numbers
    }

    /// The sample times for `duration` at the options' frame rate, validated.
    static func frames(duration: Double, options: CurveOutputOptions) throws -> FrameTimes {
        guard options.fps.isFinite, options.fps > 0, options.fps <= FrameTimes.maximumFPS else {
            throw CLIError("--fps must be a finite number in (0, 1000] (got \(options.fps))")
        }
        do {
            return try FrameTimes(until: duration, fps: options.fps)
        } catch {
            throw CLIError("\(error): --duration \(duration) at --fps \(options.fps)")
        }
    }

    /// Samples the plan and prints it in the requested format (one write, after all checks).
    static func run(_ plan: CurvePlan, duration: Double, frames: FrameTimes, options: CurveOutputOptions) throws {
        let samples = frames.map { t in (t: t, value: plan.value(t)) }
        if let bad = samples.first(where: { !$0.value.isFinite }) {
            throw CLIError("the value at t = \(bad.t) is not finite (\(bad.value))")
        }
        let text: String
        switch options.format {
        case .csv:
            text = "t,value\n" + samples.map { "\($0.t),\($0.value)\n" }.joined()
        case .json:
            text = json(plan, duration: duration, fps: options.fps, samples: samples)
        case .svg:
            var plot = SVGPlot(title: "kinema curve \(plan.kind)", xLabel: "t (s)", yLabel: plan.valueLabel,
                               points: samples.map { ($0.t, $0.value) }, xRange: (0, duration))
            plot.subtitle = plan.parameters.map { "\($0.0) \($0.1.plain)" }.joined(separator: ", ")
            plot.yIncludes = plan.references
            text = plot.render()
        }
        print(text, terminator: "")
    }

    /// The JSON document described on ``CurveCommand``.
    static func json(_ plan: CurvePlan, duration: Double, fps: Double, samples: [(t: Double, value: Double)]) -> String {
        let parameters = plan.parameters.map { "\(CurveText.jsonString($0.0)):\($0.1.json)" }.joined(separator: ",")
        var out = "{\"kind\":\(CurveText.jsonString(plan.kind)),\"parameters\":{\(parameters)},"
        out += "\"fps\":\(fps),\"duration\":\(duration),\"samples\":["
        out += samples.map { "\n{\"t\":\($0.t),\"value\":\($0.value)}" }.joined(separator: ",")
        out += "\n]}\n"
        return out
    }
}

/// Small text helpers shared by the curve outputs.
enum CurveText {
    /// A JSON string literal.
    static func jsonString(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
