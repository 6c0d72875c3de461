import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// A label's font size and alignment, and a text layer's, reach the engine's text style: the
/// size drawn and how the lines line up (a label centres its lines vertically, a text layer
/// starts at its top).
@MainActor
final class LabelTextStyleTests: XCTestCase {
    func testALabelDrawsInItsFontSizeAndAlignment() async throws {
        let harness = UIKitHarness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Title"
        harness.window.addSubview(label)
        XCTAssertEqual(label.kinemaView.textStyle, TextStyle(fontSize: 17, alignment: .left))
        label.font = UIFont.systemFont(ofSize: 24, weight: .heavy)
        label.textAlignment = .right
        XCTAssertEqual(label.kinemaView.textStyle, TextStyle(fontSize: 24, alignment: .right))
        label.textAlignment = .center
        XCTAssertEqual(harness.snapshot()["UILabel"]?.textStyle, TextStyle(fontSize: 24, alignment: .center))
        label.textAlignment = .justified
        XCTAssertEqual(label.kinemaView.textStyle?.alignment, .left)
    }

    func testATextLayerDrawsFromItsTop() async throws {
        let harness = UIKitHarness()
        let text = CATextLayer()
        text.name = "percent"
        text.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        text.string = "42 %"
        harness.window.layer.addSublayer(text)
        XCTAssertEqual(
            harness.snapshot()["percent"]?.textStyle,
            TextStyle(fontSize: 36, alignment: .left, verticalAlignment: .top))
        text.fontSize = 24
        text.alignmentMode = .center
        XCTAssertEqual(
            text.kinemaView?.textStyle, TextStyle(fontSize: 24, alignment: .center, verticalAlignment: .top))
        text.alignmentMode = .right
        XCTAssertEqual(text.kinemaView?.textStyle?.alignment, .right)
    }
}

/// A button's title: drawn centred at its title label's font size; a new font redraws it and
/// changes the intrinsic size (a character advances half the point size, a line is 1.2 sizes,
/// rounded up: "Go" at 17 pt is 17 x 20.4, so 17 x 21; at 30 pt, 30 x 36).
@MainActor
final class ButtonTitleStyleTests: XCTestCase {
    func testATitleFollowsItsLabelsFont() async throws {
        let harness = UIKitHarness()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        harness.window.addSubview(button)
        XCTAssertEqual(button.kinemaView.textStyle, TextStyle(fontSize: 17))
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 17, height: 21))
        button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 30)
        XCTAssertEqual(button.kinemaView.textStyle, TextStyle(fontSize: 30))
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 30, height: 36))
        button.setImage(UIImage(systemName: "cart"), for: .normal)
        XCTAssertNil(button.kinemaView.textStyle, "an image shows instead")
    }
}
