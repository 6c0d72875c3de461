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
