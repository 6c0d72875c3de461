import KinemaControls
import KinemaRender
import XCTest

/// The filmstrip's frame choice, touch markers, per-frame content and behaviour on degenerate
/// input.
final class FilmstripTests: XCTestCase {
    func testChosenFramesAreEvenlySpacedWithTheFirstAndLast() {
        XCTAssertEqual(Filmstrip.chosenIndices(count: 5), [0, 1, 2, 3, 4])
        XCTAssertEqual(Filmstrip.chosenIndices(count: 0), [])
        XCTAssertEqual(Filmstrip.chosenIndices(count: -3), [])
        // Every s-th frame, s = ceil((count - 1) / 11): 100 frames -> s = 9, 0 ... 99; 23 -> s = 2.
        XCTAssertEqual(Filmstrip.chosenIndices(count: 100), (0..<12).map { 9 * $0 })
        XCTAssertEqual(Filmstrip.chosenIndices(count: 23), (0..<12).map { 2 * $0 })
        // 14 frames: s = ceil(13 / 11) = 2, so 0 ... 12 and the last, 13.
        XCTAssertEqual(Filmstrip.chosenIndices(count: 14), [0, 2, 4, 6, 8, 10, 12, 13])
        // The README's AR tab bar strip: 19 frames at 10 fps, s = 2, plus the tap at 0.9 s (frame 9);
        // indices out of range are ignored.
        XCTAssertEqual(
            Filmstrip.chosenIndices(count: 19, including: [9, 0, 19, -1]), [0, 2, 4, 6, 8, 9, 10, 12, 14, 16, 18])
    }

    /// A filmstrip of frames chosen from more names the times it shows in its subtitle.
    func testAChoiceOfFramesIsNamed() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        var frames: [FrameSnapshot] = []
        for t in [0.0, 0.25, 1.5] {
            try scene.advance(to: t)
            frames.append(scene.snapshot())
        }
        let texts = { (strip: Filmstrip) in try MarkupTree(strip.svg()).all("text").map(\.text).joined(separator: " ") }
        XCTAssertTrue(
            try texts(Filmstrip(frames: frames, subtitle: "run", sampledFrameCount: 7))
                .contains("run | showing 3 of 7 frames: t = 0, 0.25, 1.5 s"))
        XCTAssertFalse(try texts(Filmstrip(frames: frames, subtitle: "run", sampledFrameCount: 3)).contains("showing"))
        XCTAssertFalse(try texts(Filmstrip(frames: frames, subtitle: "run")).contains("showing"))
    }

    /// A dot while the finger is down (at its last location), a ring until 0.15 s after it lifts,
    /// nothing later.
    func testTouchMarkers() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        var frames: [FrameSnapshot] = []
        for t in [0.0, 0.1, 0.3, 0.4, 0.6] {
            try scene.advance(to: t)
            frames.append(scene.snapshot())
        }
        let touches: [TouchEvent] = [
            .down(0, Point(x: 50, y: 60)), .move(0.1, Point(x: 70, y: 80)),
            .up(0.3, Point(x: 90, y: 100))
        ]
        let tree = try MarkupTree(Filmstrip(frames: frames, touches: touches).svg())
        let markers = tree.all("circle")
        // t = 0: down at (50, 60); 0.1: moved to (70, 80); 0.3: lifted there, dashed; 0.4 is
        // 0.1 s after the lift (<= 0.15): dashed; 0.6: nothing. Every ring is hollow (what lies
        // under the finger stays visible), 1.5 px wide while down, 1 px after, at 2.5 px per point;
        // its radius is 10 pt (25 px, more than 9 px).
        XCTAssertEqual(
            markers.map { [$0["cx"], $0["cy"], $0["r"], $0["fill"], $0["stroke-width"], $0["stroke-dasharray"]] },
            [
                ["50", "60", "10", "none", "0.6", nil], ["70", "80", "10", "none", "0.6", nil],
                ["90", "100", "10", "none", "0.4", "1.2 0.8"], ["90", "100", "10", "none", "0.4", "1.2 0.8"]
            ])
        // Nothing is drawn but the touches: the crop is their 24 pt dots, 16 pt of margin,
        // widened to 100 x 100 around x 38...102 and y 48...112 -> (20, 30, 100, 100).
        let stage = try XCTUnwrap(tree.all("g").first { $0["transform"]?.hasPrefix("scale(") == true })
        XCTAssertEqual(stage["transform"], "scale(2.5) translate(-20 -30)")
    }

    /// Each frame draws the content its views had then: the spinning tips swap their title when
    /// the next tip comes in, 0.4 s after the fling (0.7 + 0.4 = 1.1 s). At 4 fps until 1.5 the
    /// frames 0 ... 1 (5 of them) show tip 1 and 1.25, 1.5 show tip 2.
    func testEachFrameDrawsItsOwnContent() throws {
        let player = try Player(
            controlNamed: "spinning-tips",
            script: EventScript(parsing: "0.5 down 187.5,300; 0.6 move 60,280; 0.7 up 60,280"))
        let frames = try player.frames(fps: 4, until: 1.5)
        XCTAssertEqual(frames.count, 7)
        let titles = try MarkupTree(Filmstrip(frames: frames).svg()).all("use").compactMap { $0["aria-label"] }
        XCTAssertEqual(titles.filter { $0 == "Tip #1: Don't Blink" }.count, 5)
        XCTAssertEqual(titles.filter { $0 == "Tip #2: Explore" }.count, 2)
        // Tip 1's summary is drawn as its wrapped lines, one <use> of the line's path each.
        XCTAssertTrue(titles.contains("ALS Ice Bucket Challenge - And"))
        XCTAssertTrue(titles.contains("Get out of the house!"))
    }

    /// Degenerate scenes draw without trapping: no frames, a zero-sized root, non-finite sizes.
    func testDegenerateInputDoesNotTrap() throws {
        let empty = try MarkupTree(Filmstrip(frames: []).svg())
        XCTAssertEqual(empty.all("svg").count, 1)
        let zero = Scene(size: .zero)
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .black
        try zero.root.addSubview(view)
        let frames = [zero.snapshot()]
        XCTAssertEqual(
            try MarkupTree(Filmstrip(frames: frames, subtitle: String(repeating: "word ", count: 50)).svg())
                .all("rect").filter { $0["fill"] == "#000000" }.count, 1)
        XCTAssertEqual(try MarkupTree(HTMLPlayer(frames: frames).html()).all("g").count, 1)
        var plot = CurvePlot(title: "t", xLabel: "x", yLabel: "y", points: [(0, .nan), (1, .infinity)], xRange: (0, 0))
        plot.width = .nan
        plot.height = -5
        XCTAssertEqual(try MarkupTree(plot.svg()).all("polyline").count, 1)
    }
}
