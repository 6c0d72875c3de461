import Kinema

// Masks: a view's `View.mask` drawn as an SVG mask.
extension SceneDrawing {
    /// The index of each view's mask, nil for a view without one.
    static func masks(of frame: FrameSnapshot) -> [Int?] {
        var masks = [Int?](repeating: nil, count: frame.views.count)
        for (i, v) in frame.views.enumerated() where v.isMask {
            if let p = v.parentIndex, masks.indices.contains(p) { masks[p] = i }
        }
        return masks
    }

    /// A mask's attributes: its region, in root coordinates, is three times the root's
    /// bounds each way (a view's drawing may reach past the canvas, and a blurred shadow past the
    /// view's own box, which the default region would cut).
    static func maskAttributes(id: String, frame: FrameSnapshot) -> SVGAttributes {
        let root = frame.views.first.map(localRect) ?? .zero
        let w = Swift.max(root.width, 1), h = Swift.max(root.height, 1)
        return [
            "id": SVGValue(id), "maskUnits": "userSpaceOnUse", "x": .number(root.minX - w),
            "y": .number(root.minY - h), "width": .number(3 * w), "height": .number(3 * h)
        ]
    }

    /// The snapshot with every colour it draws made white, its alpha kept: what a mask draws,
    /// so that the SVG's luminance mask is the drawing's alpha.
    static func whitened(_ v: ViewSnapshot) -> ViewSnapshot {
        v.mappingColors { Color(red: 1, green: 1, blue: 1, alpha: $0.alpha) }
    }
}
