import Foundation
import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Counts a control's `valueChanged` events.
@MainActor
private final class Changes: NSObject {
    var indices: [Int] = []
    func changed(_ sender: UISegmentedControl) { indices.append(sender.selectedSegmentIndex) }
}

/// `UISegmentedControl`: equal segments across the width, the indicator 2 pt inside the
/// selected one; a tapped segment's indicator slides over 0.25 s, ease-in-out.
@MainActor
final class SegmentedControlTests: XCTestCase {
    func testATapSlidesTheIndicator() async throws {
        let harness = UIKitHarness()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        // Titles at 13 pt: half the size a character, rounded up: 20, 20 and 33, plus 24 each.
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 44 + 44 + 57, height: 32))
        XCTAssertEqual(control.frame.size, CGSize(width: 145, height: 32))
        control.frame = CGRect(x: 50, y: 100, width: 150, height: 32)
        harness.window.addSubview(control)
        let changes = Changes()
        control.addTarget(changes, action: Changes.changed, for: .valueChanged)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 0
        harness.advance(to: 0.1)
        func indicator() throws -> Double { try XCTUnwrap(harness.snapshot()["selectionIndicator"]).center.x }
        // Segment 0 is 50 wide: the indicator 46 wide from 52, centred at 75.
        XCTAssertEqual(try indicator(), 75, accuracy: 1e-9)
        XCTAssertEqual(changes.indices, [], "set in code: no event")

        harness.tap(at: CGPoint(x: 175, y: 110))
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(changes.indices, [2])
        harness.advance(to: 0.225)
        XCTAssertEqual(try indicator(), (75.0 + 175.0) / 2, accuracy: 1e-9)
        harness.advance(to: 0.4)
        XCTAssertEqual(try indicator(), 175, accuracy: 1e-9)
        XCTAssertEqual(control.titleForSegment(at: 1), "Two")

        // A disabled segment ignores taps; a tap on the selected one sends nothing.
        control.setEnabled(false, forSegmentAt: 1)
        harness.tap(at: CGPoint(x: 125, y: 110))
        harness.tap(at: CGPoint(x: 175, y: 110))
        XCTAssertEqual(changes.indices, [2])
        // Momentary: the event, and no selection left.
        control.isMomentary = true
        harness.tap(at: CGPoint(x: 75, y: 110))
        XCTAssertEqual(changes.indices, [2, UISegmentedControl.noSegment])
        XCTAssertNil(harness.snapshot()["selectionIndicator"].flatMap { $0.isHidden ? nil : $0 })

        // Segments in and out; the selection follows its segment.
        control.isMomentary = false
        control.selectedSegmentIndex = 2
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 3)
        XCTAssertEqual(control.numberOfSegments, 4)
        control.removeSegment(at: 3, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 9
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(harness.diagnostics, [])
    }
}
