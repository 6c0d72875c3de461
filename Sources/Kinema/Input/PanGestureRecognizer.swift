import KinemaCore

/// A pan gesture recogniser (UIKit's `UIPanGestureRecognizer`) with a configurable begin
/// hysteresis.
///
/// **Beginning.** Like UIKit's, the pan begins only once the touch has moved ``hysteresis`` points
/// (10 by default, Kinema's decision) from where it went down: on the first `move` whose distance
/// from the `down` point is at least that much, and at that move's point. A touch that lifts or is
/// cancelled before then (a tap, a short wobble) fails the recogniser: its action never runs. With
/// a hysteresis of 0 it is an *instant pan* (the popup tutorial's): it begins on `down`.
///
/// **Values** (root coordinates):
/// - `translation` is the current location minus the `down` location (not minus where the pan
///   began).
/// - `velocity` (points per second) is (p_last - p_prev) / max(t_last - t_prev, 1/240 s) over the
///   last two samples (`down`, `move`, `up`, counted from the `down`, also before the pan began)
///   with distinct times, and zero with fewer than two. A sample at the same time as the latest
///   one replaces it, so the pair is always the latest sample and the latest one before it in
///   time. The time step is never taken shorter than ``minimumTimeStep`` (1/240 s): UIKit reads
///   touches at most once per sampling period of the touch hardware (240 Hz at the fastest), so
///   its recognisers never see two samples closer in time than that.
///
/// **Bounds.** The recogniser records points with each coordinate clamped to
/// ±``EventScript/maximumMagnitude`` (1e9), the bound a ``TouchRouter`` enforces; a point with a
/// NaN coordinate adds no sample (a `down` or `move` with one is ignored, an `up` with one ends
/// the touch where it last was). So for any touches with finite coordinates, the location and
/// translation are finite and each velocity component is at most 2e9 x 240 = 4.8e11 pt/s in
/// magnitude, whatever the times (a time step that is not a number, or shorter than the minimum,
/// counts as the minimum).
///
/// **Action.** Once the pan has begun the action runs once per event, after the state, location
/// and velocity were updated: `.began` (on `down`, or on the move that crossed the hysteresis),
/// `.changed` on each later `move`, `.ended` on `up`, `.cancelled` on `cancel` (which keeps the
/// last location and velocity). `Failure` is what the action throws (its responder's error).
///
/// A hysteresis that is NaN, negative or infinite is refused: ``init(view:hysteresis:action:)``
/// throws ``InputError/invalidHysteresis(_:)``.
public final class PanGestureRecognizer<Failure: Error>: TouchHandler {
    /// UIGestureRecognizer's states, as far as a pan goes: ``GestureState``.
    public typealias State = GestureState

    private struct Sample {
        let time: Double
        let point: Point
    }

    /// The hysteresis UIKit-like pans use when none is given: 10 pt *(decided)*.
    public static var defaultHysteresis: Double { 10 }

    /// The view the recogniser is attached to.
    public let view: View
    /// How far (points, Euclidean) the touch must move from where it went down before the pan
    /// begins; 0 begins on `down`.
    public let hysteresis: Double
    /// The current state.
    public private(set) var state: State = .possible
    /// Where the finger landed (root coordinates).
    public private(set) var startLocation: Point = .zero
    /// The latest location (root coordinates).
    public private(set) var location: Point = .zero
    private var isTouching = false
    private var latest: Sample?
    private var previous: Sample?
    private let action: (PanGestureRecognizer) throws(Failure) -> Void

    /// A recogniser on `view` with the default hysteresis (10 pt) that calls `action` on every
    /// state change.
    public init(view: View, action: @escaping (PanGestureRecognizer) throws(Failure) -> Void) {
        self.view = view
        self.hysteresis = Self.defaultHysteresis
        self.action = action
    }

    /// An instant pan on `view` (hysteresis 0: it begins on `down`), as the popup menu's tutorial
    /// builds one; calls `action` on every state change.
    public init(instantPanOn view: View, action: @escaping (PanGestureRecognizer) throws(Failure) -> Void) {
        self.view = view
        self.hysteresis = 0
        self.action = action
    }

