extension LottieComposition {
    /// One step of the walk over the tree: write a view's own layer and queue its subviews, or
    /// close a view after its subviews (its clipping precomposition and matte, then its border).
    private enum Step {
        case enter(Int)
        case leave(Int, clips: Bool)
        /// Close the precomposition holding masked view `i`, then write the mask `m`.
        case closeMasked(Int, mask: Int)
        /// Close the precomposition holding view `i`'s mask: the matte.
        case closeMatte(Int)
    }

    /// The layers of the trees rooted at `roots`, back to front, as Kinema draws: each view's own
    /// layer (background, and border when it has no subviews), its subviews (in a precomposition
    /// under a matte of its bounds when it clips), then its border layer. A view with a mask is
    /// all that in a precomposition under an alpha matte: the mask's own layers, in a
    /// precomposition of their own. Layers are closures of
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
                if let m = masks[i] {
                    compositions.append([])
                    steps.append(.closeMasked(i, mask: m))
                }
                let kids = children[i]
                let t = tracks[i]
                compositions[compositions.count - 1].append(
                    shapeLayer(path(i), t, shapes: shapes(t, background: true, border: kids.isEmpty)))
                guard !kids.isEmpty else { continue }
                let clips = export.frames[0].views[i].clipsToBounds
                if clips { compositions.append([]) }
                steps.append(.leave(i, clips: clips))
                steps += kids.reversed().map { .enter($0) }
            case let .closeMasked(i, m):
                let inner = compositions.popLast() ?? []
                compositions[compositions.count - 1].append(
                    precomposition(
                        inner, id: "masked\(i)", name: path(i) + " (masked)", extra: [("tt", 1)], into: &assets))
                innerLayers += inner.count
                compositions.append([])
                steps.append(.closeMatte(i))
                steps.append(.enter(m))
            case .closeMatte(let i):
                let inner = compositions.popLast() ?? []
                let name = path(masks[i] ?? i) + " (mask)"
                compositions[compositions.count - 1].append(
                    precomposition(inner, id: "mask\(i)", name: name, extra: [("td", 1)], into: &assets))
                innerLayers += inner.count
            case let .leave(i, clips):
                let t = tracks[i]
                let name = path(i)
                if clips, let inner = compositions.popLast() {
                    compositions[compositions.count - 1].append(
                        precomposition(
                            inner, id: "clip\(i)", name: name + " (subviews)", extra: [("tt", 1)], into: &assets))
                    innerLayers += inner.count
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

    /// A layer showing `layers` as a precomposition (added to `assets` under `id`) the size of
    /// the canvas, with `extra` members (a matte's `td` or `tt`).
    private func precomposition(
        _ layers: [(Int) -> JSONValue], id: String, name: String, extra: [(String, JSONValue)],
        into assets: inout [JSONValue]
    ) -> (Int) -> JSONValue {
        assets.append(["id": .string(id), "nm": .string(name), "layers": Self.numbered(layers)])
        let (w, h, out) = (canvasWidth, canvasHeight, outPoint)
        return { ind in
            .object(
                [
                    ("ddd", 0), ("ind", .integer(ind)), ("ty", 0), ("nm", .string(name)), ("refId", .string(id)),
                    ("sr", 1), ("ks", LottieShapes.identity), ("ao", 0), ("w", .integer(w)), ("h", .integer(h)),
                    ("ip", 0), ("op", .number(out)), ("st", 0), ("bm", 0)
                ] + extra)
        }
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
