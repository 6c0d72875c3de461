import Kinema
import XCTest

/// Auto Layout on the scenes of the four demo controls, with frames derived by hand in the comments.
final class AutoLayoutTests: XCTestCase {
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
        let scene = Scene(size: Size(width: 375, height: 667))
        let control = View(name: "control")
        let pink = (0..<3).map { View(name: "pink\($0)") }
        let button = View(name: "button")
        let cart = View(name: "cart")
        let white = (0..<3).map { View(name: "white\($0)") }
        try scene.root.addSubview(control)
        for p in pink { try control.addSubview(p) }
        try control.addSubview(button)
        try button.addSubview(cart)
        for w in white { try button.addSubview(w) }
        cart.intrinsicContentSize = Size(width: 26, height: 22)

        try constrain(control, scene.root) { c, root in
            c.width == 52
            c.height == 52
            c.centerX == root.centerX
            c.centerY == root.centerY
        }
        try constrain(button, control) { b, c in
            b.width == 52
            b.height == 52
            b.centerX == c.centerX
            b.centerY == c.centerY
        }
        let cartX = try constrain(cart, button) { cart, b in cart.centerX == b.centerX }
        try constrain(cart, button) { cart, b in cart.centerY == b.centerY }
        try constrain(white[0], white[1], white[2]) { t, m, b in
            t.width == 24
            m.width == 24
            b.width == 24
            t.height == 2
            m.height == 2
            b.height == 2
        }
        try constrain([white[0], white[1], white[2], button]) { v in
            v[0].trailing == v[3].leading + 11
            v[1].trailing == v[3].leading + 8
            v[2].trailing == v[3].leading + 14
            v[1].centerY == v[3].centerY + 1
            v[0].bottom == v[1].top - 3
            v[2].top == v[1].bottom + 3
        }
        for (p, w) in zip(pink, white) {
            try constrain(p, w) { p, w in
                p.width == w.width
                p.height == w.height
                p.centerY == w.centerY
                p.trailing == w.trailing
            }
        }
        scene.layoutIfNeeded()
        // control: 52 x 52 centred in 375 x 667: origin (161.5, 307.5). The button fills it.
        assertFrame(control, 161.5, 307.5, 52, 52)
        assertFrame(button, 161.5, 307.5, 52, 52)
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
        cartX.constraints[0].constant = 104
        scene.layoutIfNeeded()
        assertFrame(cart, 278.5, 322.5, 26, 22)
    }

    // MARK: The AR tab bar

    private struct TabBar {
        let scene: Scene
        let tabStack: View, gamepad: View, column: View, arrows: View, camera: View, lines: View, indicator: View
        let cameraHeight: LayoutConstraint
    }

    private func makeTabBar() throws -> TabBar {
        let scene = Scene(size: Size(width: 375, height: 812))
        scene.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let tabStack = View(name: "tabStack"), column = View(name: "cameraColumn")
        let gamepad = View(name: "gamepadButton"), arrows = View(name: "arrowsButton")
        let camera = View(name: "cameraButton"), lines = View(name: "linesButton")
        let indicator = View(name: "indicator")
        try scene.root.addSubview(tabStack)
        try scene.root.addSubview(indicator)
        tabStack.stackConfiguration = StackConfiguration(
            axis: .horizontal, distribution: .equalSpacing,
            alignment: .bottom, spacing: 0)
        column.stackConfiguration = StackConfiguration(
            axis: .vertical, distribution: .fill,
            alignment: .center, spacing: 20)
        for v in [gamepad, arrows, lines] { v.intrinsicContentSize = Size(width: 44, height: 44) }
        try tabStack.addArrangedSubview(gamepad)
        try tabStack.addArrangedSubview(column)
        try tabStack.addArrangedSubview(lines)
        try column.addArrangedSubview(arrows)
        try column.addArrangedSubview(camera)
        let height = camera.heightAnchor.constraint(equalToConstant: 100)
        try constrain(tabStack, column, scene.root) { s, c, root in
            s.leading >= root.leading + 20
            s.trailing <= root.trailing - 20
            s.leading == root.leading + 20 ~ 750
            s.trailing == root.trailing - 20 ~ 750
            c.centerX == root.centerX
        }
        try constrain(camera) { cam in
            cam.width == cam.height
            height
        }
        try constrain(indicator, tabStack, camera) { ind, s, cam in
            ind.width == 60
            ind.height == 5
            ind.bottom == ind.superview!.safeArea.bottom
            ind.top == s.bottom + 10
            ind.centerX == cam.centerX
        }
        return TabBar(
            scene: scene, tabStack: tabStack, gamepad: gamepad, column: column, arrows: arrows,
            camera: camera, lines: lines, indicator: indicator, cameraHeight: height)
    }

    func testTabBarWithCameraSelected() throws {
        let t = try makeTabBar()
        t.scene.layoutIfNeeded()
        // Width 375 - 2 * 20 = 335. Indicator: bottom = 812 - 34 = 778, so y = 773; tabStack.bottom =
        // 773 - 10 = 763. Column height = 44 + 20 + 100 = 164, so tabStack y = 763 - 164 = 599.
        assertFrame(t.tabStack, 20, 599, 335, 164)
        // Column centred in root (centre x 187.5), width = the wider view (100).
        assertFrame(t.column, 137.5, 599, 100, 164)
        assertFrame(t.arrows, 165.5, 599, 44, 44) // centred in the column, at its top
        assertFrame(t.camera, 137.5, 663, 100, 100) // centre (187.5, 713)
        // Bottom-aligned 44 x 44 buttons at both ends; gaps (137.5 - 64) = (311 - 237.5) = 73.5.
        assertFrame(t.gamepad, 20, 719, 44, 44)
        assertFrame(t.lines, 311, 719, 44, 44)
        assertFrame(t.indicator, 157.5, 773, 60, 5) // centre (187.5, 775.5)
        // The arrows' centre: (187.5, 621).
        XCTAssertEqual(t.arrows.convert(Point(x: 22, y: 22), to: nil), Point(x: 187.5, y: 621))
    }

    func testTabBarWithArrowsHidden() throws {
        let t = try makeTabBar()
        t.scene.layoutIfNeeded()
        t.arrows.isHidden = true
        t.cameraHeight.constant = 60
        t.scene.layoutIfNeeded()
        // Only the 60 x 60 camera is visible in the column: column = camera, bottom at 763 -> y 703.
        assertFrame(t.camera, 157.5, 703, 60, 60) // centre (187.5, 733)
        assertFrame(t.column, 157.5, 703, 60, 60)
        assertFrame(t.tabStack, 20, 703, 335, 60)
        // Gaps: (335 - 44 - 60 - 44) / 2 = 93.5.
        assertFrame(t.gamepad, 20, 719, 44, 44)
        XCTAssertEqual(frameInRoot(t.column).minX - frameInRoot(t.gamepad).maxX, 93.5, accuracy: 1e-9)
        assertFrame(t.lines, 311, 719, 44, 44)
        XCTAssertEqual(t.arrows.bounds.height, 0, accuracy: 1e-9) // collapsed
    }

    func testStackCollapseAnimatesInsideABlock() throws {
        let t = try makeTabBar()
        t.scene.layoutIfNeeded()
        t.arrows.isHidden = true
        t.cameraHeight.constant = 60
        try t.scene.animate(withDuration: 1, options: .curveLinear) { t.scene.layoutIfNeeded() }
        XCTAssertEqual(t.camera.bounds.height, 60) // model: at once
        XCTAssertEqual(t.camera.presentation.size.height, 100) // presentation: not yet
        try t.scene.advance(to: 0.5)
        XCTAssertEqual(t.camera.presentation.size.height, 80, accuracy: 1e-6)
        XCTAssertTrue(t.arrows.isHidden) // hiding applied at once
    }

    func testDerivedCornerRadiusAnimatesAlongWithTheLayout() throws {
        // The camera button's layoutSubviews sets cornerRadius = height / 2 (the tutorial's CircularButton).
        let t = try makeTabBar()
        t.camera.layoutSubviews = { $0.cornerRadius = $0.bounds.height / 2 }
        t.scene.layoutIfNeeded()
        XCTAssertEqual(t.camera.cornerRadius, 50)
        t.cameraHeight.constant = 60
        try t.scene.animate(withDuration: 1, options: .curveLinear) { t.scene.layoutIfNeeded() }
        XCTAssertEqual(t.camera.cornerRadius, 30) // model: at once
        try t.scene.advance(to: 0.25)
        // Height 100 -> 60 and radius 50 -> 30 share the block's linear timing: at 0.25 the height
        // is 90 and the radius 45, still half of it.
        XCTAssertEqual(t.camera.presentation.size.height, 90, accuracy: 1e-9)
        XCTAssertEqual(t.camera.presentation.cornerRadius, 45, accuracy: 1e-9)
    }

    // MARK: The popup

    func testPopupClosedAndOpen() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let popup = View(name: "popup")
        try scene.root.addSubview(popup)
        let group = try constrain(popup, scene.root) { p, root in
            p.leading == root.leading
            p.trailing == root.trailing
            p.bottom == root.bottom + 440
            p.height == 500
        }
        scene.layoutIfNeeded()
        // bottom = 667 + 440 = 1107, height 500: top 607, centre y 857.
        XCTAssertEqual(popup.center, Point(x: 187.5, y: 857))
        group.constraints[2].constant = 0
        scene.layoutIfNeeded()
        XCTAssertEqual(popup.center, Point(x: 187.5, y: 417)) // bottom 667: centre 667 - 250
    }

    // MARK: Errors and priorities

    func testUnsatisfiableActivationIsAnErrorAndChangesNothing() throws {
        let scene = Scene(size: Size(width: 100, height: 100))
        let v = View(name: "v")
        try scene.root.addSubview(v)
        try constrain(v) { v in v.width == 10 }
        XCTAssertThrowsError(
            try constrain(v) { v in
                v.height == 5
                v.width == 20
            }
        ) { error in
            guard case .unsatisfiable(let what)? = error as? SceneError else { return XCTFail("\(error)") }
            XCTAssertEqual(what, "v.width == 20.0")
        }
        XCTAssertEqual(scene.activeConstraints.count, 1) // the height was not kept either
        let loose = View(name: "loose")
        XCTAssertThrowsError(try constrain(v, loose) { v, l in v.width == l.width }) {
            XCTAssertEqual($0 as? SceneError, .noCommonAncestor("v.width == loose.width"))
        }
        XCTAssertThrowsError(try v.widthAnchor.constraint(equalTo: v.centerXAnchor).activate()) {
            XCTAssertEqual($0 as? SceneError, .incompatibleAttributes("v.width == v.centerX"))
        }
        XCTAssertThrowsError(try v.leftAnchor.constraint(equalTo: v.topAnchor).activate()) {
            XCTAssertEqual($0 as? SceneError, .incompatibleAttributes("v.left == v.top"))
        }
    }

    func testIntrinsicSizeHuggingAndCompression() throws {
        let scene = Scene(size: Size(width: 300, height: 100))
        let label = View(name: "label")
        try scene.root.addSubview(label)
        label.intrinsicContentSize = Size(width: 80, height: 20)
        try constrain(label, scene.root) { l, root in
            l.leading == root.leading
            l.top == root.top
            l.width >= 100 ~ 500 // stronger than hugging (250): stretches to 100
        }
        scene.layoutIfNeeded()
        XCTAssertEqual(label.bounds.size, Size(width: 100, height: 20))
        label.setContentHuggingPriority(751, for: .horizontal) // now hugging wins: 80
        scene.layoutIfNeeded()
        XCTAssertEqual(label.bounds.width, 80)
    }
}
