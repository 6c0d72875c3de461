import Kinema
import KinemaControls
import KinemaDerivations
import KinemaTesting
import XCTest

/// The fast cart button (the fast cart button article of KinemaControls' documentation). Expected
/// values are derived by hand in the comments from the layout and from the rules of springs,
/// additive animations and keyframes (KinemaCore's and Kinema's documentation); spring progress,
/// keyframe values and random draws come from `Derivation` (Tests/KinemaDerivations), which
/// evaluates the same formulas independently of the engine:
///   qd(t), UIKit's spring of 0.8 s with damping ratio 1: qd(0.2) = 0.6710675192857651,
///   qd(0.4) = 0.9444771835619268, qd(0.5) = 0.9788951383177866, qd(0.6) = 0.9922109019050087,
///   qd(0.7) = 0.9971862767046887; the 0.3 s cancel spring qc: qc(0.1) = 0.8121752183487259,
///   qc(0.2) = 0.9848190277625797; SplitMix64(1).uniform(-4...4), first six draws: 0.5324926013782472,
///   1.966254058101609, 3.7680220286943698, -0.44512626355382334, -0.4458823933891356, 2.103155135294088.
/// Keyframe values use easeInOut by bisection there and Newton steps in the engine (|x error| < 1e-7),
/// so positions on the 108-point cart path are compared to 1e-4.
final class FastCartButtonTests: XCTestCase {
    private let press = "187.5,333.5"

    /// The touch-up keyframes' value of `keys`/`values` at `s` seconds after the release: cubic
    /// (Catmull-Rom) keyframes over 0.8 s, eased in-out.
    private func upKeyframes(_ keys: [Double], _ values: [Double], at s: Double) -> Double {
        Derivation.catmullRom(keyTimes: keys, values: values, at: Derivation.easeInOut(s / 0.8))
    }

    /// The cart's centre x `s` seconds after the release (it starts centred): 187.5 + keys
    /// [0, -4, 104, 104] at [0, 0.35, 0.85, 1].
    private func cartX(_ s: Double) -> Double { 187.5 + upKeyframes([0, 0.35, 0.85, 1], [0, -4, 104, 104], at: s) }

    /// The first six draws of the seeded generator (seed 1, jitter 4): three widths, then three
    /// trailing offsets.
    private let draws: [Double] = {
        var generator = Derivation.SplitMix64(seed: 1)
        return generator.uniforms(in: -4...4, count: 6)
    }()

    private func make(seed: UInt64 = 1, jitter: Double = 4) throws -> FastCartButton {
        try FastCartButton(configuration: ControlConfiguration(seed: seed, jitter: jitter))
    }

    private let idleHeader =
        "idle: cart centre (187.5, 333.5); white/pink line centres (160.5, 329.5), (157.5, 334.5), "
        + "(163.5, 339.5), 24 x 2 (middle x 145.5...169.5); pink alpha 0.6; button 52 x 52 at (187.5, 333.5), radius 26"

    func testSceneAndIdleLayout() throws {
        let c = try make()
        XCTAssertEqual(c.scene.snapshot().views.map(\.name), FastCartButton.viewNames)
        let f = try play(c, "", until: 0)
        try assertFastCartIdle(f, at: 0)
        let button = try f.view("button", at: 0)
        XCTAssertEqual(button.center, Point(x: 187.5, y: 333.5))
        XCTAssertEqual(button.size, Size(width: 52, height: 52))
        XCTAssertEqual(button.cornerRadius, 26)
        XCTAssertTrue(button.clipsToBounds)
        XCTAssertEqual(button.backgroundColor.hexString, "#FF2D55FF") // systemPink
        XCTAssertEqual(try f.view("cart", at: 0).size, Size(width: 26, height: 22))
        XCTAssertEqual(try f.view("middlePinkLine", at: 0).backgroundColor.hexString, "#FF2D55FF")
        XCTAssertEqual(try f.view("middleWhiteLine", at: 0).cornerRadius, 1)
    }

