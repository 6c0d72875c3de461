import RealModule

/// What one view draws at one frame, in the numbers its Lottie layer animates.
///
/// The layer's anchor is the centre of the view's bounds; the layer maps it to `position` (root
/// coordinates) through `rotation` after `scale`, and the shapes inside first turn by
/// `innerRotation`. Together they reproduce the view's bounds-to-root matrix:
/// `L = R(rotation) * S(scale) * R(innerRotation)` for its linear part. A matrix without shear
/// (the usual case) has `innerRotation` 0 and Kinema's decomposition (scaleX = hypot(a, b),
/// rotation = atan2(b, a), scaleY = det / scaleX); a sheared one (a non-uniformly scaled view
/// inside a rotated one) is split by its singular value decomposition, because one of the two
/// players the export is checked with ignores Lottie's skew.
struct LottieViewFrame: Sendable {
    /// The bounds centre in root coordinates.
    var position: Point
    /// The outer rotation in radians (unwrapped across frames by the caller).
    var rotation: Double
    /// The scale factors (fractions, not percent).
    var scaleX: Double, scaleY: Double
    /// The inner rotation in radians (0 without shear).
    var innerRotation: Double
    /// The bounds size (standardised: never negative).
    var width: Double, height: Double
    /// The rounding of each corner, top-left, top-right, bottom-right, bottom-left (y down): the
    /// corner radius clamped to [0, min(width, height) / 2] for a rounded corner, 0 for another.
    var radii: [Double]
    /// The alpha the view is drawn with: its own times its ancestors', each clamped to [0, 1];
    /// 0 when it or an ancestor is hidden.
    var opacity: Double
    /// The background colour, components clamped to [0, 1].
    var fill: Color
    /// The border width drawn: the border width clamped to [0, min(width, height) / 2]; 0 when
    /// the border colour is transparent.
    var borderWidth: Double
    /// The border colour, components clamped to [0, 1].
    var borderColor: Color
    /// The bounds' corners in root coordinates, top-left, top-right, bottom-right, bottom-left:
    /// what the exported layer must reproduce.
    var corners: [Point]
    /// The shear of the bounds-to-root matrix, relative to its larger scale.
    var shear: Double
    /// The view's symbol, text or shape.
    var content: ViewContent?
    /// How its text is set (nil: Kinema's size rule).
    var textStyle: TextStyle?
    /// The centre of the bounds in the view's own coordinates (where a shape's path puts it).
    var boundsCenter: Point
    /// The shape's stroke: where it starts and ends along the path (fractions), its width and
    /// its dash phase.
    var strokeStart: Double, strokeEnd: Double, lineWidth: Double, lineDashPhase: Double
    /// The shape's fill and stroke colours, components clamped to [0, 1].
    var fillColor: Color, strokeColor: Color

    /// The frame of `v`, drawn with `opacity`, decomposed without (`sheared` false) or with the
    /// singular value decomposition; nil when a number it needs is not finite.
    init?(_ v: ViewSnapshot, opacity: Double, sheared: Bool) {
        let box = SceneDrawing.localRect(v)
        let m = v.toRoot
        let numbers = [
            m.a, m.b, m.c, m.d, m.tx, m.ty, box.minX, box.minY, box.width, box.height, v.cornerRadius,
            v.borderWidth, opacity, v.values.strokeStart, v.values.strokeEnd, v.values.lineWidth,
            v.values.lineDashPhase
        ]
        let colors = [v.backgroundColor, v.borderColor, v.values.fillColor, v.values.strokeColor]
        guard numbers.allSatisfy(\.isFinite), colors.allSatisfy(Self.isFinite) else { return nil }
        position = m.apply(to: box.center)
        (width, height) = (box.width, box.height)
        let limit = Swift.min(width, height) / 2
        let radius = Swift.max(0, Swift.min(v.cornerRadius, limit))
        radii = Self.roundedCorners(of: v).map { $0 ? radius : 0 }
        self.opacity = opacity
        fill = Self.clamped(v.backgroundColor)
        borderColor = Self.clamped(v.borderColor)
        let border = Swift.max(0, Swift.min(v.borderWidth, limit))
        borderWidth = borderColor.alpha > 0 ? border : 0
        corners = [
            Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.maxX, y: box.maxY),
            Point(x: box.minX, y: box.maxY)
        ].map { m.apply(to: $0) }
        shear = Self.shear(of: m)
        content = v.content
        textStyle = v.textStyle
        boundsCenter = box.center
        (strokeStart, strokeEnd, lineWidth) = (v.values.strokeStart, v.values.strokeEnd, v.values.lineWidth)
        lineDashPhase = v.values.lineDashPhase
        (fillColor, strokeColor) = (Self.clamped(v.values.fillColor), Self.clamped(v.values.strokeColor))
        if sheared {
            (rotation, scaleX, scaleY, innerRotation) = Self.singularValueDecomposition(m)
        } else {
            let d = DecomposedTransform(m)
            (rotation, scaleX, scaleY, innerRotation) = (d.rotation, d.scaleX, d.scaleY, 0)
        }
    }

    /// Which corners the view's `maskedCorners` rounds, top-left, top-right, bottom-right,
    /// bottom-left.
    static func roundedCorners(of v: ViewSnapshot) -> [Bool] {
        [CornerMask.minXMinY, .maxXMinY, .maxXMaxY, .minXMaxY].map { v.maskedCorners.contains($0) }
    }

    /// |m| / max(|scaleX|, |scaleY|), where the linear part is R(rotation) [[scaleX, m], [0, scaleY]]
    /// (column vectors); 0 when the matrix has no scale.
    static func shear(of m: AffineTransform) -> Double {
        let sx = Double.hypot(m.a, m.b)
        guard sx > 0 else { return 0 }
        let sy = m.determinant / sx
        return abs((m.a * m.c + m.b * m.d) / sx) / Swift.max(sx, abs(sy))
    }

    /// `R(outer) * diag(scaleX, scaleY) * R(inner)` equal to the matrix's linear part (columns
    /// (a, b) and (c, d)), by the closed form of the 2x2 singular value decomposition; `scaleY` is
    /// negative when the matrix mirrors.
    static func singularValueDecomposition(_ m: AffineTransform)
        -> (outer: Double, scaleX: Double, scaleY: Double, inner: Double)
    {
        let e = (m.a + m.d) / 2, f = (m.a - m.d) / 2, g = (m.b + m.c) / 2, h = (m.b - m.c) / 2
        let q = Double.hypot(e, h), r = Double.hypot(f, g)
        let a1 = Double.atan2(y: g, x: f), a2 = Double.atan2(y: h, x: e)
        return ((a2 + a1) / 2, q + r, q - r, (a2 - a1) / 2)
    }

    private static func isFinite(_ c: Color) -> Bool {
        c.red.isFinite && c.green.isFinite && c.blue.isFinite && c.alpha.isFinite
    }

    /// The colour with each component clamped to [0, 1].
    static func clamped(_ c: Color) -> Color {
        func unit(_ x: Double) -> Double { Swift.max(0, Swift.min(x, 1)) }
        return Color(red: unit(c.red), green: unit(c.green), blue: unit(c.blue), alpha: unit(c.alpha))
    }
}
