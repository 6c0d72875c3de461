import KinemaCore

/// Delivers touches to a ``TouchResponder``: hit-tests each `down` in the scene, picks the first view
/// from the hit view up to the root that has a touch handler, and sends that handler the whole
/// sequence (`move`s, then `up` or `cancel`), wherever the finger goes. A touch that lands where no
/// view has a handler goes nowhere.
///
/// One touch at a time: a `down` while a touch is active cancels the active one first; `move`,
/// `up` and `cancel` with no active touch do nothing. (Event scripts never do either.)
///
/// To play an ``EventScript``, ``send(_:to:)`` each event in order (which moves the scene's clock to
/// the event's time first), then advance the scene to the time you want to look at.
public final class TouchRouter<Failure: Error> {
    /// The handler receiving the current touch, if any.
    public private(set) var receiver: (any TouchHandler<Failure>)?

    /// A router with no active touch.
    public init() {}

    /// The handler a touch landing at `point` (root coordinates) would go to.
    public static func handler(at point: Point, in responder: some TouchResponder<Failure>)
        -> (any TouchHandler<Failure>)?
    {
        guard let hit = responder.scene.hitTest(point) else { return nil }
        return sequence(first: hit, next: \.superview).lazy.compactMap { responder.touchHandler(for: $0) }.first
    }

    /// Moves the responder's clock to the event's time (running everything due before it), then
    /// delivers the event. An event earlier than the scene's time, at a time that is not finite,
    /// or with a time or coordinate whose magnitude exceeds ``EventScript/maximumMagnitude`` (1e9,
    /// the bound scripts have) is not delivered and the clock does not move: the responder's
    /// ``TouchResponder/routingFailure(_:)`` of an ``InputError`` is thrown.
    public func send(_ event: TouchEvent, to responder: some TouchResponder<Failure>) throws(Failure) {
        let scene = responder.scene
        if event.time.isFinite { try Self.checkRange(event, for: responder) }
        do {
            try scene.advance(to: event.time)
        } catch {
            throw responder.routingFailure(
                event.time.isFinite
                    ? .eventBeforeSceneTime(event, sceneTime: scene.time) : .eventTimeNotFinite(event))
        }
        try deliver(event, to: responder)
    }

    /// Delivers the event at the responder's current time (the clock does not move). An event
    /// whose location has a coordinate beyond ``EventScript/maximumMagnitude`` (or whose time
    /// does) is not delivered: the responder's ``TouchResponder/routingFailure(_:)`` of
    /// ``InputError/eventOutOfRange(_:)`` is thrown.
    public func deliver(_ event: TouchEvent, to responder: some TouchResponder<Failure>) throws(Failure) {
        try Self.checkRange(event, for: responder)
        let time = responder.scene.time
        switch event.phase {
        case .down:
            guard let point = event.location else { return }
            if let active = receiver {
                receiver = nil
                try active.touchCancelled(time: time)
            }
            receiver = Self.handler(at: point, in: responder)
            try receiver?.touchBegan(at: point, time: time)
        case .move:
            guard let point = event.location else { return }
            try receiver?.touchMoved(to: point, time: time)
        case .up:
            guard let point = event.location, let active = receiver else { return }
            receiver = nil
            try active.touchEnded(at: point, time: time)
        case .cancel:
            guard let active = receiver else { return }
            receiver = nil
            try active.touchCancelled(time: time)
        }
    }

    /// Throws ``InputError/eventOutOfRange(_:)`` (as the responder's error) for a time or a
    /// coordinate whose magnitude exceeds ``EventScript/maximumMagnitude``, or a NaN coordinate.
    private static func checkRange(_ event: TouchEvent, for responder: some TouchResponder<Failure>) throws(Failure) {
        let limit = EventScript.maximumMagnitude
        // `abs(NaN) <= limit` is false: a NaN is out of range too.
        let inRange =
            abs(event.time) <= limit && event.location.map { abs($0.x) <= limit && abs($0.y) <= limit } ?? true
        guard inRange else { throw responder.routingFailure(.eventOutOfRange(event)) }
    }
}
