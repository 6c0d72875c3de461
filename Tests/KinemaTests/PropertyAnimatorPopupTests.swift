import Kinema
import KinemaDerivations
import XCTest

/// The popup menu's sequences (the tutorial “Building Better iOS App Animations”; the popup menu
/// article of KinemaControls' documentation) written with Kinema's property
/// animators exactly as the tutorial writes them: three animators of duration 1 (transition:
/// spring with damping ratio 1 and a layout pass; in-title: easeIn, scrubsLinearly false;
/// out-title: easeOut, scrubsLinearly false), started then paused on `began`, scrubbed with
/// `fraction + progress`, reversed on a flick by the tutorial's table and continued with
/// durationFactor 0. Expected values come from `Derivation` (Tests/KinemaDerivations: UIKit's spring
/// solved independently, curves by bisection) and the popup's geometry:
/// the popup's centre is 667 + 440 - 250 = 857 closed and 667 - 250 = 417 open.
final class PropertyAnimatorPopupTests: XCTestCase {
    func testTapOpens() throws {
        let popup = try PopupHarness()
        try popup.play([.down(0), .up(0.1, velocity: 0)], until: 0.05)
        XCTAssertEqual(popup.runningAnimators.count, 3)
        XCTAssertTrue(popup.runningAnimators.allSatisfy { $0.state == .active && !$0.isRunning })
        XCTAssertEqual(popup.popup.presentation.center.y, 857)
        try popup.play([], until: 0.6)
        // Continued from 0 over 1 s. Transition: Derivation.criticallyDampedProgress(0.5, duration: 1) =
        // 0.9444771835619268, y = 857 - 440 q = 441.4300392327522, corner radius 20 q; the closed
        // title's transform goes from identity to scale 1.6 then translate (0, 15): scale 1 + 0.6 q,
        // translation 15 q. In-title: easeIn(0.5) = 0.3153568125725393 (Derivation.easeIn);
        // out-title: 1 - easeOut(0.5) = 0.3153568125725393.
        let q = Derivation.criticallyDampedProgress(0.5, duration: 1)
        XCTAssertEqual(popup.popup.presentation.center.y, 857 - 440 * q, accuracy: 1e-9)
        XCTAssertEqual(popup.popup.presentation.cornerRadius, 20 * q, accuracy: 1e-9)
        XCTAssertEqual(popup.closedTitle.presentation.transform.decomposed.scaleX, 1 + 0.6 * q, accuracy: 1e-9)
        XCTAssertEqual(popup.closedTitle.presentation.transform.decomposed.translateY, 15 * q, accuracy: 1e-9)
        XCTAssertEqual(popup.openTitle.presentation.alpha, Derivation.easeIn(0.5), accuracy: 1e-6)
        XCTAssertEqual(popup.closedTitle.presentation.alpha, 1 - Derivation.easeOut(0.5), accuracy: 1e-6)
        try popup.play([], until: 1.1)
        XCTAssertEqual(popup.currentState, .open)
        XCTAssertTrue(popup.runningAnimators.isEmpty)
        XCTAssertEqual(popup.popup.center.y, 417)
        XCTAssertEqual(popup.popup.presentation.center.y, 417)
        XCTAssertEqual(popup.bottomConstraint.constant, 0)
        XCTAssertEqual(popup.openTitle.alpha, 1)
        XCTAssertEqual(popup.closedTitle.alpha, 0)
        XCTAssertEqual(
            popup.closedTitle.transform,
            AffineTransform(scaleX: 1.6, y: 1.6).then(AffineTransform(translationX: 0, y: 15)))
    }

