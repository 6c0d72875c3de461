import Kinema
import XCTest

/// The shape of a snapshot (order, parents, depths) on trees a frame walks without recursion, the
/// transform decomposition read from a snapshot, and layout hooks found anywhere in the tree.
final class SnapshotTraversalTests: XCTestCase {
    func testViewsComeInPreOrderWithTheirParentsAndDepths() throws {
        // root
        // ├── a
        // │   ├── a1
        // │   └── a2
        // │       └── a2x
        // ├── b            (no subviews)
        // └── c
        //     └── c1
        let scene = Scene(size: Size(width: 100, height: 100))
        func add(_ name: String, to parent: View) throws -> View {
            let v = View(name: name, frame: Rect(x: 0, y: 0, width: 10, height: 10))
            try parent.addSubview(v)
            return v
        }
        let a = try add("a", to: scene.root)
        _ = try add("a1", to: a)
        let a2 = try add("a2", to: a)
        _ = try add("a2x", to: a2)
        _ = try add("b", to: scene.root)
        let c = try add("c", to: scene.root)
        _ = try add("c1", to: c)
        let snap = scene.snapshot()
        XCTAssertEqual(snap.views.map(\.name), ["root", "a", "a1", "a2", "a2x", "b", "c", "c1"])
        XCTAssertEqual(snap.views.map(\.parentIndex), [nil, 0, 1, 1, 3, 0, 0, 6])
        XCTAssertEqual(snap.views.map(\.depth), [0, 1, 2, 2, 3, 1, 1, 2])
        // A second snapshot of the same tree is the same value.
        XCTAssertEqual(scene.snapshot(), snap)
        // Reordering changes the order, not the shape: b moves behind a.
        scene.root.sendSubviewToBack(try XCTUnwrap(scene.view(named: "b")))
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "b", "a", "a1", "a2", "a2x", "c", "c1"])
    }

    func testADeepChainIsWalkedToTheEnd() throws {
        // Each view is 2 x 2 at (1, 0) in its parent: its centre (2, 1) lies 1 pt right of the
        // parent's bounds centre (1, 1), so view k of the chain (k = 1 for the root's child, whose
        // centre is (1, 1) in root coordinates) has its centre at (k, 1) in root coordinates.
        let levels = 2_000
        let scene = Scene(size: Size(width: 10, height: 10))
        var parent = scene.root
        for k in 1...levels {
            let v = View(name: "v\(k)", frame: Rect(x: k == 1 ? 0 : 1, y: 0, width: 2, height: 2))
            try parent.addSubview(v)
            parent = v
        }
        let snap = scene.snapshot()
        XCTAssertEqual(snap.views.count, levels + 1)
        let last = try XCTUnwrap(snap.views.last)
        XCTAssertEqual(last.name, "v\(levels)")
        XCTAssertEqual(last.depth, levels)
        XCTAssertEqual(last.parentIndex, levels - 1)
        XCTAssertEqual(last.center, Point(x: Double(levels), y: 1))
    }

    func testDecomposedIsTheSnapshotTransformDecomposed() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let v = View(name: "v", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        try scene.root.addSubview(v)
        // scale (2, 3), then rotate by 0.3, then translate (5, -7): a = 2 cos 0.3, b = 2 sin 0.3,
        // so scaleX = hypot(a, b) = 2, rotation = atan2(b, a) = 0.3, scaleY = det / scaleX =
        // (2 * 3) / 2 = 3, translation (5, -7).
        v.transform = AffineTransform(scaleX: 2, y: 3)
            .then(AffineTransform(rotationAngle: 0.3))
            .then(AffineTransform(translationX: 5, y: -7))
        let d = try XCTUnwrap(scene.snapshot()["v"]).decomposed
        XCTAssertEqual(d.scaleX, 2, accuracy: 1e-12)
        XCTAssertEqual(d.scaleY, 3, accuracy: 1e-12)
        XCTAssertEqual(d.rotation, 0.3, accuracy: 1e-12)
        XCTAssertEqual(d.translateX, 5, accuracy: 1e-12)
        XCTAssertEqual(d.translateY, -7, accuracy: 1e-12)
        // The root keeps the identity: scale 1, rotation 0, no translation.
        XCTAssertEqual(try XCTUnwrap(scene.snapshot()["root"]).decomposed, DecomposedTransform.identity)
    }

    func testALayoutHookDeepInTheTreeRunsWhenItsSizeChanges() throws {
        let outer = View(name: "outer", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let inner = View(name: "inner", frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let scene = try Scene.nesting(outer, inner, width: 100, height: 100)
        scene.layoutIfNeeded() // no hook anywhere: nothing to run
        var seen: [Double] = []
        inner.layoutSubviews = { view in
            seen.append(view.bounds.size.width)
            view.cornerRadius = view.bounds.size.height / 2
        }
        scene.layoutIfNeeded() // first pass with the hook: it runs once (no size seen yet)
        XCTAssertEqual(seen, [20])
        XCTAssertEqual(inner.cornerRadius, 10)
        scene.layoutIfNeeded() // same size, no request: it does not run again
        XCTAssertEqual(seen, [20])
        inner.bounds = Rect(x: 0, y: 0, width: 30, height: 40)
        scene.layoutIfNeeded()
        XCTAssertEqual(seen, [20, 30])
        XCTAssertEqual(inner.cornerRadius, 20)
        inner.setNeedsLayout()
        scene.layoutIfNeeded()
        XCTAssertEqual(seen, [20, 30, 30])
    }
}
