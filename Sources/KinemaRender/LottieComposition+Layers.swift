extension LottieComposition {
    /// One step of the walk over the tree: write a view's own layer and queue its subviews, or
    /// close a view after its subviews (its clipping precomposition and matte, then its border).
    private enum Step {
        case enter(Int)
        case leave(Int, clips: Bool)
    }

    /// The layers of the trees rooted at `roots`, back to front, as Kinema draws: each view's own
    /// layer (background, and border when it has no subviews), its subviews (in a precomposition
    /// under a matte of its bounds when it clips), then its border layer. Layers are closures of
    /// their index in their composition; precompositions go to `assets` as they close (innermost
    /// first) and `innerLayers` counts the layers put in them. The tree is walked with a loop and
    /// an explicit stack of open compositions, so any depth takes constant call stack and time
    /// and memory linear in the number of views.
    func layers(roots: [Int], assets: inout [JSONValue], innerLayers: inout Int) -> [(Int) -> JSONValue] {
        // compositions[0] is the document's; a clipping view opens one for its subviews.
        var compositions: [[(Int) -> JSONValue]] = [[]]
        var steps: [Step] = roots.reversed().map { .enter($0) }
        while let step = steps.popLast() {
            switch step {
            case .enter(let i):
                let kids = children[i]
                let t = tracks[i]
                compositions[compositions.count - 1].append(
                    shapeLayer(path(i), t, shapes: shapes(t, background: true, border: kids.isEmpty)))
                guard !kids.isEmpty else { continue }
                let clips = export.frames[0].views[i].clipsToBounds
                if clips { compositions.append([]) }
                steps.append(.leave(i, clips: clips))
                steps += kids.reversed().map { .enter($0) }
            case let .leave(i, clips):
                let t = tracks[i]
                let name = path(i)
                if clips, let inner = compositions.popLast() {
                    let id = "clip\(i)"
                    assets.append([
                        "id": .string(id), "nm": .string(name + " (subviews)"), "layers": Self.numbered(inner)
                    ])
                    innerLayers += inner.count
                    let (w, h, out) = (canvasWidth, canvasHeight, outPoint)
                    compositions[compositions.count - 1].append { ind in
                        [
                            "ddd": 0, "ind": .integer(ind), "ty": 0, "nm": .string(name + " (subviews)"),
                            "refId": .string(id),
                            "sr": 1, "ks": LottieShapes.identity, "ao": 0, "w": .integer(w), "h": .integer(h), "ip": 0,
                            "op": .number(out), "st": 0, "bm": 0, "tt": 1
                        ]
                    }
                    // The matte: the view's bounds, opaque, with the view's transform (not its opacity).
                    var matte = t
                    matte.opacity = .constant([100])
                    matte.fill = (.constant([0, 0, 0]), .constant([100]))
                    matte.content.variants = []
                    compositions[compositions.count - 1].append(
                        shapeLayer(
                            name + " (clip)", matte, shapes: shapes(matte, background: true, border: false),
                            extra: [("td", 1)]))
                }
                if t.border != nil {
                    compositions[compositions.count - 1].append(
                        shapeLayer(name + " (border)", t, shapes: shapes(t, background: false, border: true)))
                }
            }
        }
        return compositions[0]
    }

    /// How many names a layer name holds at most (see ``path(_:)``).
    static let pathDepth = 32

    /// The view's name preceded by its ancestors' (`root/tip/title`); a view with more than
    /// ``pathDepth`` - 1 ancestors gets only its nearest ones after `.../`, so that the names of a
    /// deep tree stay short (linear in the number of views, not quadratic).
    func path(_ i: Int) -> String {
        var names: [String] = []
        var index: Int? = i
        let views = export.frames[0].views
        while let j = index, views.indices.contains(j), names.count <= Self.pathDepth {
            names.append(views[j].name)
            index = views[j].parentIndex
        }
        if index != nil, names.count > Self.pathDepth {
            names[names.count - 1] = "..."
        }
        return names.reversed().joined(separator: "/")
    }

    /// The layer's shapes: one group turned by the inner rotation, holding the border (on top),
    /// the content (with the background) and the background.
    private func shapes(_ t: LottieViewTracks, background: Bool, border: Bool) -> [JSONValue] {
        var items: [JSONValue] = []
        if border, let b = t.border {
            items.append(
                LottieShapes.group(
                    "border",
                    [
                        LottieShapes.outline(b.outline),
                        LottieShapes.stroke(color: b.color, opacity: b.opacity, width: b.width)
                    ]))
        }
        if background, let content = t.content.json(times: times) {
            items.append(content)
        }
        if background, let f = t.fill {
            items.append(
                LottieShapes.group(
                    "background",
                    [
                        LottieShapes.outline(t.box), LottieShapes.fill(color: f.color, opacity: f.opacity)
                    ]))
        }
        guard !items.isEmpty else { return [] }
        return [LottieShapes.group("view", items, rotation: t.innerRotation)]
    }

    /// A shape layer with the view's transform.
    private func shapeLayer(
        _ name: String, _ t: LottieViewTracks, shapes: [JSONValue],
        extra: [(String, JSONValue)] = []
    ) -> (Int) -> JSONValue {
        let transform = LottieShapes.transform(x: t.x, y: t.y, scale: t.scale, rotation: t.rotation, opacity: t.opacity)
        let out = outPoint
        return { ind in
            .object(
                [
                    ("ddd", 0), ("ind", .integer(ind)), ("ty", 4), ("nm", .string(name)), ("sr", 1), ("ks", transform),
                    ("ao", 0), ("shapes", .array(shapes)), ("ip", 0), ("op", .number(out)), ("st", 0), ("bm", 0)
                ] + extra)
        }
    }

    /// Layers listed back to front, written front to back (Lottie draws the first layer on top)
    /// and numbered 1, 2, ... from the top.
    static func numbered(_ layers: [(Int) -> JSONValue]) -> JSONValue {
        .array(layers.reversed().enumerated().map { n, layer in layer(n + 1) }, oneItemPerLine: true)
    }
}