    func testDragHalfWayAndLetGoOpens() throws {
        let popup = try PopupHarness()
        // Up 220 pt: fraction 220 / 440 = 0.5 on every animator (progress 0 recorded on began).
        try popup.play([.down(0), .move(0.2, translationY: -220)], until: 0.25)
        XCTAssertEqual(popup.popup.presentation.center.y, 637) // linear scrub: 857 - 220
        XCTAssertEqual(popup.popup.presentation.cornerRadius, 10)
        // Not scrubbing linearly: easeIn(0.5) and 1 - easeOut(0.5), 0.3153568125725393 both.
        XCTAssertEqual(popup.openTitle.presentation.alpha, Derivation.easeIn(0.5), accuracy: 1e-6)
        XCTAssertEqual(popup.closedTitle.presentation.alpha, 1 - Derivation.easeOut(0.5), accuracy: 1e-6)
        XCTAssertEqual(popup.runningAnimators.map(\.fractionComplete), [0.5, 0.5, 0.5])
        // Let go without velocity at 0.3: each continues over the remaining 0.5 s.
        try popup.play([.up(0.3, velocity: 0)], until: 0.55)
        // Transition: 0.5 + 0.5 q, q = criticallyDampedProgress(0.25, duration: 0.5) = 0.9444771835619268
        // (the spring re-solved for 0.5 s): y = 857 - 440 (0.5 + 0.5 q) = 429.2150196163761,
        // radius 20 (0.5 + 0.5 q) = 19.444771835619267.
        let q = Derivation.criticallyDampedProgress(0.25, duration: 0.5)
        XCTAssertEqual(popup.popup.presentation.center.y, 857 - 440 * (0.5 + 0.5 * q), accuracy: 1e-9)
        XCTAssertEqual(popup.popup.presentation.cornerRadius, 20 * (0.5 + 0.5 * q), accuracy: 1e-9)
        // In-title from a0 = easeIn(0.5): a0 + (1 - a0) easeIn(0.25 / 0.5) = 0.5312637059091669.
        let a0 = Derivation.easeIn(0.5), e0 = Derivation.easeOut(0.5)
        XCTAssertEqual(popup.openTitle.presentation.alpha, a0 + (1 - a0) * Derivation.easeIn(0.5), accuracy: 1e-6)
        // Out-title from e0 = easeOut(0.5): 1 - (e0 + (1 - e0) easeOut(0.5)) = 0.09944991923591173.
        XCTAssertEqual(
            popup.closedTitle.presentation.alpha, 1 - (e0 + (1 - e0) * Derivation.easeOut(0.5)),
            accuracy: 1e-6)
        try popup.play([], until: 0.8)
        XCTAssertEqual(popup.currentState, .open)
        XCTAssertEqual(popup.popup.presentation.center.y, 417)
        XCTAssertEqual(popup.openTitle.presentation.alpha, 1)
    }

    func testDragALittleAndFlickBackCloses() throws {
        let popup = try PopupHarness()
        // Up 44 pt (fraction 0.1), then back to 20 pt up (fraction 20 / 440 = 1/22), then released
        // moving down at 200 pt/s: closed + should close + not reversed -> reverse all.
        try popup.play([.down(0), .move(0.1, translationY: -44), .move(0.2, translationY: -20)], until: 0.2)
        XCTAssertEqual(popup.popup.presentation.center.y, 837, accuracy: 1e-12)
        // By bisection: easeIn(1/22) = 0.0037156095050319598, 1 - easeOut(1/22) = 0.9250465081709571.
        XCTAssertEqual(popup.openTitle.presentation.alpha, Derivation.easeIn(1.0 / 22), accuracy: 1e-6)
        XCTAssertEqual(popup.closedTitle.presentation.alpha, 1 - Derivation.easeOut(1.0 / 22), accuracy: 1e-6)
        try popup.play([.up(0.25, velocity: 200)], until: 0.25)
        XCTAssertTrue(popup.runningAnimators.allSatisfy { $0.isReversed && $0.isRunning })
        XCTAssertEqual(popup.popup.presentation.center.y, 837, accuracy: 1e-12) // no jump at the turn
        // Back over the remaining (1 - 21/22) * 1 = 1/22 s. Transition at s = 0.02:
        // 857 - 440 (1/22)(1 - q) = 855.2581797921949, with the spring re-solved for 1/22 s:
        // q = criticallyDampedProgress(0.02, duration: 1/22) = 0.9129089896097491.
        try popup.play([], until: 0.27)
        let q = Derivation.criticallyDampedProgress(0.02, duration: 1.0 / 22)
        XCTAssertEqual(popup.popup.presentation.center.y, 857 - 440 / 22 * (1 - q), accuracy: 1e-9)
        // In-title: easeIn(1/22)(1 - easeIn(0.02 * 22)) = 0.0027742290343373147;
        // out-title: 1 - easeOut(1/22)(1 - easeOut(0.44)) = 0.9713587640668662.
        let a0 = Derivation.easeIn(1.0 / 22), e0 = Derivation.easeOut(1.0 / 22)
        XCTAssertEqual(popup.openTitle.presentation.alpha, a0 * (1 - Derivation.easeIn(0.02 * 22)), accuracy: 1e-6)
        XCTAssertEqual(
            popup.closedTitle.presentation.alpha, 1 - e0 * (1 - Derivation.easeOut(0.02 * 22)),
            accuracy: 1e-6)
        try popup.play([], until: 0.25 + 1.0 / 22)
        XCTAssertEqual(popup.currentState, .closed)
        XCTAssertTrue(popup.runningAnimators.isEmpty)
        XCTAssertEqual(popup.popup.center.y, 857)
        XCTAssertEqual(popup.bottomConstraint.constant, 440)
        XCTAssertEqual(popup.openTitle.alpha, 0)
        XCTAssertEqual(popup.closedTitle.alpha, 1)
        XCTAssertEqual(
            popup.openTitle.transform,
            AffineTransform(scaleX: 0.65, y: 0.65).then(AffineTransform(translationX: 0, y: -15)))
        try popup.play([], until: 1) // stays closed, nothing pending
        XCTAssertEqual(popup.popup.presentation.center.y, 857)
    }

