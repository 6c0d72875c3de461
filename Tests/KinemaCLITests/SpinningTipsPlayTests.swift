import XCTest

/// `kinema play spinning-tips`: the list entry, and pictures that draw each frame's own content
/// (the title and summary of the tip shown at that frame, the summary on several lines).
final class SpinningTipsPlayTests: XCTestCase {
    private let swipe = "0.5 down 187.5,300; 0.6 move 60,280; 0.7 up 60,280"

    func testListNamesTheTipsViews() throws {
        let run = try Kinema.run(["play", "--list"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains(
            "spinning-tips: root, tip, title, summary, image, pageControl, pageDot0, pageDot1, pageDot2\n"))
        let names = run.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { $0.prefix { $0 != ":" } }
        XCTAssertEqual(Array(names.prefix(2)), ["fast-cart-button", "spinning-tips"], "SPEC 3's order")
    }

    /// Frames before 1.1 s (0.7 + 0.4) show tip 1, later ones tip 2: at 4 fps until 1.5 the
    /// filmstrip has 7 frames, 5 of tip 1 (0 ... 1) and 2 of tip 2 (1.25, 1.5).
    func testFilmstripDrawsEachFramesTip() throws {
        let run = try Kinema.run(["play", "spinning-tips", "--events", swipe, "--fps", "4", "--until", "1.5",
                                  "--format", "svg"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.components(separatedBy: ">Tip #1: Don&apos;t Blink</text>").count - 1, 5)
        XCTAssertEqual(run.stdout.components(separatedBy: ">Tip #2: Explore</text>").count - 1, 2)
        // Tip 1's summary is drawn as its four wrapped lines.
        XCTAssertTrue(run.stdout.contains(">ALS Ice Bucket Challenge - And</text>"))
        XCTAssertTrue(run.stdout.contains(">Get out of the house!</text>"))
        let html = try Kinema.run(["play", "spinning-tips", "--events", swipe, "--fps", "4", "--until", "1.5",
                                   "--format", "html"])
        XCTAssertEqual(html.status, 0, html.stderr)
        XCTAssertEqual(html.stdout.components(separatedBy: ">Tip #2: Explore</text>").count - 1, 2)
    }
}
