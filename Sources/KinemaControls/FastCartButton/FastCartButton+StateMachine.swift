extension FastCartButton {
    /// The tutorial's `TouchState`.
    public enum State: Hashable, Sendable {
        /// No interaction or animation.
        case idle
        /// Pressed (the touch is within the extended bounds).
        case down
        /// Released within the extended bounds: the cart races off.
        case up
        /// The press was abandoned (dragged out of the extended bounds, lifted outside, or cancelled).
        case cancelled
    }

    /// What happens to the control: its tracking calls and its animations' completions.
    public enum Event: Hashable, Sendable {
        /// `beginTracking`: a touch landed on the control.
        case beginTracking
        /// `continueTracking`: the touch moved, inside or outside the bounds extended by 70 pt.
        case continueTracking(insideExtendedBounds: Bool)
        /// `endTracking`: the touch lifted, inside or outside the extended bounds.
        case endTracking(insideExtendedBounds: Bool)
        /// `cancelTracking`: the system cancelled the touch.
        case cancelTracking
        /// The touch-cancelled spring finished (or was cut short: the tutorial ignores `finished`).
        case cancelledAnimationCompleted
        /// The touch-up keyframe animation finished.
        case upAnimationCompleted
    }

    /// What the view wiring does after a transition, in order.
    public enum Effect: Hashable, Sendable {
        /// `beginTracking` returns true.
        case acceptTouch
        /// `beginTracking` returns false: the sequence is ignored.
        case refuseTouch
        /// The touch-down spring (0.8 s, damping ratio 1).
        case animateTouchDown
        /// The touch-cancelled spring back to idle (0.3 s, damping ratio 1).
        case animateTouchCancelled
        /// The touch-up keyframes (0.8 s, cubic).
        case animateTouchUp
        /// Remove every running animation and show the idle layout without animation.
        case restoreIdleLayout
    }

    /// The state after an event and the effects to carry out.
    public typealias Transition = StateTransition<State, Effect>

    /// The control's whole behaviour as one pure function (the tutorial's tracking overrides and its
    /// `touchState` observer): a state change starts the new state's animation only when the state
    /// really changes; `beginTracking` is refused unless idle.
    public static func transition(from state: State, on event: Event) -> Transition {
        /// The tutorial's `touchState` setter: animate only on a real change.
        func enter(_ target: State) -> Transition {
            guard target != state else { return Transition(state: state, effects: []) }
            switch target {
            case .idle: return Transition(state: .idle, effects: [])
            case .down: return Transition(state: .down, effects: [.animateTouchDown])
            case .up: return Transition(state: .up, effects: [.animateTouchUp])
            case .cancelled: return Transition(state: .cancelled, effects: [.animateTouchCancelled])
            }
        }

        switch (state, event) {
        case (.idle, .beginTracking):
            return Transition(state: .down, effects: [.acceptTouch, .animateTouchDown])
        case (.down, .beginTracking), (.up, .beginTracking), (.cancelled, .beginTracking):
            // `guard touchState == .idle else { return false }`: a press during an animation is ignored.
            return Transition(state: state, effects: [.refuseTouch])
        case (_, .continueTracking(let inside)):
            return enter(inside ? .down : .cancelled)
        case (_, .endTracking(let inside)):
            return enter(inside ? .up : .cancelled)
        case (_, .cancelTracking):
            return enter(.cancelled)
        case (_, .cancelledAnimationCompleted):
            // The tutorial's completion sets `.idle` whatever happened since (even mid-press).
            return enter(.idle)
        case (_, .upAnimationCompleted):
            // Back to the idle layout at once, whatever is still running (the fast cart button's article).
            return Transition(state: .idle, effects: [.restoreIdleLayout])
        }
    }
}
