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

/// Asserts that the one-event script `event` is rejected as event 1, its whole text echoed, for
/// `reason`.
func assertScriptRejected(
    _ event: String, _ reason: InputError.Reason, file: StaticString = #filePath, line: UInt = #line
) {
    assertScriptRejected(event, index: 1, eventText: event, reason, file: file, line: line)
}
