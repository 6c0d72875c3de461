import Benchmark
import Kinema
import KinemaControls

/// The "controls" suite: one frame (advance 1/120 s + snapshot) of each control mid-animation.
/// One iteration = one frame at 120 Hz (budget 8.33 ms).
///
/// Setup and the touches that restart an animation happen outside `state.measure`: each measured
/// frame lands inside a running animation by construction.
func controlBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "controls") { suite in
        // The fast cart: a tap (down + up), then frames through its 0.8 s keyframe animation; at
        // 0.7 s the clock is moved past the completion (0.8 s) and the button is tapped again.
        suite.benchmark("frame.fast-cart-button") { state in
            guard
                let bench = ControlFrameBench(
                    name: FastCartButton.name, cycle: 0.7, settle: 0.85,
                    taps: [Point(x: 187.5, y: 333.5)])
            else { return }
            while true {
                bench.prepareNextFrame()
                try state.measure { bench.frame() }
            }
        }
        // The tab bar: taps alternate between lines and gamepad every 0.6 s, inside the 0.75 s spring.
        suite.benchmark("frame.ar-tab-bar") { state in
            guard
                let bench = ControlFrameBench(
                    name: ARTabBar.name, cycle: 0.6, settle: 0.6,
                    taps: [Point(x: 333, y: 741), Point(x: 42, y: 741)])
            else { return }
            while true {
                bench.prepareNextFrame()
                try state.measure { bench.frame() }
            }
        }
        // The spinning tips: frames through the swing-in (one physics step each); once the card has
        // come to rest a fresh control starts a new swing, outside the measurement.
        suite.benchmark("frame.spinning-tips") { state in
            guard let bench = SpinningTipsFrameBench() else { return }
            while true {
                bench.prepareNextFrame()
                try state.measure { bench.frame() }
            }
        }
        // The popup menu: a tap opens it, frames through the first 0.7 s of its 1 s opening; between
        // cycles it is let finish, closed and tapped open again, all unmeasured.
        suite.benchmark("frame.popup-menu") { state in
            guard let bench = PopupOpeningBench(cycle: 0.7) else { return }
            while true {
                bench.prepareNextFrame()
                try state.measure { bench.frame() }
            }
        }
    }
}

/// A control tapped at the start of each cycle, advanced frame by frame at 120 Hz.
final class ControlFrameBench {
    private let control: any PlayableControl
    private let router = TouchRouter<any Error>()
    private let cycle: Double
    private let settle: Double
    private let taps: [Point]
    private var tapIndex = 0
    private var cycleStart = 0.0
    private var frameIndex = 0
    private var sink = 0.0

    /// `cycle`: how long after a tap frames are measured; `settle`: when the next tap comes (the
    /// clock jumps there unmeasured); `taps`: the points tapped in turn.
    init?(name: String, cycle: Double, settle: Double, taps: [Point]) {
        guard let control = try? ControlRegistry.make(name), !taps.isEmpty else { return nil }
        self.control = control
        self.cycle = cycle
        self.settle = settle
        self.taps = taps
        tap()
    }

    private func tap() {
        let point = taps[tapIndex % taps.count]
        tapIndex += 1
        try? router.send(.down(cycleStart, point), to: control)
        try? router.send(.up(cycleStart, point), to: control)
    }

    /// Outside the measurement: starts a new cycle when the next frame would leave this one.
    func prepareNextFrame() {
        if Double(frameIndex + 1) / 120 > cycle {
            cycleStart += settle
            frameIndex = 0
            try? control.scene.advance(to: cycleStart)
            tap()
        }
    }

    /// The measured work: one frame.
    func frame() {
        frameIndex += 1
        measureFrame(of: control.scene, start: cycleStart, index: frameIndex, sink: &sink)
    }
}