    func testTransitionFunction() {
        typealias F = FastCartButton
        func t(_ s: F.State, _ e: F.Event) -> F.Transition { F.transition(from: s, on: e) }
        XCTAssertEqual(t(.idle, .beginTracking), F.Transition(state: .down, effects: [.acceptTouch, .animateTouchDown]))
        XCTAssertEqual(t(.up, .beginTracking), F.Transition(state: .up, effects: [.refuseTouch]))
        XCTAssertEqual(t(.cancelled, .beginTracking), F.Transition(state: .cancelled, effects: [.refuseTouch]))
        XCTAssertEqual(t(.down, .continueTracking(insideExtendedBounds: true)), F.Transition(state: .down, effects: []))
        XCTAssertEqual(
            t(.down, .continueTracking(insideExtendedBounds: false)),
            F.Transition(state: .cancelled, effects: [.animateTouchCancelled]))
        XCTAssertEqual(
            t(.cancelled, .continueTracking(insideExtendedBounds: false)), F.Transition(state: .cancelled, effects: []))
        XCTAssertEqual(
            t(.cancelled, .continueTracking(insideExtendedBounds: true)),
            F.Transition(state: .down, effects: [.animateTouchDown]))
        XCTAssertEqual(
            t(.down, .endTracking(insideExtendedBounds: true)), F.Transition(state: .up, effects: [.animateTouchUp]))
        XCTAssertEqual(
            t(.idle, .endTracking(insideExtendedBounds: false)),
            F.Transition(state: .cancelled, effects: [.animateTouchCancelled]))
        XCTAssertEqual(t(.down, .cancelTracking), F.Transition(state: .cancelled, effects: [.animateTouchCancelled]))
        XCTAssertEqual(t(.cancelled, .cancelledAnimationCompleted), F.Transition(state: .idle, effects: []))
        XCTAssertEqual(t(.down, .cancelledAnimationCompleted), F.Transition(state: .idle, effects: []))
        XCTAssertEqual(t(.up, .upAnimationCompleted), F.Transition(state: .idle, effects: [.restoreIdleLayout]))
    }

    func testTap() throws {
        let c = try make()
        let f = try play(c, "0 down \(press); 0 up \(press)") // until 2 s, 10 fps
        XCTAssertEqual(c.primaryActionCount, 1)
        XCTAssertEqual(c.state, .idle)
        XCTAssertEqual(c.scene.diagnostics, [])
        try assertFastCartIdle(f, at: 0)
        // Up at 0 begins from the current state (the press's spring has q(0) = 0: idle values).
        // Cart x = 187.5 + cubic keys [0, -4, 104, 104] at [0, 0.35, 0.85, 1] of easeInOut(t / 0.8):
        // 182.29421105487933 at 0.2, 210.58709502262445 at 0.4, 294.0671687070186 at 0.6.
        for t in [0.2, 0.4, 0.6] { assertClose(try f.view("cart", at: t).center.x, cartX(t), 1e-4, "cart x at \(t)") }
        // Rotation keys [0, -0.15, 0, 0] at [0, 0.35, 0.39, 1] (-0.14095756460022407 at 0.3); pink alpha
        // keys [0.6, 0, 0] at [0.45, 0.65, 1] (0.4742897727272727 at 0.4).
        assertClose(
            try f.view("cart", at: 0.3).decomposed.rotation,
            upKeyframes([0, 0.35, 0.39, 1], [0, -0.15, 0, 0], at: 0.3), 1e-5)
        assertClose(
            try f.view("middlePinkLine", at: 0.4).alpha, upKeyframes([0.45, 0.65, 1], [0.6, 0, 0], at: 0.4), 1e-6)
        // At 0.8 the completion restores the idle layout.
        for t in [0.8, 1.0, 2.0] { try assertFastCartIdle(f, at: t) }
        assertGoldenFrames(
            f.frames,
            checkedAgainst: [
                "fast-cart-button: tap at (187.5, 333.5) at t = 0; seed 1, jitter 4; 10 fps, until 2 s",
                idleHeader + " at t = 0 and t >= 0.8",
                "cart x = 187.5 + cubic keyframes [0, -4, 104, 104] @ [0, 0.35, 0.85, 1] of easeInOut(t/0.8): "
                    + "182.294211 at 0.2, 210.587095 at 0.4, 294.067169 at 0.6 (Derivation in Tests/KinemaDerivations)",
                "cart rotation -0.140958 at 0.3; pink alpha 0.474290 at 0.4 (keys 0.6, 0, 0 @ 0.45, 0.65, 1)"
            ])
    }

