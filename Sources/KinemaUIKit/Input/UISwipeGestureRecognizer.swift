import Foundation
import Kinema

/// UIKit's swipe recogniser, a discrete gesture for one finger:
///
/// - **Recognising.** It recognises (`.ended`, its actions run) during the move at which the
///   finger has gone ``minimumDistance`` points (50) from where it landed along one of its
///   ``direction``s, at most half that far across it, within ``maximumDuration`` seconds (0.5)
///   of landing.
/// - **Failing.** Once the finger has moved ``UIPanGestureRecognizer/hysteresis`` (10 pt), a
///   move mostly along a direction that is not allowed fails it; so do a lift or a cancellation
///   before it recognises, and a move that comes too late.
///
/// The numbers are Kinema's decisions (UIKit does not publish its own). Swipes that need more
/// than one finger (`numberOfTouchesRequired` above 1) are not supported: such a recogniser
/// fails on every touch and logs one diagnostic.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe (`UISwipeGestureRecognizer.Direction`, with UIKit's raw values).
    public struct Direction: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Directions from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far the finger must go along an allowed direction: 50 pt *(decided)*.
    public static let minimumDistance: CGFloat = 50
    /// How soon after landing it must get there: 0.5 s *(decided)*.
    public static let maximumDuration: TimeInterval = 0.5

    /// The directions that count (`.right` by default).
    open var direction: Direction = .right
    /// The fingers needed: 1 (the only value supported).
    open var numberOfTouchesRequired = 1

    private var landing: Point = .zero
    private var landingTime = 0.0
    private var reportedUnsupported = false

    /// Notes where and when the finger landed.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouchesRequired == 1 else {
            failUnsupported(
                taps: nil, touches: numberOfTouchesRequired, supported: "only one-finger swipes",
                reported: &reportedUnsupported)
            return
        }
        guard let touch = touches.first else { return }
        landing = touch.windowLocation.kinema
        landingTime = touch.timestamp
    }

    /// Recognises, fails or waits, by the rules above.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible else { return }
        let p = touch.windowLocation.kinema
        let dx = p.x - landing.x, dy = p.y - landing.y
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy), across = horizontal ? abs(dy) : abs(dx)
        let heading: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        if touch.timestamp - landingTime > Self.maximumDuration {
            state = .failed
        } else if along >= Double(Self.minimumDistance), across <= along / 2, direction.contains(heading) {
            state = .ended
        } else if (dx * dx + dy * dy).squareRoot() >= Double(UIPanGestureRecognizer.hysteresis),
            !direction.contains(heading)
        {
            state = .failed
        }
    }

    /// A lift before recognising fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}
