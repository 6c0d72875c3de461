import Kinema

extension SpinningTips {
    /// Where a tip can be placed (the tutorial's `TipViewPosition`): on the root's centre upright,
    /// or 500 pt down and 500 pt to one side, turned a quarter turn, so that it hangs from the
    /// pivot 500 pt below the centre.
    public enum Position: Hashable, Sendable {
        /// Centre of the root, identity transform.
        case `default`
        /// Centre + (-500, +500), rotation -pi/2.
        case rotatedLeft
        /// Centre + (+500, +500), rotation +pi/2.
        case rotatedRight

        /// The tip's centre in this position, given the root's centre.
        public func center(rootCenter c: Point) -> Point {
            switch self {
            case .default: c
            case .rotatedLeft: c + Vector(dx: -SpinningTips.pivotOffset, dy: SpinningTips.pivotOffset)
            case .rotatedRight: c + Vector(dx: SpinningTips.pivotOffset, dy: SpinningTips.pivotOffset)
            }
        }

        /// The tip's rotation in this position (radians, positive clockwise).
        public var rotation: Double {
            switch self {
            case .default: 0
            case .rotatedLeft: -.pi / 2
            case .rotatedRight: .pi / 2
            }
        }
    }

    /// What comes after a tip has been flung away.
    public enum Next: Hashable, Sendable {
        /// The tip at `index` swings in from `position`.
        case tip(index: Int, from: Position)
        /// There is no tip after the last: the tips are dismissed.
        case dismiss
    }

    /// The control's states: where the tip at `index` is in its story and whether a finger holds it.
    /// `index` is the tutorial's `index`, the tip on the card; it changes only when a tip is reset.
    public enum State: Hashable, Sendable {
        /// Built, not started: the first tip sits upright on the centre.
        case idle
        /// The tip at `index` hangs from the pivot and the snap (swinging in, or at rest); no finger.
        case showing(index: Int)
        /// A finger holds the tip at `index` (the snap removed, a finger attachment added). A tip
        /// reset while the finger is down keeps this state, with the new index: the reset took the
        /// finger's attachment away, so until the finger lifts its moves change nothing.
        case dragging(index: Int)
        /// The tip at `index` was flung towards an off-screen position; 0.4 s after the finger
        /// lifted, `next` happens. Touches still work meanwhile, as in the tutorial: a new pan
        /// attaches the finger as well (the flung tip keeps its old finger attachment until the
        /// reset removes every behaviour), and a second fling schedules a second reset, computed
        /// from the same `index`.
        case leaving(index: Int, next: Next)
        /// The tips are gone (the root fades out); nothing reacts any more.
        case dismissed
    }

    /// What drives the control.
    public enum Event: Hashable, Sendable {
        /// The control starts (once, at time 0).
        case start
        /// The pan began at a point in root coordinates (once the touch moved 10 pt).
        case panBegan(Point)
        /// The pan moved to a point.
        case panMoved(Point)
        /// The pan ended (`up`) or was cancelled, at its last point.
        case panEnded(Point)
        /// 0.4 s after a fling (the tutorial's `dispatch_after`): what that fling scheduled.
        case leaveDelayElapsed(Next)
    }

    /// What the transition asks the view wiring to do, in order.
    public enum Effect: Hashable, Sendable {
        /// `setupTipView`: show the tip at `index` (texts, image, page dots).
        case setUpTip(index: Int)
        /// `resetTipView`: remove every behaviour, place the tip at `position`, re-read it into
        /// the animator, add the pivot attachment and the snap.
        case reset(to: Position)
        /// Remove the snap behaviour (nothing if it is not there).
        case removeSnap
        /// Add the snap behaviour (nothing if it is already there).
        case addSnap
        /// Attach the tip's centre to the finger at a point, with the current distance as length.
        /// It becomes the finger attachment; an earlier one stays in the animator.
        case attachFinger(at: Point)
        /// Move the finger attachment's anchor (nothing once a reset removed it).
        case moveFinger(to: Point)
        /// Remove the finger attachment.
        case releaseFinger
        /// Move the finger attachment's anchor to a position's centre (the tip is flung there).
        case fling(towards: Position)
        /// Deliver ``Event/leaveDelayElapsed(_:)`` with `next` after a delay in seconds.
        case scheduleLeaveDelay(seconds: Double, next: Next)
        /// Fade the root to alpha 0 over 0.3 s; when it ends, stop the animator.
        case dismiss
    }

    /// The state after an event and the effects to carry out.
    public typealias Transition = StateTransition<State, Effect>

    /// The tutorial's behaviour as one pure function (`setupAnimator`, `panTipView` and the
    /// delayed reset), for `tipCount` tips and a root whose centre is `rootCenter`.
    ///
    /// The pan's handler runs in every state once the tips are up, as the tutorial's does: began
    /// removes the snap and attaches the finger; a move moves the finger's anchor; on release the
    /// offset is `x - rootCenter.x`: below 100 pt in size the finger is released and the snap added
    /// back; otherwise the tip is flung to the side of the offset (rotatedRight for offset > 0) and
    /// 0.4 s later the previous tip (offset > 0) comes in from the left or the next one
    /// (offset < 0) from the right; before the first tip the first comes back from the right, past
    /// the last the tips are dismissed. Each delayed reset carries what its fling decided.
    public static func transition(from state: State, on event: Event, tipCount: Int, rootCenter: Point) -> Transition {
        let index: Int
        switch state {
        case .idle:
            guard event == .start else { return Transition(state: state, effects: []) }
            return Transition(state: .showing(index: 0), effects: [.setUpTip(index: 0), .reset(to: .rotatedRight)])
        case .dismissed:
            return Transition(state: state, effects: [])
        case .showing(let i), .dragging(let i), .leaving(let i, _):
            index = i
        }
        switch event {
        case .start:
            return Transition(state: state, effects: [])
        case .panBegan(let point):
            return Transition(state: .dragging(index: index), effects: [.removeSnap, .attachFinger(at: point)])
        case .panMoved(let point):
            return Transition(state: state, effects: [.moveFinger(to: point)])
        case .panEnded(let point):
            return release(index: index, at: point, tipCount: tipCount, rootCenter: rootCenter)
        case .leaveDelayElapsed(.tip(let next, let position)):
            let fingerDown: Bool
            if case .dragging = state { fingerDown = true } else { fingerDown = false }
            return Transition(
                state: fingerDown ? .dragging(index: next) : .showing(index: next),
                effects: [.setUpTip(index: next), .reset(to: position)])
        case .leaveDelayElapsed(.dismiss):
            return Transition(state: .dismissed, effects: [.dismiss])
        }
    }

    /// The pan's `.Ended` branch.
    private static func release(index: Int, at point: Point, tipCount: Int, rootCenter: Point) -> Transition {
        let offset = point.x - rootCenter.x
        if abs(offset) < flingThreshold {
            return Transition(state: .showing(index: index), effects: [.releaseFinger, .addSnap])
        }
        let leavingTo: Position
        let next: Next
        if offset > 0 {
            leavingTo = .rotatedRight
            next = index - 1 < 0 ? .tip(index: 0, from: .rotatedRight) : .tip(index: index - 1, from: .rotatedLeft)
        } else {
            leavingTo = .rotatedLeft
            next = index + 1 >= tipCount ? .dismiss : .tip(index: index + 1, from: .rotatedRight)
        }
        return Transition(
            state: .leaving(index: index, next: next),
            effects: [.fling(towards: leavingTo), .scheduleLeaveDelay(seconds: leaveDelay, next: next)])
    }
}
