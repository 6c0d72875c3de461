import Kinema
import XCTest

/// Changing a constraint's priority: an optional constraint changed while active re-enters the
/// solver and the stronger of two conflicting wishes wins; changing between required and optional
/// while active is refused; and a re-entry that fails leaves the constraint as it was.
final class ConstraintPriorityTests: XCTestCase {
    /// A 375 x 667 scene with one view `box` whose width two optional constraints disagree on:
    /// `box.width == 100 @600` and `box.width == 200 @500`, plus a required position and height.
    private func makeConflict() throws -> (Scene, View, narrow: LayoutConstraint, wide: LayoutConstraint) {
        let scene = Scene(size: Size(width: 375, height: 667))
        let box = View(name: "box")
        try scene.root.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100).withPriority(600)
        let wide = box.widthAnchor.constraint(equalToConstant: 200).withPriority(500)
        try LayoutConstraint.activate([
            narrow, wide,
            box.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            box.heightAnchor.constraint(equalToConstant: 30)
        ])
        scene.layoutIfNeeded()
        return (scene, box, narrow, wide)
    }

    func testTheStrongerOptionalWishWinsAfterAPriorityChange() throws {
        let (scene, box, narrow, wide) = try makeConflict()
        // 600 > 500: the narrow wish holds, the wide one is violated by 100.
        XCTAssertEqual(box.frame, Rect(x: 10, y: 20, width: 100, height: 30))
        let order = scene.activeConstraints.map(ObjectIdentifier.init)
        // 700 > 600: the wide wish now holds instead.
        try wide.setPriority(700)
        // Re-entered, it keeps its place in the list of active constraints.
        XCTAssertEqual(scene.activeConstraints.map(ObjectIdentifier.init), order)
        XCTAssertEqual(wide.priority, LayoutPriority(700))
        XCTAssertTrue(wide.isActive)
        scene.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 10, y: 20, width: 200, height: 30))
        // And back: 400 < 600.
        try wide.setPriority(400)
        scene.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)
        XCTAssertEqual(narrow.priority.rawValue, 600)
        XCTAssertTrue(scene.diagnostics.isEmpty)
    }

    func testRequiredAndOptionalDoNotSwapWhileActive() throws {
        let (scene, box, narrow, _) = try makeConflict()
        // Optional to required while active: refused, nothing changes.
        XCTAssertThrowsError(try narrow.setPriority(.required)) { error in
            XCTAssertEqual(error as? SceneError, .requiredPriorityChangedWhileActive(narrow.description))
        }
        XCTAssertEqual(narrow.priority.rawValue, 600)
        // Inactive, the same change is allowed; activated again, the required width holds.
        narrow.deactivate()
        try narrow.setPriority(.required)
        XCTAssertTrue(narrow.priority.isRequired)
        try narrow.setConstant(150)
        try narrow.activate()
        scene.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 150)
        // Required to optional while active: refused too.
        XCTAssertThrowsError(try narrow.setPriority(.defaultHigh))
        XCTAssertTrue(narrow.priority.isRequired)
        // Setting the priority it already has is no change at all, active or not.
        try narrow.setPriority(.required)
    }

    func testAFailedReentryRestoresThePriority() throws {
        let (scene, box, narrow, _) = try makeConflict()
        // The view leaves the scene; until the next layout pass rebuilds the solver, its
        // constraints are still active, and re-entering one fails: its view is in no scene.
        box.removeFromSuperview()
        XCTAssertTrue(narrow.isActive)
        XCTAssertThrowsError(try narrow.setPriority(300)) { error in
            // The message names the constraint as it was being re-entered.
            XCTAssertEqual(error as? SceneError, .noCommonAncestor("box.width == 100.0 @300.0"))
        }
        // Rolled back: the old priority, still active with its old solver constraint, in its
        // place among the active constraints (first of five).
        XCTAssertEqual(narrow.priority.rawValue, 600)
        XCTAssertTrue(scene.activeConstraints.first === narrow)
        XCTAssertEqual(scene.activeConstraints.count, 5)
        XCTAssertTrue(narrow.isActive)
        XCTAssertEqual(narrow.description, "box.width == 100.0 @600.0")
        // Put back before any pass, the view is laid out by the same constraints as before.
        try scene.root.addSubview(box)
        scene.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 10, y: 20, width: 100, height: 30))
    }

    func testPriorityLiteralsClampAndOrder() {
        let low: LayoutPriority = 0.5 // clamped to 1
        let high: LayoutPriority = 1200.0 // clamped to 1000
        XCTAssertEqual(low.rawValue, 1)
        XCTAssertEqual(high, .required)
        XCTAssertTrue(low < LayoutPriority.fittingSizeLevel)
        XCTAssertTrue(LayoutPriority.defaultLow < .defaultHigh)
        XCTAssertFalse(LayoutPriority.required < .required)
        XCTAssertEqual(LayoutPriority(250.5).description, "250.5")
    }
}
