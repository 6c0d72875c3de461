import Foundation
import Kinema

/// The main queue on the harness clock, as Dispatch's `DispatchQueue` writes it: `async` runs a
/// block after the code running now, `asyncAfter` when the harness clock reaches the deadline
/// (at `advance(to:)`, in order of deadline, then of scheduling). Declared by KinemaUIKit, it
/// shadows Dispatch's type, so a file that also imports Foundation still schedules here. There is
/// one queue, the main one (`DispatchQueue.main`, or `DispatchQueue(label:)`, which runs on it too).
public final class DispatchQueue: @unchecked Sendable {
    /// The main queue.
    public static let main = DispatchQueue(label: "com.apple.main-thread")

    /// The queue's label.
    public let label: String

    /// A queue with a label; its blocks run on the harness clock like the main queue's.
    public init(label: String) { self.label = label }

    /// Runs `work` after the code running now, at the current harness time.
    @MainActor
    public func async(execute work: @escaping @MainActor () -> Void) {
        schedule(after: 0, work)
    }

    /// Runs `work` when the harness clock reaches `deadline` (at once if it has passed).
    @MainActor
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
        let runtime = UIKitRuntime.current
        schedule(after: Swift.max(0, deadline.seconds - runtime.scene.time), work)
    }

    /// Runs `work` now and waits for it (the harness has one thread).
    @MainActor
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    @MainActor
    private func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void) {
        let runtime = UIKitRuntime.current
        guard delay.isFinite else { return }      // a deadline that never comes
        runtime.perform("DispatchQueue.asyncAfter") { try runtime.scene.schedule(after: delay) { work() } }
    }
}
