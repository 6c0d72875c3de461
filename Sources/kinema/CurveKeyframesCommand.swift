import ArgumentParser
import KinemaRender

/// `kinema curve keyframes --mode MODE --key-times 0,...,1 --values v0,...,vn --duration D`
/// (SPEC 3, 4.4): the track's value at `u = t / D`, with no overall ease.
///
/// Modes: `linear`, `discrete`, `paced`, `cubic`, `cubicPaced`. The paced modes ignore key times,
/// so `--key-times` may be omitted for them. `--tensions`, `--continuities` and `--biases` give the
/// cubic modes' per-key Kochanek-Bartels parameters (default 0). Every list may be given as
/// `@FILE` (read from that file) or `-` (read from standard input, for one list only), where
/// items may also be separated by line breaks around the commas; errors name the file and the item.
struct CurveKeyframesCommand: TextCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "keyframes", abstract: "Sample a scalar keyframe track (no overall ease).")

    /// linear, discrete, paced, cubic or cubicPaced.
    @Option(help: "linear, discrete, paced, cubic or cubicPaced.")
    var mode: String?

    /// Key times in [0, 1], non-decreasing.
    @Option(name: .customLong("key-times"), parsing: .unconditional, help: "Key times in [0, 1], non-decreasing (or @FILE, or - for standard input).")
    var keyTimes: String?

    /// One value per key time.
    @Option(parsing: .unconditional, help: "One value per key time (or @FILE, or - for standard input).")
    var values: String?

    /// Cubic modes: per-key tension (default all 0).
    @Option(parsing: .unconditional, help: "Cubic modes: per-key tension (default all 0).")
    var tensions: String?

    /// Cubic modes: per-key continuity (default all 0).
    @Option(parsing: .unconditional, help: "Cubic modes: per-key continuity (default all 0).")
    var continuities: String?

    /// Cubic modes: per-key bias (default all 0).
    @Option(parsing: .unconditional, help: "Cubic modes: per-key bias (default all 0).")
    var biases: String?

    /// Seconds: finite, > 0.
    @Option(parsing: .unconditional, help: "Seconds: finite, > 0.")
    var duration: String?

    /// `--fps` and `--format`.
    @OptionGroup var output: CurveOutputOptions

    /// Validates every option, then samples (see the type's documentation).
    func text() throws -> String {
        guard let modeName = mode else { throw CLIError("curve keyframes needs --mode") }
        guard let mode = KeyframeCalculationMode(rawValue: modeName) else {
            let names = KeyframeCalculationMode.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError("unknown keyframe mode '\(modeName)' (expected one of \(names))")
        }
        let paced = mode == .paced || mode == .cubicPaced
        guard let valueText = values else { throw CLIError("curve keyframes needs --values") }
        guard keyTimes != nil || paced else { throw CLIError("curve keyframes needs --key-times") }
        let d = try CurveRunner.duration(duration, needed: "curve keyframes")
        try CLIInput.checkOneStandardInput([keyTimes, values, tensions, continuities, biases])
        let times = try keyTimes.map { try CLIInput.list($0, "--key-times") } ?? []
        let numbers = try CLIInput.list(valueText, "--values")
        let kb = try [("--tensions", tensions), ("--continuities", continuities), ("--biases", biases)].map { name, text in
            try text.map { try CLIInput.list($0, name) }
        }
        let track: KeyframeTrack<Double>
        do {
            track = try KeyframeTrack(keyTimes: times, values: numbers, mode: mode,
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
        let plan = CurvePlan(kind: "keyframes", parameters: parameters,
                             value: { t in track.value(at: t / d) }, valueLabel: "value", references: [])
        let frames = try CurveRunner.frames(duration: d, options: output)
        return try CurveRunner.text(plan, duration: d, frames: frames, options: output)
    }
}
