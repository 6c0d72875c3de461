import Foundation
import XCTest

/// `kinema --version`: the package version, the one the README tells users to depend on.
final class VersionTests: XCTestCase {
    /// The version this package is: the README's dependency line names the same one.
    static let expected = "0.1.0"

    func testVersionFlagPrintsThePackageVersion() throws {
        for command in [["--version"], ["curve", "--version"], ["play", "--version"]] {
            let run = try Kinema.run(command)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stdout, Self.expected + "\n", command.joined(separator: " "))
            XCTAssertEqual(run.stderr, "")
        }
        // Semantic versioning: three dot-separated integers.
        let parts = Self.expected.split(separator: ".")
        XCTAssertEqual(parts.count, 3)
        XCTAssertTrue(parts.allSatisfy { Int($0) != nil })
    }

    func testTheReadmeAsksForThisVersion() throws {
        // Tests/KinemaCLITests/VersionTests.swift -> the package root's README.md.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains(#"from: "\#(Self.expected)""#), "the README's .package(url:from:) line")
        XCTAssertTrue(readme.contains("kinema --version"), "the README shows how to check the version")
    }
}
