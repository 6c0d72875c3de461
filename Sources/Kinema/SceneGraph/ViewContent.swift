import KinemaCore

/// What a view shows besides its background and border: a tinted symbol (an image view's
/// template image), text (a label), a shape (a shape layer's path) or a gradient (a gradient
/// layer's). The engine never reads it; it is set on ``View/content``,
/// copied into each ``ViewSnapshot``, and drawn by renderers (KinemaRender's filmstrip and player).
public enum ViewContent: Hashable, Sendable {
    /// A symbol drawn to fit the view's bounds (its aspect kept, centred) in the tint colour.
    case symbol(ViewSymbol, tint: Color)
    /// Text centred in the view's bounds; each line break starts a new line (lines share the
    /// bounds' height equally).
    case text(String, color: Color)
    /// A path filled and stroked in the view's coordinates, in the view's `fillColor` and
    /// `strokeColor`; the stroke runs between the view's `strokeStart` and `strokeEnd` and is
    /// `lineWidth` wide (see ``ShapeContent``).
    case shape(ShapeContent)
    /// A colour gradient filling the view's bounds, rounded like its background (see
    /// ``GradientContent``).
    case gradient(GradientContent)

    /// Whether every number of the content is finite (colours, and a shape's path, miter limit
    /// and dash pattern). Renderers draw nothing for a shape whose path is not finite, and a
    /// dash pattern that is not finite as a solid stroke.
    public var isFinite: Bool {
        switch self {
        case .symbol(_, let tint): return tint.isFinite
        case .text(_, let color): return color.isFinite
        case .shape(let shape):
            return shape.path.isFinite && shape.miterLimit.isFinite && shape.lineDashPattern.allSatisfy(\.isFinite)
        case .gradient(let gradient): return gradient.isFinite
        }
    }
}

/// The symbols renderers know how to draw: simple pictograms standing in for the images of the
/// demo controls.
public enum ViewSymbol: String, CaseIterable, Hashable, Sendable {
    /// A shopping cart seen from the side, moving to the right.
    case cart
    /// A game controller.
    case gamepad
    /// Two chevrons pointing up.
    case arrows
    /// Three horizontal lines.
    case lines
    /// A landscape photo: mountains under a sun.
    case photo
}
