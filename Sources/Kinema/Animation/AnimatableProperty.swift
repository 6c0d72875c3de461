/// The properties of a view that animations can change.
///
/// ## How a new animation meets one already running on the same property
///
/// | property          | Core Animation key | a new animation           |
/// |-------------------|--------------------|---------------------------|
/// | `center`          | position           | **adds** to it            |
/// | `boundsSize`      | bounds             | **adds** to it            |
/// | `cornerRadius`    | cornerRadius       | **adds** to it            |
/// | `transform`       | transform          | **adds** to it *(decided)*|
/// | `alpha`           | opacity            | replaces it               |
/// | `backgroundColor` | backgroundColor    | replaces it               |
/// | `borderWidth`     | borderWidth        | replaces it               |
/// | `borderColor`     | borderColor        | replaces it               |
///
/// The table is ``isAdditive``. UIKit (since iOS 8) animates position, bounds and, on current
/// SDKs, corner radius *additively*: the running animation keeps going and the new one animates
/// the difference between the old and the new model values on top of it, so the motion stays
/// continuous. Kinema treats the transform the same way. Every other key is replaced: the
/// running animation is removed (its completion reports `finished == false`) and the new one
/// starts from the property's old *model* value, so what is on screen can jump.
/// With `beginFromCurrentState` every key, additive or not, drops its running animations and
/// starts from the current presentation value.
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

    /// Whether a new animation of this property adds to the ones already running on it (true) or
    /// replaces them (false): the table in the type's discussion, in one place.
    public var isAdditive: Bool {
        switch self {
        case .center, .boundsSize, .cornerRadius: true      // UIKit's additive keys
        case .transform: true                                // decided
        case .alpha, .backgroundColor, .borderWidth, .borderColor: false
        }
    }
}
