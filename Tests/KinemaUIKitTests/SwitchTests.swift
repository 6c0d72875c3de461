import Foundation
import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Counts a switch's `valueChanged` events.
@MainActor
private final class Flips: NSObject {
    var values: [Bool] = []
    func changed(_ sender: UISwitch) { values.append(sender.isOn) }
}

/// `UISwitch`: the thumb's centre is 2 + 13.5 pt from the left end when off, from the right end
/// when on (51 - 15.5 = 35.5); an animated change takes 0.25 s, ease-in-out (half way at 0.125 s).
@MainActor
final class SwitchTests: XCTestCase {
    func testATapTurnsItOverWithAnimation() async throws {
        let harness = UIKitHarness()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        XCTAssertEqual(toggle.frame.size, CGSize(width: 51, height: 31))
        harness.window.addSubview(toggle)
        let flips = Flips()
        toggle.addTarget(flips, action: Flips.changed, for: .valueChanged)
        func thumbX() throws -> Double { try XCTUnwrap(harness.snapshot()["switchThumb"]).center.x }
        XCTAssertEqual(try thumbX(), 115.5, accuracy: 1e-9)

        harness.tap(at: CGPoint(x: 125, y: 115))
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(flips.values, [true])
        harness.advance(to: 0.125)
        XCTAssertEqual(try thumbX(), (115.5 + 135.5) / 2, accuracy: 1e-9)
        // The track half way from light grey (0.9) to green (52, 199, 89 of 255).
        let track = try XCTUnwrap(harness.snapshot()["switchTrack"]).backgroundColor
        XCTAssertEqual(track.red, (0.9 + 52.0 / 255) / 2, accuracy: 1e-9)
        XCTAssertEqual(track.green, (0.9 + 199.0 / 255) / 2, accuracy: 1e-9)
        harness.advance(to: 0.3)
        XCTAssertEqual(try thumbX(), 135.5, accuracy: 1e-9)

        // Set in code: no event, at once without animation.
        toggle.setOn(false, animated: false)
        XCTAssertEqual(try thumbX(), 115.5, accuracy: 1e-9)
        XCTAssertEqual(flips.values, [true])
        // A touch that leaves the extended bounds before it lifts does nothing.
        harness.touchDown(at: CGPoint(x: 125, y: 115))
        harness.touchMove(to: CGPoint(x: 300, y: 400))
        harness.touchUp(at: CGPoint(x: 300, y: 400))
        XCTAssertFalse(toggle.isOn)
        toggle.onTintColor = .blue
        toggle.isOn = true
        XCTAssertEqual(UIColor(try XCTUnwrap(harness.snapshot()["switchTrack"]).backgroundColor), .blue)
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(harness.diagnostics, [])
    }
}
