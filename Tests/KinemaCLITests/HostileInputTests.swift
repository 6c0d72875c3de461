import Foundation
import KinemaDerivations
import XCTest

/// The command line under hostile input: strict JSON and finite numbers only, one-line errors
/// before anything prints, "out of range" for overflowing literals, no negative zero, RFC 4180
/// quoting, and long inputs from files or standard input.
final class HostileInputTests: ScratchDirectoryTestCase {
    /// A one-line error, exit status 2, nothing on standard output, holding every fragment and
    /// none of the forbidden texts.
    private func assertError(
        _ run: KinemaRun, _ fragments: [String], forbidden: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(run.status, 2, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stdout, "", file: file, line: line)
        XCTAssertTrue(run.stderr.hasPrefix("kinema: "), run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.hasSuffix("\n"), run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderr.filter(\.isNewline).count, 1, run.stderr.debugDescription, file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(run.stderr.contains(fragment), "'\(run.stderr)' lacks '\(fragment)'", file: file, line: line)
        }
        for text in forbidden {
            XCTAssertFalse(run.stderr.contains(text), "'\(run.stderr)' holds '\(text)'", file: file, line: line)
        }
    }

    /// Standard output parsed as strict JSON (Foundation refuses `inf`, `nan` and other non-JSON).
    private func json(_ run: KinemaRun, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        return try XCTUnwrap(object as? [String: Any], file: file, line: line)
    }

    // MARK: Item 3: finite output, strict JSON, overflow is an error

    func testAnUndampedSpringHasANullSettlingDurationAndNoInfinityAnywhere() throws {
        let base = ["curve", "spring", "--mass", "1", "--stiffness", "100", "--damping", "0", "--duration", "0.1"]
        let document = try json(try Kinema.run(base + ["--format", "json"]))
        let parameters = try XCTUnwrap(document["parameters"] as? [String: Any])
        XCTAssertTrue(parameters["settlingDuration"] is NSNull, "\(parameters)")
        let svg = try Kinema.run(base + ["--format", "svg"])
        XCTAssertEqual(svg.status, 0, svg.stderr)
        for token in ["inf", "nan", "NaN"] { XCTAssertFalse(svg.stdout.contains(token), token) }
        XCTAssertTrue(svg.stdout.contains("settlingDuration none"))
    }

    func testHugeCoefficientsReportTheTrueDampingRatio() throws {
        // zeta = c / (2 sqrt(k m)) = 1e300 / (2 sqrt(1e9) sqrt(1e300)) = 1e150 / (2 sqrt(1e9)); it was printed as 0.
        let run = try Kinema.run([
            "curve", "spring", "--mass", "1e300", "--stiffness", "1e9", "--damping", "1e300",
            "--duration", "1", "--fps", "2", "--format", "json"
        ])
        let parameters = try XCTUnwrap(try json(run)["parameters"] as? [String: Any])
        let zeta = try XCTUnwrap(parameters["dampingRatio"] as? Double)
        XCTAssertEqual(zeta, 1e150 / (2 * 1e9.squareRoot()), accuracy: 1e-12 * zeta)
        XCTAssertNotNil(parameters["settlingDuration"] as? Double)
    }

