import Foundation
import Kinema

/// UIKit's view, driving one Kinema view (``kinemaView``): every property reads and writes the
/// engine's model values, so animation blocks, layout passes and dynamics act on it as on any
/// Kinema view, and the harness's frames show it.
///
/// Subclass it as on iOS: the overrides UIKit honours (`layoutSubviews()`,
/// `intrinsicContentSize`, the touch methods, `point(inside:with:)`, `hitTest(_:with:)`,
/// `didMoveToSuperview()`...) are honoured here. A view's name in frames is its
/// `accessibilityIdentifier`, or its class's name when that is nil.
@MainActor
open class UIView: UIResponder {
    /// The engine's view this view drives.
    public let kinemaView: View

    /// The superview.
    public internal(set) weak var superview: UIView?
    /// The subviews, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The view controller whose view this is, if any.
    weak var viewController: UIViewController?
    /// The topmost ancestor, when it is a window (nil while the view has no superview): kept by
    /// the hierarchy calls, so that ``window`` does not walk up the tree.
    weak var ancestorWindow: UIWindow?

    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag: Int {
        get { kinemaView.tag }
        set { kinemaView.tag = newValue }
    }

    /// The name of the view in the harness's frames (its class's name when nil).
    open var accessibilityIdentifier: String? {
        didSet { kinemaView.name = accessibilityIdentifier ?? defaultName }
    }

    private var defaultName = "UIView"
    private var backgroundColorObject: UIColor?
    private var tintColorObject: UIColor?
    private lazy var layerObject = makeLayer()

    /// A view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        kinemaView = View(name: "UIView", frame: frame.kinema)
        super.init()
        attachToEngine()
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// A view decoded from an archive: on Linux there are no nibs or storyboards, so it is a view
    /// with a zero frame, configured by the code that follows.
    public required init?(coder: NSCoder) {
        kinemaView = View(name: "UIView")
        super.init()
        attachToEngine()
    }

    private func attachToEngine() {
        defaultName = String(describing: type(of: self))
        kinemaView.name = defaultName
        kinemaView.facade = self
        // A plain UIView or UIWindow lays out nothing itself (their layoutSubviews is empty), so
        // they get no engine hook: a layout pass over views that have none walks no hooks.
        if !isPlainView { kinemaView.layoutSubviews = { [weak self] _ in self?.layoutSubviews() } }
        queueForFirstLayout()
    }

    /// Whether the view is exactly a `UIView` or a `UIWindow` (no subclass), whose
    /// `layoutSubviews` does nothing and whose `intrinsicContentSize` is always
    /// (`noIntrinsicMetric`, `noIntrinsicMetric`).
    var isPlainView: Bool {
        let type = ObjectIdentifier(Swift.type(of: self))
        return type == ObjectIdentifier(UIView.self) || type == ObjectIdentifier(UIWindow.self)
    }

    /// The view as a scroll view, when it is one (cheaper than a cast on the constraints' path).
    var asScrollView: UIScrollView? { nil }

    /// The runtime this view lives in: its window's, else the current one.
    var runtime: UIKitRuntime { window?.owningRuntime ?? UIKitRuntime.current }

