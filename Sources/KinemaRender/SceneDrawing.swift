/// Draws the views of one frame as SVG elements in root coordinates (shared by the filmstrip and
/// the HTML player).
///
/// Each visible view (neither it nor an ancestor hidden, effective alpha above 0) is its bounds as
/// a rounded rectangle placed by `ViewSnapshot.toRoot`, filled with its background colour, its
/// corner radius (capped at half the shorter side) on the corners its `maskedCorners` names; its
/// opacity is its alpha multiplied by its ancestors' (an approximation of group opacity). Then its
/// content (``/Kinema/ViewContent``: a symbol, text or a shape), then its subviews (inside a clip path of its
/// rounded bounds when it clips), then its border, drawn inside the bounds as Core Animation does.
/// A view with a mask (`View.mask`) is drawn, shadow to border, inside a group under an SVG mask
/// holding the mask's own drawing (at the mask's own alpha) in white: the default luminance mask
/// then masks by alpha alone in every renderer (some ignore `mask-type`). A hidden or transparent
/// mask hides the view.
///
/// Presentation values may lie outside [0, 1] (a spring or a cubic keyframe overshoots; the frame
/// keeps what was computed, as Core Animation's presentation layer does): alpha and every colour
/// component are clamped to [0, 1] here, where they are drawn.
enum SceneDrawing {
    /// One step of the walk: draw a view and queue its subviews, or close a view after its subviews.
    private enum Step {
        /// Draw view `i` (`masked`: its mask is already written and its group open; `inMask`:
        /// it is drawn in a mask, in white).
        case enter(Int, parentAlpha: Double, masked: Bool = false, inMask: Bool)
        /// Close a view's clipping group (when it clipped), draw its border, close its masked
        /// group (when it has a mask).
        case leave(Int, alpha: Double, closesGroup: Bool, closesMask: Bool, inMask: Bool)
        /// Close the `<mask>` element holding view `i`'s mask, open the group it masks and draw
        /// view `i` inside.
        case endMask(Int, parentAlpha: Double, inMask: Bool)
    }

    /// Writes the elements of `frame`; clip-path ids start with `idPrefix`. The tree is walked
    /// with a loop, so any depth draws with constant stack.
    static func draw(_ frame: FrameSnapshot, idPrefix: String, into svg: inout SVGWriter) {
        let children = children(of: frame)
        let masks = masks(of: frame)
        var steps: [Step] = frame.views.indices.reversed()
            .filter { frame.views[$0].parentIndex == nil }.map { .enter($0, parentAlpha: 1, inMask: false) }
        while let step = steps.popLast() {
            switch step {
            case let .endMask(i, parentAlpha, inMask):
                svg.endElement("mask")
                svg.startElement("g", ["mask": "url(#\(idPrefix)m\(i))"])
                steps.append(.enter(i, parentAlpha: parentAlpha, masked: true, inMask: inMask))
            case let .enter(i, parentAlpha, masked, inMask):
                let v = inMask ? whitened(frame.views[i]) : frame.views[i]
                let alpha = parentAlpha * drawable(v.alpha)
                guard !v.isHidden, alpha > 0 else { continue }
                if !masked, let m = masks[i] {
                    // The mask's drawing, at its own alpha, goes in a <mask> first; a mask that
                    // draws nothing at all hides the view.
                    let mask = frame.views[m]
                    guard !mask.isHidden, drawable(mask.alpha) > 0 else { continue }
                    svg.startElement("mask", maskAttributes(id: "\(idPrefix)m\(i)", frame: frame))
                    steps.append(.endMask(i, parentAlpha: parentAlpha, inMask: inMask))
                    steps.append(.enter(m, parentAlpha: 1, inMask: true))
                    continue
                }
                let (box, radius, matrix) = geometry(v)
                let shape = roundedShape(box, radius: radius, corners: v.maskedCorners)
                drawShadow(v, index: i, idPrefix: idPrefix, alpha: alpha, into: &svg)
                let background = drawable(v.backgroundColor)
                if background.alpha > 0 {
                    svg.element(
                        shape.name,
                        shape.attributes + .fill(background) + ["opacity": .number(alpha), "transform": matrix])
                }
                if case .gradient(let gradient)? = v.content {
                    drawGradient(
                        gradient, outline: shape, box: box, matrix: matrix, alpha: alpha, id: "\(idPrefix)g\(i)",
                        into: &svg)
                } else if let content = v.content {
                    drawContent(
                        content, box: box, matrix: matrix, alpha: alpha, values: v.values, style: v.textStyle,
                        into: &svg)
                }
                let kids = children[i]
                let clips = !kids.isEmpty && v.clipsToBounds
                if clips {
                    let id = "\(idPrefix)c\(i)"
                    svg.element("clipPath", ["id": SVGValue(id)], inline: true) { svg in
                        svg.element(shape.name, shape.attributes + ["transform": matrix])
                    }
                    svg.startElement("g", ["clip-path": "url(#\(id))"])
                }
                steps.append(.leave(i, alpha: alpha, closesGroup: clips, closesMask: masked, inMask: inMask))
                steps += kids.reversed().map { .enter($0, parentAlpha: alpha, inMask: inMask) }
            case let .leave(i, alpha, closesGroup, closesMask, inMask):
                if closesGroup { svg.endElement("g") }
                drawBorder(inMask ? whitened(frame.views[i]) : frame.views[i], alpha: alpha, into: &svg)
                if closesMask { svg.endElement("g") }
            }
        }
    }

