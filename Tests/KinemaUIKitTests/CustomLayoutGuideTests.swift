import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Layout guides of your own (`UILayoutGuide()`, `addLayoutGuide`): the classic use, equal
/// spacers around two buttons in a row, with frames worked out by hand.
@MainActor
final class CustomLayoutGuideTests: XCTestCase {
    private struct Row {
        let harness: UIKitHarness
        let row: UIView, a: UIView, b: UIView
        let spacers: [UILayoutGuide]
        let constraints: [NSLayoutConstraint]
    }

    /// A row 300 x 40 at (20, 100) holding buttons `a` (60 wide) and `b` (80 wide) with three
    /// equal spacer guides, each 0 tall at the row's top: spacer, a, spacer, b, spacer.
    private func makeRow() -> Row {
        let harness = UIKitHarness()
        let row = UIView(), a = UIView(), b = UIView()
        for (v, name) in [(row, "row"), (a, "a"), (b, "b")] {
            v.accessibilityIdentifier = name
            v.translatesAutoresizingMaskIntoConstraints = false
        }
        harness.window.addSubview(row)
        row.addSubview(a)
        row.addSubview(b)
        let spacers = (0..<3).map { _ in UILayoutGuide() }
        for s in spacers { row.addLayoutGuide(s) }
        var list = [
            row.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 20),
            row.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 100),
            row.widthAnchor.constraint(equalToConstant: 300),
            row.heightAnchor.constraint(equalToConstant: 40),
            a.widthAnchor.constraint(equalToConstant: 60),
            b.widthAnchor.constraint(equalToConstant: 80),
            spacers[0].leadingAnchor.constraint(equalTo: row.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: spacers[0].trailingAnchor),
            spacers[1].leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: spacers[1].trailingAnchor),
            spacers[2].leadingAnchor.constraint(equalTo: b.trailingAnchor),
            spacers[2].trailingAnchor.constraint(equalTo: row.trailingAnchor),
            spacers[1].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
            spacers[2].widthAnchor.constraint(equalTo: spacers[0].widthAnchor)
        ]
        for v in [a, b] {
            list += [v.topAnchor.constraint(equalTo: row.topAnchor), v.heightAnchor.constraint(equalToConstant: 40)]
        }
        for s in spacers {
            list += [s.topAnchor.constraint(equalTo: row.topAnchor), s.heightAnchor.constraint(equalToConstant: 0)]
        }
        NSLayoutConstraint.activate(list)
        harness.window.layoutIfNeeded()
        return Row(harness: harness, row: row, a: a, b: b, spacers: spacers, constraints: list)
    }

    /// 3g + 60 + 80 = 300: g = 160 / 3. In the row: a at g, b at 2g + 60; the spacers at 0,
    /// g + 60 and 2g + 140, each g wide.
    func testEqualSpacersPlaceTheButtons() async throws {
        let r = makeRow()
        let g: CGFloat = 160 / 3
        XCTAssertEqual(r.a.frame.minX, g, accuracy: 1e-9)
        XCTAssertEqual(r.b.frame.minX, 2 * g + 60, accuracy: 1e-9)
        for (spacer, x) in zip(r.spacers, [0, g + 60, 2 * g + 140]) {
            let frame = spacer.layoutFrame
            XCTAssertEqual(frame.minX, x, accuracy: 1e-9)
            XCTAssertEqual(frame.width, g, accuracy: 1e-9)
            XCTAssertEqual(frame.minY, 0)
            XCTAssertEqual(frame.height, 0)
            XCTAssertTrue(spacer.owningView === r.row)
        }
        XCTAssertEqual(r.row.layoutGuides, r.spacers)
        XCTAssertEqual(r.row.subviews, [r.a, r.b], "a guide is not a subview")
        XCTAssertTrue(r.harness.diagnostics.isEmpty, "\(r.harness.diagnostics)")
        // The row 100 wide less: 3g = 60, g = 20.
        r.constraints[2].constant = 200
        r.harness.window.layoutIfNeeded()
        XCTAssertEqual(r.b.frame.minX, 100, accuracy: 1e-9)
        XCTAssertEqual(r.spacers[2].layoutFrame.minX, 180, accuracy: 1e-9)
    }

    /// Subviews keep their order around the guides' hidden engine views, which draw nothing.
    func testSubviewOrderAndSnapshots() async throws {
        let r = makeRow()
        r.row.bringSubviewToFront(r.a)
        let c = UIView()
        c.accessibilityIdentifier = "c"
        r.row.insertSubview(c, at: 5)
        XCTAssertEqual(r.row.subviews, [r.b, r.a, c])
        let frame = r.harness.snapshot()
        let names = frame.views.filter { ["a", "b", "c", "UILayoutGuide"].contains($0.name) }.map(\.name)
        XCTAssertEqual(names, ["b", "a", "c", "UILayoutGuide", "UILayoutGuide", "UILayoutGuide"])
        XCTAssertTrue(frame.views.filter { $0.name == "UILayoutGuide" }.allSatisfy(\.isHidden))
    }

    /// Removing a guide deactivates the constraints that name it; moving one to another view
    /// takes it from the first; a view's own guides cannot move.
    func testRemovingAndMovingGuides() async throws {
        let r = makeRow()
        let last = r.spacers[2]
        let naming = r.constraints.filter { $0.firstItem === last || $0.secondItem === last }
        XCTAssertEqual(naming.count, 5)
        r.row.removeLayoutGuide(last)
        XCTAssertTrue(naming.allSatisfy { !$0.isActive })
        XCTAssertNil(last.owningView)
        XCTAssertEqual(last.layoutFrame, .zero)
        XCTAssertEqual(r.row.layoutGuides, Array(r.spacers.prefix(2)))
        r.harness.window.layoutIfNeeded()
        XCTAssertTrue(r.harness.diagnostics.isEmpty, "\(r.harness.diagnostics)")

        r.a.addLayoutGuide(r.spacers[0])
        XCTAssertTrue(r.spacers[0].owningView === r.a)
        XCTAssertEqual(r.row.layoutGuides, [r.spacers[1]])
        XCTAssertEqual(r.a.layoutGuides, [r.spacers[0]])

        r.a.addLayoutGuide(r.row.safeAreaLayoutGuide)
        XCTAssertEqual(r.harness.diagnostics.count, 1)
        XCTAssertTrue(r.a.layoutGuides.count == 1)
    }
}
