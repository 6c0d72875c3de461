import Kinema

/// Delivers touches to a control (SPEC 2): hit-tests each `down` in the scene, picks the first view
/// from the hit view up to the root that has a touch handler, and sends that handler the whole
/// sequence (`move`s, then `up` or `cancel`), wherever the finger goes. A touch that lands where no
/// view has a handler goes nowhere.
///
/// One touch at a time: a `down` while a touch is active cancels the active one first; `move`,
/// `up` and `cancel` with no active touch do nothing. (Event scripts never do either.)
public final class TouchRouter {
    /// The handler receiving the current touch, if any.
    public private(set) var receiver: (any TouchHandler)?

    /// A router with no active touch.
    public init() {}

    /// The handler a touch landing at `point` (root coordinates) would go to.
    public static func handler(at point: Point, in control: any PlayableControl) -> (any TouchHandler)? {
        var node = control.scene.hitTest(point)
        while let view = node {
            if let handler = control.touchHandler(for: view) { return handler }
            node = view.superview
        }
        return nil
    }

    /// Moves the control's clock to the event's time (running everything due before it), then
    /// delivers the event.
    public func send(_ event: TouchEvent, to control: any PlayableControl) throws(ControlError) {
        do {
            try control.scene.advance(to: event.time)
        } catch {
            throw .scene(error)
        }
        try deliver(event, to: control)
    }

    /// Delivers the event at the control's current time (the clock does not move).
    public func deliver(_ event: TouchEvent, to control: any PlayableControl) throws(ControlError) {
        let time = control.scene.time
        switch event.phase {
        case .down:
            guard let point = event.location else { return }
            if let active = receiver {
                receiver = nil
                try active.touchCancelled(time: time)
            }
            receiver = Self.handler(at: point, in: control)
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
}
