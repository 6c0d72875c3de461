import Foundation

/// A deadline on the harness clock: what `.now() + 0.4` means in
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { ... }` in a file that imports
/// KinemaUIKit (see `DispatchQueue.asyncAfter(deadline:execute:)`).
public struct HarnessDeadline: Comparable, Hashable, Sendable {
    /// Seconds on the harness clock.
    public let seconds: Double

    /// A deadline `seconds` into the harness clock.
    public init(seconds: Double) { self.seconds = seconds }

    /// The harness clock's current time.
    @MainActor
    public static func now() -> HarnessDeadline { HarnessDeadline(seconds: UIKitRuntime.current.scene.time) }

    /// `deadline` plus `seconds`.
    public static func + (deadline: HarnessDeadline, seconds: Double) -> HarnessDeadline {
        HarnessDeadline(seconds: deadline.seconds + seconds)
    }

    /// `deadline` plus an interval.
    public static func + (deadline: HarnessDeadline, interval: DispatchTimeInterval) -> HarnessDeadline {
        HarnessDeadline(seconds: deadline.seconds + interval.seconds)
    }

    /// Whether `a` comes before `b`.
    public static func < (a: HarnessDeadline, b: HarnessDeadline) -> Bool { a.seconds < b.seconds }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinite).
    var seconds: Double {
        switch self {
        case .seconds(let n): Double(n)
        case .milliseconds(let n): Double(n) / 1e3
        case .microseconds(let n): Double(n) / 1e6
        case .nanoseconds(let n): Double(n) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}
