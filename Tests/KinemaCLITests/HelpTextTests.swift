import XCTest

/// `--help` of every command, at 80 columns: required options outside brackets in the usage,
/// optional ones inside, every default stated once, the clamps named, and no line too long.
final class HelpTextTests: XCTestCase {
    /// Every command path with a help page.
    static let commands: [[String]] = [
        [], ["curve"], ["curve", "spring"], ["curve", "bezier"], ["curve", "named"], ["curve", "keyframes"],
        ["play"], ["layout"]
    ]

    /// The help of `kinema COMMAND --help` rendered for an 80-column terminal.
    func help(_ command: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let run = try Kinema.run(command + ["--help"], environment: ["COLUMNS": "80"], file: file, line: line)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderr, "", file: file, line: line)
        return run.stdout
    }

    /// The USAGE block: from `USAGE:` to the first empty line, one string per form (a form starts
    /// with `kinema`; its continuation lines are joined to it).
    func usageForms(_ help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("USAGE: ") }) else { return [] }
        var forms: [String] = []
        for (i, line) in lines[start...].enumerated() {
            if line.isEmpty { break }
            let text = (i == 0 ? String(line.dropFirst("USAGE: ".count)) : line).trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("kinema ") || forms.isEmpty {
                forms.append(text)
            } else {
                forms[forms.count - 1] += " " + text
            }
        }
        return forms
    }

    /// A usage form with every bracketed part removed: what is left is required.
    func requiredPart(_ form: String) -> String {
        var depth = 0, kept = ""
        for character in form {
            if character == "[" {
                depth += 1
            } else if character == "]" {
                depth -= 1
            } else if depth == 0 {
                kept.append(character)
            }
        }
        return kept
    }

    func testNoLineIsLongerThan80Columns() throws {
        for command in Self.commands {
            let text = try help(command)
            for line in text.split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, 80, "kinema \(command.joined(separator: " ")) --help: '\(line)'")
                // Continuation backslashes of the source must not leak into the text.
                XCTAssertFalse(line.hasSuffix("\\"), "'\(line)'")
            }
        }
    }

    func testNoDoubledDefaultsAndNoPointingDown() throws {
        for command in Self.commands {
            let text = try help(command)
            let label = "kinema \(command.joined(separator: " ")) --help"
            // ArgumentParser appends "(default: X)" itself; our own texts must not say it again.
            XCTAssertFalse(text.contains("(default "), "\(label) states a default in its own words")
            XCTAssertFalse(text.lowercased().contains("see below"), label)
            // One option's entry (its line and the indented lines after it) names its default once.
            var entries: [String] = []
            for line in text.split(separator: "\n") {
                if line.hasPrefix("  -") {
                    entries.append(String(line))
                } else if line.hasPrefix("      "), !entries.isEmpty {
                    entries[entries.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
                }
            }
            XCTAssertFalse(entries.isEmpty, label)
            for entry in entries {
                XCTAssertLessThanOrEqual(entry.components(separatedBy: "default").count - 1, 1, "\(label): \(entry)")
            }
        }
    }

    func testRequiredOptionsAreOutsideBrackets() throws {
        // (command, for each usage form: the options it requires, the options it offers in brackets)
        let expectations: [([String], [(required: [String], optional: [String])])] = [
            (
                ["curve", "spring"],
                [
                    (["--duration", "--damping-ratio"], ["--velocity", "--fps", "--format"]),
                    (["--duration", "--mass", "--stiffness", "--damping"], ["--velocity", "--fps", "--format"])
                ]
            ),
            (["curve", "bezier"], [(["--control", "--duration"], ["--fps", "--format"])]),
            (["curve", "named"], [(["<name>", "--duration"], ["--fps", "--format"])]),
            (
                ["curve", "keyframes"],
                [
                    (
                        ["--mode", "--key-times", "--values", "--duration"],
                        ["--tensions", "--continuities", "--biases", "--fps", "--format"]
                    ),
                    (
                        ["--mode", "--values", "--duration"],
                        ["--tensions", "--continuities", "--biases", "--fps", "--format"]
                    )
                ]
            ),
            (
                ["play"],
                [(["<control>"], ["--events", "--fps", "--until", "--seed", "--jitter", "--format"]), (["--list"], [])]
            ),
            (["layout"], [(["<scene.json>"], [])])
        ]
        for (command, forms) in expectations {
            let usage = usageForms(try help(command))
            let label = "kinema \(command.joined(separator: " "))"
            XCTAssertEqual(usage.count, forms.count, "\(label): \(usage)")
            for (form, expected) in zip(usage, forms) {
                XCTAssertTrue(form.hasPrefix(label + " "), form)
                let required = requiredPart(form)
                for option in expected.required {
                    XCTAssertTrue(
                        required.contains(option), "\(label): \(option) is not shown as required in '\(form)'")
                }
                for option in expected.optional {
                    XCTAssertTrue(
                        form.contains("[" + option), "\(label): \(option) is not shown as optional in '\(form)'")
                    XCTAssertFalse(required.contains(option), "\(label): \(option) is shown as required in '\(form)'")
                }
            }
        }
        // The paced form says which modes it is for.
        XCTAssertTrue(usageForms(try help(["curve", "keyframes"]))[1].contains("--mode paced|cubicPaced"))
    }

    func testClampsAreNamed() throws {
        let spring = try help(["curve", "spring"])
        // Collapse the wrapping, then look for the rule as one sentence.
        let text = spring.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(text.contains("the damping ratio is clamped to [1.1920929e-7, 1]"), text)
        XCTAssertTrue(text.contains("solved for --duration clamped to [0.01, 10] s"), text)
        XCTAssertTrue(text.contains("\"requestedDampingRatio\""), text)
        XCTAssertTrue(text.contains("\"solveDuration\""), text)
        // The option's own entry names its clamp too.
        XCTAssertTrue(
            text.contains(
                "--damping-ratio <ratio> UIKit form: the damping ratio, finite; clamped to [1.1920929e-7, 1]."))
        // Nothing in a scene file is clamped, and layout says so.
        let layout = try help(["layout"]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(layout.contains("Nothing is clamped: a priority outside 1...1000"), layout)
    }
}
