import XCTest

/// The porting article's worked example is this module's ARTabBar.swift, to the byte: the one
/// Swift code block after the article's "A worked example" heading.
final class PortingArticleTests: XCTestCase {
    func testTheWorkedExampleIsTheTutorialFile() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = here.deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent(
                "Sources/KinemaUIKit/KinemaUIKit.docc/PortingUIKitAnimationCode.md"), encoding: .utf8)
        let file = try String(contentsOf: here.appendingPathComponent("ARTabBar.swift"), encoding: .utf8)
        let section = try XCTUnwrap(article.range(of: "### A worked example"))
        let rest = article[section.upperBound...]
        let open = try XCTUnwrap(rest.range(of: "```swift\n"))
        let close = try XCTUnwrap(rest[open.upperBound...].range(of: "\n```"))
        XCTAssertEqual(String(rest[open.upperBound..<close.lowerBound]) + "\n", file)
    }
}
