import Foundation
import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Offers a view to zoom and records what the scroll view tells it; optionally centres the
/// zoomed view when it is smaller than the bounds (the usual `scrollViewDidZoom` code).
@MainActor
private final class ZoomLog: UIScrollViewDelegate {
    var zoomed: UIView?
    var calls: [String] = []
    var centres = false

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("scroll") }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        calls.append("willBeginZooming")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        calls.append("didZoom")
        guard centres, let zoomed else { return }
        let dx = max((scrollView.bounds.width - scrollView.contentSize.width) * 0.5, 0)
        let dy = max((scrollView.bounds.height - scrollView.contentSize.height) * 0.5, 0)
        zoomed.center = CGPoint(
            x: scrollView.contentSize.width * 0.5 + dx, y: scrollView.contentSize.height * 0.5 + dy)
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming(\(scale), \(view === zoomed))")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

/// Zooming a scroll view's content. Every expected offset follows the rule: the point asked
/// for comes to the bounds' centre, `offset = point × scale - bounds / 2` (for a zoom scale,
/// the point at the centre before: `(offset + bounds / 2) × ratio - bounds / 2`), then within
/// `0 ... content × scale - bounds`.
@MainActor
final class ScrollViewZoomTests: XCTestCase {
    /// A 100 x 100 scroll view at the window's origin over an "image" of 200 x 100, zoomable from
    /// 0.5 to 4.
    private func zoomable(_ harness: UIKitHarness) -> (UIScrollView, UIView, ZoomLog) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        image.accessibilityIdentifier = "image"
        scroll.addSubview(image)
        scroll.contentSize = image.frame.size
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 4
        harness.window.addSubview(scroll)
        let log = ZoomLog()
        log.zoomed = image
        scroll.delegate = log
        return (scroll, image, log)
    }

    func testTheZoomScaleScalesTheViewAndKeepsTheCentre() async throws {
        let harness = UIKitHarness()
        let (scroll, image, log) = zoomable(harness)
        scroll.zoomScale = 2
        XCTAssertEqual(image.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 400, height: 200))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 400, height: 200))
        // (0 + 50) × 2 - 50 on each axis.
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 50, y: 50))
        XCTAssertEqual(log.calls, ["scroll", "didZoom"])
        // The frames show it: the image's point (60, 40) at 2 × (60, 40) - (50, 50).
        let shown = try XCTUnwrap(harness.snapshot()["image"])
        let point = shown.toRoot.apply(to: Point(x: 60, y: 40))
        XCTAssertEqual(point.x, 70, accuracy: 1e-9)
        XCTAssertEqual(point.y, 30, accuracy: 1e-9)

        // From (100, 20) to 3: ratio 1.5, (150 × 1.5 - 50, 70 × 1.5 - 50), within 0...500, 0...200.
        scroll.contentOffset = CGPoint(x: 100, y: 20)
        scroll.zoomScale = 3
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 175, y: 55))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 600, height: 300))
        // To 0.5: ratio 1/6 gives (-12.5, -32.5); the content (100 x 50) allows only 0.
        scroll.zoomScale = 0.5
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 100, height: 50))

        // The limits, and scales that are not numbers.
        scroll.zoomScale = 10
        XCTAssertEqual(scroll.zoomScale, 4)
        scroll.zoomScale = 0.1
        XCTAssertEqual(scroll.zoomScale, 0.5)
        scroll.zoomScale = .nan
        XCTAssertEqual(scroll.zoomScale, 0.5)
        XCTAssertEqual(image.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertFalse(scroll.isZooming)
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// `zoom(to:animated:)` brings a rectangle to fill the bounds over 0.3 s, ease-in-out (half
    /// way at 0.15 s by the curve's symmetry), scale and offset together.
    func testZoomingToARectangleAnimates() async throws {
        let harness = UIKitHarness()
        let (scroll, image, log) = zoomable(harness)
        // Scale min(100 / 25, 100 / 25) = 4; offset (32.5, 22.5) × 4 - 50 = (80, 40).
        scroll.zoom(to: CGRect(x: 20, y: 10, width: 25, height: 25), animated: true)
        XCTAssertEqual(scroll.zoomScale, 1)
        XCTAssertEqual(log.calls, ["willBeginZooming"])
        harness.advance(to: 0.15)
        XCTAssertEqual(Double(scroll.zoomScale), 2.5, accuracy: 1e-9)
        XCTAssertEqual(Double(scroll.contentOffset.x), 40, accuracy: 1e-9)
        XCTAssertEqual(Double(scroll.contentOffset.y), 20, accuracy: 1e-9)
        XCTAssertEqual(Double(image.frame.width), 500, accuracy: 1e-9)
        harness.advance(to: 0.35)
        XCTAssertEqual(scroll.zoomScale, 4)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 80, y: 40))
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 800, height: 400))
        XCTAssertEqual(log.calls.first, "willBeginZooming")
        XCTAssertEqual(log.calls.last, "didEndZooming(4.0, true)")
        XCTAssertEqual(log.calls.filter { $0 == "didZoom" }.count, log.calls.filter { $0 == "scroll" }.count)
        // The rectangle's centre is at the bounds' centre.
        let centre = try XCTUnwrap(harness.snapshot()["image"]).toRoot.apply(to: Point(x: 32.5, y: 22.5))
        XCTAssertEqual(centre.x, 50, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 50, accuracy: 1e-9)

        // A finger landing mid-zoom stops it where it is, without the end call.
        log.calls = []
        scroll.setZoomScale(1, animated: true)
        harness.advance(to: 0.5)
        harness.touchDown(at: CGPoint(x: 50, y: 50))
        let stopped = scroll.zoomScale
        XCTAssertTrue(stopped > 1 && stopped < 4)
        harness.advance(to: 1)
        harness.touchUp(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(scroll.zoomScale, stopped)
        XCTAssertFalse(log.calls.contains { $0.hasPrefix("didEndZooming") })
    }

    /// The usual double-tap code: zoom in on the tapped point, or back out.
    func testADoubleTapZoomsInOnThePointAndOut() async throws {
        let harness = UIKitHarness()
        let (scroll, image, log) = zoomable(harness)
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 2
        let handler = DoubleTapZoom(scroll: scroll, image: image)
        let double = UITapGestureRecognizer(target: handler, action: DoubleTapZoom.handle)
        double.numberOfTapsRequired = 2
        image.addGestureRecognizer(double)

        func doubleTap(at point: CGPoint, from time: Double) {
            harness.advance(to: time)
            harness.touchDown(at: point)
            harness.advance(to: time + 0.05)
            harness.touchUp(at: point)
            harness.advance(to: time + 0.15)
            harness.touchDown(at: point)
            harness.advance(to: time + 0.2)
            harness.touchUp(at: point)
        }
        // The image's (60, 40) at 2: a 50 x 50 rectangle around it, scale 2, offset
        // (60, 40) × 2 - 50 = (70, 30).
        doubleTap(at: CGPoint(x: 60, y: 40), from: 0)
        harness.advance(to: 0.6)
        XCTAssertEqual(scroll.zoomScale, 2)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 70, y: 30))
        XCTAssertEqual(image.convert(CGPoint(x: 60, y: 40), to: nil), CGPoint(x: 50, y: 50))
        // Back to 1, keeping the centre: (120 × 0.5 - 50, 80 × 0.5 - 50) = (10, -10); the
        // content, 200 x 100, allows x in 0...100 and y at 0.
        doubleTap(at: CGPoint(x: 50, y: 50), from: 1)
        harness.advance(to: 1.6)
        XCTAssertEqual(scroll.zoomScale, 1)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 10, y: 0))
        XCTAssertEqual(
            log.calls.filter { $0.hasPrefix("didEndZooming") }, ["didEndZooming(2.0, true)", "didEndZooming(1.0, true)"]
        )
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Zoomed content drags as any larger content does, and a delegate that centres the view
    /// in `scrollViewDidZoom` keeps its centre.
    func testZoomedContentDragsAndTheDelegateCentresIt() async throws {
        let harness = UIKitHarness()
        let (scroll, image, log) = zoomable(harness)
        scroll.zoomScale = 2
        // A drag 30 pt left and up from where the pan begins: (50, 50) + (30, 30).
        harness.touchDown(at: CGPoint(x: 80, y: 80))
        harness.advance(to: 0.1)
        harness.touchMove(to: CGPoint(x: 70, y: 70))
        harness.advance(to: 0.2)
        harness.touchMove(to: CGPoint(x: 40, y: 40))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 80, y: 80))
        harness.advance(to: 0.3)
        harness.touchUp(at: CGPoint(x: 40, y: 40))
        harness.advance(to: 5)

        log.centres = true
        scroll.zoomScale = 0.5
        // 100 x 50 in 100 x 100: centred vertically, (50, 25 + 25).
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 25, width: 100, height: 50))
        XCTAssertEqual(scroll.contentOffset, .zero)
    }

    /// No view to zoom, a view that is not a subview, limits the wrong way round, rectangles that
    /// are empty or not numbers.
    func testWhatDoesNotZoom() async throws {
        let harness = UIKitHarness()
        let (scroll, image, log) = zoomable(harness)
        log.zoomed = nil
        scroll.zoomScale = 2
        XCTAssertEqual(scroll.zoomScale, 1)
        log.zoomed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        XCTAssertEqual(scroll.zoomScale, 1)
        XCTAssertEqual(log.zoomed?.transform, .identity)
        XCTAssertEqual(log.calls, [])

        log.zoomed = image
        // A maximum under the minimum counts as the minimum.
        scroll.minimumZoomScale = 2
        scroll.maximumZoomScale = 1
        scroll.zoomScale = 3
        XCTAssertEqual(scroll.zoomScale, 2)
        // An empty rectangle asks for an infinite scale: the maximum (here 4), its centre
        // (0, 0) × 4 - 50 brought to 0.
        scroll.maximumZoomScale = 4
        scroll.zoom(to: .zero, animated: false)
        XCTAssertEqual(scroll.zoomScale, 4)
        XCTAssertEqual(scroll.contentOffset, .zero)
        scroll.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: true)
        scroll.maximumZoomScale = .infinity
        scroll.zoom(to: .zero, animated: true)
        scroll.minimumZoomScale = -1
        scroll.setZoomScale(-2, animated: true)
        harness.advance(to: 1)
        XCTAssertEqual(scroll.zoomScale, 4)
        XCTAssertEqual(image.transform, CGAffineTransform(scaleX: 4, y: 4))
        XCTAssertEqual(harness.diagnostics, [])
    }
}

/// The double-tap handler of a photo viewer, as UIKit code writes it.
@MainActor
private final class DoubleTapZoom: NSObject {
    let scroll: UIScrollView
    let image: UIView

    init(scroll: UIScrollView, image: UIView) {
        self.scroll = scroll
        self.image = image
    }

    func handle(_ recognizer: UITapGestureRecognizer) {
        guard scroll.zoomScale == scroll.minimumZoomScale else {
            return scroll.setZoomScale(scroll.minimumZoomScale, animated: true)
        }
        let point = recognizer.location(in: image)
        let size = CGSize(
            width: scroll.bounds.width / scroll.maximumZoomScale, height: scroll.bounds.height / scroll.maximumZoomScale
        )
        scroll.zoom(
            to: CGRect(
                x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
            animated: true)
    }
}
