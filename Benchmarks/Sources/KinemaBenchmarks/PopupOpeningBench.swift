import Benchmark
import Kinema
import KinemaControls

/// The popup menu opening, advanced frame by frame at 120 Hz (`controls.frame.popup-menu`).
///
/// Each cycle starts with a tap on the closed popup, which starts its three 1 s animators; frames
/// are measured through the first `cycle` seconds of the opening. Between cycles, outside the
/// measurement, the clock moves past the opening's end, a tap closes the popup, the clock moves
/// past the closing's end and a tap opens it again: every measured frame is mid-opening.
final class PopupOpeningBench {
    private let popup: PopupMenu
    private let router = TouchRouter<any Error>()
    /// On the popup's strip when closed (607...667) and on the popup when open.
    private let point = Point(x: 187.5, y: 640)
    private let cycle: Double
    private var cycleStart = 0.0
    private var frameIndex = 0
    private var sink = 0.0

    /// `cycle`: how long into each opening frames are measured (below its 1 s).
    init?(cycle: Double) {
        guard let popup = try? PopupMenu(configuration: .standard), cycle > 0, cycle < 1 else { return nil }
        self.popup = popup
        self.cycle = cycle
        tap(at: 0)
    }

    private func tap(at time: Double) {
        try? router.send(.down(time, point), to: popup)
        try? router.send(.up(time, point), to: popup)
    }

    /// Outside the measurement: when the next frame would leave the cycle, finish the opening,
    /// close, and open again.
    func prepareNextFrame() {
        guard Double(frameIndex + 1) / 120 > cycle else { return }
        let close = cycleStart + 1.05
        try? popup.scene.advance(to: close)
        tap(at: close)
        cycleStart = close + 1.05
        try? popup.scene.advance(to: cycleStart)
        tap(at: cycleStart)
        frameIndex = 0
    }

    /// The measured work: one frame (advance 1/120 s, then snapshot).
    func frame() {
        frameIndex += 1
        measureFrame(of: popup.scene, start: cycleStart, index: frameIndex, sink: &sink)
    }
}
