import KinemaDerivations
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// A layer subclass, whose engine view is named after it.
@MainActor
private final class ProgressLayer: CALayer {}

/// Free-standing layers (`CALayer()`): the layer tree beside the views, and the implicit
/// animations Core Animation gives their changes. Expected values are worked out beside each
/// assertion; Core Animation's default timing curve is the Bézier (0.25, 0.1, 0.25, 1).
@MainActor
final class FreeStandingLayerTests: XCTestCase {
    private func names(_ layers: [CALayer]?) -> [String] {
        (layers ?? []).map { $0.kinemaView?.name ?? "?" }
    }

    private func named(_ name: String, _ frame: CGRect = .zero) -> UIView {
        let v = UIView(frame: frame)
        v.accessibilityIdentifier = name
        v.kinemaView.name = name
        return v
    }

    func testTheLayerTreeBesideTheViews() async {
        let harness = UIKitHarness()
        let host = named("host")
        harness.window.addSubview(host)
        let a = named("a"), b = named("b"), c = named("c"), d = named("d")
        host.addSubview(a)
        host.addSubview(b)
        let bar = CALayer(), ring = ProgressLayer(), dot = CALayer()
        bar.name = "bar"
        dot.name = "dot"
        XCTAssertEqual(ring.kinemaView?.name, "ProgressLayer")
        host.layer.addSublayer(bar)
        XCTAssertEqual(names(host.layer.sublayers), ["a", "b", "bar"])
        host.addSubview(c) // a view added later goes above the layer
        XCTAssertEqual(names(host.layer.sublayers), ["a", "b", "bar", "c"])
        host.layer.insertSublayer(ring, at: 0)
        host.layer.insertSublayer(dot, above: a.layer)
        XCTAssertEqual(names(host.layer.sublayers), ["ProgressLayer", "a", "dot", "b", "bar", "c"])
        host.insertSubview(d, at: 1) // below the subview at index 1 (b)
        XCTAssertEqual(names(host.layer.sublayers), ["ProgressLayer", "a", "dot", "d", "b", "bar", "c"])
        XCTAssertEqual(host.subviews.map { $0.kinemaView.name }, ["a", "d", "b", "c"], "layers are not subviews")
        host.sendSubviewToBack(c)
        XCTAssertEqual(names(host.layer.sublayers), ["c", "ProgressLayer", "a", "dot", "d", "b", "bar"])
        XCTAssertTrue(bar.superlayer === host.layer)
        XCTAssertTrue(a.layer.superlayer === host.layer)
        // A layer in a layer, moved to another, then removed.
        bar.addSublayer(dot)
        XCTAssertTrue(dot.superlayer === bar)
        XCTAssertEqual(names(bar.sublayers), ["dot"])
        XCTAssertFalse(names(host.layer.sublayers).contains("dot"))
        host.layer.replaceSublayer(ring, with: dot)
        XCTAssertEqual(names(host.layer.sublayers), ["c", "dot", "a", "d", "b", "bar"])
        XCTAssertNil(ring.superlayer)
        XCTAssertNil(bar.sublayers)
        dot.removeFromSuperlayer()
        XCTAssertNil(dot.superlayer)
        XCTAssertEqual(names(host.layer.sublayers), ["c", "a", "d", "b", "bar"])
        // Moving a sublayer counts the others: index 1 of [c, a, d, b] is a; above b (the top of
        // the others), below itself, below a layer that is not a sublayer, or past the end is the
        // top; above c is below a.
        host.layer.insertSublayer(bar, at: 1)
        XCTAssertEqual(names(host.layer.sublayers), ["c", "bar", "a", "d", "b"])
        host.layer.insertSublayer(bar, above: b.layer)
        XCTAssertEqual(names(host.layer.sublayers), ["c", "a", "d", "b", "bar"])
        host.layer.insertSublayer(bar, above: c.layer)
        XCTAssertEqual(names(host.layer.sublayers), ["c", "bar", "a", "d", "b"])
        host.layer.insertSublayer(bar, below: bar)
        XCTAssertEqual(names(host.layer.sublayers), ["c", "a", "d", "b", "bar"])
        host.layer.insertSublayer(bar, at: 0)
        host.layer.insertSublayer(bar, below: ring)
        XCTAssertEqual(names(host.layer.sublayers), ["c", "a", "d", "b", "bar"])
        host.layer.insertSublayer(bar, at: 0)
        host.layer.insertSublayer(bar, at: 99)
        XCTAssertEqual(names(host.layer.sublayers), ["c", "a", "d", "b", "bar"])
        // Refused: a view's layer as a sublayer, a layer inside itself.
        bar.addSublayer(c.layer)
        bar.addSublayer(bar)
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("free-standing layers (CALayer()) only") })
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("a layer cannot contain itself") })
        XCTAssertTrue(c.superview === host)
    }

    /// A layer added and set up in one turn of the run loop appears as set up; from the next turn
    /// its changes animate over 0.25 s along the default curve, from the value shown.
    func testImplicitAnimations() async {
        let harness = UIKitHarness()
        let bar = CALayer()
        harness.window.layer.addSublayer(bar)
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        bar.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        XCTAssertNil(bar.animationKeys(), "set up in the turn it was added: no animation")
        harness.advance(to: 0.1)
        bar.position = CGPoint(x: 250, y: 10) // from (50, 10)
        XCTAssertEqual(bar.animationKeys(), ["position"])
        harness.advance(to: 0.225)
        // Half of 0.25 s: 50 + 200 B(0.5) on the default curve.
        XCTAssertEqual(
            Double(bar.presentation()?.position.x ?? 0), 50 + 200 * Derivation.bezier(0.5, 0.25, 0.1, 0.25, 1),
            accuracy: 1e-6)
        XCTAssertEqual(bar.position.x, 250, "the model is the new value")
        harness.advance(to: 0.4)
        XCTAssertEqual(bar.presentation()?.position.x, 250)
        XCTAssertNil(bar.animationKeys())

        // The transaction's duration and curve; a completion block.
        var finished: Double?
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { finished = CACurrentMediaTime() }
        bar.opacity = 0
        CATransaction.commit()
        harness.advance(to: 0.9)
        XCTAssertEqual(Double(bar.presentation()?.opacity ?? -1), 0.5, accuracy: 1e-6) // linear, half of 1 s
        harness.advance(to: 1.5)
        XCTAssertEqual(finished ?? 0, 1.4, accuracy: 1e-9)

        // Actions disabled: no animation.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        bar.cornerRadius = 8
        CATransaction.commit()
        XCTAssertNil(bar.animationKeys())
        XCTAssertEqual(bar.presentation()?.cornerRadius, 8)

        // A UIView animation block does not time a free layer: its change takes the default 0.25 s.
        UIView.animate(withDuration: 2) { bar.bounds = CGRect(x: 0, y: 0, width: 300, height: 20) }
        harness.advance(to: 1.5 + 0.25)
        XCTAssertEqual(bar.presentation()?.bounds.width, 300)
        XCTAssertNil(bar.animationKeys())

        // A view's layer has no implicit animations.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        harness.advance(by: 0.1)
        view.layer.position = CGPoint(x: 100, y: 100)
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(view.layer.presentation()?.position, CGPoint(x: 100, y: 100))
    }

    /// A free layer is drawn (it is in the frames, under its own name) and takes no touches: a
    /// touch on it reaches the view below.
    func testFreeLayersAreDrawnAndTakeNoTouches() async {
        let harness = UIKitHarness()
        let target = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(target)
        let cover = ProgressLayer()
        cover.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        cover.backgroundColor = CGColor(gray: 0, alpha: 1)
        harness.window.layer.addSublayer(cover)
        harness.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(target.calls, ["began", "ended"])
        let frame = harness.snapshot()
        XCTAssertEqual(frame["ProgressLayer"]?.values.size.width, 200)
        XCTAssertEqual(frame["ProgressLayer"]?.values.backgroundColor.alpha, 1)
    }
}
