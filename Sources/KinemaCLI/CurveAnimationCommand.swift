import ArgumentParser
import Kinema
import KinemaRender

/// `kinema curve animation`: an explicit animation of a view's `position.x`, with its media
/// timing, sampled on the scene's clock (the media timing and explicit animations articles of the
/// Kinema module state the rules).
///
/// The animation is a basic animation (`--from`, `--to`, `--by`), a keyframe animation
/// (`--values`, with `--key-times`, `--mode` and `--segment-timings`) or, with `--stiffness`, a
/// spring animation (`--mass`, `--stiffness`, `--damping`, `--velocity`, and the basic endpoints).
/// It is added at scene time 0 to a view whose model `position.x` is `--model` (default 0); the
/// value at time `t` is that view's presentation `position.x`, so a removed animation shows the
/// model value. Samples run from 0 to `--until`, which defaults to the end of the active time
/// plus one simple duration and is required for an animation that never ends.
struct CurveAnimationCommand: TextCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "animation",
        abstract: "Sample an explicit animation with media timing (repeat, autoreverse, speed, offset, fill).",
        usage: """
            kinema curve animation [--from <v>] [--to <v>] [--by <v>] [timing] [output]
            kinema curve animation --values <list> [--key-times <list>] [--mode <mode>]
                                   [--segment-timings <curves>] [timing] [output]
            kinema curve animation --stiffness <k> [--mass <m>] [--damping <c>]
                                   [--velocity <v>] [--from <v>] [--to <v>] [--by <v>]
                                   [timing] [output]
              timing: [--duration <s>] [--begin-time <s>] [--speed <x>]
                      [--time-offset <s>] [--repeat-count <n|inf>]
                      [--repeat-duration <s|inf>] [--autoreverses] [--fill <mode>]
                      [--keep] [--timing <curve>] [--additive] [--cumulative]
                      [--model <v>]
              output: [--until <s>] [--fps <fps>] [--format <format>]
            """,
        discussion: """
            The animation runs on position.x of a view whose model value is --model (default \
            0), added at scene time 0; the value at time t is the view's presentation \
            position.x, so before and after the active time the fill mode decides between the \
            animation's value and the model value. Local time is (t - beginTime) * speed + \
            timeOffset, wrapped into the active duration (repeatDuration, else repeatCount \
            cycles of duration, two durations per cycle with --autoreverses). --duration 0 \
            (the default) is 0.25 s, as in Core Animation. --keep sets removedOnCompletion to \
            false, so --fill forwards or both holds the last value.

            A curve (--timing, --segment-timings) is a name (linear, easeIn, easeOut, \
            easeInOut, default) or control points x1,y1,x2,y2; --segment-timings takes one \
            curve per segment between keys, separated by '/'. --until defaults to the end of \
            the active time plus one duration, and is required when the animation never ends.
            """)

    /// Basic or spring: the from value.
    @Option(parsing: .unconditional, help: ArgumentHelp("Basic or spring: the from value.", valueName: "v"))
    var from: String?
    /// Basic or spring: the to value.
    @Option(parsing: .unconditional, help: ArgumentHelp("Basic or spring: the to value.", valueName: "v"))
    var to: String?
    /// Basic or spring: the by value.
    @Option(parsing: .unconditional, help: ArgumentHelp("Basic or spring: the by value.", valueName: "v"))
    var by: String?

    /// Keyframes: the values (a list).
    @Option(parsing: .unconditional, help: ArgumentHelp("Keyframes: the values (a list).", valueName: "list"))
    var values: String?
    /// Keyframes: one time in [0, 1] per value (default: evenly spaced).
    @Option(
        name: .customLong("key-times"), parsing: .unconditional,
        help: ArgumentHelp("Keyframes: one time in [0, 1] per value (default: evenly spaced).", valueName: "list"))
    var keyTimes: String?
    /// Keyframes: linear, discrete, paced, cubic or cubicPaced.
    @Option(help: "Keyframes: linear, discrete, paced, cubic or cubicPaced.")
    var mode: String = "linear"
    /// Keyframes: one curve per segment, separated by '/'.
    @Option(
        name: .customLong("segment-timings"), parsing: .unconditional,
        help: ArgumentHelp("Keyframes: one curve per segment, separated by '/'.", valueName: "curves"))
    var segmentTimings: String?

    /// Spring: mass (default 1).
    @Option(parsing: .unconditional, help: ArgumentHelp("Spring: mass (default 1).", valueName: "m"))
    var mass: String?
    /// Spring: stiffness (makes a spring animation).
    @Option(
        parsing: .unconditional, help: ArgumentHelp("Spring: stiffness (makes a spring animation).", valueName: "k"))
    var stiffness: String?
    /// Spring: damping (default 10).
    @Option(parsing: .unconditional, help: ArgumentHelp("Spring: damping (default 10).", valueName: "c"))
    var damping: String?
    /// Spring: initial velocity (default 0).
    @Option(parsing: .unconditional, help: ArgumentHelp("Spring: initial velocity (default 0).", valueName: "v"))
    var velocity: String?

    /// Simple duration in seconds (0: 0.25).
    @Option(parsing: .unconditional, help: ArgumentHelp("Simple duration in seconds (0: 0.25).", valueName: "s"))
    var duration: String = "0"
    /// Begin time in seconds (0: now, at time 0).
    @Option(
        name: .customLong("begin-time"), parsing: .unconditional,
        help: ArgumentHelp("Begin time in seconds (0: now, at time 0).", valueName: "s"))
    var beginTime: String = "0"
    /// Speed.
    @Option(parsing: .unconditional, help: ArgumentHelp("Speed.", valueName: "x"))
    var speed: String = "1"
    /// Time offset.
    @Option(
        name: .customLong("time-offset"), parsing: .unconditional, help: ArgumentHelp("Time offset.", valueName: "s"))
    var timeOffset: String = "0"
    /// Cycles to play, fractional or inf (0: one).
    @Option(
        name: .customLong("repeat-count"), parsing: .unconditional,
        help: ArgumentHelp("Cycles to play, fractional or inf (0: one).", valueName: "n|inf"))
    var repeatCount: String = "0"
    /// Seconds to repeat for, or inf (wins over --repeat-count).
    @Option(
        name: .customLong("repeat-duration"), parsing: .unconditional,
        help: ArgumentHelp("Seconds to repeat for, or inf (wins over --repeat-count).", valueName: "s|inf"))
    var repeatDuration: String = "0"
    /// Play each cycle forwards, then backwards.
    @Flag(help: "Play each cycle forwards, then backwards.")
    var autoreverses = false
    /// Fill mode: removed, forwards, backwards or both.
    @Option(help: "Fill mode: removed, forwards, backwards or both.")
    var fill: String = "removed"
    /// Keep the animation after its active time (removedOnCompletion false).
    @Flag(help: "Keep the animation after its active time (removedOnCompletion false).")
    var keep = false
    /// The timing function of each pass.
    @Option(parsing: .unconditional, help: ArgumentHelp("The timing function of each pass.", valueName: "curve"))
    var timing: String?
    /// Add the animation's value to the model value.
    @Flag(help: "Add the animation's value to the model value.")
    var additive = false
    /// Add the value at the end of a cycle once per cycle done.
    @Flag(help: "Add the value at the end of a cycle once per cycle done.")
    var cumulative = false
    /// The view's model position.x (default 0).
    @Option(parsing: .unconditional, help: ArgumentHelp("The view's model position.x (default 0).", valueName: "v"))
    var model: String = "0"

    /// Seconds to sample (default: the active time's end plus one duration).
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seconds to sample (default: the active time's end plus one duration).", valueName: "s"))
    var until: String?

    /// `--fps` and `--format`.
    @OptionGroup var output: CurveOutputOptions

    /// Validates every option, then samples (see the type's documentation).
    func text() throws -> String {
        var parameters: [(String, CurveParameter)] = []
        var animation = try makeAnimation(&parameters)
        var timing = MediaTiming()
        timing.duration = try CLIInput.time(duration, "--duration")
        timing.beginTime = try CLIInput.time(beginTime, "--begin-time")
        timing.speed = try CLIInput.number(speed, "--speed")
        timing.timeOffset = try CLIInput.time(timeOffset, "--time-offset")
        timing.repeatCount = try Self.countOrInfinity(repeatCount, "--repeat-count")
        timing.repeatDuration = try Self.countOrInfinity(repeatDuration, "--repeat-duration")
        timing.autoreverses = autoreverses
        guard let fillMode = FillMode(rawValue: fill) else {
            throw CLIError("unknown fill mode '\(fill)' (expected one of removed, forwards, backwards, both)")
        }
        timing.fillMode = fillMode
        animation.timing = timing
        animation.isRemovedOnCompletion = !keep
        if let text = self.timing { animation.timingFunction = try Self.curve(text, "--timing") }
        animation.isAdditive = additive
        animation.isCumulative = cumulative
        let modelValue = try CLIInput.number(model, "--model")

        let sampler = try AnimationSampler(animation: animation, model: modelValue)
        let span = try until.map { try CLIInput.time($0, "--until") } ?? sampler.defaultSpan
        guard let span, span > 0 else {
            throw CLIError(
                until == nil
                    ? "the animation never ends: give --until"
                    : "--until must be a finite positive number")
        }
        for (name, value) in timingParameters(timing, modelValue: modelValue, settled: sampler.settled) {
            parameters.append((name, value))
        }
        parameters.append(("until", .number(span)))
        let plan = CurvePlan(
            kind: "animation", parameters: parameters, value: { sampler.value(at: $0) },
            valueLabel: "position.x", references: [modelValue])
        let frames = try CurveRunner.frames(duration: span, options: output)
        return try CurveRunner.text(plan, duration: span, frames: frames, options: output)
    }

    /// The animation the options describe (timing left at its defaults), its parameters noted.
    private func makeAnimation(_ parameters: inout [(String, CurveParameter)]) throws -> any PropertyAnimation {
        let endpoints = try [("from", from), ("to", to), ("by", by)].compactMap { name, text in
            try text.map { (name, try CLIInput.number($0, "--\(name)")) }
        }
        let value = { (name: String) in endpoints.first { $0.0 == name }.map { AnimationValue.number($0.1) } }
        if let values {
            guard endpoints.isEmpty, stiffness == nil else {
                throw CLIError("--values (keyframes) cannot be combined with --from, --to, --by or a spring")
            }
            return try makeKeyframes(values, &parameters)
        }
        guard keyTimes == nil, segmentTimings == nil else {
            throw CLIError("--key-times and --segment-timings need --values")
        }
        parameters.append(("type", .text(stiffness == nil ? "basic" : "spring")))
        for (name, number) in endpoints { parameters.append((name, .number(number))) }
        guard let stiffness else {
            guard mass == nil, damping == nil, velocity == nil else {
                throw CLIError("--mass, --damping and --velocity need --stiffness (a spring animation)")
            }
            return BasicAnimation(keyPath: .positionX, from: value("from"), to: value("to"), by: value("by"))
        }
        let m = try mass.map { try CLIInput.number($0, "--mass") } ?? 1
        let k = try CLIInput.number(stiffness, "--stiffness")
        let c = try damping.map { try CLIInput.number($0, "--damping") } ?? 10
        let v = try velocity.map { try CLIInput.number($0, "--velocity") } ?? 0
        parameters += [
            ("mass", .number(m)), ("stiffness", .number(k)), ("damping", .number(c)), ("velocity", .number(v))
        ]
        do {
            return try SpringAnimation(
                keyPath: .positionX, from: value("from"), to: value("to"), by: value("by"),
                mass: m, stiffness: k, damping: c, initialVelocity: v)
        } catch {
            throw CLIError(error.description)
        }
    }

    private func makeKeyframes(_ values: String, _ parameters: inout [(String, CurveParameter)]) throws
        -> any PropertyAnimation
    {
        try CLIInput.checkOneStandardInput([values, keyTimes])
        let numbers = try CLIInput.list(values, "--values")
        let times = try keyTimes.map { try CLIInput.list($0, "--key-times") }
        guard let calculation = KeyframeCalculationMode(rawValue: mode) else {
            let names = KeyframeCalculationMode.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError("unknown keyframe mode '\(mode)' (expected one of \(names))")
        }
        var animation = KeyframeAnimation(
            keyPath: .positionX, values: numbers.map(AnimationValue.number),
            keyTimes: times, calculationMode: calculation)
        parameters += [("type", .text("keyframes")), ("values", .numbers(numbers))]
        if let times { parameters.append(("keyTimes", .numbers(times))) }
        parameters.append(("mode", .text(mode)))
        if let segmentTimings {
            let texts = segmentTimings.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            animation.timingFunctions = try texts.map { try Self.curve($0, "--segment-timings") }
            parameters.append(("segmentTimings", .text(segmentTimings)))
        }
        return animation
    }

    /// The timing's parameters for JSON and titles, with the settled duration.
    private func timingParameters(_ timing: MediaTiming, modelValue: Double, settled: MediaTiming)
        -> [(String, CurveParameter)]
    {
        func count(_ x: Double) -> CurveParameter { x.isFinite ? .number(x) : .text("inf") }
        var out: [(String, CurveParameter)] = [
            ("model", .number(modelValue)), ("beginTime", .number(settled.beginTime)),
            ("duration", .number(settled.duration)), ("speed", .number(timing.speed)),
            ("timeOffset", .number(timing.timeOffset)), ("repeatCount", count(timing.repeatCount)),
            ("repeatDuration", count(timing.repeatDuration)),
            ("autoreverses", .text(timing.autoreverses ? "true" : "false")), ("fill", .text(timing.fillMode.rawValue)),
            ("removedOnCompletion", .text(keep ? "false" : "true"))
        ]
        if let text = self.timing { out.append(("timing", .text(text))) }
        out += [("additive", .text(additive ? "true" : "false")), ("cumulative", .text(cumulative ? "true" : "false"))]
        return out
    }

    /// A count or duration that may be `inf`: a finite number at least 0, or infinity.
    static func countOrInfinity(_ text: String, _ option: String) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "inf" || trimmed == "infinity" { return .infinity }
        let value = try CLIInput.time(text, option)
        guard value >= 0 else { throw CLIError("\(option) must not be negative (got \(value))") }
        return value
    }

    /// A timing curve: a name or four numbers x1,y1,x2,y2.
    static func curve(_ text: String, _ option: String) throws -> TimingCurve {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let named = TimingCurve(named: trimmed) { return named }
        let points = trimmed.contains(",") ? try CLIInput.list(trimmed, option) : []
        guard points.count == 4 else {
            throw CLIError(
                "\(option): '\(trimmed)' is neither a curve name (\(TimingCurve.names.joined(separator: ", "))) nor x1,y1,x2,y2"
            )
        }
        do {
            return try TimingCurve(points[0], points[1], points[2], points[3])
        } catch {
            throw CLIError("\(option): \(error.description)")
        }
    }
}

