import KinemaDerivations
import XCTest
@testable import Kinema
@testable import KinemaLayout
import KinemaWorkloads

/// A layout's result, and the work it costs, do not depend on the order in which its constraints
/// arrive. Each shape is built in its natural order and in random permutations (SplitMix64,
/// Fisher-Yates); every optimum below is unique, so every order must give the frames derived in
/// the comments, within 1e-9. Shapes made of the user's constraints are permuted as they are
/// activated; stacks, whose constraints the scene generates, are permuted at the solver: the
/// solver constraints a stack scene made are added to new solvers in random orders.
final class LayoutOrderTests: XCTestCase {
    /// `items` shuffled by Fisher-Yates with SplitMix64 steps (`seed` 0: unchanged).
    private func permuted<T>(_ items: [T], seed: UInt64) -> [T] {
        guard seed != 0 else { return items }
        var generator = Derivation.SplitMix64(seed: seed)
        var result = items
        for i in stride(from: result.count - 1, to: 0, by: -1) {
            let j = Int(generator.next() % UInt64(i + 1))
            result.swapAt(i, j)
        }
        return result
    }

    private let seeds: [UInt64] = [0, 1, 2, 3, 4, 5, 6, 7]

    /// The view's frame in its root's coordinates (the scene must still be alive).
    private func frame(_ v: View) -> Rect {
        Rect(origin: v.convert(Point(x: 0, y: 0), to: nil) ?? Point(x: .nan, y: .nan), size: v.bounds.size)
    }

    private func assertFrame(_ v: View, _ expected: Rect, _ what: String, line: UInt = #line) {
        XCTAssertNotNil(v.superview, "\(what) \(v.name) is in its scene", line: line)
        let f = frame(v)
        XCTAssertEqual(f.minX, expected.minX, accuracy: 1e-9, "\(what) \(v.name) minX", line: line)
        XCTAssertEqual(f.minY, expected.minY, accuracy: 1e-9, "\(what) \(v.name) minY", line: line)
        XCTAssertEqual(f.width, expected.width, accuracy: 1e-9, "\(what) \(v.name) width", line: line)
        XCTAssertEqual(f.height, expected.height, accuracy: 1e-9, "\(what) \(v.name) height", line: line)
    }

    /// A scene of `n` views under the root (made by `configure`), the constraints `make` returns
    /// activated one by one in the permutation of `seed`, and one layout pass. The views are laid
    /// out by constraints only from the start, as a scene file's are (a view whose first
    /// constraint names it second would otherwise keep its autoresizing frame until then).
    private func scene(
        views n: Int, seed: UInt64, configure: (View) -> Void = { _ in },
        _ make: (Scene, [View]) -> [LayoutConstraint]
    ) throws -> (Scene, [View]) {
        let scene = Scene(size: Size(width: 375, height: 667))
        let views = (0..<n).map { View(name: "v\($0)") }
        for v in views {
            v.translatesAutoresizingMaskIntoConstraints = false
            configure(v)
            try scene.root.addSubview(v)
        }
        for c in permuted(make(scene, views), seed: seed) { try c.activate() }
        scene.layoutIfNeeded()
        return (scene, views)
    }

    // MARK: Shapes made of the user's constraints

    /// The row: view i's leading at the previous one's trailing, width 1, top at the root's top,
    /// height 2. View i sits at (i, 0), 1 x 2. Every order leaves the tableau empty: the whole row
    /// is offsets and definitions.
    func testRowInAnyOrder() throws {
        for seed in seeds {
            let (scene, views) = try self.scene(views: 12, seed: seed) { scene, views in
                ScaleLayout.row(views, in: scene.root).flatMap { $0 }
            }
            for (i, v) in views.enumerated() {
                assertFrame(v, Rect(x: Double(i), y: 0, width: 1, height: 2), "seed \(seed)")
            }
            XCTAssertEqual(scene.layoutSystem.solver.tableauCellCount, 0, "seed \(seed)")
            XCTAssertEqual(scene.layoutSystem.solver.pivotCount, 0, "seed \(seed)")
        }
    }

    /// A row chained leading to trailing whose widths are intrinsic (5 x 5, hugging 250 and
    /// compression resistance 750 both want 5): view i at (5i, 0), 5 x 5.
    func testIntrinsicRowInAnyOrder() throws {
        for seed in seeds {
            let (scene, views) = try self.scene(
                views: 12, seed: seed,
                configure: {
                    $0.intrinsicContentSize = Size(width: 5, height: 5)
                }
            ) { scene, views in
                ScaleLayout.intrinsicRow(views, in: scene.root)
            }
            for (i, v) in views.enumerated() {
                assertFrame(v, Rect(x: 5 * Double(i), y: 0, width: 5, height: 5), "seed \(seed)")
            }
            withExtendedLifetime(scene) {} // views hold their scene weakly
        }
    }

