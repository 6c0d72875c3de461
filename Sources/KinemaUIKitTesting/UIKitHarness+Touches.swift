import Foundation
import Kinema
import KinemaUIKit

extension UIKitHarness {
    // MARK: The finger

    /// The finger lands at `point` (window coordinates) at the current time. The touch goes as
    /// UIKit sends it: the window is hit-tested (`hitTest(_:with:)`), the gesture recognisers of
    /// the hit view and of its ancestors receive it first, then the hit view and its responder
    /// chain (a `UIControl` tracks it), unless a recogniser that recognised cancels it there.
    /// One finger: landing while a touch is down cancels that touch first.
    ///
    /// A point with a coordinate that is not finite or exceeds 1e9 in magnitude (the bound of
    /// event scripts) is not delivered: it is logged, and the same holds for the calls below.
    public func touchDown(at point: CGPoint) {
        if isDeliverable(point, "touchDown(at:)") { finger.down(at: point, time: time) }
    }

    /// The finger moves to `point` (window coordinates) at the current time; nothing without a
    /// touch down.
    public func touchMove(to point: CGPoint) {
        if isDeliverable(point, "touchMove(to:)") { finger.move(to: point, time: time) }
    }

    /// The finger lifts at `point` (window coordinates) at the current time; nothing without a
    /// touch down.
    public func touchUp(at point: CGPoint) {
        if isDeliverable(point, "touchUp(at:)") { finger.up(at: point, time: time) }
    }

    /// A tap: the finger lands and lifts at `point` (window coordinates) at the current time, as
    /// ``touchDown(at:)`` then ``touchUp(at:)``.
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        touchUp(at: point)
    }

    /// The system cancels the touch at the current time; nothing without a touch down.
    public func touchCancel() { finger.cancel(time: time) }

    /// Whether the finger is down.
    public var isTouching: Bool { finger.isTouching }

    /// Delivers one scripted event at the current time (its own time is not read): `down`,
    /// `move`, `up` or `cancel`, at its point (root coordinates are window coordinates).
    public func send(_ event: TouchEvent) {
        let point = event.location.map { CGPoint(x: $0.x, y: $0.y) }
        switch (event.phase, point) {
        case (.down, let p?): touchDown(at: p)
        case (.move, let p?): touchMove(to: p)
        case (.up, let p?): touchUp(at: p)
        case (.cancel, _): touchCancel()
        case (.down, nil), (.move, nil), (.up, nil): break
        }
    }

    /// Whether `point` can be delivered (finite, within the scripts' magnitude bound); logs why not.
    private func isDeliverable(_ point: CGPoint, _ call: String) -> Bool {
        let limit = EventScript.maximumMagnitude
        // A NaN compares false, so it is refused too.
        guard Double(point.x).magnitude <= limit, Double(point.y).magnitude <= limit else {
            runtime.log(
                "UIKitHarness.\(call): the point (\(point.x), \(point.y)) is not finite or exceeds 1e9; not delivered")
            return false
        }
        return true
    }

    // MARK: Playing event scripts

    /// Plays `script` on the window as `kinema play` plays it on a control, and returns the
    /// frames: for each frame time `t = k / fps` (`k = 0 ... floor(until * fps)`; `until`
    /// defaults to the last event's time + 2 s, or 3 s without events), every event not yet
    /// delivered whose time is at most `t` is delivered in script order, each once the clock has
    /// been advanced to its time (so everything due before it runs first); then the clock moves to
    /// `t` and the frame is taken. Events after the last frame are not delivered.
    ///
    /// Times are the harness clock's. A frame or event time the clock has already passed is
    /// taken or delivered at the current time, and such an event is logged. An `fps` or `until`
    /// out of range logs a diagnostic and plays nothing.
    public func play(_ script: EventScript, fps: Double = 60, until: Double? = nil) -> [FrameSnapshot] {
        guard let times = try? FrameTimes(until: until ?? script.defaultUntil, fps: fps) else {
            runtime.log("UIKitHarness: fps must be in (0, 1000] and until finite and not negative")
            return []
        }
        var next = 0
        var frames: [FrameSnapshot] = []
        frames.reserveCapacity(times.count)
        for t in times {
            while next < script.events.count, script.events[next].time <= t {
                let event = script.events[next]
                next += 1
                if event.time < time {
                    runtime.log(
                        "UIKitHarness.play: event \(next) (\(event)) is before the harness clock (\(time)); "
                            + "delivered at \(time)")
                }
                advance(to: Swift.max(event.time, time))
                send(event)
            }
            advance(to: Swift.max(t, time))
            frames.append(snapshot())
        }
        return frames
    }

    /// Parses `script` (Kinema's event script text, e.g. `0 down 100,300; 0.2 up 100,300`) and
    /// plays it as ``play(_:fps:until:)``; a script that does not parse logs its error and plays
    /// nothing.
    public func play(_ script: String, fps: Double = 60, until: Double? = nil) -> [FrameSnapshot] {
        do {
            return play(try EventScript(parsing: script), fps: fps, until: until)
        } catch {
            runtime.log("UIKitHarness.play: \(error)")
            return []
        }
    }
}
