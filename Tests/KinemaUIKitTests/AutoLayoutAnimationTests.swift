import KinemaDerivations
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Constraint constants animated by a layout pass inside an animation block, and constraints
/// made before their views reach the window.
@MainActor
final class AutoLayoutAnimationTests: XCTestCase {
    /// A 100 x 50 box whose leading edge is 20 from the window's and top 100 from the window's.
    private func box(in harness: UIKitHarness) -> (UIView, NSLayoutConstraint) {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 100),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50)
        ])
        harness.window.layoutIfNeeded()
        return (box, leading)
    }

    /// The constant goes from 20 to 220 and `layoutIfNeeded()` runs in a 1 s block with the
    /// default curve: the box's centre x shown at t is 70 + 200 easeInOut(t) (its centre starts at
    /// 20 + 100 / 2 = 70), and the model frame is the final one at once. The engine solves the
    /// curve's x(s) = t to 1e-7 and the curve's slope is below 2, so over 200 points the shown
    /// value is within 200 * 2 * 1e-7 = 4e-5 of the exact curve.
    func testAConstantAnimatedByLayoutIfNeededInABlock() async throws {
        let harness = UIKitHarness()
        let (box, leading) = box(in: harness)
        XCTAssertEqual(box.frame, CGRect(x: 20, y: 100, width: 100, height: 50))
        leading.constant = 220
        UIView.animate(withDuration: 1.0) { harness.window.layoutIfNeeded() }
        XCTAssertEqual(box.frame, CGRect(x: 220, y: 100, width: 100, height: 50), "the model value changes at once")
        for t in [0.1, 0.25, 0.5, 0.75, 0.9] {
            harness.advance(to: t)
            let shown = try XCTUnwrap(box.layer.presentation()).position
            XCTAssertEqual(Double(shown.x), 70 + 200 * Derivation.easeInOut(t), accuracy: 4e-5, "t = \(t)")
            XCTAssertEqual(Double(shown.y), 125, accuracy: 1e-12)
        }
        // The curve's midpoint is symmetric: easeInOut(0.5) = 0.5, so the box is half way.
        XCTAssertEqual(Derivation.easeInOut(0.5), 0.5, accuracy: 1e-12)
        harness.advance(to: 1.0)
        XCTAssertEqual(try XCTUnwrap(box.layer.presentation()).position.x, 270)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// A constant changed outside any block moves the box at the next pass, without animation.
    func testAConstantChangedOutsideABlockJumps() async throws {
        let harness = UIKitHarness()
        let (box, leading) = box(in: harness)
        leading.constant = -30
        harness.advance(to: 0.1)
        XCTAssertEqual(box.frame.minX, -30)
        XCTAssertEqual(try XCTUnwrap(box.layer.presentation()).position.x, 20)
    }

    /// A controller that makes its constraints in `viewDidLoad`, before its view is in the window:
    /// they wait, and hold from the first pass the harness runs when it shows the controller.
    func testConstraintsMadeBeforeTheViewIsInTheWindow() async throws {
        final class Controller: UIViewController {
            let card = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                card.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(card)
                NSLayoutConstraint.activate([
                    card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    card.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -40),
                    card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
                    card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5, constant: 10)
                ])
            }
        }
        let harness = UIKitHarness(screenSize: CGSize(width: 400, height: 800))
        let controller = Controller()
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.view.constraints.allSatisfy(\.isActive))
        XCTAssertEqual(controller.view.constraints.count, 3, "the three constraints to the view are held by it")
        XCTAssertEqual(controller.card.constraints.count, 1, "height == 0.5 width is held by the card")
        harness.show(controller)
        // width 0.5 * 400 = 200, height 0.5 * 200 + 10 = 110, centred: x = (400 - 200) / 2 = 100,
        // bottom 800 - 40 = 760, so y = 760 - 110 = 650.
        XCTAssertEqual(controller.card.frame, CGRect(x: 100, y: 650, width: 200, height: 110))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// Removing a view deactivates the constraints that tie it to the views outside; adding it
    /// back, the constraints inside its subtree hold again.
    func testRemovingAViewDeactivatesTheConstraintsThatLeaveIt() async throws {
        let harness = UIKitHarness()
        let (container, child) = containerWithChild(in: harness, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inside = [
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.25),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 6)
        ]
        let outside = child.trailingAnchor.constraint(lessThanOrEqualTo: harness.window.trailingAnchor)
        NSLayoutConstraint.activate(inside + [outside])
        harness.window.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 5, y: 6, width: 30, height: 50))
        container.removeFromSuperview()
        XCTAssertFalse(outside.isActive, "the constraint to the window went with the view")
        XCTAssertTrue(inside.allSatisfy(\.isActive))
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        harness.window.addSubview(container)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 5, y: 6, width: 30, height: 100))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }
}
