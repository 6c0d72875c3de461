extension LottieComposition {
    /// Appends view `i`'s layers, then its subviews', back to front (as Kinema draws): its own
    /// layer (background, and border when it has no subviews), its subviews (in a precomposition
    /// under a matte of its bounds when it clips), then its border layer. Layers are closures of
    /// their index in their composition; `innerLayers` counts those put in precompositions.
    func emit(_ i: Int, into layers: inout [(Int) -> JSONValue], assets: inout [JSONValue], innerLayers: inout Int) {
        let kids = children[i]
        let t = tracks[i]
        let name = path(i)
        layers.append(shapeLayer(name, t, shapes: shapes(t, background: true, border: kids.isEmpty)))
        guard !kids.isEmpty else { return }
        if export.frames[0].views[i].clipsToBounds {
            var inner: [(Int) -> JSONValue] = []
            for k in kids { emit(k, into: &inner, assets: &assets, innerLayers: &innerLayers) }
            let id = "clip\(i)"
            assets.append(["id": .string(id), "nm": .string(name + " (subviews)"), "layers": Self.numbered(inner)])
            let (w, h, out) = (canvasWidth, canvasHeight, outPoint)
            innerLayers += inner.count
            layers.append { ind in
                [
                    "ddd": 0, "ind": .integer(ind), "ty": 0, "nm": .string(name + " (subviews)"), "refId": .string(id),
                    "sr": 1, "ks": LottieShapes.identity, "ao": 0, "w": .integer(w), "h": .integer(h), "ip": 0,
                    "op": .number(out), "st": 0, "bm": 0, "tt": 1,
                ]
            }
            // The matte: the view's bounds, opaque, with the view's transform (not its opacity).
            var matte = t
            matte.opacity = .constant([100])
            matte.fill = (.constant([0, 0, 0]), .constant([100]))
            layers.append(shapeLayer(name + " (clip)", matte, shapes: shapes(matte, background: true, border: false),
                                     extra: [("td", 1)]))
        } else {
            for k in kids { emit(k, into: &layers, assets: &assets, innerLayers: &innerLayers) }
        }
        if t.border != nil {
            layers.append(shapeLayer(name + " (border)", t, shapes: shapes(t, background: false, border: true)))
        }
    }

    /// The view's name preceded by its ancestors' (`root/tip/title`).
    func path(_ i: Int) -> String {
        var names: [String] = []
        var index: Int? = i
        let views = export.frames[0].views
        while let j = index, views.indices.contains(j), names.count <= views.count {
            names.append(views[j].name)
            index = views[j].parentIndex
        }
        return names.reversed().joined(separator: "/")
    }

    /// The layer's shapes: one group turned by the inner rotation, holding the border (on top)
    /// and the background.
    private func shapes(_ t: LottieViewTracks, background: Bool, border: Bool) -> [JSONValue] {
        var items: [JSONValue] = []
        if border, let b = t.border {
            items.append(LottieShapes.group("border", [
                LottieShapes.outline(b.outline), LottieShapes.stroke(color: b.color, opacity: b.opacity, width: b.width),
            ]))
        }
        if background, let f = t.fill {
            items.append(LottieShapes.group("background", [
                LottieShapes.outline(t.box), LottieShapes.fill(color: f.color, opacity: f.opacity),
            ]))
        }
        guard !items.isEmpty else { return [] }
        return [LottieShapes.group("view", items, rotation: t.innerRotation)]
    }

    /// A shape layer with the view's transform.
    private func shapeLayer(_ name: String, _ t: LottieViewTracks, shapes: [JSONValue],
                            extra: [(String, JSONValue)] = []) -> (Int) -> JSONValue {
        let transform = LottieShapes.transform(x: t.x, y: t.y, scale: t.scale, rotation: t.rotation, opacity: t.opacity)
        let out = outPoint
        return { ind in
            .object([
                ("ddd", 0), ("ind", .integer(ind)), ("ty", 4), ("nm", .string(name)), ("sr", 1), ("ks", transform),
                ("ao", 0), ("shapes", .array(shapes)), ("ip", 0), ("op", .number(out)), ("st", 0), ("bm", 0),
            ] + extra)
        }
    }

    /// Layers listed back to front, written front to back (Lottie draws the first layer on top)
    /// and numbered 1, 2, ... from the top.
    static func numbered(_ layers: [(Int) -> JSONValue]) -> JSONValue {
        .array(layers.reversed().enumerated().map { n, layer in layer(n + 1) }, oneItemPerLine: true)
    }
}
