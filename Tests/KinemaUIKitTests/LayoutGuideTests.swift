import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// The safe-area and layout-margins guides on a 375 x 812 window whose safe area the harness
/// insets by 44 at the top and 34 at the bottom (a notched phone).
@MainActor
final class LayoutGuideTests: XCTestCase {
    private func harness() -> UIKitHarness {
        let harness = UIKitHarness(screenSize: CGSize(width: 375, height: 812))
        harness.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return harness
    }

    private final class Controller: UIViewController {
        let bar = UIView(), header = UIView(), badge = UIView(), content = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            for v in [bar, header, content] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            badge.translatesAutoresizingMaskIntoConstraints = false
            header.addSubview(badge)
            let safe = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50),
                // The header runs under the status bar; its badge sits at the top of the
                // header's own safe area.
                header.topAnchor.constraint(equalTo: view.topAnchor),
                header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                header.widthAnchor.constraint(equalTo: view.widthAnchor),
                header.heightAnchor.constraint(equalToConstant: 100),
                badge.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
                badge.centerXAnchor.constraint(equalTo: header.centerXAnchor),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalToConstant: 20),
                // The content fills the margins guide.
                content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: bar.topAnchor)
            ])
        }
    }

    /// The bar: the safe area's width, bottom at 812 - 34 = 778, so y = 728. The header covers
    /// 0...100, of which 0...44 is unsafe: its safe area starts at 44, where the badge goes
    /// (x = (375 - 20) / 2). The root view's margins are UIKit's 16 left and right, 0 top and
    /// bottom, inside the safe area: the content spans x 16...359 and y 44...728.
    func testGuidesOfTheRootViewAndOfASubview() async throws {
        let harness = harness()
        let controller = Controller()
        harness.show(controller)
        let view: UIView = controller.view
        XCTAssertEqual(view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 44, width: 375, height: 734))
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        XCTAssertEqual(view.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 44, width: 343, height: 734))
        XCTAssertEqual(controller.bar.frame, CGRect(x: 0, y: 728, width: 375, height: 50))
        XCTAssertEqual(controller.header.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(controller.badge.frame, CGRect(x: 177.5, y: 44, width: 20, height: 20))
        XCTAssertEqual(controller.content.frame, CGRect(x: 16, y: 44, width: 343, height: 684))
        XCTAssertEqual(view.safeAreaLayoutGuide.identifier, "UIViewSafeAreaLayoutGuide")
        XCTAssertTrue(view.safeAreaLayoutGuide.owningView === view)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// New safe-area insets (landscape: 44 left and right, 21 at the bottom) and new margins reach
    /// the next pass: bar from x 44, 375 - 88 wide, bottom at 812 - 21; content inside margins of
    /// 10 plus the safe area.
    func testChangedInsetsAndMarginsReachTheNextPass() async throws {
        let harness = harness()
        let controller = Controller()
        harness.show(controller)
        harness.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        controller.view.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        harness.advance(by: 0.1)
        XCTAssertEqual(controller.bar.frame, CGRect(x: 44, y: 741, width: 287, height: 50))
        XCTAssertEqual(controller.badge.frame.minY, 0, "the header is no longer under an unsafe edge")
        XCTAssertEqual(controller.content.frame, CGRect(x: 54, y: 10, width: 267, height: 731))
        controller.view.insetsLayoutMarginsFromSafeArea = false
        harness.advance(by: 0.1)
        XCTAssertEqual(controller.content.frame, CGRect(x: 10, y: 10, width: 355, height: 731))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// A view's margins are 8 on every side by default; the margin attributes name the same edges.
    func testMarginAttributes() async throws {
        let harness = UIKitHarness()
        let (box, inner) = containerWithChild(in: harness, frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        XCTAssertEqual(box.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: inner, attribute: .leading, relatedBy: .equal, toItem: box,
                attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: inner, attribute: .top, relatedBy: .equal, toItem: box,
                attribute: .topMargin, multiplier: 1, constant: 2),
            NSLayoutConstraint(
                item: inner, attribute: .width, relatedBy: .equal, toItem: box.layoutMarginsGuide,
                attribute: .width, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(
                item: inner, attribute: .bottom, relatedBy: .equal, toItem: box,
                attribute: .bottomMargin, multiplier: 1, constant: 0)
        ])
        harness.window.layoutIfNeeded()
        // x = 8, y = 8 + 2, width (200 - 16) / 2 = 92, bottom 100 - 8 = 92 so height 82.
        XCTAssertEqual(inner.frame, CGRect(x: 8, y: 10, width: 92, height: 82))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }
}
