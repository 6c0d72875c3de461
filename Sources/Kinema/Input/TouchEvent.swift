import KinemaCore

/// One event of an event script: a time, a phase and, except for `cancel`, a point in root
/// coordinates.
public struct TouchEvent: Hashable, Sendable, CustomStringConvertible {
    /// Seconds since the scene started.
    public var time: Double
    /// What the touch does.
    public var phase: TouchPhase
    /// The touch's location in root coordinates; nil exactly for `cancel`.
    public var location: Point?

    /// An event; pass no location for `cancel`.
    public init(time: Double, phase: TouchPhase, location: Point? = nil) {
        self.time = time
        self.phase = phase
        self.location = location
    }

    /// `down` at `point`.
    public static func down(_ time: Double, _ point: Point) -> TouchEvent {
        TouchEvent(time: time, phase: .down, location: point)
    }
    /// `move` to `point`.
    public static func move(_ time: Double, _ point: Point) -> TouchEvent {
        TouchEvent(time: time, phase: .move, location: point)
    }
    /// `up` at `point`.
    public static func up(_ time: Double, _ point: Point) -> TouchEvent {
        TouchEvent(time: time, phase: .up, location: point)
    }
    /// `cancel`.
    public static func cancel(_ time: Double) -> TouchEvent { TouchEvent(time: time, phase: .cancel) }

    /// The event in script syntax, e.g. `0.5 move 120,300` (numbers as Swift's shortest decimals).
    public var description: String {
        guard let p = location else { return "\(time) \(phase.rawValue)" }
        return "\(time) \(phase.rawValue) \(p.x),\(p.y)"
    }
}
