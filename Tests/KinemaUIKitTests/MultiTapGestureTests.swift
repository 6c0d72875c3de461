import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Taps that need several taps, and recognisers that wait for others to fail
/// (`require(toFail:)` and the delegate's requirements). A further tap must land within 0.35 s
/// of the previous lift and 45 pt of the first landing (Kinema's numbers); a recognition held
/// for another recogniser goes ahead when that one fails, at that time.
@MainActor
final class MultiTapGestureTests: XCTestCase {
    /// Records the recognitions with the harness time.
    @MainActor
    private final class Log {
        var events: [String] = []
        let harness: UIKitHarness
        init(_ harness: UIKitHarness) { self.harness = harness }
        /// The harness time to the millisecond (0.1 + 0.35 is 0.44999999999999996 in binary).
        private var now: Double { (harness.time * 1000).rounded() / 1000 }
        func single(_ r: UITapGestureRecognizer) { events.append("single \(r.state) at \(now)") }
        func double(_ r: UITapGestureRecognizer) { events.append("double \(r.state) at \(now)") }
        func pan(_ r: UIPanGestureRecognizer) { events.append("pan \(r.state)") }
    }

    private final class Requiring: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
        ) -> Bool { other is UITapGestureRecognizer }
    }

    /// A 200 x 200 view at (50, 50) in the window, and a second one beside it at (260, 50).
    private func setUp() -> (UIKitHarness, TouchLogView, UIView, Log) {
        let harness = UIKitHarness()
        let view = TouchLogView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let other = UIView(frame: CGRect(x: 260, y: 50, width: 100, height: 100))
        harness.window.addSubview(view)
        harness.window.addSubview(other)
        return (harness, view, other, Log(harness))
    }

    private func tap(_ harness: UIKitHarness, at point: CGPoint, downAt down: Double, upAt up: Double) {
        harness.advance(to: down)
        harness.touchDown(at: point)
        harness.advance(to: up)
        harness.touchUp(at: point)
    }

    func testADoubleTapRecognisesAtTheSecondLift() async throws {
        let (harness, view, _, log) = setUp()
        let double = UITapGestureRecognizer(target: log, action: Log.double)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        tap(harness, at: CGPoint(x: 100, y: 100), downAt: 0, upAt: 0.1)
        XCTAssertEqual(double.state, .possible, "waiting for the second tap")
        // The second tap lands 0.3 s after the lift (< 0.35), 40 pt away (< 45).
        tap(harness, at: CGPoint(x: 124, y: 132), downAt: 0.4, upAt: 0.45)
        XCTAssertEqual(log.events, ["double ended at 0.45"])
        XCTAssertEqual(double.state, .possible, "reset after the touch")
        // The view saw the first touch end, then the second cancelled by the recognition.
        XCTAssertEqual(view.calls, ["began", "ended", "began", "cancelled"])

        // Too slow: the second tap lands 0.4 s after the first lift. The wait fails at 1.35,
        // and the late tap starts a new gesture, which fails at 1.55 + 0.35.
        tap(harness, at: CGPoint(x: 100, y: 100), downAt: 0.9, upAt: 1.0)
        harness.advance(to: 1.349)
        XCTAssertEqual(double.state, .possible)
        harness.advance(to: 1.35)
        XCTAssertEqual(double.state, .possible, "failed, then reset")
        tap(harness, at: CGPoint(x: 100, y: 100), downAt: 1.4, upAt: 1.55)
        harness.advance(to: 3)
        // Too far: 46 pt from the first landing.
        tap(harness, at: CGPoint(x: 100, y: 100), downAt: 3, upAt: 3.1)
        tap(harness, at: CGPoint(x: 146, y: 100), downAt: 3.2, upAt: 3.3)
        harness.advance(to: 4)
        XCTAssertEqual(log.events, ["double ended at 0.45"])
        XCTAssertEqual(harness.diagnostics, [])
    }

    func testASingleTapWaitsForTheDoubleTapToFail() async throws {
        let (harness, _, _, log) = setUp()
        let single = UITapGestureRecognizer(target: log, action: Log.single)
        let double = UITapGestureRecognizer(target: log, action: Log.double)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        harness.window.subviews[0].addGestureRecognizer(single)
        harness.window.subviews[0].addGestureRecognizer(double)
        // One tap: the single tap fires when the double tap gives up, 0.35 s after the lift.
        tap(harness, at: CGPoint(x: 100, y: 100), downAt: 0, upAt: 0.1)
        harness.advance(to: 0.44)
        XCTAssertEqual(log.events, [])
        XCTAssertEqual(single.state, .possible)
        harness.advance(to: 1)
        XCTAssertEqual(log.events, ["single ended at 0.45"])
        // Two taps: only the double tap.
        tap(harness, at: CGPoint(x: 100, y: 100), downAt: 2, upAt: 2.1)
        tap(harness, at: CGPoint(x: 100, y: 100), downAt: 2.2, upAt: 2.3)
        harness.advance(to: 3)
        XCTAssertEqual(log.events, ["single ended at 0.45", "double ended at 2.3"])
        // One tap, then a touch elsewhere before the interval ends: the double tap fails there,
        // and the single tap fires at once.
        tap(harness, at: CGPoint(x: 100, y: 100), downAt: 4, upAt: 4.1)
        harness.advance(to: 4.2)
        harness.touchDown(at: CGPoint(x: 300, y: 100))
        harness.touchUp(at: CGPoint(x: 300, y: 100))
        XCTAssertEqual(log.events, ["single ended at 0.45", "double ended at 2.3", "single ended at 4.2"])
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// A tap that waits for a pan to fail fires at the lift when the finger barely moved; a drag
    /// makes the pan begin and the tap fail. The delegate's requirement works as the call does.
    func testATapWaitingForAPanAndADelegatesRequirement() async throws {
        let (harness, view, _, log) = setUp()
        let single = UITapGestureRecognizer(target: log, action: Log.single)
        let pan = UIPanGestureRecognizer(target: log, action: Log.pan)
        single.require(toFail: pan)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(pan)
        harness.touchDown(at: CGPoint(x: 100, y: 100))
        harness.touchMove(to: CGPoint(x: 103, y: 104))
        harness.touchUp(at: CGPoint(x: 103, y: 104))
        XCTAssertEqual(log.events, ["single ended at 0.0"])
        harness.touchDown(at: CGPoint(x: 100, y: 100))
        harness.touchMove(to: CGPoint(x: 130, y: 100))
        harness.touchUp(at: CGPoint(x: 130, y: 100))
        XCTAssertEqual(log.events, ["single ended at 0.0", "pan began", "pan ended"])

        // The same wait for a triple tap, said by the single tap's delegate.
        let (harness2, view2, _, log2) = setUp()
        let one = UITapGestureRecognizer(target: log2, action: Log.single)
        let three = UITapGestureRecognizer(target: log2, action: Log.double)
        three.numberOfTapsRequired = 3
        let delegate = Requiring()
        one.delegate = delegate
        view2.addGestureRecognizer(one)
        view2.addGestureRecognizer(three)
        tap(harness2, at: CGPoint(x: 100, y: 100), downAt: 0, upAt: 0.05)
        tap(harness2, at: CGPoint(x: 100, y: 100), downAt: 0.1, upAt: 0.15)
        tap(harness2, at: CGPoint(x: 100, y: 100), downAt: 0.2, upAt: 0.25)
        harness2.advance(to: 1)
        XCTAssertEqual(log2.events, ["double ended at 0.25"])
    }

    /// Several fingers are still not supported: one diagnostic, and the recogniser fails.
    func testSeveralFingersAreNotSupported() async throws {
        let (harness, view, _, log) = setUp()
        let twoFingers = UITapGestureRecognizer(target: log, action: Log.single)
        twoFingers.numberOfTouchesRequired = 2
        view.addGestureRecognizer(twoFingers)
        tap(harness, at: CGPoint(x: 100, y: 100), downAt: 0, upAt: 0.1)
        tap(harness, at: CGPoint(x: 100, y: 100), downAt: 0.2, upAt: 0.3)
        XCTAssertEqual(log.events, [])
        XCTAssertEqual(harness.diagnostics.count, 1)
    }
}
