import Foundation
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// The popup tutorial's aside: "animating views alongside a scroll view's contentOffset" is
/// interruptible, restricted to the scroll view's timing curve. Written as on iOS: a paused
/// property animator fades and shrinks a header, and `scrollViewDidScroll` scrubs it by the
/// offset.
@MainActor
private final class CollapsingHeaderController: NSObject, UIScrollViewDelegate {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)

    init(in window: UIWindow) {
        super.init()
        header.accessibilityIdentifier = "header"
        header.backgroundColor = .systemIndigo
        scroll.contentSize = CGSize(width: 375, height: 3000)
        scroll.delegate = self
        window.addSubview(scroll)
        window.addSubview(header)
        animator.addAnimations { [header] in
            header.alpha = 0
            header.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }
        animator.pauseAnimation()
    }

    /// The header is gone once the content has scrolled 200 pt.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        animator.fractionComplete = min(max(scrollView.contentOffset.y / 200, 0), 1)
    }
}

@MainActor
final class ScrollDrivenAnimationTests: XCTestCase {
    /// A slow flick: the finger moves 30 pt up in 0.1 s and lifts (300 pt/s). The header's alpha
    /// is `1 - offset / 200` at every frame of the drag and of the deceleration, the offset being
    /// `o + V (0.998^(1000 t) - 1) / λ` after the lift; the scale follows `1 - 0.5 f`.
    func testAHeaderScrubbedByTheOffsetFollowsTheDeceleration() async throws {
        let harness = UIKitHarness()
        let controller = CollapsingHeaderController(in: harness.window)
        harness.touchDown(at: CGPoint(x: 100, y: 500))
        harness.advance(to: 0.1)
        harness.touchMove(to: CGPoint(x: 100, y: 480))
        harness.advance(to: 0.2)
        harness.touchMove(to: CGPoint(x: 100, y: 440))
        XCTAssertEqual(controller.scroll.contentOffset.y, 40)
        // The model alpha is already the animator's target, as on iOS: the frame shows the scrub.
        XCTAssertEqual(controller.header.alpha, 0)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["header"]).values.alpha, 1 - 40.0 / 200, accuracy: 1e-12)
        harness.advance(to: 0.3)
        harness.touchUp(at: CGPoint(x: 100, y: 410))
        let lambda = 1000 * log(0.998)
        let (o, v) = (70.0, 300.0)
        for time in [0.4, 0.6, 1.0] {
            harness.advance(to: time)
            let offset = o + v * (pow(0.998, 1000 * (time - 0.3)) - 1) / lambda
            XCTAssertEqual(Double(controller.scroll.contentOffset.y), offset, accuracy: 1e-9)
            let f = offset / 200
            let frame = try XCTUnwrap(harness.snapshot()["header"])
            XCTAssertEqual(frame.values.alpha, 1 - f, accuracy: 1e-9, "t = \(time)")
            XCTAssertEqual(frame.values.transform.a, 1 - 0.5 * f, accuracy: 1e-9, "t = \(time)")
        }
        // At rest: 70 + 299 / 2.002 = 219.4 pt, past 200: the header is gone.
        harness.advance(to: 5)
        XCTAssertEqual(Double(controller.scroll.contentOffset.y), o + v * (1 / v - 1) / lambda, accuracy: 1e-9)
        XCTAssertEqual(controller.animator.fractionComplete, 1)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["header"]).values.alpha, 0, accuracy: 1e-12)
    }
}
