import XCTest

/// `kinema play spinning-tips`: the list entry (pictures of each frame's own content are tested in
/// KinemaRenderTests' FilmstripTests).
final class SpinningTipsPlayTests: XCTestCase {
    func testListNamesTheTipsViews() throws {
        let run = try Kinema.run(["play", "--list"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(
            run.stdout.contains(
                "spinning-tips: root, tip, title, summary, image, pageControl, pageDot0, pageDot1, pageDot2\n"))
        let names = run.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { $0.prefix { $0 != ":" } }
        XCTAssertEqual(
            Array(names.prefix(2)), ["fast-cart-button", "spinning-tips"],
            "the registry's order: fast cart, spinning tips, popup, tab bar")
    }
}
