import KinemaCore
import XCTest

@testable import Kinema

/// A small subtree that leaves the tree has its constraints taken out of the solver at the next
/// pass, instead of the solver being rebuilt from every active constraint. The outcome must be
/// the rebuild's: the same frames, the same constraints deactivated, the same diagnostics in the
/// same order.
final class DepartureTests: XCTestCase {
    /// A scene of `blocks` containers (each with up to two children pinned inside it) at 3 pt per
    /// index from the root's left (some also 3 pt right of the previous block), with tops that
    /// prefer 15 pt per index (at 250) and must be at least 2 pt below the previous block's bottom,
    /// optional links between blocks' heights, and a vertical fill stack of arranged views with
    /// intrinsic heights. Every layout it can reach by removals has a unique optimum (every
    /// preference can hold, and the stack's arranged views take their intrinsic heights), so
    /// that any correct solver state gives the same frames.
    private func makeScene(seed: UInt64, blocks: Int) throws -> (Scene, [String: View]) {
        var random = SplitMix64(seed: seed)
        let scene = Scene(size: Size(width: 375, height: 667))
        let root = scene.root
        var views: [String: View] = [:]
        var parents: [View] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<blocks {
            let p = View(name: "p\(i)")
            try root.addSubview(p)
            views[p.name] = p
            p.translatesAutoresizingMaskIntoConstraints = false
            constraints += [
                p.leftAnchor.constraint(equalTo: root.leftAnchor, constant: Double(3 * i)),
                p.widthAnchor.constraint(equalToConstant: Double(20 + i)),
                p.heightAnchor.constraint(equalToConstant: 10),
                p.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(15 * i)).withPriority(250)
            ]
            if let previous = parents.last {
                constraints.append(p.topAnchor.constraint(greaterThanOrEqualTo: previous.bottomAnchor, constant: 2))
                if random.next() % 2 == 0 {
                    constraints.append(p.leftAnchor.constraint(equalTo: previous.leftAnchor, constant: 3))
                }
            }
            for j in 0..<Int(random.next() % 3) {
                let c = View(name: "p\(i)c\(j)")
                try p.addSubview(c)
                views[c.name] = c
                c.translatesAutoresizingMaskIntoConstraints = false
                constraints += [
                    c.leftAnchor.constraint(equalTo: p.leftAnchor, constant: 2),
                    c.topAnchor.constraint(equalTo: p.topAnchor, constant: Double(1 + 3 * j)),
                    c.widthAnchor.constraint(equalTo: p.widthAnchor, constant: -4),
                    c.heightAnchor.constraint(equalToConstant: 2)
                ]
            }
            parents.append(p)
        }
        // Optional links across blocks (every height is 10 already, so they always hold).
        for _ in 0..<blocks {
            let a = parents[Int(random.next() % UInt64(blocks))]
            let b = parents[Int(random.next() % UInt64(blocks))]
            if a !== b { constraints.append(a.heightAnchor.constraint(equalTo: b.heightAnchor).withPriority(500)) }
        }
        let stack = View(name: "stack")
        try root.addSubview(stack)
        views[stack.name] = stack
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.stackConfiguration = StackConfiguration(
            axis: .vertical, distribution: .fill, alignment: .fill, spacing: 1)
        constraints += [
            stack.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 200),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100)
        ]
        for k in 0..<8 {
            let v = View(name: "s\(k)")
            v.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: Double(10 + k))
            try stack.addArrangedSubview(v)
            views[v.name] = v
        }
        try LayoutConstraint.activate(constraints)
        scene.layoutIfNeeded()
        return (scene, views)
    }

    /// Every view's frame in the tree, by name, and the diagnostics' texts.
    private func state(of scene: Scene) -> ([String: Rect], [String]) {
        var frames: [String: Rect] = [:]
        for v in scene.root.subtree { frames[v.name] = v.frame }
        return (frames, scene.diagnostics.map { "\($0.error)" })
    }

    private func assertSame(_ a: Scene, _ b: Scene, _ step: String, file: StaticString = #filePath, line: UInt = #line)
    {
        let (framesA, diagnosticsA) = state(of: a)
        let (framesB, diagnosticsB) = state(of: b)
        XCTAssertEqual(framesA.keys.sorted(), framesB.keys.sorted(), step, file: file, line: line)
        for (name, frame) in framesA {
            guard let other = framesB[name] else { continue }
            for (x, y) in [
                (frame.minX, other.minX), (frame.minY, other.minY), (frame.width, other.width),
                (frame.height, other.height)
            ] {
                XCTAssertEqual(
                    x, y, accuracy: 1e-9, "\(step): \(name) \(frame) against \(other)", file: file, line: line)
            }
        }
        XCTAssertEqual(diagnosticsA, diagnosticsB, step, file: file, line: line)
        XCTAssertEqual(a.activeConstraints.count, b.activeConstraints.count, step, file: file, line: line)
    }

    /// Views (blocks, children, arranged views, the stack itself) removed one at a time with a
    /// layout pass after each, against a twin whose solver is rebuilt after every removal.
    func testRemovalsOneAtATimeMatchARebuild() throws {
        for seed: UInt64 in [1, 2, 3] {
            let (incremental, viewsA) = try makeScene(seed: seed, blocks: 12)
            let (rebuilt, viewsB) = try makeScene(seed: seed, blocks: 12)
            assertSame(incremental, rebuilt, "seed \(seed), before")
            var random = SplitMix64(seed: seed &+ 100)
            var names = viewsA.keys.sorted()
            for step in 0..<16 {
                let name = names.remove(at: Int(random.next() % UInt64(names.count)))
                guard let a = viewsA[name], let b = viewsB[name], a.scene != nil else { continue }
                a.removeFromSuperview()
                b.removeFromSuperview()
                rebuilt.layoutSystemStorage?.setNeedsRebuild()
                incremental.layoutIfNeeded()
                rebuilt.layoutIfNeeded()
                assertSame(incremental, rebuilt, "seed \(seed), step \(step), \(name) removed")
            }
            let system = try XCTUnwrap(incremental.layoutSystemStorage)
            XCTAssertGreaterThan(system.departuresWithdrawn, 0, "the removals took the incremental path")
            XCTAssertEqual(
                system.itemList.count, system.itemList.filter { $0.view.scene === incremental }.count,
                "no item of a removed view is left")
        }
    }

    /// A block removed with its children and added back elsewhere before the next pass keeps
    /// the constraints inside it (they name views that are in the tree again): the pass rebuilds,
    /// since they were written along the old superview chain.
    func testASubtreeAddedBackBeforeThePassKeepsItsInnerConstraints() throws {
        let (scene, views) = try makeScene(seed: 7, blocks: 6)
        let (twin, twinViews) = try makeScene(seed: 7, blocks: 6)
        let block = try XCTUnwrap(views["p2"]), twinBlock = try XCTUnwrap(twinViews["p2"])
        let host = try XCTUnwrap(views["p4"]), twinHost = try XCTUnwrap(twinViews["p4"])
        block.removeFromSuperview()
        try host.addSubview(block)
        try twinHost.addSubview(twinBlock)
        scene.layoutIfNeeded()
        twin.layoutIfNeeded()
        assertSame(scene, twin, "p2 removed and added to p4, against p2 moved to p4")
        let innerNames = block.subviews.map(\.name)
        for name in innerNames {
            let child = try XCTUnwrap(views[name])
            XCTAssertEqual(child.frame.minX, 2, accuracy: 1e-9, "\(name) still pinned inside its block")
        }
    }

    /// A view that leaves one scene and is laid out in another before the first scene's next
    /// pass: that pass drops its variables there without touching what the other scene's layout
    /// system keeps in the view, which then still finds its own variables.
    func testAViewThatMovesToAnotherSceneKeepsItsPlaceThere() throws {
        let (first, views) = try makeScene(seed: 11, blocks: 5)
        // Ten views first, so that the traveller's place among the second scene's views differs
        // from its place in the first's.
        let second = Scene(size: Size(width: 200, height: 100))
        var filler = View(name: "filler")
        for k in 0..<10 {
            filler = View(name: "filler\(k)")
            try second.root.addSubview(filler)
            try LayoutConstraint.activate([
                filler.leftAnchor.constraint(equalTo: second.root.leftAnchor),
                filler.topAnchor.constraint(equalTo: second.root.topAnchor),
                filler.widthAnchor.constraint(equalToConstant: 5),
                filler.heightAnchor.constraint(equalToConstant: 5)
            ])
        }
        second.layoutIfNeeded()
        let traveller = try XCTUnwrap(views["p1"])
        traveller.removeFromSuperview()
        try second.root.addSubview(traveller)
        try LayoutConstraint.activate([
            traveller.leftAnchor.constraint(equalTo: filler.rightAnchor, constant: 7),
            traveller.topAnchor.constraint(equalTo: second.root.topAnchor, constant: 9),
            traveller.widthAnchor.constraint(equalToConstant: 30),
            traveller.heightAnchor.constraint(equalToConstant: 40)
        ])
        second.layoutIfNeeded()
        first.layoutIfNeeded()
        let firstSystem = try XCTUnwrap(first.layoutSystemStorage)
        XCTAssertFalse(firstSystem.itemList.contains { $0.view === traveller })
        XCTAssertGreaterThan(firstSystem.departuresWithdrawn, 0)
        // Another pass in the second scene, after a change that makes it re-solve the view.
        try second.activeConstraints.first { $0.firstAnchor.item.view === traveller && $0.constant == 30 }?.setConstant(
            31)
        second.layoutIfNeeded()
        XCTAssertEqual(traveller.frame, Rect(x: 12, y: 9, width: 31, height: 40))
        let secondSystem = try XCTUnwrap(second.layoutSystemStorage)
        XCTAssertEqual(secondSystem.itemList.filter { $0.view === traveller }.count, 1)
    }

    /// The same, with the view at the same place among both scenes' views (the first in each):
    /// its place is all that tells the two layout systems' items apart, so the first scene's pass
    /// must leave it alone because the view is in another scene (else the second scene gives the
    /// view a second set of variables the next time it builds a constraint on it).
    func testAViewThatMovesToTheSamePlaceInAnotherSceneKeepsIt() throws {
        let first = Scene(size: Size(width: 200, height: 100))
        let second = Scene(size: Size(width: 200, height: 100))
        let traveller = View(name: "traveller")
        try first.root.addSubview(traveller)
        try LayoutConstraint.activate([traveller.widthAnchor.constraint(equalToConstant: 3)])
        first.layoutIfNeeded()
        traveller.removeFromSuperview()
        try second.root.addSubview(traveller)
        let width = traveller.widthAnchor.constraint(equalToConstant: 30)
        try LayoutConstraint.activate([
            traveller.leftAnchor.constraint(equalTo: second.root.leftAnchor, constant: 7),
            traveller.topAnchor.constraint(equalTo: second.root.topAnchor, constant: 9),
            width,
            traveller.heightAnchor.constraint(equalToConstant: 40)
        ])
        second.layoutIfNeeded()
        first.layoutIfNeeded()
        XCTAssertEqual(first.layoutSystemStorage?.departuresWithdrawn, 1)
        // A new constraint on the view: building it looks the view's variables up.
        width.deactivate()
        try traveller.widthAnchor.constraint(equalToConstant: 31).activate()
        second.layoutIfNeeded()
        XCTAssertEqual(traveller.frame, Rect(x: 7, y: 9, width: 31, height: 40))
        let secondSystem = try XCTUnwrap(second.layoutSystemStorage)
        XCTAssertEqual(secondSystem.itemList.filter { $0.view === traveller }.count, 1)
    }

    /// Once the removed views' items outnumber the items in use (by more than the departure
    /// limit), the pass rebuilds instead (the solver keeps the variables of the items it drops),
    /// and the count starts again; without that, 190 removals from 200 views would leave 190.
    func testDroppedItemsAreBoundedByARebuild() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        var views: [View] = []
        for i in 0..<200 {
            let v = View(name: "v\(i)")
            try scene.root.addSubview(v)
            try LayoutConstraint.activate([
                v.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: Double(i)),
                v.topAnchor.constraint(equalTo: scene.root.topAnchor),
                v.widthAnchor.constraint(equalToConstant: 1),
                v.heightAnchor.constraint(equalToConstant: 1)
            ])
            views.append(v)
        }
        scene.layoutIfNeeded()
        let system = try XCTUnwrap(scene.layoutSystemStorage)
        for (k, v) in views.prefix(190).enumerated() {
            v.removeFromSuperview()
            scene.layoutIfNeeded()
            XCTAssertLessThanOrEqual(
                system.droppedItems, system.itemList.count + LayoutSystem.departureLimit, "after \(k + 1) removals")
            XCTAssertEqual(system.itemList.count, 199 - k)
        }
        XCTAssertGreaterThan(system.departuresWithdrawn, 100)
        XCTAssertEqual(views[199].frame, Rect(x: 199, y: 0, width: 1, height: 1))
        XCTAssertEqual(scene.activeConstraints.count, 40)
        // Each removal deactivated four constraints and reported why, as a rebuild would.
        XCTAssertEqual(scene.diagnostics.count, 190 * 4)
    }

    /// A transition's old picture of a large subtree (more than the 64 views past which a
    /// departure rebuilds the solver) goes without a rebuild: nothing constrains the copies. A
    /// constrained original of the same size still rebuilds when it leaves.
    func testAnOldPictureLeavesWithoutARebuild() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let panel = View(name: "panel", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        try scene.root.addSubview(panel)
        for i in 0..<100 {
            try panel.addSubview(View(name: "cell\(i)", frame: Rect(x: 0, y: Double(i), width: 10, height: 1)))
        }
        panel.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([
            panel.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 5),
            panel.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 6),
            panel.widthAnchor.constraint(equalToConstant: 200),
            panel.heightAnchor.constraint(equalToConstant: 200)
        ])
        scene.layoutIfNeeded()
        let system = try XCTUnwrap(scene.layoutSystemStorage)
        let before = system.rebuilds
        var fade = TransitionAnimation(style: .fade)
        fade.duration = 1
        try panel.addAnimation(fade, forKey: "transition")
        scene.layoutIfNeeded()
        try scene.advance(to: 1) // the old picture (101 views) leaves
        XCTAssertEqual(scene.root.subviews.map(\.name), ["panel"])
        scene.layoutIfNeeded()
        XCTAssertEqual(system.rebuilds, before)
        XCTAssertEqual(panel.frame, Rect(x: 5, y: 6, width: 200, height: 200))
        panel.removeFromSuperview()
        scene.layoutIfNeeded()
        XCTAssertEqual(system.rebuilds, before + 1)
    }

    /// A view moved from the scene into a view in no scene leaves the scene as a removal does:
    /// the constraints naming it are deactivated at the next pass, and the scene's count of
    /// views follows (the UIKit fuzz target found both missing: the count is checked by the
    /// checked build's snapshot).
    func testMovingAViewOutOfTheSceneIsADeparture() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let traveller = View(name: "traveller")
        try scene.root.addSubview(traveller)
        let width = traveller.widthAnchor.constraint(equalToConstant: 50)
        try LayoutConstraint.activate([width, traveller.leftAnchor.constraint(equalTo: scene.root.leftAnchor)])
        scene.layoutIfNeeded()
        XCTAssertEqual(scene.snapshot().views.count, 2)
        let elsewhere = View(name: "elsewhere")
        try elsewhere.addSubview(traveller)
        XCTAssertNil(traveller.scene)
        scene.layoutIfNeeded()
        XCTAssertFalse(width.isActive)
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root"])
        XCTAssertEqual(scene.frameCounts?.entries ?? scene.root.subtreeCount(), 1)
    }
}
