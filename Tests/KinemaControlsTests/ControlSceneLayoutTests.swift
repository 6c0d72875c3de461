import Kinema
@testable import KinemaControls
import XCTest

/// Auto Layout on the scenes of the demo controls, built by the controls' own scene builders, with
/// frames derived by hand in the comments.
final class ControlSceneLayoutTests: XCTestCase {
    private func frameInRoot(_ v: View) -> Rect {
        let origin = v.convert(Point(x: 0, y: 0), to: nil) ?? Point(x: .nan, y: .nan)
        return Rect(origin: origin, size: v.bounds.size)
    }

    private func assertFrame(
        _ v: View, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let f = frameInRoot(v)
        XCTAssertEqual(f.origin.x, x, accuracy: 1e-9, "\(v.name) minX", file: file, line: line)
        XCTAssertEqual(f.origin.y, y, accuracy: 1e-9, "\(v.name) minY", file: file, line: line)
        XCTAssertEqual(f.width, w, accuracy: 1e-9, "\(v.name) width", file: file, line: line)
        XCTAssertEqual(f.height, h, accuracy: 1e-9, "\(v.name) height", file: file, line: line)
    }

    // MARK: The fast cart button at idle

    func testFastCartAtIdle() throws {
        let button = try FastCartButton(configuration: .standard)
        let (control, pink, white, cart) = (button.control, button.pinkLines, button.whiteLines, button.cart)
        button.scene.layoutIfNeeded()
        // control: 52 x 52 centred in 375 x 667: origin (161.5, 307.5). The button fills it.
        assertFrame(control, 161.5, 307.5, 52, 52)
        assertFrame(button.button, 161.5, 307.5, 52, 52)
        // cart: centre = button centre (187.5, 333.5), size = intrinsic 26 x 22.
        assertFrame(cart, 174.5, 322.5, 26, 22)
        // middle white line: trailing = button.leading + 8 = 169.5, width 24 -> x 145.5...169.5;
        // centreY = 333.5 + 1 = 334.5, height 2 -> y 333.5...335.5.
        assertFrame(white[1], 145.5, 333.5, 24, 2)
        // top: bottom = middle.top - 3 = 330.5; trailing = 161.5 + 11 = 172.5.
        assertFrame(white[0], 148.5, 328.5, 24, 2)
        // bottom: top = middle.bottom + 3 = 338.5; trailing = 161.5 + 14 = 175.5.
        assertFrame(white[2], 151.5, 338.5, 24, 2)
        // Each pink line (in control, a different parent) mirrors its white line.
        for (p, w) in zip(pink, white) { XCTAssertEqual(frameInRoot(p), frameInRoot(w)) }

        // Changing a constant moves the cart through the edit path.
        button.cartCenterX.constant = 104
        button.scene.layoutIfNeeded()
        assertFrame(cart, 278.5, 322.5, 26, 22)
    }

    // MARK: The AR tab bar

    func testTabBarWithCameraSelected() throws {
        let t = try ARTabBar(configuration: .standard)
        t.scene.layoutIfNeeded()
        // Width 375 - 2 * 20 = 335. Indicator: bottom = 812 - 34 = 778, so y = 773; tabStack.bottom =
        // 773 - 10 = 763. Column height = 44 + 20 + 100 = 164, so tabStack y = 763 - 164 = 599.
        assertFrame(t.tabStack, 20, 599, 335, 164)
        // Column centred in root (centre x 187.5), width = the wider view (100).
        assertFrame(t.cameraColumn, 137.5, 599, 100, 164)
        assertFrame(t.arrowsButton, 165.5, 599, 44, 44) // centred in the column, at its top
        assertFrame(t.cameraButton, 137.5, 663, 100, 100) // centre (187.5, 713)
        // Bottom-aligned 44 x 44 buttons at both ends; gaps (137.5 - 64) = (311 - 237.5) = 73.5.
        assertFrame(t.gamepadButton, 20, 719, 44, 44)
        assertFrame(t.linesButton, 311, 719, 44, 44)
        assertFrame(t.indicator, 157.5, 773, 60, 5) // centre (187.5, 775.5)
        // The arrows' centre: (187.5, 621).
        XCTAssertEqual(t.arrowsButton.convert(Point(x: 22, y: 22), to: nil), Point(x: 187.5, y: 621))
    }

