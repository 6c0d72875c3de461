import Kinema
import KinemaTesting
import XCTest

/// Frames rebuilt from a dump: parsing, and drawing positions equal to the frames it came from.
final class GoldenDumpFramesTests: XCTestCase {
    /// A card rotated by 0.5 rad holding a label scaled by 2 (nested transforms) and a dot.
    private func frames() throws -> [FrameSnapshot] {
        let scene = Scene(size: Size(width: 300, height: 300))
        let card = View(name: "card", frame: Rect(x: 50, y: 50, width: 200, height: 100))
        card.transform = AffineTransform(rotationAngle: 0.5)
        card.backgroundColor = .white
        let label = View(name: "label", frame: Rect(x: 20, y: 30, width: 60, height: 20))
        label.transform = AffineTransform(scaleX: 2, y: 2).then(AffineTransform(translationX: 5, y: -3))
        label.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)
        label.alpha = 0.5
        label.borderWidth = 1
        try scene.root.addSubview(card)
        try card.addSubview(label)
        try scene.animate(withDuration: 1, options: .curveLinear) { card.center.y = 200 }
        return try [0, 0.5].map { t in
            try scene.advance(to: t)
            return scene.snapshot()
        }
    }

    func testRowsAreGroupedByFrame() throws {
        let text = GoldenDump.render(try frames(), header: ["h"])
        let rows = GoldenDump.rows(parsing: text + "garbage line\n")
        XCTAssertEqual(rows.map { $0.map(\.view) }, [["root", "card", "label"], ["root", "card", "label"]])
        XCTAssertEqual(rows[1][1].time, "0.500000")
        XCTAssertEqual(rows[0][2].number("alpha"), 0.5)
        XCTAssertEqual(rows[0][2]["color"], .color(Color(red: 0.2, green: 0.4, blue: 0.6))) // #336699FF
        XCTAssertEqual(rows[0][2].number("borderWidth"), 1)
        XCTAssertEqual(rows[0][2]["hidden"], .flag(false))
    }

    /// With the same views as the actual frames, each rebuilt view's bounds land where the original
    /// frame put them (to the dump's six decimals), through its ancestors' rotation.
    func testRebuiltFramesDrawWhereTheOriginalsDid() throws {
        let original = try frames()
        let text = GoldenDump.render(original, header: ["h"])
        let rebuilt = try XCTUnwrap(GoldenDump.frames(parsing: text, like: original))
        XCTAssertTrue(rebuilt.note.hasPrefix("geometry, alpha"), rebuilt.note)
        XCTAssertEqual(rebuilt.frames.map(\.time), [0, 0.5])
        for (a, b) in zip(rebuilt.frames, original) {
            for (u, v) in zip(a.views, b.views) {
                XCTAssertEqual(u.parentIndex, v.parentIndex)
                let box = Rect(origin: v.boundsOrigin, size: v.size)
                for corner in [Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.maxY)] {
                    let p = u.toRoot.apply(to: corner), q = v.toRoot.apply(to: corner)
                    XCTAssertEqual(p.x, q.x, accuracy: 1e-4, "\(v.name)")
                    XCTAssertEqual(p.y, q.y, accuracy: 1e-4, "\(v.name)")
                }
                XCTAssertEqual(u.alpha, v.alpha, accuracy: 1e-6)
                XCTAssertEqual(u.backgroundColor.hexString, v.backgroundColor.hexString)
            }
        }
    }

    /// Other views than the actual ones: drawn flat under the first view, each by its own transform.
    func testOtherViewsAreDrawnFlat() throws {
        let text = """
            # columns: t view centerX centerY width height rotation scaleX scaleY translateX translateY alpha cornerRadius borderWidth color hidden
            0.000000 top 50.000000 50.000000 100.000000 100.000000 0.000000 1.000000 1.000000 0.000000 0.000000 1.000000 0.000000 0.000000 #000000FF 0
            0.000000 box 30.000000 40.000000 20.000000 10.000000 0.000000 1.000000 1.000000 5.000000 0.000000 1.000000 0.000000 0.000000 #FF0000FF 1

            """
        let rebuilt = try XCTUnwrap(GoldenDump.frames(parsing: text, like: try frames()))
        XCTAssertTrue(rebuilt.note.hasPrefix("1 of 1 golden frames"), rebuilt.note)
        let box = try XCTUnwrap(rebuilt.frames.first?["box"])
        XCTAssertEqual(box.parentIndex, 0)
        XCTAssertTrue(box.isHidden)
        XCTAssertNil(box.content)
        // Its bounds (0, 0, 20, 10) centred at (30, 40) and moved 5 to the right: minX 25.
        XCTAssertEqual(box.toRoot.apply(to: Point(x: 0, y: 0)), Point(x: 25, y: 35))
        XCTAssertNil(GoldenDump.frames(parsing: "# nothing\n", like: try frames()))
        XCTAssertNil(GoldenDump.frames(parsing: text, like: []))
    }
}
