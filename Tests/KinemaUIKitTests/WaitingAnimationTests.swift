import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Animations added to a layer in no window wait for it: listed, removable, and added (beginning)
/// when the layer joins the window.
@MainActor
final class WaitingAnimationTests: XCTestCase {
    /// A view's layer set up before the view is added: a linear fade from 1 to 0 over 1 s added
    /// at 0.1 s waits until the view joins the window at 0.3 s, so at 0.55 s it is a quarter
    /// done: 0.75. A second animation removed before the view joins never runs.
    func testAViewsLayerAnimatesFromWhenItJoins() async throws {
        let harness = UIKitHarness()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.accessibilityIdentifier = "card"
        harness.advance(to: 0.1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        card.layer.add(fade, forKey: "fade")
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = 80
        card.layer.add(grow, forKey: "grow")
        XCTAssertEqual(card.layer.animationKeys(), ["fade", "grow"])
        card.layer.removeAnimation(forKey: "grow")
        XCTAssertEqual(card.layer.animationKeys(), ["fade"])
        harness.advance(to: 0.3)
        harness.window.addSubview(card)
        XCTAssertEqual(card.layer.animationKeys(), ["fade"])
        harness.advance(to: 0.55)
        let shown = try XCTUnwrap(harness.snapshot()["card"])
        XCTAssertEqual(shown.alpha, 0.75, accuracy: 1e-9)
        XCTAssertEqual(shown.size.width, 40, "the removed animation never ran")
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// Adding an animation under a key that already waits replaces it; removing all animations
    /// drops the waiting ones.
    func testWaitingAnimationsAreReplacedAndRemoved() async {
        let harness = UIKitHarness()
        let layer = CALayer()
        let first = CABasicAnimation(keyPath: "opacity")
        first.toValue = 0.5
        layer.add(first, forKey: "fade")
        let second = CABasicAnimation(keyPath: "opacity")
        second.toValue = 0.2
        layer.add(second, forKey: "fade")
        XCTAssertEqual(layer.animationKeys(), ["fade"])
        XCTAssertEqual((layer.animation(forKey: "fade") as? CABasicAnimation)?.toValue as? Double, 0.2)
        layer.removeAllAnimations()
        XCTAssertNil(layer.animationKeys())
        harness.window.layer.addSublayer(layer)
        XCTAssertNil(layer.animationKeys())
    }
}
