import Foundation

/// The accessibility settings UIKit reads from the system, answered by the harness.
@MainActor
public enum UIAccessibility {
    /// Whether Reduce Motion is on (the harness's `isReduceMotionEnabled` setting; off by default).
    public static var isReduceMotionEnabled: Bool { UIKitRuntime.current.isReduceMotionEnabled }
}

/// The harness clock's time in seconds (Core Animation's `CACurrentMediaTime()`).
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { UIKitRuntime.current.scene.time }

/// Seconds, as Core Foundation counts them.
public typealias CFTimeInterval = Double
