import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// The layer values Kinema keeps and reads back without drawing them differently (rasterising
/// hints, 3D-only settings, the shadow's path), and `UIView.transform3D`.
@MainActor
final class KeptLayerValuesTests: XCTestCase {
    /// A card's shadow path as UIKit code sets it, the rounded bounds, is kept without a report;
    /// a path elsewhere is kept and reported. The frames are those of a card without a path: the
    /// shadow is drawn from the rounded bounds either way.
    func testShadowPaths() async throws {
        let harness = UIKitHarness()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.3
        harness.window.addSubview(card)
        let before = harness.snapshot()["card"]
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        XCTAssertEqual(card.layer.shadowPath?.boundingBox, CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
        card.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 80, width: 200, height: 40)).cgPath
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("shadowPath is kept") }, "\(harness.diagnostics)")
        XCTAssertEqual(harness.snapshot()["card"], before)
    }

    /// Rasterising hints and the corner curve read back and change nothing; a z position other
    /// than 0 and a sublayer transform other than the identity are kept and reported.
    func testHintsAndThreeDimensionalSettings() async throws {
        let harness = UIKitHarness()
        let tile = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        tile.accessibilityIdentifier = "tile"
        harness.window.addSubview(tile)
        let before = harness.snapshot()["tile"]
        let layer = tile.layer
        XCTAssertEqual(
            [layer.shouldRasterize, layer.allowsEdgeAntialiasing, layer.isDoubleSided], [false, false, true])
        XCTAssertEqual([layer.rasterizationScale, layer.contentsScale, layer.zPosition], [1, 1, 0])
        XCTAssertEqual(layer.cornerCurve, .circular)
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        layer.contentsScale = 3
        layer.allowsEdgeAntialiasing = true
        layer.cornerCurve = .continuous
        layer.isDoubleSided = false
        XCTAssertEqual([layer.shouldRasterize, layer.allowsEdgeAntialiasing, layer.isDoubleSided], [true, true, false])
        XCTAssertEqual([layer.rasterizationScale, layer.contentsScale], [3, 3])
        XCTAssertEqual(layer.cornerCurve, .continuous)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
        XCTAssertEqual(harness.snapshot()["tile"], before)

        layer.zPosition = 10
        XCTAssertEqual(layer.zPosition, 10)
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("zPosition is kept") })
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.sublayerTransform = perspective
        XCTAssertEqual(layer.sublayerTransform.m34, -1 / 500)
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("sublayerTransform is kept") })
    }

    /// `transform3D` is the view's transform as a 3D matrix: a rotation set through it reads back
    /// through `transform`, and inside an animation block it animates as the transform does
    /// (linear over 1 s from 0 to pi / 2: pi / 4 at 0.5 s).
    func testTransform3D() async throws {
        let harness = UIKitHarness()
        let tile = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        tile.accessibilityIdentifier = "tile"
        harness.window.addSubview(tile)
        tile.transform3D = CATransform3DMakeScale(2, 3, 1)
        XCTAssertEqual(tile.transform, CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(tile.transform3D.m11, 2)
        tile.transform = .identity
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            tile.transform3D = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        }
        harness.advance(to: 0.5)
        // A rotation by angle r is the matrix (cos r, sin r, -sin r, cos r): r = atan2(b, a).
        let shown = try XCTUnwrap(tile.layer.presentation()?.affineTransform())
        XCTAssertEqual(atan2(Double(shown.b), Double(shown.a)), .pi / 4, accuracy: 1e-9)
    }
}
