import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// The view tree, UIKit's hooks, coordinate conversion, hit testing and controllers.
@MainActor
final class UIViewHierarchyTests: XCTestCase {
    private final class Recorder: UIView {
        var calls: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) { calls.append("willMoveToSuperview") }
        override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMoveToWindow") }
        override func didMoveToWindow() { calls.append("didMoveToWindow") }
    }

    func testTheTreeAndItsHooks() async {
        let harness = UIKitHarness()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = Recorder(frame: .zero), b = UIView(), c = UIView()
        parent.addSubview(a)
        XCTAssertEqual(a.calls, ["willMoveToSuperview", "didMoveToSuperview"], "no window yet")
        harness.window.addSubview(parent)
        XCTAssertEqual(a.calls.suffix(2), ["willMoveToWindow", "didMoveToWindow"])
        XCTAssertTrue(a.window === harness.window)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        XCTAssertEqual(parent.subviews.map { ObjectIdentifier($0) }, [a, c, b].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(a)
        XCTAssertTrue(parent.subviews.last === a)
        XCTAssertEqual(parent.kinemaView.subviews.last?.name, "Recorder", "the engine's tree follows")
        b.tag = 7
        XCTAssertTrue(parent.viewWithTag(7) === b)
        a.removeFromSuperview()
        XCTAssertNil(a.superview)
        XCTAssertNil(a.window)
        XCTAssertEqual(
            a.calls.suffix(4), ["willMoveToSuperview", "willMoveToWindow", "didMoveToSuperview", "didMoveToWindow"])
        parent.addSubview(parent)
        XCTAssertEqual(
            harness.diagnostics.last,
            "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
                + "'Can't add self as subview' (ignored)")
    }

    /// A point moves through the centres and transforms: a child at (10, 20) in a parent at
    /// (100, 50) scaled by 2 about its centre (a 100 x 100 parent: centre (150, 100)).
    func testConversions() async {
        let harness = UIKitHarness()
        let parent = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        harness.window.addSubview(parent)
        parent.addSubview(child)
        XCTAssertEqual(child.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 110, y: 70))
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        // (10, 20) in the parent is (10 - 50, 20 - 50) = (-40, -30) from its centre, doubled,
        // plus the centre: (70, 40).
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 70, y: 40))
        XCTAssertEqual(child.convert(CGPoint(x: 70, y: 40), from: nil), .zero)
        XCTAssertEqual(
            parent.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil),
            CGRect(x: 50, y: 0, width: 20, height: 20))
    }

    private final class Round: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            let dx = point.x - bounds.midX, dy = point.y - bounds.midY
            return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
        }
    }

    /// Hit testing asks the overridable `point(inside:with:)`: a round view's corner is not its.
    func testHitTestingHonorsOverrides() async {
        let harness = UIKitHarness()
        let round = Round(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(round)
        XCTAssertTrue(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === round)
        XCTAssertTrue(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === harness.window)
        round.isHidden = true
        XCTAssertTrue(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === harness.window)
    }

    private final class Controller: UIViewController {
        var calls: [String] = []
        override func loadView() {
            calls.append("loadView")
            view = UIView()
        }
        override func viewDidLoad() { calls.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
        override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
        override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    }

    func testShowingAControllerRunsItsLifecycleInOrder() async {
        let harness = UIKitHarness(screenSize: CGSize(width: 320, height: 480))
        let controller = Controller()
        harness.show(controller)
        XCTAssertEqual(
            controller.calls,
            [
                "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews", "viewDidAppear"
            ])
        XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertTrue(controller.view.superview === harness.window)
        XCTAssertEqual(harness.time, 0)
        let plain = UIViewController()
        XCTAssertNotNil(plain.view, "UIViewController() makes its view on first access")
    }

    /// Moving a subview within its superview keeps the engine's drawing order equal to the
    /// facade's `subviews` (the engine's list also holds views the facade does not list).
    func testReorderingKeepsTheEnginesOrder() async {
        let harness = UIKitHarness()
        let parent = harness.window
        let views = ["a", "b", "c", "d"].map { name -> UIView in
            let v = UIView()
            v.accessibilityIdentifier = name
            parent.addSubview(v)
            return v
        }
        let (a, b, c, d) = (views[0], views[1], views[2], views[3])
        func check(_ expected: [String], _ message: String) {
            XCTAssertEqual(parent.subviews.map { $0.accessibilityIdentifier ?? "" }, expected, message)
            XCTAssertEqual(parent.kinemaView.subviews.map(\.name), expected, message)
        }
        parent.insertSubview(a, belowSubview: c)
        check(["b", "a", "c", "d"], "a below c")
        parent.insertSubview(d, aboveSubview: b)
        check(["b", "d", "a", "c"], "d above b")
        parent.insertSubview(b, at: 2)
        check(["d", "a", "b", "c"], "b at 2 of the others")
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        check(["c", "a", "b", "d"], "first and last exchanged")
        let guide = UILayoutGuide()
        parent.addLayoutGuide(guide)
        parent.insertSubview(c, at: 10)
        XCTAssertEqual(parent.subviews, [a, b, d, c])
        XCTAssertEqual(parent.kinemaView.subviews.map(\.name), ["a", "b", "d", "c", "UILayoutGuide"])
    }
}
