import KinemaCLI
import XCTest

/// One style for every error line, ArgumentParser's included: a clause starting in lower case,
/// no final full stop, alternatives and suggestions in parentheses. And the suggestions for the
/// two mistakes a newcomer makes first.
final class MessageStyleTests: XCTestCase {
    private func line(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        switch KinemaTool.output(arguments: arguments) {
        case .success(let text):
            XCTFail("\(arguments) succeeded: \(text.prefix(80))", file: file, line: line)
            return ""
        case .failure(let failure):
            return failure.line
        }
    }

    func testACurveFormWithoutCurveSuggestsKinemaCurve() {
        XCTAssertEqual(
            line(["spring", "--duration", "0.75", "--damping-ratio", "0.4"]),
            "unknown command 'spring' (did you mean 'kinema curve spring'?)")
        XCTAssertEqual(line(["bezier"]), "unknown command 'bezier' (did you mean 'kinema curve bezier'?)")
        XCTAssertEqual(line(["animate"]), "unknown command 'animate' (expected curve, play or layout)")
        XCTAssertEqual(
            line(["curve", "sprung", "--duration", "1"]),
            "unknown curve form 'sprung' (expected spring, bezier, named or keyframes)")
    }

    /// A control character in an unknown command word is echoed as an escape, so the message
    /// stays one line (found by the FuzzCurve target: an ESC byte before `pring`).
    func testAnUnknownWordWithAControlCharacterIsEscaped() {
        XCTAssertEqual(
            line(["curve", "\u{1B}pring"]),
            "unknown curve form '\\u{001B}pring' (expected spring, bezier, named or keyframes)")
        XCTAssertEqual(line(["a\nb"]), "unknown command 'a\\nb' (expected curve, play or layout)")
    }

    func testDampingWithoutMassSuggestsTheDampingRatio() {
        let expected =
            "--damping needs --mass and --stiffness, the Core Animation form "
            + "(did you mean --damping-ratio, UIKit's damping ratio?)"
        XCTAssertEqual(line(["curve", "spring", "--duration", "0.75", "--damping", "0.4"]), expected)
        XCTAssertEqual(line(["curve", "spring", "--duration", "1", "--stiffness", "100", "--damping", "10"]), expected)
        // With the mass, the form is clear: the missing option is named.
        XCTAssertEqual(
            line(["curve", "spring", "--duration", "1", "--mass", "1", "--damping", "10"]),
            "curve spring needs --damping-ratio, or --mass, --stiffness and --damping (missing --stiffness)")
    }

    /// ArgumentParser's sentences, rewritten (each expected line written out).
    func testArgumentParsersMessagesFollowTheToolsStyle() {
        let cases: [([String], String)] = [
            (
                ["curve", "spring", "--duration", "1", "--dampin", "3"],
                "unknown option '--dampin' (did you mean '--damping'?)"
            ),
            (["layout", "a.json", "--verbose"], "unknown option '--verbose'"),
            (["curve", "spring", "--duration", "1", "--damping-ratio"], "missing value for '--damping-ratio <ratio>'"),
            (["layout"], "missing expected argument '<scene.json>'"),
            (
                ["curve", "spring", "--duration", "1", "--damping-ratio", "0.5", "--format", "pdf"],
                "the value 'pdf' is invalid for '--format <format>' (expected one of 'csv', 'json' or 'svg')"
            ),
            (
                ["play", "popup-menu", "--format", "gif"],
                "the value 'gif' is invalid for '--format <format>' (expected one of csv, json, svg, html, lottie or lottie-every-frame)"
            ),
            (["curve", "named", "linear", "extra", "--duration", "1"], "unexpected argument 'extra'")
        ]
        for (arguments, expected) in cases {
            XCTAssertEqual(line(arguments), expected, arguments.joined(separator: " "))
        }
    }

    /// Every error line of a broad sample, the commands' own and ArgumentParser's: the first word
    /// starts in lower case (or is an option, a quoted name or a number), no sentence ends inside
    /// the line and none ends it.
    func testEveryMessageHasOneStyle() {
        let runs: [[String]] = [
            ["spring"], ["frobnicate"], ["curve", "spring"], ["curve", "spring", "--duration", "1"],
            ["curve", "spring", "--duration", "x", "--damping-ratio", "1"],
            ["curve", "spring", "--duration", "1", "--damping-ratio", "0.000001"],
            ["curve", "spring", "--duration", "1", "--damping-ratio", "0.5", "--mass", "1"],
            ["curve", "bezier", "--control", "0.42,0,1", "--duration", "1"], ["curve", "bezier", "--duration", "1"],
            ["curve", "named", "bounce", "--duration", "1"],
            ["curve", "named", "linear", "--duration", "1e9", "--fps", "1000"],
            ["curve", "keyframes", "--mode", "spline", "--key-times", "0,1", "--values", "0,1", "--duration", "1"],
            ["curve", "keyframes", "--mode", "linear", "--key-times", "0,1", "--values", "1,2,3", "--duration", "1"],
            ["curve", "spring", "--duration", "1", "--damping-ratio", "0.5", "--fps"],
            ["curve", "spring", "--duration", "1", "--damping-ratio", "0.5", "--format", "xml"],
            ["play"], ["play", "nope"], ["play", "popup-menu", "--fps", "0"], ["play", "popup-menu", "--until", "-1"],
            ["play", "popup-menu", "--events", "0 zap 1,2"], ["play", "--list", "popup-menu"],
            ["play", "popup-menu", "--seed", "-1"],
            ["play", "popup-menu", "--list=yes"], ["play", "popup-menu", "--format", "gif"],
            ["layout"], ["layout", "/no/such/scene.json"], ["layout", "a.json", "b.json"], ["--frobnicate"]
        ]
        for arguments in runs {
            let message = line(arguments)
            let label = "\(arguments): \(message)"
            guard let first = message.first else { XCTFail(label); continue }
            XCTAssertTrue(first.isLowercase || first == "-" || first == "'" || first.isNumber, label)
            XCTAssertFalse(message.hasSuffix("."), label)
            // No second sentence: a full stop followed by a capitalised word (outside a path or number).
            XCTAssertNil(message.range(of: #"\. [A-Z][a-z]"#, options: .regularExpression), label)
        }
    }
}
