import KinemaCore

/// A rectangular node of the scene graph, modelled on `UIView` (and the parts of its `CALayer`
/// that animations touch).
///
/// Every animatable property has a **model value** (what the getter returns; it changes at once,
/// even inside an animation block) and a **presentation value** (what is on screen at the scene's
/// current time; see `presentation`). Reading a presentation value never changes anything.
///
/// A view belongs to at most one superview and, through its root, to at most one `Scene`. Views are
/// reference types, like UIKit's, and are identified by object identity; `name` is what snapshots,
/// the command line and error messages print.
public final class View {
    /// The name printed in snapshots and used by `Scene.view(named:)`.
    public let name: String
    /// An integer a control can use to tell views apart (UIKit's `tag`).
    public var tag: Int = 0

    /// The parent view, if any.
    public internal(set) weak var superview: View?
    /// The children, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    /// The scene this view's tree is attached to (set when its root is a scene's root).
    public internal(set) weak var scene: Scene?

    // The stored properties a frame reads for every view (snapshots, the layout pass) are
    // `@exclusivity(unchecked)`: the runtime's bookkeeping of each access cost more than the rest
    // of a frame. No access to them overlaps another: nothing that changes one of them calls out
    // to other code meanwhile (owners of removed animations are told after the track changed).
    @exclusivity(unchecked) var centerTrack: PropertyTrack<Point>
    @exclusivity(unchecked) var sizeTrack: PropertyTrack<Size>
    /// The exact model transform (the decomposed track's model is its decomposition).
    @exclusivity(unchecked) var modelTransform: AffineTransform = .identity
    @exclusivity(unchecked) var transformTrack = PropertyTrack<DecomposedTransform>(.identity)
    @exclusivity(unchecked) var alphaTrack = PropertyTrack<Double>(1)
    @exclusivity(unchecked) var colorTrack = PropertyTrack<Color>(.clear)
    @exclusivity(unchecked) var cornerRadiusTrack = PropertyTrack<Double>(0)
    @exclusivity(unchecked) var borderWidthTrack = PropertyTrack<Double>(0)
    @exclusivity(unchecked) var borderColorTrack = PropertyTrack<Color>(.black)

    /// The origin of the view's own coordinate system (UIKit's `bounds.origin`); not animated.
    @exclusivity(unchecked) public var boundsOrigin: Point = .zero

    /// Whether the view (and its subtree) is hidden. Changes apply at once, even in animation blocks.
    @exclusivity(unchecked) public var isHidden: Bool = false {
        didSet { if isHidden != oldValue { hiddenDidChange() } }
    }
    /// Whether subviews are clipped to the bounds.
    @exclusivity(unchecked) public var clipsToBounds: Bool = false
    /// Whether the view takes touches (UIKit's `isUserInteractionEnabled`).
    public var isUserInteractionEnabled: Bool = true
    /// What the view shows besides its background and border (a label's text, an image's symbol),
    /// for renderers only; nil by default. Not animated: a snapshot copies the value it has then.
    @exclusivity(unchecked) public var content: ViewContent?

    /// Auto Layout settings (see View+AutoLayout.swift).
    var layoutState = ViewLayoutState()
    /// The bounds size the `layoutSubviews` hook last saw.
    var lastHookSize: Size?

    /// A hook run after a layout pass sets this view's bounds or after `setNeedsLayout()`:
    /// UIKit's `layoutSubviews` override. Properties it sets inside an animation block animate
    /// along (for example a corner radius of half the height).
    @exclusivity(unchecked) public var layoutSubviews: ((View) -> Void)?

    /// Creates a view with a name and a frame (centre and bounds size; identity transform).
    public init(name: String, frame: Rect = .zero) {
        self.name = name
        let f = frame.standardized
        centerTrack = PropertyTrack(f.center)
        sizeTrack = PropertyTrack(f.size)
    }