    /// A recogniser on `view` that begins once a touch has moved `hysteresis` points (0 for an
    /// instant pan) and then calls `action` on every state change.
    ///
    /// - Throws: ``InputError/invalidHysteresis(_:)`` when `hysteresis` is NaN, negative or
    ///   infinite.
    public init(
        view: View, hysteresis: Double,
        action: @escaping (PanGestureRecognizer) throws(Failure) -> Void
    ) throws(InputError) {
        guard hysteresis.isFinite, hysteresis >= 0 else { throw .invalidHysteresis(hysteresis) }
        self.view = view
        self.hysteresis = hysteresis + 0 // `+ 0` turns -0 into 0.
        self.action = action
    }

    /// The latest location minus the start location.
    public var translation: Vector { location - startLocation }

    /// The shortest time step the velocity divides by: 1/240 s, one sampling period of the fastest
    /// touch hardware UIKit runs on (see the type's documentation).
    public static var minimumTimeStep: Double { 1.0 / 240 }

    /// The velocity over the last two samples with distinct times (zero with fewer than two), over
    /// a time step of at least ``minimumTimeStep``.
    public var velocity: Vector {
        guard let latest, let previous else { return Vector(dx: 0, dy: 0) }
        var dt = latest.time - previous.time
        if !(dt >= Self.minimumTimeStep) { dt = Self.minimumTimeStep } // also when NaN
        return Vector(dx: (latest.point.x - previous.point.x) / dt, dy: (latest.point.y - previous.point.y) / dt)
    }

    /// Whether the pan has begun and not yet ended.
    private var isActive: Bool { state == .began || state == .changed }

    /// The latest location in `other`'s bounds coordinates (nil if it cannot be converted).
    public func location(in other: View) -> Point? { other.location(ofRootPoint: location) }

    /// Records a sample at `point` (coordinates clamped to the script bound; the caller has
    /// refused NaN).
    private func addSample(_ point: Point, time: Double) {
        let limit = EventScript.maximumMagnitude
        let clamped = Point(
            x: Swift.min(Swift.max(point.x, -limit), limit),
            y: Swift.min(Swift.max(point.y, -limit), limit))
        location = clamped
        if let latest, latest.time != time { previous = latest }
        latest = Sample(time: time, point: clamped)
    }

    /// A touch lands: the pan begins at once with no hysteresis, else it waits for the touch to move.
    public func touchBegan(at location: Point, time: Double) throws(Failure) {
        guard !location.x.isNaN, !location.y.isNaN else { return }
        latest = nil
        previous = nil
        isTouching = true
        addSample(location, time: time)
        startLocation = self.location
        state = .possible
        guard hysteresis == 0 else { return }
        state = .began
        try action(self)
    }

    /// The touch moves: the pan begins here if this move takes it far enough, or reports a change.
    public func touchMoved(to location: Point, time: Double) throws(Failure) {
        guard isTouching, !location.x.isNaN, !location.y.isNaN else { return }
        addSample(location, time: time)
        if isActive {
            state = .changed
        } else if state == .possible, self.location.distance(to: startLocation) >= hysteresis {
            state = .began
        } else {
            return
        }
        try action(self)
    }

    /// The touch lifts: the pan ends, or fails if it never began.
    public func touchEnded(at location: Point, time: Double) throws(Failure) {
        guard isTouching else { return }
        isTouching = false
        if !location.x.isNaN, !location.y.isNaN { addSample(location, time: time) }
        guard isActive else {
            state = .failed
            return
        }
        state = .ended
        try action(self)
    }

    /// The touch is cancelled: the pan is cancelled, or fails if it never began.
    public func touchCancelled(time: Double) throws(Failure) {
        guard isTouching else { return }
        isTouching = false
        guard isActive else {
            state = .failed
            return
        }
        state = .cancelled
        try action(self)
    }
}
