@testable import KinemaRender
import XCTest

/// Drawing a frame walks the view tree with a loop: a 20,000-level tree draws (recursion one call
/// per level would overflow the stack long before).
final class DeepTreeDrawingTests: XCTestCase {
    /// Views `first ..< first + count` as a chain, each 100 x 100 at (0, 0) in its parent, each with
    /// a background: (top, bottom). Built by joining halves, so that building stays cheap.
    static func segment(_ count: Int, from first: Int) throws -> (View, View) {
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

/// A Lottie export of a deep tree: the layers are written by a loop over the tree (one call per
/// level overflowed the stack at 12,000 levels in a debug build, 25,000 in a release build), and a
/// layer's name holds at most 32 names of its path (whole paths made time and memory quadratic in
/// the depth). 15,000 levels keep the test within seconds in a debug build; the Lottie article
/// gives the release build's time for 100,000.
final class DeepTreeLottieTests: XCTestCase {
    func testALottieExportOfA15000LevelTree() throws {
        let depth = 15_000
        let scene = Scene(size: Size(width: 100, height: 100))
        try scene.root.addSubview(try DeepTreeDrawingTests.segment(depth, from: 0).0)
        let document = try LottieExport(frames: [scene.snapshot()], fps: 60, name: "deep").document()
        // v(i) clips when i is even; every view but the last has a subview, so the 7,500 even
        // levels each get a precomposition layer and a matte besides their own layer; the root
        // does not clip.
        XCTAssertEqual(document.statistics.viewCount, depth + 1)
        XCTAssertEqual(document.statistics.layerCount, depth + 1 + 2 * (depth / 2))
        // Every layer's name holds at most 32 names of its path after ".../": at most
        // 4 + 32 * 7 + " (subviews)".count = 239 characters, so the document grows linearly with
        // the depth.
        func members(_ value: JSONValue) -> [(String, JSONValue)] {
            if case .object(let members) = value.storage { return members }
            return []
        }
        func items(_ value: JSONValue?) -> [JSONValue] {
            if let value, case .array(let items, _) = value.storage { return items }
            return []
        }
        func member(_ value: JSONValue, _ key: String) -> JSONValue? { members(value).first { $0.0 == key }?.1 }
        let root = document.json
        let compositions = [member(root, "layers")] + items(member(root, "assets")).map { member($0, "layers") }
        var names: [String] = []
        for layer in compositions.flatMap(items) {
            if let nm = member(layer, "nm"), case .string(let name) = nm.storage { names.append(name) }
        }
        XCTAssertEqual(names.count, document.statistics.layerCount)
        XCTAssertLessThanOrEqual(names.map(\.count).max() ?? 0, 4 + 32 * 7 + " (subviews)".count)
        XCTAssertTrue(names.contains(".../" + (depth - 32..<depth).map { "v\($0)" }.joined(separator: "/")))
    }

    /// Layer names: the whole path up to 32 names, then ".../" and the 32 nearest names.
    func testLayerNamesKeepTheNearest32NamesOfThePath() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        try scene.root.addSubview(try DeepTreeDrawingTests.segment(40, from: 0).0)
        let text = try LottieExport(frames: [scene.snapshot()], fps: 60, name: "deep").document().text
        func layer(_ name: String) -> Bool { text.contains(#""nm":"\#(name)","sr""#) }
        func names(_ range: ClosedRange<Int>) -> String { range.map { "v\($0)" }.joined(separator: "/") }
        // v30 has 31 ancestors (root, v0 ... v29), v31 32: whole paths. v32 is the first cut.
        XCTAssertTrue(layer("root/" + names(0...30)))
        XCTAssertTrue(layer("root/" + names(0...31)))
        XCTAssertTrue(layer(".../" + names(1...32)))
        XCTAssertTrue(layer(".../" + names(8...39)))
        XCTAssertFalse(layer("root/" + names(0...32)))
    }
}
