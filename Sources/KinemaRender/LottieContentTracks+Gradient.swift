import Kinema

// A gradient's tracks in a view's Lottie content.

extension LottieContentTracks {
    /// The tracks of a gradient shown at the frames in `shown` (see ``Placement/gradient``): its
    /// outline, its points relative to the bounds' centre (within 0.08 pt in root points, as the
    /// offset of a shape), its stops when some frame draws other stops than `gradient`'s (as many
    /// for every frame, within 0.005 of a location or a colour component, as the view's colours),
    /// and for a radial gradient the vertical stretch.
    static func gradientPlacement(
        _ gradient: GradientContent, frames: [LottieViewFrame], times: [Double], shown: [Bool], fitted: Bool,
        toleranceScale s: Double
    ) -> Placement {
        func capped(_ x: Double, _ cap: Double) -> Double { x.isFinite ? Swift.min(x, cap) : cap }
        func tolerance(_ f: LottieViewFrame) -> Double {
            capped(0.08 * s / Swift.max(abs(f.scaleX), abs(f.scaleY)), 1e6)
        }
        func track(_ values: [[Double]], _ tolerances: [[Double]], limits: ClosedRange<Double>? = nil) -> LottieTrack {
            var samples = LottieSamples(frames: times, values: values, tolerances: tolerances)
            if let limits { samples.limits = limits }
            return fitted ? LottieFitter.fitted(samples) : LottieFitter.everyFrame(samples)
        }
        // Each frame's own gradient where it shows this variant (an animation moves it), the
        // variant's elsewhere.
        let drawn = frames.indices.map { k -> GradientContent in
            guard shown[k], case .gradient(let own)? = frames[k].content else { return gradient }
            return own
        }
        let sizes = frames.map { Size(width: $0.width, height: $0.height) }
        let radial = gradient.kind == .radial
        // A radial gradient's circle at each frame: its radius, the ellipse's half-width, and its
        // vertical stretch, the ellipse's height over its width (1 and 1 when it is flat: it then
        // draws one colour; unused for an axial gradient).
        let circles = frames.indices.map { k -> (radius: Double, stretch: Double) in
            guard radial, !drawn[k].isFlat(in: sizes[k]) else { return (1, 1) }
            let (rx, ry) = drawn[k].radii(in: sizes[k])
            return (rx, ry / rx)
        }
        let stretch = circles.map(\.stretch)
        // A gradient with a number that is not finite draws nothing (its group is empty): its
        // numbers are written as 0 rather than as numbers JSON cannot hold.
        let finite = gradient.isFinite
        func relative(_ k: Int, _ p: Point) -> [Double] {
            finite ? [(p.x - 0.5) * sizes[k].width, (p.y - 0.5) * sizes[k].height / stretch[k]] : [0, 0]
        }
        // Within the tolerance on screen: a number before the stretch moves k times as far.
        let pointTolerances = frames.indices.map {
            [tolerance(frames[$0]), tolerance(frames[$0]) / Swift.max(stretch[$0], 1e-9)]
        }
        let start = track(frames.indices.map { relative($0, drawn[$0].startPoint) }, pointTolerances)
        let end = track(
            frames.indices.map { k -> [Double] in
                guard radial else { return relative(k, drawn[k].endPoint) }
                // A point on the circle: the ellipse's half-width to the right of the centre.
                let centre = relative(k, drawn[k].startPoint)
                return finite ? [centre[0] + circles[k].radius, centre[1]] : [0, 0]
            }, pointTolerances)
        let outline = track(
            frames.indices.map { k -> [Double] in
                let f = frames[k]
                guard radial else { return [f.width, f.height] + f.radii }
                return [f.width, f.height / stretch[k]] + f.radii + f.radii.map { $0 / stretch[k] }
            },
            frames.indices.map { k -> [Double] in
                let t = tolerance(frames[k])
                guard radial else { return Array(repeating: t, count: 6) }
                let ty = t / Swift.max(stretch[k], 1e-9)
                return [t, ty] + Array(repeating: t, count: 4) + Array(repeating: ty, count: 4)
            }, limits: 0...Double.infinity)
        var stops: LottieTrack?
        let still = gradient.drawnStops
        let frameStops = drawn.indices.map { drawn[$0].drawnStops(in: sizes[$0]) }
        if frameStops.contains(where: { !$0.elementsEqual(still, by: ==) }) {
            let count = gradient.colors.count + 2
            let values = frameStops.map { LottieShapes.gradientNumbers($0, count: count) }
            stops = track(values, values.map { Array(repeating: 0.005 * s, count: $0.count) })
        }
        // The stretch within 0.08 pt (in root points) at the outline's top and bottom edges.
        let scale =
            radial
            ? track(
                stretch.map { [100, 100 * $0] },
                frames.indices.map { k -> [Double] in
                    let reach = Swift.max(sizes[k].height / (2 * Swift.max(stretch[k], 1e-9)), 1)
                    return [1e-3, capped(100 * tolerance(frames[k]) / reach, 1e6)]
                }) : nil
        return .gradient(outline: outline, start: start, end: end, stops: stops, scale: scale)
    }
}
