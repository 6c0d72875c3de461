import Kinema

/// The fast cart button of the tutorial “Getting creative with custom UIKit controls”
/// (<doc:TheFastCartButton>): a round pink button whose cart
/// winds up while pressed and races off, trailing speed lines, when released.
///
/// Scene (tree pre-order): `root` 375x667; `control` 52x52 centred; in it the three pink lines
/// (alpha 0.6, below the button) and `button` (52x52, cornerRadius 26, clips, systemPink); in the
/// button `cart` (26x22 intrinsic, a white-tinted image) and the three white lines (height 2,
/// cornerRadius 1). Idle: white widths 24, trailing == button.leading + 11 / 8 / 14, middle
/// centerY == button.centerY + 1, the others 3 pt above and below it, cart centred; each pink line
/// takes its white line's width, centerY and trailing.
///
/// Touches go to the control (every subview ignores touches) through a ``/Kinema/ControlTracker``;
/// ``transition(from:on:)`` decides, and the animation methods carry out the tutorial's blocks with
/// its numbers. Random offsets are drawn from `SplitMix64(seed)` in the tutorial's order (see <doc:PlayingControls>):
/// each draw is `center + uniform(in: -jitter...jitter)`; with jitter 0 the draws still happen and
/// give exactly the centre values.
public final class FastCartButton: PlayableControl, ControlTracking {
    /// `fast-cart-button`.
    public static let name = "fast-cart-button"
    /// For `kinema play --list`.
    public static let summary = "a UIControl whose cart winds up on press and zooms off on release"
    /// The views in tree pre-order.
    public static let viewNames = [
        "root", "control", "topPinkLine", "middlePinkLine", "bottomPinkLine", "button", "cart",
        "topWhiteLine", "middleWhiteLine", "bottomWhiteLine"
    ]

    /// The idle white line widths.
    public static let idleWidth = 24.0
    /// The idle trailing offsets from the button's leading edge (top, middle, bottom).
    public static let idleTrailing = [11.0, 8.0, 14.0]
    /// The pink lines' idle alpha.
    public static let idlePinkAlpha = 0.6

    /// The scene.
    public let scene: Scene
    /// The UIControl itself (52x52, clear).
    public let control: View
    /// The pink circle (clips its subviews).
    public let button: View
    /// The cart image.
    public let cart: View
    /// Top, middle and bottom white lines (in the button).
    public let whiteLines: [View]
    /// Top, middle and bottom pink lines (in the control, below the button).
    public let pinkLines: [View]

    /// The current state.
    public private(set) var state: State = .idle
    /// How many primary actions (`touchUpInside`) the control sent.
    public private(set) var primaryActionCount = 0
    /// Called on each primary action.
    public var primaryAction: (() -> Void)?

    var random: SplitMix64
    let jitter: Double
    let cartCenterX: LayoutConstraint
    let lineWidths: [LayoutConstraint]
    let lineTrailings: [LayoutConstraint]
    private var tracker: ControlTracker<FastCartButton>?

    /// Builds the scene, laid out at idle.
    public init(configuration: ControlConfiguration) throws(SceneError) {
        random = SplitMix64(seed: configuration.seed)
        jitter = configuration.jitter
        scene = Scene(size: Size(width: 375, height: 667))
        control = View(name: "control")
        button = View(name: "button")
        cart = View(name: "cart")
        whiteLines = ["topWhiteLine", "middleWhiteLine", "bottomWhiteLine"].map { View(name: $0) }
        pinkLines = ["topPinkLine", "middlePinkLine", "bottomPinkLine"].map { View(name: $0) }
        (cartCenterX, lineWidths, lineTrailings) = try Self.build(
            scene: scene, control: control, button: button,
            cart: cart, white: whiteLines, pink: pinkLines)
        tracker = ControlTracker(view: control, delegate: self)
        scene.layoutIfNeeded()
    }

    /// Nothing happens without touches.
    public func start() {}

    /// The control's tracker receives touches that land on the control.
    public func touchHandler(for view: View) -> (any TouchHandler<any Error>)? {
        view === control ? tracker : nil
    }

    // MARK: Tracking (the tutorial's UIControl overrides)

    /// Accepted only when idle; starts the press.
    public func beginTracking(at location: Point) throws -> Bool {
        try handle(.beginTracking)
    }

    /// Pressed while within the extended bounds, cancelled outside them.
    public func continueTracking(at location: Point) throws -> Bool {
        try handle(.continueTracking(insideExtendedBounds: control.extendedBounds().contains(location)))
        return true
    }

    /// Up within the extended bounds, cancelled outside them.
    public func endTracking(at location: Point) throws {
        try handle(.endTracking(insideExtendedBounds: control.extendedBounds().contains(location)))
    }

    /// Cancelled.
    public func cancelTracking() throws {
        try handle(.cancelTracking)
    }

    /// Counts the action and calls ``primaryAction``.
    public func sendPrimaryAction() throws {
        primaryActionCount += 1
        primaryAction?()
    }

    // MARK: Dispatch

    /// Applies ``transition(from:on:)`` and carries out its effects; returns whether a touch was
    /// accepted (for `beginTracking`).
    @discardableResult
    func handle(_ event: Event) throws -> Bool {
        let next = Self.transition(from: state, on: event)
        state = next.state
        var accepted = true
        for effect in next.effects {
            switch effect {
            case .acceptTouch: accepted = true
            case .refuseTouch: accepted = false
            case .animateTouchDown: try performTouchDownAnimations()
            case .animateTouchCancelled: try performTouchCancelledAnimations()
            case .animateTouchUp: try performTouchUpAnimations()
            case .restoreIdleLayout: restoreIdleLayout()
            }
        }
        return accepted
    }

    /// Handles a completion, which has no caller to throw to: an error goes to the scene's
    /// diagnostics (none with the tutorial's constant parameters; the tests check it).
    func complete(_ event: Event) {
        scene.reportingErrors { try handle(event) }
    }

    /// `center + uniform(in: -jitter...jitter)`: one draw.
    func jittered(_ center: Double) -> Double {
        center + random.uniform(in: -jitter...jitter)
    }
}
