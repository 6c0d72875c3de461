import Kinema
import XCTest

/// The script syntax and its errors (index from 1, the event's text, nothing played).
final class EventScriptTests: XCTestCase {
    func testSeparatorsCommentsAndFreeWhitespace() throws {
        let script = try EventScript(
            parsing: """
                # a press, a drag and a lift
                0 down 187.5,333.5 ;0.25   move  190 , 340;;
                  0.5 up 1e2,-3.5   # lifted
                0.5 down 10,10; 0.75 cancel
                """)
        XCTAssertEqual(
            script.events,
            [
                .down(0, Point(x: 187.5, y: 333.5)), .move(0.25, Point(x: 190, y: 340)),
                .up(0.5, Point(x: 100, y: -3.5)),
                .down(0.5, Point(x: 10, y: 10)), .cancel(0.75)
            ])
        XCTAssertEqual(script.lastTime, 0.75)
        XCTAssertEqual(script.defaultUntil, 2.75) // last event + 2 s
    }

    func testEmptyScriptsPlayWithoutInput() throws {
        for text in ["", "   ", "# only a comment", ";;\n;"] {
            let script = try EventScript(parsing: text)
            XCTAssertTrue(script.events.isEmpty, text)
            XCTAssertEqual(script.defaultUntil, 3) // 3 s without events
        }
    }

    func testMalformedEventsAreReportedWithIndexAndText() {
        assertScriptRejected("0 down 1,2; x up 1,2", index: 2, eventText: "x up 1,2", .invalidTime("x"))
        assertScriptRejected("inf down 1,2", .invalidTime("inf"))
        assertScriptRejected("0x1p1 down 1,2", .invalidTime("0x1p1"))
        assertScriptRejected("1e999 down 1,2", .timeOutOfRange("1e999"))
        assertScriptRejected("-1 down 1,2", .negativeTime(-1))
        assertScriptRejected("1 down 1,2\n0.5 up 1,2", index: 2, eventText: "0.5 up 1,2", .timeDecreases(previous: 1))
        assertScriptRejected("# c\n0", index: 1, eventText: "0", .missingKind)
        assertScriptRejected("0 tap 1,2", .unknownKind("tap"))
        assertScriptRejected("0 DOWN 1,2", .unknownKind("DOWN"))
        assertScriptRejected("0 down", .missingPoint(.down))
        assertScriptRejected("0 down 1 2", .invalidPoint("1 2"))
        assertScriptRejected("0 down 1,2,3", .invalidPoint("1,2,3"))
        assertScriptRejected("0 down 1,nan", .invalidPoint("1,nan"))
        assertScriptRejected("0 down 1,2; 1 cancel 3,4", index: 2, eventText: "1 cancel 3,4", .unexpectedPoint("3,4"))
        assertScriptRejected("0 move 1,2", .noTouchDown(.move))
        assertScriptRejected("0 down 1,2; 0 up 1,2; 1 up 1,2", index: 3, eventText: "1 up 1,2", .noTouchDown(.up))
        assertScriptRejected("0 cancel", .noTouchDown(.cancel))
        assertScriptRejected("0 down 1,2; 1 down 1,2", index: 2, eventText: "1 down 1,2", .touchAlreadyDown)
    }

    func testErrorDescriptionIsOneLineNamingTheEvent() {
        let error = InputError.invalidEvent(index: 2, text: "0.5 jump 1,2", reason: .unknownKind("jump"))
        XCTAssertEqual(
            error.description, "event 2 '0.5 jump 1,2': unknown kind 'jump' (expected down, move, up or cancel)")
    }

    func testEventListsAreCheckedWithTheSameRules() throws {
        XCTAssertNoThrow(try EventScript(events: [.down(0, Point(x: 1, y: 1)), .up(0, Point(x: 1, y: 1))]))
        XCTAssertThrowsError(try EventScript(events: [.down(0, Point(x: 1, y: 1)), .up(-1, Point(x: 1, y: 1))])) {
            guard case .invalidEvent(index: 2, text: _, reason: .negativeTime(-1))? = $0 as? InputError else {
                return XCTFail("\($0)")
            }
        }
        XCTAssertThrowsError(try EventScript(events: [TouchEvent(time: 0, phase: .down)])) {
            XCTAssertEqual($0 as? InputError, .invalidEvent(index: 1, text: "0.0 down", reason: .missingPoint(.down)))
        }
    }
}
