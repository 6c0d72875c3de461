import Kinema

// A view's Lottie content written as JSON.

extension LottieContentTracks {
    /// The `content` group (nil when the view shows no content at any frame).
    func json(times: [Double]) -> JSONValue? {
        guard !variants.isEmpty else { return nil }
        let items = variants.map { v -> JSONValue in
            let opacity = Self.visibility(v.shown, times: times)
            switch (v.content, v.placement) {
            case let (.symbol(symbol, tint), .symbol(scale)):
                let color = SceneDrawing.drawable(tint)
                // Lottie draws the first item on top: the pictogram's last shape first.
                let shapes = Pictogram.shapes(symbol).reversed().enumerated().map { n, shape in
                    LottieShapes.group(
                        "shape \(n)",
                        LottieShapes.paths(shape.path)
                            + (shape.strokeWidth.map { [LottieShapes.roundStroke(color, width: $0)] } ?? [])
                            + (shape.filled ? [LottieShapes.solidFill(color)] : []))
                }
                let half = Pictogram.side / 2
                return LottieShapes.group(
                    "symbol \(symbol.rawValue)", shapes,
                    transform: LottieShapes.groupTransform(
                        anchor: [half, half], position: .constant([0, 0]), scale: scale, opacity: opacity))
            case let (.text(_, color), .text(lines)):
                let color = SceneDrawing.drawable(color)
                let groups = lines.map { line in
                    let units = Double(line.text.count) * StrokeFont.advance
                    return LottieShapes.group(
                        String(line.text),
                        LottieShapes.paths(StrokeFont.line(line.text))
                            + [LottieShapes.roundStroke(color, width: StrokeFont.strokeWidth)],
                        transform: LottieShapes.groupTransform(
                            anchor: [units / 2, 0], position: line.position,
                            scale: line.scale, opacity: LottieShapes.still(100)))
                }
                return LottieShapes.group(
                    "text", groups,
                    transform: LottieShapes.groupTransform(
                        anchor: [0, 0], position: .constant([0, 0]), scale: .constant([100, 100]), opacity: opacity))
            case let (.shape(shape), .shape(tracks)):
                // A path with a coordinate that is not finite draws nothing (as in the SVG drawing).
                let still = LottieShapes.paths(shape.path.isFinite ? VectorPath(shape.path) : VectorPath())
                let paths = tracks.morph.map(LottieShapes.paths(morphing:)) ?? still
                var groups: [JSONValue] = []
                if let stroke = tracks.stroke {
                    let whole = tracks.start == .constant([0]) && tracks.end == .constant([100])
                    let trim: [JSONValue] =
                        whole
                        ? []
                        : [
                            [
                                "ty": "tm", "nm": "trim", "s": tracks.start.json(scalar: true),
                                "e": tracks.end.json(scalar: true), "o": LottieShapes.still(0), "m": 2
                            ]
                        ]
                    let drawn = LottieShapes.stroke(
                        color: stroke.color, opacity: stroke.opacity, shape, width: tracks.width,
                        dashOffset: tracks.dashOffset)
                    groups.append(LottieShapes.group("stroke", paths + trim + [drawn]))
                }
                if let fill = tracks.fill {
                    groups.append(
                        LottieShapes.group(
                            "fill",
                            paths
                                + [LottieShapes.fill(color: fill.color, opacity: fill.opacity, shape.fillRule)]))
                }
                return LottieShapes.group(
                    "shape", groups,
                    transform: LottieShapes.groupTransform(
                        anchor: [0, 0], position: tracks.offset, scale: .constant([100, 100]), opacity: opacity))
            case let (.gradient(gradient), .gradient(outline, start, end, moving, scale)):
                let stops = gradient.drawnStops.map { (location: $0.location, color: SceneDrawing.drawable($0.color)) }
                guard !stops.isEmpty else { return LottieShapes.group("empty", []) }
                let radial = gradient.kind == .radial
                let fill =
                    moving.map {
                        LottieShapes.gradientFill(
                            moving: $0, count: gradient.colors.count + 2, start: start, end: end, radial: radial)
                    } ?? LottieShapes.gradientFill(stops, start: start, end: end, radial: radial)
                return LottieShapes.group(
                    "gradient", [LottieShapes.outline(.path(outline)), fill],
                    transform: LottieShapes.groupTransform(
                        anchor: [0, 0], position: .constant([0, 0]), scale: scale ?? .constant([100, 100]),
                        opacity: opacity))
            default:
                return LottieShapes.group("empty", [])
            }
        }
        return LottieShapes.group("content", items)
    }

    /// 100 at the frames in `shown`, 0 at the others: a constant, or hold keyframes at the first
    /// frame and at each change.
    static func visibility(_ shown: [Bool], times: [Double]) -> JSONValue {
        let first = shown.first ?? false
        guard shown.contains(!first) else { return LottieShapes.still(first ? 100 : 0) }
        var keys: [JSONValue] = []
        for (k, on) in shown.enumerated() where k == 0 || on != shown[k - 1] {
            keys.append(["t": .number(times[k]), "s": [on ? 100 : 0], "h": 1])
        }
        return ["a": 1, "k": .array(keys)]
    }
}
