import KinemaCartography
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Cartography's operators over the facade: the constraints each relation makes, when they are
/// activated, groups and replacement, priorities, compounds, and the layout they give.
@MainActor
final class CartographyTests: XCTestCase {
    /// Two views in a 375 x 667 window (its own size: autoresizing, at the origin).
    private func scene() -> (UIKitHarness, UIView, UIView) {
        let harness = UIKitHarness()
        let a = UIView(), b = UIView()
        harness.window.addSubview(a)
        harness.window.addSubview(b)
        return (harness, a, b)
    }

    func testRelationsMakeUIKitsConstraints() async {
        let (harness, a, b) = scene()
        var made: [NSLayoutConstraint] = []
        var activeInsideTheBlock = true
        constrain(a, b) { a, b in
            made.append(a.width == 32)
            made.append(a.trailing == b.leading + 11)
            made.append(b.height >= a.width * 2 - 4)
            made.append(b.top <= a.bottom - 3 ~ 750)
            made.append(b.width == (a.height + 5) * 2 ~ .defaultLow)
            made.append(b.centerY == a.centerY)
            activeInsideTheBlock = made[0].isActive
        }
        XCTAssertFalse(activeInsideTheBlock, "activated when the block ends")
        XCTAssertTrue(made.allSatisfy(\.isActive))
        XCTAssertTrue(made[0].firstItem === a)
        XCTAssertNil(made[0].secondItem)
        XCTAssertEqual(made[0].firstAttribute, .width)
        XCTAssertEqual(made[0].constant, 32)
        XCTAssertEqual(made[1].secondAttribute, .leading)
        XCTAssertEqual(made[1].constant, 11)
        XCTAssertEqual(made[2].relation, .greaterThanOrEqual)
        XCTAssertEqual(made[2].multiplier, 2)
        XCTAssertEqual(made[2].constant, -4)
        XCTAssertEqual(made[3].relation, .lessThanOrEqual)
        XCTAssertEqual(made[3].constant, -3)
        XCTAssertEqual(made[3].priority, UILayoutPriority(750))
        // (h + 5) * 2 = 2 h + 10.
        XCTAssertEqual(made[4].multiplier, 2)
        XCTAssertEqual(made[4].constant, 10)
        XCTAssertEqual(made[4].priority, .defaultLow)
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
        XCTAssertFalse(b.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(harness.window.translatesAutoresizingMaskIntoConstraints, "only the left-hand views change")
    }

    /// The fast cart's shape: a 52 x 52 view centred in the window (187.5 - 26 = 161.5,
    /// 333.5 - 26 = 307.5), lines trailing its leading edge + 11, widths replaced by a group.
    func testLayoutGroupsAndReplacement() async {
        let (harness, button, line) = scene()
        constrain(button) { b in
            b.size == CGSize(width: 52, height: 52)
            b.center == b.superview!.center
        }
        let widths = constrain(line) { $0.width == 24 }
        var trailing: NSLayoutConstraint!
        constrain(line, button) { l, b in
            trailing = (l.trailing == b.leading + 11)
            l.height == 2
            l.centerY == b.centerY
        }
        harness.window.layoutIfNeeded()
        XCTAssertEqual(button.frame, CGRect(x: 161.5, y: 307.5, width: 52, height: 52))
        XCTAssertEqual(line.frame, CGRect(x: 161.5 + 11 - 24, y: 332.5, width: 24, height: 2))
        let old = widths.constraints
        constrain(line, replace: widths) { $0.width == 48 }
        XCTAssertFalse(old[0].isActive, "the group's old constraints are deactivated")
        XCTAssertEqual(widths.constraints.map(\.constant), [48])
        trailing.constant = 104
        harness.window.layoutIfNeeded()
        XCTAssertEqual(line.frame, CGRect(x: 161.5 + 104 - 48, y: 332.5, width: 48, height: 2))
        XCTAssertTrue(widths.active)
        widths.active = false
        XCTAssertFalse(widths.constraints[0].isActive)
        widths.active = true
        constrain(clear: widths)
        XCTAssertTrue(widths.constraints.isEmpty)
        XCTAssertFalse(old[0].isActive)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// Edges inset by 20, 10, 30, 40 (top, leading, bottom, trailing) in a 375 x 667 window, a
    /// view half its sibling's size, and a view pinned to the safe area.
    func testCompounds() async {
        let (harness, panel, half) = scene()
        harness.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let guarded = UIView()
        harness.window.addSubview(guarded)
        constrain(panel, half) { panel, half in
            panel.edges == inset(panel.superview!.edges, 20, 10, 30, 40)
            half.size == panel.size / 2
            half.top == panel.top
            half.left == panel.left
        }
        constrain(guarded, harness.window.safeAreaLayoutGuide) { view, safe in
            view.top == safe.top
            view.bottom == safe.bottom
            view.leading == safe.leading
            view.width == 10
        }
        harness.window.layoutIfNeeded()
        XCTAssertEqual(panel.frame, CGRect(x: 10, y: 20, width: 375 - 10 - 40, height: 667 - 20 - 30))
        XCTAssertEqual(half.frame, CGRect(x: 10, y: 20, width: 162.5, height: 308.5))
        XCTAssertEqual(guarded.frame, CGRect(x: 0, y: 44, width: 10, height: 667 - 44 - 34))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// Arrays of views, and the priorities that break a tie: width 100 at 250 against 200 at 750.
    func testArraysAndPriorities() async {
        let (harness, a, b) = scene()
        constrain([a, b]) { v in
            v[0].width == 100 ~ 250
            v[0].width == 200 ~ 750
            v[1].width == v[0].width
            v[0].height == 10
            v[1].height == 10
            v[0].left == v[0].superview!.left
            v[1].left == v[0].right
            v[0].top == v[0].superview!.top
            v[1].top == v[0].top
        }
        harness.window.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 200)
        XCTAssertEqual(b.frame, CGRect(x: 200, y: 0, width: 200, height: 10))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }
}