    func testPressHoldRelease() throws {
        let c = try make()
        let f = try play(c, "0 down \(press); 1 up \(press)") // until 3 s
        XCTAssertEqual(c.primaryActionCount, 1)
        XCTAssertEqual(c.scene.diagnostics, [])
        // Touch down: widths 32 + draws 1-3, trailing 8 + draws 4-6 (the tutorial's order: widths before
        // trailing offsets): widths 32.532492601378245, 33.96625405810161, 35.76802202869437; trailing
        // 7.554873736446177, 7.554117606610864, 10.103155135294088.
        let widths = draws[0..<3].map { 32 + $0 }
        let trailing = draws[3..<6].map { 8 + $0 }
        // Spring (0.8 s, ratio 1) at 0.2: middle width 24 + 9.966254 q(0.2) = 30.68802938734194;
        // rotation -0.1 q(0.2).
        assertClose(try f.view("middleWhiteLine", at: 0.2).size.width, 24 + (widths[1] - 24) * Derivation.qd(0.2), 1e-9)
        assertClose(try f.view("cart", at: 0.2).decomposed.rotation, -0.1 * Derivation.qd(0.2), 1e-12)
        // Held (t in [0.8, 1]): the model values. Centre x = 161.5 + trailing - width / 2.
        let names = ["topWhiteLine", "middleWhiteLine", "bottomWhiteLine"]
        for t in [0.8, 0.9, 1.0] {
            for (i, name) in names.enumerated() {
                let v = try f.view(name, at: t)
                assertClose(v.size.width, widths[i], 1e-9, "\(name) width")
                assertClose(v.center.x, 161.5 + trailing[i] - widths[i] / 2, 1e-9, "\(name) x")
                assertClose(try f.view(name.replacingOccurrences(of: "White", with: "Pink"), at: t).alpha, 1, 1e-12)
            }
            assertClose(try f.view("cart", at: t).decomposed.rotation, -0.1, 1e-12)
        }
        // Release at 1: the cart keys are the tap's, 1 s later; rotation starts from -0.1
        // (-0.1267867290594942 at 1.2) and pink alpha from 1 (0.7904829545454558 at 1.4).
        assertClose(try f.view("cart", at: 1.2).center.x, cartX(0.2), 1e-4)
        assertClose(try f.view("cart", at: 1.4).center.x, cartX(0.4), 1e-4)
        assertClose(
            try f.view("cart", at: 1.2).decomposed.rotation,
            upKeyframes([0, 0.35, 0.39, 1], [-0.1, -0.15, 0, 0], at: 0.2), 1e-5)
        assertClose(try f.view("middlePinkLine", at: 1.4).alpha, upKeyframes([0.45, 0.65, 1], [1, 0, 0], at: 0.4), 1e-6)
        for t in [1.8, 2.0, 3.0] { try assertFastCartIdle(f, at: t) }
        assertGoldenFrames(
            f.frames,
            checkedAgainst: [
                "fast-cart-button: down at 0, up at 1 at (187.5, 333.5); seed 1, jitter 4; 10 fps, until 3 s",
                idleHeader + " at t = 0 and t >= 1.8",
                "held (0.8...1): widths 32.532493, 33.966254, 35.768022; centre x = 161.5 + (7.554874, 7.554118, "
                    + "10.103155) - width/2 = 152.788627, 152.070991, 153.719144; pink alpha 1; cart rotation -0.1",
                "t = 0.2: middle width 30.688029, cart rotation -0.067107 (spring 0.8 s, ratio 1, q = 0.671068)",
                "release: cart x 182.294211 at 1.2, 210.587095 at 1.4; rotation -0.126787 at 1.2; pink alpha 0.790483 at 1.4"
            ])
    }

