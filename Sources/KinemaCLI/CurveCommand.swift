import ArgumentParser

/// `kinema curve`: samples a spring, a Bezier timing curve, a named curve or a keyframe
/// track at `t = k / fps` for `k = 0 ... floor(duration * fps)` and prints it.
///
/// Formats (`--format`, default `csv`):
/// - `csv`: the header `t,value`, then one row per sample. Numbers are Swift's shortest
///   round-trip decimals (`0.25`, `1e-05`). For springs and curves `value` is the progress (0 to 1,
///   possibly overshooting); for keyframes it is the interpolated value at `u = t / duration`.
/// - `json`: one object, keys in this order:
///   `{"kind": "spring" | "bezier" | "named" | "keyframes",
///     "parameters": {...the validated options and, for springs, the solved mass, stiffness and damping,
///                    and the values a clamp changed (see ``CurveSpringCommand``)...},
///     "fps": F, "duration": D,
///     "samples": [{"t": 0.0, "value": 0.0}, ...]}`
///   Lists (control points, key times, values) are JSON arrays; names and modes are strings.
/// - `svg`: a standalone plot (axes, tick labels, the samples as a polyline, a title naming the
///   curve and its parameters).
///
/// Every option is validated before anything is computed; an invalid one prints one line on
/// standard error and exits with status 2, with nothing on standard output.
struct CurveCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Sample a spring, timing curve or keyframe track (CSV, JSON or SVG).",
        discussion: """
            Samples are taken at t = k / fps for k = 0, 1, ..., floor(duration * fps). CSV prints \
            the header 't,value' and one row per sample; JSON prints one object {"kind", \
            "parameters", "fps", "duration", "samples": [{"t", "value"}, ...]}, whose \
            parameters hold the values actually used; SVG prints a plot. Each form's help \
            (kinema curve FORM --help) lists its required options.
            """,
        subcommands: [
            CurveSpringCommand.self, CurveBezierCommand.self, CurveNamedCommand.self,
            CurveKeyframesCommand.self, CurveAnimationCommand.self
        ])
}
