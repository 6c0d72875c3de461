import Kinema

/// The AR camera tab bar of the tutorial “Bringing Animations to Life on iOS (UIKit)”
/// (<doc:TheARTabBar>): three tabs whose selection springs
/// the indicator across, resizes the camera button, hides or shows the arrows and recolours the
/// screen.
///
/// Scene (tree pre-order): `root` 375x812 with safe-area insets 44 / 34; `tabStack` (horizontal,
/// equal spacing, bottom-aligned, 20 pt margins at priority 750 within required >= 20) arranging
/// `gamepadButton`, `cameraColumn` (vertical, spacing 20, centred, on the root's centre line:
/// `arrowsButton` over `cameraButton`) and `linesButton`; `indicator` 60x5 under the stack, on the
/// safe-area bottom. Small buttons are 44x44 (intrinsic); the camera button is square with height
/// 100 or 60, its corner radius half its height and its white border 8% of it (a `layoutSubviews`
/// hook, so both follow the animated bounds).
///
/// The indicator rounds only its two top corners (radius 4), as the tutorial's `viewDidLoad` sets
/// its `maskedCorners`. Decided where the tutorial's storyboard is not shown: the indicator is
/// white; buttons have clear backgrounds with white images; the camera button keeps its class's
/// 100x100 intrinsic size (its constraints fix it).
public final class ARTabBar: PlayableControl {
    /// `ar-tab-bar`.
    public static let name = "ar-tab-bar"
    /// For `kinema play --list`.
    public static let summary =
        "a three-tab camera bar: indicator, camera size, arrows and colour spring to the tapped tab"
    /// The views in tree pre-order.
    public static let viewNames = [
        "root", "tabStack", "gamepadButton", "cameraColumn", "arrowsButton", "cameraButton", "linesButton",
        "indicator"
    ]
    /// The camera button's height with the arrows shown (its intrinsic height).
    public static let normalHeight = 100.0
    /// The camera button's height with the arrows hidden (0.6 of normal).
    public static let smallHeight = 60.0

    /// The scene.
    public let scene: Scene
    /// The horizontal stack.
    public let tabStack: View
    /// The left tab (tag 0).
    public let gamepadButton: View
    /// The middle column (a vertical stack).
    public let cameraColumn: View
    /// The arrows over the camera button.
    public let arrowsButton: View
    /// The round camera button (tag 1).
    public let cameraButton: View
    /// The right tab (tag 2).
    public let linesButton: View
    /// The bar under the selected tab.
    public let indicator: View

    /// The selected tab.
    public private(set) var state: State = .camera

    let cameraHeight: LayoutConstraint
    var indicatorCenterX: LayoutConstraint
    private var targets: [ButtonTarget<any Error>] = []

    /// Builds the scene with the camera tab selected, laid out.
    public init(configuration: ControlConfiguration) throws(SceneError) {
        scene = Scene(size: Size(width: 375, height: 812))
        tabStack = View(name: "tabStack")
        gamepadButton = View(name: "gamepadButton")
        cameraColumn = View(name: "cameraColumn")
        arrowsButton = View(name: "arrowsButton")
        cameraButton = View(name: "cameraButton")
        linesButton = View(name: "linesButton")
        indicator = View(name: "indicator")
        (cameraHeight, indicatorCenterX) = try Self.build(
            scene: scene, tabStack: tabStack, gamepad: gamepadButton, column: cameraColumn, arrows: arrowsButton,
            camera: cameraButton, lines: linesButton, indicator: indicator)
        scene.root.backgroundColor = State.camera.color
        targets = [
            ButtonTarget(view: gamepadButton) { [weak self] in try self?.handle(.tapGamepad) },
            ButtonTarget(view: cameraButton) { [weak self] in try self?.handle(.tapCamera) },
            ButtonTarget(view: linesButton) { [weak self] in try self?.handle(.tapLines) }
        ]
        scene.layoutIfNeeded()
    }

    /// Nothing happens without touches.
    public func start() {}

    /// The three tab buttons take taps; the arrows and the stacks do not.
    public func touchHandler(for view: View) -> (any TouchHandler<any Error>)? {
        targets.first { $0.view === view }
    }

    /// The button of a tab.
    public func button(for tab: State) -> View {
        switch tab {
        case .gamepad: gamepadButton
        case .camera: cameraButton
        case .lines: linesButton
        }
    }

    /// Applies ``transition(from:on:)`` and carries out its effects.
    public func handle(_ event: Event) throws {
        let next = Self.transition(from: state, on: event)
        state = next.state
        for effect in next.effects {
            switch effect {
            case .showArrows:
                arrowsButton.isHidden = false
                cameraHeight.constant = Self.normalHeight
            case .hideArrows:
                arrowsButton.isHidden = true
                cameraHeight.constant = Self.smallHeight
            case .centerIndicator(let tab):
                try centerIndicator(on: button(for: tab))
            case .animateSelection(let tab):
                try animateSelection(tab)
            }
        }
    }

    /// `centerIndicatorTo(_:)`: swaps the indicator's centerX constraint.
    private func centerIndicator(on view: View) throws(SceneError) {
        indicatorCenterX.deactivate()
        let new = indicator.centerXAnchor.constraint(equalTo: view.centerXAnchor)
        do {
            try new.activate()
        } catch {
            try? indicatorCenterX.activate()
            throw error
        }
        indicatorCenterX = new
    }

    /// The tutorial's `animate(block:)` around `rotateArrows`, the colour and a layout pass.
    private func animateSelection(_ tab: State) throws(AnimationError) {
        try scene.animate(
            withDuration: 0.75, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
            options: .allowUserInteraction
        ) {
            arrowsButton.transform = tab == .camera ? .identity : AffineTransform(rotationAngle: .pi)
            scene.root.backgroundColor = tab.color
            scene.layoutIfNeeded()
        }
    }
}
