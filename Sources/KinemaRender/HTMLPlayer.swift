/// A player page: one self-contained HTML document (inline SVG, CSS and script; no external
/// resources) holding every frame as an SVG group, shown one at a time at its own time, looping.
/// Its controls: play/pause, a step back and a step forward by one frame (also the left and right
/// arrow keys), a scrubber over the frames with the touches and markers marked under it (click
/// one to go to its frame), a speed of 0.25x, 0.5x or 1x, and the current time and frame number.
/// Frames are drawn and cropped as in ``Filmstrip``.
///
/// Several sequences can play side by side in step (``panels``), each on its own stage under its
/// label, all cropped alike: frame k of every panel shows at once (a panel with fewer frames keeps
/// showing its last one). The golden assertions of `KinemaTesting` show expected and actual frames
/// this way.
public struct HTMLPlayer: Sendable {
    /// One sequence of frames on its own stage.
    public struct Panel: Sendable {
        /// The caption over the stage (none when empty).
        public var label: String
        /// The frames, in time order.
        public var frames: [FrameSnapshot]

        /// A panel.
        public init(label: String, frames: [FrameSnapshot]) {
            self.label = label
            self.frames = frames
        }
    }

    /// A moment marked under the scrubber (its label is the mark's tooltip).
    public typealias Marker = TimelineMarker

    /// The sequences shown, side by side, in order.
    public var panels: [Panel]
    /// The page's title and heading.
    public var title: String
    /// A paragraph under the heading.
    public var subtitle: String
    /// Touches to draw over the frames, in time order; each is also marked under the scrubber.
    public var touches: [TouchEvent]
    /// More moments to mark under the scrubber.
    public var markers: [Marker]

    /// The first panel's frames (setting them makes a panel when there is none).
    public var frames: [FrameSnapshot] {
        get { panels.first?.frames ?? [] }
        set {
            if panels.isEmpty { panels = [Panel(label: "", frames: newValue)] } else { panels[0].frames = newValue }
        }
    }

    /// A player of `frames`.
    public init(
        frames: [FrameSnapshot], title: String = "", subtitle: String = "", touches: [TouchEvent] = [],
        markers: [Marker] = []
    ) {
        self.init(
            panels: [Panel(label: "", frames: frames)], title: title, subtitle: subtitle, touches: touches,
            markers: markers)
    }

    /// A player of several sequences side by side.
    public init(
        panels: [Panel], title: String = "", subtitle: String = "", touches: [TouchEvent] = [],
        markers: [Marker] = []
    ) {
        self.panels = panels
        self.title = title
        self.subtitle = subtitle
        self.touches = touches
        self.markers = markers
    }

    /// The times the scrubber runs over: those of the panel with the most frames (the first such).
    var times: [Double] {
        (panels.max { $0.frames.count < $1.frames.count }?.frames ?? []).map(\.time)
    }

    /// The page.
    public func html() -> String {
        let crop = Framing.crop(frames: panels.flatMap(\.frames), touches: touches)
        let width = panels.count > 1 ? 420.0 : 640.0
        let scale = Swift.min(width / crop.width, 560 / crop.height)
        var svg = SVGWriter()
        svg.element("h1", text: title)
        svg.element("p", text: subtitle)
        var stages = SVGWriter()
        for (p, panel) in panels.enumerated() {
            stages.element("figure", inline: true) { figure in
                if !panel.label.isEmpty { figure.element("figcaption", text: panel.label) }
                figure.element(
                    "svg",
                    [
                        "class": "stage", "xmlns": "http://www.w3.org/2000/svg", "width": .number(crop.width * scale),
                        "height": .number(crop.height * scale),
                        "viewBox": "\(crop.minX) \(crop.minY) \(crop.width) \(crop.height)",
                        "font-family": "Helvetica, Arial, sans-serif"
                    ]
                ) { svg in
                    var cursor = TouchCursor(touches: touches)
                    for (n, frame) in panel.frames.enumerated() {
                        svg.element("g", ["class": "frame"] + (n == 0 ? [:] : ["style": "display:none"])) { svg in
                            SceneDrawing.draw(frame, idPrefix: "p\(p)f\(n)", into: &svg)
                            // The latest touch alone: the one `drawTouch` would find in all of them.
                            let latest = cursor.latest(atOrBefore: frame.time)
                            Framing.drawTouch(latest.map { [$0] } ?? [], at: frame.time, pixel: 1 / scale, into: &svg)
                        }
                    }
                }
            }
        }
        let times = self.times
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<title>\(SVGWriter.escape(title))</title>\n"
        html += Self.style
        html += "</head>\n<body>\n"
        html += svg.text
        html += "<div class=\"stages\">\n" + stages.text + "</div>\n"
        html += "<div class=\"bar\"><button id=\"back\" type=\"button\" title=\"previous frame\">◀</button>"
        html += "<button id=\"toggle\" type=\"button\">Pause</button>"
        html += "<button id=\"forward\" type=\"button\" title=\"next frame\">▶</button>"
        html +=
            "<div class=\"scrubber\"><input id=\"scrub\" type=\"range\" min=\"0\" max=\"\(Swift.max(times.count - 1, 0))\" "
        html += "step=\"1\" value=\"0\">" + marks(times: times) + "</div>"
        html += "<select id=\"speed\" title=\"speed\"><option value=\"0.25\">0.25x</option>"
        html += "<option value=\"0.5\">0.5x</option><option value=\"1\" selected=\"selected\">1x</option></select>"
        html += "<span id=\"time\">t = \(NumberText.fixed(times.first ?? 0, 3)) s</span></div>\n"
        html += Self.script(times: times)
        html += "</body>\n</html>\n"
        return html
    }

