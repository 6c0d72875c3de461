import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// UISwipeGestureRecognizer: 50 pt along an allowed direction, at most 25 pt across it, within
/// 0.5 s of landing (Kinema's numbers); a move of 10 pt mostly along a direction that is not
/// allowed fails it.
@MainActor
final class SwipeGestureTests: XCTestCase {
    @MainActor
    private final class Log {
        var events: [String] = []
        let harness: UIKitHarness
        init(_ harness: UIKitHarness) { self.harness = harness }
        func swipe(_ r: UISwipeGestureRecognizer) {
            let p = r.location(in: nil)
            events.append("swipe \(r.state) at \(harness.time) (\(p.x), \(p.y))")
        }
        func tap(_ r: UITapGestureRecognizer) { events.append("tap") }
    }

    private func setUp(_ direction: UISwipeGestureRecognizer.Direction = .right)
        -> (UIKitHarness, TouchLogView, UISwipeGestureRecognizer, Log)
    {
        let harness = UIKitHarness()
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        harness.window.addSubview(view)
        let log = Log(harness)
        let swipe = UISwipeGestureRecognizer(target: log, action: Log.swipe)
        swipe.direction = direction
        view.addGestureRecognizer(swipe)
        return (harness, view, swipe, log)
    }

    /// Moves the finger through `points` at `times`, landing at the first.
    private func drag(_ harness: UIKitHarness, _ points: [(Double, CGPoint)], lift: Bool = true) {
        for (k, (t, p)) in points.enumerated() {
            harness.advance(to: t)
            if k == 0 { harness.touchDown(at: p) } else { harness.touchMove(to: p) }
        }
        if lift, let last = points.last { harness.touchUp(at: last.1) }
    }

    func testASwipeRecognisesMidMove() async throws {
        let (harness, view, _, log) = setUp()
        // 30 pt along: not yet; then 60 along and 10 across (at most 30) at 0.2 s: recognised.
        drag(harness, [(0, CGPoint(x: 100, y: 100)), (0.1, CGPoint(x: 130, y: 105)), (0.2, CGPoint(x: 160, y: 110))])
        XCTAssertEqual(log.events, ["swipe ended at 0.2 (160.0, 110.0)"])
        XCTAssertEqual(view.calls, ["began", "moved", "cancelled"])
        // Too steep first (60 along, 40 across), then within the ratio (62 along, 20 across).
        drag(harness, [(1, CGPoint(x: 100, y: 100)), (1.1, CGPoint(x: 160, y: 140)), (1.2, CGPoint(x: 162, y: 120))])
        XCTAssertEqual(log.events.count, 2)
        XCTAssertTrue(log.events[1].hasPrefix("swipe ended at 1.2"), log.events[1])
    }

    func testWrongDirectionsSlownessAndLiftsFail() async throws {
        let (harness, _, swipe, log) = setUp()
        // 15 pt to the left: a direction not allowed.
        drag(harness, [(0, CGPoint(x: 100, y: 100)), (0.1, CGPoint(x: 85, y: 100))], lift: false)
        XCTAssertEqual(swipe.state, .failed)
        harness.touchMove(to: CGPoint(x: 200, y: 100))
        harness.touchUp(at: CGPoint(x: 200, y: 100))
        // 60 pt to the right, but 0.6 s after landing.
        drag(harness, [(1, CGPoint(x: 100, y: 100)), (1.3, CGPoint(x: 120, y: 100)), (1.6, CGPoint(x: 160, y: 100))])
        // Lifted after 40 pt.
        drag(harness, [(2, CGPoint(x: 100, y: 100)), (2.1, CGPoint(x: 140, y: 100))])
        XCTAssertEqual(log.events, [])
    }

    func testVerticalDirectionsAndATapBeside() async throws {
        let (harness, view, _, log) = setUp([.up, .down])
        view.addGestureRecognizer(UITapGestureRecognizer(target: log, action: Log.tap))
        drag(harness, [(0, CGPoint(x: 100, y: 300)), (0.1, CGPoint(x: 110, y: 240))]) // 60 up, 10 across
        // A tap: the swipe fails at the lift.
        drag(harness, [(1, CGPoint(x: 100, y: 300)), (1.1, CGPoint(x: 100, y: 305))])
        drag(harness, [(2, CGPoint(x: 100, y: 300)), (2.1, CGPoint(x: 160, y: 300))]) // right: not allowed
        XCTAssertEqual(log.events, ["swipe ended at 0.1 (110.0, 240.0)", "tap"])
    }

    func testSeveralFingersAreNotSupported() async throws {
        let (harness, _, swipe, log) = setUp()
        swipe.numberOfTouchesRequired = 2
        drag(harness, [(0, CGPoint(x: 100, y: 100)), (0.1, CGPoint(x: 200, y: 100))])
        drag(harness, [(1, CGPoint(x: 100, y: 100)), (1.1, CGPoint(x: 200, y: 100))])
        XCTAssertEqual(log.events, [])
        XCTAssertEqual(
            harness.diagnostics,
            [
                "Kinema: UISwipeGestureRecognizer with numberOfTouchesRequired 2 is not supported yet "
                    + "(only one-finger swipes); it never recognises"
            ])
    }
}
