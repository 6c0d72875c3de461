import Kinema
import XCTest

/// How scripts are read: ASCII lines byte by byte, numbers exactly as Swift's `Double(_:)` reads
/// them, lines with other characters by `Character`s (a combining mark after `#`, `;`, a space or
/// a comma makes a different character, which separates nothing).
final class EventScriptReadingTests: XCTestCase {
    /// Tokens over the number alphabet (and a few realistic decimals), read as an x coordinate,
    /// against the rule: digits, signs, `.` and `e`/`E` only, at least one digit, a value
    /// `Double(_:)` accepts, at most 1e9 in magnitude.
    func testNumbersAreReadAsDoubleReadsThem() throws {
        var generator = SplitMix64(seed: 23)
        let alphabet = Array("0123456789+-.eE")
        var tokens = [
            "187.5", "640.0", "0.005", "-0", "1e9", "-1e9", "1e-324", "5e-324", "4.9e-324", "1.7976931348623157e308",
            "999999999.99999999", "1000000000.0000001", "0.1", "0.30000000000000004", "9007199254740993",
            "123456789012345678901234567890e-21", "00000000000000000000012.5", ".5", "5.", "+.5e+1", "1e+22",
            "1e23", "1e-22", "1e-23", "8.98846567431158e307", "2.2250738585072011e-308"
        ]
        for _ in 0..<3000 {
            let length = 1 + Int(generator.next() % 14)
            tokens.append(String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
        }
        for _ in 0..<1000 { // plain decimals with up to 20 digits and exponents up to +/-30
            let digits = String(
                (0..<(1 + Int(generator.next() % 20))).map { _ in alphabet[Int(generator.next() % 10)] })
            let cut = Int(generator.next() % UInt64(digits.count + 1))
            let mantissa = digits.prefix(cut) + "." + digits.dropFirst(cut)
            tokens.append(
                generator.next() % 2 == 0 ? String(mantissa) : "\(mantissa)e\(Int(generator.next() % 61) - 30)")
        }
        for token in tokens {
            let expected: Double?
            if token.allSatisfy({ "0123456789+-.eE".contains($0) }), token.contains(where: \.isNumber),
                let value = Double(token), !value.isNaN
            {
                expected = value
            } else {
                expected = nil
            }
            do {
                let event = try EventScript(parsing: "0 down \(token),0").events[0]
                let x = try XCTUnwrap(event.location?.x)
                let value = try XCTUnwrap(expected, "'\(token)' was read as \(x)")
                XCTAssertLessThanOrEqual(abs(value), 1e9, token)
                XCTAssertEqual(x.bitPattern, (value + 0).bitPattern, token)
            } catch let error as InputError {
                guard case .invalidEvent(_, _, let reason) = error else { return XCTFail("\(token): \(error)") }
                switch reason {
                case .invalidPoint: XCTAssertNil(expected, token)
                case .coordinateOutOfRange: XCTAssertGreaterThan(abs(try XCTUnwrap(expected, token)), 1e9, token)
                default: XCTFail("\(token): \(reason)")
                }
            }
        }
    }

    /// A line with a non-ASCII character anywhere is split by `Character`s, so the script means
    /// what Swift's text comparison says, line by line, and index counting runs on across lines.
    func testLinesWithOtherCharactersAreSplitByCharacters() throws {
        // A comment may hold any text; the next line is read byte by byte again.
        XCTAssertEqual(
            try EventScript(parsing: "0 down 1,2 # café ☕︎\n0.5 up 3,4").events,
            [.down(0, Point(x: 1, y: 2)), .up(0.5, Point(x: 3, y: 4))])
        // Each script is one line with a non-ASCII character, refused at its last event.
        let cases: [(script: String, reason: InputError.Reason)] = [
            // `#` + U+0301 is one character, not `#`: no comment, so its words follow the point.
            ("0 down 1,2\n0.1 move 1,2 #\u{301} x", .unexpectedText("#\u{301} x")),
            // A space + U+0301 is one character, not a space: it joins the words around it.
            ("0 \u{301}down 1,2", .invalidTime("0 \u{301}down")),
            // `;` + U+0301 separates nothing; a no-break space separates nothing either.
            ("0 down 1,2;\u{301}1 up 1,2", .invalidPoint("1,2;\u{301}1 up 1,2")),
            ("0 down\u{A0}1,2", .unknownKind("down\u{A0}1,2")),
            // `,` + U+0301 is not a comma, and a digit with a combining mark is not a digit.
            ("0 down 1,\u{301}2", .invalidPoint("1,\u{301}2")),
            ("0 down 1\u{301},2", .invalidPoint("1\u{301},2"))
        ]
        for (script, reason) in cases {
            let lines = script.split(separator: "\n")
            assertScriptRejected(script, index: lines.count, eventText: String(lines[lines.count - 1]), reason)
        }
    }

    /// A long script with every separator: 20,000 events over LF, CR LF and lone CR lines and `;`.
    func testALongScriptKeepsEveryEvent() throws {
        let breaks = ["\n", "\r\n", "\r", "; ", " ;\t"]
        var text = ""
        var expected: [TouchEvent] = []
        for k in 0..<5_000 {
            let t = Double(k) / 100, x = Double(k % 300) + 0.25, y = -Double(k % 7) * 1.5
            let events: [TouchEvent] = [
                .down(t, Point(x: x, y: y)), .move(t, Point(x: x + 1, y: y)),
                .up(t + 0.005, Point(x: x + 2, y: y)), .down(t + 0.005, Point(x: x, y: y))
            ]
            for (j, event) in events.enumerated() {
                text += "\(event)" + breaks[(k + j) % breaks.count]
            }
            // Each touch but the last ends with a cancel before the next down.
            text += "\(t + 0.005) cancel # ok\n"
            expected += events + [.cancel(t + 0.005)]
        }
        let script = try EventScript(parsing: text)
        XCTAssertEqual(script.events.count, 25_000)
        XCTAssertEqual(script.events, expected)
    }

    /// The byte-by-byte reading of ASCII lines (with its shortcut for plain events) means what the
    /// `Character`-by-`Character` reading means: every generated script gives the same events,
    /// or the same error, when a comment holding "é" ends each of its lines (which sends every
    /// line down the `Character` path).
    func testASCIILinesMeanWhatTheCharacterReadingMeans() {
        var generator = EventScriptPropertyTests.ScriptGenerator(random: SplitMix64(seed: 2323))
        var accepted = 0, rejected = 0
        for _ in 0..<4_000 {
            let text = generator.script()
            var marked = ""
            var scalars = text.unicodeScalars[...]
            while let scalar = scalars.popFirst() {
                if scalar == "\r" || scalar == "\n" { marked += " #é" }
                marked.unicodeScalars.append(scalar)
                if scalar == "\r", scalars.first == "\n" { marked.unicodeScalars.append(scalars.removeFirst()) }
            }
            marked += " #é"
            let plain = Result { () throws(InputError) in try EventScript(parsing: text) }
            let byCharacters = Result { () throws(InputError) in try EventScript(parsing: marked) }
            XCTAssertEqual(plain, byCharacters, text.debugDescription)
            if case .success = plain { accepted += 1 } else { rejected += 1 }
        }
        XCTAssertGreaterThan(accepted, 400)
        XCTAssertGreaterThan(rejected, 400)
    }
}
