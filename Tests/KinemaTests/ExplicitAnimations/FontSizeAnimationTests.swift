import Kinema
import XCTest

/// Animations of a text's size (Core Animation's `fontSize` on a text layer): the frames' text
/// style shows `a + (b - a) u` at the eased fraction `u`, never under 0; the model keeps its size.
final class FontSizeAnimationTests: XCTestCase {
    /// 10 to 30, linear over 1 s: 20 at 0.5 s, in the frame's text style and values; the model
    /// keeps 10, a snapshot view takes 20, and the frame after the end shows 10 again.
    func testTheFramesShowTheSizeAlongTheCurve() throws {
        let (scene, box) = try makeExplicitScene()
        box.content = .text("42 %", color: .black)
        box.textStyle = TextStyle(fontSize: 10, alignment: .left)
        var grow = BasicAnimation(keyPath: .fontSize, from: .number(10), to: .number(30))
        grow.duration = 1
        try box.addAnimation(grow, forKey: "grow")
        try scene.advance(to: 0.5)
        let shown = try XCTUnwrap(scene.snapshot()["box"])
        XCTAssertEqual(try XCTUnwrap(shown.textStyle).fontSize, 20, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(shown.textStyle).alignment, .left)
        XCTAssertEqual(shown.values.fontSize, 20, accuracy: 1e-12)
        XCTAssertEqual(box.textStyle?.fontSize, 10)
        XCTAssertEqual(box.presentation.fontSize, 20, accuracy: 1e-12)
        // A snapshot view shows the size shown, as its model.
        XCTAssertEqual(try XCTUnwrap(box.snapshotView().textStyle).fontSize, 20, accuracy: 1e-12)
        try scene.advance(to: 1.5)
        XCTAssertEqual(scene.snapshot()["box"]?.textStyle?.fontSize, 10)
        XCTAssertEqual(AnimationKeyPath(coreAnimation: "fontSize")?.property, .fontSize)
    }

    /// A new style shows at once, in an animation block too (a label's font does not animate in
    /// UIKit); an animation past 0 shows 0; a view without a text style shows none.
    func testBlocksDoNotAnimateItAndSizesStayAtLeastZero() throws {
        let (scene, box) = try makeExplicitScene()
        box.content = .text("ab", color: .black)
        box.textStyle = TextStyle(fontSize: 10)
        try scene.animate(withDuration: 1) { box.textStyle = TextStyle(fontSize: 40) }
        XCTAssertEqual(box.animatingProperties, [])
        XCTAssertEqual(scene.snapshot()["box"]?.textStyle?.fontSize, 40)

        // 10 to -20 over 1 s, linear: 10 - 30 × 0.75 = -12.5 at 0.75 s, shown as 0.
        var shrink = BasicAnimation(keyPath: .fontSize, from: .number(10), to: .number(-20))
        shrink.duration = 1
        try box.addAnimation(shrink, forKey: "shrink")
        try scene.advance(to: 0.75)
        XCTAssertEqual(scene.snapshot()["box"]?.textStyle?.fontSize, 0)
        XCTAssertEqual(scene.snapshot()["box"]?.values.fontSize, 0)

        box.textStyle = nil
        XCTAssertNil(scene.snapshot()["box"]?.textStyle)
        XCTAssertEqual(box.modelValues.fontSize, 0)
    }
}