    /// Centres chained 0.01 apart from the root's centre (187.5), widths each 1.0001 times the
    /// previous from 1, top 0, height 2: w_i = 1.0001^i, centre_i = 187.5 + 0.01 i, so
    /// minX_i = 187.5 + 0.01 i - 1.0001^i / 2.
    func testMultiplierChainInAnyOrder() throws {
        for seed in seeds {
            let (scene, views) = try self.scene(views: 12, seed: seed) { scene, views in
                ScaleLayout.multiplierChain(views, in: scene.root)
            }
            var width = 1.0
            for (i, v) in views.enumerated() {
                let center = 187.5 + 0.01 * Double(i)
                assertFrame(v, Rect(x: center - width / 2, y: 0, width: width, height: 2), "seed \(seed)")
                width *= 1.0001
            }
            withExtendedLifetime(scene) {} // views hold their scene weakly
        }
    }

    /// A 4 x 4 grid: neighbours 1 pt apart, equal widths along rows and equal heights along
    /// columns, each at least 5 x 5 and preferring 20 x 10 (priority 250), the last row and column
    /// inside the root. Everything fits (4 x 20 + 3 = 83), so view (i, j) is at (21 j, 11 i), 20 x 10.
    func testNeighbourGridInAnyOrder() throws {
        let k = 4
        for seed in seeds {
            let (scene, views) = try self.scene(views: k * k, seed: seed) { scene, views in
                ScaleLayout.neighbourGrid(views, k: k, in: scene.root, preferredHeight: 10)
            }
            for i in 0..<k {
                for j in 0..<k {
                    assertFrame(
                        views[i * k + j], Rect(x: 21 * Double(j), y: 11 * Double(i), width: 20, height: 10),
                        "seed \(seed)")
                }
            }
            withExtendedLifetime(scene) {} // views hold their scene weakly
        }
    }

    // MARK: Stacks, permuted at the solver

    /// A horizontal stack `s` of views with the given intrinsic widths (10 high), spacing 0,
    /// alignment fill, its leading and top at the root's, and its trailing at the root's too
    /// when `pinned`.
    private func stackScene(
        _ distribution: StackConfiguration.Distribution, widths: [Double],
        pinned: Bool
    ) throws -> (Scene, [View]) {
        let scene = Scene(size: Size(width: 375, height: 667))
        let stack = View(name: "s")
        try scene.root.addSubview(stack)
        stack.stackConfiguration = StackConfiguration(axis: .horizontal, distribution: distribution)
        let views = widths.enumerated().map { i, w -> View in
            let v = View(name: "v\(i)")
            v.intrinsicContentSize = Size(width: w, height: 10)
            return v
        }
        for v in views { try stack.addArrangedSubview(v) }
        var list = [
            LayoutConstraint(stack.anchor(.leading), .equal, scene.root.anchor(.leading)),
            LayoutConstraint(stack.anchor(.top), .equal, scene.root.anchor(.top))
        ]
        if pinned { list.append(LayoutConstraint(stack.anchor(.trailing), .equal, scene.root.anchor(.trailing))) }
        try LayoutConstraint.activate(list)
        scene.layoutIfNeeded()
        return (scene, views)
    }

    /// Adds the scene's solver constraints to new solvers in each permutation and checks that the
    /// views' variables (their alignment rectangles in their stack's coordinates) are `expected`.
    private func assertStack(
        _ scene: Scene, _ views: [View], _ expected: [Rect], _ what: String,
        line: UInt = #line
    ) {
        let constraints = scene.solverConstraints
        for seed in seeds.dropFirst() {
            let solver = Solver()
            do {
                for c in permuted(constraints, seed: seed) { try solver.addConstraint(c) }
            } catch {
                XCTFail("\(what) seed \(seed): \(error)", line: line)
                continue
            }
            solver.updateVariables()
            for (v, e) in zip(views, expected) {
                guard let item = scene.layoutSystem.existingItem(for: v) else { return XCTFail("no item", line: line) }
                XCTAssertEqual(item.x.value, e.minX, accuracy: 1e-9, "\(what) seed \(seed) \(v.name) x", line: line)
                XCTAssertEqual(item.w.value, e.width, accuracy: 1e-9, "\(what) seed \(seed) \(v.name) w", line: line)
                XCTAssertEqual(item.y.value, e.minY, accuracy: 1e-9, "\(what) seed \(seed) \(v.name) y", line: line)
                XCTAssertEqual(item.h.value, e.height, accuracy: 1e-9, "\(what) seed \(seed) \(v.name) h", line: line)
            }
        }
    }

