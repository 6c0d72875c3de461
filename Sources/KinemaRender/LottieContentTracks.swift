import RealModule

/// A view's content (``/Kinema/ViewContent``) as Lottie shapes: the paths the SVG drawings draw,
/// placed by ``ContentLayout``, so that no player needs a font.
///
/// Each content the view shows at some frame is a variant: a group shown (opacity 100) at the
/// frames that show it and hidden (0) at the others, switched by hold keyframes at the first frame
/// of each change. A symbol is its ``Pictogram``'s shapes in design units, scaled about the
/// design box's centre (the bounds' centre) by min(width, height) / 24; text is a group per line,
/// in order and named by the line's characters, holding the line's ``StrokeFont`` paths centred on
/// the line's centre and scaled by the font size / 20. The scales and line positions follow the
/// bounds' size, fitted like the view's other tracks (0.02 pt of movement of the content's
/// farthest point per scale, 0.08 pt per position coordinate, in root points). A shape is two
/// groups in the view's own coordinates (moved by minus the bounds' centre): the path stroked
/// between the trim's start and end (percent of its length, one trim over all its subpaths in
/// order, as Core Animation trims the whole path) with the tracks of the line width, the stroke
/// colour and the dash offset, above the path filled with the fill colour's track. A group is
/// left out when no frame shows it (a clear colour, or no width). A path animation's frames are
/// one variant while their paths keep the layout Lottie draws them with (subpaths open or closed,
/// as many vertices each): its subpaths' vertices and tangents are tracks, fitted like the
/// offset; frames whose path has another layout are another variant. A gradient is the view's
/// outline (the background's, with its corners) filled by a gradient fill between the start
/// and end points (a radial one Lottie's circular gradient stretched into its ellipse), its stops
/// those the SVG drawing draws. An animated gradient's frames are one variant while it keeps its
/// kind and count of colours: its points, and its stops padded to that count plus two (the most
/// the drawing cuts them into), are tracks.
struct LottieContentTracks: Sendable {
    /// Where a variant's shapes go, at every frame.
    enum Placement: Sendable {
        /// The symbol's scale, in percent of a design unit.
        case symbol(scale: LottieTrack)
        /// For each line, its characters, its centre relative to the bounds' centre (0, y) and
        /// its scale in percent of a design unit.
        case text([(text: Substring, position: LottieTrack, scale: LottieTrack)])
        /// A shape's tracks.
        case shape(ShapeTracks)
        /// A gradient's outline (the six numbers of ``LottieShapes/path(_:)``: the bounds' size and
        /// the corners' radii, about the bounds' centre), its line's start and end points
        /// relative to the bounds' centre, and for a gradient whose stops move (an animation of
        /// its colours or locations) their track (``LottieShapes/gradientNumbers(_:count:)``).
        ///
        /// A radial gradient is drawn as Lottie's circular one in a group stretched vertically by
        /// its ellipse's height over its width (`scale`, in percent; nil for an axial gradient):
        /// the points, and the outline (whose corners then need a vertical radius each, ten
        /// numbers), are given before that stretch.
        case gradient(
            outline: LottieTrack, start: LottieTrack, end: LottieTrack, stops: LottieTrack?, scale: LottieTrack?)
    }

    /// A shape's tracks: its offset (minus the bounds' centre), line width, trim start and end in
    /// percent, dash offset, and its fill's and stroke's colour (0 to 1) and opacity (percent),
    /// nil when no frame shows the fill or the stroke.
    struct ShapeTracks: Sendable {
        var offset: LottieTrack, width: LottieTrack, start: LottieTrack, end: LottieTrack, dashOffset: LottieTrack
        var fill: (color: LottieTrack, opacity: LottieTrack)?
        var stroke: (color: LottieTrack, opacity: LottieTrack)?
        /// For a path that moves (a path animation), each subpath's numbers
        /// (``LottieSubpath/numbers``) with the subpath whose layout they fill; nil for a still path.
        var morph: [(subpath: LottieSubpath, track: LottieTrack)]?

        /// Every track, for counting keyframes.
        var all: [LottieTrack] {
            [offset, width, start, end, dashOffset]
                + [fill?.color, fill?.opacity, stroke?.color, stroke?.opacity]
                .compactMap { $0 } + (morph?.map(\.track) ?? [])
        }
    }

