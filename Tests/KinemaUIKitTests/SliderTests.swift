import Foundation
import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Records a slider's `valueChanged` events.
@MainActor
private final class Values: NSObject {
    var values: [Float] = []
    func changed(_ sender: UISlider) { values.append(sender.value) }
}

/// `UISlider` 300 pt wide at x = 20: the thumb's centre runs from 20 + 14 to 20 + 286, so value
/// v of 0...1 puts it at 34 + 272 v.
@MainActor
final class SliderTests: XCTestCase {
    func testDraggingTheThumbAndAnimatedValues() async throws {
        let harness = UIKitHarness()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        harness.window.addSubview(slider)
        let values = Values()
        slider.addTarget(values, action: Values.changed, for: .valueChanged)
        func thumbX() throws -> Double { try XCTUnwrap(harness.snapshot()["sliderThumb"]).center.x }
        slider.value = 0.5
        XCTAssertEqual(try thumbX(), 170, accuracy: 1e-9)
        XCTAssertEqual(values.values, [], "set in code: no event")

        // 68 pt right: 0.5 + 68 / 272 = 0.75; then far past the right end: 1.
        harness.touchDown(at: CGPoint(x: 170, y: 115))
        harness.touchMove(to: CGPoint(x: 238, y: 115))
        XCTAssertEqual(slider.value, 0.75, accuracy: 1e-6)
        harness.touchMove(to: CGPoint(x: 500, y: 115))
        harness.touchUp(at: CGPoint(x: 500, y: 115))
        XCTAssertEqual(values.values, [0.75, 1])
        XCTAssertEqual(try XCTUnwrap(harness.snapshot()["sliderMinimumTrack"]).values.size.width, 286, accuracy: 1e-9)

        // Not continuous: one event at the lift, 136 pt left of the right end: 0.5.
        slider.isContinuous = false
        harness.touchDown(at: CGPoint(x: 306, y: 115))
        harness.touchMove(to: CGPoint(x: 250, y: 115))
        harness.touchMove(to: CGPoint(x: 170, y: 115))
        harness.touchUp(at: CGPoint(x: 170, y: 115))
        XCTAssertEqual(values.values, [0.75, 1, 0.5])
        // A finger on the track away from the thumb does nothing.
        harness.touchDown(at: CGPoint(x: 40, y: 115))
        harness.touchMove(to: CGPoint(x: 60, y: 115))
        harness.touchUp(at: CGPoint(x: 60, y: 115))
        XCTAssertEqual(slider.value, 0.5)

        // Animated to 0 over 0.25 s, ease-in-out: 0.25 half way, 34 + 68.
        slider.setValue(0, animated: true)
        harness.advance(to: 0.125)
        XCTAssertEqual(try thumbX(), 102, accuracy: 1e-9)
        harness.advance(to: 0.3)
        XCTAssertEqual(try thumbX(), 34, accuracy: 1e-9)

        // Values within the range; not a number counts as the minimum.
        slider.minimumValue = 10
        slider.maximumValue = 20
        XCTAssertEqual(slider.value, 10)
        slider.value = 25
        XCTAssertEqual(slider.value, 20)
        slider.value = .nan
        XCTAssertEqual(slider.value, 10)
        XCTAssertEqual(slider.intrinsicContentSize.height, 31)
        XCTAssertEqual(harness.diagnostics, [])
    }
}
