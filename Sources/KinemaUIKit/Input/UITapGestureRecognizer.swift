import Foundation
import Kinema

/// UIKit's tap recogniser, for single taps: it recognises (its state becomes `.ended`) when the
/// finger lifts less than ``allowableMovement`` (10 pt, Euclidean, window coordinates)
/// from where it landed; moving that far, or a cancelled touch, makes it fail. The distance is
/// Kinema's decision (UIKit does not publish its own) and equals the pan's hysteresis, so a
/// touch is either a tap or a pan, never both.
///
/// Taps that need more than one tap or touch (`numberOfTapsRequired` or
/// `numberOfTouchesRequired` above 1) are not supported yet: such a recogniser fails on every
/// touch and logs one diagnostic.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far the finger may move and still tap: 10 pt *(decided)*.
    public static var allowableMovement: CGFloat { UIPanGestureRecognizer.hysteresis }

    /// The taps needed: 1 (the only value supported).
    open var numberOfTapsRequired = 1
    /// The fingers needed: 1 (the only value supported).
    open var numberOfTouchesRequired = 1

    private var landing: Point = .zero
    private var reportedUnsupported = false

    /// Notes where the finger landed (or fails a multi-tap recogniser).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTapsRequired == 1, numberOfTouchesRequired == 1 else {
            failUnsupported(
                taps: numberOfTapsRequired, touches: numberOfTouchesRequired, supported: "only single taps",
                reported: &reportedUnsupported)
            return
        }
        landing = touches.first?.windowLocation.kinema ?? .zero
    }

    /// Fails once the finger has moved too far.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible else { return }
        if touch.windowLocation.kinema.distance(to: landing) >= Double(Self.allowableMovement) { state = .failed }
    }

    /// Recognises the tap when the lift is close enough.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible else { return }
        state = touch.windowLocation.kinema.distance(to: landing) < Double(Self.allowableMovement) ? .ended : .failed
    }

    /// Fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}
