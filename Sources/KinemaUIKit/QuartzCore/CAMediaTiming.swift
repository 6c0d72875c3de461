import Foundation
import Kinema

/// Core Animation's timing protocol, adopted by ``CAAnimation`` and ``CALayer``: a local time
/// `t = (tp - beginTime) * speed + timeOffset` from the parent's time `tp`, and, for an
/// animation, how long a pass lasts, how it repeats and what it shows outside its active time.
/// Kinema's media timing article gives every rule as a formula.
@MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time (for an animation added to a layer, 0 is
    /// "now"; in a group, relative to the group's start).
    var beginTime: CFTimeInterval { get set }
    /// One pass, in local seconds (0 on an animation: the transaction's duration, 0.25 s).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's (0 freezes it at ``timeOffset``).
    var speed: Float { get set }
    /// Added to the local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many passes play (fractional counts end mid-pass, `.infinity` repeats for ever).
    var repeatCount: Float { get set }
    /// How long to repeat, in local seconds (wins over ``repeatCount`` when positive).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass plays forwards, then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time, with Core Animation's raw values.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The raw name (`"removed"`, `"forwards"`, `"backwards"`, `"both"`).
    public let rawValue: String
    /// A fill mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A fill mode from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Nothing outside the active time (the default).
    public static let removed = CAMediaTimingFillMode("removed")
    /// The last value is held after the active time (while the animation stays on the layer:
    /// set `isRemovedOnCompletion` to false).
    public static let forwards = CAMediaTimingFillMode("forwards")
    /// The first value shows before the active time.
    public static let backwards = CAMediaTimingFillMode("backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = CAMediaTimingFillMode("both")

    /// The engine's fill mode (an unknown raw value is `removed`).
    var kinema: FillMode { FillMode(rawValue: rawValue) ?? .removed }
}
