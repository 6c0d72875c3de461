import KinemaRender
import XCTest

/// The layer shadow in the SVG drawings (filmstrips and the HTML player): the view's rounded
/// bounds, moved by the offset in the view's own coordinates, blurred by half the radius, under
/// the background.
final class ShadowDrawingTests: XCTestCase {
    private func svg(_ configure: (View) -> Void) throws -> MarkupTree {
        let scene = Scene(size: Size(width: 200, height: 200))
        let card = View(name: "card", frame: Rect(x: 20, y: 30, width: 100, height: 50))
        card.backgroundColor = .white
        configure(card)
        try scene.root.addSubview(card)
        return try MarkupTree(Filmstrip(frames: [scene.snapshot()]).svg())
    }

    /// Opacity 0.5, radius 6, offset (4, 8), red: one filter with a blur of standard deviation 3,
    /// and a red 100 x 50 rect at opacity 0.5 placed by the card's matrix then moved by (4, 8),
    /// drawn before the white background.
    func testAShadowIsABlurredCopyOfTheBoundsUnderTheBackground() throws {
        let tree = try svg { card in
            card.shadowOpacity = 0.5
            card.shadowRadius = 6
            card.shadowOffset = Size(width: 4, height: 8)
            card.shadowColor = Color(red: 1, green: 0, blue: 0)
        }
        XCTAssertEqual(tree.all("feGaussianBlur").map { $0["stdDeviation"] }, ["3"])
        let filter = try XCTUnwrap(tree.all("filter").first?["id"])
        let rects = tree.all("rect").filter { $0["width"] == "100" && $0["height"] == "50" }
        XCTAssertEqual(rects.map { $0["fill"] }, ["#FF0000", "#FFFFFF"], "the shadow first, then the background")
        XCTAssertEqual(rects[0]["opacity"], "0.5")
        XCTAssertEqual(rects[0]["transform"], "matrix(1 0 0 1 20 30) translate(4 8)")
        XCTAssertEqual(rects[0]["filter"], "url(#\(filter))")
    }

    /// The default shadow (opacity 0) draws nothing, and neither does a radius of 0 need a filter.
    func testNoShadowByDefaultAndNoFilterWithoutBlur() throws {
        let plain = try svg { _ in }
        XCTAssertTrue(plain.all("filter").isEmpty)
        XCTAssertEqual(plain.all("rect").filter { $0["width"] == "100" }.count, 1)
        let sharp = try svg { card in
            card.shadowOpacity = 1
            card.shadowRadius = 0
        }
        XCTAssertTrue(sharp.all("filter").isEmpty)
        XCTAssertEqual(sharp.all("rect").filter { $0["width"] == "100" }.map { $0["fill"] }, ["#000000", "#FFFFFF"])
    }
}
