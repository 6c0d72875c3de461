import KinemaCore

extension Scene {
    /// The most frames one call of ``frames(fps:until:)`` samples: the limit of `kinema play`.
    public static let maximumFrameCount = 100_000

    /// Plays the scene from time 0 and returns its frames: the clock is advanced to each frame
    /// time `t_k = k / fps`, for `k = 0, 1, ..., floor(until * fps)`, and every view is snapshotted
    /// there.
    ///
    /// This is the advance-and-snapshot loop, written once:
    ///
    /// ```swift
    /// try scene.animate(withDuration: 0.75, usingSpringWithDamping: 0.4) { card.center.y = 500 }
    /// let frames = try scene.frames(fps: 60, until: 1)    // 61 frames, t = 0, 1/60, ..., 1
    /// print(frames[15].time, frames[15]["card"]!.center.y)
    /// ```
    ///
    /// Each time is computed as `k / fps` by one division, never by adding up frame intervals, and
    /// `floor(until * fps)` forgives decimal rounding (0.29 s at 100 fps is 30 intervals; see
    /// ``/KinemaCore/FrameTimes``). Everything the clock runs on the way (completions, scheduled
    /// actions such as touches, physics steps) runs as ``advance(to:)`` runs it, so a frame at `t`
    /// sees everything due up to and including `t`. The frames are values: nothing done to the
    /// scene later changes them. Afterwards the scene's clock stands at the last frame's time.
    ///
    /// - Parameters:
    ///   - fps: frames per second, finite and in (0, 1000] (the bounds of `kinema play --fps`).
    ///   - until: the last time to sample, in seconds, finite and not negative (0 samples the
    ///     first frame only).
    /// - Complexity: *F* calls of ``advance(to:)`` and of ``snapshot()``, *F* = floor(`until` x
    ///   `fps`) + 1 frames; the result holds *F* x *n* view snapshots.
    /// - Throws: ``SceneError/invalidFrameTimes(_:)`` for an `fps` or `until` out of range or
    ///   more than ``maximumFrameCount`` frames, and ``SceneError/timeWentBackwards(from:to:)``
    ///   when the clock has already passed time 0, the first frame. Either way the clock has not
    ///   moved.
    public func frames(fps: Double, until: Double) throws(SceneError) -> [FrameSnapshot] {
        let times: FrameTimes
        do {
            times = try FrameTimes(until: until, fps: fps, maximumCount: Self.maximumFrameCount)
        } catch {
            throw .invalidFrameTimes(error)
        }
        guard time <= 0 else { throw .timeWentBackwards(from: time, to: 0) }
        var frames: [FrameSnapshot] = []
        frames.reserveCapacity(times.count)
        for t in times {
            try advance(to: t)
            frames.append(snapshot())
        }
        return frames
    }
}
