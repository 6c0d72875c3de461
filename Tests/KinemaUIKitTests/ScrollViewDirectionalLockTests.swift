import Foundation
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `isDirectionalLockEnabled`: a drag that begins along one axis (its movement across the axis at
/// most half its movement along it when the pan begins) moves the content along that axis only.
@MainActor
final class ScrollViewDirectionalLockTests: XCTestCase {
    /// A 300 x 300 scroll view over 1,000 x 1,000 of content, at the window's origin.
    private func board(_ harness: UIKitHarness, locked: Bool) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = CGSize(width: 1000, height: 1000)
        scroll.isDirectionalLockEnabled = locked
        harness.window.addSubview(scroll)
        return scroll
    }

    /// Down at (200, 200); the pan begins at `first` (0.1 s after `start`), the finger goes to
    /// `then` (0.2 s), and lifts 30 pt further left and up (0.3 s), so that it flicks.
    private func drag(
        _ harness: UIKitHarness, _ scroll: UIScrollView, from start: Double, first: CGPoint, then: CGPoint
    ) -> CGPoint {
        harness.advance(to: start)
        harness.touchDown(at: CGPoint(x: 200, y: 200))
        harness.advance(to: start + 0.1)
        harness.touchMove(to: first)
        harness.advance(to: start + 0.2)
        harness.touchMove(to: then)
        let dragged = scroll.contentOffset
        harness.advance(to: start + 0.3)
        harness.touchUp(at: CGPoint(x: then.x - 30, y: then.y - 30))
        return dragged
    }

    func testADragAlongAnAxisStaysOnIt() async throws {
        let harness = UIKitHarness()
        let scroll = board(harness, locked: true)
        // Begins 20 left and 6 down (6 <= 20 / 2): locked horizontally. From there 60 more left
        // and 40 up: the content moves 60 right and not at all down; the lift adds 30, and
        // the deceleration goes on sideways only.
        let dragged = drag(harness, scroll, from: 0, first: CGPoint(x: 180, y: 206), then: CGPoint(x: 120, y: 166))
        XCTAssertEqual(dragged, CGPoint(x: 60, y: 0))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 90, y: 0))
        XCTAssertTrue(scroll.isDecelerating)
        harness.advance(to: 5)
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertGreaterThan(scroll.contentOffset.x, 90)
        let rest = scroll.contentOffset

        // Begins 15 left and 15 up: diagonal, so both axes follow the finger, 30 and 30 more.
        let diagonal = drag(harness, scroll, from: 6, first: CGPoint(x: 185, y: 185), then: CGPoint(x: 155, y: 155))
        XCTAssertEqual(diagonal, CGPoint(x: rest.x + 30, y: 30))
    }

    func testWithoutTheLockBothAxesFollow() async throws {
        let harness = UIKitHarness()
        let scroll = board(harness, locked: false)
        // From where the pan began: 60 right and 40 down.
        let dragged = drag(harness, scroll, from: 0, first: CGPoint(x: 180, y: 206), then: CGPoint(x: 120, y: 166))
        XCTAssertEqual(dragged, CGPoint(x: 60, y: 40))
    }
}
