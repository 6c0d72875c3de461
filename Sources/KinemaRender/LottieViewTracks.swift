import RealModule

/// The outline of a view's rounded bounds (or of its border's centre line) as Lottie shapes: a
/// rectangle with one rounding when every corner is rounded alike at every frame, otherwise a
/// path whose eight vertices follow (width, height, top-left, top-right, bottom-right,
/// bottom-left radius).
enum LottieOutline: Sendable {
    /// A Lottie rectangle: size (width, height) and roundness.
    case rectangle(size: LottieTrack, roundness: LottieTrack)
    /// A Lottie path of the six numbers above (a linear function of them, so easing them is
    /// easing the path).
    case path(LottieTrack)

    /// The (width, height) at Lottie frame `f`.
    func size(atFrame f: Double) -> (Double, Double) {
        switch self {
        case .rectangle(let size, _):
            let s = size.value(atFrame: f)
            return (s[0], s[1])
        case .path(let track):
            let s = track.value(atFrame: f)
            return (s[0], s[1])
        }
    }

    /// The tracks, for counting keyframes.
    var tracks: [LottieTrack] {
        switch self {
        case .rectangle(let size, let roundness): [size, roundness]
        case .path(let track): [track]
        }
    }
}

/// The animated properties of one view's layer, sampled at every frame or fitted within the
/// tolerances below, and the errors they make against the frames.
///
/// Tolerances (for a fit with `scale` 1; refits halve them): 0.08 pt on each position
/// coordinate; 0.02 pt of movement of the bounds' corners for each rotation, for each scale
/// factor and for each of width and height (turned into degrees, percent and points through the
/// bounds' half-diagonal and the larger scale factor); 0.1 pt for roundings and the border width;
/// 0.24 % on the layer's and on the fill's or stroke's opacity; 0.005 on each colour component.
/// By the triangle inequality the corners then move by at most
/// 0.08 * sqrt(2) + 6 * 0.02 = 0.233 pt plus second-order terms, within the 0.25 pt bound, and the
/// drawn alpha by at most 0.0024 + 0.0024 + 0.0024^2 < 0.005; ``errors(against:frames:)``
/// measures both afterwards.
struct LottieViewTracks: Sendable {
    var x: LottieTrack, y: LottieTrack
    var rotation: LottieTrack, scale: LottieTrack, innerRotation: LottieTrack
    var opacity: LottieTrack
    var box: LottieOutline
    var fill: (color: LottieTrack, opacity: LottieTrack)?
    var border: (outline: LottieOutline, width: LottieTrack, color: LottieTrack, opacity: LottieTrack)?
    /// The view's symbols, texts and shapes, one variant per content it shows at some frame.
    var content: LottieContentTracks

    /// The tracks of a view drawn as `frames` (rotations already unwrapped) at Lottie frames
    /// `times`; `fitted` false keeps every frame as a keyframe.
    init(frames: [LottieViewFrame], times: [Double], fitted: Bool, toleranceScale s: Double) {
        func track(
            _ value: (LottieViewFrame) -> [Double], _ tolerance: (LottieViewFrame) -> [Double],
            limits: ClosedRange<Double> = -Double.infinity...Double.infinity
        ) -> LottieTrack {
            Self.track(frames, times: times, fitted: fitted, value, tolerance, limits: limits)
        }
        func capped(_ x: Double, _ cap: Double) -> Double { x.isFinite ? Swift.min(x, cap) : cap }
        func maxScale(_ f: LottieViewFrame) -> Double { Swift.max(abs(f.scaleX), abs(f.scaleY)) }
        func halfDiagonal(_ f: LottieViewFrame) -> Double { Double.hypot(f.width / 2, f.height / 2) }
        let degrees = 180 / Double.pi
        func turn(_ f: LottieViewFrame) -> [Double] {
            [capped(0.02 * s / (maxScale(f) * halfDiagonal(f)) * degrees, 90)]
        }
        func length(_ f: LottieViewFrame) -> Double { capped(0.04 * s / maxScale(f), 1e6) }
        func rounding(_ f: LottieViewFrame) -> Double { capped(0.1 * s / maxScale(f), 1e6) }
        let percent = 0.24 * s, color = 0.005 * s

        x = track({ [$0.position.x] }, { _ in [0.08 * s] })
        y = track({ [$0.position.y] }, { _ in [0.08 * s] })
        rotation = track({ [$0.rotation * degrees] }, turn)
        innerRotation = track({ [$0.innerRotation * degrees] }, turn)
        func scaleTolerance(_ f: LottieViewFrame) -> [Double] {
            Array(repeating: capped(100 * 0.02 * s / halfDiagonal(f), 1e4), count: 2)
        }
        scale = track({ [$0.scaleX * 100, $0.scaleY * 100] }, scaleTolerance)
        opacity = track({ [$0.opacity * 100] }, { _ in [percent] }, limits: 0...100)

        let uniform = frames.allSatisfy { f in f.radii.allSatisfy { $0 == f.radii[0] } }
        func outline(inset: @escaping (LottieViewFrame) -> Double) -> LottieOutline {
            func size(_ f: LottieViewFrame) -> [Double] { [f.width - inset(f), f.height - inset(f)] }
            func radii(_ f: LottieViewFrame) -> [Double] { f.radii.map { Swift.max(0, $0 - inset(f) / 2) } }
            func sizeTolerance(_ f: LottieViewFrame) -> [Double] { [length(f), length(f)] }
            if uniform {
                return .rectangle(
                    size: track(size, sizeTolerance, limits: 0...Double.infinity),
                    roundness: track({ [radii($0)[0]] }, { [rounding($0)] }, limits: 0...Double.infinity))
            }
            return .path(
                track(
                    { size($0) + radii($0) }, { sizeTolerance($0) + Array(repeating: rounding($0), count: 4) },
                    limits: 0...Double.infinity))
        }
        box = outline(inset: { _ in 0 })
        func rgb(_ c: Color) -> [Double] { [c.red, c.green, c.blue] }
        let colors: (LottieViewFrame) -> [Double] = { _ in [color, color, color] }
        let percents: (LottieViewFrame) -> [Double] = { _ in [percent] }
        fill = nil
        if frames.contains(where: { $0.fill.alpha > 0 }) {
            fill = (
                track({ rgb($0.fill) }, colors, limits: 0...1),
                track({ [$0.fill.alpha * 100] }, percents, limits: 0...100)
            )
        }
        border = nil
        if frames.contains(where: { $0.borderWidth > 0 }) {
            border = (
                outline(inset: { $0.borderWidth }),
                track({ [$0.borderWidth] }, { [rounding($0)] }, limits: 0...Double.infinity),
                track({ rgb($0.borderColor) }, colors, limits: 0...1),
                track({ [$0.borderWidth > 0 ? $0.borderColor.alpha * 100 : 0] }, percents, limits: 0...100)
            )
        }
        content = LottieContentTracks(frames: frames, times: times, fitted: fitted, toleranceScale: s)
    }