    // MARK: Geometry

    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        get { CGRect(kinemaView.frame) }
        set { kinemaView.frame = newValue.kinema }
    }

    /// The bounds: the view's own coordinate system.
    open var bounds: CGRect {
        get { CGRect(kinemaView.bounds) }
        set { kinemaView.bounds = newValue.kinema }
    }

    /// The centre in the superview's coordinates: where the layer's anchor point sits (its
    /// `position`; the bounds' centre with the default anchor point).
    open var center: CGPoint {
        get { CGPoint(kinemaView.center) }
        set { kinemaView.center = newValue.kinema }
    }

    /// The point of the bounds, in unit coordinates, that sits at ``center`` and that the
    /// transform turns and scales about: the layer's `anchorPoint` ((0.5, 0.5) by default). A
    /// change keeps ``center``, so the view moves; Auto Layout places a constrained view's frame
    /// whatever its anchor point.
    open var anchorPoint: CGPoint {
        get { CGPoint(kinemaView.anchorPoint) }
        set { kinemaView.anchorPoint = newValue.kinema }
    }

    /// The transform about the anchor point (the centre by default).
    open var transform: CGAffineTransform {
        get { CGAffineTransform(kinemaView.transform) }
        set { kinemaView.transform = newValue.kinema }
    }

    /// The transform as Core Animation's 3D matrix (UIKit's `transform3D`): its affine part is the
    /// view's ``transform`` (see ``CATransform3D``), and it animates in animation blocks as that
    /// does.
    open var transform3D: CATransform3D {
        get { CATransform3DMakeAffineTransform(transform) }
        set { transform = CATransform3DGetAffineTransform(newValue) }
    }

    // MARK: Appearance

    /// The opacity.
    open var alpha: CGFloat {
        get { CGFloat(kinemaView.alpha) }
        set { kinemaView.alpha = Double(newValue) }
    }

    /// The background colour (nil: transparent).
    open var backgroundColor: UIColor? {
        get {
            let color = kinemaView.backgroundColor
            if let object = backgroundColorObject, object.kinemaColor == color { return object }
            return color == .clear ? nil : UIColor(color)
        }
        set {
            backgroundColorObject = newValue
            kinemaView.backgroundColor = newValue?.kinemaColor ?? .clear
        }
    }

    /// Whether the view (and its subtree) is hidden.
    open var isHidden: Bool {
        get { kinemaView.isHidden }
        set {
            kinemaView.isHidden = newValue
            arrangedHiddenDidChange()
        }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { kinemaView.clipsToBounds }
        set { kinemaView.clipsToBounds = newValue }
    }

    /// Whether the view takes touches.
    open var isUserInteractionEnabled: Bool {
        get { kinemaView.isUserInteractionEnabled }
        set { kinemaView.isUserInteractionEnabled = newValue }
    }

    /// Kept for compatibility; the facade draws nothing that depends on it.
    open var isOpaque = true

    /// The tint colour: the view's own, else its superview's, else the system blue. Setting it
    /// calls ``tintColorDidChange()`` on the view and on the descendants that inherit it.
    open var tintColor: UIColor! {
        get { tintColorObject ?? superview?.tintColor ?? .systemBlue }
        set {
            tintColorObject = newValue
            tintDidChange(inherited: false)
        }
    }

    /// Whether the view has a tint colour of its own (it does not inherit its superview's).
    var hasOwnTintColor: Bool { tintColorObject != nil }

    /// Called when the tint colour changes.
    open func tintColorDidChange() {}

    /// The view's layer: Core Animation's names for the same engine view, an instance of the
    /// class's ``layerClass``.
    open var layer: CALayer { layerObject }

    /// The view whose alpha masks this view (nil by default): its layer is the layer's
    /// `mask` (see ``CALayer/mask``). The mask view is placed in this view's bounds coordinates
    /// by its frame; it has no superview and takes no touches. A view in a hierarchy leaves it
    /// first; a view cannot mask itself or one of its ancestors (reported and ignored).
    open var mask: UIView? {
        get { maskViewStorage.flatMap { layer.mask === $0.layer ? $0 : nil } }
        set {
            guard newValue !== mask else { return }
            layer.mask = newValue?.layer
            maskViewStorage = newValue.flatMap { layer.mask === $0.layer ? $0 : nil }
        }
    }
    /// The mask view, kept alive while it masks the view (a layer holds its view weakly).
    private var maskViewStorage: UIView?

    /// The class of the view's layer: `CALayer` unless a subclass overrides it, as UIKit code
    /// does to back a view with a gradient or a shape (`CAGradientLayer.self`,
    /// `CAShapeLayer.self`); the layer's gradient or shape is then the view's content. A class that
    /// is not a `CALayer` subclass is reported and a `CALayer` used (UIKit would stop).
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer of the class's ``layerClass``.
    private func makeLayer() -> CALayer {
        let requested: AnyClass = type(of: self).layerClass
        guard let type = requested as? CALayer.Type else {
            runtime.log(
                "Kinema: \(String(describing: Swift.type(of: self))).layerClass is \(String(describing: requested)), "
                    + "not a CALayer subclass; the view gets a CALayer")
            return CALayer(view: self)
        }
        return CALayer.backing(type, for: self)
    }

    /// The view's next responder: its view controller, else its superview.
    open override var next: UIResponder? { viewController ?? superview }

    // MARK: Overridable behaviour (declared here so that subclasses can override it)

    /// Lays out subviews; called after a layout pass changed the view's size or after
    /// ``setNeedsLayout()``. Override it to place subviews by hand; properties set inside an
    /// animation block animate along. The default does nothing (constraints are solved for the
    /// whole window by the layout pass).
    open func layoutSubviews() {}

    /// Asks for a layout pass (run by the harness before the next frame, or by `layoutIfNeeded()`).
    open func setNeedsLayout() { kinemaView.setNeedsLayout() }

    /// Runs a pending layout pass now (for the whole window; inside an animation block the
    /// frames it changes animate).
    open func layoutIfNeeded() {
        kinemaView.layoutIfNeeded()
    }
    /// The natural size of the view's content; either length may be ``noIntrinsicMetric``. Override
    /// it and call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// The size that fits `size`: the intrinsic size where there is one, else the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width >= 0 ? intrinsic.width : bounds.width,
            height: intrinsic.height >= 0 ? intrinsic.height : bounds.height)
    }

    /// Whether `point` (the receiver's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest view of the subtree that takes a touch at `point` (the receiver's coordinates),
    /// as UIKit finds it: a view that is hidden, has an alpha below 0.01, does not take touches or
    /// is running an animation made without `.allowUserInteraction` is skipped with its subtree;
    /// otherwise, when `point(inside:with:)` says yes, the subviews are asked front to back
    /// (through their own `hitTest(_:with:)`, so overrides are honoured) and the first answer wins,
    /// else the receiver. The walk recurses once per level, as UIKit's does.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    // MARK: Hierarchy hooks

    /// Called before the superview changes.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called before the window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Touches and gesture recognisers

    /// The gesture recognisers attached to the view, in the order they were added (nil when there
    /// are none). Setting it detaches the old ones and attaches the new ones.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// Whether `gestureRecognizer` may begin (asked, while it is still possible, of the view its
    /// touch landed on and of the view it is attached to). Override it to stop a gesture; the
    /// default says yes (`UIButton` says no to a single tap of an ancestor, as UIKit's controls do).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Auto Layout (declared here so that subclasses can override it)

    /// The view's Auto Layout bookkeeping (see `autoLayoutState`).
    var autoLayoutStorage: UIViewAutoLayoutState?

    /// Updates the view's constraints. UIKit's update pass calls it before a layout pass on every
    /// new view and on those that called ``setNeedsUpdateConstraints()``, deepest first. Override
    /// it to add or change constraints, and call `super.updateConstraints()` last (a missing call
    /// is logged as UIKit's exception).
    open func updateConstraints() { autoLayoutState.superUpdateConstraintsCalled = true }

    /// Whether the view relies on constraints. UIKit uses it to decide whether to run the update
    /// pass at all; the facade always runs it, so the answer changes nothing.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called when the safe-area insets of a view whose safe-area guide constraints use change.
    open func safeAreaInsetsDidChange() {}

    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}

    // MARK: Content (declared here so that subclasses can override it)

    /// How the view's content fits its bounds (recorded: the facade draws a symbol or text
    /// fitted to the bounds, its aspect kept, whatever the mode).
    open var contentMode: UIView.ContentMode = .scaleToFill

    /// Sets what the engine shows for the view (``kinemaView``'s `content`) from its current
    /// state: labels, image views and buttons override it. Called when that state, the tint or
    /// the superview changes.
    func refreshContent() {}

    // MARK: Alignment rectangles (declared here so that subclasses can override them)

    /// The rectangle Auto Layout aligns for `frame`: the frame itself by default. Recorded: the
    /// engine lays a view's subviews out in its bounds, so a rotated view's content keeps its size
    /// whatever this returns (the spinning tips tutorial overrides it to get that on iOS).
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame }

    /// The frame for an alignment rectangle: the rectangle itself by default (recorded, as above).
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect }
}
