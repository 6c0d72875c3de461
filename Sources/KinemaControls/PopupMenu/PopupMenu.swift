import Kinema

/// The interactive popup menu of the tutorial “Building Better iOS App Animations”
/// (<doc:ThePopupMenu>): a sheet whose "Reviews" title
/// strip peeks from the bottom of the screen; a tap or a drag opens it, and it can be caught in
/// flight, scrubbed, thrown either way and let go, through three property animators.
///
/// Scene (tree pre-order): `root` 375x667; `overlay` pinned to the root's edges, black, alpha 0;
/// `popup` (leading/trailing on the root, height 500, bottom == root.bottom + 440 closed / + 0
/// open, white, corner radius 0 closed / 20 open on its two top corners only, the tutorial's
/// `maskedCorners`) holding `closedTitle` (top == popup.top + 20,
/// intrinsic height 18) and `openTitle` (top == popup.top + 30, intrinsic height 29, alpha 0,
/// transform scale 0.65 then translate (0, -15)), both pinned to the popup's sides. So the
/// popup's centre is at y = 667 + 440 - 250 = 857 closed and 667 - 250 = 417 open.
///
/// An instant pan (a ``/Kinema/PanGestureRecognizer`` with no hysteresis, so it begins on `down`) on the
/// popup drives ``transition(from:on:)``; its effects are the tutorial's calls on
/// ``runningAnimators``. A cancelled touch does nothing, as the tutorial's handler has no case for
/// it: animators it paused stay paused until the next touch on the popup catches them.
///
/// Decided where Kinema or the tutorial's text leave a choice:
/// - The titles are labels reading "Reviews": closed in the blue of the tutorial's code
///   (``closedTitleColor``), open in black (the tutorial: "a darker colour" when open). They take
///   no touches, like UILabel.
/// - The tutorial's shadow, background image and sample reviews are not drawn.
/// - Step 9's "whenever an animation finishes, we remove it from the array": a title animator's
///   completion removes that very animator (found by its batch, as the array holds animators, not
///   roles); the transition's completion, which settles the state, empties the whole list (as the
///   tutorial's final code does). A caught transition and its titles resume over different
///   remaining shares (the spring's progress runs ahead of the titles' elapsed share), so the
///   titles can outlive the transition; the next pan then starts three new animators from the
///   settled state, whose title animators replace the leftover ones on the titles' alphas (alpha
///   is not an additive key), so the popup and its titles always settle on the same state.
public final class PopupMenu: PlayableControl {
    /// `popup-menu`.
    public static let name = "popup-menu"
    /// For `kinema play --list`.
    public static let summary = "a popup sheet opened by tap or drag, scrubbable and reversible with property animators"
    /// The views in tree pre-order.
    public static let viewNames = ["root", "overlay", "popup", "closedTitle", "openTitle"]
    /// The titles' text (the tutorial's).
    public static let titleText = "Reviews"
    /// The closed title's colour: the tutorial's code's (red 0, green 0.5898, blue 1).
    public static let closedTitleColor = Color(red: 0, green: 0.5898, blue: 1)
    /// The open title's colour: black (darker than the closed one) *(decided)*.
    public static let openTitleColor = Color.black
    /// How far the closed popup's bottom is below the root's (the tutorial's `popupOffset`).
    public static let popupOffset = 440.0
    /// The popup's height.
    public static let popupHeight = 500.0
    /// The closed title's intrinsic height.
    public static let closedTitleHeight = 18.0
    /// The open title's intrinsic height.
    public static let openTitleHeight = 29.0
    /// The open popup's corner radius.
    public static let openCornerRadius = 20.0
    /// The overlay's alpha when open.
    public static let openOverlayAlpha = 0.5
    /// Every animator's duration.
    public static let animationDuration = 1.0
    /// The closed title's transform when open: scale 1.6, then translate (0, 15).
    public static let closedTitleOpenTransform = AffineTransform(scaleX: 1.6, y: 1.6)
        .then(AffineTransform(translationX: 0, y: 15))
    /// The open title's transform when closed: scale 0.65, then translate (0, -15).
    public static let openTitleClosedTransform = AffineTransform(scaleX: 0.65, y: 0.65)
        .then(AffineTransform(translationX: 0, y: -15))

    /// A running animator with its role and the progress recorded when the last pan began.
    public struct RunningAnimator {
        /// Which of the three animators it is.
        public let role: AnimatorRole
        /// The animator.
        public let animator: PropertyAnimator
        /// Which set of three it belongs to: 1 for the first animators created, then 2, and so on.
        public let batch: Int
        /// Its `fractionComplete` when the last pan began (the tutorial's `animationProgress`).
        public internal(set) var progress: Double = 0
    }

    /// The scene.
    public let scene: Scene
    /// The dimming view behind the popup.
    public let overlay: View
    /// The sheet.
    public let popup: View
    /// The small title shown while closed.
    public let closedTitle: View
    /// The large title shown while open.
    public let openTitle: View
    /// popup.bottom == root.bottom + constant (440 closed, 0 open).
    public let bottomConstraint: LayoutConstraint

    /// Closed or open (changes when the transition animator completes at its end).
    public private(set) var state: State = .closed
    /// The animators not yet finished, in creation order (the tutorial's `runningAnimators`).
    public internal(set) var runningAnimators: [RunningAnimator] = []
    /// How many sets of three animators have been created.
    var batches = 0
    private var pan: PanGestureRecognizer<any Error>?

    /// Builds the scene, closed and laid out.
    public init(configuration: ControlConfiguration) throws(SceneError) {
        scene = Scene(size: Size(width: 375, height: 667))
        overlay = View(name: "overlay")
        popup = View(name: "popup")
        closedTitle = View(name: "closedTitle")
        openTitle = View(name: "openTitle")
        bottomConstraint = try Self.build(
            scene: scene, overlay: overlay, popup: popup, closedTitle: closedTitle,
            openTitle: openTitle)
        pan = PanGestureRecognizer(instantPanOn: popup) { [weak self] (recognizer: PanGestureRecognizer<any Error>) in
            try self?.panned(recognizer)
        }
        scene.layoutIfNeeded()
    }

    /// Nothing happens without touches.
    public func start() {}

    /// The popup's instant pan receives touches that land on the popup (or its titles).
    public func touchHandler(for view: View) -> (any TouchHandler<any Error>)? {
        view === popup ? pan : nil
    }

    // MARK: Dispatch

    /// The tutorial's `popupViewPanned(recognizer:)`: turns the pan's state into an event.
    func panned(_ recognizer: PanGestureRecognizer<any Error>) throws {
        let reversed = runningAnimators.first?.animator.isReversed ?? false
        switch recognizer.state {
        case .possible, .failed:
            return
        case .began:
            try handle(.panBegan(animatorsRunning: !runningAnimators.isEmpty))
        case .changed:
            try handle(.panChanged(translationY: recognizer.translation.dy, firstAnimatorReversed: reversed))
        case .ended:
            try handle(.panEnded(velocityY: recognizer.velocity.dy, firstAnimatorReversed: reversed))
        case .cancelled:
            try handle(.panCancelled)
        }
    }

    /// Applies ``transition(from:on:)`` and carries out its effects in order.
    public func handle(_ event: Event) throws {
        let next = Self.transition(from: state, on: event)
        state = next.state
        for effect in next.effects { try perform(effect) }
    }

    /// Handles a completion, which has no caller to throw to: an error goes to the scene's
    /// diagnostics (none with the tutorial's constant parameters; the tests check it).
    func complete(_ event: Event) {
        scene.reportingErrors { try handle(event) }
    }
}
