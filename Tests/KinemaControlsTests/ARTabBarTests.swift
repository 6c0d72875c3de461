import Kinema
import KinemaControls
import KinemaDerivations
import KinemaTesting
import XCTest

/// The AR tab bar (the AR tab bar article of KinemaControls' documentation). Layout values are
/// derived by hand in ControlSceneLayoutTests (and below); the spring progress q(t) of UIKit's spring of
/// 0.75 s with damping ratio 0.4 comes from `Derivation.uikitSpringProgress` (Tests/KinemaDerivations,
/// solved independently of the engine): q(0.1) = 0.9393907665258571, q(0.2) = 1.212925814240503,
/// q(0.3) = 0.9585164585906577, q(0.4) = 0.9683198113816321, q(0.5) = 1.0161565732604096,
/// q(0.6) = 1.0022064134426318, q(0.7) = 0.9962517004777404, q(t >= 0.75) = 1.
final class ARTabBarTests: XCTestCase {
    /// q(k / 10) for k = 0 ... 10.
    private let q: [Double] = (0...10).map {
        Derivation.uikitSpringProgress(Double($0) / 10, duration: 0.75, dampingRatio: 0.4)
    }
    private let gamepad = "42,741", camera = "187.5,713", lines = "333,741"

    private func tap(_ t: Double, _ point: String) -> String { "\(t) down \(point); \(t) up \(point)" }

    private func make() throws -> ARTabBar { try ARTabBar(configuration: .standard) }

    /// Camera selected: tabStack (20, 599, 335, 164); gamepad centre (42, 741); column centre x 187.5;
    /// arrows centre (187.5, 621); camera 100 x 100 centre (187.5, 713), radius 50, border 8;
    /// lines centre (333, 741); indicator 60 x 5 centre (187.5, 775.5) (bottom 812 - 34 = 778).
    private func assertCameraSelected(_ f: PlayedFrames, at t: Double, line: UInt = #line) throws {
        let cam = try f.view("cameraButton", at: t, line: line)
        XCTAssertEqual(cam.center, Point(x: 187.5, y: 713), line: line)
        XCTAssertEqual(cam.size, Size(width: 100, height: 100), line: line)
        XCTAssertEqual(cam.cornerRadius, 50, line: line)
        XCTAssertEqual(cam.borderWidth, 8, line: line)
        let arrows = try f.view("arrowsButton", at: t, line: line)
        XCTAssertEqual(arrows.center, Point(x: 187.5, y: 621), line: line)
        XCTAssertEqual(arrows.size, Size(width: 44, height: 44), line: line)
        XCTAssertFalse(arrows.isHidden, line: line)
        assertClose(arrows.decomposed.rotation, 0, 1e-12, "arrows rotation", line: line)
        XCTAssertEqual(try f.view("indicator", at: t, line: line).center, Point(x: 187.5, y: 775.5), line: line)
        XCTAssertEqual(try f.view("root", at: t, line: line).backgroundColor.hexString, "#F06061FF", line: line)
    }

    /// A small tab selected: camera 60 x 60 centre (187.5, 733) (column bottom 763), radius 30,
    /// border 4.8; gaps (335 - 44 - 60 - 44) / 2 = 93.5; arrows hidden and turned by pi.
    private func assertSmallTabSelected(
        _ f: PlayedFrames, at t: Double, indicatorX: Double, color: String,
        line: UInt = #line
    ) throws {
        let cam = try f.view("cameraButton", at: t, line: line)
        XCTAssertEqual(cam.center, Point(x: 187.5, y: 733), line: line)
        XCTAssertEqual(cam.size, Size(width: 60, height: 60), line: line)
        XCTAssertEqual(cam.cornerRadius, 30, line: line)
        assertClose(cam.borderWidth, 4.8, 1e-12, "border", line: line)
        let pad = try f.view("gamepadButton", at: t, line: line)
        let column = try f.view("cameraColumn", at: t, line: line)
        assertClose(
            (column.center.x - column.size.width / 2) - (pad.center.x + pad.size.width / 2), 93.5, 1e-9,
            "spacing", line: line)
        let arrows = try f.view("arrowsButton", at: t, line: line)
        XCTAssertTrue(arrows.isHidden, line: line)
        assertClose(abs(arrows.decomposed.rotation), .pi, 1e-12, "arrows rotation", line: line)
        XCTAssertEqual(try f.view("indicator", at: t, line: line).center, Point(x: indicatorX, y: 775.5), line: line)
        XCTAssertEqual(try f.view("root", at: t, line: line).backgroundColor.hexString, color, line: line)
    }

