import Foundation
import Kinema

/// Core Animation's layer: a view's layer (the same engine view as its `UIView`, under Core
/// Animation's names: `position` is the view's centre, `opacity` its alpha, `masksToBounds` its
/// `clipsToBounds`), or a free-standing layer made with `CALayer()` and added with
/// ``addSublayer(_:)``, which has an engine view of its own (see <doc:PortingUIKitAnimationCode>).
///
/// A free-standing layer animates its property changes as Core Animation does (implicit
/// animations): once it has been on screen, setting an animatable property adds a basic animation
/// under the property's key, from the value shown to the new one, over the transaction's duration
/// (0.25 s unless `CATransaction.setAnimationDuration(_:)` says otherwise) with its timing
/// function (Core Animation's default curve unless set), unless `CATransaction.setDisableActions(true)`.
/// A view's layer has none: UIKit turns them off.
///
/// `presentation()` returns a layer frozen at the in-flight values of the current time (nil before
/// the view is in a window, as on iOS before the layer was drawn); `model()` returns the layer.
@MainActor
open class CALayer {
    private enum Backing {
        case live(View)
        case frozen(ViewValues, clips: Bool, corners: CornerMask)
    }

    private var backing: Backing
    /// The view whose layer this is (nil for a presentation layer and a free-standing layer).
    private(set) weak var owner: UIView?
    /// A free-standing layer's superlayer.
    weak var freeSuperlayer: CALayer?
    /// The free-standing sublayers, which the layer keeps (Core Animation's superlayer retains its
    /// sublayers; a view's sublayers that are views' layers are kept by their views).
    var freeSublayers: [CALayer] = []
    /// Whether a free-standing layer has been on screen since it joined its superlayer: its
    /// changes animate only then (a layer added and set up in one turn of the run loop appears
    /// as set up).
    var hasBeenShown = false
    /// The values the layer keeps and reads back without drawing differently (see
    /// `CALayer+KeptValues.swift`).
    var kept = KeptLayerValues()
    /// The layer's contents and how they fit (see `CALayer+Contents.swift`).
    var contentsStorage = LayerContents()
    /// The layer's mask, kept as Core Animation keeps it (see `CALayer+Mask.swift`).
    var maskStorage: CALayer?
    /// The layer this one masks, if any.
    weak var maskOwner: CALayer?

    init(view: UIView) {
        backing = .live(view.kinemaView)
        owner = view
    }

    /// A layer of class `type` (a `CALayer` subclass) for `view`, as the view's `layerClass`
    /// asks: made through the initialiser every subclass has (`init(frozen:clips:corners:)`),
    /// then bound to the view's engine view, so that a subclass declared outside Kinema works too.
    static func backing(_ type: CALayer.Type, for view: UIView) -> CALayer {
        guard type != CALayer.self else { return CALayer(view: view) }
        let layer = type.init(frozen: ViewValues(), clips: false, corners: .all)
        layer.backing = .live(view.kinemaView)
        layer.owner = view
        return layer
    }

    /// A free-standing layer, in no layer tree until ``addSublayer(_:)`` puts it in one: no size,
    /// at the origin, transparent. It takes no touches and has no constraints.
    public init() {
        let view = View(name: "CALayer")
        view.isUserInteractionEnabled = false
        backing = .live(view)
        view.name = String(describing: type(of: self))
        view.facade = self
    }

    /// The layer's name, nil by default. A free-standing layer shows under it in the frames
    /// (under its class's name while nil); a view's layer keeps it without showing it.
    open var name: String? {
        didSet { if isFreeStanding { kinemaView?.name = name ?? String(describing: type(of: self)) } }
    }

    /// Whether the layer is free-standing (made with `CALayer()`, not a view's).
    var isFreeStanding: Bool { kinemaView?.facade === self }

    /// The engine's view behind the layer (nil for a presentation layer).
    public var kinemaView: View? {
        if case .live(let view) = backing { return view }
        return nil
    }

    /// The view whose layer this is.
    open var delegate: UIView? { owner }

    var values: ViewValues {
        switch backing {
        case .live(let view): view.modelValues
        case .frozen(let values, _, _): values
        }
    }

    /// Runs `change` on the live view; a presentation layer ignores changes.
    func update(_ change: (View) -> Void) {
        if case .live(let view) = backing { change(view) }
    }

    // MARK: Geometry

    /// The position of the anchor point in the superlayer (the centre, with the default anchor
    /// point).
    open var position: CGPoint {
        get { CGPoint(values.center) }
        set { change("position") { $0.center = newValue.kinema } }
    }

