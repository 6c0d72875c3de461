import KinemaRender
import XCTest

/// The player page's controls: stages side by side, frame stepping, speeds and marks on the
/// scrubber.
final class HTMLPlayerTests: XCTestCase {
    /// A 20 x 20 box moving right by 10 pt per 0.1 s, sampled at `times`.
    private func frames(_ times: [Double], name: String = "box") throws -> [FrameSnapshot] {
        let scene = Scene(size: Size(width: 200, height: 100))
        let box = View(name: name, frame: Rect(x: 0, y: 40, width: 20, height: 20))
        box.backgroundColor = .systemPink
        try scene.root.addSubview(box)
        try scene.animate(withDuration: 1.8, options: .curveLinear) { box.center.x = 190 }
        return try times.map { t in
            try scene.advance(to: t)
            return scene.snapshot()
        }
    }

    func testPanelsPlaySideBySide() throws {
        let expected = try frames([0, 0.1, 0.2])
        let actual = try frames([0, 0.1, 0.2, 0.3])
        let html = HTMLPlayer(
            panels: [.init(label: "expected", frames: expected), .init(label: "actual", frames: actual)],
            title: "golden"
        ).html()
        let tree = try MarkupTree(html)
        XCTAssertEqual(tree.all("figcaption").map(\.text), ["expected", "actual"])
        let stages = tree.all("svg").filter { $0["class"] == "stage" }
        XCTAssertEqual(stages.count, 2)
        // 3 + 4 frames, the first of each shown; the scrubber runs over the longer panel's 4 frames.
        let groups = tree.all("g").filter { $0["class"] == "frame" }
        XCTAssertEqual(groups.map { $0["style"] == nil }, [true, false, false, true, false, false, false])
        XCTAssertEqual(tree.all("input").first?["max"], "3")
        XCTAssertTrue(html.contains("var times = [0.0,0.1,0.2,0.3];"))
        // Both stages share one crop (so they compare): the same viewBox.
        XCTAssertEqual(Set(stages.map { $0["viewBox"] }).count, 1)
    }

    func testStepButtonsSpeedsAndMarks() throws {
        let times = (0...18).map { Double($0) / 10 }
        let touches: [TouchEvent] = [.down(0, Point(x: 10, y: 50)), .up(0.9, Point(x: 100, y: 50))]
        let tree = try MarkupTree(
            HTMLPlayer(
                frames: frames(times), touches: touches,
                markers: [.init(time: 1.25, label: "settled"), .init(time: 5, label: "late")]
            ).html())
        XCTAssertEqual(tree.all("button").map { $0["id"] }, ["back", "toggle", "forward"])
        XCTAssertEqual(tree.all("option").map { $0["value"] }, ["0.25", "0.5", "1"])
        XCTAssertEqual(tree.all("option").first { $0["selected"] != nil }?["value"], "1")
        // Marks at the first frame at or after each moment: 0 -> frame 0 (0 %), 0.9 -> frame 9 of
        // 0 ... 18 (50 %), 1.25 -> frame 13 (72.22 %); 5 s is past the last frame: no mark.
        let marks = tree.all("span").filter { ($0["class"] ?? "").hasPrefix("mark") }
        XCTAssertEqual(marks.map { $0["data-frame"] }, ["0", "9", "13"])
        XCTAssertEqual(marks.map { $0["style"] }, ["left:0%", "left:50%", "left:72.22%"])
        XCTAssertEqual(marks.map { $0["title"] }, ["0.0 down 10.0,50.0", "0.9 up 100.0,50.0", "settled"])
        XCTAssertEqual(marks.map { $0["class"] }, ["mark touch", "mark touch", "mark marker"])
    }

    /// Each frame draws the last touch (in the given order) whose time is at or before the
    /// frame's: a ring while down or moving, a dashed ring ("o" below) for 0.15 s after a lift. Touches in time
    /// order are followed in one pass; out of order, every frame looks at all of them.
    func testEachFrameDrawsItsLatestTouchInOrderOrNot() throws {
        let times = (0...10).map { Double($0) / 10 }
        func dots(_ touches: [TouchEvent]) throws -> [String] {
            let tree = try MarkupTree(HTMLPlayer(frames: frames(times), touches: touches).html())
            // Frame groups do not nest: a circle belongs to the latest frame group before it.
            var perFrame: [String] = []
            for element in tree.elements {
                if element.name == "g", element["class"] == "frame" { perFrame.append("") }
                if element.name == "circle", !perFrame.isEmpty {
                    perFrame[perFrame.count - 1] +=
                        (element["cx"] ?? "?") + (element["stroke-dasharray"] != nil ? "o" : "")
                }
            }
            return perFrame
        }
        let ordered: [TouchEvent] = [
            .down(0.15, Point(x: 10, y: 50)), .move(0.3, Point(x: 20, y: 50)),
            .move(0.3, Point(x: 30, y: 50)), .up(0.55, Point(x: 40, y: 50))
        ]
        // 0 and 0.1: none yet; 0.2: the down; 0.3 ... 0.5: the later move at 0.3; 0.6 and 0.7:
        // the lift's ring (0.05 and 0.15 s after it; 0.7 - 0.55 is 0.1499999... in binary); later: nothing.
        XCTAssertEqual(try dots(ordered), ["", "", "10", "30", "30", "30", "40o", "40o", "", "", ""])
        // Out of order, [move at 0.3 to 20, down at 0.15]: the last touch in the list at or before
        // each time is the down from 0.2 on (it comes last), never the move.
        XCTAssertEqual(
            try dots([.move(0.3, Point(x: 20, y: 50)), .down(0.15, Point(x: 10, y: 50))]),
            ["", ""] + Array(repeating: "10", count: 9))
    }
}