    func testPressAndDragAway() throws {
        let c = try make()
        // (187.5, 463.5) is y = 156 in the control: outside its bounds extended by 70 (-70...122).
        let f = try play(c, "0 down \(press); 0.4 move 187.5,463.5; 1 up 187.5,463.5") // until 3 s
        XCTAssertEqual(c.primaryActionCount, 0)
        XCTAssertEqual(c.state, .idle)
        XCTAssertEqual(c.scene.diagnostics, [])
        // Centre, size and transform are additive keys: model idle after 0.4; the press's spring still
        // adds (old - new)(1 - q_d(t)) and the cancel spring (0.3 s) adds (new - old)(1 - q_c(t - 0.4)), e.g. for the rotation
        // 0.1 (1 - q_d(t)) - 0.1 (1 - q_c(t - 0.4)); motion is continuous at 0.4. At t = 0.7 the
        // cancel spring has ended (0.4 + 0.3 == 0.7 in binary floating point, so its end is due then,
        // although 0.7 - 0.4 is 0.29999999999999993): only the press's spring remains,
        // 0.1 (1 - q_d(0.7)) = 0.1 * 0.0028137232953113 and 24 - 9.966254 * 0.0028137232953113.
        // Rotations -0.09444771835619269, -0.0166719919969061, -0.0007391874142429146,
        // 0.00028137232953113 and widths 33.41289956345844, 25.661573078958032, 24.07366929566896,
        // 23.971957718789728 at 0.4, 0.5, 0.6, 0.7.
        let middle = draws[1] + 32 - 24 // the press's width change, 9.966254
        for t in [0.4, 0.5, 0.6, 0.7] {
            let cancel = t >= 0.4 + 0.3 ? 1 : Derivation.qc(t - 0.4)
            let r = 0.1 * (1 - Derivation.qd(t)) - 0.1 * (1 - cancel)
            assertClose(try f.view("cart", at: t).decomposed.rotation, r, 1e-12, "rotation at \(t)")
            let w = 24 - middle * (1 - Derivation.qd(t)) + middle * (1 - cancel)
            assertClose(try f.view("middleWhiteLine", at: t).size.width, w, 1e-9, "width at \(t)")
        }
        // Alpha is not additive: the cancel spring replaces the press's at 0.4 and starts from the old
        // model value 1 (a jump from 0.6 + 0.4 qd(0.4) = 0.977791): 0.6 + 0.4 (1 - qc(t - 0.4)).
        assertClose(try f.view("middlePinkLine", at: 0.3).alpha, 0.6 + 0.4 * Derivation.qd(0.3), 1e-12)
        let alphas = [
            (0.4, 1.0), (0.5, 0.6 + 0.4 * (1 - Derivation.qc(0.1))), (0.6, 0.6 + 0.4 * (1 - Derivation.qc(0.2)))
        ]
        for (t, a) in alphas { assertClose(try f.view("middlePinkLine", at: t).alpha, a, 1e-12, "alpha at \(t)") }
        for t in [0.8, 1.0, 1.5, 3.0] { try assertFastCartIdle(f, at: t) }
        assertGoldenFrames(
            f.frames,
            checkedAgainst: [
                "fast-cart-button: down at (187.5, 333.5) at 0, dragged to (187.5, 463.5) at 0.4 (cancelled), up there at 1; "
                    + "seed 1, jitter 4; 10 fps, until 3 s",
                idleHeader + " at t = 0 and t >= 0.8",
                "cart rotation 0.1(1 - qd(t)) - 0.1(1 - qc(t - 0.4)): -0.094448 at 0.4, -0.016672 at 0.5, -0.000739 at 0.6",
                "middle width 24 - 9.966254(1 - qd) + 9.966254(1 - qc): 33.412900 at 0.4, 25.661573 at 0.5, 24.073669 at 0.6",
                "pink alpha (replaced, not additive) 0.6 + 0.4 qd(t) = 0.944039 at 0.3, then from the old model value 1: "
                    + "0.6 + 0.4 (1 - qc(t - 0.4)) = 1 at 0.4, 0.675130 at 0.5, 0.606072 at 0.6"
            ])
    }

