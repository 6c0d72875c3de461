import Foundation
import KinemaRender
import XCTest

/// Text set by a view's `TextStyle`: the font size drawn, lines 1.2 font sizes apart, centred
/// vertically or from the top, lined up left, centre or right. The stroke font's glyphs advance
/// 10 units on a 20-unit em, so at 20 pt (scale 1) a two-letter line is 20 pt wide.
final class TextStyleDrawingTests: XCTestCase {
    /// A 100 x 60 view at the root's origin showing "ab" over "cd" in `style`.
    private func frame(_ style: TextStyle?) throws -> FrameSnapshot {
        let scene = Scene(size: Size(width: 200, height: 200))
        let label = View(name: "label", frame: Rect(x: 0, y: 0, width: 100, height: 60))
        label.content = .text("ab\ncd", color: .black)
        label.textStyle = style
        try scene.root.addSubview(label)
        return scene.snapshot()
    }

    /// Where the SVG puts each line's glyphs: the `translate(x y) scale(u)` of its `use`.
    private func placements(_ frame: FrameSnapshot) throws -> [String] {
        let tree = try MarkupTree(Filmstrip(frames: [frame]).svg())
        return tree.all("use").filter { $0["aria-label"] != nil }.map { use in
            let transform = use["transform"] ?? ""
            guard let start = transform.range(of: "translate")?.lowerBound else { return transform }
            return String(transform[start...])
        }
    }

    /// 20 pt, centred both ways: the lines' bands (24 pt) start at 30 - 24 = 6, so their centres
    /// are at 18 and 42; each 20 pt line starts at 50 - 10 = 40. Left: at 0; right: at 100 - 20.
    /// From the top: centres at 12 and 36.
    func testLinesAreSetByTheStyle() throws {
        XCTAssertEqual(
            try placements(frame(TextStyle(fontSize: 20))),
            ["translate(40 18) scale(1)", "translate(40 42) scale(1)"])
        XCTAssertEqual(
            try placements(frame(TextStyle(fontSize: 20, alignment: .left))),
            ["translate(0 18) scale(1)", "translate(0 42) scale(1)"])
        XCTAssertEqual(
            try placements(frame(TextStyle(fontSize: 20, alignment: .right, verticalAlignment: .top))),
            ["translate(80 12) scale(1)", "translate(80 36) scale(1)"])
        // 10 pt (scale 0.5): lines 12 apart from 30 - 12 = 18, centres 24 and 36, 10 pt wide.
        XCTAssertEqual(
            try placements(frame(TextStyle(fontSize: 10, alignment: .center))),
            ["translate(45 24) scale(0.5)", "translate(45 36) scale(0.5)"])
        // Without a style, Kinema's rule: two 30 pt shares, 17 pt (the cap) glyphs centred in
        // each: 50 - 17 / 2 = 41.5, at 15 and 45.
        XCTAssertEqual(
            try placements(frame(nil)), ["translate(41.5 15) scale(0.85)", "translate(41.5 45) scale(0.85)"])
    }

    /// The Lottie export places each line's group at its centre relative to the bounds' centre
    /// (50, 30): right-aligned 20 pt lines from the top at (40, -18) and (40, 6).
    func testLottiePlacesTheLinesAlike() throws {
        let document = try LottieExport(
            frames: [frame(TextStyle(fontSize: 20, alignment: .right, verticalAlignment: .top))], fps: 60
        ).document()
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(document.text.utf8)) as? [String: Any])
        var positions: [String: [Double]] = [:]
        func visit(_ value: Any) {
            if let object = value as? [String: Any] {
                if let name = object["nm"] as? String, ["ab", "cd"].contains(name),
                    let items = object["it"] as? [[String: Any]],
                    let transform = items.first(where: { $0["ty"] as? String == "tr" }),
                    let p = transform["p"] as? [String: Any], let k = p["k"] as? [Double]
                {
                    positions[name] = k
                }
                object.values.forEach(visit)
            } else if let array = value as? [Any] {
                array.forEach(visit)
            }
        }
        visit(json)
        XCTAssertEqual(positions["ab"], [40, -18])
        XCTAssertEqual(positions["cd"], [40, 6])
    }

    /// A style past the limits is refused and the old one stays.
    func testAStylePastTheLimitsIsRefused() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        let label = View(name: "label", frame: Rect(x: 0, y: 0, width: 100, height: 60))
        try scene.root.addSubview(label)
        label.textStyle = TextStyle(fontSize: 12)
        label.textStyle = TextStyle(fontSize: .nan)
        label.textStyle = TextStyle(fontSize: -1)
        XCTAssertEqual(label.textStyle, TextStyle(fontSize: 12))
        XCTAssertEqual(scene.diagnostics.count, 2)
    }
}
