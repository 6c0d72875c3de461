import KinemaCore

/// A pan gesture recogniser that begins as soon as the finger lands (the "instant pan" of the popup
/// tutorial; the spinning tips also act on `down`), with this translation and velocity:
///
/// - `translation` is the current location minus the `down` location, in root coordinates.
/// - `velocity` (points per second, root coordinates) is (p_last - p_prev) / (t_last - t_prev) over
///   the last two samples (`down`, `move`, `up`) with distinct times, and zero with fewer than two.
///   A sample at the same time as the latest one replaces it, so the pair is always the latest
///   sample and the latest one before it in time.
///
/// The action runs once per event, after the recogniser's state, location and velocity were
/// updated: `.began` on `down`, `.changed` on `move`, `.ended` on `up`, `.cancelled` on `cancel`
/// (which keeps the last location and velocity). `Failure` is what the action throws (its
/// responder's error).
public final class PanGestureRecognizer<Failure: Error>: TouchHandler {
    /// UIGestureRecognizer's states, as far as a pan goes.
    public enum State: Hashable, Sendable {
        /// No touch yet.
        case possible
        /// The finger landed.
        case began
        /// The finger moved.
        case changed
        /// The finger lifted.
        case ended
        /// The touch was cancelled.
        case cancelled
    }

    private struct Sample {
        let time: Double
        let point: Point
    }

    /// The view the recogniser is attached to.
    public let view: View
    /// The current state.
    public private(set) var state: State = .possible
    /// Where the finger landed (root coordinates).
    public private(set) var startLocation: Point = .zero
    /// The latest location (root coordinates).
    public private(set) var location: Point = .zero
    private var latest: Sample?
    private var previous: Sample?
    private let action: (PanGestureRecognizer) throws(Failure) -> Void

    /// A recogniser on `view` calling `action` on every state change.
    public init(view: View, action: @escaping (PanGestureRecognizer) throws(Failure) -> Void) {
        self.view = view
        self.action = action
    }

    /// The latest location minus the start location.
    public var translation: Vector { location - startLocation }

    /// The velocity over the last two samples with distinct times (zero with fewer than two).
    public var velocity: Vector {
        guard let latest, let previous else { return Vector(dx: 0, dy: 0) }
        let dt = latest.time - previous.time
        return Vector(dx: (latest.point.x - previous.point.x) / dt, dy: (latest.point.y - previous.point.y) / dt)
    }

    /// The latest location in `other`'s bounds coordinates (nil if it cannot be converted).
    public func location(in other: View) -> Point? { other.location(ofRootPoint: location) }

    private func addSample(_ point: Point, time: Double) {
        location = point
        if let latest, latest.time != time { previous = latest }
        latest = Sample(time: time, point: point)
    }

    /// Begins the pan.
    public func touchBegan(at location: Point, time: Double) throws(Failure) {
        latest = nil
        previous = nil
        startLocation = location
        addSample(location, time: time)
        state = .began
        try action(self)
    }

    /// Reports a change.
    public func touchMoved(to location: Point, time: Double) throws(Failure) {
        guard state == .began || state == .changed else { return }
        addSample(location, time: time)
        state = .changed
        try action(self)
    }

    /// Ends the pan.
    public func touchEnded(at location: Point, time: Double) throws(Failure) {
        guard state == .began || state == .changed else { return }
        addSample(location, time: time)
        state = .ended
        try action(self)
    }

    /// Cancels the pan.
    public func touchCancelled(time: Double) throws(Failure) {
        guard state == .began || state == .changed else { return }
        state = .cancelled
        try action(self)
    }
}
