import Kinema
import KinemaControls

/// The text outputs of `kinema play`: `--list` and JSON (see ``PlayCommand``).
enum PlayOutput {
    /// Two lines per control: `NAME: view, view, ...` and an indented summary.
    static func list() -> String {
        ControlRegistry.controls.map { type in
            "\(type.name): \(type.viewNames.joined(separator: ", "))\n    \(type.summary)\n"
        }.joined()
    }

    /// A JSON number (`null` if not finite, which a played frame never is).
    static func number(_ x: Double) -> String { x.isFinite ? "\(x)" : "null" }

    /// One frame as a JSON object.
    static func json(frame: FrameSnapshot) -> String {
        let views = frame.views.map { v in
            let d = v.decomposed
            let fields = [
                "\"view\":\(CurveText.jsonString(v.name))",
                "\"centerX\":\(number(v.center.x))", "\"centerY\":\(number(v.center.y))",
                "\"width\":\(number(v.size.width))", "\"height\":\(number(v.size.height))",
                "\"rotation\":\(number(d.rotation))", "\"scaleX\":\(number(d.scaleX))",
                "\"scaleY\":\(number(d.scaleY))", "\"translateX\":\(number(d.translateX))",
                "\"translateY\":\(number(d.translateY))", "\"alpha\":\(number(v.alpha))",
                "\"cornerRadius\":\(number(v.cornerRadius))",
                "\"color\":\(CurveText.jsonString(v.backgroundColor.hexString))",
                "\"hidden\":\(v.isHidden)",
            ]
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"t\":\(number(frame.time)),\"views\":[" + views.joined(separator: ",") + "]}"
    }

    /// The whole JSON document around already-rendered frames.
    static func json(run: PlayRun, frames: [String]) -> String {
        let events = run.script.events.map { e -> String in
            var s = "{\"t\":\(number(e.time)),\"kind\":\"\(e.phase.rawValue)\""
            if let p = e.location { s += ",\"x\":\(number(p.x)),\"y\":\(number(p.y))" }
            return s + "}"
        }
        var out = "{\"control\":\(CurveText.jsonString(run.type.name)),\"fps\":\(number(run.fps)),"
        out += "\"until\":\(number(run.until)),\"seed\":\(run.configuration.seed),"
        out += "\"jitter\":\(number(run.configuration.jitter)),"
        out += "\"views\":[" + run.type.viewNames.map(CurveText.jsonString).joined(separator: ",") + "],"
        out += "\"events\":[" + events.joined(separator: ",") + "],"
        out += "\"frames\":[\n" + frames.joined(separator: ",\n") + "\n]}\n"
        return out
    }
}
