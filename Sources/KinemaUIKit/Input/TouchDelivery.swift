import Foundation

/// The finger: delivers one touch sequence at a time to a window as UIKit does (see
/// ``UIGestureRecognizer`` for the rules). Locations are in window coordinates and times are the
/// runtime's clock. A `down` while a touch is down cancels that touch first; a `move`, `up` or
/// `cancel` with no touch down does nothing.
@MainActor
package final class TouchDelivery {
    /// The window the finger touches.
    package unowned let window: UIWindow

    /// The touch being delivered, with where its events go.
    private final class ActiveTouch {
        let touch: UITouch
        /// The touch as the set the touch methods take (made once per sequence).
        let touches: Set<UITouch>
        let event: UIEvent
        /// The hit view (receives the touch through the responder chain).
        let view: UIView
        /// The recognisers that took the touch, nearest the hit view first.
        var recognizers: [UIGestureRecognizer]
        /// The view got `touchesBegan` (and so gets the rest).
        var viewBegan = false
        /// A recogniser cancelled the touch in the view: it gets nothing more.
        var viewCancelled = false
        /// `touchesBegan` is held for a recogniser that delays it.
        var viewBeganHeld = false

        init(touch: UITouch, event: UIEvent, view: UIView, recognizers: [UIGestureRecognizer]) {
            self.touch = touch
            touches = [touch]
            self.event = event
            self.view = view
            self.recognizers = recognizers
        }
    }

    private var active: ActiveTouch?
    /// Recognisers that go on after their touch ended, still possible: a tap waiting for its next
    /// tap, a recogniser holding its recognition until another fails.
    private var waiting: [UIGestureRecognizer] = []
    /// The recognisers of the touch being finished (or of the waiting ones being let go), which
    /// are still in play while the sequence ends.
    private var finishing: [UIGestureRecognizer] = []
    /// Whether held recognitions are being resolved (a failure found meanwhile is picked up by
    /// the running pass).
    private var isResolving = false

    /// A finger for `window`.
    package init(window: UIWindow) { self.window = window }

    /// Whether a touch is down.
    package var isTouching: Bool { active != nil }

    /// The finger lands at `point` (window coordinates) at `time`.
    package func down(at point: CGPoint, time: Double) {
        if active != nil { cancel(time: time) }
        let touch = UITouch()
        touch.window = window
        touch.phase = .began
        touch.windowLocation = point
        touch.previousWindowLocation = point
        touch.timestamp = time
        let event = UIEvent(touches: [touch], timestamp: time)
        guard let hit = window.hitTest(point, with: event) else { return }
        touch.view = hit
        let recognizers = Self.recognizers(for: touch, hit: hit)
        letGoOfWaiting(except: recognizers)
        touch.gestureRecognizers = recognizers
        let current = ActiveTouch(touch: touch, event: event, view: hit, recognizers: recognizers)
        active = current
        for recognizer in recognizers {
            recognizer.trackedTouches = [touch]
            recognizer.lastWindowLocation = point
            recognizer.delivery = self
        }
        deliverToRecognizers(current) { $0.touchesBegan($1, with: $2) }
        deliverToView(current, phase: .began)
    }

    /// The finger moves to `point` at `time`.
    package func move(to point: CGPoint, time: Double) {
        guard let current = active else { return }
        update(current, phase: .moved, point: point, time: time)
        deliverToRecognizers(current) { $0.touchesMoved($1, with: $2) }
        deliverToView(current, phase: .moved)
    }

    /// The finger lifts at `point` at `time`.
    package func up(at point: CGPoint, time: Double) {
        guard let current = active else { return }
        update(current, phase: .ended, point: point, time: time)
        deliverToRecognizers(current) { $0.touchesEnded($1, with: $2) }
        finish(current, phase: .ended)
    }

    /// The system cancels the touch at `time`.
    package func cancel(time: Double) {
        guard let current = active else { return }
        update(current, phase: .cancelled, point: current.touch.windowLocation, time: time)
        deliverToRecognizers(current) { $0.touchesCancelled($1, with: $2) }
        finish(current, phase: .cancelled)
    }

    /// Whether `recognizer` follows `touch` (a loop rather than a closure: this runs for every
    /// recogniser on every event).
    private static func tracks(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        for tracked in recognizer.trackedTouches where tracked === touch { return true }
        return false
    }

    /// A recogniser's state was set outside its touch methods while a touch is down: settle it
    /// as after a touch method.
    func settle(_ recognizer: UIGestureRecognizer) {
        guard let current = active, current.recognizers.contains(where: { $0 === recognizer }) else {
            recognizer.runPendingActions()
            return
        }
        afterCall(recognizer, in: current)
        releaseHeldBegan(current)
    }

    // MARK: Failure requirements

    /// What a recogniser's failure requirements say about its recognising now.
    enum Requirement {
        /// Nothing holds it back.
        case free
        /// A recogniser it requires to fail is still possible: it waits.
        case wait
        /// A recogniser it requires to fail has recognised: it fails.
        case fail
    }

    /// The recognisers in play: the current touch's, those of the touch being finished, and
    /// those waiting across touches.
    private var inPlay: [UIGestureRecognizer] { (active?.recognizers ?? []) + finishing + waiting }

    /// What `recognizer`'s failure requirements say: those of ``UIGestureRecognizer/require(toFail:)``,
    /// and, among the recognisers in play, those the delegates' `shouldRequireFailureOf` and
    /// `shouldBeRequiredToFailBy` name. A required recogniser that is possible but in no touch
    /// holds nothing back.
    func requirement(of recognizer: UIGestureRecognizer) -> Requirement {
        let play = inPlay
        var result = Requirement.free
        func check(_ other: UIGestureRecognizer) {
            guard other !== recognizer, other.isEnabled, other.view != nil else { return }
            switch other.currentState {
            case .possible:
                if result == .free, play.contains(where: { $0 === other }) { result = .wait }
            case .began, .changed, .ended:
                result = .fail
            case .cancelled, .failed:
                break
            }
        }
        for required in recognizer.failureRequirements { if let other = required.recognizer { check(other) } }
        for other in play where other !== recognizer {
            if recognizer.failureRequirements.contains(where: { $0.recognizer === other }) { continue }
            if recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            {
                check(other)
            }
        }
        return result
    }

    /// A recogniser failed: the recognitions held for it are resolved, and outside a touch the
    /// waiting recognisers that are done are reset.
    func recognizerFailed(_ recognizer: UIGestureRecognizer) {
        guard !isResolving else { return }
        resolveHeld()
        if active == nil, finishing.isEmpty { resetFinishedWaiting() }
    }

    /// Applies every held recognition whose requirements have all failed, and fails those whose
    /// requirements recognised, until nothing changes (one may free another).
    private func resolveHeld() {
        isResolving = true
        defer { isResolving = false }
        var changed = true
        while changed {
            changed = false
            for recognizer in inPlay {
                guard let held = recognizer.pendingState, recognizer.currentState == .possible else { continue }
                switch requirement(of: recognizer) {
                case .wait:
                    continue
                case .free:
                    recognizer.pendingState = nil
                    recognizer.state = held
                case .fail:
                    fail(recognizer)
                }
                changed = true
            }
        }
    }

    /// Fails a recogniser from outside its touch methods (no actions, nothing held).
    private func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.currentState = .failed
        recognizer.actionPending = false
        recognizer.pendingState = nil
    }

    /// Whether a recogniser goes on after its touch: still possible, waiting for a touch or
    /// holding a recognition.
    private static func goesOn(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.currentState == .possible && (recognizer.awaitsNextTouch || recognizer.pendingState != nil)
    }

    /// A finger lands: the waiting recognisers the new touch does not reach fail (which may
    /// resolve recognitions held for them) and are reset; those it reaches go on with it.
    private func letGoOfWaiting(except recognizers: [UIGestureRecognizer]) {
        guard !waiting.isEmpty else { return }
        let carried = waiting
        waiting = []
        finishing = carried
        let left = carried.filter { w in !recognizers.contains { $0 === w } }
        for recognizer in left where recognizer.currentState == .possible && recognizer.pendingState == nil {
            fail(recognizer)
        }
        resolveHeld()
        finishing = []
        for recognizer in left { recognizer.resetAfterTouches() }
    }

    /// Resets the waiting recognisers that no longer go on.
    private func resetFinishedWaiting() {
        let done = waiting.filter { !Self.goesOn($0) }
        waiting.removeAll { !Self.goesOn($0) }
        for recognizer in done { recognizer.resetAfterTouches() }
    }

    // MARK: Steps

    /// The enabled recognisers of the hit view and its ancestors, nearest first, whose delegate
    /// lets them receive the touch.
    private static func recognizers(for touch: UITouch, hit: UIView) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var node: UIView? = hit
        while let view = node {
            for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                found.append(recognizer)
            }
            node = view.superview
        }
        return found
    }

    private func update(_ current: ActiveTouch, phase: UITouch.Phase, point: CGPoint, time: Double) {
        let touch = current.touch
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.phase = phase
        touch.timestamp = time
        current.event.timestamp = time
        for recognizer in current.recognizers where Self.tracks(recognizer, touch) {
            recognizer.lastWindowLocation = point
        }
    }

    /// Calls `method` on each recogniser still following the touch, in order, settling each
    /// after its call (the recognisers' order can change nothing: exclusion only fails others).
    private func deliverToRecognizers(
        _ current: ActiveTouch,
        _ method: (UIGestureRecognizer, Set<UITouch>, UIEvent) -> Void
    ) {
        let touches = current.touches
        for recognizer in current.recognizers where recognizer.isFollowingTouches {
            guard Self.tracks(recognizer, current.touch) else { continue }
            recognizer.isReceivingTouch = true
            method(recognizer, touches, current.event)
            recognizer.isReceivingTouch = false
            afterCall(recognizer, in: current)
        }
        releaseHeldBegan(current)
    }

    /// After a recogniser's touch method: when it recognised, the others fail (unless allowed to
    /// recognise simultaneously) and the view's touch is cancelled (``UIGestureRecognizer/cancelsTouchesInView``);
    /// then its actions run.
    private func afterCall(_ recognizer: UIGestureRecognizer, in current: ActiveTouch) {
        if recognizer.didRecognize {
            recognizer.didRecognize = false
            for other in current.recognizers where other !== recognizer && other.currentState == .possible {
                if Self.simultaneous(recognizer, other) || !recognizer.canPrevent(other)
                    || !other.canBePrevented(by: recognizer)
                {
                    continue
                }
                fail(other)
            }
            if recognizer.cancelsTouchesInView { cancelInView(current) }
            // Recognitions held for a recogniser that just recognised fail; those held for one
            // that just failed may go ahead.
            if !isResolving { resolveHeld() }
        }
        recognizer.runPendingActions()
    }

    private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// The view's touch is cancelled: `touchesCancelled` if it had begun, nothing more after.
    private func cancelInView(_ current: ActiveTouch) {
        guard !current.viewCancelled else { return }
        current.viewCancelled = true
        current.viewBeganHeld = false
        guard current.viewBegan else { return }
        let phase = current.touch.phase
        current.touch.phase = .cancelled
        current.view.touchesCancelled(current.touches, with: current.event)
        current.touch.phase = phase
    }

    /// Whether a recogniser that delays `touchesBegan` is still possible.
    private func beganIsDelayed(_ current: ActiveTouch) -> Bool {
        current.recognizers.contains { $0.delaysTouchesBegan && $0.isFollowingTouches && $0.currentState == .possible }
    }

    /// Delivers a held `touchesBegan` once no recogniser delays it.
    private func releaseHeldBegan(_ current: ActiveTouch) {
        guard current.viewBeganHeld, !current.viewCancelled, !beganIsDelayed(current) else { return }
        current.viewBeganHeld = false
        current.viewBegan = true
        current.view.touchesBegan(current.touches, with: current.event)
    }

    /// The view's share of a `began` or `moved` event.
    private func deliverToView(_ current: ActiveTouch, phase: UITouch.Phase) {
        guard !current.viewCancelled else { return }
        switch phase {
        case .began:
            if beganIsDelayed(current) {
                current.viewBeganHeld = true
            } else {
                current.viewBegan = true
                current.view.touchesBegan(current.touches, with: current.event)
            }
        default:
            if current.viewBegan { current.view.touchesMoved(current.touches, with: current.event) }
        }
    }

    /// The end of the sequence: recognisers still possible fail (so nothing waits on them), except
    /// those that go on after a lift (a tap waiting for its next tap, a recognition held for
    /// another recogniser's failure); recognitions held for the ones that failed are resolved;
    /// the view gets its held `touchesBegan` and its `touchesEnded` or `touchesCancelled`; every
    /// recogniser that does not go on is reset.
    private func finish(_ current: ActiveTouch, phase: UITouch.Phase) {
        active = nil
        finishing = current.recognizers
        for recognizer in current.recognizers
        where recognizer.currentState == .possible && !(phase == .ended && Self.goesOn(recognizer)) {
            fail(recognizer)
        }
        resolveHeld()
        releaseHeldBegan(current)
        if current.viewBegan, !current.viewCancelled {
            if phase == .ended {
                current.view.touchesEnded(current.touches, with: current.event)
            } else {
                current.view.touchesCancelled(current.touches, with: current.event)
            }
        }
        finishing = []
        for recognizer in current.recognizers {
            if Self.goesOn(recognizer) {
                recognizer.trackedTouches.removeAll()
                if !waiting.contains(where: { $0 === recognizer }) { waiting.append(recognizer) }
            } else {
                recognizer.resetAfterTouches()
            }
        }
    }
}
