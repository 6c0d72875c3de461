import Kinema
import XCTest

/// Every anchor of a view and of its safe area, the inequality factories, and the `constrain`
/// block's left and right edges, dimension arithmetic and control flow, each checked through the
/// frames they solve to (derived in the comments).
final class AnchorTests: XCTestCase {
    /// A 400 x 800 root whose safe area is inset by top 44, left 10, bottom 34, right 20: the
    /// guide spans x 10...380 and y 44...766.
    private func makeScene() -> Scene {
        let scene = Scene(size: Size(width: 400, height: 800))
        scene.root.safeAreaInsets = EdgeInsets(top: 44, left: 10, bottom: 34, right: 20)
        return scene
    }

    func testAnchorsAndInequalities() throws {
        let scene = makeScene()
        let root = scene.root
        let (a, b, c) = (View(name: "a"), View(name: "b"), View(name: "c"))
        for v in [a, b, c] { try root.addSubview(v) }
        try LayoutConstraint.activate([
            // a: from the guide's leading edge to 5 pt before its trailing edge, under its top.
            a.leadingAnchor.constraint(equalTo: root.safeAreaAnchor(.leading)),
            a.trailingAnchor.constraint(equalTo: root.safeAreaAnchor(.trailing), constant: -5),
            a.topAnchor.constraint(equalTo: root.safeAreaAnchor(.top)),
            a.heightAnchor.constraint(equalToConstant: 50),
            // b: on the guide's bottom and the root's right edge; at least 80 tall and at most 120
            // wide, against weak wishes for 10 and 300.
            b.bottomAnchor.constraint(equalTo: root.safeAreaAnchor(.bottom)),
            b.rightAnchor.constraint(equalTo: root.rightAnchor),
            b.heightAnchor.constraint(greaterThanOrEqualToConstant: 80),
            b.heightAnchor.constraint(equalToConstant: 10).withPriority(.defaultLow),
            b.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
            b.widthAnchor.constraint(equalToConstant: 300).withPriority(.defaultLow),
            // c: centred vertically; its leading edge at least 50 past a's, its width at most half
            // a's, against weak wishes for x = 0 and width 1000.
            c.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            c.heightAnchor.constraint(equalToConstant: 100),
            c.leadingAnchor.constraint(greaterThanOrEqualTo: a.leadingAnchor, constant: 50),
            c.leftAnchor.constraint(equalToConstant: 0).withPriority(.defaultLow),
            c.widthAnchor.constraint(lessThanOrEqualTo: a.widthAnchor, multiplier: 0.5),
            c.widthAnchor.constraint(equalToConstant: 1000).withPriority(.defaultLow)
        ])
        scene.layoutIfNeeded()
        // a: x = 10, width = (400 - 20 - 5) - 10 = 365, y = 44.
        XCTAssertEqual(a.frame, Rect(x: 10, y: 44, width: 365, height: 50))
        // b: height max(80, 10) = 80 ending at 766; width min(120, 300) = 120 ending at 400.
        XCTAssertEqual(b.frame, Rect(x: 280, y: 686, width: 120, height: 80))
        // c: x = 10 + 50, width = 365 / 2, centre y 400.
        XCTAssertEqual(c.frame, Rect(x: 60, y: 350, width: 182.5, height: 100))
        XCTAssertTrue(scene.diagnostics.isEmpty)
    }

    func testConstrainBlockEdgesArithmeticAndControlFlow() throws {
        let scene = makeScene()
        let (a, d, e) = (View(name: "a"), View(name: "d"), View(name: "e"))
        let dots = (0..<3).map { View(name: "dot\($0)") }
        for v in [a, d, e] + dots { try scene.root.addSubview(v) }
        try constrain(a, scene.root) { a, root in
            a.left == root.left + 20
            [a.width == 200, a.top == root.safeArea.top] // a line may hold several constraints
            a.height == 50
        }
        // d: left 7 and right 13 in from the root's edges, twice a's height plus 4.5.
        try constrain(d, a, scene.root) { d, a, root in
            d.left == root.left + 7
            d.right == root.right - 13
            d.top == root.top
            d.height == 2 * a.height + 4.5
        }
        for wide in [true, false] {
            let group = try constrain(e, a) { e, a in
                if wide {
                    e.width == a.width * 0.5 - 2.5
                    e.height == 10
                } else {
                    e.width == 12.5
                }
                if !wide { e.height == 0.5 * a.height }
                e.left == a.left
                e.top == a.bottom
            }
            scene.layoutIfNeeded()
            // wide: 200 / 2 - 2.5 = 97.5 by 10; narrow: 12.5 by 50 / 2. Both under a (44 + 50).
            XCTAssertEqual(
                e.frame,
                wide
                    ? Rect(x: 20, y: 94, width: 97.5, height: 10)
                    : Rect(x: 20, y: 94, width: 12.5, height: 25))
            LayoutConstraint.deactivate(group.constraints)
        }
        // Dots in a row from a `for` loop: dot i at x = 10 + 30 i, 20 x 20 under d.
        try constrain(dots + [d]) { v in
            for i in 0..<3 {
                v[i].left == v[3].left + Double(3 + 30 * i)
                v[i].top == v[3].bottom
                v[i].width == 20
                v[i].height == 20
            }
        }
        scene.layoutIfNeeded()
        XCTAssertEqual(d.frame, Rect(x: 7, y: 0, width: 380, height: 104.5))
        XCTAssertEqual(
            dots.map(\.frame), (0..<3).map { Rect(x: 10 + 30 * Double($0), y: 104.5, width: 20, height: 20) })
        XCTAssertTrue(scene.diagnostics.isEmpty)
    }

    func testSubviewOrderCalls() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let views = ["a", "b", "c", "x"].map { View(name: $0, frame: Rect(x: 0, y: 0, width: 50, height: 50)) }
        let (a, b, c, x) = (views[0], views[1], views[2], views[3])
        for v in [a, b, c] { try scene.root.addSubview(v) }
        func order() -> [String] { scene.root.subviews.map(\.name) }
        try scene.root.insertSubview(x, aboveSubview: a)
        XCTAssertEqual(order(), ["a", "x", "b", "c"])
        // Moving a subview that is already there: c leaves index 3 and lands just above a.
        try scene.root.insertSubview(c, aboveSubview: a)
        XCTAssertEqual(order(), ["a", "c", "x", "b"])
        XCTAssertThrowsError(try scene.root.insertSubview(x, aboveSubview: View(name: "stranger"))) { error in
            XCTAssertEqual(error as? SceneError, .notASubview(view: "stranger", of: "root"))
        }
        XCTAssertEqual(order(), ["a", "c", "x", "b"])
        scene.root.bringSubviewToFront(a)
        XCTAssertEqual(order(), ["c", "x", "b", "a"])
        scene.root.sendSubviewToBack(b)
        XCTAssertEqual(order(), ["b", "c", "x", "a"])
        // The four overlap: a touch lands on the frontmost, the last subview.
        XCTAssertTrue(scene.hitTest(Point(x: 25, y: 25)) === a)
        scene.root.sendSubviewToBack(a)
        XCTAssertTrue(scene.hitTest(Point(x: 25, y: 25)) === x)
    }
}
