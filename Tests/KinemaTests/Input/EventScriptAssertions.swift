import Kinema
import XCTest

/// Asserts that parsing `text` is refused at event `index` (counted from 1), whose text is
/// `eventText`, for `reason`.
func assertScriptRejected(
    _ text: String, index: Int, eventText: String, _ reason: InputError.Reason,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertThrowsError(try EventScript(parsing: text), file: file, line: line) { error in
        XCTAssertEqual(
            error as? InputError, .invalidEvent(index: index, text: eventText, reason: reason),
            file: file, line: line)
    }
}
