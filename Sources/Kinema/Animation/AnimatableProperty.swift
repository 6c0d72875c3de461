/// The properties of a view that animations can change: the keys of the property table.
///
/// Each property is described once, in one entry of the property table (`PropertyTable.swift`):
/// where its value lives in ``ViewValues``, whether a new animation adds to a running one or
/// replaces it, whether it moves the layout, and the columns it writes into frames. Views,
/// animations, property animators, presentation values, snapshots and every writer and reader of
/// frames go through that table.
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
/// | `shadowOpacity`   | shadowOpacity      | replaces it               |
/// | `shadowRadius`    | shadowRadius       | replaces it               |
/// | `shadowOffset`    | shadowOffset       | replaces it               |
/// | `shadowColor`     | shadowColor        | replaces it               |
/// | `strokeStart`     | strokeStart        | replaces it               |
/// | `strokeEnd`       | strokeEnd          | replaces it               |
/// | `lineWidth`       | lineWidth          | replaces it               |
/// | `fillColor`       | fillColor          | replaces it               |
/// | `strokeColor`     | strokeColor        | replaces it               |
/// | `lineDashPhase`   | lineDashPhase      | replaces it               |
/// | `boundsOrigin`    | bounds.origin      | **adds** to it            |
/// | `anchorPoint`     | anchorPoint        | replaces it               |
/// | `fontSize`        | fontSize           | replaces it *(explicit animations only)* |
/// | `path`            | path               | replaces it *(explicit animations only)* |
/// | `colors`          | colors             | replaces it *(explicit animations only)* |
/// | `locations`       | locations          | replaces it *(explicit animations only)* |
/// | `startPoint`      | startPoint         | replaces it *(explicit animations only)* |
/// | `endPoint`        | endPoint           | replaces it *(explicit animations only)* |
/// | `textColor`       | foregroundColor    | replaces it *(explicit animations only)* |
///
/// The table is ``isAdditive``. UIKit (since iOS 8) animates position, bounds (its size and its
/// origin) and, on current
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
    /// `cornerRadius` (CALayer's).
    case cornerRadius
    /// `borderWidth` (CALayer's).
    case borderWidth
    /// `backgroundColor`, interpolated as non-premultiplied sRGB components.
    case backgroundColor
    /// `borderColor` (CALayer's).
    case borderColor
    /// `shadowOpacity` (CALayer's).
    case shadowOpacity
    /// `shadowRadius` (CALayer's).
    case shadowRadius
    /// `shadowOffset` (CALayer's).
    case shadowOffset
    /// `shadowColor` (CALayer's).
    case shadowColor
    /// `strokeStart` (CAShapeLayer's): where a shape's stroke starts along its path's length.
    case strokeStart
    /// `strokeEnd` (CAShapeLayer's): where a shape's stroke ends along its path's length.
    case strokeEnd
    /// `lineWidth` (CAShapeLayer's): the width of a shape's stroke.
    case lineWidth
    /// `fillColor` (CAShapeLayer's): the colour a shape's path is filled with.
    case fillColor
    /// `strokeColor` (CAShapeLayer's): the colour of a shape's stroke.
    case strokeColor
    /// `lineDashPhase` (CAShapeLayer's): how far into its dash pattern a shape's stroke starts.
    case lineDashPhase
    /// `bounds.origin`: the origin of the view's own coordinate system (a scroll view's content
    /// offset), which moves its subviews the other way.
    case boundsOrigin
    /// `anchorPoint` (CALayer's): the point of the bounds, in unit coordinates ((0.5, 0.5), the
    /// centre, by default), that sits at ``center`` and that the transform turns and scales about.
    case anchorPoint
    /// `fontSize` (CATextLayer's): the size of a view's text, its ``View/textStyle``'s. Like the
    /// content properties, only explicit animations change it over time: a new text style takes
    /// effect at once, in an animation block too, as a label's font does in UIKit.
    case fontSize
    /// `path` (CAShapeLayer's): a shape's path, which only explicit animations change over time
    /// (the shape's content holds the path itself; see ``View/presentationContent``).
    case path
    /// `colors` (CAGradientLayer's): a gradient's colours, blended one by one; like ``path``, only
    /// explicit animations change it over time.
    case colors
    /// `locations` (CAGradientLayer's): where a gradient's colours sit along its line, blended one
    /// by one (a shimmer slides them across).
    case locations
    /// `startPoint` (CAGradientLayer's): where a gradient's line starts, in the unit square of the
    /// bounds.
    case startPoint
    /// `endPoint` (CAGradientLayer's): where a gradient's line ends.
    case endPoint
    /// `foregroundColor` (CATextLayer's): the colour of a view's text content; like ``path``,
    /// only explicit animations change it over time.
    case textColor

    /// Whether the property is part of the view's content rather than of its values (``path``,
    /// ``colors``, ``locations``, ``startPoint``, ``endPoint``, ``textColor``): animations change
    /// it through
    /// ``View/presentationContent``.
    public var isContent: Bool { rawValue >= AnimatableProperty.path.rawValue }

    /// The property's entry in the property table.
    var descriptor: any AnyPropertyDescriptor { PropertyTable.descriptors[rawValue] }

    /// Whether a new animation of this property adds to the ones already running on it (true) or
    /// replaces them (false): the table in the type's discussion.
    public var isAdditive: Bool { descriptor.isAdditive }

    /// The property's name as Kinema's API spells it (`center`, `boundsSize`, `alpha`, ...).
    public var name: String { descriptor.name }

    /// Core Animation's key for the property (`position`, `bounds`, `opacity`, ...).
    public var coreAnimationKey: String { descriptor.coreAnimationKey }

    /// Whether a change of the property's model value moves the Auto Layout of its view (the
    /// centre and the bounds size).
    public var affectsLayout: Bool { descriptor.affectsLayout }
}
