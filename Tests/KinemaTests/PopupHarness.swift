import Kinema

/// The popup view controller of the tutorial “Building Better iOS App Animations” (steps 1-10) on
/// a small Kinema scene, its pan handler written line for line with Kinema's property-animator API. Only the
/// views and the pan events are stand-ins: events carry the pan's translation and velocity.
final class PopupHarness {
    enum State {
        case closed, open
        var opposite: State { self == .open ? .closed : .open }
    }

    /// One pan event at a time: `down` (began), `move` (changed) or `up` (ended).
    enum Event {
        case down(Double)
        case move(Double, translationY: Double)
        case up(Double, velocity: Double)

        var time: Double {
            switch self {
            case .down(let t), .move(let t, _), .up(let t, _): t
            }
        }
    }

    let scene = Scene(size: Size(width: 375, height: 667))
    let popup = View(name: "popup")
    let closedTitle = View(name: "closedTitle", frame: Rect(x: 0, y: 20, width: 375, height: 18))
    let openTitle = View(name: "openTitle", frame: Rect(x: 0, y: 30, width: 375, height: 29))
    let bottomConstraint: LayoutConstraint
    let popupOffset = 440.0
    var currentState: State = .closed
    var runningAnimators: [PropertyAnimator] = []
    var animationProgress: [Double] = []
    private var queue: [Event] = []

    init() throws {
        try scene.root.addSubview(popup)
        try popup.addSubview(closedTitle)
        try popup.addSubview(openTitle)
        let group = try constrain(popup, scene.root) { p, root in
            p.leading == root.leading
            p.trailing == root.trailing
            p.bottom == root.bottom + 440
            p.height == 500
        }
        bottomConstraint = group.constraints[2]
        openTitle.alpha = 0
        openTitle.transform = AffineTransform(scaleX: 0.65, y: 0.65).then(AffineTransform(translationX: 0, y: -15))
        scene.layoutIfNeeded()
    }

    /// Queues `events` (in time order, after those already queued), delivers the queued events up
    /// to `time`, each at its own time, then moves the clock to `time`.
    func play(_ events: [Event], until time: Double) throws {
        queue += events
        while let event = queue.first, event.time <= time {
            queue.removeFirst()
            try scene.advance(to: event.time)
            switch event {
            case .down: try began()
            case .move(_, let y): try changed(translationY: y)
            case .up(_, let v): try ended(velocityY: v)
            }
        }
        try scene.advance(to: time)
    }

    private func animateTransitionIfNeeded(to state: State, duration: Double) throws {
        guard runningAnimators.isEmpty else { return }
        let transitionAnimator = try PropertyAnimator(scene: scene, duration: duration, dampingRatio: 1) {
            switch state {
            case .open:
                self.bottomConstraint.constant = 0
                self.popup.cornerRadius = 20
                self.closedTitle.transform = AffineTransform(scaleX: 1.6, y: 1.6)
                    .then(AffineTransform(translationX: 0, y: 15))
                self.openTitle.transform = .identity
            case .closed:
                self.bottomConstraint.constant = 440
                self.popup.cornerRadius = 0
                self.closedTitle.transform = .identity
                self.openTitle.transform = AffineTransform(scaleX: 0.65, y: 0.65)
                    .then(AffineTransform(translationX: 0, y: -15))
            }
            self.scene.layoutIfNeeded()
        }
        transitionAnimator.addCompletion { position in
            switch position {
            case .start: self.currentState = state.opposite
            case .end: self.currentState = state
            case .current: ()
            }
            switch self.currentState {
            case .open: self.bottomConstraint.constant = 0
            case .closed: self.bottomConstraint.constant = 440
            }
            self.runningAnimators.removeAll()
        }
        let inTitleAnimator = try PropertyAnimator(scene: scene, duration: duration, curve: .easeIn) {
            switch state {
            case .open: self.openTitle.alpha = 1
            case .closed: self.closedTitle.alpha = 1
            }
        }
        inTitleAnimator.scrubsLinearly = false
        let outTitleAnimator = try PropertyAnimator(scene: scene, duration: duration, curve: .easeOut) {
            switch state {
            case .open: self.closedTitle.alpha = 0
            case .closed: self.openTitle.alpha = 0
            }
        }
        outTitleAnimator.scrubsLinearly = false
        try transitionAnimator.startAnimation()
        try inTitleAnimator.startAnimation()
        try outTitleAnimator.startAnimation()
        runningAnimators.append(transitionAnimator)
        runningAnimators.append(inTitleAnimator)
        runningAnimators.append(outTitleAnimator)
    }

    private func began() throws {
        try animateTransitionIfNeeded(to: currentState.opposite, duration: 1)
        for animator in runningAnimators { try animator.pauseAnimation() }
        animationProgress = runningAnimators.map { $0.fractionComplete }
    }

    private func changed(translationY: Double) throws {
        var fraction = -translationY / popupOffset
        if currentState == .open { fraction *= -1 }
        if let first = runningAnimators.first, first.isReversed { fraction *= -1 }
        for (index, animator) in runningAnimators.enumerated() {
            try animator.setFractionComplete(fraction + animationProgress[index])
        }
    }

    private func ended(velocityY yVelocity: Double) throws {
        let shouldClose = yVelocity > 0
        if yVelocity == 0 {
            for animator in runningAnimators {
                try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            }
            return
        }
        guard let first = runningAnimators.first else { return }
        switch currentState {
        case .open:
            if !shouldClose && !first.isReversed { try reverseAll() }
            if shouldClose && first.isReversed { try reverseAll() }
        case .closed:
            if shouldClose && !first.isReversed { try reverseAll() }
            if !shouldClose && first.isReversed { try reverseAll() }
        }
        for animator in runningAnimators {
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
    }

    private func reverseAll() throws {
        for animator in runningAnimators { try animator.setReversed(!animator.isReversed) }
    }
}
