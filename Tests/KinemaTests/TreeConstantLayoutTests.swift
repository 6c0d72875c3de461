import KinemaCore
import XCTest

@testable import Kinema

/// An attribute is expressed in the coordinates of the views' nearest common ancestor, so the
/// bounds origins on the way enter a constraint as constants, and so does the root's size for
/// its edges and lengths. They must be the values of now: a change is followed at the next pass,
/// whatever happened to the solver before.
final class TreeConstantLayoutTests: XCTestCase {
    /// A scene with a container at (10, 20), 200 x 200, holding `inner`, and `marker`, the
    /// container's sibling, at (50, 60), 5 x 5.
    private func containerScene() throws -> (scene: Scene, container: View, marker: View, inner: View) {
        let scene = Scene(size: Size(width: 375, height: 667))
        let container = View(name: "container", frame: Rect(x: 10, y: 20, width: 200, height: 200))
        let marker = View(name: "marker", frame: Rect(x: 50, y: 60, width: 5, height: 5))
        let inner = View(name: "inner")
        try scene.root.addSubview(container)
        try scene.root.addSubview(marker)
        try container.addSubview(inner)
        return (scene, container, marker, inner)
    }

    /// A container at (10, 20) holds `inner`; `marker` is the container's sibling at (50, 60).
    /// `inner.leading == marker.leading` and `inner.top == container.top + 10`, so in root
    /// coordinates `inner` starts where `marker` does, and 10 pt below the container's bounds
    /// top. With bounds origin (bx, by), a point p of the container is at p - (bx, by) + (10, 20)
    /// in the root, so: inner.minX = 50 - 10 + bx, inner.minY = by + 10.
    func testACrossingConstraintFollowsTheBoundsOrigin() throws {
        let (scene, container, marker, inner) = try containerScene()
        try LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: marker.leadingAnchor),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 40)
        ])
        scene.layoutIfNeeded()
        XCTAssertEqual(inner.frame, Rect(x: 40, y: 10, width: 30, height: 40))
        for (bx, by) in [(30.0, 45.0), (-12.5, 0.0), (0.0, 300.0)] {
            container.boundsOrigin = Point(x: bx, y: by)
            scene.layoutIfNeeded()
            XCTAssertEqual(
                inner.frame, Rect(x: 40 + bx, y: by + 10, width: 30, height: 40), "bounds origin \(bx), \(by)")
            // The same, by the geometry: inner's origin in the root is marker's x.
            let corner = try XCTUnwrap(container.convert(inner.frame.origin, to: scene.root))
            XCTAssertEqual(corner.x, 50, accuracy: 1e-12)
            XCTAssertEqual(corner.y, 20 + 10, accuracy: 1e-12)
        }
        XCTAssertTrue(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    /// `inner` is pinned both to a sibling inside the container (at x = 40 there, which no
    /// bounds origin moves) and to `marker` outside it (x = 50 - 10 + bx in the container). They
    /// agree while bx = 0; with bx = 5 the constraint to `marker`, whose constant changes, can no
    /// longer hold: it is deactivated and reported, and `inner` stays at x = 40. A rebuild leaves
    /// out the same constraint (it comes later in the activation order).
    func testAConstantThatNoLongerFitsIsDeactivatedAndReported() throws {
        let (scene, container, marker, inner) = try containerScene()
        let sibling = View(name: "sibling", frame: Rect(x: 40, y: 0, width: 5, height: 5))
        try container.addSubview(sibling)
        let crossing = inner.leadingAnchor.constraint(equalTo: marker.leadingAnchor)
        try LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: sibling.leadingAnchor),
            crossing,
            inner.topAnchor.constraint(equalTo: container.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 40)
        ])
        scene.layoutIfNeeded()
        XCTAssertEqual(inner.frame.minX, 40)
        XCTAssertTrue(scene.diagnostics.isEmpty)
        container.boundsOrigin = Point(x: 5, y: 0)
        scene.layoutIfNeeded()
        XCTAssertEqual(inner.frame.minX, 40)
        XCTAssertFalse(crossing.isActive)
        XCTAssertEqual(scene.activeConstraints.count, 4)
        XCTAssertEqual(scene.diagnostics.map { $0.error as? SceneError }, [.unsatisfiable(crossing.description)])
        scene.layoutSystemStorage?.setNeedsRebuild()
        scene.layoutIfNeeded()
        XCTAssertEqual(inner.frame.minX, 40)
        XCTAssertEqual(scene.activeConstraints.count, 4)
    }

    /// A container whose bounds origin changed in one scene leaves it for another before the
    /// first scene's pass: a later change in the second scene still reaches that scene's
    /// constraints.
    func testAContainerMovedToAnotherSceneKeepsBeingFollowed() throws {
        let first = Scene(size: Size(width: 375, height: 667))
        let second = Scene(size: Size(width: 375, height: 667))
        let container = View(name: "container", frame: Rect(x: 10, y: 20, width: 200, height: 200))
        let marker = View(name: "marker", frame: Rect(x: 50, y: 60, width: 5, height: 5))
        let inner = View(name: "inner")
        try first.root.addSubview(container)
        try container.addSubview(inner)
        try LayoutConstraint.activate([inner.widthAnchor.constraint(equalToConstant: 1)])
        first.layoutIfNeeded()
        container.boundsOrigin = Point(x: 1, y: 1)
        container.removeFromSuperview()
        try second.root.addSubview(container)
        try second.root.addSubview(marker)
        try LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: marker.leadingAnchor),
            inner.topAnchor.constraint(equalTo: marker.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 1)
        ])
        second.layoutIfNeeded()
        // inner.min = marker - container origin + bounds origin = (50 - 10 + 1, 60 - 20 + 1).
        XCTAssertEqual(inner.frame.origin, Point(x: 41, y: 41))
        container.boundsOrigin = Point(x: 7, y: 9)
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        XCTAssertEqual(inner.frame.origin, Point(x: 47, y: 49))
        XCTAssertTrue(second.diagnostics.isEmpty, "\(second.diagnostics)")
        XCTAssertEqual(first.diagnostics.count, 1, "\(first.diagnostics)")
    }

    /// Views on the root's safe-area guide and on a subview's, as the safe areas change (a
    /// rotation, a sheet sliding under the home indicator): `top` sits on the root guide's top
    /// and leading edges, `bottom` on the panel guide's bottom edge. With root insets (t, l, b, r)
    /// and panel insets (pt, pl, pb, pr), top = (l, t) and bottom's maxY = 300 - pb (the panel is
    /// 300 tall at y = 100). The solver is never rebuilt, and a rebuild gives the same frames.
    func testSafeAreaGuidesFollowTheInsets() throws {
        let scene = Scene(size: Size(width: 400, height: 800))
        let panel = View(name: "panel", frame: Rect(x: 0, y: 100, width: 400, height: 300))
        let top = View(name: "top")
        let bottom = View(name: "bottom")
        try scene.root.addSubview(panel)
        try scene.root.addSubview(top)
        try panel.addSubview(bottom)
        try LayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: scene.root.safeAreaAnchor(.top)),
            top.leadingAnchor.constraint(equalTo: scene.root.safeAreaAnchor(.leading)),
            top.widthAnchor.constraint(equalToConstant: 10),
            top.heightAnchor.constraint(equalToConstant: 10),
            bottom.bottomAnchor.constraint(equalTo: panel.safeAreaAnchor(.bottom)),
            bottom.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            bottom.widthAnchor.constraint(equalToConstant: 20),
            bottom.heightAnchor.constraint(equalToConstant: 20)
        ])
        scene.layoutIfNeeded()
        let system = try XCTUnwrap(scene.layoutSystemStorage)
        let rebuilds = system.rebuilds
        for (root, pb) in [
            (EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), 0.0),
            (EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), 4.0),
            (EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), 34.0)
        ] {
            scene.root.safeAreaInsets = root
            panel.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: pb, right: 0)
            scene.layoutIfNeeded()
            XCTAssertEqual(top.frame.origin, Point(x: root.left, y: root.top))
            XCTAssertEqual(bottom.frame.maxY, 300 - pb)
            XCTAssertEqual(system.rebuilds, rebuilds, "updated in place")
            system.setNeedsRebuild()
            scene.layoutIfNeeded()
            XCTAssertEqual(top.frame.origin, Point(x: root.left, y: root.top))
            XCTAssertEqual(bottom.frame.maxY, 300 - pb)
            system.rebuilds = rebuilds
        }
        XCTAssertTrue(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    /// A vertical fill stack starts its first arranged view at its own top edge, which in its
    /// coordinates is its bounds origin's y.
    func testAStackFollowsItsBoundsOrigin() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let stack = View(name: "stack")
        try scene.root.addSubview(stack)
        stack.stackConfiguration = StackConfiguration(
            axis: .vertical, distribution: .fill, alignment: .fill, spacing: 2)
        let views = (0..<3).map { View(name: "a\($0)") }
        for (k, v) in views.enumerated() {
            v.intrinsicContentSize = Size(width: 20, height: Double(10 + k))
            try stack.addArrangedSubview(v)
        }
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: scene.root.topAnchor)
        ])
        scene.layoutIfNeeded()
        stack.boundsOrigin = Point(x: 7, y: 100)
        scene.layoutIfNeeded()
        // Heights 10, 11, 12 with 2 pt between, from y = 100; x = 7 across the 20 pt column.
        XCTAssertEqual(views.map(\.frame.minY), [100, 112, 125])
        XCTAssertEqual(views.map(\.frame.minX), [7, 7, 7])
        XCTAssertEqual(stack.frame, Rect(x: 0, y: 0, width: 20, height: 37))
    }

    /// A view across the root (leading 10, trailing -10), centred vertically and a third of its
    /// height tall: after the root is resized to W x H, the view is W - 20 wide at x = 10, and
    /// H / 3 tall around y = H / 2.
    func testConstraintsOnTheRootFollowItsSize() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let v = View(name: "v")
        try scene.root.addSubview(v)
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            v.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -10),
            v.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor),
            v.heightAnchor.constraint(equalTo: scene.root.heightAnchor, multiplier: 1.0 / 3.0)
        ])
        for (w, h) in [(375.0, 667.0), (667.0, 375.0), (320.0, 480.0)] {
            scene.root.bounds = Rect(x: 0, y: 0, width: w, height: h)
            scene.layoutIfNeeded()
            let height = h * (1.0 / 3.0)
            XCTAssertEqual(v.frame.minX, 10)
            XCTAssertEqual(v.frame.width, w - 20, accuracy: 1e-12)
            XCTAssertEqual(v.frame.height, height, accuracy: 1e-12)
            XCTAssertEqual(v.frame.midY, h / 2, accuracy: 1e-12)
        }
        XCTAssertTrue(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    /// A root that is a horizontal fillEqually stack of four views gives each a quarter of its
    /// width, whatever its width is now.
    func testARootStackFollowsTheRootsSize() throws {
        let scene = Scene(size: Size(width: 400, height: 100))
        scene.root.stackConfiguration = StackConfiguration(
            axis: .horizontal, distribution: .fillEqually, alignment: .fill, spacing: 0)
        let views = (0..<4).map { View(name: "a\($0)") }
        for v in views { try scene.root.addArrangedSubview(v) }
        scene.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.width), [100, 100, 100, 100])
        scene.root.bounds = Rect(x: 0, y: 0, width: 200, height: 50)
        scene.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.width), [50, 50, 50, 50])
        XCTAssertEqual(views.map(\.frame.minX), [0, 50, 100, 150])
        XCTAssertEqual(views.map(\.frame.height), [50, 50, 50, 50])
    }

    /// Nested containers with random bounds origins, and required constraints between views at
    /// every depth and to the root's edges and height (so every layout has one solution), in a
    /// root whose size changes every other round. After each round of changes and a pass, a
    /// rebuild of the same solver must give
    /// the same frames.
    func testRandomTreeChangesMatchARebuild() throws {
        for seed: UInt64 in [1, 2, 3] {
            var random = SplitMix64(seed: seed)
            func coin(_ n: UInt64) -> Int { Int(random.next() % n) }
            let scene = Scene(size: Size(width: 375, height: 667))
            var all: [View] = [scene.root]
            var constraints: [LayoutConstraint] = []
            for i in 0..<18 {
                let parent = all[coin(UInt64(all.count))]
                let v = View(name: "v\(i)")
                try parent.addSubview(v)
                // Pinned to an earlier view anywhere in the tree, so constraints cross containers.
                let other = all[coin(UInt64(all.count))]
                constraints += [
                    v.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: Double(coin(40))),
                    v.topAnchor.constraint(equalTo: other.bottomAnchor, constant: Double(coin(40)) - 20),
                    v.widthAnchor.constraint(equalToConstant: Double(20 + coin(50))),
                    v.heightAnchor.constraint(equalTo: other.heightAnchor, multiplier: 0.5, constant: 4)
                ]
                all.append(v)
            }
            try LayoutConstraint.activate(constraints)
            scene.layoutIfNeeded()
            for round in 0..<6 {
                for _ in 0..<3 {
                    let v = all[1 + coin(UInt64(all.count - 1))]
                    v.boundsOrigin = Point(x: Double(coin(60)) - 30, y: Double(coin(60)) - 30)
                }
                if round % 2 == 1 {
                    scene.root.bounds = Rect(
                        x: 0, y: 0, width: Double(300 + coin(200)), height: Double(500 + coin(300)))
                }
                scene.layoutIfNeeded()
                let frames = all.map(\.frame)
                scene.layoutSystemStorage?.setNeedsRebuild()
                scene.layoutIfNeeded()
                for (v, frame) in zip(all, frames) {
                    for (x, y) in [
                        (frame.minX, v.frame.minX), (frame.minY, v.frame.minY), (frame.width, v.frame.width),
                        (frame.height, v.frame.height)
                    ] {
                        XCTAssertEqual(x, y, accuracy: 1e-9, "seed \(seed), round \(round): \(v.name)")
                    }
                }
            }
            XCTAssertTrue(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
            XCTAssertEqual(scene.activeConstraints.count, constraints.count)
        }
    }
}

