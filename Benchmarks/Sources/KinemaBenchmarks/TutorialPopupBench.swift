import Benchmark
import Kinema
import KinemaControls
import KinemaUIKit
import KinemaUIKitTesting

/// `uikit.tutorial.popup.frame`: one 120 Hz frame of the popup tutorial's own code (the test
/// suite's Tests/TutorialCode/PopupMenu.swift, compiled here through the symbolic link
/// PopupMenuTutorial.swift) on the facade while a finger drags the popup open: the finger moves
/// 4 pt up (the instant pan scrubs the three paused animators), the harness clock moves 1/120 s,
/// and the frame is taken (`harness.snapshot()`).
///
/// `controls.frame.popup-menu.drag` is the same drag on KinemaControls' popup (what `kinema play
/// popup-menu` computes): the move delivered through a `TouchRouter`, then the snapshot.
///
/// A drag lasts 84 frames (0.7 s, from y 640 to 304, fraction 0.76); between drags, outside the
/// measurement, the finger lifts, the popup finishes opening, a tap closes it, it settles, and
/// the finger lands on its strip again.
func tutorialBenchmarks() -> [BenchmarkSuite] {
    [
        BenchmarkSuite(name: "uikit") { suite in
            suite.benchmark("tutorial.popup.frame") { state in
                let bench = TutorialPopupDragBench()
                while true {
                    bench.prepareNextFrame()
                    try state.measure { bench.frame() }
                    blackHole(bench.sink)
                }
            }
        },
        BenchmarkSuite(name: "controls") { suite in
            suite.benchmark("frame.popup-menu.drag") { state in
                guard let bench = ControlPopupDragBench() else { return }
                while true {
                    bench.prepareNextFrame()
                    try state.measure { bench.frame() }
                    blackHole(bench.sink)
                }
            }
        }
    ]
}

/// The drag's shape, shared by both benchmarks.
enum PopupDrag {
    /// Frames per drag.
    static let frames = 84
    /// Where the finger lands (on the closed popup's strip) and where it taps to close.
    static let start = (x: 187.5, y: 640.0), closeTap = (x: 187.5, y: 300.0)
    /// How far the finger moves up per frame.
    static let step = 4.0
    /// How long the popup is left to settle after lifting and after the closing tap.
    static let settle = 1.2

    /// The finger's y at frame `k` of a drag.
    static func y(_ k: Int) -> Double { start.y - step * Double(k) }
}

/// The tutorial's controller on a harness (main thread only).
final class TutorialPopupDragBench: @unchecked Sendable {
    private let harness: UIKitHarness
    private let controller: PopupMenuViewController
    private var cycleStart = 0.0
    private var frameIndex = 0
    /// The popup's centre y summed over the frames, so the work is kept.
    private(set) var sink = 0.0

    init() {
        (harness, controller) = MainActor.assumeIsolated {
            let harness = UIKitHarness(screenSize: CGSize(width: 375, height: 667))
            let controller = PopupMenuViewController()
            harness.show(controller)
            harness.touchDown(at: CGPoint(x: PopupDrag.start.x, y: PopupDrag.start.y))
            return (harness, controller)
        }
    }

    /// Outside the measurement: after a whole drag, lift, let it open, tap it closed, let it
    /// settle and land again.
    func prepareNextFrame() {
        guard frameIndex == PopupDrag.frames else { return }
        let (harness, start) = (harness, cycleStart)
        cycleStart = MainActor.assumeIsolated {
            let last = CGPoint(x: PopupDrag.start.x, y: PopupDrag.y(PopupDrag.frames))
            harness.touchUp(at: last)
            harness.advance(to: start + Double(PopupDrag.frames) / 120 + PopupDrag.settle)
            let tap = CGPoint(x: PopupDrag.closeTap.x, y: PopupDrag.closeTap.y)
            harness.touchDown(at: tap)
            harness.touchUp(at: tap)
            harness.advance(to: harness.time + PopupDrag.settle)
            harness.touchDown(at: CGPoint(x: PopupDrag.start.x, y: PopupDrag.start.y))
            return harness.time
        }
        frameIndex = 0
    }

    /// One frame: advance 1/120 s, move the finger, take the frame.
    func frame() {
        frameIndex += 1
        let (harness, t, y) = (harness, cycleStart + Double(frameIndex) / 120, PopupDrag.y(frameIndex))
        sink += MainActor.assumeIsolated {
            harness.advance(to: t)
            harness.touchMove(to: CGPoint(x: PopupDrag.start.x, y: y))
            let snapshot = harness.snapshot()
            return snapshot.views[snapshot.views.count - 1].center.y
        }
    }
}

/// KinemaControls' popup under the same drag.
final class ControlPopupDragBench {
    private let popup: PopupMenu
    private let router = TouchRouter<any Error>()
    private var cycleStart = 0.0
    private var frameIndex = 0
    private(set) var sink = 0.0

    init?() {
        guard let popup = try? PopupMenu(configuration: .standard) else { return nil }
        self.popup = popup
        try? router.send(.down(0, Point(x: PopupDrag.start.x, y: PopupDrag.start.y)), to: popup)
    }

    func prepareNextFrame() {
        guard frameIndex == PopupDrag.frames else { return }
        let lift = cycleStart + Double(PopupDrag.frames) / 120
        try? router.send(.up(lift, Point(x: PopupDrag.start.x, y: PopupDrag.y(PopupDrag.frames))), to: popup)
        let tap = lift + PopupDrag.settle
        try? router.send(.down(tap, Point(x: PopupDrag.closeTap.x, y: PopupDrag.closeTap.y)), to: popup)
        try? router.send(.up(tap, Point(x: PopupDrag.closeTap.x, y: PopupDrag.closeTap.y)), to: popup)
        cycleStart = tap + PopupDrag.settle
        try? router.send(.down(cycleStart, Point(x: PopupDrag.start.x, y: PopupDrag.start.y)), to: popup)
        frameIndex = 0
    }

    /// One frame: the move at the frame's time (the clock advances to it), then the frame.
    func frame() {
        frameIndex += 1
        let t = cycleStart + Double(frameIndex) / 120
        try? router.send(.move(t, Point(x: PopupDrag.start.x, y: PopupDrag.y(frameIndex))), to: popup)
        let snapshot = popup.scene.snapshot()
        sink += snapshot.views[snapshot.views.count - 1].center.y
    }
}
