import Kinema
import KinemaControls

/// `kinema play --format svg`: a filmstrip of up to 12 evenly spaced frames in a grid of 3 or 4
/// columns, each cropped to where the control draws (the bounding box of every view but the root
/// over the chosen frames, plus the touches, within the root's bounds), with the touch drawn as a
/// grey dot while the finger is down (a ring just after it lifts) and the time under each frame.
struct FilmstripRenderer {
    /// What was played.
    let run: PlayRun
    /// The chosen frames (see ``chosenIndices(count:)``).
    let frames: [FrameSnapshot]

    /// The most frames a filmstrip shows.
    static let maximumFrames = 12

    /// Which of `count` frames the filmstrip shows: all of them when at most 12, otherwise 12 evenly
    /// spaced ones including the first and the last.
    static func chosenIndices(count: Int) -> Set<Int> {
        guard count > maximumFrames else { return Set(0..<Swift.max(count, 0)) }
        let n = Double(maximumFrames - 1)
        return Set((0..<maximumFrames).map { Int((Double($0) * Double(count - 1) / n).rounded()) })
    }

    /// The SVG document.
    func render() -> String {
        let scene = SceneSVG()
        let crop = PlayFraming.crop(frames: frames, scene: scene, script: run.script)
        // Cells up to 300 x 360 px (2.5 px per point at most); 3 columns when cells are wide, else 4.
        let scale = Swift.min(300 / crop.width, 360 / crop.height, 2.5)
        let cellW = crop.width * scale, cellH = crop.height * scale
        let columns = Swift.max(1, Swift.min(cellW > 240 ? 3 : 4, frames.count))
        let rows = (frames.count + columns - 1) / columns
        let pad = 14.0, label = 22.0
        let width = pad + Double(columns) * (cellW + pad)
        // About 6 px per character at 11 px: wrap the subtitle to the strip's width.
        let subtitle = PlayFraming.wrap(PlayFraming.subtitle(run), columns: Swift.max(40, Int((width - 2 * pad) / 6)))
        let top = 58.0 + 14 * Double(subtitle.count - 1)
        let height = top + Double(Swift.max(rows, 1)) * (cellH + label + pad)

        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SceneSVG.num(width))\" height=\"\(SceneSVG.num(height))\" "
        svg += "viewBox=\"0 0 \(SceneSVG.num(width)) \(SceneSVG.num(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        svg += "<title>\(SVGPlot.escape(PlayFraming.title(run)))</title>\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(SceneSVG.num(width))\" height=\"\(SceneSVG.num(height))\" fill=\"white\"/>\n"
        svg += "<text x=\"\(SceneSVG.num(pad))\" y=\"24\" font-size=\"15\" font-weight=\"bold\">\(SVGPlot.escape(PlayFraming.title(run)))</text>\n"
        for (i, line) in subtitle.enumerated() {
            svg += "<text x=\"\(SceneSVG.num(pad))\" y=\"\(SceneSVG.num(43 + 14 * Double(i)))\" font-size=\"11\" "
            svg += "fill=\"#555555\">\(SVGPlot.escape(line))</text>\n"
        }
        for (n, frame) in frames.enumerated() {
            let x = pad + Double(n % columns) * (cellW + pad)
            let y = top + Double(n / columns) * (cellH + label + pad)
            svg += "<g transform=\"translate(\(SceneSVG.num(x)) \(SceneSVG.num(y)))\">\n"
            svg += "<clipPath id=\"cell\(n)\"><rect x=\"0\" y=\"0\" width=\"\(SceneSVG.num(cellW))\" height=\"\(SceneSVG.num(cellH))\"/></clipPath>\n"
            svg += "<g clip-path=\"url(#cell\(n))\">\n<rect x=\"0\" y=\"0\" width=\"\(SceneSVG.num(cellW))\" "
            svg += "height=\"\(SceneSVG.num(cellH))\" fill=\"#f4f4f4\"/>\n"
            svg += "<g transform=\"scale(\(SceneSVG.num(scale))) translate(\(SceneSVG.num(-crop.minX)) \(SceneSVG.num(-crop.minY)))\">\n"
            svg += scene.draw(frame, idPrefix: "f\(n)")
            svg += PlayFraming.touchMarker(script: run.script, at: frame.time, pixel: 1 / scale)
            svg += "</g>\n</g>\n"
            svg += "<rect x=\"0\" y=\"0\" width=\"\(SceneSVG.num(cellW))\" height=\"\(SceneSVG.num(cellH))\" fill=\"none\" stroke=\"#bbbbbb\"/>\n"
            svg += "<text x=\"\(SceneSVG.num(cellW / 2))\" y=\"\(SceneSVG.num(cellH + 16))\" text-anchor=\"middle\">"
            svg += "t = \(SVGPlot.fixed(frame.time, 3)) s</text>\n</g>\n"
        }
        return svg + "</svg>\n"
    }
}

