import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Interface Builder's attributes compile as no-ops on Linux (all but `@IBOutlet`, which Swift on
/// Linux refuses on class types), and `awakeFromNib()` / `prepareForInterfaceBuilder()` are there
/// to override and call.
@IBDesignable
final class DesignableButton: UIButton {
    @IBInspectable var borderWidth: CGFloat = 2
    var woken = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        woken += 1
        layer.borderWidth = borderWidth
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        layer.borderWidth = borderWidth
    }

    @IBAction func tapped(_ sender: UIButton) { woken += 10 }
}

@MainActor
final class InterfaceBuilderTests: XCTestCase {
    func testAwakeFromNibAndActionsWork() async {
        let harness = UIKitHarness()
        let button = DesignableButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        harness.window.addSubview(button)
        XCTAssertEqual(button.woken, 0, "nothing loads nibs on Linux")
        button.awakeFromNib()
        XCTAssertEqual(button.woken, 1)
        XCTAssertEqual(button.layer.borderWidth, 2)
        button.addTarget(button, action: DesignableButton.tapped, for: .touchUpInside)
        harness.tap(at: CGPoint(x: 20, y: 20))
        XCTAssertEqual(button.woken, 11)
        let controller = UIViewController()
        controller.awakeFromNib()
        XCTAssertFalse(controller.prefersHomeIndicatorAutoHidden)
        XCTAssertEqual(controller.preferredStatusBarStyle, .default)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }
}
