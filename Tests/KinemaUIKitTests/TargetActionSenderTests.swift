import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Counts the recognisers a method reference is called with.
@MainActor
private final class SenderLog {
    var senders: [ObjectIdentifier] = []
    func handlePan(_ recognizer: UIPanGestureRecognizer) { senders.append(ObjectIdentifier(recognizer)) }
}

/// A pan that begins as the finger lands (the popup tutorial's instant pan).
@MainActor
private final class LandingPan: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = .began
    }
}

/// An action's sender is cast to the type its method takes once per sender class: a sender of
/// that class again is passed without a new cast, a sender of another class is cast (and logged
/// when it does not fit) every time.
@MainActor
final class TargetActionSenderTests: XCTestCase {
    private func box(in harness: UIKitHarness, _ recognizer: UIGestureRecognizer) {
        let view = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        view.addGestureRecognizer(recognizer)
        harness.window.addSubview(view)
    }

    /// A subclass of the method's recogniser class reaches the method on every action: the
    /// landing (began), each of three moves (changed) and the lift (ended), five calls per drag,
    /// two drags, always with the recogniser itself.
    func testASubclassSenderReachesTheMethodEveryTime() async throws {
        let harness = UIKitHarness()
        let log = SenderLog()
        let pan = LandingPan(target: log, action: SenderLog.handlePan)
        box(in: harness, pan)
        for _ in 0..<2 {
            harness.touchDown(at: CGPoint(x: 100, y: 150))
            for dy in [20.0, 40, 60] { harness.touchMove(to: CGPoint(x: 100, y: 150 + dy)) }
            harness.touchUp(at: CGPoint(x: 100, y: 210))
        }
        XCTAssertEqual(log.senders, Array(repeating: ObjectIdentifier(pan), count: 2 * 5))
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// A tap sent to a method taking a pan recogniser: UIKit's exception, once per tap (the
    /// failed cast is not remembered), and the method never runs.
    func testASenderOfAnotherClassIsRefusedEveryTime() async throws {
        let harness = UIKitHarness()
        let log = SenderLog()
        box(in: harness, UITapGestureRecognizer(target: log, action: SenderLog.handlePan))
        for _ in 0..<2 {
            harness.tap(at: CGPoint(x: 100, y: 150))
        }
        XCTAssertEqual(log.senders, [])
        XCTAssertEqual(harness.diagnostics.count, 2, "\(harness.diagnostics)")
        for line in harness.diagnostics {
            XCTAssertTrue(
                line.contains("'NSInvalidArgumentException'") && line.contains("takes a UIPanGestureRecognizer")
                    && line.contains("sent by a UITapGestureRecognizer"), line)
        }
    }
}
