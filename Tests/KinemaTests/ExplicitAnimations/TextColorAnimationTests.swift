import Kinema
import XCTest

/// Animations of a text's colour (Core Animation's `foregroundColor` on a text layer): the
/// colour blends as colours do, `a + (b - a) u` per sRGB component at the eased fraction `u`.
final class TextColorAnimationTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    /// Red to blue, linear over 2 s: at 0.5 s (u = 0.25) red 0.75 and blue 0.25; the text stays;
    /// the model keeps red; a keyframe animation through green passes green at its key time.
    func testTheColourBlendsAndTheTextStays() throws {
        let (scene, box) = try makeExplicitScene()
        box.content = .text("42 %", color: red)
        var fade = BasicAnimation(keyPath: .textColor, from: .color(red), to: .color(blue))
        fade.duration = 2
        try box.addAnimation(fade, forKey: "fade")
        try scene.advance(to: 0.5)
        guard case .text(let text, let color)? = scene.snapshot()["box"]?.content else { return XCTFail("no text") }
        XCTAssertEqual(text, "42 %")
        XCTAssertEqual(color.red, 0.75, accuracy: 1e-12)
        XCTAssertEqual(color.blue, 0.25, accuracy: 1e-12)
        XCTAssertEqual(box.presentationContent, .text("42 %", color: color))
        XCTAssertEqual(box.content, .text("42 %", color: red))
        XCTAssertEqual(AnimationKeyPath(coreAnimation: "foregroundColor")?.property, .textColor)
    }

    /// A colour animation on content that is not text changes nothing; a value of another kind
    /// is refused when the animation is added.
    func testOtherContentAndWrongValues() throws {
        let (scene, box) = try makeExplicitScene()
        box.content = .symbol(.cart, tint: red)
        var fade = BasicAnimation(keyPath: .textColor, from: .color(red), to: .color(blue))
        fade.duration = 1
        try box.addAnimation(fade, forKey: "fade")
        try scene.advance(to: 0.5)
        XCTAssertEqual(scene.snapshot()["box"]?.content, .symbol(.cart, tint: red))
        let wrong = BasicAnimation(keyPath: .textColor, from: .number(0), to: .number(1))
        XCTAssertThrowsError(try box.addAnimation(wrong, forKey: "wrong"))
    }
}
