/// Builds a ``LottieExport``'s document: checks the frames, samples and fits every view, then
/// writes the layers in drawing order.
struct LottieComposition {
    let export: LottieExport
    /// Lottie frame numbers of the frames.
    private(set) var times: [Double] = []
    /// The subviews of each view (indices, back to front).
    private(set) var children: [[Int]] = []
    /// The index of each view's mask, nil for a view without one.
    private(set) var masks: [Int?] = []
    /// Each view's tracks.
    private(set) var tracks: [LottieViewTracks] = []
    /// Each view's largest errors.
    private(set) var errors: [(position: Double, alpha: Double, color: Double)] = []
    /// The last frame number plus one.
    private(set) var outPoint = 1.0
    /// The canvas size in pixels.
    private(set) var canvasWidth = 1, canvasHeight = 1

    init(export: LottieExport) {
        self.export = export
    }

    /// The document.
    mutating func document() throws(LottieExportError) -> LottieDocument {
        let frames = export.frames
        guard let first = frames.first, let root = first.views.first else { throw .noFrames }
        guard export.fps.isFinite, export.fps > 0 else { throw .invalidFrameRate(export.fps) }
        times = try frameNumbers(frames)
        outPoint = (times.last ?? 0) + 1
        for (k, frame) in frames.enumerated() {
            guard frame.views.count == first.views.count,
                zip(frame.views, first.views).allSatisfy({ $0.name == $1.name && $0.parentIndex == $1.parentIndex })
            else { throw .viewTreeChanged(frame: k) }
        }
        let rootBox = SceneDrawing.localRect(root)
        let width = rootBox.width.rounded(.up), height = rootBox.height.rounded(.up)
        guard width >= 1, height >= 1, width <= 100_000, height <= 100_000 else {
            throw .canvasSize(width: rootBox.width, height: rootBox.height)
        }
        (canvasWidth, canvasHeight) = (Int(width), Int(height))
        children = SceneDrawing.children(of: first)
        masks = SceneDrawing.masks(of: first)
        let opacities = frames.map(Self.opacities)
        for i in first.views.indices {
            let viewFrames = try self.viewFrames(i, opacities: opacities)
            var fitted = export.keyframes == .fitted
            var scale = 1.0
            while true {
                let candidate = LottieViewTracks(
                    frames: viewFrames, times: times, fitted: fitted, toleranceScale: scale)
                let e = candidate.errors(against: viewFrames, times: times)
                let within =
                    e.position <= LottieExport.positionBound && e.alpha <= LottieExport.alphaBound
                    && e.color <= LottieExport.colorBound
                if within || !fitted {
                    tracks.append(candidate)
                    errors.append(e)
                    break
                }
                scale /= 2
                if scale < 0.2 { fitted = false }
            }
        }

        var assets: [JSONValue] = []
        var innerLayers = 0
        let roots = first.views.indices.filter { first.views[$0].parentIndex == nil }
        let layers = self.layers(roots: roots, assets: &assets, innerLayers: &innerLayers)
        var members: [(String, JSONValue)] = [
            ("v", "5.7.0"), ("nm", .string(export.name)), ("fr", .number(export.fps)), ("ip", 0),
            ("op", .number(outPoint)), ("w", .integer(canvasWidth)), ("h", .integer(canvasHeight)), ("ddd", 0),
            ("assets", .array(assets, oneItemPerLine: !assets.isEmpty)),
            ("layers", Self.numbered(layers))
        ]
        let t0 = first.time, last = frames.last?.time ?? first.time
        let markers = export.markers.filter { $0.time >= t0 && $0.time <= last }
        if !markers.isEmpty {
            members.append(
                (
                    "markers",
                    .array(
                        markers.map { m in
                            ["cm": .string(m.label), "tm": .number(frameNumber(m.time - t0)), "dr": 0]
                        })
                ))
        }
        let animated = tracks.flatMap(\.tracks).filter { $0.keyframeCount > 0 }
        let statistics = LottieStatistics(
            frameCount: frames.count, viewCount: first.views.count, layerCount: layers.count + innerLayers,
            animatedPropertyCount: animated.count, keyframeCount: animated.reduce(0) { $0 + $1.keyframeCount },
            maximumPositionError: errors.map(\.position).max() ?? 0, maximumAlphaError: errors.map(\.alpha).max() ?? 0,
            maximumColorError: errors.map(\.color).max() ?? 0)
        return LottieDocument(json: .object(members), statistics: statistics)
    }

    /// The frames' Lottie frame numbers: (time - first time) * fps, a number within 1e-6 of an
    /// integer taken as that integer.
    private func frameNumbers(_ frames: [FrameSnapshot]) throws(LottieExportError) -> [Double] {
        let t0 = frames[0].time
        var numbers: [Double] = []
        for (k, frame) in frames.enumerated() {
            let f = frameNumber(frame.time - t0)
            guard f.isFinite, k == 0 || f > numbers[k - 1] else { throw .timeNotIncreasing(frame: k) }
            numbers.append(f)
        }
        return numbers
    }

    private func frameNumber(_ elapsed: Double) -> Double {
        let f = elapsed * export.fps
        let whole = f.rounded()
        return abs(f - whole) <= 1e-6 ? whole : f
    }

    /// The alpha each view of `frame` is drawn with (see ``LottieViewFrame/opacity``): its own
    /// times its superview's, a mask's its own alone (the masked view's alpha is its drawing's).
    static func opacities(_ frame: FrameSnapshot) -> [Double] {
        var result: [Double] = []
        for v in frame.views {
            let inherited = v.isMask ? nil : v.parentIndex.flatMap { result.indices.contains($0) ? result[$0] : nil }
            let parent = inherited ?? 1
            let own = v.alpha.isNaN ? v.alpha : Swift.max(0, Swift.min(v.alpha, 1))
            result.append(v.isHidden ? 0 : parent * own)
        }
        return result
    }

    /// View `i` at every frame, decomposed alike (with the singular value decomposition when any
    /// frame is sheared) and with its rotations unwrapped.
    private func viewFrames(_ i: Int, opacities: [[Double]]) throws(LottieExportError) -> [LottieViewFrame] {
        var sheared = false
        var result: [LottieViewFrame] = []
        for pass in 0..<2 {
            result = []
            for (k, frame) in export.frames.enumerated() {
                guard let f = LottieViewFrame(frame.views[i], opacity: opacities[k][i], sheared: sheared) else {
                    throw .nonFiniteValue(view: frame.views[i].name, frame: k)
                }
                result.append(f)
            }
            if pass == 0 {
                sheared = result.contains { $0.shear > 1e-9 }
                if !sheared { break }
            }
        }
        // Unwrap: turn each angle by whole turns (both by the same half turn when decomposed by
        // singular values, which leaves the matrix unchanged) towards the previous frame's.
        let twoPi = 2 * Double.pi
        for k in result.indices.dropFirst() {
            let previous = result[k - 1]
            var f = result[k]
            if sheared {
                let halfTurns = ((previous.rotation - f.rotation) / Double.pi).rounded()
                f.rotation += halfTurns * Double.pi
                f.innerRotation += halfTurns * Double.pi
                f.innerRotation += ((previous.innerRotation - f.innerRotation) / twoPi).rounded() * twoPi
            } else {
                f.rotation += ((previous.rotation - f.rotation) / twoPi).rounded() * twoPi
            }
            result[k] = f
        }
        return result
    }
}
