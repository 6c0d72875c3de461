import ArgumentParser
import KinemaRender

/// `kinema curve spring`: UIKit's duration-based spring, or a Core Animation spring (KinemaCore's
/// springs article states both).
///
/// - `--duration D --damping-ratio Z [--velocity V]`: UIKit's spring solved for `D`; the value is
///   the progress `q(t)` before `D` and exactly 1 from `D` on.
/// - `--duration D --mass M --stiffness K --damping C [--velocity V]`: the spring's progress
///   sampled over `D` seconds, with no snap to 1.
///
/// The two forms cannot be mixed.
///
/// **Clamps.** UIKit clamps the damping ratio to [1.1920929e-7, 1] and solves the spring for the
/// duration clamped to [0.01, 10] s (the animation, and so the samples and the snap to 1, still
/// last the whole `D`). Both clamps are named in the help, and the JSON parameters report what was
/// used: ``uikitParameters(duration:dampingRatio:velocity:spring:)`` lists the keys.
struct CurveSpringCommand: TextCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Sample a spring's progress: UIKit's solved spring, or a Core Animation spring.",
        usage: """
            kinema curve spring --duration <seconds> --damping-ratio <ratio>
                                [--velocity <velocity>] [--fps <fps>]
                                [--format <format>]
            kinema curve spring --duration <seconds> --mass <mass>
                                --stiffness <stiffness> --damping <damping>
                                [--velocity <velocity>] [--fps <fps>]
                                [--format <format>]
            """,
        discussion: """
            Two forms, which cannot be mixed; --duration is required in both.

            UIKit form (--damping-ratio): the spring UIKit's UIView.animate(withDuration:...) \
            runs when given a damping ratio (usingSpringWithDamping:), solved for --duration. The value is its progress \
            before --duration and exactly 1 from then on. As UIKit does, the damping ratio is \
            clamped to [1.1920929e-7, 1] and the spring is solved for --duration clamped to \
            [0.01, 10] s (the samples still span the whole --duration). JSON reports the values used: \
            "dampingRatio" is the clamped ratio, followed by "requestedDampingRatio" when the \
            clamp changed it, and "solveDuration" appears when the solve used a clamped \
            duration; an error about such a spring names the clamps too.

            Core Animation form (--mass, --stiffness and --damping, all three required): the \
            spring's progress over --duration seconds, with no snap to 1. A damping ratio \
            above 1 moves like a critically damped spring, as Core Animation's springs do.
            """)

    /// UIKit's clamp of the damping ratio (KinemaCore's, stated once there).
    static let uikitDampingRatioRange = Spring.uikitDampingRatioRange

    /// UIKit's clamp of the duration its spring is solved for (KinemaCore's).
    static let uikitSolveDurationRange = Spring.uikitSolveDurationRange

    /// Seconds to sample (and UIKit's spring duration): finite, > 0.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds to sample, finite and > 0; in the UIKit form also the animation's duration.",
            valueName: "seconds"))
    var duration: String

    /// UIKit form: the damping ratio (clamped).
    @Option(
        name: .customLong("damping-ratio"), parsing: .unconditional,
        help: ArgumentHelp(
            "UIKit form: the damping ratio, finite; clamped to [1.1920929e-7, 1].",
            valueName: "ratio"))
    var dampingRatio: String?

    /// Core Animation form: the mass (> 0).
    @Option(parsing: .unconditional, help: "Core Animation form: the mass, finite and > 0.")
    var mass: String?

    /// Core Animation form: the stiffness (> 0).
    @Option(parsing: .unconditional, help: "Core Animation form: the stiffness, finite and > 0.")
    var stiffness: String?

    /// Core Animation form: the damping coefficient (>= 0).
    @Option(
        parsing: .unconditional,
        help: "Core Animation form: the damping coefficient (not a ratio), finite and >= 0.")
    var damping: String?

    /// Initial velocity in whole distances per second.
    @Option(
        parsing: .unconditional,
        help: "Initial velocity in whole distances per second, positive towards the target.")
    var velocity: String = "0"

    /// `--fps` and `--format`.
    @OptionGroup var output: CurveOutputOptions

    /// Validates every option, then samples (see the type's documentation).
    func text() throws -> String {
        let d = try CurveRunner.duration(duration)
        let v = try CLIInput.number(velocity, "--velocity")
        let physical = [("--mass", mass), ("--stiffness", stiffness), ("--damping", damping)]
        let plan: CurvePlan
        if let dampingRatio {
            if let given = physical.first(where: { $0.1 != nil }) {
                throw CLIError("conflicting spring forms: --damping-ratio cannot be combined with \(given.0)")
            }
            let z = try CLIInput.number(dampingRatio, "--damping-ratio")
            let spring = try make(note: Self.clampNote(duration: d, dampingRatio: z)) { () throws(ValueError) in
                try Spring(duration: d, dampingRatio: z, initialVelocity: v)
            }
            plan = CurvePlan(
                kind: "spring",
                parameters: Self.uikitParameters(duration: d, dampingRatio: z, velocity: v, spring: spring),
                value: { t in spring.uikitProgress(at: t, duration: d) },
                valueLabel: "progress")
        } else {
            if damping != nil, mass == nil {
                // The Core Animation coefficient given alone is most likely UIKit's ratio, misspelt.
                throw CLIError(
                    "--damping needs --mass and --stiffness, the Core Animation form "
                        + "(did you mean --damping-ratio, UIKit's damping ratio?)")
            }
            var numbers: [Double] = []
            for (option, text) in physical {
                guard let text else {
                    throw CLIError(
                        "curve spring needs --damping-ratio, or --mass, --stiffness and --damping (missing \(option))")
                }
                numbers.append(try CLIInput.number(text, option))
            }
            let (m, k, c) = (numbers[0], numbers[1], numbers[2])
            let spring = try make { () throws(ValueError) in
                try Spring(mass: m, stiffness: k, damping: c, initialVelocity: v)
            }
            // An undamped spring never settles: its settling duration has no finite value (JSON null).
            plan = CurvePlan(
                kind: "spring",
                parameters: [
                    ("form", .text("coreAnimation")), ("mass", .number(m)), ("stiffness", .number(k)),
                    ("damping", .number(c)), ("velocity", .number(v)),
                    ("dampingRatio", .number(spring.dampingRatio)),
                    ("settlingDuration", .number(spring.settlingDuration))
                ],
                value: { t in spring.progress(at: t) },
                valueLabel: "progress")
        }
        let frames = try CurveRunner.frames(duration: d, options: output)
        return try CurveRunner.text(plan, duration: d, frames: frames, options: output)
    }

    /// The JSON parameters of a UIKit spring, in this order: `form` (`"uikit"`), `duration` (as
    /// given: the samples and the snap to 1 use it), `dampingRatio` (the ratio the spring was
    /// solved with, after UIKit's clamp), `requestedDampingRatio` (the given ratio, only when the
    /// clamp changed it), `solveDuration` (the duration the spring was solved for, only when it
    /// differs from `duration` because of UIKit's clamp), `velocity`, and the solved `mass`,
    /// `stiffness` and `damping`.
    static func uikitParameters(
        duration d: Double, dampingRatio z: Double, velocity v: Double,
        spring: Spring
    ) -> [(String, CurveParameter)] {
        let usedRatio = clamped(z, to: uikitDampingRatioRange)
        let solveDuration = clamped(d, to: uikitSolveDurationRange)
        var parameters: [(String, CurveParameter)] = [
            ("form", .text("uikit")), ("duration", .number(d)), ("dampingRatio", .number(usedRatio))
        ]
        if usedRatio != z { parameters.append(("requestedDampingRatio", .number(z))) }
        if solveDuration != d { parameters.append(("solveDuration", .number(solveDuration))) }
        parameters.append(("velocity", .number(v)))
        return parameters + solved(spring)
    }

    /// `x` clamped to `range`.
    static func clamped(_ x: Double, to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(x, range.lowerBound), range.upperBound)
    }

    /// The solved physical parameters of a UIKit spring, for JSON and titles.
    static func solved(_ spring: Spring) -> [(String, CurveParameter)] {
        [("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping))]
    }

    /// What UIKit's clamps changed, for an error about a UIKit spring: nil when nothing was clamped,
    /// else for example `the damping ratio was clamped to 1.1920929e-7 and the spring solved for 10 s,
    /// as UIKit does`.
    static func clampNote(duration d: Double, dampingRatio z: Double) -> String? {
        var changes: [String] = []
        let usedRatio = clamped(z, to: uikitDampingRatioRange)
        if usedRatio != z {
            changes.append("the damping ratio was clamped to \(usedRatio == 1 ? "1" : "1.1920929e-7")")
        }
        let solveDuration = clamped(d, to: uikitSolveDurationRange)
        if solveDuration != d { changes.append("the spring was solved for \(solveDuration) s") }
        return changes.isEmpty ? nil : changes.joined(separator: " and ") + ", as UIKit does"
    }

    /// Builds a spring, turning its typed error into a one-line CLI error (followed by `note` in
    /// parentheses when there is one).
    private func make(note: String? = nil, _ build: () throws(ValueError) -> Spring) throws -> Spring {
        do {
            return try build()
        } catch {
            throw CLIError(error.description + (note.map { " (\($0))" } ?? ""))
        }
    }
}
