import Foundation
import Kinema

/// UIKit's tap recogniser, for one finger and any number of taps. A tap is a touch that lifts
/// less than ``allowableMovement`` (10 pt, Euclidean, window coordinates) from where it landed;
/// moving that far, or a cancelled touch, makes the recogniser fail. With
/// ``numberOfTapsRequired`` above 1, each further tap must land within ``maximumTapInterval``
/// seconds of harness time (0.35) after the previous lift and within ``maximumTapDistance``
/// points (45) of the first landing; between taps the recogniser stays possible, and it fails
/// once the interval passes (during the `advance(to:)` that reaches it) or a touch lands
/// elsewhere. It recognises (its state becomes `.ended`) at the lift of the last tap.
///
/// The three numbers are Kinema's decisions (UIKit does not publish its own); the movement
/// equals the pan's hysteresis, so a touch is either a tap or a pan, never both. A single tap that
/// should not fire for a double tap waits for it: `single.require(toFail: double)`.
///
/// Taps that need more than one finger (`numberOfTouchesRequired` above 1) are not supported:
/// such a recogniser fails on every touch and logs one diagnostic.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far the finger may move and still tap: 10 pt *(decided)*.
    public static var allowableMovement: CGFloat { UIPanGestureRecognizer.hysteresis }
    /// How long after a lift the next tap may land: 0.35 s *(decided)*.
    public static let maximumTapInterval: TimeInterval = 0.35
    /// How far from the first tap's landing a later tap may land: 45 pt *(decided)*.
    public static let maximumTapDistance: CGFloat = 45

    /// The taps needed (1 by default). A value below 1 reads as 1.
    open var numberOfTapsRequired = 1
    /// The fingers needed: 1 (the only value supported).
    open var numberOfTouchesRequired = 1

    private var landing: Point = .zero
    private var firstLanding: Point = .zero
    /// The taps made so far in this gesture.
    private var taps = 0
    /// Counts lifts, so that the interval timer of an earlier lift does nothing.
    private var lift = 0
    private var reportedUnsupported = false

    /// Waiting for a further tap.
    override var awaitsNextTouch: Bool { taps > 0 }

    /// Notes where the finger landed (a later tap too far from the first fails), or fails a
    /// recogniser that needs several fingers.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouchesRequired == 1 else {
            failUnsupported(
                taps: numberOfTapsRequired, touches: numberOfTouchesRequired, supported: "only one-finger taps",
                reported: &reportedUnsupported)
            return
        }
        landing = touches.first?.windowLocation.kinema ?? .zero
        lift += 1 // the interval is over: a touch came
        if taps == 0 {
            firstLanding = landing
        } else if landing.distance(to: firstLanding) > Double(Self.maximumTapDistance) {
            state = .failed
        }
    }

    /// Fails once the finger has moved too far.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible else { return }
        if touch.windowLocation.kinema.distance(to: landing) >= Double(Self.allowableMovement) { state = .failed }
    }

    /// Counts the tap when the lift is close enough: the last one recognises, an earlier one
    /// starts the wait for the next.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible else { return }
        guard touch.windowLocation.kinema.distance(to: landing) < Double(Self.allowableMovement) else {
            state = .failed
            return
        }
        taps += 1
        if taps >= Swift.max(1, numberOfTapsRequired) {
            state = .ended
            return
        }
        lift += 1
        let current = lift
        (view?.runtime ?? UIKitRuntime.current).schedule(after: Self.maximumTapInterval) { [weak self] in
            guard let self, self.lift == current, self.state == .possible, self.trackedTouches.isEmpty else { return }
            self.state = .failed
        }
    }

    /// Fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Forgets the taps made.
    open override func reset() {
        taps = 0
        lift += 1
    }
}