/// Samples an explicit animation of `position.x` on a scene's clock: a scene with one view, the
/// animation added at time 0, advanced to each sample time (rebuilt for a time before the last).
final class AnimationSampler {
    private let animation: any PropertyAnimation
    private let model: Double
    private var scene: Scene
    private var view: View
    /// The timing as the view settled it (begin time and duration).
    let settled: MediaTiming

    init(animation: any PropertyAnimation, model: Double) throws {
        self.animation = animation
        self.model = model
        (scene, view) = try Self.build(animation, model: model)
        settled = view.animation(forKey: "animation")?.timing ?? animation.timing
    }

    private static func build(_ animation: any PropertyAnimation, model: Double) throws -> (Scene, View) {
        guard Limits.isWithinMagnitude(model) else {
            throw CLIError("--model must be at most 1e9 in magnitude (got \(model))")
        }
        let scene = Scene(size: Size(width: 100, height: 100))
        let view = View(name: "view", frame: Rect(x: model - 5, y: 45, width: 10, height: 10))
        try scene.root.addSubview(view)
        do {
            try view.addAnimation(animation, forKey: "animation")
        } catch {
            throw CLIError(error.description)
        }
        return (scene, view)
    }

    /// The end of the active time plus one simple duration; nil when the animation never ends.
    var defaultSpan: Double? {
        let cycle = settled.autoreverses ? 2 * settled.duration : settled.duration
        let active = settled.repeatDuration > 0 ? settled.repeatDuration : Swift.max(settled.repeatCount, 1) * cycle
        guard settled.speed != 0 else { return nil }
        let end = settled.beginTime + active / abs(settled.speed) + settled.duration
        return end.isFinite && end <= CLIInput.maximumTime ? end : nil
    }

    /// The presentation `position.x` at scene time `t`.
    func value(at t: Double) -> Double {
        if t < scene.time, let rebuilt = try? Self.build(animation, model: model) { (scene, view) = rebuilt }
        try? scene.advance(to: t)
        return view.presentation.center.x
    }
}