/// A view whose bounds origin no constraint holds asks for no layout pass when it moves: its
/// subviews' constraints are in its own coordinates, whatever its origin.
final class UnheldBoundsOriginTests: XCTestCase {
    func testMovingAnUnheldOriginNeedsNoPass() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let list = View(name: "list", frame: Rect(x: 0, y: 0, width: 375, height: 600))
        let first = View(name: "first"), second = View(name: "second")
        try scene.root.addSubview(list)
        try list.addSubview(first)
        try list.addSubview(second)
        // Sibling to sibling: the common ancestor is the list, and no anchor is the list's own.
        try LayoutConstraint.activate([
            first.topAnchor.constraint(equalTo: second.bottomAnchor, constant: 8),
            first.leadingAnchor.constraint(equalTo: second.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 100), first.heightAnchor.constraint(equalToConstant: 20),
            second.widthAnchor.constraint(equalToConstant: 100), second.heightAnchor.constraint(equalToConstant: 20)
        ])
        scene.layoutIfNeeded()
        let system = try XCTUnwrap(scene.layoutSystemStorage)
        XCTAssertFalse(system.boundsOriginIsHeld(by: list))
        list.boundsOrigin = Point(x: 0, y: 250)
        XCTAssertFalse(scene.needsLayout, "no constraint holds the list's origin")
        // The frames move with the origin all the same: second's centre (50, 10) in the list's
        // content is at 10 - 250 in the root.
        XCTAssertEqual(try XCTUnwrap(scene.snapshot()["second"]).center.y, 10 - 250)

