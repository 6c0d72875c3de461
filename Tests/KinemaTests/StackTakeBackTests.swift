import Kinema
import XCTest

/// A stack generates its constraints again after any change to its arranged views, and takes
/// back the ones whose inputs did not change instead of building them again. These cases change
/// an input of a constraint whose own views did not change: taking it back would keep a stale
/// constraint.
final class StackTakeBackTests: XCTestCase {
    /// A vertical fill stack of four views of intrinsic heights 10, 20, 30 and 40, the third
    /// hidden, pinned to the root's left, right and top.
    private func makeStack() throws -> (Scene, View, [View]) {
        let scene = Scene(size: Size(width: 100, height: 400))
        let stack = View(name: "stack")
        try scene.root.addSubview(stack)
        stack.stackConfiguration = StackConfiguration(
            axis: .vertical, distribution: .fill, alignment: .fill, spacing: 0)
        try LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: scene.root.leftAnchor),
            stack.rightAnchor.constraint(equalTo: scene.root.rightAnchor),
            stack.topAnchor.constraint(equalTo: scene.root.topAnchor)
        ])
        var views: [View] = []
        for (i, height) in [10.0, 20, 30, 40].enumerated() {
            let v = View(name: "v\(i)")
            v.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: height)
            try stack.addArrangedSubview(v)
            views.append(v)
        }
        views[2].isHidden = true
        scene.layoutIfNeeded()
        return (scene, stack, views)
    }

    /// The hidden view sits where the visible view before it ends (10 + 20 = 30); once that view
    /// leaves, where the one before that ends (10), though the hidden view itself did not change.
    func testAHiddenViewFollowsItsNewPreviousVisibleView() throws {
        let (scene, _, v) = try makeStack()
        XCTAssertEqual(v[2].frame, Rect(x: 0, y: 30, width: 100, height: 0))
        XCTAssertEqual(v[3].frame.minY, 30)
        v[1].removeFromSuperview()
        scene.layoutIfNeeded()
        XCTAssertEqual(v[2].frame, Rect(x: 0, y: 10, width: 100, height: 0))
        XCTAssertEqual(v[3].frame, Rect(x: 0, y: 10, width: 100, height: 40))
    }

    /// A view removed from the tree and added back as an arranged view gets new layout variables:
    /// the constraints naming it must be made again, with the new ones.
    func testAViewAddedBackIsPlacedWithItsNewVariables() throws {
        let (scene, stack, v) = try makeStack()
        v[3].removeFromSuperview()
        scene.layoutIfNeeded()
        try stack.addArrangedSubview(v[3])
        scene.layoutIfNeeded()
        XCTAssertEqual(v[3].frame, Rect(x: 0, y: 30, width: 100, height: 40))
        XCTAssertEqual(stack.frame.height, 70)
    }

    /// Spacing is part of every gap: a change restates them all.
    func testASpacingChangeMovesEveryView() throws {
        let (scene, stack, v) = try makeStack()
        stack.stackConfiguration?.spacing = 5
        scene.layoutIfNeeded()
        // 10, gap 5, 20, then the hidden view where the second ends (its gap collapses), gap 5.
        XCTAssertEqual(v.map(\.frame.minY), [0, 15, 35, 40])
    }
}
