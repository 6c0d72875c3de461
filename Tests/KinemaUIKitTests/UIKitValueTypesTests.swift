import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Colours, transforms and layers: UIKit's and Core Graphics' value semantics.
@MainActor
final class UIKitValueTypesTests: XCTestCase {
    func testColors() async {
        let c = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        XCTAssertEqual(c.cgColor.components, [0.2, 0.4, 0.6, 1])
        XCTAssertEqual(c.withAlphaComponent(0.5).cgColor.alpha, 0.5)
        XCTAssertEqual(UIColor(white: 0.25, alpha: 0.5).cgColor.components, [0.25, 0.25, 0.25, 0.5])
        let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 1)
        XCTAssertEqual(literal, UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1))
        // UIKit's fixed colours and the light appearance's system pink (#FF2D55).
        XCTAssertEqual(UIColor.orange.cgColor.components, [1, 0.5, 0, 1])
        XCTAssertEqual(UIColor.systemPink.cgColor.components, [1, 45.0 / 255, 85.0 / 255, 1])
        var r: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(UIColor.purple.getRed(&r, green: nil, blue: nil, alpha: &a))
        XCTAssertEqual([r, a], [0.5, 1])
        XCTAssertEqual(UIColor(cgColor: CGColor(red: 0, green: 1, blue: 0, alpha: 1)), .green)
    }

    /// iOS's composition order: `t.rotated(by:)` rotates first, then applies `t`;
    /// `t.translatedBy(x:y:)` translates first. With y pointing down, a quarter turn takes (1, 0)
    /// to (0, 1).
    func testTransformsCompose() async {
        let p = CGPoint(x: 1, y: 0)
        let quarter = CGFloat.pi / 2
        let a = CGAffineTransform(translationX: 10, y: 0).rotated(by: quarter).applied(to: p)
        XCTAssertEqual(a.x, 10, accuracy: 1e-12) // rotate (1, 0) to (0, 1), then translate
        XCTAssertEqual(a.y, 1, accuracy: 1e-12)
        let b = CGAffineTransform(rotationAngle: quarter).translatedBy(x: 10, y: 0).applied(to: p)
        XCTAssertEqual(b.x, 0, accuracy: 1e-12) // translate to (11, 0), then rotate
        XCTAssertEqual(b.y, 11, accuracy: 1e-12)
        let s = CGAffineTransform(scaleX: 2, y: 3)
        let t = CGAffineTransform(translationX: 5, y: 7)
        XCTAssertEqual(s.concatenating(t).applied(to: p), CGPoint(x: 7, y: 7)) // scale, then translate
        XCTAssertEqual(t.concatenating(s).applied(to: p), CGPoint(x: 12, y: 21))
        XCTAssertEqual(s.scaledBy(x: 0.5, y: 1.0 / 3), .identity)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        let inverse = s.concatenating(t).inverted()
        XCTAssertEqual(inverse.applied(to: CGPoint(x: 7, y: 7)), p)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular, "a singular transform is returned unchanged")
        // The 3D form keeps the affine part.
        let rotation = CATransform3DMakeRotation(quarter, 0, 0, 1)
        XCTAssertEqual(CATransform3DGetAffineTransform(rotation), CGAffineTransform(rotationAngle: quarter))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
    }

    /// A view's transform reads back exactly; its layer shows the same engine view under Core
    /// Animation's names.
    func testLayers() async throws {
        let harness = UIKitHarness()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertNil(view.layer.presentation(), "no presentation before the view is in a window")
        harness.window.addSubview(view)
        let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        view.transform = shear
        XCTAssertEqual(view.transform, shear)
        XCTAssertEqual(view.layer.affineTransform(), shear)
        view.layer.cornerRadius = 12
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.red.cgColor
        view.layer.opacity = 0.5
        view.layer.masksToBounds = true
        view.layer.shadowOpacity = 0.3
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertTrue(view.clipsToBounds)
        XCTAssertEqual(view.layer.position, CGPoint(x: 60, y: 45))
        XCTAssertEqual(view.kinemaView.maskedCorners, .top)
        let frame = try XCTUnwrap(harness.snapshot()["UIView"])
        XCTAssertEqual(frame.cornerRadius, 12)
        XCTAssertEqual(frame.borderWidth, 2)
        XCTAssertEqual(frame.shadowOpacity, 0.3, accuracy: 1e-7) // a Float
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.layer.opacity = 1 })
        harness.advance(to: 0.5)
        let presentation = try XCTUnwrap(view.layer.presentation())
        XCTAssertEqual(presentation.opacity, 0.75) // 0.5 + 0.5 * 0.5
        XCTAssertEqual(view.layer.model().opacity, 1)
        presentation.opacity = 0 // ignored, as on iOS
        XCTAssertEqual(view.layer.presentation()?.opacity, 0.75)
    }
}

extension CGAffineTransform {
    /// The point mapped by the transform.
    fileprivate func applied(to p: CGPoint) -> CGPoint { p.applying(self) }
}
