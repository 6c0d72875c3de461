import Kinema

/// Plays an event script on a control and samples frames (see <doc:PlayingControls>).
///
/// The control starts at time 0. For each frame time t_k = k / fps (`FrameTimes`), every event
/// with time <= t_k not yet delivered is delivered in script order (the clock is advanced to the
/// event's time first, so everything due before it runs), then the clock is advanced to t_k and
/// the frame is snapshotted. Events after the last frame are not delivered. Each event is
/// delivered at its own time and sampling is read-only, so a frame at time t is the same whatever
/// the frame rate that reached it.
public final class Player {
    /// The control being played.
    public let control: any PlayableControl
    /// The script being played.
    public let script: EventScript
    /// The router delivering the script's touches.
    public let router = TouchRouter<any Error>()
    private var nextEvent = 0

    /// Starts `control` (at its scene's time 0) and prepares to play `script`.
    ///
    /// - Throws: what the control's `start()` throws.
    public init(control: any PlayableControl, script: EventScript = .empty) throws {
        self.control = control
        self.script = script
        try control.start()
    }

    /// Builds the control called `name`, starts it and prepares to play `script`.
    ///
    /// - Throws: ``ControlError/unknownControl(_:known:)``, or what the control throws.
    public convenience init(
        controlNamed name: String, configuration: ControlConfiguration = .standard,
        script: EventScript = .empty
    ) throws {
        try self.init(control: ControlRegistry.make(name, configuration: configuration), script: script)
    }

    /// The scene's current time.
    public var time: Double { control.scene.time }

    /// Delivers every undelivered event with time <= `t`, then moves the clock to `t`.
    ///
    /// - Throws: an ``/Kinema/InputError`` for an event that cannot be delivered at its time, a
    ///   ``/Kinema/SceneError`` for a `t` before the scene's clock, or what the control's handlers
    ///   throw.
    public func advance(to t: Double) throws {
        while nextEvent < script.events.count, script.events[nextEvent].time <= t {
            let event = script.events[nextEvent]
            nextEvent += 1
            try router.send(event, to: control)
        }
        try control.scene.advance(to: t)
    }

    /// The frame at time `t` (after delivering the events up to `t`).
    public func frame(at t: Double) throws -> FrameSnapshot {
        try advance(to: t)
        return control.scene.snapshot()
    }

    /// Samples every frame time in order, handing each frame to `body` as it is taken.
    public func play(_ frames: FrameTimes, _ body: (FrameSnapshot) -> Void) throws {
        for t in frames { body(try frame(at: t)) }
    }

    /// Every frame at `fps` from 0 to `until` (by default the last event's time + 2 s, or 3 s with no
    /// events).
    ///
    /// - Throws: a `ValueError` (KinemaCore) for frame times out of range, or what
    ///   ``advance(to:)`` throws.
    public func frames(fps: Double = 60, until: Double? = nil) throws -> [FrameSnapshot] {
        let times = try FrameTimes(until: until ?? script.defaultUntil, fps: fps)
        var out: [FrameSnapshot] = []
        out.reserveCapacity(times.count)
        try play(times) { out.append($0) }
        return out
    }
}
