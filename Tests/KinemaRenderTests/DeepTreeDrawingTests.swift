import KinemaRender
import XCTest

/// Drawing a frame walks the view tree with a loop: a 20,000-level tree draws (recursion one call
/// per level would overflow the stack long before).
final class DeepTreeDrawingTests: XCTestCase {
    /// Views `first ..< first + count` as a chain, each 100 x 100 at (0, 0) in its parent, each with
    /// a background: (top, bottom). Built by joining halves, so that building stays cheap.
    private static func segment(_ count: Int, from first: Int) throws -> (View, View) {
        if count <= 64 {
            func make(_ i: Int) -> View {
                let v = View(name: "v\(i)", frame: Rect(x: 0, y: 0, width: 100, height: 100))
                v.backgroundColor = Color(red: 0, green: 0, blue: 1)
                v.clipsToBounds = i % 2 == 0
                return v
            }
            let top = make(first)
            var bottom = top
            for i in 1..<count {
                let child = make(first + i)
                try bottom.addSubview(child)
                bottom = child
            }
            return (top, bottom)
        }
        let upper = try segment(count / 2, from: first)
        let lower = try segment(count - count / 2, from: first + count / 2)
        try upper.1.addSubview(lower.0)
        return (upper.0, lower.1)
    }

    func testAFilmstripOfA20000LevelTree() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        try scene.root.addSubview(try Self.segment(20_000, from: 0).0)
        let svg = Filmstrip(frames: [scene.snapshot()], title: "deep").svg()
        // One filled rectangle per level, one clip group per even level (and one for the strip's
        // frame cell), every group closed.
        let lines = svg.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains("fill=\"#0000FF\"") }.count, 20_000)
        XCTAssertEqual(lines.filter { $0.hasPrefix("<g clip-path=") }.count, 10_001)
        XCTAssertEqual(lines.filter { $0.hasPrefix("<g") }.count, lines.filter { $0 == "</g>" }.count)
    }
}
