import Kinema

/// The spinning tips of the tutorial “Design Teardown: Spinning Tips” (<doc:TheSpinningTips>): a
/// card that swings in from the right
/// about a pivot 500 pt below the screen's centre, follows the finger, snaps back, and is flung
/// away to bring in the next tip from the other side.
///
/// Scene (tree pre-order): `root` 375x667, black at alpha 0.5; `tip` 300x400 (white, corner radius
/// 10, clipping), holding `title`, `summary`, `image` and `pageControl` (with its dots `pageDot0`
/// to `pageDot2`) laid out by constraints: 20 pt margins, 8 pt between neighbours, labels at their
/// intrinsic heights, the image taking the remaining height (its vertical compression resistance
/// 749 is below the labels' 750). See `SpinningTips+Scene.swift` for the numbers.
///
/// Physics (a ``/Kinema/DynamicAnimator`` on the root): a snap to the root's centre (damping 0.5) and the
/// pivot, an attachment from the tip's point (0, 500) below its centre to the point 500 pt below
/// the root's centre, of length 0 (a pin). A ``/Kinema/PanGestureRecognizer`` on the root receives every
/// touch (on the root or on the tip); like `UIPanGestureRecognizer` it begins only once the touch
/// has moved ``panHysteresis`` (10 pt), so a tap does nothing. Its handler runs in every state, as
/// the tutorial's does, including while a flung tip waits 0.4 s for the next one;
/// ``transition(from:on:tipCount:rootCenter:)`` decides, and the wiring in
/// `SpinningTips+Dynamics.swift` carries out its effects.
public final class SpinningTips: PlayableControl {
    /// `spinning-tips`.
    public static let name = "spinning-tips"
    /// For `kinema play --list`.
    public static let summary =
        "a tip card that swings in about an off-screen pivot, follows the finger, snaps back or flies off"
    /// The views in tree pre-order.
    public static let viewNames = [
        "root", "tip", "title", "summary", "image", "pageControl", "pageDot0", "pageDot1", "pageDot2"
    ]
    /// The root's size.
    public static let rootSize = Size(width: 375, height: 667)
    /// The root's centre, where the snap pulls the tip.
    public static let rootCenter = Point(x: 187.5, y: 333.5)
    /// The distance from the tip's centre to its pivot, and the side offset of the rotated
    /// positions (the tutorial's `kTipViewOffset`).
    public static let pivotOffset = 500.0
    /// Releasing closer than this to the centre line (|x - 187.5| < 100) snaps back.
    public static let flingThreshold = 100.0
    /// How long after a fling the next tip comes in (the tutorial's `dispatch_after` of 0.4 s).
    public static let leaveDelay = 0.4
    /// How far (points) a touch must move before the pan begins, as `UIPanGestureRecognizer`'s
    /// does *(decided: 10)*; a tap does nothing.
    public static let panHysteresis = PanGestureRecognizer<any Error>.defaultHysteresis
    /// How long the root takes to fade out when the tips are dismissed.
    public static let dismissDuration = 0.3

    /// The scene.
    public let scene: Scene
    /// The card.
    public let tip: View
    /// The title label.
    public let title: View
    /// The summary label.
    public let summary: View
    /// The image view.
    public let image: View
    /// The page control.
    public let pageControl: View
    /// The page control's dots, one per tip.
    public let pageDots: [View]
    /// The dynamic animator (reference view: the root).
    public let animator: DynamicAnimator
    /// The snap to the root's centre.
    public let snapBehavior: SnapBehavior
    /// The pivot: the tip's point 500 pt below its centre pinned 500 pt below the root's centre.
    public let attachmentBehavior: AttachmentBehavior
    /// The finger's attachment while dragging (and while a flung tip leaves).
    public internal(set) var panBehavior: AttachmentBehavior?
    /// The tips shown, in order.
    public let tips: [Tip] = SpinningTips.tips

    /// The current state.
    public private(set) var state: State = .idle
    /// The index of the tip the card shows.
    public internal(set) var displayedIndex = 0

    private var pan: PanGestureRecognizer<any Error>?

    /// Builds the scene with the first tip upright on the centre, laid out, and the animator idle.
    public init(configuration: ControlConfiguration) throws(SceneError) {
        scene = Scene(size: Self.rootSize)
        tip = View(name: "tip")
        title = View(name: "title")
        summary = View(name: "summary")
        image = View(name: "image")
        pageControl = View(name: "pageControl")
        pageDots = (0..<Self.tips.count).map { View(name: "pageDot\($0)") }
        try Self.build(
            scene: scene, tip: tip, title: title, summary: summary, image: image,
            pageControl: pageControl, dots: pageDots)
        animator = try DynamicAnimator(referenceView: scene.root)
        let c = Self.rootCenter, offset = Vector(dx: 0, dy: Self.pivotOffset)
        snapBehavior = SnapBehavior(item: tip, snapTo: c)
        snapBehavior.dampingRatio = 0.5
        // Made with the tip upright on the centre, so the measured length is exactly 0: a pin.
        attachmentBehavior = AttachmentBehavior(item: tip, offsetFromCenter: offset, attachedToAnchor: c + offset)
        attachmentBehavior.length = 0
        pan = PanGestureRecognizer(view: scene.root) { [weak self] pan in
            try self?.panTipView(pan)
        }
        showTip(0)
        scene.layoutIfNeeded()
    }

    /// `setupAnimator`: shows the first tip and resets it to the right, so it swings in.
    public func start() throws {
        try handle(.start)
    }

    /// The pan on the root receives every touch (the tip and its subviews have no handler, so the
    /// router walks up to the root).
    public func touchHandler(for view: View) -> (any TouchHandler<any Error>)? {
        view === scene.root ? pan : nil
    }

    /// The index of the current tip in the state machine (the one showing, dragged or leaving).
    public var index: Int? {
        switch state {
        case .idle: nil
        case .showing(let i), .dragging(let i), .leaving(let i, _): i
        case .dismissed: nil
        }
    }

    // MARK: Dispatch

    /// `panTipView`: the recogniser's state becomes an event.
    private func panTipView(_ pan: PanGestureRecognizer<any Error>) throws {
        switch pan.state {
        case .began: try handle(.panBegan(pan.location))
        case .changed: try handle(.panMoved(pan.location))
        case .ended, .cancelled: try handle(.panEnded(pan.location))
        case .possible, .failed: break
        }
    }

    /// Applies ``transition(from:on:tipCount:rootCenter:)`` and carries out its effects.
    public func handle(_ event: Event) throws {
        let next = Self.transition(from: state, on: event, tipCount: tips.count, rootCenter: Self.rootCenter)
        state = next.state
        for effect in next.effects { try perform(effect) }
    }

    /// Handles an event from a timer or a completion, which has no caller to throw to: an error
    /// goes to the scene's diagnostics (none with the tutorial's constant parameters; the tests
    /// check it).
    func complete(_ event: Event) {
        scene.reportingErrors { try handle(event) }
    }

}