    /// The point of the bounds, in unit coordinates, that sits at ``position`` and that the
    /// transform turns and scales about ((0.5, 0.5), the middle, by default). A change keeps
    /// ``position``, so the layer moves, as in Core Animation; `anchorPoint` animates explicitly,
    /// and implicitly on a shown free-standing layer.
    open var anchorPoint: CGPoint {
        get { CGPoint(values.anchorPoint) }
        set { change("anchorPoint") { $0.anchorPoint = newValue.kinema } }
    }

    /// The bounds.
    open var bounds: CGRect {
        get {
            if case .live(let view) = backing { return CGRect(view.bounds) }
            return CGRect(origin: CGPoint(values.boundsOrigin), size: CGSize(values.size))
        }
        set { change("bounds") { $0.bounds = newValue.kinema } }
    }

    /// The frame in the superlayer.
    open var frame: CGRect {
        get {
            let size = values.size, anchor = values.anchorPoint
            let local = Rect(
                x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
            return CGRect(values.transform.apply(to: local).offsetBy(values.center.vector))
        }
        set { change("position", "bounds") { $0.frame = newValue.kinema } }
    }

    /// The transform (its affine part; see ``CATransform3D``).
    open var transform: CATransform3D {
        get { CATransform3DMakeAffineTransform(affineTransform()) }
        set { setAffineTransform(CATransform3DGetAffineTransform(newValue)) }
    }

    /// The transform as an affine transform.
    open func affineTransform() -> CGAffineTransform { CGAffineTransform(values.transform) }

    /// Sets the transform from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { change("transform") { $0.transform = m.kinema } }

    // MARK: Appearance

    /// The opacity (the view's alpha).
    open var opacity: Float {
        get { Float(values.alpha) }
        set { change("opacity") { $0.alpha = Double(newValue) } }
    }

    /// The background colour.
    open var backgroundColor: CGColor? {
        get { values.backgroundColor == .clear ? nil : CGColor(values.backgroundColor) }
        set { change("backgroundColor") { $0.backgroundColor = newValue?.kinemaColor ?? .clear } }
    }

    /// The corner radius.
    open var cornerRadius: CGFloat {
        get { CGFloat(values.cornerRadius) }
        set { change("cornerRadius") { $0.cornerRadius = Double(newValue) } }
    }

    /// Which corners ``cornerRadius`` rounds.
    open var maskedCorners: CACornerMask {
        get {
            switch backing {
            case .live(let view): view.maskedCorners
            case .frozen(_, _, let corners): corners
            }
        }
        set { update { $0.maskedCorners = newValue } }
    }

    /// Whether sublayers are clipped to the bounds (the view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get {
            switch backing {
            case .live(let view): view.clipsToBounds
            case .frozen(_, let clips, _): clips
            }
        }
        set { update { $0.clipsToBounds = newValue } }
    }

    /// The border width.
    open var borderWidth: CGFloat {
        get { CGFloat(values.borderWidth) }
        set { change("borderWidth") { $0.borderWidth = Double(newValue) } }
    }

    /// The border colour (opaque black by default).
    open var borderColor: CGColor? {
        get { CGColor(values.borderColor) }
        set { change("borderColor") { $0.borderColor = newValue?.kinemaColor ?? .black } }
    }

    /// The shadow's opacity (0: no shadow).
    open var shadowOpacity: Float {
        get { Float(values.shadowOpacity) }
        set { change("shadowOpacity") { $0.shadowOpacity = Double(newValue) } }
    }

    /// The shadow's blur radius.
    open var shadowRadius: CGFloat {
        get { CGFloat(values.shadowRadius) }
        set { change("shadowRadius") { $0.shadowRadius = Double(newValue) } }
    }

    /// The shadow's offset.
    open var shadowOffset: CGSize {
        get { CGSize(values.shadowOffset) }
        set { change("shadowOffset") { $0.shadowOffset = newValue.kinema } }
    }

    /// The shadow's colour.
    open var shadowColor: CGColor? {
        get { CGColor(values.shadowColor) }
        set { change("shadowColor") { $0.shadowColor = newValue?.kinemaColor ?? .black } }
    }

    /// Whether the layer is hidden (the view's `isHidden`).
    open var isHidden: Bool {
        get { kinemaView?.isHidden ?? false }
        set { update { $0.isHidden = newValue } }
    }

    // MARK: Model and presentation

    /// The layer frozen at the values on screen now, or nil when the view is in no window.
    open func presentation() -> Self? {
        guard case .live(let view) = backing, view.scene != nil else { return nil }
        return Self(frozen: view.presentation, clips: view.clipsToBounds, corners: view.maskedCorners)
    }

    /// The model layer: the layer itself.
    open func model() -> Self { self }

    /// A layer frozen at `values` (what ``presentation()`` returns); it ignores changes.
    public required init(frozen values: ViewValues, clips: Bool, corners: CornerMask) {
        backing = .frozen(values, clips: clips, corners: corners)
    }

    // MARK: Animations and timing (declared here so that subclasses can override them)

    /// The animations added with a key, as added (copies), for ``animation(forKey:)``.
    var attachedAnimations: [String: CAAnimation] = [:]
    /// The animations added while the layer was in no window (copies), added when it joins one.
    var waitingAnimations: [(key: String?, animation: CAAnimation)] = []
    /// What runs once the layer's view joins a scene, by key (see `whenShown(_:_:)`).
    var sceneActions: [(key: String, action: () -> Void)] = []
    /// The timing numbers a layer keeps without using them (see ``duration``).
    var unusedTiming = UnusedLayerTiming()

    /// Adds a copy of `anim` under `key` (replacing the animation under the same key, whose
    /// delegate hears `finished == false`). An animation Kinema cannot run (an unknown key path, a
    /// value of the wrong type) is reported in the diagnostics and not added; a presentation layer
    /// ignores the call. A layer in no window keeps the animation (it is among the keys) and adds
    /// it when it joins one, where it then begins (a begin time of 0 is that moment).
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimation(anim, forKey: key) }

    /// Removes the animation under `key`; its delegate hears `finished == false`.
    open func removeAnimation(forKey key: String) { removeAttachedAnimation(forKey: key) }

    /// Removes every animation of the layer, those of UIView animation blocks included.
    open func removeAllAnimations() { removeAttachedAnimations() }

    /// The keys of the explicit animations on the layer, in the order added; nil when there are none.
    open func animationKeys() -> [String]? { attachedAnimationKeys() }

    /// The animation under `key` as the layer runs it (the copy it made), or nil.
    open func animation(forKey key: String) -> CAAnimation? { attachedAnimation(forKey: key) }

    /// The superlayer time at which the layer's local time is ``timeOffset`` (the view's `beginTime`).
    open var beginTime: CFTimeInterval {
        get { kinemaView?.beginTime ?? 0 }
        set { update { $0.beginTime = newValue } }
    }

    /// How fast the layer's time, and every animation in its subtree, runs relative to its
    /// superlayer's (1 by default; 0 pauses).
    open var speed: Float {
        get { Float(kinemaView?.speed ?? 1) }
        set { update { $0.speed = Double(newValue) } }
    }

    /// Added to the layer's local time.
    open var timeOffset: CFTimeInterval {
        get { kinemaView?.timeOffset ?? 0 }
        set { update { $0.timeOffset = newValue } }
    }

    /// Kept for ``CAMediaTiming``; a layer's duration has no effect here (a value other than 0 is
    /// reported in the diagnostics). Only ``beginTime``, ``speed`` and ``timeOffset`` time a layer.
    open var duration: CFTimeInterval {
        get { unusedTiming.duration }
        set { setUnusedTiming(\.duration, newValue, "duration") }
    }

    /// Kept for ``CAMediaTiming``; no effect on a layer (reported when not 0).
    open var repeatCount: Float {
        get { unusedTiming.repeatCount }
        set { setUnusedTiming(\.repeatCount, newValue, "repeatCount") }
    }

    /// Kept for ``CAMediaTiming``; no effect on a layer (reported when not 0).
    open var repeatDuration: CFTimeInterval {
        get { unusedTiming.repeatDuration }
        set { setUnusedTiming(\.repeatDuration, newValue, "repeatDuration") }
    }

    /// Kept for ``CAMediaTiming``; no effect on a layer (reported when true).
    open var autoreverses: Bool {
        get { unusedTiming.autoreverses }
        set { setUnusedTiming(\.autoreverses, newValue, "autoreverses") }
    }

    /// Kept for ``CAMediaTiming``; no effect on a layer (reported when not `removed`).
    open var fillMode: CAMediaTimingFillMode {
        get { unusedTiming.fillMode }
        set { setUnusedTiming(\.fillMode, newValue, "fillMode") }
    }

    /// Converts `t` from the local time of `l` (the harness clock, `CACurrentMediaTime()`, when
    /// nil) to the layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        kinemaView?.convertTime(t, from: l?.kinemaView) ?? t
    }

    /// Converts `t` from the layer's local time to that of `l` (the harness clock when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        kinemaView?.convertTime(t, to: l?.kinemaView) ?? t
    }
}
