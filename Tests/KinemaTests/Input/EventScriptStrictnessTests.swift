import Kinema
import XCTest

/// Hostile scripts: an event has exactly its tokens, every line ending ends a line, magnitudes are
/// bounded by 1e9, and an error message is always one line.
final class EventScriptStrictnessTests: XCTestCase {
    // MARK: Item 4: an event has exactly its tokens

    func testAnythingAfterThePointIsAnError() {
        // Once read as (1, 23) and (187.5, 640): spaces inside or between numbers are token breaks.
        assertScriptRejected("0 down 1,2 3", .unexpectedText("3"))
        assertScriptRejected("0 down 1 87.5,6 40", .invalidPoint("1 87.5,6 40"))
        assertScriptRejected("0 down 1 2", .invalidPoint("1 2"))
        assertScriptRejected("0 down 1,2; 0.5 up 1,2 up", index: 2, eventText: "0.5 up 1,2 up", .unexpectedText("up"))
        assertScriptRejected("0 down 1,2,3", .invalidPoint("1,2,3"))
        assertScriptRejected("0 down 1,", .invalidPoint("1,"))
        assertScriptRejected("0 down ,2", .invalidPoint(",2"))
        assertScriptRejected("0 down 1,2; 1 cancel now", index: 2, eventText: "1 cancel now", .unexpectedPoint("now"))
        // A kind glued to its point is not a kind.
        assertScriptRejected("0 down1,2", .unknownKind("down1,2"))
    }

    func testSpacesAroundTheCommaStayFree() throws {
        let script = try EventScript(parsing: "0 down 1 ,2; 1 move 3, 4; 2\tup\t5\t,\t6")
        XCTAssertEqual(
            script.events, [.down(0, Point(x: 1, y: 2)), .move(1, Point(x: 3, y: 4)), .up(2, Point(x: 5, y: 6))])
    }

    // MARK: Item 5: line ends

    func testCRLFAndLoneCREndALine() throws {
        let expected: [TouchEvent] = [.down(0, Point(x: 1, y: 2)), .up(0.5, Point(x: 3, y: 4))]
        XCTAssertEqual(try EventScript(parsing: "0 down 1,2\r\n0.5 up 3,4\r\n").events, expected)
        XCTAssertEqual(try EventScript(parsing: "0 down 1,2\r0.5 up 3,4\r").events, expected)
        // A comment ends at any line end.
        XCTAssertEqual(try EventScript(parsing: "0 down 1,2 # c\r\n0.5 up 3,4").events, expected)
        XCTAssertEqual(try EventScript(parsing: "0 down 1,2 # c\r0.5 up 3,4").events, expected)
        // Line ends count as separators for the index: the second event of a CRLF script is event 2.
        assertScriptRejected(
            "0 down 1,2\r\n0.5 jump 3,4\r\n", index: 2, eventText: "0.5 jump 3,4", .unknownKind("jump"))
    }

    func testErrorMessagesNeverHoldALineBreak() {
        // Characters that are not line ends in a script but break lines in a terminal or a log:
        // vertical tab, form feed, NEL, line and paragraph separators, and other control characters.
        for odd in ["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{1B}", "\u{7F}", "\u{00}"] {
            let text = "0 down 1,2\(odd)3"
            XCTAssertThrowsError(try EventScript(parsing: text)) { error in
                let message = "\(error)"
                XCTAssertFalse(
                    message.unicodeScalars.contains { Self.breaksALine($0) },
                    "raw control character in \(message.debugDescription)")
                XCTAssertTrue(message.hasPrefix("event 1 '0 down 1,2"), message)
            }
        }
        // The same for an event built through the API whose description is echoed.
        let names = InputError.invalidEvent(index: 1, text: "a\nb\r\nc", reason: .unknownKind("x\ny"))
        XCTAssertEqual(
            names.description, #"event 1 'a\nb\r\nc': unknown kind 'x\ny' (expected down, move, up or cancel)"#)
    }

    /// A scalar that a terminal may turn into a line break or that is invisible control text.
    static func breaksALine(_ s: Unicode.Scalar) -> Bool {
        s.properties.generalCategory == .control || s.properties.generalCategory == .lineSeparator
            || s.properties.generalCategory == .paragraphSeparator
    }

    // MARK: Item 2: magnitudes at most 1e9

    func testTimesAndCoordinatesAreBoundedBy1e9() throws {
        // The bound itself is accepted.
        let edge = try EventScript(parsing: "1e9 down 1e9,-1e9; 1e9 up -1000000000,1000000000")
        XCTAssertEqual(edge.events.first, .down(1e9, Point(x: 1e9, y: -1e9)))
        assertScriptRejected("1.0000001e9 down 1,2", .timeOutOfRange("1.0000001e9"))
        assertScriptRejected("1e17 down 190,330", .timeOutOfRange("1e17"))
        assertScriptRejected("1e999 down 1,2", .timeOutOfRange("1e999"))
        assertScriptRejected("0 down 1e308,2", .coordinateOutOfRange("1e308"))
        assertScriptRejected(
            "0 down 1,2; 1 move 1,-2e9", index: 2, eventText: "1 move 1,-2e9",
            .coordinateOutOfRange("-2e9"))
        assertScriptRejected("0 down 1,-1e400", .coordinateOutOfRange("-1e400"))
    }

    func testOutOfRangeMessagesSayOutOfRangeNotInf() throws {
        XCTAssertThrowsError(try EventScript(parsing: "1e400 down 1,2")) { error in
            XCTAssertEqual(
                "\(error)", "event 1 '1e400 down 1,2': the time '1e400' is out of range (magnitude at most 1e9 s)")
        }
        XCTAssertThrowsError(try EventScript(parsing: "0 down 1e400,2")) { error in
            XCTAssertEqual(
                "\(error)", "event 1 '0 down 1e400,2': the coordinate '1e400' is out of range (magnitude at most 1e9)")
        }
    }

    func testEventListsAreBoundedToo() {
        XCTAssertThrowsError(try EventScript(events: [.down(0, Point(x: 1e308, y: 0))])) { error in
            XCTAssertEqual(
                error as? InputError,
                .invalidEvent(index: 1, text: "0.0 down 1e+308,0.0", reason: .coordinateOutOfRange("1e+308")))
        }
        XCTAssertThrowsError(try EventScript(events: [.down(2e9, Point(x: 0, y: 0))])) { error in
            XCTAssertEqual(
                error as? InputError,
                .invalidEvent(index: 1, text: "2000000000.0 down 0.0,0.0", reason: .timeOutOfRange("2000000000.0")))
        }
    }
}

/// Other errors that echo a name a caller chose stay on one line too.
final class OneLineErrorTests: XCTestCase {
    func testViewErrorsEscapeTheNamesTheyEcho() throws {
        let parent = View(name: "a\nb"), child = View(name: "c\u{2028}d")
        try parent.addSubview(child)
        XCTAssertThrowsError(try child.addSubview(parent)) { error in
            XCTAssertEqual("\(error)", #"adding 'a\nb' to 'c\u{2028}d' would make 'a\nb' its own ancestor"#)
        }
    }
}
