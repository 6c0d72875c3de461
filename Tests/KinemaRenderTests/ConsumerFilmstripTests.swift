import KinemaRender
import XCTest

/// What a user of the package does: build a small scene of their own through the public API,
/// animate it, sample frames and draw them, with `import KinemaRender` alone. Every expected
/// number is derived from the scene's own numbers in the comments.
final class ConsumerFilmstripTests: XCTestCase {
    /// Root 200 x 200. `box` 40 x 20 at the top left (centre (20, 10)), pink, slides linearly in
    /// 1 s to centre x 140. `card` (20, 120, 100 x 50): white, corner radius 8, a black border of
    /// 2, clipping; in it `label` covering it, a text with `<`, `&` and `"`.
    private func makeFrames() throws -> [FrameSnapshot] {
        let scene = Scene(size: Size(width: 200, height: 200))
        let box = View(name: "box", frame: Rect(x: 0, y: 0, width: 40, height: 20))
        box.backgroundColor = .systemPink
        let card = View(name: "card", frame: Rect(x: 20, y: 120, width: 100, height: 50))
        card.backgroundColor = .white
        card.cornerRadius = 8
        card.borderWidth = 2
        card.borderColor = .black
        card.clipsToBounds = true
        let label = View(name: "label", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        label.content = .text(#"Fish & <Chips> "now""#, color: .black)
        try scene.root.addSubview(box)
        try scene.root.addSubview(card)
        try card.addSubview(label)
        try scene.animate(withDuration: 1, options: .curveLinear) { box.center.x = 140 }
        var frames: [FrameSnapshot] = []
        for t in [0, 0.5, 1.0] {
            try scene.advance(to: t)
            frames.append(scene.snapshot())
        }
        return frames
    }

    func testFilmstripDrawsEachViewWhereTheFrameHasIt() throws {
        let frames = try makeFrames()
        let svg = Filmstrip(frames: frames, title: #"Box <&"> slides"#).svg()
        let tree = try MarkupTree(svg)
        XCTAssertEqual(tree.all("title").map(\.text), [#"Box <&"> slides"#])
        XCTAssertTrue(svg.contains("<title>Box &lt;&amp;&quot;&gt; slides</title>"))

        // The box in its bounds coordinates (0, 0, 40 x 20), moved to root coordinates by
        // translation (centerX - 20, centerY - 10): centre x 20, 80 (half way: 20 + 0.5 * 120)
        // and 140 at t = 0, 0.5 and 1.
        let boxes = tree.all("rect").filter { $0["fill"] == "#FF2D55" }
        XCTAssertEqual(
            boxes.map { $0["transform"] },
            [
                "matrix(1 0 0 1 0 0)", "matrix(1 0 0 1 60 0)",
                "matrix(1 0 0 1 120 0)"
            ])
        for box in boxes {
            XCTAssertEqual([box["x"], box["y"], box["width"], box["height"], box["rx"]], ["0", "0", "40", "20", "0"])
            XCTAssertEqual(box["fill-opacity"], "1")
        }

        // The crop: what is drawn spans x 0...160 (the box's travel) and y 0...170 (the card's
        // bottom), plus 16 of margin, within the root: (0, 0, 176 x 186). Scale min(300 / 176,
        // 360 / 186, 2.5) = 1.70454..., written with 3 decimals.
        let stages = tree.all("g").filter { $0["transform"]?.hasPrefix("scale(") == true }
        XCTAssertEqual(stages.map { $0["transform"] }, Array(repeating: "scale(1.705) translate(0 0)", count: 3))
        // Cells of 300 x 186 * 1.70454 = 317.045 px: wider than 240, so 3 columns; cell n at
        // x = 14 + n * (300 + 14), under a 58 px header.
        let cells = tree.all("g").filter { $0["transform"]?.hasPrefix("translate(") == true }
        XCTAssertEqual(cells.map { $0["transform"] }, ["translate(14 58)", "translate(328 58)", "translate(642 58)"])
        XCTAssertEqual(
            tree.all("text").map(\.text).filter { $0.hasPrefix("t = ") }, ["t = 0.000 s", "t = 0.500 s", "t = 1.000 s"])

        // The card clips its label: a clip path of its rounded bounds (the card is view 2 in
        // pre-order: root, box, card, label), then the label's text inside the clipped group.
        let clip = try XCTUnwrap(tree.all("clipPath").first { $0["id"] == "f1c2" })
        XCTAssertEqual(clip.ancestors.suffix(1), ["g"])
        // The line is one path, defined once, drawn in each frame by a <use> naming its text.
        let label = tree.all("use").filter { $0["aria-label"] != nil }
        XCTAssertEqual(label.count, 3)
        XCTAssertEqual(Set(label.map { $0["href"] }).count, 1)
        let text = try XCTUnwrap(label.first)
        XCTAssertEqual(text["aria-label"], #"Fish & <Chips> "now""#)
        let id = try XCTUnwrap(text["href"]?.dropFirst())
        XCTAssertEqual(tree.all("path").filter { $0["id"] == String(id) }.map(\.ancestors.last), ["defs"])
        // Centred in the label's 100 x 50 bounds, one line at a font size of min(50 * 0.75, 17) =
        // 17: 17 / 20 = 0.85 pt per design unit, 20 characters of 10 units, so the line starts at
        // x = 50 - 100 * 0.85 = -35, its centre at y = 25; placed at the card's origin (20, 120).
        XCTAssertEqual(text["transform"], "matrix(1 0 0 1 20 120) translate(-35 25) scale(0.85)")
        XCTAssertEqual([text["fill"], text["stroke"], text["stroke-width"]], ["none", "#000000", "1.6"])
        XCTAssertTrue(svg.contains(#"aria-label="Fish &amp; &lt;Chips&gt; &quot;now&quot;""#))
        // The border is drawn inside the bounds: inset by half its width, 1, radius 8 - 1.
        let border = try XCTUnwrap(tree.all("rect").first { $0["stroke"] == "#000000" })
        XCTAssertEqual(
            [border["x"], border["y"], border["width"], border["height"], border["rx"], border["stroke-width"]],
            ["1", "1", "98", "48", "7", "2"])
    }

    func testPlayerPageHoldsEveryFrameAndShowsTheFirst() throws {
        let frames = try makeFrames()
        let html = HTMLPlayer(frames: frames, title: "a < b").html()
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n"))
        let tree = try MarkupTree(html)
        let groups = tree.all("g").filter { $0["class"] == "frame" }
        XCTAssertEqual(groups.map { $0["style"] }, [nil, "display:none", "display:none"])
        XCTAssertEqual(tree.all("h1").map(\.text), ["a < b"])
        // The scrubber runs over frame indices 0 ... 2.
        XCTAssertEqual(tree.all("input").first?["max"], "2")
        XCTAssertTrue(html.contains("var times = [0.0,0.5,1.0];"))
    }

    func testFramesAsCSVAndJSON() throws {
        let frames = try makeFrames()
        let csv = FrameCSV(frames: frames).text
        let lines = csv.split(separator: "\n")
        XCTAssertEqual(lines.first.map(String.init), FrameCSV.header)
        XCTAssertEqual(lines.count, 1 + 3 * 4) // 3 frames x 4 views
        // Half way the box's centre is at x 80 (see above), y 10; its size and transform unchanged.
        let row = try XCTUnwrap(lines.first { $0.hasPrefix("0.5,box,") }).split(separator: ",")
        XCTAssertEqual(try XCTUnwrap(Double(row[2])), 80, accuracy: 1e-9)
        XCTAssertEqual(row[3...].joined(separator: ","), "10.0,40.0,20.0,0.0,1.0,1.0,0.0,0.0,1.0,0.0,#FF2D55FF,0")

        let json = FrameJSON(members: [("scene", "mine")], frames: frames).text
        XCTAssertTrue(json.hasPrefix(#"{"scene":"mine","frames":["# + "\n" + #"{"t":0.0,"views":[{"view":"root","#))
        XCTAssertTrue(json.hasSuffix("}]}\n]}\n"))
        XCTAssertEqual(json.components(separatedBy: #"{"view":"label""#).count - 1, 3)
        XCTAssertFalse(json.contains("Fish"), "content is not written")
    }
}
