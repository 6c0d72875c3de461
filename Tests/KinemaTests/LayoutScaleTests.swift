import XCTest
@testable import Kinema
@testable import KinemaLayout

/// Layouts that grow: chains, stacks and deep nestings must cost work in proportion to their size
/// (counted in solver pivots and tableau cells, which are deterministic, not in seconds), and
/// deep trees must be built, laid out and freed without recursion.
final class LayoutScaleTests: XCTestCase {
    /// N views in a row: view i's leading at the previous one's trailing, width 1, top at the
    /// root's top, height 2 (the kiwisolver scale anchor's "row"). View i sits at x = i.
    private func makeRow(_ n: Int) throws -> (Scene, [View]) {
        let scene = Scene(size: Size(width: 375, height: 667))
        let views = (0..<n).map { View(name: "v\($0)") }
        for v in views { try scene.root.addSubview(v) }
        var previous = scene.root.anchor(.leading)
        for v in views {
            try LayoutConstraint(v.anchor(.leading), .equal, previous).activate()
            try LayoutConstraint(v.anchor(.width), .equal, nil, constant: 1).activate()
            try LayoutConstraint(v.anchor(.top), .equal, scene.root.anchor(.top)).activate()
            try LayoutConstraint(v.anchor(.height), .equal, nil, constant: 2).activate()
            previous = v.anchor(.trailing)
        }
        scene.layoutIfNeeded()
        return (scene, views)
    }

    /// A horizontal fillEqually stack pinned to the root's leading, trailing and top, of N views
    /// with intrinsic size 10x10 (the anchor's "stack"): each view 375 / N wide, 10 high.
    private func makeStack(_ n: Int, spacing: Double = 0) throws -> (Scene, View, [View]) {
        let scene = Scene(size: Size(width: 375, height: 667))
        let stack = View(name: "s")
        try scene.root.addSubview(stack)
        stack.stackConfiguration = StackConfiguration(axis: .horizontal, distribution: .fillEqually, spacing: spacing)
        let views = (0..<n).map { View(name: "v\($0)") }
        for v in views {
            v.intrinsicContentSize = Size(width: 10, height: 10)
            try stack.addArrangedSubview(v)
        }
        try LayoutConstraint.activate([
            LayoutConstraint(stack.anchor(.leading), .equal, scene.root.anchor(.leading)),
            LayoutConstraint(stack.anchor(.trailing), .equal, scene.root.anchor(.trailing)),
            LayoutConstraint(stack.anchor(.top), .equal, scene.root.anchor(.top))
        ])
        scene.layoutIfNeeded()
        return (scene, stack, views)
    }

    private func solver(_ scene: Scene) -> Solver { scene.layoutSystem.solver }

    func testARowOfViewsNeedsNoTableauAtAll() throws {
        let (scene, views) = try makeRow(2000)
        for (i, v) in views.enumerated() where i % 250 == 0 || i == views.count - 1 {
            XCTAssertEqual(v.frame, Rect(x: Double(i), y: 0, width: 1, height: 2))
        }
        // Every constraint is an offset between two variables (or a pin): the forest holds them.
        XCTAssertEqual(solver(scene).tableauCellCount, 0)
        XCTAssertEqual(solver(scene).pivotCount, 0)
    }

    func testAFillEquallyStackCostsLinearWork() throws {
        var work: [(pivots: UInt64, cells: Int)] = []
        for n in [200, 400] {
            let (scene, _, views) = try makeStack(n)
            let w = 375 / Double(n)
            for (i, v) in views.enumerated() where i % 50 == 0 || i == n - 1 {
                XCTAssertEqual(v.frame.minX, Double(i) * w, accuracy: 1e-9)
                XCTAssertEqual(v.frame.width, w, accuracy: 1e-12)
                XCTAssertEqual(v.frame.height, 10)
            }
            work.append((solver(scene).pivotCount, solver(scene).tableauCellCount))
        }
        // Twice the views, at most a little over twice the work (a quadratic build would be 4x).
        XCTAssertLessThanOrEqual(Double(work[1].pivots), 2.2 * Double(work[0].pivots) + 10)
        XCTAssertLessThanOrEqual(Double(work[1].cells), 2.2 * Double(work[0].cells) + 10)
    }

    /// fillEqually places view k at k × (width + spacing), the same frames as a chain of gaps:
    /// 5 views, spacing 5, in 375: width (375 - 4 × 5) / 5 = 71; with the middle one hidden,
    /// (375 - 3 × 5) / 4 = 90 and the hidden one collapses where the previous one ends.
    func testFillEquallyStepsAndHiddenViews() throws {
        let (scene, _, views) = try makeStack(5, spacing: 5)
        for (i, v) in views.enumerated() {
            XCTAssertEqual(v.frame, Rect(x: Double(i) * 76, y: 0, width: 71, height: 10), v.name)
        }
        views[2].isHidden = true
        scene.layoutIfNeeded()
        let xs: [Double] = [0, 95, 185, 190, 285]
        let widths: [Double] = [90, 90, 0, 90, 90]
        for (i, v) in views.enumerated() {
            XCTAssertEqual(v.frame.minX, xs[i], accuracy: 1e-9, v.name)
            XCTAssertEqual(v.frame.width, widths[i], accuracy: 1e-9, v.name)
        }
        views[2].isHidden = false
        scene.layoutIfNeeded()
        for (i, v) in views.enumerated() {
            XCTAssertEqual(v.frame, Rect(x: Double(i) * 76, y: 0, width: 71, height: 10), v.name)
        }
    }

    /// 100,000 nested views, each pinned to its parent's edges, built top-down and laid out: every
    /// one fills the root (375 x 667 at its parent's origin). Nothing recurses with the depth: not
    /// the building, not the layout pass, not freeing the tree.
    func testAHundredThousandLevelsDeep() throws {
        let depth = 100_000
        var deepest: View?
        do {
            let scene = Scene(size: Size(width: 375, height: 667))
            var parent = scene.root
            for i in 0..<depth {
                let v = View(name: "v\(i)")
                try parent.addSubview(v)
                try LayoutConstraint.activate(LayoutConstraint.pinningEdges(of: v, to: parent))
                parent = v
            }
            scene.layoutIfNeeded()
            XCTAssertEqual(parent.frame, Rect(x: 0, y: 0, width: 375, height: 667))
            XCTAssertEqual(parent.superview?.frame, Rect(x: 0, y: 0, width: 375, height: 667))
            XCTAssertEqual(solver(scene).tableauCellCount, 0)
            deepest = parent
        }
        // The scene is gone; the deepest view alone is left, without its ancestors.
        XCTAssertNil(deepest?.superview)
    }
}
