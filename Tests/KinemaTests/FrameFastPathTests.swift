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

/// What a frame remembers from the last one (the number of views, whether any view has a layout
/// hook) and reads in place (a view's animation entries) must follow every change between frames.
final class FrameMemoTests: XCTestCase {
    func testSnapshotsFollowViewsAddedRemovedAndMovedBetweenFrames() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let a = View(name: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.root.addSubview(a)
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "a"])
        // A subtree of two added at once: four views, in pre-order.
        let b = View(name: "b", frame: Rect(x: 20, y: 0, width: 10, height: 10))
        try b.addSubview(View(name: "c", frame: Rect(x: 1, y: 1, width: 2, height: 2)))
        try scene.root.addSubview(b)
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "a", "b", "c"])
        // Moved under `a`: still four, `b` and `c` now below `a`.
        try a.addSubview(b)
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "a", "b", "c"])
        XCTAssertEqual(scene.snapshot().views.map(\.depth), [0, 1, 2, 3])
        // Removed with its subtree: two left.
        b.removeFromSuperview()
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "a"])
    }

    func testAHookSetOrAddedAfterAPassWithoutHooksRuns() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let a = View(name: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.root.addSubview(a)
        scene.layoutIfNeeded() // a pass that finds no hook
        var runs: [String] = []
        a.layoutSubviews = { runs.append($0.name) }
        scene.layoutIfNeeded() // a's first pass with a hook: it has not seen a size yet
        XCTAssertEqual(runs, ["a"])
        // A view that brings its hook along when it joins the tree.
        let b = View(name: "b", frame: Rect(x: 0, y: 0, width: 5, height: 5))
        b.layoutSubviews = { runs.append($0.name) }
        try scene.root.addSubview(b)
        scene.layoutIfNeeded()
        XCTAssertEqual(runs, ["a", "b"])
        // Both hooks removed: nothing runs, even when asked to.
        a.layoutSubviews = nil
        b.layoutSubviews = nil
        a.setNeedsLayout()
        scene.layoutIfNeeded()
        XCTAssertEqual(runs, ["a", "b"])
    }

    func testSnapshotsFollowAnimationsAddedAndRemovedBetweenFrames() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let a = View(name: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.root.addSubview(a)
        try scene.animate(withDuration: 1, options: .curveLinear) { a.alpha = 0 }
        try scene.advance(to: 0.25)
        // Linear, a quarter of the way from 1 to 0: 0 + (1 - 0) * (1 - 0.25).
        XCTAssertEqual(try XCTUnwrap(scene.snapshot()["a"]).alpha, 0.75)
        a.removeAllAnimations()
        XCTAssertEqual(try XCTUnwrap(scene.snapshot()["a"]).alpha, 0)
        // A new animation from 0 to 1 starting at 0.25: a half of the way at 0.75.
        try scene.animate(withDuration: 1, options: .curveLinear) { a.alpha = 1 }
        try scene.advance(to: 0.75)
        XCTAssertEqual(try XCTUnwrap(scene.snapshot()["a"]).alpha, 1 + (0 - 1) * (1 - 0.5))
    }
}
