import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// UILabel and UIFont: text measured with the engine's metrics (a character advances half the
/// point size, a line is 1.2 point sizes), sizes rounded up to whole points, wrapping, content.
@MainActor
final class UILabelTests: XCTestCase {
    /// A label pinned at (10, 20) in the window with a fixed width (or none).
    private func pinned(_ label: UILabel, width: CGFloat?, in harness: UIKitHarness) {
        label.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(label)
        var constraints = [
            label.leftAnchor.constraint(equalTo: harness.window.leftAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 20)
        ]
        if let width { constraints.append(label.widthAnchor.constraint(equalToConstant: width)) }
        NSLayoutConstraint.activate(constraints)
    }

    func testFontsMeasureWithTheEngineMetrics() async {
        let font = UIFont.systemFont(ofSize: 24, weight: .heavy)
        XCTAssertEqual(font.pointSize, 24)
        XCTAssertEqual(font.weight, .heavy)
        XCTAssertEqual(Double(font.lineHeight), 24 * 1.2, accuracy: 1e-12)
        XCTAssertEqual(font.kinemaMetrics.characterWidth, 12)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17, weight: .regular))
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 17))
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).withSize(12).pointSize, 12)
        // UIKit's weights.
        XCTAssertEqual(
            [UIFont.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
                .map(\.rawValue), [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        // A size that is not finite or is negative counts as 0.
        XCTAssertEqual(UIFont.systemFont(ofSize: -3).pointSize, 0)
        XCTAssertEqual(UIFont.systemFont(ofSize: .nan).pointSize, 0)
        XCTAssertNotNil(UIFont(name: "Avenir-Heavy", size: 15), "any name measures as the system font")
    }

    /// "Reviews" in 15 pt: 7 x 7.5 = 52.5, rounded up to 53, by 1.2 x 15 = 18; in 24 pt:
    /// 7 x 12 = 84 by 1.2 x 24 = 28.8, rounded up to 29.
    func testOneLineIntrinsicSizesAreRoundedUpToWholePoints() async {
        let label = UILabel()
        XCTAssertEqual(label.intrinsicContentSize, .zero, "no text")
        label.text = "Reviews"
        label.font = .systemFont(ofSize: 15, weight: .medium)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 53, height: 18))
        label.font = .systemFont(ofSize: 24, weight: .heavy)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 84, height: 29))
        label.font = nil
        XCTAssertEqual(label.font.pointSize, 17, "nil restores the 17 pt system font")
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 60, height: 21), "7 x 8.5 = 59.5, 1.2 x 17 = 20.4")
        label.text = "first\nsecond"
        XCTAssertEqual(label.intrinsicContentSize.width, 43, "one line shows the first line: 5 x 8.5 = 42.5")
        XCTAssertFalse(label.isUserInteractionEnabled, "labels take no touches")
    }

    /// 15 pt summary wrapped to 260 pt: greedy at spaces, at most 34 characters a line
    /// (34 x 7.5 = 255), giving the lines below; 4 lines of 18 pt.
    func testMultiLineLabelsWrapToThePreferredWidthOrTheirOwn() async {
        let text =
            "Fantastic shot of Sarah for the ALS Ice Bucket Challenge - And yes, she tried her hardest not to blink!"
        let lines = [
            "Fantastic shot of Sarah for the", "ALS Ice Bucket Challenge - And",
            "yes, she tried her hardest not to", "blink!"
        ]
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textColor = .darkGray
        label.numberOfLines = 0
        label.text = text
        label.preferredMaxLayoutWidth = 260
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 248, height: 72), "33 x 7.5 = 247.5 wide")
        label.numberOfLines = 2
        XCTAssertEqual(label.intrinsicContentSize.height, 36)
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 260, height: 1000)).height, 36)

        // Automatic width: the layout pass gives the label its width, it is measured again and
        // laid out again in the same pass.
        let harness = UIKitHarness()
        let automatic = UILabel()
        automatic.font = .systemFont(ofSize: 15)
        automatic.textColor = .darkGray
        automatic.numberOfLines = 0
        automatic.text = text
        pinned(automatic, width: 260, in: harness)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(automatic.frame, CGRect(x: 10, y: 20, width: 260, height: 72))
        guard case .text(let shown, let color)? = automatic.kinemaView.content else {
            return XCTFail("a label shows its text")
        }
        XCTAssertEqual(shown, lines.joined(separator: "\n"))
        XCTAssertEqual(color, Color(white: 1.0 / 3))
        automatic.text = nil
        XCTAssertNil(automatic.kinemaView.content)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    func testTheTextColourIsTheContentsColour() async {
        let label = UILabel()
        label.text = "Tip"
        XCTAssertEqual(label.kinemaView.content, .text("Tip", color: .black), "the label colour by default")
        label.textColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        XCTAssertEqual(label.kinemaView.content, .text("Tip", color: Color(red: 0, green: 0.5, blue: 1)))
        label.textAlignment = .center
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(NSTextAlignment.center.rawValue, 1, "UIKit's raw value")
    }
}
