/// Framing shared by the filmstrip and the HTML player: the crop, the wrapped subtitle and the
/// touch marker.
enum Framing {
    /// The region shown: what the frames draw (and where the touches are), 16 pt of margin, at
    /// least 100 pt each way, within the root's bounds; the root's bounds when nothing is drawn
    /// (375 x 667 without frames), and a 100 x 100 square at the origin when even those are empty.
    static func crop(frames: [FrameSnapshot], touches: [TouchEvent]) -> Rect {
        let rootRect =
            frames.first.flatMap { f in f.views.first.map { SceneDrawing.localRect($0) } }
            ?? Rect(x: 0, y: 0, width: 375, height: 667)
        var box = SceneDrawing.contentBounds(frames)
        for e in touches {
            guard let p = e.location, rootRect.contains(p) else { continue }
            let dot = Rect(x: p.x - 12, y: p.y - 12, width: 24, height: 24)
            box = box.map { $0.union(dot) } ?? dot
        }
        var crop = rootRect
        if var region = box?.insetBy(dx: -16, dy: -16) {
            if region.width < 100 { region = region.insetBy(dx: -(100 - region.width) / 2, dy: 0) }
            if region.height < 100 { region = region.insetBy(dx: 0, dy: -(100 - region.height) / 2) }
            crop = region.intersection(rootRect) ?? rootRect
        }
        let usable =
            crop.width > 0 && crop.height > 0 && crop.width.isFinite && crop.height.isFinite
            && crop.minX.isFinite && crop.minY.isFinite
        return usable ? crop : Rect(x: 0, y: 0, width: 100, height: 100)
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

    /// The touch at time `t`: a thin ring around the finger, 10 pt in radius and at least 9 px,
    /// hollow, so that what lies under the finger (a title, a button's pictogram) stays readable:
    /// solid (1.5 px) while the finger is down, dashed (1 px) for 0.15 s after it lifts; `pixel` is
    /// one output pixel in root units (for constant sizes on screen).
    static func drawTouch(_ touches: [TouchEvent], at t: Double, pixel: Double, into svg: inout SVGWriter) {
        guard let last = touches.last(where: { $0.time <= t }), let p = last.location else { return }
        let radius = Swift.max(10, 9 * pixel)
        let circle: SVGAttributes = [
            "cx": .number(p.x), "cy": .number(p.y), "r": .number(radius), "fill": "none",
            "stroke": "#000000"
        ]
        switch last.phase {
        case .down, .move:
            svg.element("circle", circle + ["stroke-opacity": 0.65, "stroke-width": .number(1.5 * pixel)])
        case .up:
            guard t - last.time <= 0.15 else { return }
            svg.element(
                "circle",
                circle + [
                    "stroke-opacity": 0.5, "stroke-width": .number(pixel),
                    "stroke-dasharray": "\(3 * pixel) \(2 * pixel)"
                ])
        case .cancel:
            return
        }
    }

    /// `x` as an `Int` (rounded towards zero), clamped to `bounds` (NaN gives the lower bound),
    /// for counts derived from sizes a caller chose. Never traps: a bound that is not exactly a
    /// double (near `Int.max`) is returned as it is rather than converted back.
    static func clampedInt(_ x: Double, _ bounds: ClosedRange<Int>) -> Int {
        guard x > Double(bounds.lowerBound) else { return bounds.lowerBound }
        guard x < Double(bounds.upperBound) else { return bounds.upperBound }
        return Swift.min(Swift.max(Int(x), bounds.lowerBound), bounds.upperBound)
    }
}