    func testJitterZeroGivesTheTutorialsCenterValues() throws {
        let f = try play(try make(jitter: 0), "0 down \(press)", until: 1)
        // Widths 32, trailing 8: the middle line spans 169.5 - 32 ... 169.5, centre x 153.5.
        let v = try f.view("middleWhiteLine", at: 1)
        XCTAssertEqual(v.size.width, 32)
        XCTAssertEqual(v.center.x, 153.5)
        XCTAssertEqual(try f.view("topWhiteLine", at: 1).center.x, 161.5 + 8 - 16)
    }

    func testSameSeedSameFramesOtherSeedOtherLines() throws {
        let script = "0 down \(press); 0.5 up \(press)"
        let a = try play(try make(seed: 7), script, fps: 30)
        let b = try play(try make(seed: 7), script, fps: 30)
        XCTAssertEqual(a.frames, b.frames)
        let other = try play(try make(seed: 8), script, fps: 30)
        XCTAssertNotEqual(
            try a.view("middleWhiteLine", at: 0.5).size.width, try other.view("middleWhiteLine", at: 0.5).size.width)
    }

    func testAPressDuringTheUpAnimationIsRefused() throws {
        let c = try make()
        let f = try play(c, "0 down \(press); 0 up \(press); 0.3 down \(press); 0.5 up \(press)")
        XCTAssertEqual(c.primaryActionCount, 1) // the second touch was never tracked
        assertClose(try f.view("cart", at: 0.4).center.x, 210.58709502262445, 1e-4) // the tap's path
        try assertFastCartIdle(f, at: 1)
    }

    func testDraggingBackInPressesAgain() throws {
        let c = try make()
        _ = try play(c, "0 down \(press); 0.1 move 187.5,463.5; 0.2 move \(press)", until: 0.2)
        XCTAssertEqual(c.state, .down)
    }

    /// A cancel at 0.1 is a drag out: the 0.3 s cancel spring, then idle at 0.1 + 0.3 = 0.4 (exact in
    /// doubles), no primary action. Cart rotation (additive): 0.1 (1 - qd(t)) - 0.1 (1 - qc(t - 0.1));
    /// pink alpha (replaced): from the old model value 1, 0.6 + 0.4 (1 - qc(t - 0.1)).
    func testCancelSpringsBackAndReturnsToIdle() throws {
        let (f, c, states) = try playFastCart("0 down \(press); 0.1 cancel", fps: 10, until: 0.5)
        XCTAssertEqual(states, [.down, .cancelled, .cancelled, .cancelled, .idle, .idle])
        XCTAssertEqual(c.primaryActionCount, 0)
        XCTAssertEqual(c.scene.diagnostics, [])
        // e.g. at 0.2: 0.1 (1 - 0.671068) - 0.1 (1 - 0.812175) = 0.0141108.
        for t in [0.2, 0.3, 0.4, 0.5] {
            let r = 0.1 * (1 - Derivation.qd(t)) - 0.1 * (1 - Derivation.qc(t - 0.1))
            assertClose(try f.view("cart", at: t).decomposed.rotation, r, 1e-12, "rotation at \(t)")
        }
        let alphas = [
            (0.1, 1.0), (0.2, 0.6 + 0.4 * (1 - Derivation.qc(0.1))), (0.3, 0.6 + 0.4 * (1 - Derivation.qc(0.2))),
            (0.4, 0.6), (0.5, 0.6)
        ]
        for (t, a) in alphas { assertClose(try f.view("topPinkLine", at: t).alpha, a, 1e-12, "alpha at \(t)") }
    }
}
