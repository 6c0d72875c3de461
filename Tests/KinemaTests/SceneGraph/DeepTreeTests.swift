import Kinema
import XCTest

/// Trees far deeper than any screen: hit testing, snapshots and releasing the tree use no recursion
/// proportional to depth (each overflowed the stack at 20,000 to 30,000 levels).
final class DeepTreeTests: XCTestCase {
    /// A chain of `depth` views under the scene's root, each with the frame (0, 0, 100, 100) in its
    /// parent, so a point inside the root is inside every level; returns the deepest view. Built
    /// one `addSubview` at a time, each below the one before.
    static func chain(depth: Int, in scene: Scene) throws -> View {
        var parent = scene.root
        for i in 0..<depth {
            let child = View(name: "v\(i)", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            try parent.addSubview(child)
            parent = child
        }
        return parent
    }

    func testA100000LevelTreeIsBuiltLaidOutHitTestedSnapshottedAndReleased() throws {
        weak var weakLeaf: View?
        do {
            let scene = Scene(size: Size(width: 100, height: 100))
            let leaf = try Self.chain(depth: 100_000, in: scene)
            weakLeaf = leaf
            scene.layoutIfNeeded()
            // Every level's frame is (0, 0, 100, 100) in its parent, so a point maps to itself at
            // every level and lies in every bounds: the deepest view is hit.
            XCTAssertTrue(scene.hitTest(Point(x: 99, y: 1)) === leaf)
            XCTAssertNil(scene.hitTest(Point(x: 150, y: 50))) // outside the root
            let frame = scene.snapshot()
            XCTAssertEqual(frame.views.count, 100_001)
            XCTAssertEqual(frame.views.last?.depth, 100_000)
            XCTAssertEqual(frame.views.last?.parentIndex, 99_999)
            // Each centre is (50, 50) in a parent whose bounds sit at (0, 0) in root coordinates.
            XCTAssertEqual(frame.views.last?.center, Point(x: 50, y: 50))
            // A hidden leaf passes the touch to its parent.
            leaf.isHidden = true
            XCTAssertTrue(scene.hitTest(Point(x: 99, y: 1)) === leaf.superview)
        }
        // Releasing the scene releases the whole chain (one level at a time, not by recursion).
        XCTAssertNil(weakLeaf)
    }
}
