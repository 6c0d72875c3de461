import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `CAGradientLayer` as UIKit code writes it: the gradient reaches the frames, a `UIColor` entry
/// and a type other than axial are reported, and the layer's own properties still animate.
@MainActor
final class GradientLayerTests: XCTestCase {
    /// A fade over a card: clear to black at 60 %, from the middle down. The frame's content holds
    /// the gradient; a `UIColor` among the colours is left out and reported; `radial` is drawn
    /// radial, `conic` is reported and drawn axial; the layer's opacity animates implicitly once
    /// shown (0.25 s, default curve).
    func testAFadeOverACard() async throws {
        let harness = UIKitHarness()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        harness.window.addSubview(card)
        let fade = CAGradientLayer()
        fade.name = "fade"
        fade.frame = card.bounds
        fade.colors = [CGColor(gray: 0, alpha: 0), CGColor(gray: 0, alpha: 0.6)]
        fade.locations = [0.5, 1]
        card.layer.addSublayer(fade)
        guard case .gradient(let gradient)? = harness.snapshot()["fade"]?.content else {
            return XCTFail("no gradient")
        }
        XCTAssertEqual(gradient.locations, [0.5, 1])
        XCTAssertEqual(gradient.colors.map(\.alpha), [0, 0.6])
        XCTAssertEqual(gradient.startPoint, Point(x: 0.5, y: 0))
        XCTAssertEqual(gradient.endPoint, Point(x: 0.5, y: 1))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")

        fade.colors = [UIColor.red, CGColor(gray: 1, alpha: 1)]
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("1 other entry is left out (use .cgColor)") })
        guard case .gradient(let one)? = harness.snapshot()["fade"]?.content else { return XCTFail("no gradient") }
        XCTAssertEqual(one.colors.count, 1)
        fade.type = .radial
        guard case .gradient(let round)? = harness.snapshot()["fade"]?.content else { return XCTFail("no gradient") }
        XCTAssertEqual(round.kind, .radial)
        XCTAssertFalse(harness.diagnostics.contains { $0.contains("drawn as an axial gradient") })
        fade.type = .conic
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("drawn as an axial gradient") })
        fade.colors = nil
        XCTAssertNil(harness.snapshot()["fade"]?.content)

        harness.advance(to: 0.1)
        fade.opacity = 0
        XCTAssertEqual(fade.animationKeys(), ["opacity"])
        XCTAssertEqual(fade.presentation()?.startPoint, CGPoint(x: 0.5, y: 0))
    }
}

/// A gradient layer's own values animated as UIKit code does: the shimmer of a loading skeleton
/// (`locations`), explicit animations of the colours, and implicit ones of the points.
@MainActor
final class GradientLayerAnimationTests: XCTestCase {
    /// A shimmer as tutorials write it: light, dark, light along a horizontal line, the
    /// locations sliding from [-1, -0.5, 0] to [1, 1.5, 2] over 0.9 s (linear, Core Animation's
    /// default for an explicit animation), repeating. At 0.45 s (u = 0.5) each location has moved
    /// 1, to [0, 0.5, 1]; at 1.125 s the second repetition is at u = 0.225 / 0.9 = 0.25, so
    /// [-1 + 0.5, -0.5 + 0.5, 0 + 0.5] = [-0.5, 0, 0.5], and `presentation()` says the same.
    func testAShimmer() async throws {
        let harness = UIKitHarness()
        let skeleton = UIView(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        harness.window.addSubview(skeleton)
        let shimmer = CAGradientLayer()
        shimmer.name = "shimmer"
        shimmer.frame = skeleton.bounds
        shimmer.startPoint = CGPoint(x: 0, y: 0.5)
        shimmer.endPoint = CGPoint(x: 1, y: 0.5)
        let light = CGColor(gray: 0.9, alpha: 1), dark = CGColor(gray: 0.7, alpha: 1)
        shimmer.colors = [light, dark, light]
        shimmer.locations = [0, 0.5, 1]
        skeleton.layer.addSublayer(shimmer)
        let animation = CABasicAnimation(keyPath: "locations")
        animation.fromValue = [-1.0, -0.5, 0.0]
        animation.toValue = [1.0, 1.5, 2.0]
        animation.duration = 0.9
        animation.repeatCount = .infinity
        shimmer.add(animation, forKey: animation.keyPath)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")

        func drawn() -> [Double]? {
            guard case .gradient(let gradient)? = harness.snapshot()["shimmer"]?.content else { return nil }
            return gradient.locations
        }
        harness.advance(to: 0.45)
        for (x, y) in zip(try XCTUnwrap(drawn()), [0, 0.5, 1]) { XCTAssertEqual(x, y, accuracy: 1e-12) }
        harness.advance(to: 1.125)
        for (x, y) in zip(try XCTUnwrap(drawn()), [-0.5, 0, 0.5]) { XCTAssertEqual(x, y, accuracy: 1e-12) }
        let shown = try XCTUnwrap(shimmer.presentation()?.locations).map(\.doubleValue)
        for (x, y) in zip(shown, [-0.5, 0, 0.5]) { XCTAssertEqual(x, y, accuracy: 1e-12) }
        XCTAssertEqual(shimmer.locations, [0, 0.5, 1], "the model keeps its locations")
    }

    /// A free-standing 100 x 100 gradient layer named "fade", black to white, on the window.
    private func blackToWhite() -> (UIKitHarness, CAGradientLayer) {
        let harness = UIKitHarness()
        let layer = CAGradientLayer()
        layer.name = "fade"
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        harness.window.layer.addSublayer(layer)
        return (harness, layer)
    }

    /// Colours animate from `CGColor`s, blended one by one: black to white at u = 0.5 is grey
    /// 0.5. A `UIColor` among the values is refused with a hint, and nothing is added.
    func testColorsAnimateAndUIColorsAreRefused() async throws {
        let (harness, layer) = blackToWhite()
        let swap = CABasicAnimation(keyPath: "colors")
        swap.toValue = [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)]
        swap.duration = 1
        layer.add(swap, forKey: "swap")
        harness.advance(to: 0.5)
        guard case .gradient(let gradient)? = harness.snapshot()["fade"]?.content else { return XCTFail("no gradient") }
        XCTAssertEqual(gradient.colors, [Color(white: 0.5), Color(white: 0.5)])

        let refused = CABasicAnimation(keyPath: "colors")
        refused.toValue = [UIColor.red, UIColor.blue]
        layer.add(refused, forKey: "refused")
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("use .cgColor") }, "\(harness.diagnostics)")
        XCTAssertEqual(layer.animationKeys(), ["swap"])
    }

    /// Setting the end point of a shown free-standing gradient layer animates implicitly under
    /// the key `endPoint` (0.25 s, the default curve), from the point on screen; with actions
    /// disabled it changes at once.
    func testPointsAnimateImplicitly() async throws {
        let (harness, layer) = blackToWhite()
        harness.advance(to: 0.1)
        layer.endPoint = CGPoint(x: 1, y: 1)
        XCTAssertEqual(layer.animationKeys(), ["endPoint"])
        XCTAssertEqual(layer.presentation()?.endPoint, CGPoint(x: 0.5, y: 1), "starts from the point shown")
        harness.advance(to: 0.5)
        XCTAssertEqual(layer.presentation()?.endPoint, CGPoint(x: 1, y: 1))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.startPoint = CGPoint(x: 0, y: 0)
        CATransaction.commit()
        XCTAssertNil(layer.animationKeys(), "the implicit animation ended at 0.35 s; none was added")
        XCTAssertEqual(layer.presentation()?.startPoint, CGPoint(x: 0, y: 0))
    }
}
