import ArgumentParser
import KinemaControls
import KinemaRender

/// The output format of `kinema play`.
enum PlayFormat: String, CaseIterable, ExpressibleByArgument {
    /// The frames' rows, JSON, a filmstrip picture or a page that plays the frames.
    case csv, json, svg, html
    /// A Lottie animation with fitted keyframes (`LottieExport.Keyframes.fitted`).
    case lottie
    /// A Lottie animation with a keyframe at every frame (`LottieExport.Keyframes.everyFrame`).
    case lottieEveryFrame = "lottie-every-frame"

    /// Whether the output draws every frame (a page of them, or a keyframe each): then at most
    /// ``PlayCommand/maximumPictureFrames`` frames.
    var drawsEveryFrame: Bool { self == .html || self == .lottieEveryFrame }
}

/// `kinema play CONTROL`: plays a control headlessly under an event script and prints its frames
/// (<doc:CommandLineTool> states every format).
///
/// Frames are sampled at t = k / fps for k = 0 ... floor(until * fps); before each frame every
/// event with time <= t is delivered. `--until` defaults to the last event's time + 2 s,
/// or 3 s without events.
///
/// `--events` takes the script itself, `@FILE` (read from that file) or `-` (read from standard
/// input), for scripts longer than one command-line argument may be; errors name the file and
/// the event. Every option is validated before anything runs, `--list` included; an error prints
/// one line on standard error, exits with status 2 and prints nothing on standard output. A frame
/// with a number that is not finite (which valid input does not produce) is such an error too.
struct PlayCommand: TextCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a control under scripted touches and print its frames (CSV, JSON, SVG, HTML or Lottie).",
        usage: """
            kinema play <control> [--events <script>] [--fps <fps>]
                        [--until <seconds>] [--seed <seed>] [--jitter <points>]
                        [--format <format>]
            kinema play --list
            """,
        discussion: """
            A control name is required unless --list is given; 'kinema play --list' names \
            the controls and their views.

            Event scripts: one event per ';' or line, 'T KIND [X,Y]' with T in seconds \
            (non-negative, non-decreasing), KIND down, move, up or cancel (cancel takes no \
            point) and X,Y in root coordinates; '#' starts a comment. --events @FILE reads \
            the script from a file, --events - from standard input. Before each frame at \
            time t, every event with a time <= t is delivered. For example:
              --events "0 down 187.5,333.5; 0.3 up 187.5,333.5"

            CSV and JSON print values as computed, so an alpha may overshoot for a moment; \
            only the colour column clamps each component to [0, 1] (and rounds it to 8 \
            bits). The pictures (svg, html, lottie) clamp alpha and colour components to \
            [0, 1] where they draw them.
            """)

    /// The control to play.
    @Argument(help: "The control: one of the names 'kinema play --list' prints (required unless --list).")
    var control: String?

    /// Lists the controls instead of playing one.
    @Flag(help: "Name the controls and their views instead of playing one.")
    var list = false

    /// The event script text, `@FILE` or `-`.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The event script (format above): the text itself, @FILE, or - for standard input. Default: no events.",
            valueName: "script"))
    var events: String = ""

    /// Frames per second.
    @Option(parsing: .unconditional, help: "Frames per second, in (0, 1000].")
    var fps: String = "60"

    /// The last sampled time.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The last time sampled: finite, >= 0 and at most 1e9. Default: the last event's time + 2 s, or 3 s without events.",
            valueName: "seconds"))
    var until: String?

    /// The random seed.
    @Option(
        parsing: .unconditional,
        help: "The SplitMix64 seed of the fast cart's random line lengths (an unsigned 64-bit integer).")
    var seed: UInt64 = 1

    /// The random range.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Half-width of the fast cart's random ranges (the tutorial's 4 pt): finite, >= 0, at most 1e9; 0 removes the randomness.",
            valueName: "points"))
    var jitter: String = "4"

    /// The output format.
    @Option(help: "Output format.")
    var format: PlayFormat = .csv

    /// The most frames one run may sample.
    static let maximumFrames = 100_000

    /// The most frames a format that draws every frame (`html`, `lottie-every-frame`) may show:
    /// 10,000 (2 min 46 s at 60 fps), a page or a document still usable, built in about a second
    /// and 100 MB for the largest control (100,000 frames took 20 s and 1 GB, for a 235 MB page).
    static let maximumPictureFrames = 10_000

    /// Validates every option, then plays (or lists) and writes the frames.
    func text() throws -> String {
        let fps = try CLIInput.frameRate(self.fps)
        let until = try self.until.map { try CLIInput.time($0, "--until") }
        if let until, until < 0 { throw CLIError("--until must be a finite number >= 0 (got \(until))") }
        let jitter = try CLIInput.number(self.jitter, "--jitter")
        guard abs(jitter) <= CLIInput.maximumMagnitude else {
            throw CLIError("--jitter: \(self.jitter) is out of range")
        }
        let configuration: ControlConfiguration
        do {
            configuration = try ControlConfiguration(seed: seed, jitter: jitter)
        } catch {
            throw CLIError(error.description)
        }
        let script = try CLIInput.script(events)
        if list {
            guard control == nil else { throw CLIError("--list takes no control name (got '\(control ?? "")')") }
            return PlayOutput.list()
        }
        guard let control else {
            throw CLIError("missing control name (one of: \(ControlRegistry.names.joined(separator: ", ")))")
        }
        let type: any PlayableControl.Type
        do {
            type = try ControlRegistry.control(named: control)
        } catch {
            throw CLIError(error.description)
        }
        let end = until ?? script.defaultUntil
        let frames: FrameTimes
        do {
            frames = try FrameTimes(until: end, fps: fps, maximumCount: Self.maximumFrames)
        } catch {
            throw CLIError("\(error): --until \(end) at --fps \(fps)")
        }
        if format.drawsEveryFrame, frames.count > Self.maximumPictureFrames {
            throw CLIError(
                "--format \(format.rawValue) draws every frame, at most \(Self.maximumPictureFrames) "
                    + "(--until \(end) at --fps \(fps) gives \(frames.count)): lower --until or --fps, or use csv, json, svg or lottie"
            )
        }

        let run = PlayRun(type: type, configuration: configuration, script: script, fps: fps, until: end)
        let text: String
        var check = FiniteFrames()
        do {
            let player = try Player(control: type.init(configuration: configuration), script: script)
            switch format {
            case .csv:
                var csv = FrameCSV()
                try player.play(frames) {
                    check.inspect($0); csv.append($0)
                }
                text = csv.text
            case .json:
                var json = FrameJSON(members: run.jsonMembers)
                try player.play(frames) {
                    check.inspect($0); json.append($0)
                }
                text = json.text
            case .svg:
                // Every s-th frame, the last, and the first frame at or after each touch.
                let touchFrames = script.events.map {
                    Int(Swift.min(($0.time * fps - 1e-9).rounded(.up), Double(frames.count)))
                }
                let chosen = Set(Filmstrip.chosenIndices(count: frames.count, including: touchFrames))
                var picked: [FrameSnapshot] = []
                var k = 0
                try player.play(frames) { frame in
                    check.inspect(frame)
                    if chosen.contains(k) { picked.append(frame) }
                    k += 1
                }
                text = Filmstrip(
                    frames: picked, title: run.title, subtitle: run.subtitle, touches: script.events,
                    sampledFrameCount: frames.count
                ).svg()
            case .html:
                var all: [FrameSnapshot] = []
                try player.play(frames) {
                    check.inspect($0); all.append($0)
                }
                text = HTMLPlayer(frames: all, title: run.title, subtitle: run.subtitle, touches: script.events).html()
            case .lottie, .lottieEveryFrame:
                var all: [FrameSnapshot] = []
                try player.play(frames) {
                    check.inspect($0); all.append($0)
                }
                let markers = script.events.map { LottieMarker(time: $0.time, label: $0.description) }
                text = try LottieExport(
                    frames: all, fps: fps, name: run.title,
                    keyframes: format == .lottie ? .fitted : .everyFrame, markers: markers
                ).document().text
            }
        } catch {
            throw CLIError("\(control): \(error)")
        }
        if let problem = check.problem { throw CLIError("\(control): \(problem)") }
        return text
    }
}
