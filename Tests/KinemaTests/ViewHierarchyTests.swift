import XCTest
@testable import Kinema

/// Tree building without walks to the root: cycles are still refused, the nearest common ancestor
/// is still right, and a subtree that joins a scene later brings its stacks and constraints along.
final class ViewHierarchyTests: XCTestCase {
    /// root > a > b > c in a scene, and x > y > z outside any scene.
    private func makeTrees() throws -> (Scene, [View], [View]) {
        let scene = Scene(size: Size(width: 100, height: 100))
        let inScene = ["a", "b", "c"].map { View(name: $0) }
        let detached = ["x", "y", "z"].map { View(name: $0) }
        try scene.root.addSubview(inScene[0])
        try inScene[0].addSubview(inScene[1])
        try inScene[1].addSubview(inScene[2])
        try detached[0].addSubview(detached[1])
        try detached[1].addSubview(detached[2])
        return (scene, inScene, detached)
    }

    func testCyclesAreRefusedInAndOutOfScenes() throws {
        let (scene, v, d) = try makeTrees()
        // An ancestor below its descendant, in a scene and outside one; a view below itself.
        XCTAssertThrowsError(try v[2].addSubview(v[0]))
        XCTAssertThrowsError(try d[2].addSubview(d[0]))
        XCTAssertThrowsError(try v[1].addSubview(v[1]))
        XCTAssertTrue(v[0].superview === scene.root && d[1].superview === d[0])
        // Not cycles: a leaf anywhere, a detached subtree below a scene view, a sibling's child.
        try v[2].addSubview(d[0])
        XCTAssertTrue(d[2].scene === scene)
        try v[0].addSubview(v[2])
        XCTAssertTrue(v[2].superview === v[0] && d[0].superview === v[2])
        // Removing a subtree takes every view in it out of the scene.
        d[0].removeFromSuperview()
        XCTAssertNil(d[0].scene)
        XCTAssertNil(d[2].scene)
    }

    func testNearestCommonAncestor() throws {
        let (scene, v, d) = try makeTrees()
        let cousin = View(name: "cousin")
        try scene.root.addSubview(cousin)
        let root = scene.root
        XCTAssertTrue(v[2].nearestCommonAncestor(with: v[2]) === v[2])
        XCTAssertTrue(v[2].nearestCommonAncestor(with: v[1]) === v[1]) // parent
        XCTAssertTrue(v[1].nearestCommonAncestor(with: v[2]) === v[1]) // child
        XCTAssertTrue(v[2].nearestCommonAncestor(with: v[0]) === v[0]) // grandparent
        XCTAssertTrue(v[0].nearestCommonAncestor(with: v[2]) === v[0])
        XCTAssertTrue(v[2].nearestCommonAncestor(with: cousin) === root) // depths 3 and 1
        XCTAssertTrue(cousin.nearestCommonAncestor(with: v[2]) === root)
        XCTAssertTrue(root.nearestCommonAncestor(with: v[2]) === root) // the root itself
        XCTAssertTrue(d[2].nearestCommonAncestor(with: d[1]) === d[1])
        XCTAssertNil(v[2].nearestCommonAncestor(with: d[2])) // different trees
        XCTAssertNil(root.nearestCommonAncestor(with: d[0]))
    }

    /// The layout system exists (a constraint is active) when a detached container holding a
    /// stack joins the scene: the stack must still arrange its views. Container at (10, 20),
    /// 200 x 50, holding a fill stack of two views with intrinsic widths 50 and 70 and spacing 10
    /// (the stack's own size follows them: 130 x 30).
    func testAStackInASubtreeAddedLaterIsArranged() throws {
        let scene = Scene(size: Size(width: 400, height: 400))
        let marker = View(name: "marker")
        try scene.root.addSubview(marker)
        try constrain(marker, scene.root) { m, root in
            m.leading == root.leading
            m.top == root.top
            m.width == 10
            m.height == 10
        }
        scene.layoutIfNeeded()
        let container = View(name: "container", frame: Rect(x: 10, y: 20, width: 200, height: 50))
        let stack = View(name: "stack")
        try container.addSubview(stack)
        stack.stackConfiguration = StackConfiguration(axis: .horizontal, distribution: .fill, spacing: 10)
        let a = View(name: "a"), b = View(name: "b")
        a.intrinsicContentSize = Size(width: 50, height: 30)
        b.intrinsicContentSize = Size(width: 70, height: 30)
        try stack.addArrangedSubview(a)
        try stack.addArrangedSubview(b)
        try scene.root.addSubview(container)
        try constrain(stack, container) { s, c in
            s.leading == c.leading
            s.top == c.top
        }
        scene.layoutIfNeeded()
        XCTAssertEqual(stack.frame, Rect(x: 0, y: 0, width: 130, height: 30))
        XCTAssertEqual(a.frame, Rect(x: 0, y: 0, width: 50, height: 30))
        XCTAssertEqual(b.frame, Rect(x: 60, y: 0, width: 70, height: 30))
        XCTAssertEqual(container.frame, Rect(x: 10, y: 20, width: 200, height: 50))
        XCTAssertEqual(marker.frame, Rect(x: 0, y: 0, width: 10, height: 10))
    }
}
