import Kinema
import XCTest

/// A minimal responder for routing tests: `panel` (an instant pan) holds `label` (no handler); `button` has
/// a tap target; `blocked` ignores touches. Its handlers never fail; routing problems are thrown as
/// they are (`Failure == InputError`).
private final class TestControl: TouchResponder {
    let scene = Scene(size: Size(width: 300, height: 300))
    let panel = View(name: "panel", frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let label = View(name: "label", frame: Rect(x: 50, y: 50, width: 20, height: 20))
    let button = View(name: "button", frame: Rect(x: 220, y: 220, width: 40, height: 40))
    var log: [String] = []
    var taps = 0
    private(set) var pan: PanGestureRecognizer<InputError>?
    private var target: ButtonTarget<InputError>?

    init() throws {
        try scene.root.addSubview(panel)
        try panel.addSubview(label)
        try scene.root.addSubview(button)
        pan = PanGestureRecognizer<InputError>(instantPanOn: panel) { [weak self] p in
            self?.log.append("\(p.state) \(p.translation.dx),\(p.translation.dy) v \(p.velocity.dx),\(p.velocity.dy)")
        }
        target = ButtonTarget<InputError>(view: button) { [weak self] in self?.taps += 1 }
    }

    func touchHandler(for view: View) -> (any TouchHandler<InputError>)? {
        if view === panel { return pan }
        if view === button { return target }
        return nil
    }
}

/// Routing (hit view up to the first handler, whole sequence to it), pan translation and velocity,
/// and the button's extended bounds.
final class TouchHandlingTests: XCTestCase {
    /// Sends every event of `script` in order, then moves the clock to 10 s.
    private func play(_ script: String) throws -> TestControl {
        let control = try TestControl()
        let router = TouchRouter<InputError>()
        for event in try EventScript(parsing: script).events { try router.send(event, to: control) }
        try control.scene.advance(to: 10)
        return control
    }

    func testTouchOnASubviewGoesToTheFirstAncestorWithAHandlerAndStaysThere() throws {
        // The label (no handler) is hit; its superview's pan receives the sequence, even when the
        // finger leaves the panel (x 250 is outside it).
        let c = try play("0 down 60,60; 1 move 250,60; 2 up 250,70")
        XCTAssertEqual(
            c.log, ["began 0.0,0.0 v 0.0,0.0", "changed 190.0,0.0 v 190.0,0.0", "ended 190.0,10.0 v 0.0,10.0"])
        // Outside every handler (root only): nothing.
        XCTAssertEqual(try play("0 down 280,10; 1 up 60,60").log, [])
    }

    func testPanVelocityUsesTheLastTwoSamplesWithDistinctTimes() throws {
        // Samples (t, x): (0, 10), (0.5, 20), (0.5, 30), (0.75, 30), (0.75, 40).
        // After down: one sample: 0. After 0.5 move to 20: (20 - 10) / 0.5 = 20. The second sample
        // at 0.5 replaces the first: (30 - 10) / 0.5 = 40. At 0.75: (30 - 30) / 0.25 = 0; then
        // (40 - 30) / 0.25 = 40 on up at the same time.
        let c = try play("0 down 10,100; 0.5 move 20,100; 0.5 move 30,100; 0.75 move 30,100; 0.75 up 40,100")
        XCTAssertEqual(
            c.log,
            [
                "began 0.0,0.0 v 0.0,0.0", "changed 10.0,0.0 v 20.0,0.0", "changed 20.0,0.0 v 40.0,0.0",
                "changed 20.0,0.0 v 0.0,0.0", "ended 30.0,0.0 v 40.0,0.0"
            ])
        // All samples at one time: fewer than two distinct times, velocity 0.
        let still = try play("1 down 10,100; 1 move 50,120; 1 up 60,130")
        XCTAssertEqual(still.log.last, "ended 50.0,30.0 v 0.0,0.0")
        // Cancel keeps the last translation and velocity.
        let cancelled = try play("0 down 10,100; 0.5 move 60,100; 1 cancel")
        XCTAssertEqual(cancelled.log.last, "cancelled 50.0,0.0 v 100.0,0.0")
    }

    func testButtonFiresOnUpWithinItsBoundsExtendedBy70() throws {
        // Button bounds (0,0,40,40); extended (-70,-70,180,180): root x up to 220 + 110 = 330 (half-open).
        XCTAssertEqual(try play("0 down 240,240; 0 up 240,240").taps, 1)
        XCTAssertEqual(try play("0 down 240,240; 0.2 move 500,500; 0.4 up 329,240").taps, 1)
        XCTAssertEqual(try play("0 down 240,240; 0.4 up 330,240").taps, 0)
        XCTAssertEqual(try play("0 down 240,240; 0.4 cancel").taps, 0)
        XCTAssertEqual(try play("0 down 150,150; 0.4 up 240,240").taps, 0) // began on the panel
    }

    func testRouterCancelsAnActiveTouchOnANewDown() throws {
        let c = try TestControl()
        let router = TouchRouter<InputError>()
        try router.send(.down(0, Point(x: 10, y: 10)), to: c)
        try router.send(.down(1, Point(x: 240, y: 240)), to: c) // not possible in a script
        try router.send(.up(1, Point(x: 240, y: 240)), to: c)
        XCTAssertEqual(c.log.map { String($0.prefix(9)) }, ["began 0.0", "cancelled"])
        XCTAssertEqual(c.taps, 1)
        XCTAssertThrowsError(try router.send(.down(0.5, Point(x: 10, y: 10)), to: c)) { // time went back
            XCTAssertEqual($0 as? InputError, .eventBeforeSceneTime(.down(0.5, Point(x: 10, y: 10)), sceneTime: 1))
        }
        XCTAssertThrowsError(try router.send(.down(.infinity, Point(x: 10, y: 10)), to: c)) {
            XCTAssertEqual($0 as? InputError, .eventTimeNotFinite(.down(.infinity, Point(x: 10, y: 10))))
        }
        XCTAssertEqual(c.scene.time, 1) // the clock did not move
        XCTAssertEqual(c.log.count, 2) // and nothing was delivered
    }
}
