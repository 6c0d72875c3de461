/// A clock that moves only when told to (SPEC 1): the one way time enters Kinema.
///
/// Time is in seconds, starts where it is created (0 by default), never goes backwards and is
/// always finite.
public struct ManualClock: Hashable, Sendable {
    /// The current time in seconds.
    public private(set) var now: Double

    /// A clock at time 0.
    public init() { now = 0 }

    /// A clock at time `now`.
    ///
    /// - Throws: ``ClockError/notFinite`` when `now` is NaN or infinite.
    public init(now: Double) throws(ClockError) {
        guard now.isFinite else { throw .notFinite }
        self.now = now
    }

    /// Moves the clock to `time`; staying at the same time is allowed.
    ///
    /// - Throws: ``ClockError/notFinite`` for NaN or infinite `time`, and
    ///   ``ClockError/backwards(from:to:)`` when `time < now`. The clock is unchanged on error.
    public mutating func advance(to time: Double) throws(ClockError) {
        guard time.isFinite else { throw .notFinite }
        guard time >= now else { throw .backwards(from: now, to: time) }
        now = time
    }

    /// Moves the clock forward by `interval` seconds (0 is allowed).
    ///
    /// - Throws: ``ClockError/notFinite`` when `interval` or the new time is NaN or infinite, and
    ///   ``ClockError/negativeInterval(_:)`` when `interval < 0`. The clock is unchanged on error.
    public mutating func advance(by interval: Double) throws(ClockError) {
        guard interval.isFinite else { throw .notFinite }
        guard interval >= 0 else { throw .negativeInterval(interval) }
        try advance(to: now + interval)
    }
}

/// Why a ``ManualClock`` refused to move.
public enum ClockError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A time or interval is NaN or infinite (or the sum overflowed).
    case notFinite
    /// The requested time is before the current one.
    case backwards(from: Double, to: Double)
    /// The requested interval is negative.
    case negativeInterval(Double)

    /// A one-line, human-readable reason.
    public var description: String {
        switch self {
        case .notFinite: return "clock times must be finite"
        case let .backwards(from, to): return "the clock cannot go back from \(from) to \(to)"
        case .negativeInterval(let dt): return "the clock cannot advance by a negative interval (\(dt))"
        }
    }
}
