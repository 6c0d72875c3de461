import KinemaCore

/// How a UIView-style animation repeats: UIKit's `.repeat` and `.autoreverse` options and
/// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`, counted as Core Animation
/// counts an explicit animation's cycles (see <doc:MediaTimingModel>).
///
/// A cycle is one pass of duration `d`, or a pass forwards then backwards (`2 d`) with
/// `autoreverses`; the animation runs `max(count, 1)` cycles (fractional counts end mid-cycle,
/// `.infinity` never ends). At `e` seconds after its start, with `c` the cycle and `A` the active
/// duration, the pass time handed to the timing model is
///
///     a = min(e, A),  w = a - c * floor(a / c)  (w = c where a = A lands on a cycle boundary)
///     s = w            when w <= d
///     s = c - w        otherwise (backwards, with autoreverses)
///
/// so the presentation runs from the old value to the new one and, with `autoreverses`, back; when
/// the active duration ends the animation is removed and the model value shows (the snap UIKit
/// documents for an autoreversing block). Package access: the UIKit facade's options map to it.
package struct AnimationRepetition: Hashable, Sendable {
    /// How many cycles play: `.infinity` for ever; counts below 1 (and NaN) play one cycle.
    package var count: Double
    /// Whether each cycle plays forwards, then backwards.
    package var autoreverses: Bool

    /// A repetition of `count` cycles.
    package init(count: Double, autoreverses: Bool) {
        self.count = count
        self.autoreverses = autoreverses
    }

    /// The number of cycles that play.
    var cycles: Double { count.isNaN || count < 1 ? 1 : count }

    /// The time the repeated animation is active, for passes of `duration` seconds.
    package func activeDuration(_ duration: Double) -> Double {
        cycles * (autoreverses ? 2 * duration : duration)
    }

    /// The pass time `s` (see the type's discussion) `elapsed` seconds after the start; negative
    /// elapsed times are returned as they are (the timing model shows the start there).
    func passTime(atElapsed elapsed: Double, duration d: Double) -> Double {
        guard elapsed > 0, d > 0 else { return elapsed }
        let cycle = autoreverses ? 2 * d : d
        let active = activeDuration(d)
        let a = Swift.min(elapsed, active)
        var w = a - cycle * (a / cycle).rounded(.down)
        if elapsed >= active, w <= 0 { w = cycle }
        if w < 0 { w = 0 } else if w > cycle { w = cycle }
        return autoreverses && w > d ? cycle - w : w
    }
}

extension Scene {
    /// Runs `body` with `repetition` waiting for the next UIView-style or keyframe animation block
    /// it starts (`animate(withDuration:...)`, `animateKeyframes`): that block takes it and repeats
    /// (its completion runs when its active duration ends, never for an endless one). A block
    /// nested in that one does not repeat. Package access, for the UIKit facade's `.repeat` and
    /// `.autoreverse` options.
    package func withBlockRepetition<R>(_ repetition: AnimationRepetition?, _ body: () throws -> R) rethrows -> R {
        let saved = media.blockRepetition
        media.blockRepetition = repetition
        defer { media.blockRepetition = saved }
        return try body()
    }

    /// Takes the repetition waiting for the block starting now (see ``withBlockRepetition(_:_:)``).
    func takeBlockRepetition() -> AnimationRepetition? {
        defer { media.blockRepetition = nil }
        return media.blockRepetition
    }

    /// Runs `changes` with their animations repeating as `repetition` says (UIKit's
    /// `modifyAnimations(withRepeatCount:autoreverses:animations:)`): inside a UIView-style block,
    /// the changes made in `changes` animate with the block's timing and repeat, and the block's
    /// completion waits for the longest repetition. Returns false, with the changes recorded as
    /// the enclosing block records them (applied at once outside any block), when there is no
    /// UIView-style block to modify (outside any, or in a keyframe or property animator block).
    @discardableResult
    package func modifyAnimations(_ repetition: AnimationRepetition, _ changes: () -> Void) -> Bool {
        guard let recorder = recorders.last as? AdditiveRecorder, let base = recorder.driver as? TimedDriver else {
            changes()
            return false
        }
        let saved = recorder.driver
        recorder.driver = TimedDriver(begin: base.begin, timing: base.timing, repetition: repetition)
        recorder.longestActive = Swift.max(
            recorder.longestActive,
            base.begin - time + repetition.activeDuration(base.timing.duration))
        defer { recorder.driver = saved }
        changes()
        return true
    }
}