        // A constraint to the list's own edge holds it: the pass follows the origin.
        try LayoutConstraint.activate([second.topAnchor.constraint(equalTo: list.topAnchor, constant: 5)])
        scene.layoutIfNeeded()
        XCTAssertTrue(system.boundsOriginIsHeld(by: list))
        list.boundsOrigin = Point(x: 0, y: 100)
        XCTAssertTrue(scene.needsLayout)
        scene.layoutIfNeeded()
        // The list's top edge in its own coordinates is its origin: second sits 5 below it.
        XCTAssertEqual(second.frame.minY, 105)
        // A view between an anchor and the common ancestor holds it too.
        let inner = View(name: "inner", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let deep = View(name: "deep")
        try first.addSubview(inner)
        try inner.addSubview(deep)
        try LayoutConstraint.activate([
            deep.leadingAnchor.constraint(equalTo: second.leadingAnchor),
            deep.topAnchor.constraint(equalTo: second.topAnchor),
            deep.widthAnchor.constraint(equalToConstant: 1), deep.heightAnchor.constraint(equalToConstant: 1)
        ])
        scene.layoutIfNeeded()
        XCTAssertTrue(system.boundsOriginIsHeld(by: inner))
        XCTAssertTrue(system.boundsOriginIsHeld(by: first))
        XCTAssertFalse(system.boundsOriginIsHeld(by: deep))
    }
}
