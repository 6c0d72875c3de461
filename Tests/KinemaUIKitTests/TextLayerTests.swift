import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `CATextLayer`: its string in its foreground colour as the engine's text content, wrapped at
/// its width in its font size when asked.
@MainActor
final class TextLayerTests: XCTestCase {
    private func content(_ harness: UIKitHarness, _ layer: CATextLayer) -> ViewContent? {
        harness.snapshot()[layer.kinemaView?.name ?? ""]?.content
    }

    /// A percentage in a ring: the text and colour shown; an attributed string shows its
    /// characters; no colour or no text shows nothing; the kept values read back.
    func testTheStringIsTheTextContent() async {
        let harness = UIKitHarness()
        let percent = CATextLayer()
        percent.name = "percent"
        percent.frame = CGRect(x: 0, y: 40, width: 120, height: 40)
        harness.window.layer.addSublayer(percent)
        percent.string = "42 %"
        XCTAssertEqual(content(harness, percent), .text("42 %", color: .white), "opaque white by default")
        percent.foregroundColor = UIColor.red.cgColor
        XCTAssertEqual(content(harness, percent), .text("42 %", color: Color(red: 1, green: 0, blue: 0)))
        percent.string = NSAttributedString(string: "done")
        XCTAssertEqual(content(harness, percent), .text("done", color: Color(red: 1, green: 0, blue: 0)))
        percent.foregroundColor = nil
        XCTAssertNil(content(harness, percent))
        percent.foregroundColor = UIColor.red.cgColor
        percent.string = nil
        XCTAssertNil(content(harness, percent))
        percent.alignmentMode = .center
        percent.truncationMode = .end
        XCTAssertEqual(percent.alignmentMode, .center)
        XCTAssertEqual(percent.truncationMode, .end)
        XCTAssertEqual(percent.fontSize, 36)
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Wrapped at 60 pt in a 20 pt font (characters 10 pt wide, so six to a line, broken at
    /// spaces), "hello world" is two lines and "a b c d e f" is "a b c" and "d e f"; at 40 pt (four
    /// to a line) the latter is three lines. Unwrapped, only the text's own line breaks split it.
    func testWrappingFollowsTheWidthAndFontSize() async {
        let harness = UIKitHarness()
        let text = CATextLayer()
        text.name = "text"
        text.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        text.fontSize = 20
        harness.window.layer.addSublayer(text)
        text.string = "hello world"
        XCTAssertEqual(content(harness, text), .text("hello world", color: .white))
        text.isWrapped = true
        XCTAssertEqual(content(harness, text), .text("hello\nworld", color: .white))
        text.string = "a b c d e f"
        XCTAssertEqual(content(harness, text), .text("a b c\nd e f", color: .white))
        text.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        XCTAssertEqual(content(harness, text), .text("a b\nc d\ne f", color: .white))
        text.isWrapped = false
        text.string = "a\nb"
        XCTAssertEqual(content(harness, text), .text("a\nb", color: .white))
    }

    /// A string of another type is reported and shows nothing.
    func testAnotherKindOfStringIsReported() async {
        let harness = UIKitHarness()
        let text = CATextLayer()
        harness.window.layer.addSublayer(text)
        text.string = 42
        XCTAssertNil(content(harness, text))
        XCTAssertTrue(harness.diagnostics.contains { $0.contains("neither a String nor an NSAttributedString") })
    }
}

/// `foregroundColor` and `fontSize` animations: the text's colour blends as Core Animation blends
/// colours (non-premultiplied sRGB components), its size as numbers, in the frames the renderers
/// draw.
@MainActor
final class TextLayerAnimationTests: XCTestCase {
    /// A text layer "go" in red at (20, 40), 200 x 40, shown in the harness's window.
    private func redGo(in harness: UIKitHarness) -> CATextLayer {
        let label = CATextLayer()
        label.name = "label"
        label.frame = CGRect(x: 20, y: 40, width: 200, height: 40)
        label.string = "go"
        label.foregroundColor = UIColor.red.cgColor
        harness.window.layer.addSublayer(label)
        return label
    }

    /// Red to blue, linear over 1 s: half of each at 0.5 s; the model colour is shown before the
    /// animation and after it is removed.
    func testAForegroundColorAnimationBlendsTheText() async throws {
        let harness = UIKitHarness()
        let label = redGo(in: harness)
        let fade = CABasicAnimation(keyPath: "foregroundColor")
        fade.fromValue = UIColor.red.cgColor
        fade.toValue = UIColor.blue.cgColor
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        label.add(fade, forKey: "fade")
        XCTAssertEqual(harness.diagnostics, [])
        harness.advance(to: 0.5)
        let frame = try XCTUnwrap(harness.snapshot()["label"])
        guard case .text(let text, let color)? = frame.content else {
            return XCTFail("no text: \(String(describing: frame.content))")
        }
        XCTAssertEqual(text, "go")
        XCTAssertEqual(color.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(color.green, 0, accuracy: 1e-9)
        XCTAssertEqual(color.blue, 0.5, accuracy: 1e-9)
        // The model is still red; once over, the text is red again (no fill mode kept it).
        XCTAssertEqual(label.foregroundColor, UIColor.red.cgColor)
        harness.advance(to: 1.5)
        XCTAssertEqual(
            try XCTUnwrap(harness.snapshot()["label"]).content, .text("go", color: Color(red: 1, green: 0, blue: 0)))
    }

    /// A new colour on a shown free-standing layer animates implicitly over the transaction's
    /// 0.25 s: under way at 0.1 s (neither colour), the new one from 0.25 s; with actions
    /// disabled it shows at once.
    func testAChangedColourAnimatesImplicitly() async throws {
        let harness = UIKitHarness()
        let label = redGo(in: harness)
        harness.advance(to: 0.1)
        label.foregroundColor = UIColor.blue.cgColor
        XCTAssertNotNil(label.animation(forKey: "foregroundColor"))
        harness.advance(to: 0.2)
        guard case .text(_, let mid)? = try XCTUnwrap(harness.snapshot()["label"]).content else {
            return XCTFail("no text")
        }
        XCTAssertGreaterThan(mid.red, 0)
        XCTAssertLessThan(mid.red, 1)
        XCTAssertEqual(mid.red + mid.blue, 1, accuracy: 1e-9, "a blend of the two")
        harness.advance(to: 0.4)
        XCTAssertEqual(
            try XCTUnwrap(harness.snapshot()["label"]).content, .text("go", color: Color(red: 0, green: 0, blue: 1)))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        label.foregroundColor = UIColor.red.cgColor
        CATransaction.commit()
        XCTAssertEqual(
            try XCTUnwrap(harness.snapshot()["label"]).content, .text("go", color: Color(red: 1, green: 0, blue: 0)))
    }

    /// `fontSize` 20 to 40, linear over 1 s: the frame draws 30 at 0.5 s; the model keeps 36 (the
    /// layer's size) and shows again once the animation is removed. A new size on the shown free
    /// layer animates implicitly over 0.25 s; with actions disabled it shows at once.
    func testTheFontSizeAnimates() async throws {
        let harness = UIKitHarness()
        let label = redGo(in: harness)
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 20
        grow.toValue = 40
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        label.add(grow, forKey: "grow")
        harness.advance(to: 0.5)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["label"]?.textStyle).fontSize, 30, accuracy: 1e-9)
        XCTAssertEqual(label.fontSize, 36)
        harness.advance(to: 1.5)
        XCTAssertEqual(harness.snapshot()["label"]?.textStyle?.fontSize, 36)

        label.fontSize = 48
        XCTAssertNotNil(label.animation(forKey: "fontSize"))
        harness.advance(to: 1.6)
        let mid = try XCTUnwrap(harness.snapshot()["label"]?.textStyle).fontSize
        XCTAssertTrue(mid > 36 && mid < 48, "under way: \(mid)")
        harness.advance(to: 1.8)
        XCTAssertEqual(harness.snapshot()["label"]?.textStyle?.fontSize, 48)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        label.fontSize = 12
        CATransaction.commit()
        XCTAssertNil(label.animation(forKey: "fontSize"))
        XCTAssertEqual(harness.snapshot()["label"]?.textStyle?.fontSize, 12)
        XCTAssertEqual(harness.diagnostics, [])
    }
}