    func testSceneStartsWithTheCameraSelected() throws {
        let c = try make()
        XCTAssertEqual(c.scene.snapshot().views.map(\.name), ARTabBar.viewNames)
        XCTAssertEqual(c.state, .camera)
        let f = try play(c, "", until: 0)
        try assertCameraSelected(f, at: 0)
        XCTAssertEqual(try f.view("tabStack", at: 0).center, Point(x: 187.5, y: 681))
        XCTAssertEqual(try f.view("gamepadButton", at: 0).center, Point(x: 42, y: 741))
        XCTAssertEqual(try f.view("linesButton", at: 0).center, Point(x: 333, y: 741))
        let indicator = try f.view("indicator", at: 0)
        XCTAssertEqual(indicator.size, Size(width: 60, height: 5))
        XCTAssertEqual(indicator.cornerRadius, 4)
        XCTAssertEqual(c.cameraButton.borderColor, .white)
        XCTAssertEqual([c.gamepadButton.tag, c.cameraButton.tag, c.linesButton.tag], [0, 1, 2])
    }

    func testTransitionFunction() {
        // To a small tab the arrows hide, back to the camera they show; the indicator and the
        // selection follow the tapped tab.
        let moves: [(from: ARTabBar.State, tap: ARTabBar.Event, to: ARTabBar.State, arrows: ARTabBar.Effect)] = [
            (.camera, .tapLines, .lines, .hideArrows), (.lines, .tapCamera, .camera, .showArrows)
        ]
        for move in moves {
            XCTAssertEqual(
                ARTabBar.transition(from: move.from, on: move.tap),
                ARTabBar.Transition(
                    state: move.to, effects: [move.arrows, .centerIndicator(on: move.to), .animateSelection(move.to)]))
        }
        XCTAssertEqual(ARTabBar.transition(from: .gamepad, on: .tapGamepad).effects.count, 3)
    }

    func testTapLines() throws {
        let c = try make()
        let f = try play(c, tap(0, lines)) // until 2 s, 10 fps
        XCTAssertEqual(c.state, .lines)
        // Indicator: 187.5 + (333 - 187.5) q(t); the colour's red: lines + (camera - lines)(1 - q).
        for k in 0...8 {
            let t = Double(k) / 10
            assertClose(try f.view("indicator", at: t).center.x, 187.5 + 145.5 * q[k], 1e-9, "indicator at \(t)")
        }
        // Red of lines 0.9581180215 and camera 0.9409117103: 0.9581180215 - 0.0172063112 (1 - q(0.1)).
        assertClose(
            try f.view("root", at: 0.1).backgroundColor.red,
            0.9581180215 + (0.9409117103 - 0.9581180215) * (1 - q[1]), 1e-12)
        for k in 0...8 {
            let t = Double(k) / 10
            let camera = try f.view("cameraButton", at: t)
            // Height 100 -> 60 (the layout pass), radius = height / 2 and border = 8% of the height
            // (the layoutSubviews hook, inside the block): all three on the same spring.
            assertClose(camera.size.height, 100 - 40 * q[k], 1e-9, "camera height at \(t)")
            assertClose(camera.size.width, 100 - 40 * q[k], 1e-9, "camera width at \(t)")
            assertClose(camera.cornerRadius, 50 - 20 * q[k], 1e-9, "camera radius at \(t)")
            assertClose(camera.borderWidth, 8 - 3.2 * q[k], 1e-9, "camera border at \(t)")
            // Bottom-aligned at y 763: centre y = 763 - height / 2 = 713 + 20 q.
            assertClose(camera.center.y, 713 + 20 * q[k], 1e-9, "camera y at \(t)")
            // Identity to rotation(pi): a difference of exactly pi keeps its sign, so the arrows turn
            // clockwise through pi q(t) (read back through atan2, wrapping past pi when q > 1).
            let angle = Double.pi * q[k]
            assertClose(
                try f.view("arrowsButton", at: t).decomposed.rotation, atan2(sin(angle), cos(angle)), 1e-9,
                "arrows rotation at \(t)")
        }
        XCTAssertGreaterThan(try f.view("arrowsButton", at: 0.1).decomposed.rotation, 2.95) // pi * 0.9394 = 2.9512
        for t in [0.8, 1.0, 2.0] { try assertSmallTabSelected(f, at: t, indicatorX: 333, color: "#F49E50FF") }
        assertGoldenFrames(
            f.frames,
            checkedAgainst: [
                "ar-tab-bar: tap lines (333, 741) at 0; 10 fps, until 2 s",
                "start (camera): camera 100 x 100 at (187.5, 713), arrows at (187.5, 621), indicator (187.5, 775.5), #F06061FF",
                "indicator x = 187.5 + 145.5 q(t), q = spring 0.75 s ratio 0.4: 324.181356 at 0.1, 363.980706 at 0.2",
                "t >= 0.8: camera 60 x 60 at (187.5, 733), radius 30, border 4.8; spacing 93.5; arrows hidden, rotation pi; "
                    + "indicator (333, 775.5); #F49E50FF"
            ])
    }

