import Kinema

extension LottieExport {
    /// One period of a scene whose animations all repeat forever, as a document that loops
    /// (players loop a document by default): frames at `t0 + k / fps` for `k = 0 ..<
    /// round(period * fps)`, `t0` being the scene's time now and `period` its
    /// ``/Kinema/Scene/loopPeriod(upTo:)``; the last frame is the one before the period closes, so
    /// the document's out point meets its first frame. Exact when the period is a whole number
    /// of frames. Advances the scene's clock by the sampled span.
    ///
    /// - Returns: nil when the scene does not loop (something animates that will end or does not
    ///   repeat) or its period is shorter than one frame.
    public static func loop(
        of scene: Scene, fps: Double, name: String = "kinema",
        keyframes: Keyframes = .fitted
    ) throws -> LottieExport? {
        guard fps.isFinite, fps > 0, let period = scene.loopPeriod() else { return nil }
        let count = Int((period * fps).rounded())
        guard count >= 1 else { return nil }
        let start = scene.time
        var frames: [FrameSnapshot] = []
        frames.reserveCapacity(count)
        for k in 0..<count {
            try scene.advance(to: start + Double(k) / fps)
            frames.append(scene.snapshot())
        }
        return LottieExport(frames: frames, fps: fps, name: name, keyframes: keyframes)
    }
}
