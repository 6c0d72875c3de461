import Foundation
import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// `UIProgressView` and `UIActivityIndicatorView`: the bar is `progress` of the width; the
/// spinner's spokes turn by 45° steps, eight a second (step `floor(8 t)` at `t` seconds).
@MainActor
final class ProgressAndActivityTests: XCTestCase {
    func testTheBarIsProgressOfTheWidth() async throws {
        let harness = UIKitHarness()
        let bar = UIProgressView(frame: CGRect(x: 20, y: 100, width: 200, height: 4))
        harness.window.addSubview(bar)
        XCTAssertEqual(bar.intrinsicContentSize.height, 4)
        XCTAssertEqual(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height, 2.5)
        bar.setProgress(0.5, animated: false)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["progressBar"]).values.size.width, 100)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["progressTrack"]).values.size.width, 200)
        // Animated to 1 over 0.25 s, ease-in-out: half way (150) at 0.125 s.
        bar.setProgress(1, animated: true)
        XCTAssertEqual(bar.progress, 1)
        harness.advance(to: 0.125)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["progressBar"]).values.size.width, 150, accuracy: 1e-9)
        harness.advance(to: 0.3)
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["progressBar"]).values.size.width, 200, accuracy: 1e-9)
        // Clamped; not a number counts as 0.
        bar.progress = 2
        XCTAssertEqual(bar.progress, 1)
        bar.progress = -1
        XCTAssertEqual(bar.progress, 0)
        bar.progress = .nan
        XCTAssertEqual(bar.progress, 0)
        // The bar is the tint colour unless given one.
        let shown = try XCTUnwrap(harness.snapshot()["progressBar"]).backgroundColor
        XCTAssertEqual(UIColor(shown), bar.tintColor)
        bar.progressTintColor = .red
        XCTAssertEqual(UIColor(try XCTUnwrap(harness.snapshot()["progressBar"]).backgroundColor), .red)
        XCTAssertEqual(harness.diagnostics, [])
    }

    func testTheSpinnerTurnsBySteps() async throws {
        let harness = UIKitHarness()
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 100, y: 100)
        harness.window.addSubview(spinner)
        XCTAssertEqual(spinner.bounds.size, CGSize(width: 37, height: 37))
        XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertTrue(spinner.isHidden, "hidden when stopped")
        harness.advance(to: 1)
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.isHidden)
        func turn(at time: Double) throws -> Double {
            harness.advance(to: time)
            let m = try XCTUnwrap(harness.snapshot()["spinnerSpokes"]).values.transform
            return atan2(m.b, m.a)
        }
        // 0.3 s in: step 2, a quarter turn; 0.99 s in: step 7, 315°, that is -45°.
        XCTAssertEqual(try turn(at: 1.3), Double.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(try turn(at: 1.99), -Double.pi / 4, accuracy: 1e-9)
        XCTAssertEqual(try turn(at: 2.05), 0, accuracy: 1e-9)
        // Spoke 2 points right: its centre 0.22 × 37 + 0.28 × 37 / 2 right of the middle.
        let spokes = try XCTUnwrap(spinner.subviews.first)
        XCTAssertEqual(Double(spokes.subviews[2].center.x), 18.5 + 0.22 * 37 + 0.14 * 37, accuracy: 1e-9)
        XCTAssertEqual(Double(spokes.subviews[2].center.y), 18.5, accuracy: 1e-9)
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
        XCTAssertNil(spokes.layer.animationKeys())
        spinner.hidesWhenStopped = false
        XCTAssertFalse(spinner.isHidden)
        spinner.color = .red
        XCTAssertEqual(spokes.subviews.map(\.backgroundColor), Array(repeating: UIColor.red, count: 8))
        XCTAssertEqual(UIActivityIndicatorView(style: .white).color, .white)
        XCTAssertEqual(UIActivityIndicatorView(frame: .zero).intrinsicContentSize.width, 20)
        XCTAssertEqual(harness.diagnostics, [])
    }
}
