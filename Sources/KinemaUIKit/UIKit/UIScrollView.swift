import Foundation
import Kinema

/// UIKit's scroll view: its ``contentOffset`` is its bounds' origin, so its subviews, laid out in
/// content coordinates, move up the screen as the offset grows. A drag moves the content with
/// the finger, past an edge on a rubber band; when the finger lifts, the content decelerates,
/// returns to an edge or settles on a page, one frame at a time on the harness's clock, calling
/// ``UIScrollViewDelegate/scrollViewDidScroll(_:)`` at each frame, as on iOS.
///
/// The motions are those of Kinema's `ScrollAxisMotion`, one for each axis:
///
/// - **Dragging.** ``panGestureRecognizer`` begins as any pan does (10 pt from where the finger
///   landed) on a scroll view that can scroll (see below); from there the offset is the offset it
///   began with less the finger's movement since, on each axis that scrolls. Past an edge the
///   overshoot `x` shows as `(1 - 1 / (0.55 x / d + 1)) d` (`d`: the bounds' length on that
///   axis), or is cut off when ``bounces`` is false.
/// - **Deceleration.** After the lift the offset keeps ``decelerationRate`` of its velocity each
///   millisecond and stops below 1 pt/s; meeting an edge, it overshoots and returns (or stops
///   there without ``bounces``).
/// - **Paging** (``isPagingEnabled``): the page nearest where the deceleration would stop, at most
///   one page from the one the drag began on (a page is the bounds' length), reached by the
///   settling spring below.
/// - **Settling.** A return from past an edge, a page, or a target the delegate changed in
///   ``UIScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`` is
///   reached by a critically damped spring (ω = 10/s) that starts with the finger's velocity.
/// - **Animated offsets.** ``setContentOffset(_:animated:)`` and
///   ``scrollRectToVisible(_:animated:)`` move the offset over 0.3 s, ease-in-out
///   *(Kinema's decision: UIKit does not publish its duration)*.
///
/// Auto Layout: constraints that size ``contentLayoutGuide`` set ``contentSize``;
/// ``frameLayoutGuide`` follows the offset; the scroll view's own edges, related to its content,
/// are the content guide's (UIKit's rule).
///
/// An axis scrolls when the content, with its insets, is longer than the bounds, or when
/// ``alwaysBounceVertical`` or ``alwaysBounceHorizontal`` asks for it (with ``bounces``). The
/// offsets the content allows run from `-inset` to `contentSize + inset - bounds size` on each
/// axis (the lower end when the content is shorter).
///
/// A finger landing on moving content stops it. Setting ``contentOffset`` (or the bounds) stops
/// any motion too.
///
/// **Zooming.** ``zoomScale``, ``setZoomScale(_:animated:)`` and ``zoom(to:animated:)`` scale the
/// view ``UIScrollViewDelegate/viewForZooming(in:)`` returns (a direct subview): its transform
/// becomes that scale, its frame's origin the content's origin, and ``contentSize`` its frame's
/// size; the offset brings the point asked for to the bounds' centre, within the offsets the
/// content then allows *(Kinema's decision: UIKit does not publish the rule; it gives the offsets
/// UIKit is reported to give)*. An animated change takes 0.3 s, ease-in-out, scale and offset
/// together, between ``UIScrollViewDelegate/scrollViewWillBeginZooming(_:with:)`` and
/// ``UIScrollViewDelegate/scrollViewDidEndZooming(_:with:atScale:)``, with
/// ``UIScrollViewDelegate/scrollViewDidZoom(_:)`` at each frame. There is no pinch (touches come
/// one finger at a time), so a double tap recogniser calling ``zoom(to:animated:)`` is the way
/// to zoom by hand. The scroll indicators and the keyboard are not modelled: their properties
/// keep the values they are given. ``adjustedContentInset`` is ``contentInset``: the
/// facade adds no safe-area insets to a scroll view's content.
@MainActor
open class UIScrollView: UIView {
    /// How fast the content slows down after a drag: the fraction of its velocity kept after each
    /// millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction kept after a millisecond.
        public var rawValue: CGFloat
        /// A rate from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default: 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A faster stop: 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adjusts the content's insets (kept: the facade adds none).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit's default.
        case automatic
        /// Only on the axes that scroll.
        case scrollableAxes
        /// Never.
        case never
        /// Always.
        case always
    }

    /// When a drag dismisses the keyboard (kept: there is no keyboard).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Never (UIKit's default).
        case none
        /// When a drag begins.
        case onDrag
        /// Following the drag.
        case interactive
    }

    /// The scroll indicators' style (kept: indicators are not drawn).
    public enum IndicatorStyle: Int, Sendable {
        /// Dark or light, as the content needs.
        case `default`
        /// Dark indicators.
        case black
        /// Light indicators.
        case white
    }

    /// A scroll view with `frame`; it clips its content to its bounds, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    /// A scroll view from an archive: on Linux there are no nibs, so an empty scroll view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    private func setUpScrolling() {
        clipsToBounds = true
        scrollPan.addTarget(self, action: UIScrollView.handleScrollPan)
        scrollPan.scrollView = self
        addGestureRecognizer(scrollPan)
    }

    /// The delegate (held weakly).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Itself.
    override var asScrollView: UIScrollView? { self }

    // MARK: Content

    /// The point of the content at the bounds' origin: the bounds' origin itself. Setting it stops
    /// any motion and tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            stopMotion()
            showOffset(newValue)
        }
    }

    /// The size of the content (the offsets it allows follow it). Constraints that size
    /// ``contentLayoutGuide`` set it at each layout pass that changes the guide's size.
    open var contentSize: CGSize = .zero {
        didSet { contentSizeDidChange() }
    }

    /// The content's rectangle for Auto Layout: its top-left corner is the content's origin. Its
    /// size is ``contentSize`` (at priority `fittingSizeLevel`) until a constraint is made on the
    /// guide; from then on its constraints size it, and each layout pass that changes its size
    /// sets ``contentSize``. Constraints between the scroll view's own edges and its
    /// content are made to this guide, as UIKit does (widths, heights and centres stay the
    /// frame's).
    open var contentLayoutGuide: UILayoutGuide { contentGuide ?? makeContentGuide() }

    /// The scroll view's frame for Auto Layout, in content coordinates: it moves with
    /// ``contentOffset``, so content pinned to it stays in view (a header that does not scroll).
    open var frameLayoutGuide: UILayoutGuide { frameGuide ?? makeFrameGuide() }

    /// Room added around the content.
    open var contentInset: UIEdgeInsets = .zero

    /// The insets the offsets follow: ``contentInset`` (the facade adds no safe-area insets).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// How the safe area would adjust the insets (kept).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// The bounds; a new origin is a new ``contentOffset`` (it stops any motion and tells the
    /// delegate).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            if newValue.origin != old { stopMotion() }
            super.bounds = newValue
            // A refused origin (not finite, or past the engine's limits) did not move.
            if super.bounds.origin != old { offsetDidMove() }
        }
    }

    /// Shows `offset` without stopping the motion under way, and tells the delegate when the
    /// offset moved (a refused offset, not finite or past the engine's limits, does not).
    func showOffset(_ offset: CGPoint) {
        let old = super.bounds
        guard offset != old.origin else { return }
        super.bounds = CGRect(origin: offset, size: old.size)
        if super.bounds.origin != old.origin { offsetDidMove() }
    }

    /// The offset moved: subclasses follow it, then the delegate hears of it.
    private func offsetDidMove() {
        contentOffsetDidChange()
        delegate?.scrollViewDidScroll(self)
    }

    /// The offset moved (before the delegate hears of it): a table view shows the rows now in
    /// view. Nothing here.
    func contentOffsetDidChange() {}

    /// Moves the content to `contentOffset`, over 0.3 s (ease-in-out) when `animated`, calling
    /// ``UIScrollViewDelegate/scrollViewDidScroll(_:)`` at each frame and
    /// ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)`` at the end. Any motion
    /// under way stops; an animation to the offset the content already has does nothing.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveOffset(to: contentOffset, animated: animated)
    }

    /// Scrolls the least that shows `rect` (content coordinates) whole, or its top-left part when
    /// it is larger than the bounds, within the offsets the content allows; animated as
    /// ``setContentOffset(_:animated:)``.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        if let target = offset(showing: rect) { setContentOffset(target, animated: animated) }
    }

    // MARK: Scrolling

    /// The scroll view's own pan begins only when some axis scrolls; other recognisers are asked
    /// as a plain view asks them.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let axes = scrollingAxes
        return axes.x || axes.y
    }

    /// Whether a drag scrolls the content (false disables ``panGestureRecognizer``).
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }

    /// Whether the content settles on whole pages (multiples of the bounds' size).
    open var isPagingEnabled = false

    /// Whether the content may go past its edges and spring back.
    open var bounces = true

    /// Whether the content bounces vertically even when it is not taller than the bounds.
    open var alwaysBounceVertical = false

    /// Whether the content bounces horizontally even when it is not wider than the bounds.
    open var alwaysBounceHorizontal = false

    /// How fast the content slows down after a drag (``DecelerationRate/normal`` by default).
    open var decelerationRate: DecelerationRate = .normal

    /// Whether a drag that begins along one axis moves the content along that axis only, until
    /// the finger lifts: one whose movement when the pan begins is at most half as long across
    /// an axis as along it (within about 26.6° of the axis, *Kinema's decision*: UIKit says only
    /// "one general direction"); a diagonal drag moves both. It matters when both axes scroll.
    open var isDirectionalLockEnabled = false

    /// Whether a tap on the status bar scrolls to the top (kept: there is no status bar).
    open var scrollsToTop = true

    /// Whether touches in the content wait to see whether a drag begins (kept: the content gets
    /// its touches at once, and loses them when the drag begins).
    open var delaysContentTouches = true

    /// Whether a drag may take the touches of the content (kept; it always does).
    open var canCancelContentTouches = true

    /// The recogniser of drags: attach actions to it, or make other recognisers wait for it.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    /// Whether a finger is on the content (down, whether or not a drag began).
    open internal(set) var isTracking = false

    /// Whether a drag is moving the content.
    open internal(set) var isDragging = false

    /// Whether the content is moving on its own after a drag.
    open internal(set) var isDecelerating = false

    // MARK: Zooming

    /// The smallest scale ``setZoomScale(_:animated:)`` and ``zoom(to:animated:)`` allow (1 by
    /// default).
    open var minimumZoomScale: CGFloat = 1

    /// The largest scale they allow (1 by default: zooming needs a larger one, and a view from
    /// ``UIScrollViewDelegate/viewForZooming(in:)``).
    open var maximumZoomScale: CGFloat = 1

    /// The scale of the view the delegate zooms (1 to begin with). Setting it is
    /// ``setZoomScale(_:animated:)`` without animation.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Scales the zoomed view to `scale`, within the zoom limits, keeping the point of the content
    /// at the bounds' centre there (as far as the offsets the content allows at the new scale
    /// let it); over 0.3 s, ease-in-out, when `animated`. Without a view to zoom, or with a scale
    /// that is not a positive finite number within the limits, nothing changes.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        changeZoom(to: scale, animated: animated) { _, ratio in
            let size = self.bounds.size
            let o = self.contentOffset
            return CGPoint(
                x: (o.x + size.width / 2) * ratio - size.width / 2, y: (o.y + size.height / 2) * ratio - size.height / 2
            )
        }
    }

    /// Zooms so that `rect`, in the zoomed view's own coordinates, fills the bounds as far as it
    /// fits: the scale is the smaller of the bounds' width over the rectangle's and height over
    /// the rectangle's, within the zoom limits, and the rectangle's centre comes to the bounds'
    /// centre (as far as the offsets the content allows let it). Animated as
    /// ``setZoomScale(_:animated:)``.
    open func zoom(to rect: CGRect, animated: Bool) {
        let size = bounds.size
        let scale = Swift.min(size.width / rect.width, size.height / rect.height)
        changeZoom(to: scale, animated: animated) { scale, _ in
            CGPoint(x: rect.midX * scale - size.width / 2, y: rect.midY * scale - size.height / 2)
        }
    }

    /// Whether a pinch is zooming the content (false: there is no pinch; animated changes of the
    /// zoom scale are not gestures).
    open var isZooming: Bool { false }

    /// Whether a pinch's zoom is bouncing back within the limits (false: there is no pinch).
    open var isZoomBouncing: Bool { false }

    // MARK: Kept values

    /// Whether the horizontal indicator shows while scrolling (kept: not drawn).
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical indicator shows while scrolling (kept: not drawn).
    open var showsVerticalScrollIndicator = true
    /// The indicators' style (kept).
    open var indicatorStyle: IndicatorStyle = .default
    /// When a drag dismisses the keyboard (kept).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a pinch bounces past the zoom limits (kept: there is no pinch).
    open var bouncesZoom = true

    /// Shows the indicators for a moment (nothing to show: they are not drawn).
    open func flashScrollIndicators() {}

    // MARK: Storage

    /// The recogniser behind ``panGestureRecognizer``.
    let scrollPan = ScrollPanGestureRecognizer()
    /// The drag under way: the offset it began with and the finger's translation then, the page
    /// it began on (paging), and the axes it moves (one only when a directional lock holds).
    var drag: (offset: CGPoint, translation: CGPoint, page: (x: Int, y: Int), axes: (x: Bool, y: Bool))?
    /// The guides behind ``contentLayoutGuide`` and ``frameLayoutGuide``, made when first asked
    /// for, and the content guide's size constraints (width, height).
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    var contentSizeConstraints: [NSLayoutConstraint] = []
    /// The motion under way after a lift or an animated offset.
    var motion: ScrollMotion?
    /// The link that plays ``motion`` at each frame.
    var motionLink: DisplayLink?
    /// How many motions have started (tells a frame whether its motion is still the one under way).
    var motionSerial = 0
    /// The scale behind ``zoomScale``.
    var currentZoomScale: CGFloat = 1
}
