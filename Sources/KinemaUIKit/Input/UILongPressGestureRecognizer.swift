import Foundation
import Kinema

/// UIKit's long-press recogniser, a continuous gesture on the harness clock:
///
/// - **Beginning.** The press begins (`.began`, its actions run) when the finger has stayed down
///   ``minimumPressDuration`` seconds (0.5 by default) of harness time without moving
///   ``allowableMovement`` points or more (10 by default; Euclidean, window coordinates) from
///   where it landed. The time passes in `advance(to:)`: the press begins during the advance
///   that reaches it. Moving that far first, lifting or a cancelled touch makes it fail.
/// - **After.** Every move is a change (any distance), the lift ends the press and a
///   cancellation cancels it.
///
/// Presses that need taps before them or more than one finger (`numberOfTapsRequired` above 0,
/// `numberOfTouchesRequired` above 1) are not supported: such a recogniser fails on every touch
/// and logs one diagnostic.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must stay down, in seconds (0.5 by default). A value that is not
    /// finite, or is negative, reads as the default when a press starts.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move before the press begins, in points (10 by default).
    open var allowableMovement: CGFloat = 10
    /// The taps before the press: 0 (the only value supported).
    open var numberOfTapsRequired = 0
    /// The fingers needed: 1 (the only value supported).
    open var numberOfTouchesRequired = 1

    private var landing: Point = .zero
    /// Counts presses, so that the timer of an earlier press does nothing (and a timer whose
    /// touch has gone finds no tracked touch).
    private var press = 0
    private var reportedUnsupported = false

    /// Notes where the finger landed and starts the press timer.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTapsRequired == 0, numberOfTouchesRequired == 1 else {
            failUnsupported(
                taps: numberOfTapsRequired, touches: numberOfTouchesRequired, supported: "only a one-finger press",
                reported: &reportedUnsupported)
            return
        }
        guard let touch = touches.first else { return }
        landing = touch.windowLocation.kinema
        press += 1
        let current = press
        let duration = minimumPressDuration.isFinite && minimumPressDuration >= 0 ? minimumPressDuration : 0.5
        (view?.runtime ?? UIKitRuntime.current).schedule(after: duration) { [weak self] in
            guard let self, self.press == current, self.state == .possible, !self.trackedTouches.isEmpty else {
                return
            }
            self.state = .began
        }
    }

    /// Fails when the finger moves too far before the press begins; reports changes after.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        switch state {
        case .possible:
            if touch.windowLocation.kinema.distance(to: landing) >= Double(allowableMovement) { state = .failed }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// Ends the press, or fails when it never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
    }

    /// Cancels the press, or fails when it never began.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }
}
