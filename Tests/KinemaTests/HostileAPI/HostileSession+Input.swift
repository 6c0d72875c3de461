import Kinema
import XCTest

/// Touches: the router, the three handlers called directly, and the recognisers' initialisers.
extension HostileSession {
    /// A touch location: on the items mostly, else hostile.
    func touchPoint() -> Point {
        hostile.chance(70)
            ? Point(x: hostile.random.uniform(in: 0...200), y: hostile.random.uniform(in: 0...200))
            : Point(x: number(), y: number())
    }

    /// An event time: a little after the scene's time mostly, else hostile.
    func eventTime() -> Double {
        hostile.chance(75) ? scene.time + hostile.random.uniform(in: 0...0.1) : number()
    }

    func touchEvent() -> TouchEvent {
        let phase = hostile.pick(TouchPhase.allCases)
        let location: Point? = phase == .cancel && hostile.chance(80) ? nil : touchPoint()
        return TouchEvent(time: eventTime(), phase: phase, location: location)
    }

    /// Whether the router must refuse `event`: a time or a coordinate that is not finite or past
    /// 1e9 (`send` also refuses a time before the scene's).
    func isOutOfRange(_ event: TouchEvent) -> Bool {
        !within(event.time) || !(event.location.map(\.isWithin) ?? true)
    }

    /// Sends or delivers a hostile event through the router, or calls a handler directly.
    func touch() {
        switch hostile.index(6) {
        case 0, 1:
            let event = touchEvent()
            let mustThrow = isOutOfRange(event) || event.time < scene.time
            expectThrowing("send \(event)", mustThrow: mustThrow) { () throws(InputError) in
                try router.send(event, to: responder)
            }
        case 2:
            let event = touchEvent()
            expectThrowing("deliver \(event)", mustThrow: isOutOfRange(event)) { () throws(InputError) in
                try router.deliver(event, to: responder)
            }
        case 3:
            // The handlers called directly, bypassing the router's checks.
            let handler: any TouchHandler<InputError> = hostile.pick(
                [pan, button, tracker] as [any TouchHandler<InputError>])
            let p = Point(x: number(), y: number()), t = number()
            requireNoThrow(
                try {
                    switch self.hostile.index(4) {
                    case 0: try handler.touchBegan(at: p, time: t)
                    case 1: try handler.touchMoved(to: p, time: t)
                    case 2: try handler.touchEnded(at: p, time: t)
                    default: try handler.touchCancelled(time: t)
                    }
                }(), context)
        case 4:
            let hysteresis = number()
            let mustThrow = !(hysteresis.isFinite && hysteresis >= 0)
            var made: PanGestureRecognizer<InputError>?
            expectThrowing("PanGestureRecognizer(hysteresis: \(hysteresis))", mustThrow: mustThrow) {
                () throws(InputError) in
                made = try PanGestureRecognizer(view: items[0], hysteresis: hysteresis) { _ throws(InputError) in }
            }
            if let made {
                require(made.hysteresis.isFinite && made.hysteresis >= 0, context)
                requireEqual(made.hysteresis.sign, .plus, context)
            }
        default:
            // New handlers with hostile margins, fed hostile touches: no trap.
            let margin = number()
            let target = ButtonTarget<InputError>(view: item(), extendedMargin: margin) {}
            let tracking = ControlTracker(view: item(), delegate: control, extendedMargin: margin)
            let instant = PanGestureRecognizer<InputError>(instantPanOn: item()) { _ throws(InputError) in }
            for handler in [target, tracking, instant] as [any TouchHandler<InputError>] {
                requireNoThrow(try handler.touchBegan(at: touchPoint(), time: number()), context)
                requireNoThrow(try handler.touchMoved(to: touchPoint(), time: number()), context)
                requireNoThrow(try handler.touchEnded(at: touchPoint(), time: number()), context)
            }
            require(instant.velocity.isFinite && instant.translation.isFinite, context)
        }
    }
}
