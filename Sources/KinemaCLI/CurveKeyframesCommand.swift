import ArgumentParser
import KinemaRender

/// `kinema curve keyframes --mode MODE --key-times 0,...,1 --values v0,...,vn --duration D`: the
/// track's value at `u = t / D`, with no overall ease (KinemaCore's keyframes article states the
/// modes and the cubic curve).
///
/// Modes: `linear`, `discrete`, `paced`, `cubic`, `cubicPaced`. The paced modes ignore key times,
/// so `--key-times` may be omitted for them. `--tensions`, `--continuities` and `--biases` give the
/// cubic modes' per-key Kochanek-Bartels parameters (default 0). Every list may be given as
/// `@FILE` (read from that file) or `-` (read from standard input, for one list only), where
/// items may also be separated by line breaks around the commas; errors name the file and the item.
struct CurveKeyframesCommand: TextCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "keyframes", abstract: "Sample a scalar keyframe track (no overall ease).",
        usage: """
            kinema curve keyframes --mode <mode> --key-times <list> --values <list>
                                   --duration <seconds> [--tensions <list>]
                                   [--continuities <list>] [--biases <list>]
                                   [--fps <fps>] [--format <format>]
            kinema curve keyframes --mode paced|cubicPaced --values <list>
                                   --duration <seconds> [--tensions <list>]
                                   [--continuities <list>] [--biases <list>]
                                   [--fps <fps>] [--format <format>]
            """,
        discussion: """
            The value at time t is the track's value at u = t / duration. A list is \
            comma-separated numbers such as 0,0.35,1, or @FILE to read it from a file, or - \
            to read it from standard input (one list at most); in a file, line breaks may \
            surround the commas.

            --key-times is required except in the paced modes, which space the keys by the \
            distance between values and ignore key times. --tensions, --continuities and \
            --biases give one Kochanek-Bartels parameter per key to the cubic modes (all 0: \
            Catmull-Rom).
            """)

    /// linear, discrete, paced, cubic or cubicPaced.
    @Option(help: "linear, discrete, paced, cubic or cubicPaced.")
    var mode: String

    /// Key times in [0, 1], non-decreasing (required except for the paced modes).
    @Option(
        name: .customLong("key-times"), parsing: .unconditional,
        help: ArgumentHelp(
            "Key times in [0, 1], non-decreasing (a list). Required except in the paced modes.",
            valueName: "list"))
    var keyTimes: String?

    /// One value per key time.
    @Option(parsing: .unconditional, help: ArgumentHelp("One value per key time (a list).", valueName: "list"))
    var values: String

    /// Cubic modes: per-key tension.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Cubic modes: one tension per key (a list; default all 0).", valueName: "list"))
    var tensions: String?

    /// Cubic modes: per-key continuity.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Cubic modes: one continuity per key (a list; default all 0).", valueName: "list"))
    var continuities: String?

    /// Cubic modes: per-key bias.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Cubic modes: one bias per key (a list; default all 0).", valueName: "list"))
    var biases: String?

    /// Seconds: finite, > 0.
    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds to sample: finite, > 0.", valueName: "seconds"))
    var duration: String

    /// `--fps` and `--format`.
    @OptionGroup var output: CurveOutputOptions

    /// Validates every option, then samples (see the type's documentation).
    func text() throws -> String {
        guard let mode = KeyframeCalculationMode(rawValue: self.mode) else {
            let names = KeyframeCalculationMode.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError("unknown keyframe mode '\(self.mode)' (expected one of \(names))")
        }
        let paced = mode == .paced || mode == .cubicPaced
        guard keyTimes != nil || paced else {
            throw CLIError("curve keyframes needs --key-times (except in the paced modes)")
        }
        let d = try CurveRunner.duration(duration)
        try CLIInput.checkOneStandardInput([keyTimes, values, tensions, continuities, biases])
        let times = try keyTimes.map { try CLIInput.list($0, "--key-times") } ?? []
        let numbers = try CLIInput.list(values, "--values")
        let kb = try [("--tensions", tensions), ("--continuities", continuities), ("--biases", biases)].map {
            name, text in
            try text.map { try CLIInput.list($0, name) }
        }
        let track: KeyframeTrack<Double>
        do {
            track = try KeyframeTrack(
                keyTimes: times, values: numbers, mode: mode,
                tensions: kb[0], continuities: kb[1], biases: kb[2])
        } catch {
            throw CLIError(error.description)
        }
        var parameters: [(String, CurveParameter)] = [("mode", .text(mode.rawValue))]
        if keyTimes != nil { parameters.append(("keyTimes", .numbers(times))) }
        parameters.append(("values", .numbers(numbers)))
        for (name, list) in zip(["tensions", "continuities", "biases"], kb) {
            if let list { parameters.append((name, .numbers(list))) }
        }
        parameters.append(("duration", .number(d)))
        var plan = CurvePlan(
            kind: "keyframes", parameters: parameters,
            value: { t in track.value(at: t / d) }, valueLabel: "value", references: [])
        // Only the plot marks the keys, and finding a paced track's key times measures every
        // segment (most of the time of a CSV of a million cubicPaced keys when done for every format).
        if output.format == .svg { plan.keys = SampledCurve.keys(of: track, duration: d) }
        plan.interpolation = mode == .discrete ? .steps : .linear
        let frames = try CurveRunner.frames(duration: d, options: output)
        return try CurveRunner.text(plan, duration: d, frames: frames, options: output)
    }
}