    /// What frames drawing the same content have in common while it morphs. For a shape: its other
    /// fields and its path's layout as Lottie draws it (each subpath closed or open, and its count
    /// of vertices); frames with the same key are one variant whose path is animated. For a
    /// gradient: its kind and count of colours, so that its stops keep their count; frames with the same
    /// key are one variant whose stops and points are animated. A path or a gradient that is not
    /// finite has no key.
    enum MorphKey: Hashable {
        case shape(ShapeContent, layout: [Int])
        case gradient(colors: Int, kind: GradientContent.Kind)

        init?(_ content: ViewContent) {
            switch content {
            case .shape(var shape) where shape.path.isFinite:
                let layout = VectorPath(shape.path).lottieSubpaths.map {
                    $0.closed ? -$0.vertices.count : $0.vertices.count
                }
                shape.path = BezierPath()
                self = .shape(shape, layout: layout)
            case .gradient(let gradient) where gradient.isFinite && !gradient.colors.isEmpty:
                self = .gradient(colors: gradient.colors.count, kind: gradient.kind)
            default:
                return nil
            }
        }
    }

    /// One content and the frames that show it.
    struct Variant: Sendable {
        var content: ViewContent
        /// Whether each frame shows this content.
        var shown: [Bool]
        var placement: Placement
    }

    /// The variants, in the order of the frames that first show them.
    var variants: [Variant] = []

