import ArgumentParser
import KinemaRender

/// `kinema curve bezier --control X1,Y1,X2,Y2 --duration D`: a cubic Bezier timing curve (KinemaCore's
/// timing curves article), its progress at `x = t / D`.
struct CurveBezierCommand: TextCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "bezier", abstract: "Sample a cubic Bezier timing curve from (0,0) to (1,1).",
        usage: """
            kinema curve bezier --control <x1,y1,x2,y2> --duration <seconds>
                                [--fps <fps>] [--format <format>]
            """,
        discussion: """
            The value at time t is the curve's progress at the time fraction x = t / duration, \
            found as Core Animation's CAMediaTimingFunction finds it.
            """)

    /// Control points X1,Y1,X2,Y2 (X in [0, 1]).
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The two control points: four finite numbers, x1 and x2 in [0, 1].",
            valueName: "x1,y1,x2,y2"))
    var control: String

    /// Seconds: finite, > 0.
    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds to sample: finite, > 0.", valueName: "seconds"))
    var duration: String

    /// `--fps` and `--format`.
    @OptionGroup var output: CurveOutputOptions

    /// Validates every option, then samples (see the type's documentation).
    func text() throws -> String {
        let points = try CLIInput.list(control, "--control")
        guard points.count == 4 else {
            throw CLIError("--control needs exactly 4 numbers X1,Y1,X2,Y2 (got \(points.count))")
        }
        let d = try CurveRunner.duration(duration)
        let curve: TimingCurve
        do {
            curve = try TimingCurve(points[0], points[1], points[2], points[3])
        } catch {
            throw CLIError(error.description)
        }
        let plan = CurvePlan(
            kind: "bezier", parameters: [("control", .numbers(points)), ("duration", .number(d))],
            value: { t in curve.progress(at: t / d) }, valueLabel: "progress")
        let frames = try CurveRunner.frames(duration: d, options: output)
        return try CurveRunner.text(plan, duration: d, frames: frames, options: output)
    }
}

/// `kinema curve named NAME --duration D`: `linear`, `easeIn`, `easeOut`, `easeInOut` or `default`
/// (the named curves of KinemaCore's timing curves article), its progress at `x = t / D`.
struct CurveNamedCommand: TextCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "named", abstract: "Sample a named timing curve: linear, easeIn, easeOut, easeInOut, default.",
        usage: """
            kinema curve named <name> --duration <seconds> [--fps <fps>]
                               [--format <format>]
            """,
        discussion: """
            The control points: linear (0,0,1,1), easeIn (0.42,0,1,1), easeOut (0,0,0.58,1), \
            easeInOut (0.42,0,0.58,1), default (0.25,0.1,0.25,1). The value at time t is the \
            progress at x = t / duration.
            """)

    /// linear, easeIn, easeOut, easeInOut or default.
    @Argument(help: "linear, easeIn, easeOut, easeInOut or default.")
    var name: String

    /// Seconds: finite, > 0.
    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds to sample: finite, > 0.", valueName: "seconds"))
    var duration: String

    /// `--fps` and `--format`.
    @OptionGroup var output: CurveOutputOptions

    /// Validates every option, then samples (see the type's documentation).
    func text() throws -> String {
        guard let curve = TimingCurve(named: name) else {
            throw CLIError("unknown curve '\(name)' (expected one of \(TimingCurve.names.joined(separator: ", ")))")
        }
        let d = try CurveRunner.duration(duration)
        let p1 = curve.controlPoint1, p2 = curve.controlPoint2
        let plan = CurvePlan(
            kind: "named",
            parameters: [
                ("name", .text(name)), ("control", .numbers([p1.x, p1.y, p2.x, p2.y])),
                ("duration", .number(d))
            ],
            value: { t in curve.progress(at: t / d) }, valueLabel: "progress")
        let frames = try CurveRunner.frames(duration: d, options: output)
        return try CurveRunner.text(plan, duration: d, frames: frames, options: output)
    }
}