    func testTapGamepad() throws {
        let c = try make()
        let f = try play(c, tap(0, gamepad))
        XCTAssertEqual(c.state, .gamepad)
        for k in 0...8 {
            let t = Double(k) / 10
            assertClose(try f.view("indicator", at: t).center.x, 187.5 - 145.5 * q[k], 1e-9, "indicator at \(t)")
        }
        for t in [0.8, 2.0] { try assertSmallTabSelected(f, at: t, indicatorX: 42, color: "#24D5C8FF") }
        assertGoldenFrames(
            f.frames,
            checkedAgainst: [
                "ar-tab-bar: tap gamepad (42, 741) at 0; 10 fps, until 2 s",
                "indicator x = 187.5 - 145.5 q(t): 50.818644 at 0.1, 11.019294 at 0.2",
                "t >= 0.8: camera 60 x 60 at (187.5, 733); spacing 93.5; arrows hidden; indicator (42, 775.5); #24D5C8FF"
            ])
    }

    func testTapCameraAfterLines() throws {
        let c = try make()
        let f = try play(c, tap(0, lines) + "; " + tap(1, camera)) // until 3 s
        XCTAssertEqual(c.state, .camera)
        try assertSmallTabSelected(f, at: 0.9, indicatorX: 333, color: "#F49E50FF") // before the second tap
        // Back: 333 - 145.5 q(t - 1) (t - 1 is exact for t = 1.1 ... 1.7 within 1e-15).
        for k in 0...8 {
            let t = 1 + Double(k) / 10
            assertClose(try f.view("indicator", at: t).center.x, 333 - 145.5 * q[k], 1e-9, "indicator at \(t)")
        }
        // Back from rotation(pi) to identity: the difference is exactly -pi and keeps its sign, so the
        // arrows turn back anticlockwise through pi (1 - q(t - 1)), on the positive side at first.
        for k in 1...4 {
            let angle = Double.pi * (1 - q[k])
            assertClose(
                try f.view("arrowsButton", at: 1 + Double(k) / 10).decomposed.rotation,
                atan2(sin(angle), cos(angle)), 1e-9, "arrows rotation at \(1 + Double(k) / 10)")
        }
        XCTAssertGreaterThan(try f.view("arrowsButton", at: 1.1).decomposed.rotation, 0.19) // pi * 0.0606 = 0.1904
        for t in [1.8, 3.0] { try assertCameraSelected(f, at: t) }
        assertGoldenFrames(
            f.frames,
            checkedAgainst: [
                "ar-tab-bar: tap lines at 0, tap camera (187.5, 713) at 1; 10 fps, until 3 s",
                "t = 0.9: lines selected (camera 60 x 60 at (187.5, 733), indicator 333)",
                "indicator x = 333 - 145.5 q(t - 1): 196.318644 at 1.1",
                "t >= 1.8: camera 100 x 100 at (187.5, 713), radius 50, border 8; arrows shown at (187.5, 621), identity; "
                    + "indicator 187.5; #F06061FF"
            ])
    }

    func testTapDuringTheSpringAddsToIt() throws {
        let c = try make()
        let f = try play(c, tap(0, lines) + "; " + tap(0.3, gamepad)) // until 2.3 s
        // The centre is an additive key: model 42; x = 42 + (187.5 - 333)(1 - q(t)) + (333 - 42)(1 - q(t - 0.3))
        //                                 = 187.5 + 145.5 q(t) - 291 q(t - 0.3): continuous at 0.3.
        // 326.96414499089417 at 0.3, 55.02782059395082 at 0.4, -17.61063121451656 at 0.5 (off screen).
        for k in 3...10 {
            let t = Double(k) / 10
            assertClose(
                try f.view("indicator", at: t).center.x, 187.5 + 145.5 * q[k] - 291 * q[k - 3], 1e-9,
                "indicator at \(t)")
        }
        // The background colour is not additive: the second spring replaces the first and starts from
        // the old model value (the lines colour), so it jumps at 0.3 from camera + (lines - camera)
        // q(0.3) to lines, then goes lines + (gamepad - lines) q(t - 0.3).
        let lines = Color(red: 0.9581180215, green: 0.6209359765, blue: 0.3150889277)
        let pad = Color(red: 0.1405054927, green: 0.8361622691, blue: 0.7859327197)
        let camera = Color(red: 0.9409117103, green: 0.3756327331, blue: 0.3815465271)
        let before = camera.interpolated(to: lines, fraction: q[2])
        assertClose(try f.view("root", at: 0.2).backgroundColor.green, before.green, 1e-12)
        for k in 3...8 {
            let t = Double(k) / 10, expected = lines.interpolated(to: pad, fraction: q[k - 3])
            let c = try f.view("root", at: t).backgroundColor
            for (got, want) in [(c.red, expected.red), (c.green, expected.green), (c.blue, expected.blue)] {
                assertClose(got, want, 1e-9, "colour at \(t)")
            }
        }
        XCTAssertEqual(try f.view("root", at: 0.3).backgroundColor, lines) // q(0) = 0: exactly lines
        for t in [1.1, 2.3] { try assertSmallTabSelected(f, at: t, indicatorX: 42, color: "#24D5C8FF") }
        assertGoldenFrames(
            f.frames,
            checkedAgainst: [
                "ar-tab-bar: tap lines at 0, tap gamepad at 0.3 (during the spring); 10 fps, until 2.3 s",
                "indicator x = 187.5 + 145.5 q(t) - 291 q(t - 0.3): 326.964145 at 0.3, 55.027821 at 0.4, -17.610631 at 0.5",
                "background colour replaced at 0.3 (not additive): camera + (lines - camera) q(t) before, then "
                    + "lines + (gamepad - lines) q(t - 0.3): #F49E50FF (lines) at 0.3",
                "t >= 1.1: gamepad selected: indicator (42, 775.5); camera 60 x 60 at (187.5, 733); #24D5C8FF"
            ])
    }

