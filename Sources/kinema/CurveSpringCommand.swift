import ArgumentParser
import KinemaRender

/// `kinema curve spring`: UIKit's duration-based spring, or a Core Animation spring (SPEC 3, 4.1).
///
/// - `--duration D --damping-ratio Z [--velocity V]`: UIKit's spring solved for `D` (SPEC 4.1);
///   the value is the progress `q(t)` before `D` and exactly 1 from `D` on.
/// - `--mass M --stiffness K --damping C [--velocity V] --duration D`: the spring's progress sampled
///   over `D` seconds, with no snap to 1.
///
/// The two forms cannot be mixed.
struct CurveSpringCommand: TextCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Sample a spring's progress: UIKit (--duration, --damping-ratio) or Core Animation (--mass, --stiffness, --damping).")

    /// Seconds to sample (and UIKit's spring duration): finite, > 0.
    @Option(parsing: .unconditional, help: "Seconds to sample (and UIKit's spring duration): finite, > 0.")
    var duration: String?

    /// UIKit form: the damping ratio.
    @Option(name: .customLong("damping-ratio"), parsing: .unconditional, help: "UIKit form: the damping ratio.")
    var dampingRatio: String?

    /// Core Animation form: the mass (> 0).
    @Option(parsing: .unconditional, help: "Core Animation form: the mass (> 0).")
    var mass: String?

    /// Core Animation form: the stiffness (> 0).
    @Option(parsing: .unconditional, help: "Core Animation form: the stiffness (> 0).")
    var stiffness: String?

    /// Core Animation form: the damping coefficient (>= 0).
    @Option(parsing: .unconditional, help: "Core Animation form: the damping coefficient (>= 0).")
    var damping: String?

    /// Initial velocity in whole distances per second (default 0).
    @Option(parsing: .unconditional, help: "Initial velocity in whole distances per second (default 0).")
    var velocity: String?

    /// `--fps` and `--format`.
    @OptionGroup var output: CurveOutputOptions

    /// Validates every option, then samples (see the type's documentation).
    func text() throws -> String {
        let d = try CurveRunner.duration(duration, needed: "curve spring")
        let v = try velocity.map { try CLIInput.number($0, "--velocity") } ?? 0
        let physical = [("--mass", mass), ("--stiffness", stiffness), ("--damping", damping)]
        let plan: CurvePlan
        if let dampingRatio {
            if let given = physical.first(where: { $0.1 != nil }) {
                throw CLIError("conflicting spring forms: --damping-ratio cannot be combined with \(given.0)")
            }
            let z = try CLIInput.number(dampingRatio, "--damping-ratio")
            let spring = try make { () throws(ValueError) in try Spring(duration: d, dampingRatio: z, initialVelocity: v) }
            plan = CurvePlan(
                kind: "spring",
                parameters: [("form", .text("uikit")), ("duration", .number(d)), ("dampingRatio", .number(z)),
                             ("velocity", .number(v))] + Self.solved(spring),
                value: { t in spring.uikitProgress(at: t, duration: d) },
                valueLabel: "progress")
        } else {
            var numbers: [Double] = []
            for (option, text) in physical {
                guard let text else {
                    throw CLIError("curve spring needs --damping-ratio, or --mass, --stiffness and --damping (missing \(option))")
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
                parameters: [("form", .text("coreAnimation")), ("mass", .number(m)), ("stiffness", .number(k)),
                             ("damping", .number(c)), ("velocity", .number(v)),
                             ("dampingRatio", .number(spring.dampingRatio)),
                             ("settlingDuration", .number(spring.settlingDuration))],
                value: { t in spring.progress(at: t) },
                valueLabel: "progress")
        }
        let frames = try CurveRunner.frames(duration: d, options: output)
        return try CurveRunner.text(plan, duration: d, frames: frames, options: output)
    }

    /// The solved physical parameters of a UIKit spring, for JSON and titles.
    static func solved(_ spring: Spring) -> [(String, CurveParameter)] {
        [("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping))]
    }

    /// Builds a spring, turning its typed error into a one-line CLI error.
    private func make(_ build: () throws(ValueError) -> Spring) throws -> Spring {
        do {
            return try build()
        } catch {
            throw CLIError(error.description)
        }
    }
}