/// Framing shared by the filmstrip and the HTML player: the crop, the titles and the touch marker.
enum PlayFraming {
    /// The region shown: what the frames draw (and the touches), 16 pt of margin, at least 100 pt
    /// each way, within the root's bounds; the root's bounds when nothing is drawn.
    static func crop(frames: [FrameSnapshot], scene: SceneSVG, script: EventScript) -> Rect {
        let rootRect = frames.first.flatMap { f in f.views.first.map { SceneSVG.localRect($0) } }
            ?? Rect(x: 0, y: 0, width: 375, height: 667)
        var box = scene.contentBounds(frames)
        for e in script.events {
            guard let p = e.location, rootRect.contains(p) else { continue }
            let dot = Rect(x: p.x - 12, y: p.y - 12, width: 24, height: 24)
            box = box.map { $0.union(dot) } ?? dot
        }
        guard var region = box?.insetBy(dx: -16, dy: -16) else { return rootRect }
        if region.width < 100 { region = region.insetBy(dx: -(100 - region.width) / 2, dy: 0) }
        if region.height < 100 { region = region.insetBy(dx: 0, dy: -(100 - region.height) / 2) }
        return region.intersection(rootRect) ?? rootRect
    }

    /// `kinema play NAME`.
    static func title(_ run: PlayRun) -> String { "kinema play \(run.type.name)" }

    /// The script, seed, jitter and frame rate in one line.
    static func subtitle(_ run: PlayRun) -> String {
        let events = run.script.events.isEmpty ? "no events" : run.script.events.map(\.description).joined(separator: "; ")
        return "events: \(events) | seed \(run.configuration.seed), jitter \(run.configuration.jitter), "
            + "\(run.fps) fps, until \(run.until) s"
    }

    /// `text` broken into lines of at most `columns` characters, at spaces where possible.
    static func wrap(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + 1 + word.count > columns {
                lines.append(current)
                current = String(word)
            } else {
                current = current.isEmpty ? String(word) : current + " " + word
            }
        }
        lines.append(current)
        return lines
    }

    /// The touch at time `t`: a grey dot while the finger is down, a ring for 0.15 s after it
    /// lifts; `pixel` is one output pixel in root units (for constant stroke widths).
    static func touchMarker(script: EventScript, at t: Double, pixel: Double) -> String {
        guard let last = script.events.last(where: { $0.time <= t }) else { return "" }
        switch last.phase {
        case .down, .move:
            guard let p = last.location else { return "" }
            return "<circle cx=\"\(SceneSVG.num(p.x))\" cy=\"\(SceneSVG.num(p.y))\" r=\"10\" fill=\"#000000\" "
                + "fill-opacity=\"0.3\" stroke=\"#ffffff\" stroke-width=\"\(SceneSVG.num(1.5 * pixel))\"/>\n"
        case .up:
            guard let p = last.location, t - last.time <= 0.15 else { return "" }
            return "<circle cx=\"\(SceneSVG.num(p.x))\" cy=\"\(SceneSVG.num(p.y))\" r=\"10\" fill=\"none\" "
                + "stroke=\"#000000\" stroke-opacity=\"0.45\" stroke-width=\"\(SceneSVG.num(1.5 * pixel))\"/>\n"
        case .cancel:
            return ""
        }
    }
}
