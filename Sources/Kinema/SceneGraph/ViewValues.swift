import KinemaCore

/// The values of every animatable property of a view at one instant: its model values (what its
/// properties read) or its presentation values (what is on screen; Core Animation's presentation
/// layer). The defaults are UIKit's and Core Animation's.
///
/// Each property is described once in the property table (``AnimatableProperty``); this type is
/// its storage. Adding a property means a field here, its accessors on ``View`` and an entry in the
/// table: presentation, snapshots, animations and every frame writer then include it.
public struct ViewValues: Hashable, Sendable {
    /// The centre in the superview's bounds coordinates.
    public var center: Point = .zero
    /// The bounds size.
    public var size: Size = .zero
    /// The transform's value: its decomposition and, for a model value, the exact matrix.
    var transformValue: TransformValue = .identity
    /// The opacity (not clamped: a presentation value may overshoot).
    public var alpha: Double = 1
    /// The background colour.
    public var backgroundColor: Color = .clear
    /// The corner radius.
    public var cornerRadius: Double = 0
    /// The border width.
    public var borderWidth: Double = 0
    /// The border colour.
    public var borderColor: Color = .black
    /// The opacity of the shadow (CALayer's `shadowOpacity`; 0: no shadow).
    public var shadowOpacity: Double = 0
    /// The blur radius of the shadow (CALayer's `shadowRadius`).
    public var shadowRadius: Double = 3
    /// The offset of the shadow (CALayer's `shadowOffset`; y grows downwards).
    public var shadowOffset: Size = Size(width: 0, height: -3)
    /// The colour of the shadow (CALayer's `shadowColor`).
    public var shadowColor: Color = .black
    /// Where the stroke of a shape starts, as a fraction of its path's length (CAShapeLayer's
    /// `strokeStart`).
    public var strokeStart: Double = 0
    /// Where the stroke of a shape ends, as a fraction of its path's length (CAShapeLayer's
    /// `strokeEnd`).
    public var strokeEnd: Double = 1
    /// The width of a shape's stroke (CAShapeLayer's `lineWidth`).
    public var lineWidth: Double = 1
    /// The colour a shape's path is filled with (CAShapeLayer's `fillColor`: opaque black by
    /// default; clear fills nothing).
    public var fillColor: Color = .black
    /// The colour of a shape's stroke (CAShapeLayer's `strokeColor`: clear by default, which
    /// strokes nothing).
    public var strokeColor: Color = .clear
    /// How far into its dash pattern a shape's stroke starts (CAShapeLayer's `lineDashPhase`).
    public var lineDashPhase: Double = 0
    /// The origin of the view's own coordinate system (UIKit's `bounds.origin`).
    public var boundsOrigin: Point = .zero
    /// The point of the bounds, in unit coordinates, that sits at ``center`` and that the
    /// transform turns and scales about (CALayer's `anchorPoint`; the middle by default).
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The size of the view's text (its ``View/textStyle``'s; 0 without one).
    public var fontSize: Double = 0
    /// Whether a running animation of a content property (a shape's path, a gradient's colours,
    /// locations or points) changes the content, and where along its values it is (see
    /// ``View/presentationContent``).
    var contentMorph: ContentMorph = .zero

    /// The defaults (a view at the origin with no size).
    public init() {}

    /// The defaults with a centre and a bounds size.
    public init(center: Point, size: Size) {
        self.center = center
        self.size = size
    }

    /// The transform about the anchor point (the centre by default): the exact matrix of a model
    /// value, the recomposed decomposition of an animated presentation value.
    public var transform: AffineTransform {
        get { transformValue.matrix }
        set { transformValue = TransformValue(newValue) }
    }

    /// The transform decomposed (scale, rotation, translation), as animations interpolate it.
    public var decomposedTransform: DecomposedTransform { transformValue.decomposed }
}

/// The presentation values of a view (the name under which ``View/presentation`` first appeared).
public typealias ViewPresentation = ViewValues