    /// The view's local box, its corner radius (capped at half the shorter side) and its matrix
    /// to root coordinates.
    static func geometry(_ v: ViewSnapshot) -> (Rect, Double, SVGValue) {
        let box = localRect(v)
        let radius = Swift.max(0, Swift.min(v.cornerRadius, Swift.min(box.width, box.height) / 2))
        return (box, radius, "matrix(\(v.toRoot))")
    }

    /// The border, drawn inside the bounds as Core Animation does.
    private static func drawBorder(_ v: ViewSnapshot, alpha: Double, into svg: inout SVGWriter) {
        let (box, radius, matrix) = geometry(v)
        let width = Swift.min(v.borderWidth, Swift.min(box.width, box.height) / 2)
        let border = drawable(v.borderColor)
        if width > 0, border.alpha > 0 {
            let inset = roundedShape(
                box.insetBy(dx: width / 2, dy: width / 2), radius: Swift.max(0, radius - width / 2),
                corners: v.maskedCorners)
            svg.element(
                inset.name,
                inset.attributes + ["fill": "none"] + .stroke(border)
                    + ["stroke-width": .number(width), "opacity": .number(alpha), "transform": matrix])
        }
    }

    /// The subviews of each view, by index, in drawing order (back to front); masks are not
    /// among them (see ``masks(of:)``).
    static func children(of frame: FrameSnapshot) -> [[Int]] {
        var children = Array(repeating: [Int](), count: frame.views.count)
        for (i, v) in frame.views.enumerated() where !v.isMask {
            if let p = v.parentIndex, children.indices.contains(p) { children[p].append(i) }
        }
        return children
    }

    /// The view's bounds in its own coordinates, standardized (a negative size drawn flipped).
    static func localRect(_ v: ViewSnapshot) -> Rect {
        Rect(origin: v.boundsOrigin, size: v.size).standardized
    }

    /// Whether the view draws anything by itself (background, border or content).
    static func drawsSomething(_ v: ViewSnapshot) -> Bool {
        v.backgroundColor.alpha > 0 || (v.borderWidth > 0 && v.borderColor.alpha > 0) || v.content != nil
    }

    /// The bounding box, in root coordinates, of everything the frames draw apart from the root
    /// itself (clipped by clipping ancestors); nil when nothing is drawn.
    static func contentBounds(_ frames: [FrameSnapshot]) -> Rect? {
        var union: Rect?
        for frame in frames {
            let children = children(of: frame)
            var stack: [(Int, Rect?)] = frame.views.indices.filter { frame.views[$0].parentIndex == nil }.map {
                ($0, nil)
            }
            while let (i, clip) = stack.popLast() {
                let v = frame.views[i]
                guard !v.isHidden, v.alpha > 0 else { continue }
                var box: Rect? = v.toRoot.apply(to: localRect(v))
                if let clip, let b = box { box = b.intersection(clip) }
                if v.parentIndex != nil, drawsSomething(v), let b = box {
                    union = union.map { $0.union(b) } ?? b
                }
                let childClip: Rect? = v.clipsToBounds ? (box ?? .zero) : clip
                if v.clipsToBounds && box == nil { continue }
                for k in children[i] { stack.append((k, childClip)) }
            }
        }
        return union
    }
}
