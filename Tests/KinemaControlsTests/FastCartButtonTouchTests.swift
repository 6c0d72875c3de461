import Kinema
import KinemaControls
import KinemaDerivations
import XCTest

/// The fast cart under touches that cross its animations (the tutorial's tracking, with the
/// composition rules of UIView animations: positions, sizes and transforms add, alpha replaces).
/// Springs: qd(t) (touch down, 0.8 s) and qc(t) (cancel, 0.3 s) are UIKit's critically damped
/// springs, evaluated by `Derivation` from their closed form.
final class FastCartButtonTouchTests: XCTestCase {
    private let press = "187.5,333.5"
    private let outside = "187.5,463.5" // y = 156 in the control: outside -70...122

    /// Pressed at 0, dragged out at 0.5: the pink alpha was springing 0.6 -> 1 (0.6 + 0.4 qd(t));
    /// the cancel spring replaces it and starts from the old model value 1, so it jumps to 1.0 and
    /// springs back to 0.6: 0.6 + 0.4 (1 - qc(t - 0.5)), exactly 0.6 from 0.8 on.
    func testDraggedOutThePinkAlphaJumpsToOneThenSpringsBack() throws {
        let (f, c, states) = try playFastCart("0 down \(press); 0.5 move \(outside)", fps: 20, until: 1)
        assertClose(try f.view("middlePinkLine", at: 0.45).alpha, 0.6 + 0.4 * Derivation.qd(0.45), 1e-12)
        var expected: [(Double, Double)] = [(0.5, 1.0), (0.8, 0.6), (1.0, 0.6)]
        for s in [0.05, 0.1, 0.15, 0.2, 0.25] { expected.append((0.5 + s, 0.6 + 0.4 * (1 - Derivation.qc(s)))) }
        for (t, a) in expected {
            for name in ["topPinkLine", "middlePinkLine", "bottomPinkLine"] {
                assertClose(try f.view(name, at: t).alpha, a, 1e-12, "\(name) alpha at \(t)")
            }
        }
        XCTAssertEqual(states[9], .down) // 0.45
        XCTAssertEqual(states[10], .cancelled) // 0.5
        XCTAssertEqual(states[16], .idle) // 0.8: the cancel spring's completion
        XCTAssertEqual(c.primaryActionCount, 0)
    }

    /// Lifted 102 pt below the control's top edge (inside its bounds extended by 70, -70...122, but
    /// outside the bounds 0...52): still an `up` with its primary action. The up keyframes begin
    /// from the current state at 0.2; the cart centre did not move while pressed, so its path is
    /// the tap's (FastCartButtonTests.testTap) 0.2 s later: 182.294211 at 0.4, 210.587095 at 0.6.
    func testLiftingInsideTheMarginButOutsideTheBoundsIsAnUp() throws {
        let margin = "187.5,409.5"
        let (f, c, states) = try playFastCart(
            "0 down \(press); 0.1 move \(margin); 0.2 up \(margin)", fps: 10,
            until: 1.2)
        XCTAssertEqual(states[1], .down) // moved into the margin: still pressed
        XCTAssertEqual(states[2], .up)
        XCTAssertEqual(states[9], .up) // 0.9
        XCTAssertEqual(states[10], .idle) // 1.0 = 0.2 + 0.8: the up keyframes' completion
        XCTAssertEqual(c.primaryActionCount, 1)
        XCTAssertEqual(c.scene.diagnostics, [])
        assertClose(try f.view("cart", at: 0.4).center.x, 182.29421105487933, 1e-4)
        assertClose(try f.view("cart", at: 0.6).center.x, 210.58709502262445, 1e-4)
        for t in [1.0, 1.2] { try assertFastCartIdle(f, at: t) }
    }