    /// Frees a deep subtree without recursion: a child this view owns alone hands its own
    /// children to a work list before it goes, so deinits never nest (a nesting of 100,000 views
    /// would otherwise overflow the stack).
    deinit {
        var pending = subviews
        subviews = []
        layoutState.arrangedSubviews = []
        while var next = pending.popLast() {
            if isKnownUniquelyReferenced(&next) {
                pending.append(contentsOf: next.subviews)
                next.subviews = []
                next.layoutState.arrangedSubviews = []
            }
        }
    }

    // MARK: Geometry

    /// The centre of the view in its superview's bounds coordinates (UIKit's `center`).
    public var center: Point {
        get { centerTrack.model }
        set { setModel(\.centerTrack, newValue, .center) }
    }

    /// The bounds: `boundsOrigin` and the animatable size.
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: sizeTrack.model) }
        set {
            boundsOrigin = newValue.origin
            setModel(\.sizeTrack, newValue.size, .boundsSize)
        }
    }

    /// The frame in the superview's coordinates: the bounding box of the transformed bounds about
    /// the centre. Setting it sets `center` and `bounds.size` and ignores the transform (UIKit
    /// leaves that case undefined; Kinema decides to keep the transform).
    public var frame: Rect {
        get { frameRect(center: center, size: sizeTrack.model, transform: modelTransform) }
        set {
            let f = newValue.standardized
            center = f.center
            bounds = Rect(origin: boundsOrigin, size: f.size)
        }
    }

    /// The transform about the centre.
    public var transform: AffineTransform {
        get { modelTransform }
        set { setTransformModel(newValue) }
    }

    /// The opacity, 0...1 (not clamped: an animation's presentation value may overshoot, and is
    /// kept as computed; renderers clamp it to [0, 1] where they draw).
    public var alpha: Double {
        get { alphaTrack.model }
        set { setModel(\.alphaTrack, newValue, .alpha) }
    }

    /// The background colour (`Color.clear` by default).
    public var backgroundColor: Color {
        get { colorTrack.model }
        set { setModel(\.colorTrack, newValue, .backgroundColor) }
    }

    /// The corner radius of the background and border (and of the clip when `clipsToBounds`), on
    /// the corners `maskedCorners` names.
    public var cornerRadius: Double {
        get { cornerRadiusTrack.model }
        set { setModel(\.cornerRadiusTrack, newValue, .cornerRadius) }
    }

    /// Which corners `cornerRadius` rounds (CALayer's `maskedCorners`): all four by default. Not
    /// animated; a change shows at once.
    @exclusivity(unchecked) public var maskedCorners: CornerMask = .all

    /// The border width.
    public var borderWidth: Double {
        get { borderWidthTrack.model }
        set { setModel(\.borderWidthTrack, newValue, .borderWidth) }
    }

    /// The border colour.
    public var borderColor: Color {
        get { borderColorTrack.model }
        set { setModel(\.borderColorTrack, newValue, .borderColor) }
    }

    func frameRect(center: Point, size: Size, transform: AffineTransform) -> Rect {
        let local = Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let box = transform.isIdentity ? local : transform.apply(to: local)
        return box.offsetBy(center.vector)
    }

    // MARK: Recording changes

    func setModel<Value>(_ track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>, _ newValue: Value,
                         _ property: AnimatableProperty) {
        let old = self[keyPath: track].model
        guard old != newValue else { return }
        if let scene, scene.isRecordingChanges {
            scene.record(view: self, track: track, property: property, from: old, to: newValue)
        } else {
            self[keyPath: track].model = newValue
        }
        if property == .boundsSize || property == .center { propertyAffectingLayoutDidChange(property) }
    }

    func setTransformModel(_ newValue: AffineTransform) {
        guard newValue != modelTransform else { return }
        let old = modelTransform
        modelTransform = newValue
        let oldD = transformTrack.model
        let newD = newValue.decomposed
        if let scene, scene.isRecordingChanges {
            scene.recordTransform(view: self, from: oldD, to: newD, oldMatrix: old)
        } else {
            transformTrack.model = newD
        }
    }
}
