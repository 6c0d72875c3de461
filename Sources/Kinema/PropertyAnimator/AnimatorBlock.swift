/// The path of one animation block of a ``PropertyAnimator``: drives the track entries its
/// changes made. Every entry adds `delta * (1 - f)` with `delta = start - end`, so the fraction `f`
/// returned here is the block's displayed fraction of the way from its start values (0) to its
/// end values (1).
///
/// A block owns a part of the animator's timeline, `[windowStart, 1]` (0 for blocks given before
/// the animator became active with no delay; later and delayed blocks start further on). It is
/// either held at a fraction (animator paused, stopped or inactive) or moving along a ``Motion``.
final class AnimatorBlock: AnimationDriver {
    /// One move of the displayed fraction from `from` to `to` between the scene times `begin` and
    /// `end`, with a timing resolved for `end - begin` seconds.
    struct Motion {
        var from: Double
        var to: Double
        var begin: Double
        var end: Double
        var timing: TimingModel
    }

    /// Where the block's part of the animator's timeline begins, in [0, 1].
    let windowStart: Double
    /// The animator's timing resolved over the block's share of the duration, used to show a
    /// position when scrubbing without `scrubsLinearly`.
    let pausedTiming: TimingModel
    /// The displayed fraction while not moving.
    var held: Double = 0 {
        didSet { forgetFraction() }
    }
    /// The current move, while the animator runs.
    var motion: Motion? {
        didSet { forgetFraction() }
    }

    init(windowStart: Double, pausedTiming: TimingModel) {
        self.windowStart = windowStart
        self.pausedTiming = pausedTiming
    }

    override func computeFraction(at time: Double) -> Double {
        guard let m = motion else { return held }
        if time >= m.end { return m.to }
        if time <= m.begin { return m.from }
        let u = (time - m.begin) / (m.end - m.begin)
        return m.from + (m.to - m.from) * m.timing.progress(atFraction: u)
    }

    /// The block's own share of the way at animator position `p`: 0 before its window, 1 at the
    /// end, linear in between (a window that starts at 1 jumps at the end).
    func localPosition(_ p: Double) -> Double {
        if windowStart >= 1 { return p >= 1 ? 1 : 0 }
        if windowStart <= 0 { return p < 0 ? 0 : (p > 1 ? 1 : p) }
        let u = (p - windowStart) / (1 - windowStart)
        return u < 0 ? 0 : (u > 1 ? 1 : u)
    }

    /// Stops moving and holds `fraction`.
    func hold(_ fraction: Double) {
        held = fraction
        motion = nil
    }
}
