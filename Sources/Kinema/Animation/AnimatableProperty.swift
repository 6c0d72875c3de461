/// The properties of a view that animations can change (SPEC 4.3).
public enum AnimatableProperty: Int, CaseIterable, Sendable, Hashable {
    /// `center`, the view's position in its superview's bounds coordinates.
    case center
    /// `bounds.size`.
    case boundsSize
    /// `transform`, interpolated decomposed (scale, rotation with the shortest-arc rule, translation).
    case transform
    /// `alpha`.
    case alpha
    /// `backgroundColor`, interpolated as non-premultiplied sRGB components.
    case backgroundColor
    /// `cornerRadius` (CALayer's).
    case cornerRadius
    /// `borderWidth` (CALayer's).
    case borderWidth
    /// `borderColor` (CALayer's).
    case borderColor
}
