import Kinema

extension PopupMenu {
    /// Whether the popup is closed (only its title strip shows) or open (the tutorial's `State`).
    public enum State: Hashable, Sendable {
        /// Bottom 440 pt below the root's bottom; corner radius 0; overlay clear.
        case closed
        /// Bottom on the root's bottom; corner radius 20; overlay at alpha 0.5.
        case open

        /// The other state (the tutorial's `opposite`).
        public var opposite: State {
            switch self {
            case .closed: .open
            case .open: .closed
            }
        }

        /// The bottom constraint's constant in this state: 440 closed, 0 open.
        public var bottomOffset: Double {
            switch self {
            case .closed: PopupMenu.popupOffset
            case .open: 0
            }
        }
    }

    /// The tutorial's three animators (step 10), in the order they join the running list.
    public enum AnimatorRole: Hashable, Sendable, CaseIterable {
        /// Spring, 1 s, damping ratio 1: bottom constant, corner radius, overlay alpha, both title
        /// transforms, then a layout pass.
        case transition
        /// easeIn, 1 s, `scrubsLinearly` false: the incoming title's alpha to 1.
        case inTitle
        /// easeOut, 1 s, `scrubsLinearly` false: the outgoing title's alpha to 0.
        case outTitle
    }

    /// What happens to the popup: the instant pan's states, with the facts about the running
    /// animators that the tutorial's handler reads, and the animators' completions.
    public enum Event: Hashable, Sendable {
        /// The finger landed on the popup (`.began`); `animatorsRunning` is whether the running
        /// list is non-empty.
        case panBegan(animatorsRunning: Bool)
        /// The finger moved (`.changed`) by `translationY` since it landed; `firstAnimatorReversed`
        /// is the first running animator's `isReversed` (false with none).
        case panChanged(translationY: Double, firstAnimatorReversed: Bool)
        /// The finger lifted (`.ended`) with the pan's vertical velocity (over the last two samples with
        /// distinct times, as the touches article of Kinema's documentation defines it).
        case panEnded(velocityY: Double, firstAnimatorReversed: Bool)
        /// The touch was cancelled (`.cancelled`). The tutorial's handler has no case for it, so
        /// nothing happens: animators paused by the pan stay paused until the next touch catches them.
        case panCancelled
        /// An animator of the `batch`-th set of three (created to move towards `target`) finished
        /// at `position`.
        case animatorFinished(AnimatorRole, at: AnimatingPosition, target: State, batch: Int)
    }

    /// What the view wiring does after a transition, in order.
    public enum Effect: Hashable, Sendable {
        /// `animateTransitionIfNeeded(to:duration:)` past its guard: create the three animators of
        /// duration 1 towards the state, start them and append them to the running list.
        case createAnimators(towards: State)
        /// Pause every running animator.
        case pauseAll
        /// Record each running animator's `fractionComplete` as its progress (step 3).
        case recordProgress
        /// Set each running animator's `fractionComplete` to `fraction` + its recorded progress.
        case scrub(fraction: Double)
        /// Toggle every running animator's `isReversed`.
        case reverseAll
        /// `continueAnimation(withTimingParameters: nil, durationFactor: 0)` on every running animator.
        case continueAll
        /// Set the bottom constraint's constant for the state (no layout pass).
        case resetBottomConstant(State)
        /// Remove the finished animator, the one with this role in this batch, from the running list
        /// (step 9); nothing when it is no longer there (a newer batch may hold the same role).
        case removeFinished(AnimatorRole, batch: Int)
        /// Empty the running list (the transition finished: the state is settled).
        case removeAllAnimators
    }

    /// The state after an event and the effects to carry out.
    public typealias Transition = StateTransition<State, Effect>

    /// The popup's whole behaviour as one pure function (the tutorial's `popupViewPanned` and the
    /// transition animator's completion, steps 3-10).
    ///
    /// - Began: create the animators towards the opposite state unless some are running, then
    ///   pause all and record their progress.
    /// - Changed: fraction = -translationY / 440, negated when open, negated again when the first
    ///   animator is reversed; scrub every animator to fraction + its progress.
    /// - Ended: with velocity 0 continue all. Otherwise a downward velocity means "close"; reverse
    ///   all when closed and (close XOR reversed), or when open and (close == reversed) — the
    ///   tutorial's table — then continue all.
    /// - Cancelled: nothing (the tutorial's `default: ()`).
    /// - The transition animator's completion: state = the target at `.end`, unchanged at
    ///   `.start` and `.current`; the bottom constant is reset for that state and the running list
    ///   emptied. A title animator's completion removes that animator (by its batch, not only its
    ///   role) from the running list.
    public static func transition(from state: State, on event: Event) -> Transition {
        switch (state, event) {
        case (_, .panBegan(let animatorsRunning)):
            let create: [Effect] = animatorsRunning ? [] : [.createAnimators(towards: state.opposite)]
            return Transition(state: state, effects: create + [.pauseAll, .recordProgress])
        case (.closed, .panChanged(let translationY, let reversed)):
            let fraction = -translationY / popupOffset
            return Transition(state: state, effects: [.scrub(fraction: reversed ? -fraction : fraction)])
        case (.open, .panChanged(let translationY, let reversed)):
            let fraction = translationY / popupOffset
            return Transition(state: state, effects: [.scrub(fraction: reversed ? -fraction : fraction)])
        case (_, .panCancelled):
            return Transition(state: state, effects: [])
        case (.closed, .panEnded(let velocityY, let reversed)):
            guard velocityY != 0 else { return Transition(state: state, effects: [.continueAll]) }
            let shouldClose = velocityY > 0
            let turn = shouldClose != reversed
            return Transition(state: state, effects: (turn ? [.reverseAll] : []) + [.continueAll])
        case (.open, .panEnded(let velocityY, let reversed)):
            guard velocityY != 0 else { return Transition(state: state, effects: [.continueAll]) }
            let shouldClose = velocityY > 0
            let turn = shouldClose == reversed
            return Transition(state: state, effects: (turn ? [.reverseAll] : []) + [.continueAll])
        case (_, .animatorFinished(.transition, let position, let target, _)):
            let next: State
            switch position {
            case .end: next = target
            case .start, .current: next = state
            }
            return Transition(state: next, effects: [.resetBottomConstant(next), .removeAllAnimators])
        case (_, .animatorFinished(let role, _, _, let batch)):
            return Transition(state: state, effects: [.removeFinished(role, batch: batch)])
        }
    }
}
