import Foundation

/// A point in time on the harness clock, as Dispatch's `DispatchTime` reads it: `.now()` is the
/// clock's time, and adding seconds (or a ``DispatchTimeInterval``) gives a deadline. Declared by
/// KinemaUIKit, it shadows Dispatch's type, so code that also imports Foundation schedules on the
/// harness clock, never the machine's.
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Seconds on the harness clock.
    public let seconds: Double

    /// A time `seconds` into the harness clock.
    public init(seconds: Double) { self.seconds = seconds }

    /// The harness clock's current time.
    @MainActor
    public static func now() -> DispatchTime { DispatchTime(seconds: UIKitRuntime.current.scene.time) }

    /// A time that never comes.
    public static let distantFuture = DispatchTime(seconds: .infinity)

    /// Nanoseconds on the harness clock, as Dispatch counts them.
    public var uptimeNanoseconds: UInt64 {
        seconds.isFinite && seconds > 0 ? UInt64(Swift.min(seconds * 1e9, 1.8e19)) : 0
    }

    /// `time` plus `seconds`.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds + seconds)
    }

    /// `time` minus `seconds`.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds - seconds)
    }

    /// `time` plus an interval.
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds + interval.seconds)
    }

    /// `time` minus an interval.
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds - interval.seconds)
    }

    /// Whether `a` comes before `b`.
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }
}

/// A length of time, as Dispatch's `DispatchTimeInterval` writes it.
public enum DispatchTimeInterval: Hashable, Sendable {
    /// Whole seconds.
    case seconds(Int)
    /// Milliseconds.
    case milliseconds(Int)
    /// Microseconds.
    case microseconds(Int)
    /// Nanoseconds.
    case nanoseconds(Int)
    /// Never.
    case never

    /// The interval in seconds.
    var seconds: Double {
        switch self {
        case .seconds(let n): Double(n)
        case .milliseconds(let n): Double(n) / 1e3
        case .microseconds(let n): Double(n) / 1e6
        case .nanoseconds(let n): Double(n) / 1e9
        case .never: .infinity
        }
    }
}
