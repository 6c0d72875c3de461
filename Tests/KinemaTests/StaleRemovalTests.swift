import Kinema
import XCTest

/// Constraints deactivated while the solver waits for a rebuild (a view has left the tree) stay in
/// the old solver until the rebuild; a solver call made before it must not meet them.
final class StaleRemovalTests: XCTestCase {
    /// `box.width == 100` twice (required, redundant), and a view that leaves the scene so that
    /// the solver is rebuilt at the next pass. One width constraint is deactivated, then the
    /// other's constant moves to 150: with the first still in the solver that would be a
    /// required conflict (100 against 150); without it the width follows, to 150.
    func testAConstantMovedAfterADeferredRemovalMeetsOnlyActiveConstraints() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let box = View(name: "box"), leaving = View(name: "leaving")
        try scene.root.addSubview(box)
        try scene.root.addSubview(leaving)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 100)
        try LayoutConstraint.activate([
            first, second,
            box.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            box.heightAnchor.constraint(equalToConstant: 30)
        ])
        scene.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 10, y: 20, width: 100, height: 30))
        leaving.removeFromSuperview()
        first.deactivate()
        XCTAssertNoThrow(try second.setConstant(150))
        XCTAssertTrue(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
        scene.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 10, y: 20, width: 150, height: 30))
        XCTAssertEqual(scene.activeConstraints.count, 4)
    }
}
