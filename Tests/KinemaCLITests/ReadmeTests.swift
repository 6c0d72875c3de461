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
        XCTAssertTrue(block.contains(#"// once releases are tagged: .package(url: "https://github.com/your-org/kinema", from: "\#(VersionTests.expected)"),"#),
                      String(block))
    }
}
