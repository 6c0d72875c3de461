import Foundation
import XCTest

/// What the README tells a newcomer to type, checked against the repository.
final class ReadmeTests: XCTestCase {
    /// The package root's README.md (this file is Tests/KinemaCLITests/ReadmeTests.swift).
    static func readme() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The lines of the README's first fenced block whose info string is `language`.
    static func firstBlock(_ language: String, in readme: String) throws -> [Substring] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try XCTUnwrap(lines.firstIndex { $0 == "```" + language }, "no ```\(language) block")
        let end = try XCTUnwrap(lines[(start + 1)...].firstIndex { $0 == "```" }, "an unclosed block")
        return lines[(start + 1)..<end].map { $0 }
    }

    /// `line` split as a POSIX shell splits a simple command: words separated by spaces, double
    /// quotes grouping (no escapes or variables needed here); a `>` word and the one after it are
    /// the redirection, returned apart.
    static func shellWords(_ line: Substring) -> (words: [String], redirect: String?) {
        var words: [String] = [], current = "", quoted = false, started = false
        for c in line {
            if c == "\"" {
                quoted.toggle(); started = true
            } else if c == " ", !quoted {
                if started { words.append(current) }
                (current, started) = ("", false)
            } else {
                current.append(c); started = true
            }
        }
        if started { words.append(current) }
        guard let arrow = words.firstIndex(of: ">"), arrow + 1 < words.count else { return (words, nil) }
        return (Array(words[..<arrow]), words[arrow + 1])
    }

    /// The README's first command plays a control to the HTML player and says where the file
    /// is; the spring's CSV comes next; then `swift test`. The first two run here exactly as
    /// written (through the built `kinema`, for `swift run kinema`).
    func testTheFirstCommandPlaysAControlToTheHTMLPlayer() throws {
        let readme = try Self.readme()
        let block = try Self.firstBlock("sh", in: readme)
        XCTAssertEqual(block.count, 3, "\(block)")
        let (play, file) = Self.shellWords(try XCTUnwrap(block.first))
        XCTAssertEqual(Array(play.prefix(4)), ["swift", "run", "kinema", "play"])
        let name = try XCTUnwrap(file, "the first command writes a file")
        XCTAssertTrue(name.hasSuffix(".html"), name)
        let run = try Kinema.run(Array(play.dropFirst(3)))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("<!DOCTYPE html>"), String(run.stdout.prefix(80)))
        // A run that moves: the control's frames differ (a tap plays an animation).
        XCTAssertTrue(play.contains("--events"))
        // The text after the block says where the file is.
        let after = try XCTUnwrap(readme.components(separatedBy: block.joined(separator: "\n")).last)
        let paragraph = after.drop { $0 == "`" || $0 == "\n" }.prefix { $0 != "#" }.replacingOccurrences(
            of: "\n", with: " ")
        XCTAssertTrue(paragraph.contains("writes `\(name)` in the folder you ran it from"), paragraph)
        XCTAssertTrue(paragraph.contains("Open that file in a browser"), paragraph)
        // Next, the spring as CSV.
        let (curve, none) = Self.shellWords(block[1])
        XCTAssertNil(none)
        XCTAssertEqual(Array(curve.prefix(5)), ["swift", "run", "kinema", "curve", "spring"])
        let csv = try Kinema.run(Array(curve.dropFirst(3)))
        XCTAssertEqual(csv.status, 0, csv.stderr)
        XCTAssertTrue(csv.stdout.hasPrefix("t,value\n"))
        XCTAssertEqual(block[2], "swift test")
    }

    /// The repository has no release tags, so the dependency the README's manifest declares (the
    /// first `.package(` line that is not a comment) follows the main branch; the version form
    /// stays, as a comment, for when releases exist.
    func testTheDependencyLineWorksWithoutReleaseTags() throws {
        let readme = try Self.readme()
        let manifest = try XCTUnwrap(readme.range(of: "// swift-tools-version: 6.0\nimport PackageDescription"))
        let block = readme[manifest.lowerBound...].prefix { $0 != "`" }
        let declared = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix(".package(") }
        XCTAssertEqual(declared, [#".package(url: "https://github.com/your-org/kinema", branch: "main"),"#])
        XCTAssertTrue(
            block.contains(
                #"// once releases are tagged: .package(url: "https://github.com/your-org/kinema", from: "\#(VersionTests.expected)"),"#
            ),
            String(block))
    }
}
