import Kinema
import XCTest

/// The view tree, snapshots, hit testing (UIKit's rule, as the touches article of Kinema's
/// documentation states it) and determinism.
final class SceneTests: XCTestCase {
    func testSnapshotMapsCentersThroughAncestors() throws {
        let parent = View(name: "parent", frame: Rect(x: 100, y: 100, width: 100, height: 50)) // centre (150, 125)
        parent.transform = AffineTransform(rotationAngle: .pi / 2).then(AffineTransform(scaleX: 2, y: 2))
        let child = View(name: "child", frame: Rect(x: 60, y: 10, width: 20, height: 10)) // centre (70, 15)
        let scene = try Scene.nesting(parent, child, width: 375, height: 667)
        let snap = scene.snapshot()
        XCTAssertEqual(snap.views.map(\.name), ["root", "parent", "child"])
        // child centre relative to the parent's bounds centre (50, 25): (20, -10). Rotating by +pi/2
        // (x, y) -> (-y, x) gives (10, 20); scaling by 2 gives (20, 40); plus the parent's centre
        // (150, 125) gives (170, 165).
        let c = try XCTUnwrap(snap["child"]).center
        XCTAssertEqual(c.x, 170, accuracy: 1e-12)
        XCTAssertEqual(c.y, 165, accuracy: 1e-12)
        XCTAssertEqual(snap["parent"]?.decomposed.rotation ?? 0, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(snap["parent"]?.decomposed.scaleX ?? 0, 2, accuracy: 1e-12)
        XCTAssertEqual(FrameSnapshot.csvHeader.split(separator: ",").count, 15)
        XCTAssertEqual(snap.csvRows[2].split(separator: ",").count, 15)
    }

    func testTheClockMovesOnlyForwardToFiniteTimes() throws {
        let scene = Scene(size: Size(width: 10, height: 10))
        XCTAssertEqual(scene.time, 0)
        try scene.advance(to: 1)
        try scene.advance(by: 0.5)
        XCTAssertEqual(scene.time, 1.5)
        try scene.advance(to: 1.5) // staying put is allowed
        XCTAssertThrowsError(try scene.advance(to: 1)) {
            XCTAssertEqual($0 as? SceneError, .timeWentBackwards(from: 1.5, to: 1))
        }
        XCTAssertThrowsError(try scene.advance(to: .nan)) { XCTAssertEqual($0 as? SceneError, .notFinite("time")) }
        XCTAssertThrowsError(try scene.advance(to: .infinity)) { XCTAssertEqual($0 as? SceneError, .notFinite("time")) }
        XCTAssertThrowsError(try scene.advance(by: -0.1)) { XCTAssertEqual($0 as? SceneError, .negative("time step")) }
        XCTAssertThrowsError(try scene.advance(by: .nan)) { XCTAssertEqual($0 as? SceneError, .notFinite("time step")) }
        XCTAssertEqual(scene.time, 1.5) // unchanged by the failures
        try scene.advance(to: 1e308)
        // 1e308 + 1e308 overflows to infinity: refused, not reached.
        XCTAssertThrowsError(try scene.advance(by: 1e308)) { XCTAssertEqual($0 as? SceneError, .notFinite("time")) }
        XCTAssertEqual(scene.time, 1e308)
    }

    func testHitTestingFollowsUIKitRules() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let back = View(name: "back", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let front = View(name: "front", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        let inner = View(name: "inner", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.root.addSubview(back)
        try scene.root.addSubview(front)
        try front.addSubview(inner)
        XCTAssertTrue(scene.hitTest(Point(x: 55, y: 55)) === inner) // deepest, front-most
        XCTAssertTrue(scene.hitTest(Point(x: 70, y: 70)) === front)
        XCTAssertTrue(scene.hitTest(Point(x: 10, y: 10)) === back)
        inner.isUserInteractionEnabled = false
        XCTAssertTrue(scene.hitTest(Point(x: 55, y: 55)) === front)
        front.alpha = 0.009
        XCTAssertTrue(scene.hitTest(Point(x: 70, y: 70)) === back)
        front.alpha = 1
        front.isHidden = true
        XCTAssertTrue(scene.hitTest(Point(x: 70, y: 70)) === back)
        XCTAssertTrue(scene.hitTest(Point(x: 400, y: 10)) == nil)
    }

    func testHierarchyErrors() throws {
        let scene = Scene(size: Size(width: 10, height: 10))
        let a = View(name: "a"), b = View(name: "b")
        try scene.root.addSubview(a)
        try a.addSubview(b)
        XCTAssertThrowsError(try b.addSubview(a)) {
            XCTAssertEqual($0 as? SceneError, .cycle(view: "a", superview: "b"))
        }
        XCTAssertThrowsError(try a.addSubview(scene.root)) {
            XCTAssertEqual($0 as? SceneError, .cycle(view: "root", superview: "a"))
        }
        XCTAssertThrowsError(try scene.root.insertSubview(View(name: "c"), belowSubview: b)) {
            XCTAssertEqual($0 as? SceneError, .notASubview(view: "b", of: "root"))
        }
        let c = View(name: "c")
        try scene.root.insertSubview(c, belowSubview: a)
        XCTAssertEqual(scene.root.subviews.map(\.name), ["c", "a"])
        b.removeFromSuperview()
        XCTAssertNil(b.scene)
        XCTAssertEqual(scene.allViews.map(\.name), ["root", "c", "a"])
    }

    /// Runs a small choreography and returns every frame's CSV text.
    private func script(extraViewsFirst: Bool) throws -> [String] {
        let scene = Scene(size: Size(width: 375, height: 667))
        if extraViewsFirst {
            // Unrelated views created and added in another order must not change anything shared.
            for i in 0..<5 { try scene.root.addSubview(View(name: "extra\(i)")) }
        }
        let a = View(name: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = View(name: "b", frame: Rect(x: 50, y: 0, width: 10, height: 10))
        try scene.root.addSubview(a)
        try scene.root.addSubview(b)
        try scene.animate(withDuration: 0.75, usingSpringWithDamping: 0.4) {
            a.center = Point(x: 200, y: 300)
            b.transform = AffineTransform(rotationAngle: .pi)
        }
        try scene.schedule(after: 0.3) {
            try? scene.animate(withDuration: 0.5) {
                a.center = Point(x: 20, y: 30); b.alpha = 0.2
            }
        }
        var frames: [String] = []
        for k in 0...60 {
            try scene.advance(to: Double(k) / 60)
            frames.append(
                scene.snapshot().views.filter { $0.name == "a" || $0.name == "b" }
                    .map { "\($0.center) \($0.transform) \($0.alpha)" }.joined(separator: ";"))
        }
        return frames
    }

    func testSameScriptGivesIdenticalFrames() throws {
        let first = try script(extraViewsFirst: false)
        XCTAssertEqual(first, try script(extraViewsFirst: false))
        XCTAssertEqual(first, try script(extraViewsFirst: true))
        XCTAssertNotEqual(first[10], first[30]) // it really moves
    }

    func testSnapshotIsReadOnly() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let v = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.root.addSubview(v)
        try scene.animate(withDuration: 1) { v.alpha = 0 }
        try scene.advance(to: 0.3)
        let a = scene.snapshot()
        _ = scene.snapshot()
        _ = v.presentation
        XCTAssertEqual(a, scene.snapshot())
    }
}
