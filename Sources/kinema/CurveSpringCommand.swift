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
struct CurveSpringCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Sample a spring's progress: UIKit (--duration, --damping-ratio) or Core Animation (--mass, --stiffness, --damping).")

    /// Seconds to sample (and UIKit's spring duration): finite, > 0.
    @Option(parsing: .unconditional, help: "Seconds to sample (and UIKit's spring duration): finite, > 0.")
    var duration: Double?

    /// UIKit form: the damping ratio.
    @Option(name: .customLong("damping-ratio"), parsing: .unconditional, help: "UIKit form: the damping ratio.")
    var dampingRatio: Double?

    /// Core Animation form: the mass (> 0).
    @Option(parsing: .unconditional, help: "Core Animation form: the mass (> 0).")
    var mass: Double?

    /// Core Animation form: the stiffness (> 0).
    @Option(parsing: .unconditional, help: "Core Animation form: the stiffness (> 0).")
    var stiffness: Double?

    /// Core Animation form: the damping coefficient (>= 0).
    @Option(parsing: .unconditional, help: "Core Animation form: the damping coefficient (>= 0).")
    var damping: Double?

    /// Initial velocity in whole distances per second (default 0).
    @Option(parsing: .unconditional, help: "Initial velocity in whole distances per second (default 0).")
    var velocity: Double?

    /// `--fps` and `--format`.
    @OptionGroup var output: CurveOutputOptions

    /// Validates every option, then samples and prints (see the type's documentation).
    func run() throws {
        guard let duration else { throw CLIError("curve spring needs --duration") }
        let d = try CurveRunner.positive(duration, "--duration")
        let v = try CurveRunner.finite(velocity ?? 0, "--velocity")
        let physical = [("--mass", mass), ("--stiffness", stiffness), ("--damping", damping)]
        let plan: CurvePlan
        if let dampingRatio {
            if let given = physical.first(where: { $0.1 != nil }) {
                throw CLIError("conflicting spring forms: --damping-ratio cannot be combined with \(given.0)")
            }
            let z = try CurveRunner.finite(dampingRatio, "--damping-ratio")
            let spring = try make { () throws(ValueError) in try Spring(duration: d, dampingRatio: z, initialVelocity: v) }
            plan = CurvePlan(
                kind: "spring",
                parameters: [("form", .text("uikit")), ("duration", .number(d)), ("dampingRatio", .number(z)),
                             ("velocity", .number(v))] + Self.solved(spring),
                value: { t in spring.uikitProgress(at: t, duration: d) },
                valueLabel: "progress")
        } else {
            if let missing = physical.first(where: { $0.1 == nil }) {
                throw CLIError("curve spring needs --damping-ratio, or --mass, --stiffness and --damping (missing \(missing.0))")
            }
            let m = try CurveRunner.finite(mass ?? 0, "--mass")
            let k = try CurveRunner.finite(stiffness ?? 0, "--stiffness")
            let c = try CurveRunner.finite(damping ?? 0, "--damping")
            let spring = try make { () throws(ValueError) in
                try Spring(mass: m, stiffness: k, damping: c, initialVelocity: v)
            }
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
        try CurveRunner.run(plan, duration: d, frames: frames, options: output)
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
