import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `CALayer.contents` with an image: the image's pictogram as the engine's content, in the
/// image's own colours.
@MainActor
final class LayerContentsTests: XCTestCase {
    /// A symbol image draws its pictogram black, a registered named image its pictogram white
    /// (standing in for a photo); nil removes it. The gravity and rectangles are kept.
    func testAnImageBecomesThePictogram() async throws {
        let harness = UIKitHarness()
        harness.registerImage(named: "logo", size: CGSize(width: 40, height: 20), symbol: .gamepad)
        let layer = CALayer()
        layer.name = "logo"
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        harness.window.layer.addSublayer(layer)
        layer.contents = UIImage(systemName: "cart")?.cgImage
        XCTAssertEqual(harness.snapshot()["logo"]?.content, .symbol(.cart, tint: .black))
        let named = try XCTUnwrap(UIImage(named: "logo")?.cgImage)
        XCTAssertEqual([named.width, named.height], [40, 20])
        layer.contents = named
        XCTAssertEqual(harness.snapshot()["logo"]?.content, .symbol(.gamepad, tint: .white))
        XCTAssertTrue(layer.contents as? CGImage === named)
        layer.contentsGravity = .resizeAspect
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        XCTAssertEqual(layer.contentsGravity, .resizeAspect)
        XCTAssertEqual(layer.contentsRect.width, 0.5)
        layer.contents = nil
        XCTAssertNil(harness.snapshot()["logo"]?.content)
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// A view's layer shows it too; a value of another kind is kept and reported; a shape
    /// layer keeps its path as what it draws.
    func testOtherValuesAndLayersThatDrawTheirOwn() async throws {
        let harness = UIKitHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        harness.window.addSubview(view)
        view.layer.contents = UIImage(systemName: "photo")?.cgImage
        XCTAssertEqual(view.kinemaView.content, .symbol(.photo, tint: .black))
        view.layer.contents = "picture"
        XCTAssertEqual(view.layer.contents as? String, "picture")
        XCTAssertEqual(
            harness.diagnostics, ["Kinema: CALayer.contents holds a String, not a CGImage; it is kept, not drawn"])
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        harness.window.layer.addSublayer(shape)
        shape.contents = UIImage(systemName: "cart")?.cgImage
        guard case .shape? = shape.kinemaView?.content else { return XCTFail("the shape is drawn") }
        XCTAssertNotNil(shape.contents)
    }
}
