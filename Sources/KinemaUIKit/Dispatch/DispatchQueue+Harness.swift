import Foundation

/// The main queue on the harness clock. In a file that imports KinemaUIKit, these overloads are
/// the ones `DispatchQueue.main.async { ... }` and
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { ... }` resolve to (they need no
/// default arguments, so Swift prefers them to Dispatch's own): `async` runs the block after the
/// code running now, `asyncAfter` when the harness clock reaches the deadline (during
/// `advance(to:)`, in order of deadline, then of scheduling), whatever queue they are called on.
/// Blocks are not `@Sendable`, as the harness has one thread.
///
/// Write the deadline in the call (`.now() + 0.4`, `.now() + .milliseconds(400)`), or keep it in a
/// ``HarnessDeadline``: a deadline kept in a `DispatchTime` variable is Dispatch's own (the
/// machine's clock), and the call then goes to Dispatch, whose main queue the harness never runs.
extension DispatchQueue {
    /// Runs `work` after the code running now, at the current harness time.
    @MainActor
    public func async(execute work: @escaping () -> Void) {
        UIKitRuntime.current.schedule(after: 0, work)
    }

    /// Runs `work` when the harness clock reaches `deadline` (at once if it has passed).
    @MainActor
    public func asyncAfter(deadline: HarnessDeadline, execute work: @escaping () -> Void) {
        let runtime = UIKitRuntime.current
        runtime.schedule(after: deadline.seconds - runtime.scene.time, work)
    }
}

extension UIKitRuntime {
    /// Runs `work` `delay` seconds from now on the harness clock (a negative delay is 0; a delay
    /// that is not finite never comes).
    func schedule(after delay: Double, _ work: @escaping () -> Void) {
        guard !delay.isNaN, delay < .infinity else { return }
        perform("DispatchQueue.asyncAfter") { try scene.schedule(after: Swift.max(0, delay), work) }
    }
}
