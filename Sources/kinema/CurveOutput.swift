import ArgumentParser
import KinemaRender

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
        let curve = SampledCurve(kind: plan.kind, parameters: plan.parameters, fps: options.fps, duration: duration,
                                 samples: samples, valueLabel: plan.valueLabel, references: plan.references)
        let text: String
        switch options.format {
        case .csv: text = curve.csv()
        case .json: text = curve.json()
        case .svg: text = curve.plot(title: "kinema curve \(plan.kind)").svg()
        }
        print(text, terminator: "")
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
