import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// A control that logs its tracking calls and can refuse to track.
@MainActor
private final class LoggingControl: UIControl {
    var log: [String] = []
    var acceptsBegin = true
    var acceptsContinue = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin")
        return acceptsBegin
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue")
        return acceptsContinue
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        log.append("end")
    }

    override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        log.append("cancel")
    }
}

/// Receives actions through method references of every shape.
@MainActor
private final class Receiver {
    var log: [String] = []
    func plain() { log.append("plain") }
    func withSender(_ sender: UIButton) { log.append("sender \(sender.tag)") }
    func withAny(_ sender: Any) { log.append("any") }
    func withEvent(_ sender: UIButton, forEvent event: UIEvent) { log.append("event \(event.allTouches?.count ?? -1)") }
    func wrongType(_ sender: UIPanGestureRecognizer) { log.append("wrong") }
}

/// UIControl's tracking and target-action, against the rules worked out by hand.
@MainActor
final class UIControlTests: XCTestCase {
    /// A 50 x 50 control at (100, 100) whose every event appends its name to the control's log.
    private func control(in harness: UIKitHarness) -> LoggingControl {
        let control = LoggingControl(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        harness.window.addSubview(control)
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
            (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"), (.touchUpInside, "upInside"),
            (.touchUpOutside, "upOutside"), (.touchCancel, "touchCancel"), (.primaryActionTriggered, "primary")
        ]
        for (event, name) in names {
            control.addAction(UIAction { [unowned control] _ in control.log.append(name) }, for: event)
        }
        return control
    }

    /// The extended bounds reach 70 pt around the 50 pt control: local -70 ..< 120 on each axis.
    /// Window y 219 is local 119 (inside), 220 is local 120 (outside: the far edge is out), and
    /// window x 30 is local -70 (inside: the near edge is in).
    func testTrackingUsesTheSeventyPointExtendedBounds() async throws {
        let harness = UIKitHarness()
        let control = control(in: harness)
        harness.touchDown(at: CGPoint(x: 125, y: 125))
        XCTAssertTrue(control.isTracking)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTouchInside)
        harness.touchMove(to: CGPoint(x: 125, y: 219))
        XCTAssertTrue(control.isTouchInside)
        harness.touchMove(to: CGPoint(x: 125, y: 220))
        XCTAssertFalse(control.isTouchInside)
        XCTAssertFalse(control.isHighlighted)
        XCTAssertEqual(control.state, .normal)
        harness.touchMove(to: CGPoint(x: 125, y: 200))
        XCTAssertEqual(control.state, .highlighted)
        harness.touchUp(at: CGPoint(x: 30, y: 125))
        XCTAssertEqual(
            control.log,
            [
                "begin", "touchDown",
                "continue", "dragInside",
                "continue", "dragOutside", "dragExit",
                "continue", "dragInside", "dragEnter",
                "end", "upInside"
            ])
        XCTAssertFalse(control.isTracking)
        XCTAssertFalse(control.isHighlighted)

        control.log = []
        harness.touchDown(at: CGPoint(x: 125, y: 125))
        harness.touchUp(at: CGPoint(x: 125, y: 260)) // local 160: outside
        XCTAssertEqual(control.log, ["begin", "touchDown", "end", "upOutside"])

        control.log = []
        harness.touchDown(at: CGPoint(x: 125, y: 125))
        harness.touchCancel()
        XCTAssertEqual(control.log, ["begin", "touchDown", "cancel", "touchCancel"])
        XCTAssertFalse(control.isTracking)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// beginTracking answering no ignores the whole touch; continueTracking answering no stops
    /// tracking (nothing more for that touch); a disabled control neither tracks nor passes the
    /// touch to its superview.
    func testRefusedAndDisabledTracking() async throws {
        let harness = UIKitHarness()
        let control = control(in: harness)
        control.acceptsBegin = false
        harness.touchDown(at: CGPoint(x: 125, y: 125))
        harness.touchMove(to: CGPoint(x: 130, y: 125))
        harness.touchUp(at: CGPoint(x: 130, y: 125))
        XCTAssertEqual(control.log, ["begin"])
        XCTAssertFalse(control.isHighlighted)

        control.log = []
        control.acceptsBegin = true
        control.acceptsContinue = false
        harness.touchDown(at: CGPoint(x: 125, y: 125))
        harness.touchMove(to: CGPoint(x: 130, y: 125))
        XCTAssertFalse(control.isTracking)
        XCTAssertFalse(control.isHighlighted)
        harness.touchUp(at: CGPoint(x: 130, y: 125))
        XCTAssertEqual(control.log, ["begin", "touchDown", "continue"])

        control.log = []
        control.isEnabled = false
        XCTAssertEqual(control.state, .disabled)
        harness.tap(at: CGPoint(x: 125, y: 125))
        XCTAssertEqual(control.log, [])
    }

    /// Every action shape runs in registration order, once per `sendActions(for:)` even when it
    /// answers several of the events sent; a method of the wrong sender type is logged as
    /// UIKit's exception and skipped.
    func testTargetActionShapesAndOrder() async throws {
        let harness = UIKitHarness()
        let button = UIButton(type: .system)
        button.tag = 7
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.plain, for: [.touchUpInside, .valueChanged])
        button.addTarget(receiver, action: Receiver.withSender, for: .touchUpInside)
        button.addTarget(receiver, action: Receiver.withAny, for: .touchUpInside)
        button.addTarget(receiver, action: Receiver.withEvent, for: .touchUpInside)
        button.addAction(
            UIAction { action in
                receiver.log.append("action from \((action.sender as? UIButton)?.tag ?? 0)")
            }, for: .touchUpInside)
        button.sendActions(for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(receiver.log, ["plain", "sender 7", "any", "event 0", "action from 7"])
        XCTAssertEqual(button.allControlEvents, [.touchUpInside, .valueChanged])
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")

        receiver.log = []
        button.removeTarget(receiver, action: Receiver.withSender, for: .touchUpInside)
        button.removeTarget(receiver, action: Receiver.plain, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(receiver.log, ["any", "event 0", "action from 7"])
        button.sendActions(for: .valueChanged)
        XCTAssertEqual(receiver.log.last, "plain", "plain still answers valueChanged")

        button.addTarget(receiver, action: Receiver.wrongType, for: .editingChanged)
        button.sendActions(for: .editingChanged)
        XCTAssertFalse(receiver.log.contains("wrong"))
        XCTAssertEqual(harness.diagnostics.count, 1)
        XCTAssertTrue(harness.diagnostics[0].contains("NSInvalidArgumentException"), harness.diagnostics[0])
    }

    /// Targets are held weakly: a released target is gone from `allTargets` and its actions stop.
    /// A `UIAction` with the identifier of one already added replaces it.
    func testTargetsAreHeldWeaklyAndActionsReplaceByIdentifier() async throws {
        let button = UIButton()
        var receiver: Receiver? = Receiver()
        weak let weakReceiver = receiver
        button.addTarget(receiver!, action: Receiver.plain, for: .touchUpInside)
        XCTAssertEqual(button.allTargets.count, 1)
        receiver = nil
        XCTAssertNil(weakReceiver)
        XCTAssertTrue(button.allTargets.isEmpty)
        XCTAssertEqual(button.allControlEvents, [])

        var log: [String] = []
        let id = UIAction.Identifier("tap")
        button.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["second"])
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["second"])
    }

