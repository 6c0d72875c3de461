import KinemaUIKit
import KinemaUIKitTesting
import XCTest

// This target compiles in Swift 5 language mode (Package.swift), as most UIKit code in the wild
// still does: the facade's closures, overrides and target-action must take that code unchanged,
// with no warning (CI fails on any). The same shapes in Swift 6 mode are the KinemaUIKitTests
// target's; together the two show that user code builds in either mode.

/// A view that lays out its own subview, as a custom control does.
final class BadgeView: UIView {
    let dot = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(dot)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 20) }

    override func layoutSubviews() {
        super.layoutSubviews()
        dot.frame = CGRect(x: bounds.width - 8, y: 0, width: 8, height: 8)
    }
}

/// A controller written as in an iOS project: stored views, closures that capture `self`
/// without annotations, a method reference for the action, Dispatch for a delayed step.
final class FadingController: UIViewController {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    var fadeFinished = false
    var animatorPosition: UIViewAnimatingPosition?

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.accessibilityIdentifier = "badge"
        view.addSubview(badge)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: FadingController.tapped))
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                self.badge.alpha = 0
            },
            completion: { finished in
                self.fadeFinished = finished
            })
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) {
                self.badge.center.x += 100
            }
            animator.addCompletion { position in self.animatorPosition = position }
            animator.startAnimation()
        }
    }
}

@MainActor
final class Swift5LanguageModeTests: XCTestCase {
    /// A tap fades the badge linearly over 1 s (alpha = 1 - t), its completion reports `true`;
    /// 1.5 s after the tap a linear animator moves it 100 pt in 0.5 s (x = 50 + 100 (t - 1.5) / 0.5
    /// for its centre, which starts at 50) and ends at `.end`.
    func testUIKitCodeInSwift5ModeRunsAsOnIOS() async throws {
        let harness = UIKitHarness(screenSize: CGSize(width: 375, height: 667))
        let controller = FadingController()
        harness.show(controller)
        XCTAssertEqual(controller.badge.dot.frame, CGRect(x: 92, y: 0, width: 8, height: 8))
        XCTAssertEqual(controller.badge.intrinsicContentSize, CGSize(width: 44, height: 20))

        harness.tap(at: CGPoint(x: 200, y: 300))
        harness.advance(to: 0.25)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["badge"]).alpha, 1 - 0.25, accuracy: 1e-12)
        XCTAssertFalse(controller.fadeFinished)
        harness.advance(to: 1.0)
        XCTAssertTrue(controller.fadeFinished)

        harness.advance(to: 1.75)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["badge"]).center.x, 50 + 100 * 0.25 / 0.5, accuracy: 1e-9)
        XCTAssertNil(controller.animatorPosition)
        harness.advance(to: 2.0)
        XCTAssertEqual(controller.animatorPosition, .end)
        XCTAssertEqual(controller.badge.center.x, 150)
        XCTAssertEqual(harness.diagnostics, [])
    }
}
