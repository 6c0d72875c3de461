import ArgumentParser
import KinemaRender

/// The output format of `kinema curve`.
enum CurveFormat: String, CaseIterable, ExpressibleByArgument {
    /// `t,value` rows, JSON, or an SVG plot.
    case csv, json, svg
}

/// Options every `kinema curve` form takes: `--fps` and `--format`.
struct CurveOutputOptions: ParsableArguments {
    /// Samples per second: finite, in (0, 1000]. ArgumentParser prints the default after the help.
    @Option(
        name: .customLong("fps"), parsing: .unconditional,
        help: ArgumentHelp("Samples per second, in (0, 1000].", valueName: "fps"))
    var fpsText: String = "60"

    /// Output format: csv, json or svg (ArgumentParser lists the values and the default).
    @Option(help: "Output format.")
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
    /// Points the plot marks (a keyframe track's keys) and how it joins the samples.
    var keys: [(t: Double, value: Double)] = []
    var interpolation: CurvePlot.Interpolation = .linear
}

/// Validation of the shared options and the sampling-and-printing step.
enum CurveRunner {
    /// `--duration`: a time in seconds, finite, positive and at most 1e9.
    static func duration(_ text: String) throws -> Double {
        let value = try CLIInput.time(text, "--duration")
        guard value > 0 else { throw CLIError("--duration must be a finite positive number (got \(value))") }
        return value
    }

    /// `--fps`: finite and in (0, `Limits.maximumFrameRate`].
    static func fps(_ options: CurveOutputOptions) throws -> Double { try CLIInput.frameRate(options.fpsText) }

    /// The sample times for `duration` at the options' frame rate, validated.
    static func frames(duration: Double, options: CurveOutputOptions) throws -> FrameTimes {
        let fps = try self.fps(options)
        do {
            return try FrameTimes(until: duration, fps: fps)
        } catch {
            throw CLIError("\(error): --duration \(duration) at --fps \(fps)")
        }
    }

    /// Samples the plan and writes it in the requested format (the whole text, after all checks).
    static func text(_ plan: CurvePlan, duration: Double, frames: FrameTimes, options: CurveOutputOptions) throws
        -> String
    {
        let samples = frames.map { t in (t: t, value: plan.value(t) + 0) }
        if let bad = samples.first(where: { !$0.value.isFinite }) {
            throw CLIError("the value at t = \(bad.t) is not finite: the parameters are too large")
        }
        var curve = SampledCurve(
            kind: plan.kind, parameters: plan.parameters, fps: frames.fps, duration: duration,
            samples: samples, valueLabel: plan.valueLabel, references: plan.references)
        if options.format == .svg {
            curve.keys = plan.keys
            curve.interpolation = plan.interpolation
            curve.sampleDensely { t in plan.value(t) + 0 }
        }
        let text: String
        switch options.format {
        case .csv: text = curve.csv()
        case .json: text = curve.json()
        case .svg: text = curve.plot(title: "kinema curve \(plan.kind)").svg()
        }
        return text
    }
}