    /// One property of a view drawn as `frames` at Lottie frames `times`: `value` at every frame,
    /// fitted within `tolerance` (or every frame a keyframe), every number kept within `limits`.
    static func track(
        _ frames: [LottieViewFrame], times: [Double], fitted: Bool,
        _ value: (LottieViewFrame) -> [Double], _ tolerance: (LottieViewFrame) -> [Double],
        limits: ClosedRange<Double> = -Double.infinity...Double.infinity
    ) -> LottieTrack {
        let samples = LottieSamples(
            frames: times, values: frames.map(value), tolerances: frames.map(tolerance),
            limits: limits)
        return fitted ? LottieFitter.fitted(samples) : LottieFitter.everyFrame(samples)
    }

    /// Every track, for counting keyframes.
    var tracks: [LottieTrack] {
        var all = [x, y, rotation, scale, innerRotation, opacity] + box.tracks
        if let fill { all += [fill.color, fill.opacity] }
        if let border { all += border.outline.tracks + [border.width, border.color, border.opacity] }
        return all + content.tracks
    }

    /// The largest errors of the tracks against `frames` at Lottie frames `times`: the distance
    /// of a bounds corner from where the view puts it (points), the drawn alpha of the fill or
    /// the border, and a colour component.
    func errors(against frames: [LottieViewFrame], times: [Double]) -> (position: Double, alpha: Double, color: Double)
    {
        var position = 0.0, alpha = 0.0, color = 0.0
        let radians = Double.pi / 180
        for (f, t) in zip(frames, times) {
            let px = x.value(atFrame: t)[0], py = y.value(atFrame: t)[0]
            let outer = rotation.value(atFrame: t)[0] * radians, inner = innerRotation.value(atFrame: t)[0] * radians
            let s = scale.value(atFrame: t)
            let (w, h) = box.size(atFrame: t)
            let matrix = AffineTransform(rotationAngle: inner)
                .then(AffineTransform(scaleX: s[0] / 100, y: s[1] / 100))
                .then(AffineTransform(rotationAngle: outer))
                .then(AffineTransform(translationX: px, y: py))
            let local = [
                Point(x: -w / 2, y: -h / 2), Point(x: w / 2, y: -h / 2), Point(x: w / 2, y: h / 2),
                Point(x: -w / 2, y: h / 2)
            ]
            for (q, exact) in zip(local, f.corners) {
                let p = matrix.apply(to: q)
                position = Swift.max(position, Double.hypot(p.x - exact.x, p.y - exact.y))
            }
            let layerAlpha = opacity.value(atFrame: t)[0] / 100
            if let fill {
                alpha = Swift.max(
                    alpha, abs(layerAlpha * fill.opacity.value(atFrame: t)[0] / 100 - f.opacity * f.fill.alpha))
                color = Swift.max(color, Self.colorError(fill.color.value(atFrame: t), f.fill))
            }
            if let border, f.borderWidth > 0 {
                alpha = Swift.max(
                    alpha,
                    abs(
                        layerAlpha * border.opacity.value(atFrame: t)[0] / 100
                            - f.opacity * f.borderColor.alpha))
                color = Swift.max(color, Self.colorError(border.color.value(atFrame: t), f.borderColor))
            }
        }
        return (position, alpha, color)
    }

    private static func colorError(_ rgb: [Double], _ c: Color) -> Double {
        Swift.max(abs(rgb[0] - c.red), abs(rgb[1] - c.green), abs(rgb[2] - c.blue))
    }
}