    func testCatchMidFlightDoesNotMoveAndFlicksBack() throws {
        let popup = try PopupHarness()
        try popup.play([.down(0), .up(0, velocity: 0)], until: 0.3)
        let caught = popup.popup.presentation.center.y
        let alpha = popup.openTitle.presentation.alpha
        try popup.play([.down(0.3)], until: 0.3)
        // Caught: paused where it was, progress recorded (transition: its spring's progress).
        XCTAssertEqual(popup.popup.presentation.center.y, caught)
        XCTAssertEqual(popup.openTitle.presentation.alpha, alpha)
        XCTAssertEqual(popup.animationProgress[0], (857 - caught) / 440, accuracy: 1e-12)
        XCTAssertEqual(popup.animationProgress[1], 0.3, accuracy: 1e-15) // elapsed share (not linear)
        // Dragged down 40 pt: fraction -40 / 440 added to each recorded progress.
        try popup.play([.move(0.4, translationY: 40)], until: 0.4)
        XCTAssertEqual(popup.popup.presentation.center.y, caught + 40, accuracy: 1e-9)
        try popup.play([.up(0.45, velocity: 300)], until: 2)
        XCTAssertEqual(popup.currentState, .closed)
        XCTAssertEqual(popup.popup.presentation.center.y, 857)
    }

    func testSequencesAreDeterministic() throws {
        let script: [PopupHarness.Event] = [
            .down(0), .up(0.05, velocity: 0), .down(0.4), .move(0.5, translationY: 60),
            .move(0.6, translationY: 90), .up(0.65, velocity: 250), .down(1.5),
            .move(1.6, translationY: -200), .up(1.7, velocity: 0)
        ]
        func frames(noise: Bool) throws -> [String] {
            // With `noise`, an unrelated scene and animators are created first and run alongside.
            var other: [PropertyAnimator] = []
            let unrelated = Scene(size: Size(width: 10, height: 10))
            if noise {
                for i in 0..<5 {
                    let v = View(name: "n\(i)")
                    try unrelated.root.addSubview(v)
                    let a = try PropertyAnimator(scene: unrelated, duration: 0.3 * Double(i + 1), dampingRatio: 0.4) {
                        v.alpha = 0
                    }
                    try a.startAnimation()
                    other.append(a)
                }
            }
            let popup = try PopupHarness()
            var rows: [String] = []
            for k in 0...150 {
                let t = Double(k) / 60
                try popup.play(k == 0 ? script : [], until: t)
                if noise { try unrelated.advance(to: t) }
                rows += popup.scene.snapshot().csvRows
            }
            XCTAssertEqual(other.count, noise ? 5 : 0)
            return rows
        }
        let first = try frames(noise: false)
        XCTAssertEqual(first.count, 151 * 4)
        XCTAssertEqual(try frames(noise: false), first)
        XCTAssertEqual(try frames(noise: true), first)
    }
}
