import Kinema
import KinemaControls

/// The spinning tips swinging in, advanced one physics step (1/120 s) per frame. When the card has
/// come to rest (the animator paused) a fresh control is built and started, outside the
/// measurement, so every measured frame is mid-swing.
final class SpinningTipsFrameBench {
    private var tips: SpinningTips
    private var frameIndex = 0
    private var sink = 0.0

    init?() {
        guard let tips = Self.started() else { return nil }
        self.tips = tips
    }

    private static func started() -> SpinningTips? {
        guard let tips = try? SpinningTips(configuration: .standard), (try? tips.start()) != nil else { return nil }
        return tips
    }

    /// Outside the measurement: a new swing once the last one has come to rest.
    func prepareNextFrame() {
        guard frameIndex > 0, !tips.animator.isRunning, let fresh = Self.started() else { return }
        tips = fresh
        frameIndex = 0
    }

    /// The measured work: one step of the physics (with the layout it triggers) and a snapshot.
    func frame() {
        frameIndex += 1
        try? tips.scene.advance(to: Double(frameIndex) / 120)
        let snapshot = tips.scene.snapshot()
        sink += snapshot.views[1].center.x
        blackHole(sink)
    }
}
