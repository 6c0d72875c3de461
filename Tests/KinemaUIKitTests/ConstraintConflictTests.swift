import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Activates, in this order, `width`, a height of `height`, `box`'s leading edge (or, `centered`,
/// its centre) on `window`'s and its top on `window`'s top.
@MainActor
private func activate(
    _ width: NSLayoutConstraint, height: CGFloat, on box: UIView, in window: UIView, centered: Bool = false
) {
    let x =
        centered
        ? box.centerXAnchor.constraint(equalTo: window.centerXAnchor)
        : box.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    NSLayoutConstraint.activate([
        width, box.heightAnchor.constraint(equalToConstant: height), x,
        box.topAnchor.constraint(equalTo: window.topAnchor)
    ])
}

/// Conflicts and refused constraints are logged as UIKit logs them, never thrown, and layout
/// goes on with the broken constraint dropped.
@MainActor
final class ConstraintConflictTests: XCTestCase {
    private func named(_ name: String, in harness: UIKitHarness) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(view)
        return view
    }

    /// UIKit's message for a conflict among `constraints`, breaking `broken`.
    private func message(_ constraints: [String], breaking broken: String) -> String {
        "Unable to simultaneously satisfy constraints.\n(\n"
            + constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
            + "\n)\n\nWill attempt to recover by breaking constraint\n\(broken)"
    }

    func testTwoRequiredWidthsAreLoggedAndTheNewOneBroken() async throws {
        let harness = UIKitHarness()
        let box = named("box", in: harness)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        activate(narrow, height: 10, on: box, in: harness.window)
        wide.isActive = true
        XCTAssertEqual(
            harness.diagnostics,
            [
                message(
                    [
                        "<NSLayoutConstraint box.width == 100   (active)>",
                        "<NSLayoutConstraint box.width == 200   (active)>"
                    ],
                    breaking: "<NSLayoutConstraint box.width == 200   (active)>")
            ])
        XCTAssertTrue(wide.isActive, "a broken constraint stays active, as in UIKit")
        harness.window.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 100, height: 10), "layout goes on without it")
        // Once deactivated and the other one gone, it can be activated again and holds.
        wide.isActive = false
        narrow.isActive = false
        wide.isActive = true
        harness.window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
        XCTAssertEqual(harness.diagnostics.count, 1)
    }

    /// a: leading 10, width 100; b: leading at a's trailing, trailing at the window's (375). b's
    /// width 300 would need 10 + 100 + 300 = 410: the four constraints of the chain conflict with
    /// it, and the two that fix only heights and tops play no part, so they are not listed.
    func testTheConflictListsOnlyTheConstraintsInvolved() async throws {
        let harness = UIKitHarness()
        let a = named("a", in: harness), b = named("b", in: harness)
        let window = harness.window
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: window.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
            b.trailingAnchor.constraint(equalTo: window.trailingAnchor)
        ])
        let bWidth = b.widthAnchor.constraint(equalToConstant: 300)
        bWidth.identifier = "b-width"
        bWidth.isActive = true
        let broken = "<NSLayoutConstraint 'b-width' b.width == 300   (active)>"
        XCTAssertEqual(
            harness.diagnostics,
            [
                message(
                    [
                        "<NSLayoutConstraint a.leading == UIWindow.leading + 10   (active)>",
                        "<NSLayoutConstraint a.width == 100   (active)>",
                        "<NSLayoutConstraint b.leading == a.trailing   (active)>",
                        "<NSLayoutConstraint b.trailing == UIWindow.trailing   (active)>",
                        broken
                    ], breaking: broken)
            ])
        harness.window.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 110)
        XCTAssertEqual(b.frame.width, 265, "375 - 110")
    }

    /// A constant that breaks a required constraint is logged; that constraint is broken (it
    /// keeps the new constant) and the layout keeps the others. Width >= 150 conflicts with
    /// width <= 100 alone and with width == 80 alone: the list is a smallest conflict, the one
    /// met first in activation order.
    func testAConflictingConstantBreaksItsConstraint() async throws {
        let harness = UIKitHarness()
        let box = named("box", in: harness)
        let max = box.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        let min = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        NSLayoutConstraint.activate([max, min, box.widthAnchor.constraint(equalToConstant: 80)])
        min.constant = 150
        XCTAssertEqual(min.constant, 150)
        XCTAssertEqual(
            harness.diagnostics,
            [
                message(
                    [
                        "<NSLayoutConstraint box.width <= 100   (active)>",
                        "<NSLayoutConstraint box.width >= 150   (active)>"
                    ],
                    breaking: "<NSLayoutConstraint box.width >= 150   (active)>")
            ])
        harness.window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 80)
    }

    /// An optional constraint that cannot hold is no conflict: nothing is logged.
    func testAnOptionalConstraintThatCannotHoldIsNotLogged() async throws {
        let harness = UIKitHarness()
        let box = named("box", in: harness)
        let wish = box.widthAnchor.constraint(equalToConstant: 200)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 100), wish])
        harness.window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)
        XCTAssertEqual(wish.description, "<NSLayoutConstraint box.width == 200 @750   (active)>")
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// A view left autoresizing keeps its frame through constraints of its own, as on iOS:
    /// constraining its width too is a conflict, logged, and the frame holds.
    func testAnAutoresizingViewConflictsWithAWidthConstraint() async throws {
        let harness = UIKitHarness()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        box.accessibilityIdentifier = "box"
        harness.window.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        XCTAssertTrue(box.translatesAutoresizingMaskIntoConstraints, "activating does not change it, as in UIKit")
        harness.window.layoutIfNeeded()
        let width = "<NSLayoutConstraint box.width == 100   (active)>"
        XCTAssertEqual(
            harness.diagnostics,
            [
                message(
                    ["<NSAutoresizingMaskLayoutConstraint h=--& v=--& box.width == 50   (active)>", width],
                    breaking: width)
            ])
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    // MARK: What UIKit refuses

    func testChangingARequiredPriorityWhileActiveIsUIKitsException() async throws {
        let harness = UIKitHarness()
        let box = named("box", in: harness)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.priority = UILayoutPriority(999) // inactive: allowed
        width.priority = .required
        width.isActive = true
        width.priority = .defaultHigh
        XCTAssertEqual(width.priority, .required)
        width.priority = .required - 0 // no change
        XCTAssertEqual(
            harness.diagnostics,
            [
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Mutating a "
                    + "priority from required to not on an installed constraint (or vice-versa) is not supported.  You "
                    + "passed priority 750 and the existing priority was 1000.' (ignored)"
            ])
        // Optional to optional is allowed while active.
        let wish = box.heightAnchor.constraint(equalToConstant: 10)
        wish.priority = .defaultLow
        wish.isActive = true
        wish.priority = .defaultHigh + 1
        XCTAssertEqual(wish.priority.rawValue, 751)
        XCTAssertEqual(harness.diagnostics.count, 1)
    }

    func testConstraintsUIKitRefusesToMakeAreLoggedAndNeverActivate() async throws {
        let harness = UIKitHarness()
        let box = named("box", in: harness)
        let position = NSLayoutConstraint(
            item: box, attribute: .leading, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 10)
        position.isActive = true
        XCTAssertFalse(position.isActive)
        let mixed = box.leadingAnchor.constraint(equalTo: harness.window.leftAnchor)
        mixed.isActive = true
        XCTAssertFalse(mixed.isActive)
        let pairing = NSLayoutConstraint(
            item: box, attribute: .width, relatedBy: .equal, toItem: harness.window,
            attribute: .centerX, multiplier: 1, constant: 0)
        let notAView = NSLayoutConstraint(
            item: "box", attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 10)
        NSLayoutConstraint.activate([pairing, notAView])
        XCTAssertFalse(pairing.isActive || notAView.isActive)
        let factory =
            "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
        func exception(_ reason: String) -> String {
            "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '\(reason)' (ignored)"
        }
        XCTAssertEqual(
            harness.diagnostics,
            [
                exception(
                    factory + "A multiplier of 0 or a nil second item together with a location for the first "
                        + "attribute creates an illegal constraint of a location equal to a constant. Location attributes must "
                        + "be specified in pairs."),
                exception(
                    "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                        + "Use leading/trailing for both or neither."),
                exception(factory + "Invalid pairing of layout attributes"),
                exception(factory + "Constraint items must each be a view or layout guide.")
            ])
    }

    func testItemsWithoutACommonAncestorAreRefused() async throws {
        let harness = UIKitHarness()
        let box = named("box", in: harness)
        let stray = UIView()
        stray.accessibilityIdentifier = "stray"
        let c = box.widthAnchor.constraint(equalTo: stray.widthAnchor)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        XCTAssertEqual(
            harness.diagnostics,
            [
                "*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable to activate constraint "
                    + "with anchors <NSLayoutDimension \"box.width\"> and <NSLayoutDimension \"stray.width\"> because they "
                    + "have no common ancestor.  Does the constraint or its anchors reference items in different view "
                    + "hierarchies?  That's illegal.' (ignored)"
            ])
        // addConstraint on a view that is not an ancestor of the items is refused with UIKit's message.
        let other = named("other", in: harness)
        other.addConstraint(box.widthAnchor.constraint(equalToConstant: 5))
        XCTAssertTrue(other.constraints.isEmpty)
        XCTAssertEqual(harness.diagnostics.count, 2)
        XCTAssertTrue(harness.diagnostics[1].hasPrefix("The view hierarchy is not prepared for the constraint: "))
    }
}

/// The order of `translatesAutoresizingMaskIntoConstraints = false` and activation does not
/// matter within one turn, as on iOS (autoresizing constraints are made at the next pass).
@MainActor
final class AutoresizingOrderTests: XCTestCase {
    func testTurningAutoresizingOffAfterActivatingWorks() async throws {
        let harness = UIKitHarness()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        harness.window.addSubview(box)
        harness.window.layoutIfNeeded()
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        activate(width, height: 20, on: box, in: harness.window, centered: true)
        box.translatesAutoresizingMaskIntoConstraints = false
        harness.window.layoutIfNeeded()
        // Centred in 375: x = (375 - 100) / 2.
        XCTAssertEqual(box.frame, CGRect(x: 137.5, y: 0, width: 100, height: 20))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }
}
