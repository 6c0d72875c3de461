import KinemaCore
import XCTest

/// Kinema's text measurements: half the font size per character, 1.2 font sizes per line,
/// greedy wrapping at spaces, line breaks kept.
final class TextMetricsTests: XCTestCase {
    func testMeasuresAndWraps() {
        let m = TextMetrics(fontSize: 20)
        XCTAssertEqual(m.characterWidth, 10)
        XCTAssertEqual(m.lineHeight, 24)
        XCTAssertEqual(m.width(of: "abc"), 30)
        // 50 pt fits five characters: "one two" is 70, so it breaks; "three" (50) fits alone.
        XCTAssertEqual(m.wrap("one two three", width: 50), ["one", "two", "three"])
        XCTAssertEqual(m.wrap("one two three", width: 70), ["one two", "three"])
        // Each paragraph wraps on its own; an empty paragraph is an empty line.
        XCTAssertEqual(m.wrap("a b\n\nc", width: 100), ["a b", "", "c"])
        XCTAssertEqual(m.size(of: ["a b", "", "c"]), Size(width: 30, height: 72))
        XCTAssertEqual(m.wrap("", width: 100), [""])
    }
}
