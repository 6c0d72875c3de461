/// A filmstrip: frames side by side in a grid of 3 or 4 columns as one SVG document, each cropped
/// to where the scene draws, with the time under each frame and a title and subtitle above.
///
/// The filmstrip shows every frame it is given. When they are a choice from more frames (see
/// ``chosenIndices(count:including:)``), ``sampledFrameCount`` says how many were sampled and the
/// subtitle then names the times shown, so that no frame is left out silently.
///
/// The crop is the bounding box of everything the frames draw apart from the root (and of the
/// touches' locations), with a 16 pt margin, at least 100 pt each way, within the root's bounds.
/// Each view is drawn as its rounded bounds filled with its background colour, then its
/// ``/Kinema/ViewContent``, its subviews (clipped when it clips) and its border. A touch is a ring
/// (hollow, so that what lies under the finger stays readable) while the finger is down, and a
/// thinner dashed ring for 0.15 s after it lifts.
///
/// ```swift
/// let scene = Scene(size: Size(width: 200, height: 200))
/// let box = View(name: "box", frame: Rect(x: 0, y: 0, width: 50, height: 50))
/// box.backgroundColor = .systemPink
/// try scene.root.addSubview(box)
/// try scene.animate(withDuration: 1) { box.center.x = 150 }
/// var frames: [FrameSnapshot] = []
/// for t in [0, 0.5, 1.0] { try scene.advance(to: t); frames.append(scene.snapshot()) }
/// let svg = Filmstrip(frames: frames, title: "box slides right").svg()
/// ```
public struct Filmstrip: Sendable {
    /// The frames, in order (pick about ``maximumFrames`` with ``chosenIndices(count:including:)``
    /// for a readable picture).
    public var frames: [FrameSnapshot]
    /// The heading.
    public var title: String
    /// A line under the heading (wrapped to the picture's width).
    public var subtitle: String
    /// Touches to draw over the frames, in time order (each frame shows the last one at or before
    /// its time).
    public var touches: [TouchEvent]

    /// How many frames were sampled when ``frames`` holds only some of them (nil when it holds
    /// them all): the subtitle then ends with `showing N of M frames: t = ... s`.
    public var sampledFrameCount: Int?

    /// The number of evenly spaced frames a filmstrip shows of a longer run (besides the frames it
    /// is asked to include).
    public static let maximumFrames = 12

    /// A filmstrip of `frames`, chosen from `sampledFrameCount` frames when given.
    public init(
        frames: [FrameSnapshot], title: String = "", subtitle: String = "", touches: [TouchEvent] = [],
        sampledFrameCount: Int? = nil
    ) {
        self.frames = frames
        self.title = title
        self.subtitle = subtitle
        self.touches = touches
        self.sampledFrameCount = sampledFrameCount
    }

    /// Which of `count` frames a filmstrip shows, ascending: all of them when at most 12;
    /// otherwise every s-th frame from the first with s = ceil((count - 1) / 11) (at most 12,
    /// evenly spaced in time), the last frame, and every valid index of `including` (say, the
    /// first frame at or after each touch).
    public static func chosenIndices(count: Int, including: [Int] = []) -> [Int] {
        guard count > maximumFrames else { return Array(0..<Swift.max(count, 0)) }
        // s = ceil((count - 1) / 11) and the multiples of s up to count - 1, computed so that no
        // step overflows even for a count near Int.max.
        let (quotient, remainder) = (count - 1).quotientAndRemainder(dividingBy: maximumFrames - 1)
        let stride = quotient + (remainder == 0 ? 0 : 1)
        var chosen = Set<Int>()
        var k = 0
        while k < maximumFrames, k <= (count - 1) / stride {
            chosen.insert(k * stride)
            k += 1
        }
        chosen.insert(count - 1)
        for k in including where k >= 0 && k < count { chosen.insert(k) }
        return chosen.sorted()
    }

    /// The subtitle with its note on the frames shown, when they are a choice.
    var fullSubtitle: String {
        guard let total = sampledFrameCount, total > frames.count else { return subtitle }
        let times = frames.map { NumberText.trimmed($0.time, 3) }.joined(separator: ", ")
        let note = "showing \(frames.count) of \(total) frames: t = \(times) s"
        return subtitle.isEmpty ? note : subtitle + " | " + note
    }

    /// The SVG document.
    public func svg() -> String {
        let crop = Framing.crop(frames: frames, touches: touches)
        // Cells up to 300 x 360 px (2.5 px per point at most); 3 columns when cells are wide, else 4.
        let scale = Swift.min(300 / crop.width, 360 / crop.height, 2.5)
        let cellW = crop.width * scale, cellH = crop.height * scale
        let columns = Swift.max(1, Swift.min(cellW > 240 ? 3 : 4, frames.count))
        let rows = (frames.count + columns - 1) / columns
        let pad = 14.0, label = 22.0
        let width = pad + Double(columns) * (cellW + pad)
        // About 6 px per character at 11 px: wrap the subtitle to the strip's width.
        let lines = Framing.wrap(
            fullSubtitle, columns: Swift.max(40, Framing.clampedInt((width - 2 * pad) / 6, 0...10_000)))
        let top = 58.0 + 14 * Double(lines.count - 1)
        let height = top + Double(Swift.max(rows, 1)) * (cellH + label + pad)

        var svg = SVGWriter()
        svg.declaration()
        svg.element(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg", "width": .number(width), "height": .number(height),
                "viewBox": "0 0 \(width) \(height)", "font-family": "Helvetica, Arial, sans-serif", "font-size": 12
            ]
        ) { svg in
            svg.element("title", text: title)
            svg.element("rect", ["x": 0, "y": 0, "width": .number(width), "height": .number(height), "fill": "white"])
            svg.element("text", ["x": .number(pad), "y": 24, "font-size": 15, "font-weight": "bold"], text: title)
            for (i, line) in lines.enumerated() {
                svg.element(
                    "text",
                    [
                        "x": .number(pad), "y": .number(43 + 14 * Double(i)), "font-size": 11,
                        "fill": "#555555"
                    ], text: line)
            }
            for (n, frame) in frames.enumerated() {
                let x = pad + Double(n % columns) * (cellW + pad)
                let y = top + Double(n / columns) * (cellH + label + pad)
                let cell: SVGAttributes = ["x": 0, "y": 0, "width": .number(cellW), "height": .number(cellH)]
                svg.element("g", ["transform": "translate(\(x) \(y))"]) { svg in
                    svg.element("clipPath", ["id": "cell\(n)"], inline: true) { svg in svg.element("rect", cell) }
                    svg.element("g", ["clip-path": "url(#cell\(n))"]) { svg in
                        svg.element("rect", cell + ["fill": "#f4f4f4"])
                        svg.element("g", ["transform": "scale(\(scale)) translate(\(-crop.minX) \(-crop.minY))"]) {
                            svg in
                            SceneDrawing.draw(frame, idPrefix: "f\(n)", into: &svg)
                            Framing.drawTouch(touches, at: frame.time, pixel: 1 / scale, into: &svg)
                        }
                    }
                    svg.element("rect", cell + ["fill": "none", "stroke": "#bbbbbb"])
                    svg.element(
                        "text", ["x": .number(cellW / 2), "y": .number(cellH + 16), "text-anchor": "middle"],
                        text: "t = \(NumberText.fixed(frame.time, 3)) s")
                }
            }
        }
        return svg.text
    }
}