    func testTabBarWithArrowsHidden() throws {
        let t = try ARTabBar(configuration: .standard)
        t.scene.layoutIfNeeded()
        t.arrowsButton.isHidden = true
        t.cameraHeight.constant = 60
        t.scene.layoutIfNeeded()
        // Only the 60 x 60 camera is visible in the column: column = camera, bottom at 763 -> y 703.
        assertFrame(t.cameraButton, 157.5, 703, 60, 60) // centre (187.5, 733)
        assertFrame(t.cameraColumn, 157.5, 703, 60, 60)
        assertFrame(t.tabStack, 20, 703, 335, 60)
        // Gaps: (335 - 44 - 60 - 44) / 2 = 93.5.
        assertFrame(t.gamepadButton, 20, 719, 44, 44)
        XCTAssertEqual(
            frameInRoot(t.cameraColumn).minX - frameInRoot(t.gamepadButton).maxX, 93.5, accuracy: 1e-9)
        assertFrame(t.linesButton, 311, 719, 44, 44)
        XCTAssertEqual(t.arrowsButton.bounds.height, 0, accuracy: 1e-9) // collapsed
    }

    func testStackCollapseAnimatesInsideABlock() throws {
        let t = try ARTabBar(configuration: .standard)
        t.scene.layoutIfNeeded()
        t.arrowsButton.isHidden = true
        t.cameraHeight.constant = 60
        try t.scene.animate(withDuration: 1, options: .curveLinear) { t.scene.layoutIfNeeded() }
        XCTAssertEqual(t.cameraButton.bounds.height, 60) // model: at once
        XCTAssertEqual(t.cameraButton.presentation.size.height, 100) // presentation: not yet
        try t.scene.advance(to: 0.5)
        XCTAssertEqual(t.cameraButton.presentation.size.height, 80, accuracy: 1e-6)
        XCTAssertTrue(t.arrowsButton.isHidden) // hiding applied at once
    }

    func testDerivedCornerRadiusAnimatesAlongWithTheLayout() throws {
        // The camera button's layoutSubviews sets cornerRadius = height / 2 (the tutorial's CircularButton).
        let t = try ARTabBar(configuration: .standard)
        t.scene.layoutIfNeeded()
        XCTAssertEqual(t.cameraButton.cornerRadius, 50)
        t.cameraHeight.constant = 60
        try t.scene.animate(withDuration: 1, options: .curveLinear) { t.scene.layoutIfNeeded() }
        XCTAssertEqual(t.cameraButton.cornerRadius, 30) // model: at once
        try t.scene.advance(to: 0.25)
        // Height 100 -> 60 and radius 50 -> 30 share the block's linear timing: at 0.25 the height
        // is 90 and the radius 45, still half of it.
        XCTAssertEqual(t.cameraButton.presentation.size.height, 90, accuracy: 1e-9)
        XCTAssertEqual(t.cameraButton.presentation.cornerRadius, 45, accuracy: 1e-9)
    }

    // MARK: The popup

    func testPopupClosedAndOpen() throws {
        let menu = try PopupMenu(configuration: .standard)
        menu.scene.layoutIfNeeded()
        // bottom = 667 + 440 = 1107, height 500: top 607, centre y 857.
        XCTAssertEqual(menu.popup.center, Point(x: 187.5, y: 857))
        menu.bottomConstraint.constant = 0
        menu.scene.layoutIfNeeded()
        XCTAssertEqual(menu.popup.center, Point(x: 187.5, y: 417)) // bottom 667: centre 667 - 250
    }
}
