import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Drags a card with a pan, noting the clock at each action.
@MainActor
private final class Dragger {
    let card: UIView
    let start: CGPoint
    var actionTimes: [Double] = []

    init(card: UIView) {
        self.card = card
        start = card.center
    }

    func dragged(_ pan: UIPanGestureRecognizer) {
        actionTimes.append(CACurrentMediaTime())
        let t = pan.translation(in: card.superview)
        card.center = CGPoint(x: start.x + t.x, y: start.y + t.y)
    }
}

/// The harness's event-script playback, in `kinema play`'s order of events and frames.
@MainActor
final class EventScriptPlaybackTests: XCTestCase {
    private func dragger(in harness: UIKitHarness) -> Dragger {
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100)) // centre (100, 100)
        card.accessibilityIdentifier = "card"
        harness.window.addSubview(card)
        let dragger = Dragger(card: card)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: dragger, action: Dragger.dragged))
        return dragger
    }

    /// Frames at k / 20 for k = 0 ... 4 (until 0.2). Each event is delivered once the clock has
    /// reached its time, before the frame at or after it: the pan begins at 0.05 (30 pt moved),
    /// changes at 0.07 and 0.1 and ends at 0.1, so the card's centre x is 100, 130, 160, 160,
    /// 160. The event at 0.3 comes after the last frame and is not delivered.
    func testPlaybackDeliversEventsWhenTheClockReachesThem() async throws {
        let harness = UIKitHarness()
        let dragger = dragger(in: harness)
        let script = try EventScript(
            parsing:
                "0 down 100,100; 0.05 move 130,100; 0.07 move 140,110; 0.1 move 160,100; 0.1 up 160,100; 0.3 down 100,100"
        )
        let frames = harness.play(script, fps: 20, until: 0.2)
        XCTAssertEqual(frames.map(\.time), (0...4).map { Double($0) / 20 })
        XCTAssertEqual(frames.map { $0["card"]?.center.x }, [100, 130, 160, 160, 160])
        XCTAssertEqual(dragger.actionTimes, [0.05, 0.07, 0.1, 0.1])
        XCTAssertFalse(harness.isTouching, "the 0.3 s landing was not delivered")
        XCTAssertEqual(harness.time, 0.2)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// Without `until`, playback runs to the last event + 2 s: 0.1 + 2 = 2.1 s at 10 fps is
    /// frames 0 ... 21.
    func testTheDefaultLengthIsTheLastEventPlusTwoSeconds() async throws {
        let harness = UIKitHarness()
        _ = dragger(in: harness)
        let frames = harness.play("0 down 100,100; 0.1 up 100,100", fps: 10)
        XCTAssertEqual(frames.count, 22)
        XCTAssertEqual(frames.last?.time ?? 0, 2.1, accuracy: 1e-12)
    }

    /// A script that does not parse, a bad frame rate, an event the clock has passed and a point
    /// that is not finite or beyond 1e9 are logged (all but the passed event deliver nothing).
    func testBadInputIsLogged() async throws {
        let harness = UIKitHarness()
        let dragger = dragger(in: harness)
        XCTAssertEqual(harness.play("0 down 1", fps: 10), [])
        XCTAssertEqual(harness.play(.empty, fps: 0, until: 1), [])
        XCTAssertEqual(harness.diagnostics.count, 2)
        harness.advance(to: 1)
        let frames = harness.play("0.5 down 100,100; 0.6 move 150,100", fps: 1, until: 1)
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(frames.map(\.time), [1, 1], "both frame times were passed: taken at the current time")
        XCTAssertEqual(dragger.actionTimes, [1])
        XCTAssertEqual(harness.diagnostics.count, 4)
        XCTAssertTrue(harness.diagnostics[2].contains("before the harness clock"), harness.diagnostics[2])
        harness.touchUp(at: CGPoint(x: 150, y: 100))
        harness.touchDown(at: CGPoint(x: CGFloat.nan, y: 100))
        harness.touchDown(at: CGPoint(x: 100, y: 2e9))
        XCTAssertFalse(harness.isTouching, "neither landing was delivered")
        XCTAssertEqual(harness.diagnostics.count, 6)
    }

    /// The facade's pan and the engine's `PanGestureRecognizer` fed the same touches agree on
    /// every state, translation and velocity (two implementations of one rule).
    func testTheFacadePanAgreesWithTheEnginePan() async throws {
        let harness = UIKitHarness()
        let view = UIView(frame: harness.window.bounds)
        harness.window.addSubview(view)
        var facade: [String] = []
        let pan = UIPanGestureRecognizer { (pan: UIPanGestureRecognizer) in
            let t = pan.translation(in: nil), v = pan.velocity(in: nil)
            facade.append("\(pan.state.rawValue) \(t.x) \(t.y) \(v.x) \(v.y)")
        }
        view.addGestureRecognizer(pan)
        var engine: [String] = []
        let enginePan = PanGestureRecognizer<Never>(view: view.kinemaView) { pan in
            let state: UIGestureRecognizer.State
            switch pan.state {
            case .began: state = .began
            case .changed: state = .changed
            case .ended: state = .ended
            case .cancelled: state = .cancelled
            case .possible, .failed: return
            }
            engine.append(
                "\(state.rawValue) \(pan.translation.dx) \(pan.translation.dy) \(pan.velocity.dx) \(pan.velocity.dy)")
        }
        let script = try EventScript(
            parsing: """
                0 down 200,300; 0.016 move 203,301; 0.033 move 209,305; 0.05 move 230,290; 0.05 move 231,289
                0.2 move 180,250; 0.25 up 170,240; 0.5 down 10,10; 0.6 move 40,40; 0.7 cancel
                """)
        for event in script.events {
            harness.advance(to: event.time)
            harness.send(event)
            let p = event.location ?? .zero
            switch event.phase {
            case .down: enginePan.touchBegan(at: p, time: event.time)
            case .move: enginePan.touchMoved(to: p, time: event.time)
            case .up: enginePan.touchEnded(at: p, time: event.time)
            case .cancel: enginePan.touchCancelled(time: event.time)
            }
        }
        XCTAssertEqual(facade.count, 7)
        XCTAssertEqual(facade, engine)
    }
}
