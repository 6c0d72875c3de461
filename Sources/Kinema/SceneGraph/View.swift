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
    @exclusivity(unchecked) public var name: String
    /// The object that wraps this view (KinemaUIKit's `UIView`), if any: held weakly, so the
    /// wrapper's owner decides its lifetime.
    package weak var facade: AnyObject?
    /// An integer a control can use to tell views apart (UIKit's `tag`).
    public var tag: Int = 0

    /// The parent view, if any.
    public internal(set) weak var superview: View?
    /// The children, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    /// The scene this view's tree is attached to (set when its root is a scene's root).
    public internal(set) weak var scene: Scene?
    /// The view whose drawing masks this one (UIKit's `mask`), nil by default; set it with
    /// ``setMask(_:)``. The mask's `superview` is the receiver, but it is none of its `subviews`.
    @exclusivity(unchecked) public internal(set) var mask: View?
    /// Whether the view is its superview's ``mask`` (stored: frames read it for every view).
    @exclusivity(unchecked) public internal(set) var isMask = false
    /// The copies of its subviews the view draws (Core Animation's `CAReplicatorLayer`); nil,
    /// the default, draws the subviews once. A replication with a number that is not finite or
    /// exceeds `Limits.maximumMagnitude` is refused (the old one stays, and a diagnostic says so).
    @exclusivity(unchecked) public var replication: Replication? {
        didSet {
            if let replication, !replication.isWithinLimits {
                self.replication = oldValue
                refuse("replication")
            } else if replication != oldValue {
                scene?.frameCounts = nil
                updateDrawsExtras()
            }
        }
    }
    /// How many copies a replicating view draws, as the last count of the frame's snapshots
    /// found (see `frameCounts()`).
    @exclusivity(unchecked) var effectiveCopies = 1
    /// Run once, after the hierarchy change that brings the view into a scene is done (a facade
    /// adds the animations it kept while the view was in none).
    package var whenInScene: (() -> Void)?
    /// The view's emissions and their particles' slots (see ``setEmission(_:)``).
    @exclusivity(unchecked) var emitter: EmitterState?
    /// Whether the view has a mask, a replication or particles (see `updateDrawsExtras()`).
    @exclusivity(unchecked) var drawsExtras = false
    /// The mask alone, as the list of views a frame's walk visits (kept, so that frames do not
    /// make the list each time).
    @exclusivity(unchecked) var maskAsSiblings: [View] = []

    // The stored properties a frame reads for every view (snapshots, the layout pass) are
    // `@exclusivity(unchecked)`: the runtime's bookkeeping of each access cost more than the rest
    // of a frame. No access to them overlaps another: nothing that changes one of them calls out
    // to other code meanwhile (owners of removed animations are told after the store changed).
    /// The animatable properties' model values and running animations.
    @exclusivity(unchecked) var properties: PropertyStore
    /// The view's own timing and its explicit animations (see View+MediaTiming.swift).
    @exclusivity(unchecked) var media = ViewMedia()

    /// The origin of the view's own coordinate system (UIKit's `bounds.origin`), the model value
    /// of ``AnimatableProperty/boundsOrigin``: a change in an animation block animates (adding to
    /// running animations, as UIKit's bounds animations do). A value that is not finite or exceeds
    /// `Limits.maximumMagnitude` is refused, as by the animatable properties' setters.
    /// Constraints that relate views through this coordinate system follow a change at the next
    /// layout pass (to the model value at once).
    public var boundsOrigin: Point {
        get { properties.model.boundsOrigin }
        set {
            guard newValue.isWithinLimits else { return refuse("bounds origin") }
            let old = properties.model.boundsOrigin
            guard newValue != old else { return }
            setModel(PropertyDescriptor<Point>.boundsOrigin, newValue)
            scene?.layoutSystemStorage?.boundsOriginDidChange(self, from: old)
        }
    }

    /// Whether the view (and its subtree) is hidden. Changes apply at once, even in animation blocks.
    @exclusivity(unchecked) public var isHidden: Bool = false {
        didSet { if isHidden != oldValue { hiddenDidChange() } }
    }
    /// Whether subviews are clipped to the bounds.
    @exclusivity(unchecked) public var clipsToBounds: Bool = false
    /// Whether the view takes touches (UIKit's `isUserInteractionEnabled`).
    public var isUserInteractionEnabled: Bool = true
    /// Whether the view is a copy of another one as it was shown: part of a transition's old
    /// picture (``TransitionAnimation``, which removes it when it stops) or of a
    /// ``snapshotView()``.
    public internal(set) var isSnapshotCopy = false
    /// The view whose transition made this old picture, on the picture's topmost view (nil
    /// elsewhere). The picture is that view's sibling, or, for a view without a superview, its
    /// last subview.
    public internal(set) weak var transitionSource: View?
    /// What the view shows besides its background and border (a label's text, an image's symbol),
    /// for renderers only; nil by default. Not animated: a snapshot copies the value it has then.
    @exclusivity(unchecked) public var content: ViewContent?
    /// How the view's text content is set (``TextStyle``); nil, the default, follows Kinema's size
    /// rule. A style past the limits is refused (the old one stays, and a diagnostic says so). A
    /// new style shows at once, in an animation block too; its font size is the model value of
    /// ``AnimatableProperty/fontSize``, which explicit animations move.
    @exclusivity(unchecked) public var textStyle: TextStyle? {
        didSet {
            if let textStyle, !textStyle.isWithinLimits {
                self.textStyle = oldValue
                refuse("textStyle")
            }
            properties.model.fontSize = self.textStyle?.fontSize ?? 0
        }
    }

    /// The text style with `fontSize` (a presentation value) as its size, brought within 0 and
    /// `Limits.maximumMagnitude` (a size that is not finite leaves the style's); nil without a
    /// style.
    func textStyle(showing fontSize: Double) -> TextStyle? {
        guard var style = textStyle else { return nil }
        if fontSize != style.fontSize, fontSize.isFinite {
            style.fontSize = Swift.min(Swift.max(fontSize, 0), Limits.maximumMagnitude)
        }
        return style
    }

    /// Auto Layout settings (see View+AutoLayout.swift).
    var layoutState = ViewLayoutState()
    /// The bounds size the `layoutSubviews` hook last saw.
    var lastHookSize: Size?
    /// Values refused while the view was outside any scene, reported when it joins one (with the
    /// source each would have had).
    var pendingDiagnostics: [(error: SceneError, source: SceneDiagnostic.Source)] = []

    /// A hook run after a layout pass sets this view's bounds or after `setNeedsLayout()`:
    /// UIKit's `layoutSubviews` override. Properties it sets inside an animation block animate
    /// along (for example a corner radius of half the height).
    @exclusivity(unchecked) public var layoutSubviews: ((View) -> Void)? {
        didSet { scene?.layoutHooksPresent = nil }
    }

    /// Creates a view with a name and a frame (centre and bounds size; identity transform). A
    /// frame whose origin, size or centre is not finite or exceeds `Limits.maximumMagnitude` is
    /// refused: the view starts with the default values, and the refusal is recorded in the
    /// diagnostics of the scene it joins.
    public init(name: String, frame: Rect = .zero) {
        self.name = name
        let f = frame.standardized
        properties = PropertyStore(ViewValues(center: f.center, size: f.size))
        if !f.isWithinLimitsAsFrame {
            properties.model = ViewValues()
            pendingDiagnostics.append((.propertyOutOfRange(property: "frame", view: name), .property))
        }
    }

    /// Frees a deep subtree without recursion: a child this view owns alone hands its own
    /// children (its subviews and mask) to a work list before it goes, so deinits never nest (a nesting of 100,000 views
    /// would otherwise overflow the stack).
    deinit {
        var pending = subviews
        subviews = []
        if let mask { pending.append(mask) }
        mask = nil
        layoutState.arrangedSubviews = []
        while var next = pending.popLast() {
            if isKnownUniquelyReferenced(&next) {
                pending.append(contentsOf: next.subviews)
                next.subviews = []
                if let mask = next.mask { pending.append(mask) }
                next.mask = nil
                next.layoutState.arrangedSubviews = []
            }
        }
    }

    // MARK: Geometry

    /// The centre of the view in its superview's bounds coordinates (UIKit's `center`).
    public var center: Point {
        get { properties.model.center }
        set { setModel(.center, newValue) }
    }

    /// The bounds: `boundsOrigin` and the animatable size.
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: properties.model.size) }
        set {
            guard newValue.origin.isWithinLimits, newValue.size.isWithinLimits else { return refuse("bounds") }
            boundsOrigin = newValue.origin
            setModel(.size, newValue.size)
        }
    }

    /// The point of the bounds, in unit coordinates, that sits at ``center`` and that the
    /// transform turns and scales about (Core Animation's `anchorPoint`; (0.5, 0.5), the middle,
    /// by default). Changing it moves the frame and keeps ``center``, as Core Animation does; an
    /// explicit animation of `anchorPoint` moves it over time. Layout places a constrained view's
    /// frame, whatever its anchor point: its ``center`` is the frame's origin plus the anchor point
    /// times the size.
    public var anchorPoint: Point {
        get { properties.model.anchorPoint }
        set { setModel(.anchorPoint, newValue) }
    }

    /// The frame in the superview's coordinates: the bounding box of the transformed bounds about
    /// the anchor point. Setting it sets `center` (the frame's origin plus ``anchorPoint`` times
    /// its size) and `bounds.size` and ignores the transform (UIKit leaves that case undefined;
    /// Kinema decides to keep the transform). A frame whose origin, size or centre is not finite
    /// or exceeds `Limits.maximumMagnitude` is refused as a whole.
    public var frame: Rect {
        get {
            frameRect(
                center: center, size: properties.model.size, anchor: properties.model.anchorPoint,
                transform: properties.model.transform)
        }
        set {
            let f = newValue.standardized
            guard f.isWithinLimitsAsFrame else { return refuse("frame") }
            let anchor = properties.model.anchorPoint
            let position = Point(x: f.minX + f.width * anchor.x, y: f.minY + f.height * anchor.y)
            guard position.isWithinLimits else { return refuse("frame") }
            center = position
            bounds = Rect(origin: boundsOrigin, size: f.size)
        }
    }

    /// The transform about the anchor point (the centre by default).
    public var transform: AffineTransform {
        get { properties.model.transform }
        set { setModel(.transform, TransformValue(newValue)) }
    }

    /// The opacity, 0...1 (not clamped: an animation's presentation value may overshoot, and is
    /// kept as computed; renderers clamp it to [0, 1] where they draw).
    public var alpha: Double {
        get { properties.model.alpha }
        set { setModel(.alpha, newValue) }
    }

    /// The background colour (`Color.clear` by default).
    public var backgroundColor: Color {
        get { properties.model.backgroundColor }
        set { setModel(.backgroundColor, newValue) }
    }

    /// The corner radius of the background and border (and of the clip when `clipsToBounds`), on
    /// the corners `maskedCorners` names.
    public var cornerRadius: Double {
        get { properties.model.cornerRadius }
        set { setModel(.cornerRadius, newValue) }
    }

    /// Which corners `cornerRadius` rounds (CALayer's `maskedCorners`): all four by default. Not
    /// animated; a change shows at once.
    @exclusivity(unchecked) public var maskedCorners: CornerMask = .all

    /// The border width.
    public var borderWidth: Double {
        get { properties.model.borderWidth }
        set { setModel(.borderWidth, newValue) }
    }

    /// The border colour.
    public var borderColor: Color {
        get { properties.model.borderColor }
        set { setModel(.borderColor, newValue) }
    }

    /// The opacity of the shadow drawn under the view's background (CALayer's `shadowOpacity`;
    /// 0, the default, draws none).
    public var shadowOpacity: Double {
        get { properties.model.shadowOpacity }
        set { setModel(.shadowOpacity, newValue) }
    }

    /// The blur radius of the shadow (CALayer's `shadowRadius`; 3 by default).
    public var shadowRadius: Double {
        get { properties.model.shadowRadius }
        set { setModel(.shadowRadius, newValue) }
    }

    /// The offset of the shadow from the view (CALayer's `shadowOffset`; (0, -3) by default).
    public var shadowOffset: Size {
        get { properties.model.shadowOffset }
        set { setModel(.shadowOffset, newValue) }
    }

    /// The colour of the shadow (CALayer's `shadowColor`; opaque black by default).
    public var shadowColor: Color {
        get { properties.model.shadowColor }
        set { setModel(.shadowColor, newValue) }
    }

    /// Where the stroke of the view's shape starts, as a fraction of its path's length
    /// (CAShapeLayer's `strokeStart`; 0 by default). Only a ``ViewContent/shape(_:)`` draws it.
    public var strokeStart: Double {
        get { properties.model.strokeStart }
        set { setModel(.strokeStart, newValue) }
    }

    /// Where the stroke of the view's shape ends, as a fraction of its path's length
    /// (CAShapeLayer's `strokeEnd`; 1 by default).
    public var strokeEnd: Double {
        get { properties.model.strokeEnd }
        set { setModel(.strokeEnd, newValue) }
    }

    /// The width of the view's shape's stroke (CAShapeLayer's `lineWidth`; 1 by default).
    public var lineWidth: Double {
        get { properties.model.lineWidth }
        set { setModel(.lineWidth, newValue) }
    }

    /// The colour the view's shape is filled with (CAShapeLayer's `fillColor`; opaque black by
    /// default, clear for none).
    public var fillColor: Color {
        get { properties.model.fillColor }
        set { setModel(.fillColor, newValue) }
    }

    /// The colour of the view's shape's stroke (CAShapeLayer's `strokeColor`; clear by default:
    /// no stroke).
    public var strokeColor: Color {
        get { properties.model.strokeColor }
        set { setModel(.strokeColor, newValue) }
    }

    /// How far into the shape's dash pattern (``ShapeContent/lineDashPattern``) the stroke starts
    /// (CAShapeLayer's `lineDashPhase`; 0 by default). Animating it makes the dashes march.
    public var lineDashPhase: Double {
        get { properties.model.lineDashPhase }
        set { setModel(.lineDashPhase, newValue) }
    }

    func frameRect(center: Point, size: Size, anchor: Point, transform: AffineTransform) -> Rect {
        let local = Rect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
        let box = transform.isIdentity ? local : transform.apply(to: local)
        return box.offsetBy(center.vector)
    }

    // MARK: Recording changes

    /// Sets a property's model value through the scene's innermost animation block, if any. A value
    /// with a component that is not finite or whose magnitude exceeds `Limits.maximumMagnitude`
    /// is refused: the old value stays and the refusal is recorded in the scene's diagnostics (or,
    /// for a view outside any scene, when it joins one).
    func setModel<Value>(_ d: PropertyDescriptor<Value>, _ newValue: Value) {
        guard newValue.isWithinLimits else { return refuse(d.name) }
        let old = d.read(&properties.model)
        guard old != newValue else { return }
        if let scene, scene.isRecordingChanges {
            scene.record(view: self, d, from: old, to: newValue)
        } else if media.implicitlyAnimates, let scene {
            scene.animateImplicitly(self, d, from: old, to: newValue)
        } else {
            d.write(newValue, into: &properties.model)
        }
        if d.affectsLayout { propertyAffectingLayoutDidChange(d.property) }
    }

    /// Records that a setter refused a value that is not finite or too large.
    func refuse(_ property: String) {
        record(.propertyOutOfRange(property: property, view: name), from: .property)
    }

    /// Records `error` in the scene's diagnostics, or, for a view outside any scene, when it joins one.
    func record(_ error: SceneError, from source: SceneDiagnostic.Source) {
        if let scene { scene.report(error, from: source) } else { pendingDiagnostics.append((error, source)) }
    }
}

extension Rect {
    /// Whether the origin and the size are finite and within `Limits.maximumMagnitude`.
    fileprivate var isWithinLimits: Bool { origin.isWithinLimits && size.isWithinLimits }
    /// Whether a frame's origin, size and centre (which `frame` sets, and which can pass the
    /// bound when the origin and the size are both near it) are within `Limits.maximumMagnitude`.
    fileprivate var isWithinLimitsAsFrame: Bool { isWithinLimits && center.isWithinLimits }
}