    func testHugeBezierOrdinatesEndAtOne() throws {
        // x1 = x2 = 0.5: x(1/2) = 1/2 exactly, and y(1/2) = 3/8 (y1 + y2) + 1/8 = 1/8.
        let run = try Kinema.run([
            "curve", "bezier", "--control", "0.5,1e300,0.5,-1e300", "--duration", "1", "--fps", "2"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "t,value\n0.0,0.0\n0.5,0.125\n1.0,1.0\n")
    }

    func testResultsThatOverflowAreAnErrorBeforeAnythingPrints() throws {
        // 1.7e308 - (-1.7e308) overflows.
        assertError(
            try Kinema.run([
                "curve", "keyframes", "--mode", "linear", "--key-times", "0,1",
                "--values", "1.7e308,-1.7e308", "--duration", "1"
            ]), ["too large"], forbidden: ["finite"])
        // beta = c / (2 m) = 5e-321: the settling duration ln(1000) / beta overflows.
        assertError(
            try Kinema.run([
                "curve", "spring", "--mass", "1", "--stiffness", "1e-300", "--damping", "1e-320",
                "--duration", "1"
            ]), ["not representable"])
    }

    func testLayoutNumbersAreBoundedAndNonFiniteResultsAreAnError() throws {
        let constant = try write(
            """
            {"root": {"name": "r", "width": 100, "height": 100},
             "views": [{"name": "a", "parent": "r"}],
             "constraints": [{"first": "a.width", "relation": "==", "constant": 1.7e308}]}
            """, as: "constant.json")
        assertError(try Kinema.run(["layout", constant]), ["constraint 0", "out of range"])
        // Widths 1e9, then each 1e9 times the one before: the 35th is 1e315, beyond the largest double.
        var views: [String] = [], constraints = [#"{"first": "v0.width", "relation": "==", "constant": 1e9}"#]
        for i in 0..<35 {
            views.append(#"{"name": "v\#(i)", "parent": "r"}"#)
            if i > 0 {
                constraints.append(
                    #"{"first": "v\#(i).width", "relation": "==", "second": "v\#(i - 1).width", "multiplier": 1e9}"#)
            }
        }
        let chain = try write(
            """
            {"root": {"name": "r", "width": 100, "height": 100}, "views": [\(views.joined(separator: ","))],
             "constraints": [\(constraints.joined(separator: ","))]}
            """, as: "chain.json")
        // Whether the solver calls such a system unsatisfiable or solves it to numbers past the
        // largest double, the result is one line of error and no table.
        assertError(try Kinema.run(["layout", chain]), [])
    }

    // MARK: Item 8: the small ones

    func testListValidatesTheOtherOptions() throws {
        assertError(try Kinema.run(["play", "--list", "--fps", "nan", "--until", "-1"]), ["--fps"])
        assertError(try Kinema.run(["play", "--list", "--until", "-1"]), ["--until"])
        XCTAssertEqual(try Kinema.run(["play", "--list", "--fps", "30"]).status, 0)
    }

    func testLargeFiniteValuesAreAccepted() throws {
        let run = try Kinema.run([
            "curve", "keyframes", "--mode", "linear", "--key-times", "0,1", "--values", "1e200,0",
            "--duration", "1", "--fps", "2"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "t,value\n0.0,1e+200\n0.5,5e+199\n1.0,0.0\n")
    }

    func testOverflowingLiteralsAreOutOfRangeNotInfinite() throws {
        assertError(
            try Kinema.run(["curve", "spring", "--duration", "1e400", "--damping-ratio", "0.5"]),
            ["--duration", "out of range", "1e400"], forbidden: ["inf"])
        assertError(
            try Kinema.run([
                "curve", "keyframes", "--mode", "linear", "--key-times", "0,1", "--values", "1,-1e400",
                "--duration", "1"
            ]), ["--values", "item 2", "out of range"], forbidden: ["inf"])
        assertError(
            try Kinema.run(["play", "popup-menu", "--until", "1e400"]), ["--until", "out of range"], forbidden: ["inf"])
        assertError(
            try Kinema.run(["play", "popup-menu", "--events", "1e400 down 1,2"]), ["event 1", "out of range"],
            forbidden: ["inf"])
        // Times beyond 1e9 s are out of range too, as in event scripts.
        assertError(
            try Kinema.run(["curve", "named", "linear", "--duration", "2e9", "--fps", "1e-9"]),
            ["--duration", "out of range"])
        // Infinity written out is not a finite number.
        assertError(
            try Kinema.run(["curve", "spring", "--duration", "inf", "--damping-ratio", "0.5"]),
            ["--duration", "finite"])
    }

    func testNegativeZeroPrintsAsZero() throws {
        let play = try Kinema.run(["play", "popup-menu", "--until", "-0", "--jitter", "-0", "--format", "json"])
        XCTAssertEqual(play.status, 0, play.stderr)
        XCTAssertFalse(play.stdout.contains("-0.0"))
        XCTAssertTrue(play.stdout.contains("\"until\":0.0"))
        let svg = try Kinema.run(["play", "popup-menu", "--until", "-0", "--jitter", "-0", "--format", "svg"])
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertFalse(svg.stdout.contains("-0.0"))
        let keyframes = try Kinema.run([
            "curve", "keyframes", "--mode", "linear", "--key-times", "-0,1",
            "--values", "-0,-0", "--duration", "1", "--fps", "1", "--format", "svg"
        ])
        XCTAssertEqual(keyframes.status, 0, keyframes.stderr)
        XCTAssertFalse(keyframes.stdout.contains("-0.0"))
        XCTAssertFalse(keyframes.stdout.contains(">-0<"))
        // Titles print numbers to six significant digits, trailing zeros dropped: -0 is 0.
        XCTAssertTrue(keyframes.stdout.contains("keyTimes [0 1]"), keyframes.stdout)
        XCTAssertTrue(keyframes.stdout.contains("values [0 0]"), keyframes.stdout)
    }

    // MARK: Item 9: long inputs

    func testEventsFromAFileOrStandardInputPlayAsInline() throws {
        let script = "0 down 187.5,640\r\n0.25 move 187.5,400\r\n0.5 up 187.5,300\r\n"
        let inline = try Kinema.run(["play", "popup-menu", "--events", script, "--fps", "10"])
        XCTAssertEqual(inline.status, 0, inline.stderr)
        let path = try write(script, as: "events.txt")
        XCTAssertEqual(
            try Kinema.run(["play", "popup-menu", "--events", "@" + path, "--fps", "10"]).stdout, inline.stdout)
        XCTAssertEqual(
            try Kinema.run(["play", "popup-menu", "--events", "-", "--fps", "10"], input: script).stdout,
            inline.stdout)
    }

    func testLongScriptsBeyondTheArgumentLimitPlayFromAFile() throws {
        // 12,000 moves (about 250 KiB), more than one command-line argument may hold (128 KiB).
        var lines = ["0 down 100,600"]
        for k in 1...12_000 { lines.append("\(Double(k) / 1000) move 100,\(600 - Double(k % 400))") }
        lines.append("12.5 up 100,300")
        let text = lines.joined(separator: "\n")
        XCTAssertGreaterThan(text.utf8.count, 128 * 1024)
        let path = try write(text, as: "long.txt")
        let run = try Kinema.run(["play", "popup-menu", "--events", "@" + path, "--fps", "1"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("t,view,"))
    }

    func testFileErrorsNameTheFileAndTheEvent() throws {
        let path = try write("0 down 1,2\n0.5 jump 3,4\n", as: "bad.txt")
        assertError(
            try Kinema.run(["play", "popup-menu", "--events", "@" + path]),
            ["--events", path, "event 2", "'0.5 jump 3,4'"])
        assertError(
            try Kinema.run(["play", "popup-menu", "--events", "-"], input: "0 down 1,2 3"),
            ["--events", "standard input", "event 1"])
        let missing = directory.appendingPathComponent("absent.txt").path
        assertError(
            try Kinema.run(["play", "popup-menu", "--events", "@" + missing]), ["--events", "cannot read", missing])
    }

    func testKeyTimesAndValuesFromFiles() throws {
        let times = try write("0,\n0.5,\n1\n", as: "times.txt")
        let values = try write("0, 100, 50\n", as: "values.txt")
        let inline = try Kinema.run([
            "curve", "keyframes", "--mode", "cubic", "--key-times", "0,0.5,1", "--values", "0,100,50",
            "--duration", "1", "--fps", "10"
        ])
        XCTAssertEqual(inline.status, 0, inline.stderr)
        let fromFiles = try Kinema.run([
            "curve", "keyframes", "--mode", "cubic", "--key-times", "@" + times,
            "--values", "@" + values, "--duration", "1", "--fps", "10"
        ])
        XCTAssertEqual(fromFiles.stdout, inline.stdout)
        let fromStdin = try Kinema.run(
            [
                "curve", "keyframes", "--mode", "cubic", "--key-times", "0,0.5,1",
                "--values", "-", "--duration", "1", "--fps", "10"
            ], input: "0,100,50")
        XCTAssertEqual(fromStdin.stdout, inline.stdout)
        let bad = try write("0,1,x", as: "bad-values.txt")
        assertError(
            try Kinema.run([
                "curve", "keyframes", "--mode", "linear", "--key-times", "0,0.5,1", "--values", "@" + bad,
                "--duration", "1"
            ]), ["--values", bad, "item 3", "'x'"])
    }

    // MARK: Item 7: CSV quoting

    func testLayoutCSVQuotesNamesWithCommasQuotesAndLineBreaks() throws {
        let names = ["a,b", "say \"hi\"", "two\nlines", "plain"]
        let views = names.enumerated().map { i, name -> String in
            let escaped = name.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
            return #"{"name": "\#(escaped)", "parent": "root"}"#
        }
        // Each view: width 10 (i + 1), height 5, at (0, 0) in the root.
        let constraints = names.enumerated().flatMap { i, name -> [String] in
            let escaped = name.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
            return [
                #"{"first": "\#(escaped).width", "relation": "==", "constant": \#(10 * (i + 1))}"#,
                #"{"first": "\#(escaped).height", "relation": "==", "constant": 5}"#,
                #"{"first": "\#(escaped).left", "relation": "==", "second": "root.left"}"#,
                #"{"first": "\#(escaped).top", "relation": "==", "second": "root.top"}"#
            ]
        }
        let path = try write(
            #"{"root": {"name": "root", "width": 100, "height": 100}, "views": [\#(views.joined(separator: ","))], "constraints": [\#(constraints.joined(separator: ","))]}"#,
            as: "names.json")
        let run = try Kinema.run(["layout", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let records = try XCTUnwrap(RFC4180.records(run.stdout))
        XCTAssertEqual(records.map(\.count), Array(repeating: 5, count: 6))
        XCTAssertEqual(records.map { $0[0] }, ["view", "root"] + names)
        // Widths are the intrinsic ones (no constraints): 10, 20, 30, 40.
        XCTAssertEqual(records.dropFirst(2).map { $0[3] }, ["10.0", "20.0", "30.0", "40.0"])
    }

    // MARK: Item 5: one line, whatever the input echoes

    func testErrorsEchoingLineBreaksStayOnOneLine() throws {
        assertError(try Kinema.run(["play", "x\ny"]), ["x\\ny"])
        assertError(try Kinema.run(["play", "popup-menu", "--events", "0 down 1,2\u{2028}3"]), ["\\u{2028}"])
        assertError(
            try Kinema.run(["curve", "spring", "--duration", "1", "--damping-ratio", "0.5", "--format", "a\nb"]),
            ["a\\nb"])
        let path = try write(
            #"{"root": {"name": "r", "width": 10, "height": 10}, "views": [{"name": "a\nb", "parent": "nobody\r\n"}]}"#,
            as: "odd.json")
        assertError(try Kinema.run(["layout", path]), ["a\\nb", "nobody\\r\\n"])
    }
}
