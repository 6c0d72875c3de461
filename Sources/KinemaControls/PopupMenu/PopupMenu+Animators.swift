import Kinema

extension PopupMenu {
    /// `animateTransitionIfNeeded(to:duration:)` past its guard (steps 8-10): three animators of
    /// duration 1 towards `target` — the transition (spring, damping ratio 1), the in-title
    /// (easeIn) and the out-title (easeOut), the last two not scrubbing linearly — each with a
    /// completion that reports to ``transition(from:on:)`` with the batch number; started, then
    /// appended to the running list in that order.
    func createAnimators(towards target: State) throws(AnimationError) {
        let made: [(AnimatorRole, PropertyAnimator)]
        batches += 1
        let batch = batches
        let transition = try PropertyAnimator(scene: scene, duration: Self.animationDuration, dampingRatio: 1) {
            [weak self] in self?.applyTransition(towards: target)
        }
        let inTitle = try PropertyAnimator(scene: scene, duration: Self.animationDuration, curve: .easeIn) {
            [weak self] in self?.title(shownIn: target).alpha = 1
        }
        inTitle.scrubsLinearly = false
        let outTitle = try PropertyAnimator(scene: scene, duration: Self.animationDuration, curve: .easeOut) {
            [weak self] in self?.title(shownIn: target.opposite).alpha = 0
        }
        outTitle.scrubsLinearly = false
        made = [(.transition, transition), (.inTitle, inTitle), (.outTitle, outTitle)]
        for (role, animator) in made {
            animator.addCompletion { [weak self] position in
                self?.complete(.animatorFinished(role, at: position, target: target, batch: batch))
            }
        }
        for (_, animator) in made { try animator.startAnimation() }
        runningAnimators += made.map { RunningAnimator(role: $0.0, animator: $0.1, batch: batch) }
    }

    /// The transition animator's block: the bottom constant, the corner radius, the overlay's
    /// alpha and both titles' transforms for `target`, then a layout pass.
    func applyTransition(towards target: State) {
        bottomConstraint.constant = target.bottomOffset
        switch target {
        case .open:
            popup.cornerRadius = Self.openCornerRadius
            overlay.alpha = Self.openOverlayAlpha
            closedTitle.transform = Self.closedTitleOpenTransform
            openTitle.transform = .identity
        case .closed:
            popup.cornerRadius = 0
            overlay.alpha = 0
            closedTitle.transform = .identity
            openTitle.transform = Self.openTitleClosedTransform
        }
        scene.layoutIfNeeded()
    }

    /// The title that is visible in `state`.
    func title(shownIn state: State) -> View {
        switch state {
        case .closed: closedTitle
        case .open: openTitle
        }
    }

    /// Carries out one effect on the running animators and the bottom constraint.
    func perform(_ effect: Effect) throws {
        switch effect {
        case .createAnimators(let target):
            try createAnimators(towards: target)
        case .pauseAll:
            try forEachRunning { (r: RunningAnimator) throws(AnimationError) in try r.animator.pauseAnimation() }
        case .recordProgress:
            for i in runningAnimators.indices {
                runningAnimators[i].progress = runningAnimators[i].animator.fractionComplete
            }
        case .scrub(let fraction):
            try forEachRunning { (r: RunningAnimator) throws(AnimationError) in
                try r.animator.setFractionComplete(fraction + r.progress)
            }
        case .reverseAll:
            try forEachRunning { (r: RunningAnimator) throws(AnimationError) in
                try r.animator.setReversed(!r.animator.isReversed)
            }
        case .continueAll:
            try forEachRunning { (r: RunningAnimator) throws(AnimationError) in
                try r.animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            }
        case .resetBottomConstant(let state):
            bottomConstraint.constant = state.bottomOffset
        case .removeFinished(let role, let batch):
            runningAnimators.removeAll { $0.role == role && $0.batch == batch }
        case .removeAllAnimators:
            runningAnimators.removeAll()
        }
    }

    /// Calls `body` on each running animator in order (over a copy of the list).
    private func forEachRunning(_ body: (RunningAnimator) throws(AnimationError) -> Void) throws(AnimationError) {
        for running in runningAnimators { try body(running) }
    }
}
