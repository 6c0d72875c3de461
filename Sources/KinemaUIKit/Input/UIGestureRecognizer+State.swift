import Foundation

extension UIGestureRecognizer {
    /// The ``state`` setter: a finished recogniser keeps its state until reset; leaving
    /// `.possible` for `.began` or `.ended` asks whether the gesture may begin; the actions are
    /// due for every state but `.possible` and `.failed`.
    func setState(_ newState: State) {
        switch currentState {
        case .ended, .cancelled, .failed: return
        case .possible, .began, .changed: break
        }
        var next = newState
        if currentState == .possible, newState == .began || newState == .ended {
            switch delivery?.requirement(of: self) ?? .free {
            case .wait:
                // A recogniser it requires to fail is still possible: hold the recognition.
                pendingState = newState
                return
            case .fail:
                next = .failed
            case .free:
                if shouldBegin() { didRecognize = true } else { next = .failed }
            }
        }
        if next != .possible { pendingState = nil }
        currentState = next
        switch next {
        case .began, .changed, .ended, .cancelled: actionPending = true
        case .possible, .failed: break
        }
        if !isReceivingTouch {
            if let delivery { delivery.settle(self) } else { runPendingActions() }
        }
        if next == .failed { delivery?.recognizerFailed(self) }
    }

    /// Whether the gesture may begin: the delegate's `gestureRecognizerShouldBegin(_:)`, then
    /// that of the touch's hit view and of the attached view (each asked once).
    private func shouldBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        var asked: [UIView] = []
        for candidate in [trackedTouches.first?.view, view] {
            guard let candidate, !asked.contains(where: { $0 === candidate }) else { continue }
            asked.append(candidate)
            if !candidate.gestureRecognizerShouldBegin(self) { return false }
        }
        return true
    }

    /// Runs the actions once if a state change called for them.
    func runPendingActions() {
        guard actionPending else { return }
        actionPending = false
        actions.send(from: self, event: nil)
    }

    /// `isEnabled` turned false: an active gesture is cancelled; a possible one in play (following
    /// a touch, waiting for its next tap, holding a recognition) fails; an idle one stays
    /// possible, ready for the touches it takes once enabled again.
    func disable() {
        switch currentState {
        case .began, .changed: state = .cancelled
        case .possible where !trackedTouches.isEmpty || awaitsNextTouch || pendingState != nil: state = .failed
        case .possible, .ended, .cancelled, .failed: break
        }
    }

    /// Whether the recogniser still takes the touch's events (enabled, attached, not finished).
    var isFollowingTouches: Bool {
        guard isEnabled, view != nil else { return false }
        switch currentState {
        case .possible, .began, .changed: return true
        case .ended, .cancelled, .failed: return false
        }
    }

    /// Back to `.possible` after the touch sequence (``reset()`` first), forgetting its touches.
    func resetAfterTouches() {
        reset()
        currentState = .possible
        actionPending = false
        didRecognize = false
        pendingState = nil
        trackedTouches.removeAll()
        ignoredTouches.removeAll()
        delivery = nil
    }
}

extension UIGestureRecognizer {
    /// Fails a recogniser whose tap (nil: it has none) and finger counts Kinema cannot recognise
    /// (`what` says which it can), logging one diagnostic the first time (`reported` remembers it).
    func failUnsupported(taps: Int?, touches: Int, supported what: String, reported: inout Bool) {
        if !reported {
            reported = true
            let counts = (taps.map { "numberOfTapsRequired \($0) and " } ?? "") + "numberOfTouchesRequired \(touches)"
            UIKitRuntime.current.log(
                "Kinema: \(type(of: self)) with \(counts) is not supported yet (\(what)); it never recognises")
        }
        state = .failed
    }
}
