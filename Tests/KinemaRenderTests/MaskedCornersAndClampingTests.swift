import KinemaControls
import KinemaRender
import XCTest

/// What the drawing does with a view's `maskedCorners` and with presentation values outside
/// [0, 1]. Each expected path is written out by hand from the view's bounds and radius.
final class MaskedCornersAndClampingTests: XCTestCase {
    /// One frame of a 200 x 200 root holding `view` (and whatever it holds).
    private func frame(_ view: View) throws -> FrameSnapshot {
        let scene = Scene(size: Size(width: 200, height: 200))
        try scene.root.addSubview(view)
        return scene.snapshot()
    }

    private func tree(_ frame: FrameSnapshot) throws -> MarkupTree {
        try MarkupTree(Filmstrip(frames: [frame]).svg())
    }

    /// 100 x 50 with radius 10 on the top corners only: from (10, 0) right to (90, 0), a quarter
    /// arc to (100, 10), straight down to (100, 50), left to (0, 50), up to (0, 10), a quarter arc
    /// back to (10, 0). With all four corners (the default) it stays a rect with rx 10.
    func testTopCornersOnlyDrawAPathWithTwoArcs() throws {
        let card = View(name: "card", frame: Rect(x: 20, y: 30, width: 100, height: 50))
        card.backgroundColor = .white
        card.cornerRadius = 10
        XCTAssertEqual(card.maskedCorners, .all)
        let rounded = try tree(frame(card))
        XCTAssertEqual(rounded.all("rect").filter { $0["fill"] == "#FFFFFF" }.map { $0["rx"] }, ["10"])
        XCTAssertTrue(rounded.all("path").isEmpty)

        card.maskedCorners = .top
        let snapshot = try frame(card)
        XCTAssertEqual(snapshot["card"]?.maskedCorners, [.minXMinY, .maxXMinY])
        let paths = try tree(snapshot).all("path")
        XCTAssertEqual(paths.map { $0["d"] }, ["M10 0H90A10 10 0 0 1 100 10V50H0V10A10 10 0 0 1 10 0Z"])
        XCTAssertEqual(paths.first?["fill"], "#FFFFFF")
        XCTAssertEqual(paths.first?["transform"], "matrix(1 0 0 1 20 30)")
    }

    /// The bottom-right corner alone, radius capped at half the shorter side (40 x 20: 10), and a
    /// border of 2 drawn inside: the path of the bounds inset by 1 (x 1...39, y 1...19) with radius
    /// 10 - 1 = 9 on that corner. A clipping view clips with the same shape as its background.
    func testOneCornerBorderAndClipFollowTheMask() throws {
        let tag = View(name: "tag", frame: Rect(x: 0, y: 0, width: 40, height: 20))
        tag.backgroundColor = .black
        tag.cornerRadius = 25
        tag.borderWidth = 2
        tag.borderColor = .white
        tag.maskedCorners = .maxXMaxY
        tag.clipsToBounds = true
        let inner = View(name: "inner", frame: Rect(x: 0, y: 0, width: 40, height: 20))
        inner.backgroundColor = .systemPink
        try tag.addSubview(inner)
        let paths = try tree(frame(tag)).all("path")
        let background = "M0 0H40V10A10 10 0 0 1 30 20H0V0Z"
        XCTAssertEqual(
            paths.map { $0["d"] },
            [
                background, // the background
                background, // the clip
                "M1 1H39V10A9 9 0 0 1 30 19H1V1Z" // the border, inset by half its width
            ])
        XCTAssertEqual(paths.map { $0.ancestors.last }, ["g", "clipPath", "g"])
        XCTAssertEqual(paths[2]["stroke-width"], "2")
    }

    /// Presentation values are kept as computed; the drawing clamps them: alpha -0.05 draws
    /// nothing, alpha 1.2 draws at opacity 1, a colour (1.3, -0.2, 0.5, 1.5) fills #FF0080 at
    /// fill-opacity 1 (0.5 * 255 = 127.5 rounds to 128 = 0x80).
    func testAlphaAndColorComponentsAreClampedWhereDrawn() throws {
        let faint = View(name: "faint", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        faint.backgroundColor = .black
        faint.alpha = -0.05
        let bright = View(name: "bright", frame: Rect(x: 20, y: 0, width: 10, height: 10))
        bright.backgroundColor = Color(red: 1.3, green: -0.2, blue: 0.5, alpha: 1.5)
        bright.alpha = 1.2
        let scene = Scene(size: Size(width: 200, height: 200))
        try scene.root.addSubview(faint)
        try scene.root.addSubview(bright)
        let snapshot = scene.snapshot()
        XCTAssertEqual(snapshot["faint"]?.alpha, -0.05)
        XCTAssertEqual(snapshot["bright"]?.alpha, 1.2)
        XCTAssertEqual(snapshot["bright"]?.backgroundColor.red, 1.3)
        let rects = try tree(snapshot).all("rect").filter { $0["width"] == "10" }
        XCTAssertEqual(rects.map { $0["fill"] }, ["#FF0080"])
        XCTAssertEqual(rects.first?["fill-opacity"], "1")
        XCTAssertEqual(rects.first?["opacity"], "1")
    }

    /// The fast cart's tap at t = 0.5: the pink lines' presentation alpha is the cubic keyframes'
    /// undershoot, -0.0437 (FastCartButtonTouchTests derives it), so they are not drawn; at 0.4 it
    /// is still positive (0.474, FastCartButtonTests.testTap) and all three are.
    func testTheFastCartsUndershootingPinkLinesAreNotDrawn() throws {
        let player = try Player(
            controlNamed: "fast-cart-button",
            script: EventScript(parsing: "0 down 187.5,333.5; 0 up 187.5,333.5"))
        let before = try player.frame(at: 0.4)
        let during = try player.frame(at: 0.5)
        XCTAssertLessThan(try XCTUnwrap(during["topPinkLine"]).alpha, -0.04)
        func pinkLines(_ frame: FrameSnapshot) throws -> Int {
            // Pink lines are drawn before the button, whose circle is the only other pink shape (rx 26).
            try tree(frame).all("rect").filter { $0["fill"] == "#FF2D55" && $0["rx"] == "1" }.count
        }
        XCTAssertEqual(try pinkLines(before), 3)
        XCTAssertEqual(try pinkLines(during), 0)
    }

    /// The popup rounds its top corners only: open, a 375 x 500 sheet with radius 20 is the path
    /// M20 0 H355 A20 20 0 0 1 375 20 V500 H0 V20 A20 20 0 0 1 20 0 Z.
    func testThePopupSheetRoundsItsTopCorners() throws {
        let player = try Player(
            controlNamed: "popup-menu",
            script: EventScript(parsing: "0 down 187.5,640; 0 up 187.5,640"))
        let open = try player.frame(at: 1.5)
        XCTAssertEqual(open["popup"]?.cornerRadius, 20)
        let paths = try tree(open).all("path").filter { $0["fill"] == "#FFFFFF" }
        XCTAssertEqual(paths.map { $0["d"] }, ["M20 0H355A20 20 0 0 1 375 20V500H0V20A20 20 0 0 1 20 0Z"])
    }
}