    /// Out at 0.1 (cancel spring until 0.4), back in at 0.2 (a second press), up at 0.3 while the
    /// cancel spring still runs. The up keyframes begin from the current state, which removes every
    /// animation on the properties they touch; those are all of the cancel spring's, so its
    /// completion runs at once with `false` and, as the tutorial's completion ignores the flag,
    /// sets the state to idle at 0.3 while the cart flies off; the keyframes' completion at 1.1
    /// restores the idle layout. One primary action.
    /// Before the up: cart rotation (additive) -0.1 + 0.1 (1 - qd(t)) - 0.1 (1 - qc(t - 0.1))
    /// + 0.1 (1 - qd(t - 0.2)); pink alpha (replaced twice, each from the old model value):
    /// 0.6 + 0.4 (1 - qc(t - 0.1)) until 0.2, then 0.6 + 0.4 qd(t - 0.2).
    func testOutInAndUpWhileTheCancelSpringRuns() throws {
        let script = "0 down \(press); 0.1 move \(outside); 0.2 move \(press); 0.3 up \(press)"
        let (f, c, states) = try playFastCart(script, fps: 20, until: 1.2)
        XCTAssertEqual(Array(states[0...6]), [.down, .down, .cancelled, .cancelled, .down, .down, .idle])
        XCTAssertTrue(states[6...].allSatisfy { $0 == .idle })
        XCTAssertEqual(c.primaryActionCount, 1)
        XCTAssertEqual(c.scene.diagnostics, [])
        let qd = Derivation.qd, qc = Derivation.qc
        for t in [0.15, 0.2, 0.25] {
            let r = -0.1 + 0.1 * (1 - qd(t)) - 0.1 * (1 - qc(t - 0.1)) + 0.1 * (1 - qd(t - 0.2))
            assertClose(try f.view("cart", at: t).decomposed.rotation, r, 1e-12, "rotation at \(t)")
        }
        let alphas = [(0.15, 0.6 + 0.4 * (1 - qc(0.05))), (0.2, 0.6), (0.25, 0.6 + 0.4 * qd(0.05))]
        for (t, a) in alphas { assertClose(try f.view("middlePinkLine", at: t).alpha, a, 1e-12, "alpha at \(t)") }
        // The cart leaves from the centre (its centre never moved before the up): the tap's path 0.3 s later.
        assertClose(try f.view("cart", at: 0.5).center.x, 182.29421105487933, 1e-4)
        assertClose(try f.view("cart", at: 0.7).center.x, 210.58709502262445, 1e-4)
        for t in [1.1, 1.2] { try assertFastCartIdle(f, at: t) }
    }

    /// Cubic keyframes undershoot: a tap's pink alpha keys are [0.6, 0, 0] at [0.45, 0.65, 1] of
    /// u = easeInOut(t / 0.8); on the last segment only the tangent leaving 0.65 is non-zero,
    /// m = (0 - 0.6) / 2 * 2 * 0.35 / 0.55 = -0.381818, so alpha = m (u^3 - 2u^2 + u), whose least
    /// value, at u = 0.65 + 0.35 / 3, is m * 4 / 27 = -0.0565657. The presentation keeps such values
    /// (renderers clamp what they draw): at t = 0.5, u = easeInOut(0.625), v = (u - 0.65) / 0.35 and
    /// alpha = m (v^3 - 2 v^2 + v) = -0.0437; sampled at 60 fps the lowest frame lies within 1e-5
    /// of the least value.
    func testPresentationKeepsTheKeyframesUndershoot() throws {
        let (f, _, _) = try playFastCart("0 down \(press); 0 up \(press)", fps: 60, until: 0.8)
        let m = -0.3 * 2 * 0.35 / 0.55
        let v = (Derivation.easeInOut(0.5 / 0.8) - 0.65) / 0.35
        assertClose(try f.view("middlePinkLine", at: 0.5).alpha, m * (v * v * v - 2 * v * v + v), 1e-6)
        XCTAssertLessThan(try f.view("middlePinkLine", at: 0.5).alpha, -0.04)
        let lowest = f.frames.compactMap { $0["topPinkLine"]?.alpha }.min() ?? 0
        assertClose(lowest, m * 4 / 27, 1e-5)
        XCTAssertLessThan(lowest, -0.05)
    }
}
