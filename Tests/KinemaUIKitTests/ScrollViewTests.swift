import Foundation
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Records what a scroll view tells its delegate.
@MainActor
private final class ScrollLog: UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var endVelocity: CGPoint?
    var plannedTarget: CGPoint?
    /// Moves the target of a lift to the nearest multiple of this (vertically), when set.
    var snap: CGFloat?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if calls.last != "scroll" { calls.append("scroll") }
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        endVelocity = velocity
        plannedTarget = targetContentOffset.pointee
        if let snap { targetContentOffset.pointee.y = (targetContentOffset.pointee.y / snap).rounded() * snap }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

/// Scroll views driven by the harness's finger, against the closed forms of their motions
/// (`λ = 1000 ln 0.998`, the normal deceleration's exponent per second).
@MainActor
final class ScrollViewTests: XCTestCase {
    private let lambda = 1000 * log(0.998)

    /// A 375 x 600 scroll view at the window's origin over content 2,000 pt tall, with a 100 pt
    /// square at content (0, 400), and its delegate log.
    private func tallScrollView(_ harness: UIKitHarness) -> (UIScrollView, UIView, ScrollLog) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        scroll.contentSize = CGSize(width: 375, height: 2000)
        let square = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        square.accessibilityIdentifier = "square"
        scroll.addSubview(square)
        harness.window.addSubview(scroll)
        let log = ScrollLog()
        scroll.delegate = log
        return (scroll, square, log)
    }

    /// Drags up by `distance` in 0.1 s steps from y 500: down at 0, 20 pt at 0.1 (the pan begins
    /// there), then the rest at 0.2; lifts at 0.3 after 50 pt more (500 pt/s).
    private func flick(_ harness: UIKitHarness, distance: CGFloat = 100) {
        harness.touchDown(at: CGPoint(x: 100, y: 500))
        harness.advance(to: 0.1)
        harness.touchMove(to: CGPoint(x: 100, y: 480))
        harness.advance(to: 0.2)
        harness.touchMove(to: CGPoint(x: 100, y: 480 - distance))
        harness.advance(to: 0.3)
        harness.touchUp(at: CGPoint(x: 100, y: 430 - distance))
    }

    /// The content follows the finger from where the pan began, and the frames show it moved.
    func testADragMovesTheContentWithTheFinger() async throws {
        let harness = UIKitHarness()
        let (scroll, square, log) = tallScrollView(harness)
        harness.touchDown(at: CGPoint(x: 100, y: 500))
        XCTAssertTrue(scroll.isTracking)
        XCTAssertFalse(scroll.isDragging)
        harness.advance(to: 0.1)
        harness.touchMove(to: CGPoint(x: 100, y: 480))
        XCTAssertTrue(scroll.isDragging)
        XCTAssertEqual(scroll.contentOffset, .zero, "no jump where the pan begins")
        harness.advance(to: 0.2)
        harness.touchMove(to: CGPoint(x: 130, y: 380))
        // 100 pt up since the pan began; the content does not scroll sideways.
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 100))
        XCTAssertEqual(square.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 300))
        let frame = try XCTUnwrap(harness.snapshot()["square"])
        XCTAssertEqual(frame.boundsOrigin.y, 0)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["UIScrollView"]).boundsOrigin.y, 100)
        XCTAssertEqual(log.calls, ["willBeginDragging", "scroll"])
    }

    /// The lift hands the offset's velocity (points per millisecond) and the resting offset to
    /// the delegate, then the content decelerates frame by frame along
    /// `o + V (0.998^(1000 t) - 1) / λ` and stops under 1 pt/s.
    func testAFlickDeceleratesAlongItsClosedForm() async throws {
        let harness = UIKitHarness()
        let (scroll, _, log) = tallScrollView(harness)
        flick(harness)
        // Offset at the lift: 150 (100 + 50). Velocity: 50 pt in 0.1 s, up: the offset rises 500 pt/s.
        let start = 150.0, v = 500.0
        XCTAssertEqual(Double(scroll.contentOffset.y), start)
        let velocity = try XCTUnwrap(log.endVelocity)
        XCTAssertEqual(Double(velocity.y), 0.5, accuracy: 1e-12)
        XCTAssertEqual(velocity.x, 0)
        let rest = start + v * (1 / v - 1) / lambda
        XCTAssertEqual(Double(try XCTUnwrap(log.plannedTarget).y), rest, accuracy: 1e-9)
        XCTAssertEqual(rest, 399.25, accuracy: 0.01)
        XCTAssertEqual(
            log.calls,
            ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        XCTAssertTrue(scroll.isDecelerating)
        XCTAssertFalse(scroll.isDragging)
        for time in [0.5, 1.0, 2.0] {
            harness.advance(to: time)
            let t = time - 0.3
            XCTAssertEqual(
                Double(scroll.contentOffset.y), start + v * (pow(0.998, 1000 * t) - 1) / lambda, accuracy: 1e-9,
                "t = \(time)")
        }
        // 500 · 0.998^(1000 T) = 1: T = 3.104 s after the lift; the next frame ends it.
        let stop = Foundation.log(1 / v) / lambda
        XCTAssertEqual(stop, 3.1041, accuracy: 1e-4)
        harness.advance(to: 0.3 + stop - 0.02)
        XCTAssertTrue(scroll.isDecelerating)
        harness.advance(to: 0.3 + stop + 0.02)
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertEqual(Double(scroll.contentOffset.y), rest, accuracy: 1e-9)
        XCTAssertEqual(log.calls.last, "didEndDecelerating")
        XCTAssertEqual(log.calls.filter { $0 == "didEndDecelerating" }.count, 1)
    }

    /// A delegate that moves the target makes the content settle there by the spring
    /// `x = (x0 + (v0 + 10 x0) t) e^(-10 t)` from the lift.
    func testATargetMovedByTheDelegateIsSettledOn() async throws {
        let harness = UIKitHarness()
        let (scroll, _, log) = tallScrollView(harness)
        log.snap = 250
        flick(harness)
        // The planned rest, 399.25, snaps to 500: x0 = 150 - 500 = -350, v0 = 500.
        for time in [0.35, 0.5] {
            harness.advance(to: time)
            let t = time - 0.3
            let x = (-350 + (500 + 10 * -350) * t) * exp(-10 * t)
            XCTAssertEqual(Double(scroll.contentOffset.y), 500 + x, accuracy: 1e-9, "t = \(time)")
        }
        harness.advance(to: 4)
        XCTAssertEqual(scroll.contentOffset.y, 500)
        XCTAssertEqual(log.calls.last, "didEndDecelerating")
    }

    /// Past the top edge the content follows the finger on the rubber band, and after the lift it
    /// returns by the spring.
    func testPullingPastTheTopRubberBandsAndReturns() async throws {
        let harness = UIKitHarness()
        let (scroll, _, log) = tallScrollView(harness)
        harness.touchDown(at: CGPoint(x: 100, y: 200))
        harness.advance(to: 0.1)
        harness.touchMove(to: CGPoint(x: 100, y: 210))
        harness.advance(to: 0.2)
        harness.touchMove(to: CGPoint(x: 100, y: 310))
        // The finger asks for -100: shown as -(1 - 1 / (100 · 0.55 / 600 + 1)) · 600.
        let shown: Double = -(1 - 1 / (100 * 0.55 / 600 + 1)) * 600
        XCTAssertEqual(Double(scroll.contentOffset.y), shown, accuracy: 1e-9)
        harness.advance(to: 0.3)
        harness.touchUp(at: CGPoint(x: 100, y: 310))
        // Still at the lift: the velocity is 0, so x = x0 (1 + 10 t) e^(-10 t).
        XCTAssertEqual(log.endVelocity, .zero)
        XCTAssertEqual(log.plannedTarget, .zero)
        harness.advance(to: 0.4)
        XCTAssertEqual(Double(scroll.contentOffset.y), shown * 2 * exp(-1), accuracy: 1e-9)
        harness.advance(to: 3)
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertFalse(scroll.isDecelerating)

        // Without bounces the offset stops at the edge.
        scroll.bounces = false
        harness.touchDown(at: CGPoint(x: 100, y: 200))
        harness.advance(to: 3.1)
        harness.touchMove(to: CGPoint(x: 100, y: 210))
        harness.advance(to: 3.2)
        harness.touchMove(to: CGPoint(x: 100, y: 310))
        XCTAssertEqual(scroll.contentOffset, .zero)
        harness.touchUp(at: CGPoint(x: 100, y: 310))
    }

    /// Paging: the nearest page of the deceleration's rest point, at most one page on, reached
    /// by the spring.
    func testPagingSettlesOnAPage() async throws {
        let harness = UIKitHarness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        scroll.contentSize = CGSize(width: 1200, height: 200)
        scroll.isPagingEnabled = true
        harness.window.addSubview(scroll)
        // A slow drag of 100 pt to the left: begins at 20 pt (0.1 s), 100 pt further at 1.1 s,
        // lifted there after 1 pt more in 0.1 s (velocity 10 pt/s): rest 100 + 10 / 2.002, page 0.
        harness.touchDown(at: CGPoint(x: 250, y: 200))
        harness.advance(to: 0.1)
        harness.touchMove(to: CGPoint(x: 230, y: 200))
        harness.advance(to: 1.0)
        harness.touchMove(to: CGPoint(x: 130, y: 200))
        harness.advance(to: 1.1)
        harness.touchUp(at: CGPoint(x: 129, y: 200))
        XCTAssertEqual(scroll.contentOffset.x, 101)
        harness.advance(to: 1.2)
        // x0 = 101, v0 = 10: x = (101 + (10 + 1010) t) e^(-10 t).
        XCTAssertEqual(Double(scroll.contentOffset.x), (101 + 1020 * 0.1) * exp(-1), accuracy: 1e-9)
        harness.advance(to: 4)
        XCTAssertEqual(scroll.contentOffset.x, 0)

        // A flick of 1,000 pt/s: its rest point is five pages on, but one page is the most.
        harness.touchDown(at: CGPoint(x: 250, y: 200))
        harness.advance(to: 4.1)
        harness.touchMove(to: CGPoint(x: 230, y: 200))
        harness.advance(to: 4.2)
        harness.touchMove(to: CGPoint(x: 130, y: 200))
        harness.advance(to: 4.3)
        harness.touchUp(at: CGPoint(x: 30, y: 200))
        harness.advance(to: 8)
        XCTAssertEqual(scroll.contentOffset.x, 300)
    }

    /// A finger landing on moving content stops it where it is, with no end call.
    func testAFingerStopsTheDeceleration() async throws {
        let harness = UIKitHarness()
        let (scroll, _, log) = tallScrollView(harness)
        flick(harness)
        harness.advance(to: 0.5)
        let there = scroll.contentOffset
        harness.touchDown(at: CGPoint(x: 100, y: 300))
        XCTAssertFalse(scroll.isDecelerating)
        harness.advance(to: 1.5)
        XCTAssertEqual(scroll.contentOffset, there)
        harness.touchUp(at: CGPoint(x: 100, y: 300))
        XCTAssertFalse(log.calls.contains("didEndDecelerating"))
    }

    /// `setContentOffset(_:animated:)` moves over 0.3 s, ease-in-out (half way at 0.15 s by
    /// its symmetry); `scrollRectToVisible` scrolls the least.
    func testAnimatedOffsets() async throws {
        let harness = UIKitHarness()
        let (scroll, _, log) = tallScrollView(harness)
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        XCTAssertEqual(scroll.contentOffset, .zero)
        harness.advance(to: 0.15)
        XCTAssertEqual(Double(scroll.contentOffset.y), 150, accuracy: 1e-6)
        harness.advance(to: 0.35)
        XCTAssertEqual(scroll.contentOffset.y, 300)
        XCTAssertEqual(log.calls, ["scroll", "didEndScrollingAnimation"])
        // The rect's bottom, 1,100, at the bounds' bottom: 1,100 - 600.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 100, height: 100), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 500)
        // Already visible: no move.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 600, width: 100, height: 100), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 500)
        // Above: its top at the bounds' top; past the content: the last offset, 1,400.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 100)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 10, height: 10), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 1400)
        // Setting the offset stops an animation, without its end call.
        scroll.setContentOffset(.zero, animated: true)
        harness.advance(to: 0.5)
        scroll.contentOffset = CGPoint(x: 0, y: 42)
        harness.advance(to: 1)
        XCTAssertEqual(scroll.contentOffset.y, 42)
        XCTAssertEqual(log.calls.filter { $0 == "didEndScrollingAnimation" }.count, 1)
    }

    /// Content that fits does not scroll, unless a bounce is asked for; then a tap on a button
    /// in scrolled content reaches it where it shows.
    func testContentThatFitsAndTouchesInScrolledContent() async throws {
        let harness = UIKitHarness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        scroll.contentSize = CGSize(width: 375, height: 500)
        harness.window.addSubview(scroll)
        harness.touchDown(at: CGPoint(x: 100, y: 300))
        harness.advance(to: 0.1)
        harness.touchMove(to: CGPoint(x: 100, y: 200))
        XCTAssertFalse(scroll.isDragging)
        XCTAssertEqual(scroll.panGestureRecognizer.state, .failed)
        harness.touchUp(at: CGPoint(x: 100, y: 200))
        XCTAssertEqual(scroll.contentOffset, .zero)

        scroll.alwaysBounceVertical = true
        harness.touchDown(at: CGPoint(x: 100, y: 300))
        harness.advance(to: 0.2)
        harness.touchMove(to: CGPoint(x: 100, y: 290))
        harness.touchMove(to: CGPoint(x: 100, y: 190))
        // Every offset is past the single allowed one, 0: 100 pt shows as 50.38.
        let banded: Double = (1 - 1 / (100 * 0.55 / 600 + 1)) * 600
        XCTAssertEqual(Double(scroll.contentOffset.y), banded, accuracy: 1e-9)
        harness.touchUp(at: CGPoint(x: 100, y: 190))
        harness.advance(to: 3)
        XCTAssertEqual(scroll.contentOffset, .zero)

        scroll.contentSize = CGSize(width: 375, height: 2000)
        let button = UIButton(frame: CGRect(x: 0, y: 1000, width: 100, height: 50))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scroll.addSubview(button)
        scroll.contentOffset = CGPoint(x: 0, y: 800)
        harness.tap(at: CGPoint(x: 50, y: 225))
        XCTAssertEqual(taps, 1, "the button shows at 1,000 - 800 = 200 to 250")
        harness.tap(at: CGPoint(x: 50, y: 1025))
        XCTAssertEqual(taps, 1)
    }

    /// The offset set in an animation block animates, as UIKit's bounds do: the model at once,
    /// the frames along the curve (linear over 0.4 s: 50 of 200 at 0.1 s). An explicit animation
    /// of `bounds.origin.y` does too.
    func testAnOffsetSetInAnAnimationBlockAnimates() async throws {
        let harness = UIKitHarness()
        let (scroll, _, log) = tallScrollView(harness)
        UIView.animate(
            withDuration: 0.4, delay: 0, options: .curveLinear,
            animations: { scroll.contentOffset = CGPoint(x: 0, y: 200) })
        XCTAssertEqual(scroll.contentOffset.y, 200)
        XCTAssertEqual(log.calls, ["scroll"])
        harness.advance(to: 0.1)
        XCTAssertEqual(Double(try XCTUnwrap(scroll.layer.presentation()).bounds.minY), 50, accuracy: 1e-9)
        // The square's centre in the content is 450: on screen 450 - 50.
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["square"]).center.y, 400, accuracy: 1e-9)
        harness.advance(to: 0.5)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["square"]).center.y, 250, accuracy: 1e-9)

        let slide = CABasicAnimation(keyPath: "bounds.origin.y")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        scroll.layer.add(slide, forKey: "slide")
        harness.advance(to: 0.75)
        XCTAssertEqual(Double(try XCTUnwrap(scroll.layer.presentation()).bounds.minY), 25, accuracy: 1e-9)
        XCTAssertEqual(scroll.contentOffset.y, 200, "an explicit animation leaves the model")
    }

    /// A disabled scroll view does not drag; offsets that are not finite are refused.
    func testDisabledScrollingAndRefusedOffsets() async throws {
        let harness = UIKitHarness()
        let (scroll, _, log) = tallScrollView(harness)
        scroll.isScrollEnabled = false
        flick(harness)
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertFalse(scroll.panGestureRecognizer.isEnabled)
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(log.calls, [])
        scroll.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        harness.advance(to: 1)
        XCTAssertEqual(scroll.contentOffset, .zero)
        scroll.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), animated: true)
        harness.advance(to: 2)
        XCTAssertEqual(scroll.contentOffset, .zero)
    }
}
