import Kinema
import XCTest

/// A user's own control, built from Kinema's public API only (no demo controls): a 40x40 knob on a
/// 200 x 40 track at (50, 30), and a 30 x 40 reset button at (260, 30). A pan on the knob drags it
/// along the track (its centre x in track coordinates stays in [20, 180]); when the finger lifts,
/// the knob snaps to the nearer end with a 0.4 s linear animation. The pan is instant (no
/// hysteresis): the knob is caught as the finger lands. A tap on the reset button puts
/// the knob back at the start without animation and counts the resets. Its handlers may throw
/// whatever the scene throws (`Failure == any Error`).
private final class KnobSlider: TouchResponder {
    let scene = Scene(size: Size(width: 300, height: 100))
    let track = View(name: "track", frame: Rect(x: 50, y: 30, width: 200, height: 40))
    let knob = View(name: "knob", frame: Rect(x: 0, y: 0, width: 40, height: 40))
    let resetButton = View(name: "reset", frame: Rect(x: 260, y: 30, width: 30, height: 40))
    private var pan: PanGestureRecognizer<any Error>?
    private var reset: ButtonTarget<any Error>?
    private var dragStart = 0.0
    private(set) var log: [String] = []
    private(set) var resets = 0

    init() throws {
        try scene.root.addSubview(track)
        try track.addSubview(knob)
        try scene.root.addSubview(resetButton)
        pan = PanGestureRecognizer(instantPanOn: knob) { [unowned self] pan in try panned(pan) }
        reset = ButtonTarget(view: resetButton) { [unowned self] in
            resets += 1
            knob.center = Point(x: 20, y: 20)
        }
    }

    private func panned(_ pan: PanGestureRecognizer<any Error>) throws {
        log.append("\(pan.state) \(pan.translation.dx) v \(pan.velocity.dx)")
        switch pan.state {
        case .possible, .cancelled, .failed:
            return
        case .began:
            dragStart = knob.center.x
        case .changed, .ended:
            knob.center = Point(x: min(max(dragStart + pan.translation.dx, 20), 180), y: 20)
        }
        guard pan.state == .ended else { return }
        let end: Double = knob.center.x < 100 ? 20 : 180
        try scene.animate(withDuration: 0.4, options: .curveLinear) { self.knob.center = Point(x: end, y: 20) }
    }

    func touchHandler(for view: View) -> (any TouchHandler<any Error>)? {
        if view === knob { return pan }
        if view === resetButton { return reset }
        return nil
    }
}

/// A control defined outside the package's demos, driven by an event script through `TouchRouter`.
final class CustomControlScriptTests: XCTestCase {
    /// Plays `script` on `slider`: before each sample time, every event due is sent (each at its own
    /// time); returns the knob's presentation centre x in root coordinates at each time.
    private func knobX(_ slider: KnobSlider, script: String, at times: [Double]) throws -> [Double] {
        let events = try EventScript(parsing: script).events
        let router = TouchRouter<any Error>()
        var next = 0
        var xs: [Double] = []
        for t in times {
            while next < events.count, events[next].time <= t {
                try router.send(events[next], to: slider)
                next += 1
            }
            try slider.scene.advance(to: t)
            xs.append(try XCTUnwrap(slider.scene.snapshot()["knob"]).center.x)
        }
        return xs
    }

    func testADragSnapsToTheNearerEndAndTheButtonResets() throws {
        let slider = try KnobSlider()
        let xs = try knobX(
            slider,
            script: """
                0 down 70,50      # on the knob: root x 50 + 20
                0.25 move 150,50
                0.5 move 190,55; 0.5 up 190,55
                1 down 275,50; 1 up 275,50   # the reset button
                """, at: [0, 0.25, 0.5, 0.7, 0.9, 1])
        // Knob centre in track coordinates: 20 + translation (translation = finger x - 70).
        // 0.25: 20 + 80 = 100. 0.5: 20 + 120 = 140; the lift snaps to 180 (140 >= 100), linear over
        // [0.5, 0.9]: 140 + 40 (t - 0.5) / 0.4, so 160 at 0.7 and 180 at 0.9. 1.0: reset to 20.
        // Root x = 50 + track x.
        let expected: [Double] = [70, 150, 190, 210, 230, 70] // 50 + the track x above
        XCTAssertEqual(xs.count, expected.count)
        for (x, e) in zip(xs, expected) { XCTAssertEqual(x, e, accuracy: 1e-9) }
        XCTAssertEqual(slider.resets, 1)
        // Velocity over the last two samples with distinct times: (150 - 70) / 0.25 = 320 pt/s at
        // 0.25; (190 - 150) / 0.25 = 160 pt/s at 0.5, also on the lift (the move and the lift at 0.5
        // are one sample).
        XCTAssertEqual(
            slider.log,
            [
                "began 0.0 v 0.0", "changed 80.0 v 320.0", "changed 120.0 v 160.0",
                "ended 120.0 v 160.0"
            ])
    }

    func testATouchBeforeTheScenesTimeIsAnInputError() throws {
        let slider = try KnobSlider()
        let router = TouchRouter<any Error>()
        try slider.scene.advance(to: 2)
        XCTAssertThrowsError(try router.send(.down(1, Point(x: 70, y: 50)), to: slider)) {
            XCTAssertEqual($0 as? InputError, .eventBeforeSceneTime(.down(1, Point(x: 70, y: 50)), sceneTime: 2))
        }
        XCTAssertEqual(slider.log, [])
    }
}
