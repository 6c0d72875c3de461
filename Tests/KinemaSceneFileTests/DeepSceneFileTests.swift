import KinemaRender
import KinemaSceneFile
import XCTest

/// A scene file 100,000 levels deep loads and lays out: the loader attaches views and checks
/// parents with loops, and the table composes positions from the root down.
final class DeepSceneFileTests: XCTestCase {
    func testA100000LevelSceneDescriptionLoadsAndLaysOut() throws {
        // v0 in the root, v(i) in v(i - 1); every view 10 x 10 at (1, 1) in its parent, listed
        // leaf first so that every parent is named before it is known.
        let depth = 100_000
        var views: [SceneDescription.ViewSpec] = []
        var constraints: [SceneDescription.ConstraintSpec] = []
        for i in (0..<depth).reversed() {
            let parent = i == 0 ? "root" : "v\(i - 1)"
            views.append(.init(name: "v\(i)", parent: parent))
        }
        for i in [0, depth - 1] {
            let parent = i == 0 ? "root" : "v\(i - 1)"
            constraints += [
                .init(first: "v\(i).left", relation: "==", second: "\(parent).left", constant: 1),
                .init(first: "v\(i).top", relation: "==", second: "\(parent).top", constant: 1),
                .init(first: "v\(i).width", relation: "==", constant: 10),
                .init(first: "v\(i).height", relation: "==", constant: 10)
            ]
        }
        let description = SceneDescription(root: .init(width: 100, height: 100), views: views, constraints: constraints)
        let table = LayoutCSV(scene: try description.makeScene()).text
        let lines = table.split(separator: "\n")
        XCTAssertEqual(lines.count, depth + 2)
        // Pre-order: root, v0, v1, ...; v0 at (1, 1), 10 x 10.
        XCTAssertEqual(lines[1], "root,0.0,0.0,100.0,100.0")
        XCTAssertEqual(lines[2], "v0,1.0,1.0,10.0,10.0")
        XCTAssertTrue(lines.last?.hasPrefix("v\(depth - 1),") == true)
    }
}
