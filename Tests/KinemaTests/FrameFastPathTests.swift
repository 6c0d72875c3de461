@testable import Kinema
import KinemaCore
import RealModule
import XCTest

/// The shortcuts a frame takes for views animated alike: the rotation's sine and cosine are
/// remembered from one view to the next, and must be exactly what a fresh evaluation gives.
final class FrameFastPathTests: XCTestCase {
    func testTheRotationMemoAnswersOnlyForTheSameBits() {
        var memo = RotationMemo()
        let first = memo.sineAndCosine(0.5)
        XCTAssertEqual(first.sin.bitPattern, Double.sin(0.5).bitPattern)
        XCTAssertEqual(first.cos.bitPattern, Double.cos(0.5).bitPattern)
        // The same angle again: the remembered pair, equal to a fresh one.
        let again = memo.sineAndCosine(0.5)
        XCTAssertEqual(again.sin.bitPattern, Double.sin(0.5).bitPattern)
        XCTAssertEqual(again.cos.bitPattern, Double.cos(0.5).bitPattern)
        // +0 and -0 compare equal but their sines differ in sign (sin(-0) = -0): not shared.
        XCTAssertEqual(memo.sineAndCosine(0).sin.sign, .plus)
        XCTAssertEqual(memo.sineAndCosine(-0.0).sin.sign, .minus)
        XCTAssertEqual(memo.sineAndCosine(0).sin.sign, .plus)
        // Another angle after a remembered one is evaluated afresh.
        XCTAssertEqual(memo.sineAndCosine(-2).sin.bitPattern, Double.sin(-2).bitPattern)
    }

    func testViewsTurningAlikeAndApartShowTheirOwnMatrices() throws {
        // Four views in tree order turn to 0.6, 0.6, 1.1 and 0.6 rad: the second reuses the
        // first's sine and cosine; a memo that kept them for the third view, or the third's for
        // the fourth, shows a wrong matrix.
        let scene = Scene(size: Size(width: 400, height: 100))
        let angles = [0.6, 0.6, 1.1, 0.6]
        var views: [View] = []
        for (i, _) in angles.enumerated() {
            let view = View(name: "v\(i)", frame: Rect(x: Double(i) * 100, y: 0, width: 40, height: 40))
            try scene.root.addSubview(view)
            views.append(view)
        }
        try scene.animate(withDuration: 1, options: .curveLinear) {
            for (view, angle) in zip(views, angles) { view.transform = AffineTransform(rotationAngle: angle) }
        }
        try scene.advance(to: 0.25)
        let frame = scene.snapshot()
        for (i, angle) in angles.enumerated() {
            // The model's decomposition (scale, angle); the animation starts from the identity's
            // (scale 1, angle 0). Linear curve at a quarter: the additive entry adds
            // (start - end) * (1 - 0.25) to each component of the model's, and the matrix is the
            // scale turned by the resulting angle.
            let end = AffineTransform(rotationAngle: angle).decomposed
            let f: Double = 1 - 0.25
            let rotation: Double = end.rotation + (0 - end.rotation) * f
            let sx: Double = end.scaleX + (1 - end.scaleX) * f
            let sy: Double = end.scaleY + (1 - end.scaleY) * f
            let tx: Double = end.translateX + (0 - end.translateX) * f
            let ty: Double = end.translateY + (0 - end.translateY) * f
            let cosine: Double = Double.cos(rotation), sine: Double = Double.sin(rotation)
            let expected = AffineTransform(a: sx * cosine, b: sx * sine, c: -sy * sine, d: sy * cosine, tx: tx, ty: ty)
            let transform = try XCTUnwrap(frame["v\(i)"]).values.transform
            XCTAssertEqual(transform, expected, "view \(i)")
            XCTAssertEqual(views[i].presentation.transform, expected, "view \(i) alone")
        }
    }
}
