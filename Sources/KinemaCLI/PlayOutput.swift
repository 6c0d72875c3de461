import KinemaControls
import KinemaRender

/// Watches played frames for a number that is not finite, which no output may hold.
struct FiniteFrames {
    /// The first problem found, as a message.
    private(set) var problem: String?

    /// Records the first view of `frame` with a number that is not finite.
    mutating func inspect(_ frame: FrameSnapshot) {
        guard problem == nil, let v = frame.views.first(where: { !$0.isFinite }) else { return }
        problem = "view '\(v.name)' is not finite at t = \(frame.time) (the input is too large)"
    }
}

/// The text of `kinema play --list`.
enum PlayOutput {
    /// Two lines per control: `NAME: view, view, ...` and an indented summary.
    static func list() -> String {
        ControlRegistry.controls.map { type in
            "\(type.name): \(type.viewNames.joined(separator: ", "))\n    \(type.summary)\n"
        }.joined()
    }
}

/// What was played, for the outputs that describe it.
struct PlayRun {
    /// The control's type (name, views).
    let type: any PlayableControl.Type
    /// Seed and jitter.
    let configuration: ControlConfiguration
    /// The events.
    let script: EventScript
    /// Frames per second.
    let fps: Double
    /// The last sampled time.
    let until: Double

    /// `kinema play NAME`: the pictures' title.
    var title: String { "kinema play \(type.name)" }

    /// The script, seed, jitter and frame rate in one line: the pictures' subtitle.
    var subtitle: String {
        let events = script.events.isEmpty ? "no events" : script.events.map(\.description).joined(separator: "; ")
        return
            "events: \(events) | seed \(configuration.seed), jitter \(configuration.jitter), \(fps) fps, until \(until) s"
    }

    /// The members the JSON output starts with (see ``PlayCommand``).
    var jsonMembers: [(String, JSONValue)] {
        [
            ("control", .string(type.name)), ("fps", .number(fps)), ("until", .number(until)),
            ("seed", .integer(configuration.seed)), ("jitter", .number(configuration.jitter)),
            ("views", .array(type.viewNames.map(JSONValue.string))),
            ("events", .array(script.events.map(FrameJSON.value(of:))))
        ]
    }
}
