import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// UILongPressGestureRecognizer on the harness clock: the press begins after 0.5 s of harness time
/// with the finger within 10 pt of where it landed.
@MainActor
final class LongPressGestureTests: XCTestCase {
    /// Records what the recognisers report, with the harness time.
    @MainActor
    private final class Log {
        var events: [String] = []
        let harness: UIKitHarness
        weak var view: UIView?
        init(_ harness: UIKitHarness) { self.harness = harness }

        func press(_ recognizer: UILongPressGestureRecognizer) {
            let p = recognizer.location(in: view)
            events.append("\(recognizer.state) (\(p.x), \(p.y)) at \(harness.time)")
        }
        func tap(_ recognizer: UITapGestureRecognizer) { events.append("tap at \(harness.time)") }
    }

    /// A 200 x 200 view at (50, 50) with a long press (and a tap when asked).
    private func setUp(withTap: Bool = false) -> (UIKitHarness, TouchLogView, UILongPressGestureRecognizer, Log) {
        let harness = UIKitHarness()
        let view = TouchLogView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        harness.window.addSubview(view)
        let log = Log(harness)
        log.view = view
        let press = UILongPressGestureRecognizer(target: log, action: Log.press)
        view.addGestureRecognizer(press)
        if withTap { view.addGestureRecognizer(UITapGestureRecognizer(target: log, action: Log.tap)) }
        return (harness, view, press, log)
    }

    func testAPressBeginsAfterHalfASecondThenFollowsTheFinger() async throws {
        let (harness, view, press, log) = setUp()
        harness.touchDown(at: CGPoint(x: 100, y: 100))
        // (6, 8) from the landing is 10 pt, as far as allowableMovement: the press fails.
        harness.touchMove(to: CGPoint(x: 106, y: 108))
        XCTAssertEqual(press.state, .failed)
        harness.touchUp(at: CGPoint(x: 106, y: 108))

        harness.advance(to: 1)
        harness.touchDown(at: CGPoint(x: 100, y: 100))
        harness.touchMove(to: CGPoint(x: 103, y: 104)) // 5 pt: allowed
        harness.advance(to: 1.4)
        XCTAssertEqual(press.state, .possible)
        XCTAssertEqual(log.events, [])
        harness.advance(to: 1.6)
        // Began at 1.5, where the finger is (103, 104) in the window: (53, 54) in the view.
        XCTAssertEqual(press.state, .began)
        harness.touchMove(to: CGPoint(x: 180, y: 60))
        harness.touchUp(at: CGPoint(x: 180, y: 70))
        XCTAssertEqual(
            log.events,
            ["began (53.0, 54.0) at 1.5", "changed (130.0, 10.0) at 1.6", "ended (130.0, 20.0) at 1.6"])
        // The view saw the first touch whole (the press failed), and the second begin and move,
        // then cancelled when the press began (cancelsTouchesInView): nothing after that.
        XCTAssertEqual(view.calls, ["began", "moved", "ended", "began", "moved", "cancelled"])
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    func testLiftingEarlyFailsAndAnEarlierTimerDoesNothing() async throws {
        let (harness, _, press, log) = setUp()
        press.minimumPressDuration = 0.3
        harness.touchDown(at: CGPoint(x: 100, y: 100))
        harness.advance(to: 0.2)
        harness.touchUp(at: CGPoint(x: 100, y: 100))
        // A new touch at 0.25: the first press's timer (due at 0.3) must not begin it.
        harness.advance(to: 0.25)
        harness.touchDown(at: CGPoint(x: 120, y: 100))
        harness.advance(to: 0.5)
        XCTAssertEqual(log.events, [])
        harness.advance(to: 0.6)
        XCTAssertEqual(log.events, ["began (70.0, 50.0) at 0.55"])
        harness.touchCancel()
        XCTAssertEqual(log.events.last, "cancelled (70.0, 50.0) at 0.6")
    }

    func testAPressAndATapOnOneView() async throws {
        let (harness, _, _, log) = setUp(withTap: true)
        // A quick tap: the tap recognises, the press fails when the finger lifts.
        harness.touchDown(at: CGPoint(x: 100, y: 100))
        harness.advance(to: 0.1)
        harness.touchUp(at: CGPoint(x: 100, y: 100))
        harness.advance(to: 1)
        XCTAssertEqual(log.events, ["tap at 0.1"])
        // A long press: once it begins, the tap (still possible) fails, and the lift taps nothing.
        harness.touchDown(at: CGPoint(x: 100, y: 100))
        harness.advance(to: 2)
        harness.touchUp(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.events, ["tap at 0.1", "began (50.0, 50.0) at 1.5", "ended (50.0, 50.0) at 2.0"])
    }

    func testUnsupportedPressesFailWithOneDiagnostic() async throws {
        let (harness, _, press, log) = setUp()
        press.numberOfTapsRequired = 1
        for _ in 0..<2 {
            harness.touchDown(at: CGPoint(x: 100, y: 100))
            harness.advance(by: 1)
            harness.touchUp(at: CGPoint(x: 100, y: 100))
        }
        XCTAssertEqual(log.events, [])
        XCTAssertEqual(harness.diagnostics.count, 1)
        XCTAssertTrue(harness.diagnostics[0].contains("UILongPressGestureRecognizer"), harness.diagnostics[0])
    }
}