    /// The marks under the scrubber: one per touch and per marker, at the first frame at or after
    /// its time (none past the last frame).
    private func marks(times: [Double]) -> String {
        guard times.count > 1 else { return "" }
        let moments = touches.map { ($0.time, $0.description, "touch") } + markers.map { ($0.time, $0.label, "marker") }
        var writer = SVGWriter()
        writer.element("div", ["class": "marks"], inline: true) { div in
            let ordered = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
            for (time, label, kind) in moments {
                guard let k = Self.firstIndex(in: times, ordered: ordered, atOrAfter: time - 1e-9) else { continue }
                let percent = 100 * Double(k) / Double(times.count - 1)
                div.element(
                    "span",
                    [
                        "class": SVGValue("mark \(kind)"), "data-frame": SVGValue(String(k)),
                        "style": "left:\(percent, decimals: 2)%", "title": SVGValue(label)
                    ], text: "")
            }
        }
        return writer.text
    }

    /// The first index of `times` whose time is at least `time`: by binary search when `times`
    /// is `ordered` (non-decreasing), else by a scan.
    private static func firstIndex(in times: [Double], ordered: Bool, atOrAfter time: Double) -> Int? {
        guard ordered, !time.isNaN else { return times.firstIndex { $0 >= time } }
        var lo = 0, hi = times.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if times[mid] >= time { hi = mid } else { lo = mid + 1 }
        }
        return lo < times.count ? lo : nil
    }

    /// The latest touch at or before a time, for frames asked in time order: one pass over the
    /// touches for all frames when they are in time order, a scan per frame otherwise.
    private struct TouchCursor {
        let touches: [TouchEvent]
        /// Whether the touches' times never decrease (and none is NaN).
        let ordered: Bool
        /// The touches before this index are at or before the latest time asked.
        var next = 0
        var latestAsked = -Double.infinity

        init(touches: [TouchEvent]) {
            self.touches = touches
            ordered =
                zip(touches, touches.dropFirst()).allSatisfy { $0.time <= $1.time }
                && !(touches.first?.time.isNaN ?? false)
        }

        /// The last touch (in order) whose time is at most `t`.
        mutating func latest(atOrBefore t: Double) -> TouchEvent? {
            guard ordered, !t.isNaN else { return touches.last { $0.time <= t } }
            if t < latestAsked { next = 0 }
            latestAsked = t
            while next < touches.count, touches[next].time <= t { next += 1 }
            return next > 0 ? touches[next - 1] : nil
        }
    }

    /// The page's style sheet.
    private static let style = """
        <style>
        body{font-family:Helvetica,Arial,sans-serif;margin:24px;color:#222}
        h1{font-size:18px;margin:0 0 4px}
        p{font-size:12px;color:#555;margin:0 0 12px;max-width:860px}
        .stages{display:flex;gap:16px;align-items:flex-start}
        figure{margin:0}
        figcaption{font-size:13px;font-weight:bold;margin:0 0 4px}
        .stage{border:1px solid #bbb;background:#f4f4f4;display:block}
        .bar{display:flex;gap:10px;align-items:center;margin-top:10px}
        .scrubber{position:relative;width:420px;padding-bottom:10px}
        #scrub{width:100%;margin:0}
        .marks{position:absolute;left:8px;right:8px;bottom:0;height:8px}
        .mark{position:absolute;width:3px;height:8px;margin-left:-1px;background:#D62D55;cursor:pointer}
        .mark.marker{background:#2D6ED6}
        button{min-width:40px}
        #toggle{min-width:64px}
        #time{font-variant-numeric:tabular-nums}
        </style>

        """
}
