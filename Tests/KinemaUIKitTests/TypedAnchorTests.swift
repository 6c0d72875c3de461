import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Whether two anchors can make a constraint: the generic overload applies only when both are
/// anchors of one kind (the same `AnchorType`); otherwise the call falls through to the `Any` one.
@MainActor private func relatable<T>(_ a: NSLayoutAnchor<T>, _ b: NSLayoutAnchor<T>) -> Bool { true }
@MainActor private func relatable(_ a: Any, _ b: Any) -> Bool { false }

/// The typed anchors: every form UIKit allows compiles and makes the constraint it says; the
/// forms UIKit forbids do not compile. For example
///
///     view.leadingAnchor.constraint(equalTo: other.widthAnchor)
///
/// fails with "cannot convert value of type 'NSLayoutDimension' to expected argument type
/// 'NSLayoutAnchor<NSLayoutXAxisAnchor>'"; `relatable` shows the same at run time.
@MainActor
final class TypedAnchorTests: XCTestCase {
    func testOnlyAnchorsOfOneKindRelate() async throws {
        let a = UIView(), b = UIView()
        XCTAssertTrue(relatable(a.leadingAnchor, b.trailingAnchor))
        XCTAssertTrue(relatable(a.leftAnchor, b.centerXAnchor))
        XCTAssertTrue(relatable(a.topAnchor, b.lastBaselineAnchor))
        XCTAssertTrue(relatable(a.widthAnchor, b.heightAnchor))
        XCTAssertTrue(relatable(a.safeAreaLayoutGuide.bottomAnchor, b.firstBaselineAnchor))
        XCTAssertFalse(relatable(a.leadingAnchor, b.widthAnchor))
        XCTAssertFalse(relatable(a.leadingAnchor, b.topAnchor))
        XCTAssertFalse(relatable(a.centerYAnchor, b.heightAnchor))
        XCTAssertFalse(relatable(a.layoutMarginsGuide.widthAnchor, b.centerXAnchor))
    }

    /// Each form makes `first (relation) multiplier * second + constant` with the items and
    /// attributes named.
    func testEveryFormMakesTheConstraintItSays() async throws {
        let a = UIView(), b = UIView()
        typealias Form = (
            NSLayoutConstraint, NSLayoutConstraint.Relation, NSLayoutConstraint.Attribute, CGFloat, CGFloat
        )
        let forms: [Form] = [
            (a.leadingAnchor.constraint(equalTo: b.leadingAnchor), .equal, .leading, 1, 0),
            (a.trailingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor), .greaterThanOrEqual, .trailing, 1, 0),
            (a.leftAnchor.constraint(lessThanOrEqualTo: b.leftAnchor), .lessThanOrEqual, .left, 1, 0),
            (a.rightAnchor.constraint(equalTo: b.rightAnchor, constant: 4), .equal, .right, 1, 4),
            (
                a.centerXAnchor.constraint(greaterThanOrEqualTo: b.centerXAnchor, constant: -3), .greaterThanOrEqual,
                .centerX, 1, -3
            ),
            (a.topAnchor.constraint(lessThanOrEqualTo: b.topAnchor, constant: 2), .lessThanOrEqual, .top, 1, 2),
            (
                a.bottomAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 2), .equal, .bottom, 1,
                16
            ),
            (
                a.centerYAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.centerYAnchor, multiplier: 1),
                .greaterThanOrEqual, .centerY, 1, 8
            ),
            (
                a.lastBaselineAnchor.constraint(
                    lessThanOrEqualToSystemSpacingBelow: b.lastBaselineAnchor, multiplier: 0.5),
                .lessThanOrEqual, .lastBaseline, 1, 4
            ),
            (
                a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.leadingAnchor, multiplier: 1), .equal, .leading,
                1, 8
            ),
            (
                a.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.leadingAnchor, multiplier: 3),
                .greaterThanOrEqual, .leading, 1, 24
            ),
            (
                a.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.leadingAnchor, multiplier: 1),
                .lessThanOrEqual, .leading, 1, 8
            ),
            (a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5), .equal, .width, 0.5, 0),
            (
                a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 2), .greaterThanOrEqual,
                .width, 2, 0
            ),
            (a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 3), .lessThanOrEqual, .width, 3, 0),
            (
                a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.25, constant: 7), .equal, .height,
                0.25, 7
            ),
            (
                a.heightAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, multiplier: 1.5, constant: -1),
                .greaterThanOrEqual, .height, 1.5, -1
            ),
            (
                a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 1, constant: 9),
                .lessThanOrEqual, .height, 1, 9
            ),
            (a.heightAnchor.constraint(equalTo: b.heightAnchor), .equal, .height, 1, 0),
            (
                a.heightAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, constant: 5), .greaterThanOrEqual,
                .height, 1, 5
            )
        ]
        for (c, relation, attribute, multiplier, constant) in forms {
            XCTAssertTrue(c.firstItem === a && c.secondItem === b, "\(c)")
            XCTAssertEqual(c.relation, relation, "\(c)")
            XCTAssertEqual(c.firstAttribute, attribute, "\(c)")
            XCTAssertEqual(c.secondAttribute, attribute, "\(c)")
            XCTAssertEqual(c.multiplier, multiplier, "\(c)")
            XCTAssertEqual(c.constant, constant, "\(c)")
            XCTAssertFalse(c.isActive)
            XCTAssertEqual(c.priority, .required)
        }
        let constants: [(NSLayoutConstraint, NSLayoutConstraint.Relation)] = [
            (a.widthAnchor.constraint(equalToConstant: 10), .equal),
            (a.widthAnchor.constraint(greaterThanOrEqualToConstant: 10), .greaterThanOrEqual),
            (a.heightAnchor.constraint(lessThanOrEqualToConstant: 10), .lessThanOrEqual)
        ]
        for (c, relation) in constants {
            XCTAssertNil(c.secondItem)
            XCTAssertNil(c.secondAnchor)
            XCTAssertEqual(c.secondAttribute, .notAnAttribute)
            XCTAssertEqual(c.relation, relation)
            XCTAssertEqual(c.constant, 10)
        }
        let item = NSLayoutConstraint(
            item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerX,
            multiplier: 1, constant: 0)
        XCTAssertTrue(item.firstAnchor.isKind(of: NSLayoutAnchor<AnyObject>.self))
        XCTAssertEqual(item.description, "<NSLayoutConstraint UIView.centerX == UIView.centerX>")
    }

    /// Dimension forms in layout: a is 200 x 100; b's width = 0.5 a.width + 10 = 110, b's
    /// height = 2 b.width - 20 = 200; c sits 8 (system spacing) after b and below a's bottom.
    func testDimensionsAndSpacingInLayout() async throws {
        let harness = UIKitHarness()
        let views = (0..<3).map { _ in UIView() }
        let (a, b, c) = (views[0], views[1], views[2])
        for v in views {
            v.translatesAutoresizingMaskIntoConstraints = false
            harness.window.addSubview(v)
        }
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: harness.window.leftAnchor),
            a.topAnchor.constraint(equalTo: harness.window.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 200),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 10),
            b.heightAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2, constant: -20),
            c.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 1),
            c.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            c.widthAnchor.constraint(equalTo: c.heightAnchor),
            c.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            c.heightAnchor.constraint(lessThanOrEqualToConstant: 30)
        ])
        harness.window.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 100, width: 110, height: 200))
        XCTAssertEqual(c.frame, CGRect(x: 118, y: 108, width: 30, height: 30))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }
}
