import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `CALayer.mask` and `UIView.mask` as UIKit code uses them: the circular reveal (a shape layer
/// whose path grows), a gradient view fading a view out, and the refusals.
@MainActor
final class LayerMaskTests: XCTestCase {
    /// An orange 200 x 100 card at (20, 40) in the window.
    private func makeCard(_ harness: UIKitHarness) -> UIView {
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .orange
        harness.window.addSubview(card)
        return card
    }

    /// The reveal as tutorials write it: a `CAShapeLayer` mask whose path, a 20 pt circle at the
    /// card's centre, animates (linear, 1 s) to a 224 pt circle around the card. An oval's path
    /// starts at the middle of its right side, so halfway the drawn path starts halfway between
    /// (90 + 20, 40 + 10) = (110, 50) and (-12 + 224, -62 + 112) = (212, 50): (161, 50). The mask
    /// is listed right after the card, flagged, with no superlayer and no place among the
    /// card's sublayers.
    func testACircularReveal() async throws {
        let harness = UIKitHarness()
        let card = makeCard(harness)
        let small = UIBezierPath(ovalIn: CGRect(x: 90, y: 40, width: 20, height: 20))
        let large = UIBezierPath(ovalIn: CGRect(x: -12, y: -62, width: 224, height: 224))
        let maskLayer = CAShapeLayer()
        maskLayer.name = "reveal"
        maskLayer.path = small.cgPath
        card.layer.mask = maskLayer
        XCTAssertTrue(card.layer.mask === maskLayer)
        XCTAssertNil(maskLayer.superlayer)
        XCTAssertNil(card.layer.sublayers)
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = small.cgPath
        reveal.toValue = large.cgPath
        reveal.duration = 1
        reveal.timingFunction = CAMediaTimingFunction(name: .linear)
        maskLayer.path = large.cgPath
        maskLayer.add(reveal, forKey: "reveal")
        harness.advance(to: 0.5)
        let frame = harness.snapshot()
        let names = frame.views.map(\.name)
        let cardIndex = try XCTUnwrap(names.firstIndex(of: "card"))
        XCTAssertEqual(names[cardIndex + 1], "reveal")
        XCTAssertEqual(frame.views[cardIndex + 1].isMask, true)
        XCTAssertEqual(frame.views[cardIndex + 1].parentIndex, cardIndex)
        guard case .shape(let shape)? = frame["reveal"]?.content, case .move(let start)? = shape.path.elements.first
        else { return XCTFail("no path drawn") }
        XCTAssertEqual(start.x, 161, accuracy: 1e-9)
        XCTAssertEqual(start.y, 50, accuracy: 1e-9)
        XCTAssertEqual(maskLayer.presentation()?.path?.boundingBox.width ?? 0, 122, accuracy: 1e-9)
    }

    /// A free-standing mask animates its changes implicitly once it has been on screen, as a
    /// sublayer does: not in the turn it was set, then from the next.
    func testAFreeStandingMaskAnimatesImplicitly() async {
        let harness = UIKitHarness()
        let card = makeCard(harness)
        let maskLayer = CALayer()
        maskLayer.frame = card.bounds
        maskLayer.backgroundColor = UIColor.black.cgColor
        card.layer.mask = maskLayer
        maskLayer.opacity = 0.5
        XCTAssertNil(maskLayer.animationKeys(), "set up in the turn it was set")
        harness.advance(to: 0.1)
        maskLayer.opacity = 1
        XCTAssertEqual(maskLayer.animationKeys(), ["opacity"])
    }

    /// `UIView.mask`: a gradient view fades the card; it is the layer's mask, has no superview
    /// and is not among the subviews. A view taken from the window to be a mask leaves it; a new
    /// mask replaces the old, whose view leaves the frames; nil takes it off.
    func testAViewAsAMask() async throws {
        let harness = UIKitHarness()
        let card = makeCard(harness)
        let fade = GradientView(frame: card.bounds)
        fade.accessibilityIdentifier = "fade"
        fade.gradientLayer.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
        card.mask = fade
        XCTAssertTrue(card.mask === fade)
        XCTAssertTrue(card.layer.mask === fade.layer)
        XCTAssertNil(fade.superview)
        XCTAssertTrue(card.subviews.isEmpty)
        XCTAssertEqual(harness.snapshot()["fade"]?.isMask, true)

        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        badge.accessibilityIdentifier = "badge"
        harness.window.addSubview(badge)
        card.mask = badge
        XCTAssertNil(badge.superview)
        XCTAssertFalse(harness.window.subviews.contains { $0 === badge })
        XCTAssertEqual(harness.snapshot()["badge"]?.isMask, true)
        XCTAssertNil(harness.snapshot()["fade"], "the old mask left")
        card.mask = nil
        XCTAssertNil(card.layer.mask)
        XCTAssertNil(harness.snapshot()["badge"])
        // Setting the layer's mask directly ends the view's part as a mask, and so does adding
        // the mask view to a hierarchy.
        card.mask = fade
        card.layer.mask = CALayer()
        XCTAssertNil(card.mask)
        card.mask = fade
        harness.window.addSubview(fade)
        XCTAssertNil(card.mask)
        XCTAssertNil(card.layer.mask)
        XCTAssertEqual(harness.snapshot()["fade"]?.isMask, false)
    }

    /// A mask view's frame animates in an animation block: a 20 pt wide mask widened to 200 pt
    /// over 1 s (linear) is 110 pt wide at 0.5 s, centred at x = 55.
    func testAMaskViewAnimatesInABlock() async throws {
        let harness = UIKitHarness()
        let card = makeCard(harness)
        let slit = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 100))
        slit.accessibilityIdentifier = "slit"
        slit.backgroundColor = .black
        card.mask = slit
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            slit.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        }
        harness.advance(to: 0.5)
        let shown = try XCTUnwrap(harness.snapshot()["slit"])
        XCTAssertTrue(shown.isMask)
        XCTAssertEqual(shown.size.width, 110, accuracy: 1e-9)
        XCTAssertEqual(shown.center.x, 20 + 55, accuracy: 1e-9, "in the window: the card's x plus 55")
    }

    /// A layer cannot mask itself, and a view cannot be masked by its superview: both are
    /// reported and change nothing.
    func testCyclesAreReportedAndIgnored() async {
        let harness = UIKitHarness()
        let card = makeCard(harness)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.addSubview(inner)
        card.layer.mask = card.layer
        XCTAssertNil(card.layer.mask)
        inner.mask = card
        XCTAssertNil(inner.mask)
        XCTAssertTrue(card.superview === harness.window, "the card stays where it was")
        XCTAssertEqual(harness.diagnostics.filter { $0.contains("a layer cannot mask itself") }.count, 2)
    }
}