    /// The content of a view drawn as `frames` at Lottie frames `times` (see
    /// ``LottieViewTracks/init(frames:times:fitted:toleranceScale:)``).
    init(frames: [LottieViewFrame], times: [Double], fitted: Bool, toleranceScale s: Double) {
        // The variants: a shape's frames whose paths share a layout are one (its path animated),
        // other contents one per distinct value.
        // (A frame showing the content of the frame before reuses its key: no path is converted
        // again for a shape that stays.)
        var keys: [MorphKey?] = []
        for (k, f) in frames.enumerated() {
            keys.append(k > 0 && f.content == frames[k - 1].content ? keys[k - 1] : f.content.flatMap(MorphKey.init))
        }
        var seen: [ViewContent] = [], seenKeys: [MorphKey?] = []
        func isVariant(_ k: Int, of v: Int) -> Bool {
            if let key = keys[k] { return seenKeys[v] == key }
            return seenKeys[v] == nil && frames[k].content == seen[v]
        }
        for (k, f) in frames.enumerated() {
            guard let c = f.content, !seen.indices.contains(where: { isVariant(k, of: $0) }) else { continue }
            seen.append(c)
            seenKeys.append(keys[k])
        }
        func track(_ value: (LottieViewFrame) -> [Double], _ tolerance: (LottieViewFrame) -> [Double]) -> LottieTrack {
            LottieViewTracks.track(frames, times: times, fitted: fitted, value, tolerance)
        }
        func capped(_ x: Double, _ cap: Double) -> Double { x.isFinite ? Swift.min(x, cap) : cap }
        func maxScale(_ f: LottieViewFrame) -> Double { Swift.max(abs(f.scaleX), abs(f.scaleY)) }
        func box(_ f: LottieViewFrame) -> Rect {
            Rect(x: -f.width / 2, y: -f.height / 2, width: f.width, height: f.height)
        }
        // The tracks of a morphing path's subpaths (each number within 0.08 pt in root points, as
        // the offset), or nil when every frame showing the variant draws the variant's path.
        func morph(_ content: ViewContent, shown: [Bool]) -> [(subpath: LottieSubpath, track: LottieTrack)]? {
            guard case .shape(let shape) = content, shape.path.isFinite else { return nil }
            let drawn = frames.indices.map { k -> BezierPath in
                guard shown[k], case .shape(let frameShape)? = frames[k].content else { return shape.path }
                return frameShape.path
            }
            guard drawn.contains(where: { $0 != shape.path }) else { return nil }
            let subpaths = drawn.map { VectorPath($0).lottieSubpaths }
            let tolerances = frames.map { capped(0.08 * s / maxScale($0), 1e6) }
            return subpaths[0].indices.map { i in
                let count = subpaths[0][i].numbers.count
                let samples = LottieSamples(
                    frames: times, values: subpaths.map { $0[i].numbers },
                    tolerances: tolerances.map { Array(repeating: $0, count: count) })
                return (subpaths[0][i], fitted ? LottieFitter.fitted(samples) : LottieFitter.everyFrame(samples))
            }
        }
        for (v, content) in seen.enumerated() {
            let shown = frames.indices.map { frames[$0].content != nil && isVariant($0, of: v) }
            let placement: Placement
            switch content {
            case .symbol:
                // The design box's corners lie 12 sqrt 2 design units from its centre.
                let reach = Pictogram.side / 2 * 2.0.squareRoot()
                placement = .symbol(
                    scale: track(
                        { f in Array(repeating: 100 * (ContentLayout.symbol(in: box(f))?.scale ?? 0), count: 2) },
                        { f in Array(repeating: capped(100 * 0.02 * s / (reach * maxScale(f)), 1e4), count: 2) }))
            case .shape:
                func percent(_ x: Double) -> Double { 100 * Swift.min(Swift.max(x, 0), 1) }
                func rgb(_ c: Color) -> [Double] { [c.red, c.green, c.blue] }
                // The tolerances of the view's own colours (0.005 of a component, 0.24 %).
                let colors: (LottieViewFrame) -> [Double] = { _ in Array(repeating: 0.005 * s, count: 3) }
                let percents: (LottieViewFrame) -> [Double] = { _ in [0.24 * s] }
                let showing = frames.indices.filter { shown[$0] }.map { frames[$0] }
                let fills = showing.contains { $0.fillColor.alpha > 0 }
                let strokes = showing.contains { $0.strokeColor.alpha > 0 && $0.lineWidth > 0 }
                placement = .shape(
                    ShapeTracks(
                        offset: track(
                            { [-$0.boundsCenter.x, -$0.boundsCenter.y] },
                            { [capped(0.08 * s / maxScale($0), 1e6), capped(0.08 * s / maxScale($0), 1e6)] }),
                        width: track({ [Swift.max($0.lineWidth, 0)] }, { [capped(0.02 * s / maxScale($0), 1e6)] }),
                        start: track({ [percent($0.strokeStart)] }, { _ in [0.01 * s] }),
                        end: track(
                            { [Swift.max(percent($0.strokeStart), percent($0.strokeEnd))] }, { _ in [0.01 * s] }),
                        dashOffset: track({ [$0.lineDashPhase] }, { [capped(0.02 * s / maxScale($0), 1e6)] }),
                        fill: fills
                            ? (track({ rgb($0.fillColor) }, colors), track({ [$0.fillColor.alpha * 100] }, percents))
                            : nil,
                        stroke: strokes
                            ? (
                                track({ rgb($0.strokeColor) }, colors),
                                track({ [$0.strokeColor.alpha * 100] }, percents)
                            )
                            : nil,
                        morph: morph(content, shown: shown)))
            case .gradient(let gradient):
                placement = Self.gradientPlacement(
                    gradient, frames: frames, times: times, shown: shown, fitted: fitted, toleranceScale: s)
            case .text(let text, _):
                let count = ContentLayout.lines(text, in: .zero).count
                placement = .text(
                    (0..<count).map { i in
                        func line(_ f: LottieViewFrame) -> ContentLayout.Line {
                            ContentLayout.lines(text, in: box(f), style: f.textStyle)[i]
                        }
                        let name = ContentLayout.lines(text, in: .zero)[i].text
                        // The farthest point of a line's glyphs from its centre.
                        let reach = Double.hypot(Double(name.count) * StrokeFont.advance / 2, StrokeFont.unitsPerEm / 2)
                        return (
                            name,
                            track(
                                { [line($0).center.x, line($0).center.y] },
                                { [capped(0.08 * s / maxScale($0), 1e6), capped(0.08 * s / maxScale($0), 1e6)] }),
                            track(
                                { f in Array(repeating: 100 * line(f).scale, count: 2) },
                                { f in Array(repeating: capped(100 * 0.02 * s / (reach * maxScale(f)), 1e4), count: 2) }
                            )
                        )
                    })
            }
            variants.append(Variant(content: content, shown: shown, placement: placement))
        }
    }

    /// The placement tracks, for counting keyframes.
    var tracks: [LottieTrack] {
        variants.flatMap { v -> [LottieTrack] in
            switch v.placement {
            case .symbol(let scale): [scale]
            case .text(let lines): lines.flatMap { [$0.position, $0.scale] }
            case .shape(let shape): shape.all
            case let .gradient(outline, start, end, stops, scale):
                [outline, start, end] + [stops, scale].compactMap { $0 }
            }
        }
    }
}