    /// Checks the frames in the scene (the stack sits at the root's origin, so they equal the
    /// solver's), then the permutations.
    private func assertStackFrames(
        _ scene: Scene, _ views: [View], _ expected: [Rect], _ what: String,
        line: UInt = #line
    ) {
        for (v, e) in zip(views, expected) { assertFrame(v, e, "\(what) scene", line: line) }
        assertStack(scene, views, expected, what, line: line)
    }

    /// A free fill stack: every view takes its intrinsic width, side by side: x = 0, 10, 30, 60.
    func testFreeFillStackInAnyOrder() throws {
        let (scene, views) = try stackScene(.fill, widths: [10, 20, 30, 40], pinned: false)
        assertStackFrames(
            scene, views,
            [
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 20, height: 10),
                Rect(x: 30, y: 0, width: 30, height: 10), Rect(x: 60, y: 0, width: 40, height: 10)
            ],
            "free fill")
    }

    /// fillProportionally in 375: 375 shared 10 : 20 : 30 : 40 : 50 (of 150) gives 25, 50, 75, 100,
    /// 125 (the proportions, priority 999, outweigh hugging at 250).
    func testProportionalStackInAnyOrder() throws {
        let (scene, views) = try stackScene(.fillProportionally, widths: [10, 20, 30, 40, 50], pinned: true)
        let widths = [25.0, 50, 75, 100, 125]
        var x = 0.0
        var expected: [Rect] = []
        for w in widths {
            expected.append(Rect(x: x, y: 0, width: w, height: 10))
            x += w
        }
        assertStackFrames(scene, views, expected, "fillProportionally")
    }

    /// equalSpacing in 375: five views 10 wide leave 325 for four equal gaps of 81.25, so view i is
    /// at 91.25 i.
    func testEqualSpacingStackInAnyOrder() throws {
        let (scene, views) = try stackScene(.equalSpacing, widths: [10, 10, 10, 10, 10], pinned: true)
        assertStackFrames(
            scene, views, (0..<5).map { Rect(x: 91.25 * Double($0), y: 0, width: 10, height: 10) },
            "equalSpacing")
    }

    /// equalCentering in 375 with widths 10, 20, 30, 40, 50: the first centre is at 5 and the last
    /// at 375 - 25 = 350, so the centres are 86.25 apart: centre_i = 5 + 86.25 i, minX = centre - w/2.
    func testEqualCenteringStackInAnyOrder() throws {
        let widths = [10.0, 20, 30, 40, 50]
        let (scene, views) = try stackScene(.equalCentering, widths: widths, pinned: true)
        assertStackFrames(
            scene, views,
            widths.enumerated().map { i, w in
                Rect(x: 5 + 86.25 * Double(i) - w / 2, y: 0, width: w, height: 10)
            }, "equalCentering")
    }

    /// A vertical fillEqually stack of 3 horizontal fillEqually stacks of 3 views, pinned to the
    /// root (375 x 667): each row is 667 / 3 high, each view 125 wide; view (i, j) at
    /// (125 j, 667 i / 3) in the root, (125 j, 0) in its row.
    func testNestedStacksInAnyOrder() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let outer = View(name: "outer")
        try scene.root.addSubview(outer)
        outer.stackConfiguration = StackConfiguration(axis: .vertical, distribution: .fillEqually)
        var views: [View] = []
        for i in 0..<3 {
            let row = View(name: "row\(i)")
            try outer.addArrangedSubview(row)
            row.stackConfiguration = StackConfiguration(axis: .horizontal, distribution: .fillEqually)
            for j in 0..<3 {
                let v = View(name: "v\(i)_\(j)")
                v.intrinsicContentSize = Size(width: 10, height: 10)
                try row.addArrangedSubview(v)
                views.append(v)
            }
        }
        try LayoutConstraint.activate(LayoutConstraint.pinningEdges(of: outer, to: scene.root))
        scene.layoutIfNeeded()
        let h = 667.0 / 3
        for (index, v) in views.enumerated() {
            assertFrame(v, Rect(x: 125 * Double(index % 3), y: h * Double(index / 3), width: 125, height: h), "nested")
        }
        // In the solver each view's origin is in its row's coordinates.
        assertStack(
            scene, views, views.indices.map { Rect(x: 125 * Double($0 % 3), y: 0, width: 125, height: h) },
            "nested")
    }
}
