/// A player page: one self-contained HTML document (inline SVG, CSS and script; no external
/// resources) holding every frame as an SVG group, shown one at a time at its own time, looping,
/// with a play/pause button, a scrubber over the frames and the current time. Frames are drawn
/// and cropped as in ``Filmstrip``.
public struct HTMLPlayer: Sendable {
    /// The frames, in time order.
    public var frames: [FrameSnapshot]
    /// The page's title and heading.
    public var title: String
    /// A paragraph under the heading.
    public var subtitle: String
    /// Touches to draw over the frames, in time order.
    public var touches: [TouchEvent]

    /// A player of `frames`.
    public init(frames: [FrameSnapshot], title: String = "", subtitle: String = "", touches: [TouchEvent] = []) {
        self.frames = frames
        self.title = title
        self.subtitle = subtitle
        self.touches = touches
    }

    /// The page.
    public func html() -> String {
        let crop = Framing.crop(frames: frames, touches: touches)
        let scale = Swift.min(640 / crop.width, 560 / crop.height)
        var svg = SVGWriter()
        svg.element("h1", text: title)
        svg.element("p", text: subtitle)
        svg.element("svg", [
            "id": "stage", "xmlns": "http://www.w3.org/2000/svg", "width": .number(crop.width * scale),
            "height": .number(crop.height * scale),
            "viewBox": "\(crop.minX) \(crop.minY) \(crop.width) \(crop.height)",
            "font-family": "Helvetica, Arial, sans-serif",
        ]) { svg in
            for (n, frame) in frames.enumerated() {
                svg.element("g", ["class": "frame"] + (n == 0 ? [:] : ["style": "display:none"])) { svg in
                    SceneDrawing.draw(frame, idPrefix: "f\(n)", into: &svg)
                    Framing.drawTouch(touches, at: frame.time, pixel: 1 / scale, into: &svg)
                }
            }
        }
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<title>\(SVGWriter.escape(title))</title>\n"
        html += Self.style
        html += "</head>\n<body>\n"
        html += svg.text
        html += "<div class=\"bar\"><button id=\"toggle\" type=\"button\">Pause</button>"
        html += "<input id=\"scrub\" type=\"range\" min=\"0\" max=\"\(Swift.max(frames.count - 1, 0))\" step=\"1\" value=\"0\">"
        html += "<span id=\"time\">t = \(NumberText.fixed(frames.first?.time ?? 0, 3)) s</span></div>\n"
        html += Self.script(times: frames.map(\.time))
        html += "</body>\n</html>\n"
        return html
    }

    /// The page's style sheet.
    private static let style = """
        <style>
        body{font-family:Helvetica,Arial,sans-serif;margin:24px;color:#222}
        h1{font-size:18px;margin:0 0 4px}
        p{font-size:12px;color:#555;margin:0 0 12px;max-width:660px}
        #stage{border:1px solid #bbb;background:#f4f4f4;display:block}
        .bar{display:flex;gap:12px;align-items:center;margin-top:10px}
        #scrub{width:420px}
        button{min-width:64px}
        #time{font-variant-numeric:tabular-nums}
        </style>

        """
}
