import Foundation
import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `anchorPoint` as UIKit code uses it: a door that swings about its hinge, and layers whose
/// anchor animates.
@MainActor
final class LayerAnchorPointTests: XCTestCase {
    /// The helper UIKit code writes to move the anchor without moving the view: the position
    /// moves by the difference of the two anchor points, through the view's transform.
    private func setAnchorPoint(_ point: CGPoint, for view: UIView) {
        let size = view.bounds.size
        let new = CGPoint(x: size.width * point.x, y: size.height * point.y).applying(view.transform)
        let old = CGPoint(x: size.width * view.layer.anchorPoint.x, y: size.height * view.layer.anchorPoint.y)
            .applying(view.transform)
        var position = view.layer.position
        position.x += new.x - old.x
        position.y += new.y - old.y
        view.layer.position = position
        view.layer.anchorPoint = point
    }

    /// A 100 x 50 door at (150, 75) swings a quarter turn about its left edge, linear over 1 s:
    /// half way it has turned π/4, so its far edge's middle is at the hinge plus
    /// 100 (cos π/4, sin π/4).
    func testADoorSwingsAboutItsHinge() async throws {
        let harness = UIKitHarness()
        let door = UIView(frame: CGRect(x: 150, y: 75, width: 100, height: 50))
        door.accessibilityIdentifier = "door"
        harness.window.addSubview(door)
        setAnchorPoint(CGPoint(x: 0, y: 0.5), for: door)
        XCTAssertEqual(door.frame, CGRect(x: 150, y: 75, width: 100, height: 50), "the door did not move")
        XCTAssertEqual(door.center, CGPoint(x: 150, y: 100))
        XCTAssertEqual(door.anchorPoint, CGPoint(x: 0, y: 0.5))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            door.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        harness.advance(to: 0.5)
        let shown = try XCTUnwrap(harness.snapshot()["door"])
        let hinge = shown.toRoot.apply(to: Point(x: 0, y: 25))
        let edge = shown.toRoot.apply(to: Point(x: 100, y: 25))
        let c: Double = 100 * cos(Double.pi / 4)
        XCTAssertEqual(hinge.x, 150, accuracy: 1e-9)
        XCTAssertEqual(hinge.y, 100, accuracy: 1e-9)
        XCTAssertEqual(edge.x, 150 + c, accuracy: 1e-9)
        XCTAssertEqual(edge.y, 100 + c, accuracy: 1e-9)
        harness.advance(to: 1)
        // Turned: the door hangs below its hinge, (125, 100, 50, 100).
        let frame = door.frame
        XCTAssertEqual(Double(frame.minX), 125, accuracy: 1e-9)
        XCTAssertEqual(Double(frame.minY), 100, accuracy: 1e-9)
        XCTAssertEqual(Double(frame.height), 100, accuracy: 1e-9)
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// A free-standing layer's anchor animates implicitly from the one shown (0.25 s, Core
    /// Animation's default), and explicitly by `CABasicAnimation(keyPath: "anchorPoint")`.
    func testLayersAnimateTheirAnchor() async throws {
        let harness = UIKitHarness()
        let hand = CALayer()
        hand.name = "hand"
        hand.frame = CGRect(x: 100, y: 100, width: 10, height: 80)
        harness.window.layer.addSublayer(hand)
        harness.advance(to: 0.1)
        XCTAssertEqual(hand.position, CGPoint(x: 105, y: 140))
        hand.anchorPoint = CGPoint(x: 0.5, y: 1)
        XCTAssertEqual(hand.anchorPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(hand.frame, CGRect(x: 100, y: 60, width: 10, height: 80), "the model moved at once")
        XCTAssertEqual(hand.animationKeys(), ["anchorPoint"])
        harness.advance(to: 0.35)
        XCTAssertNil(hand.animationKeys())

        let swing = CABasicAnimation(keyPath: "anchorPoint")
        swing.fromValue = CGPoint(x: 0.5, y: 1)
        swing.toValue = CGPoint(x: 0.5, y: 0)
        swing.duration = 1
        swing.timingFunction = CAMediaTimingFunction(name: .linear)
        hand.add(swing, forKey: "swing")
        harness.advance(to: 0.85)
        // Half way the anchor's y is 0.5: the layer shows centred on its position.
        let shown = try XCTUnwrap(harness.snapshot()["hand"])
        XCTAssertEqual(shown.values.anchorPoint.y, 0.5, accuracy: 1e-9)
        let top = shown.toRoot.apply(to: Point(x: 0, y: 0))
        XCTAssertEqual(top.y, 140 - 40, accuracy: 1e-9)
        XCTAssertEqual(harness.diagnostics, [])
    }
}