    /// Lines at 0, camera at 0.3, during the first spring. Additive (model values: height 100,
    /// radius 50, identity): height 100 - 40 q(t) + 40 q(t - 0.3), radius half of it; the arrows'
    /// angle -pi (1 - q(t)) + pi (1 - q(t - 0.3)) = pi (q(t) - q(t - 0.3)), continuous at 0.3 and
    /// overshooting past 0 to -0.618 at 0.5. Replaced (not additive): the border starts again from
    /// its old model value 4.8 (a jump from 8 - 3.2 q(0.3) = 4.932747) to 8: 4.8 + 3.2 q(t - 0.3);
    /// the colour from lines to camera: lines + (camera - lines) q(t - 0.3).
    func testTapCameraDuringTheSpring() throws {
        let c = try make()
        let f = try play(c, tap(0, lines) + "; " + tap(0.3, camera), until: 1.5)
        XCTAssertEqual(c.state, .camera)
        assertClose(try f.view("cameraButton", at: 0.2).borderWidth, 8 - 3.2 * q[2], 1e-9)
        let linesColor = Color(red: 0.9581180215, green: 0.6209359765, blue: 0.3150889277)
        let cameraColor = Color(red: 0.9409117103, green: 0.3756327331, blue: 0.3815465271)
        for k in 3...8 {
            let t = Double(k) / 10
            let cam = try f.view("cameraButton", at: t)
            let height = 100 - 40 * q[k] + 40 * q[k - 3]
            assertClose(cam.size.height, height, 1e-9, "camera height at \(t)")
            assertClose(cam.size.width, height, 1e-9, "camera width at \(t)")
            assertClose(cam.cornerRadius, height / 2, 1e-9, "camera radius at \(t)")
            assertClose(cam.borderWidth, 4.8 + 3.2 * q[k - 3], 1e-9, "camera border at \(t)")
            let angle = Double.pi * (q[k] - q[k - 3])
            assertClose(
                try f.view("arrowsButton", at: t).decomposed.rotation, atan2(sin(angle), cos(angle)), 1e-9,
                "arrows rotation at \(t)")
            let want = linesColor.interpolated(to: cameraColor, fraction: q[k - 3])
            assertClose(try f.view("root", at: t).backgroundColor.green, want.green, 1e-9, "colour at \(t)")
        }
        assertClose(try f.view("cameraButton", at: 0.3).borderWidth, 4.8, 1e-12)
        // pi (q(0.5) - q(0.2)) = pi (1.016157 - 1.212926) = -0.618: past identity, anticlockwise.
        XCTAssertLessThan(try f.view("arrowsButton", at: 0.5).decomposed.rotation, -0.6)
        XCTAssertFalse(try f.view("arrowsButton", at: 0.3).isHidden)
        for t in [1.1, 1.5] { try assertCameraSelected(f, at: t) }
    }

    func testTapsOffTheTabsOrOnTheSelectedTabChangeNothing() throws {
        let c = try make()
        let before = c.scene.snapshot()
        // The arrows (no action), the gap between gamepad and camera, the selected camera tab.
        let f = try play(c, tap(0, "187.5,621") + "; " + tap(0.2, "110,741") + "; " + tap(0.4, camera), fps: 5)
        XCTAssertEqual(c.state, .camera)
        for frame in f.frames { XCTAssertEqual(frame.views.map(\.center), before.views.map(\.center)) }
        try assertCameraSelected(f, at: 2.4)
    }
}
