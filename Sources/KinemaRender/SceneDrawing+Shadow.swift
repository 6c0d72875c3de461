import Kinema

extension SceneDrawing {
    /// The view's shadow, drawn before its background as Core Animation draws it: the view's
    /// rounded bounds (Kinema's decision: the shape of the background, not of everything the layer
    /// draws, which Core Animation would use without a `shadowPath`), moved by `shadowOffset` in the
    /// view's own coordinates (so the offset turns with the view), filled with `shadowColor` at
    /// `shadowOpacity` times the view's effective alpha, and blurred by a Gaussian whose standard
    /// deviation is half of `shadowRadius`. Nothing is drawn when the opacity, the colour's alpha or
    /// the view's background alpha is 0.
    static func drawShadow(
        _ v: ViewSnapshot, index: Int, idPrefix: String, alpha: Double,
        into svg: inout SVGWriter
    ) {
        let opacity = drawable(v.shadowOpacity) * alpha
        let color = drawable(v.shadowColor)
        guard opacity > 0, color.alpha > 0, drawable(v.backgroundColor).alpha > 0 else { return }
        let (box, radius, matrix) = geometry(v)
        let shape = roundedShape(box, radius: radius, corners: v.maskedCorners)
        let offset = v.shadowOffset
        var attributes =
            shape.attributes + .fill(color) + [
                "opacity": .number(opacity), "transform": "\(matrix.text) translate(\(offset.width) \(offset.height))"
            ]
        let blur = Swift.max(0, v.shadowRadius) / 2
        if blur > 0 {
            let id = "\(idPrefix)s\(index)"
            svg.element(
                "filter", ["id": SVGValue(id), "x": "-50%", "y": "-50%", "width": "200%", "height": "200%"],
                inline: true
            ) { svg in
                svg.element("feGaussianBlur", ["stdDeviation": .number(blur)])
            }
            attributes = attributes + ["filter": "url(#\(id))"]
        }
        svg.element(shape.name, attributes)
    }
}
