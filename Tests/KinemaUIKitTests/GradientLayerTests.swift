import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `CAGradientLayer` as UIKit code writes it: the gradient reaches the frames, a `UIColor` entry
/// and a type other than axial are reported, and the layer's own properties still animate.
@MainActor
final class GradientLayerTests: XCTestCase {
    /// A fade over a card: clear to black at 60 %, from the middle down. The frame's content holds
    /// the gradient; a `UIColor` among the colours is left out and reported; `radial` is reported
    /// and drawn axial; the layer's opacity animates implicitly once shown (0.25 s, default curve).
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
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("drawn as an axial gradient") })
        fade.colors = nil
        XCTAssertNil(harness.snapshot()["fade"]?.content)

        harness.advance(to: 0.1)
        fade.opacity = 0
        XCTAssertEqual(fade.animationKeys(), ["opacity"])
        XCTAssertEqual(fade.presentation()?.startPoint, CGPoint(x: 0.5, y: 0))
    }
}
