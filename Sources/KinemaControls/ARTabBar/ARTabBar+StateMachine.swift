import Kinema

extension ARTabBar {
    /// The selected tab; its raw value is the button's tag (the tutorial's colour index).
    public enum State: Int, CaseIterable, Hashable, Sendable {
        /// The gamepad tab (left, tag 0).
        case gamepad = 0
        /// The camera tab (middle, tag 1): the arrows show and the camera button is large.
        case camera = 1
        /// The lines tab (right, tag 2).
        case lines = 2

        /// The root's background colour for this tab (the tutorial's colour literals, by tag).
        public var color: Color {
            switch self {
            case .gamepad: Color(red: 0.1405054927, green: 0.8361622691, blue: 0.7859327197)
            case .camera: Color(red: 0.9409117103, green: 0.3756327331, blue: 0.3815465271)
            case .lines: Color(red: 0.9581180215, green: 0.6209359765, blue: 0.3150889277)
            }
        }
    }

    /// A tap on one of the three tab buttons (`didSelectTab`).
    public enum Event: Hashable, Sendable {
        /// The gamepad button was tapped.
        case tapGamepad
        /// The camera button was tapped.
        case tapCamera
        /// The lines button was tapped.
        case tapLines
    }

    /// What `didSelectTab` does, in order.
    public enum Effect: Hashable, Sendable {
        /// `showArrows()`: arrows visible, camera height constant 100.
        case showArrows
        /// `hideArrows()`: arrows hidden, camera height constant 60.
        case hideArrows
        /// `centerIndicatorTo(_:)`: the indicator's centerX constraint moves to this tab's button.
        case centerIndicator(on: State)
        /// The 0.75 s spring (damping ratio 0.4, velocity 0, allowing interaction) that rotates the
        /// arrows (identity for the camera tab, pi otherwise), sets this tab's colour and lays out.
        case animateSelection(State)
    }

    /// The state after an event and the effects to carry out.
    public typealias Transition = StateTransition<State, Effect>

    /// The tab bar's behaviour as one pure function (the tutorial's `didSelectTab`). The previous
    /// selection does not matter: the tutorial has no guard, so tapping the selected tab runs the
    /// same block again (nothing changes, so nothing animates); a tap during the spring adds a new
    /// spring on top of the running one (additive keys, as the view animations article of Kinema's
    /// documentation describes).
    public static func transition(from state: State, on event: Event) -> Transition {
        switch (state, event) {
        case (_, .tapCamera):
            return Transition(
                state: .camera,
                effects: [.showArrows, .centerIndicator(on: .camera), .animateSelection(.camera)])
        case (_, .tapGamepad):
            return Transition(
                state: .gamepad,
                effects: [.hideArrows, .centerIndicator(on: .gamepad), .animateSelection(.gamepad)])
        case (_, .tapLines):
            return Transition(
                state: .lines,
                effects: [.hideArrows, .centerIndicator(on: .lines), .animateSelection(.lines)])
        }
    }
}