    /// A tapped button sends touchUpInside with primaryActionTriggered; its per-state titles fall
    /// back to the normal state's, and the highlighted one shows while the finger is down.
    func testAButtonsPrimaryActionAndPerStateTitles() async throws {
        let harness = UIKitHarness()
        var taps = 0
        let button = UIButton(primaryAction: UIAction { _ in taps += 1 })
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(UIButton().buttonType, .custom)
        XCTAssertEqual(UIButton(type: .contactAdd).buttonType, .contactAdd)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        harness.window.addSubview(button)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        let image = UIImage()
        button.setImage(image, for: .normal)
        XCTAssertEqual(button.title(for: .selected), "Go")
        XCTAssertTrue(button.image(for: .highlighted) === image)
        XCTAssertEqual(button.currentTitle, "Go")
        harness.touchDown(at: CGPoint(x: 50, y: 22))
        XCTAssertEqual(button.currentTitle, "Going")
        harness.touchUp(at: CGPoint(x: 50, y: 22))
        XCTAssertEqual(button.currentTitle, "Go")
        XCTAssertEqual(taps, 1)
        button.setTitle(nil, for: .highlighted)
        XCTAssertEqual(button.title(for: .highlighted), "Go")
        XCTAssertEqual(button.currentTitleColor, button.tintColor, "a system button's title takes the tint")
    }
}
