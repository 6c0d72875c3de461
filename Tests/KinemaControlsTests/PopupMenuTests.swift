import Kinema
import KinemaControls
import KinemaDerivations
import KinemaTesting
import XCTest

/// The popup menu played from event scripts, with goldens. Expected values are derived by hand from
/// the popup's geometry (the popup menu article of KinemaControls' documentation) and the rules of
/// springs, timing curves and property animators (KinemaCore's and Kinema's documentation), with
/// springs and curves evaluated independently of the engine by `Derivation`
/// (Tests/KinemaDerivations):
///
/// - Geometry: the popup (500 high) has its bottom at 667 + 440 closed and 667 open, so its centre
///   y is 857 closed and 417 open; the closed title's centre is popup.top + 20 + 9 = y - 221 and
///   the open title's popup.top + 30 + 14.5 = y - 205.5 (before their own transforms).
/// - The transition animator moves bottom constant, corner radius, overlay alpha and both title
///   transforms along one timing, so with u = (857 - y) / 440: overlay alpha 0.5 u, corner radius
///   20 u, closed title scale 1 + 0.6 u and translation y 15 u, open title scale 0.65 + 0.35 u and
///   translation y -15 + 15 u (transforms interpolate decomposed).
/// - Springs: q1(t) = criticallyDampedProgress(t, duration: 1), UIKit's spring of 1 s with damping
///   ratio 1; a continued transition is re-solved for its span d: qd(s) = criticallyDampedProgress(s, duration: d).
/// - Titles: scrubbed without `scrubsLinearly` they show easeIn(p) / 1 - easeOut(p); continued
///   from a displayed fraction f0 they show f0 + (target - f0) timing(s / span).
///   `Derivation` solves the curve by bisection, the engine by Newton steps, which stop
///   once |x error| < 1e-7; times the curves' slope (at most 1.61 where these tests sample them)
///   that allows about 2e-7 in y, so title alphas are compared to 1e-6.
final class PopupMenuTests: XCTestCase {
    private typealias Popup = PopupMenu
    private let onClosed = "187.5,640" // on the closed popup's strip (607...667)

    /// The opening (or closing) transition's spring: UIKit's, 1 s, damping ratio 1.
    private func q1(_ t: Double) -> Double { Derivation.criticallyDampedProgress(t, duration: 1) }

    /// Plays `script` and records, after each frame, the state and the running animators' roles.
    private func record(_ script: String, fps: Double, until: Double? = nil) throws
        -> (PlayedFrames, Popup, [Popup.State], [[Popup.AnimatorRole]])
    {
        let c = try Popup(configuration: .standard)
        let parsed = try EventScript(parsing: script)
        let player = try Player(control: c, script: parsed)
        var frames: [FrameSnapshot] = []
        var states: [Popup.State] = []
        var roles: [[Popup.AnimatorRole]] = []
        try player.play(try FrameTimes(until: until ?? parsed.defaultUntil, fps: fps)) { frame in
            frames.append(frame)
            states.append(c.state)
            roles.append(c.runningAnimators.map(\.role))
        }
        XCTAssertEqual(c.scene.diagnostics, [])
        return (PlayedFrames(frames: frames, fps: fps), c, states, roles)
    }

    /// Asserts the transition's look at `t` for the popup centre `y` (see the type's comment).
    private func assertTransition(
        _ f: PlayedFrames, at t: Double, y: Double, tolerance: Double = 1e-9,
        line: UInt = #line
    ) throws {
        let u = (857 - y) / 440
        let popup = try f.view("popup", at: t, line: line)
        assertClose(popup.center.y, y, tolerance, "popup y at \(t)", line: line)
        assertClose(popup.center.x, 187.5, 1e-12, "popup x at \(t)", line: line)
        assertClose(popup.cornerRadius, 20 * u, tolerance, "radius at \(t)", line: line)
        assertClose(try f.view("overlay", at: t, line: line).alpha, 0.5 * u, tolerance, "overlay at \(t)", line: line)
        let closed = try f.view("closedTitle", at: t, line: line)
        assertClose(closed.center.y, y - 221, tolerance, "closed title y at \(t)", line: line)
        assertClose(closed.decomposed.scaleX, 1 + 0.6 * u, tolerance, "closed title scale at \(t)", line: line)
        assertClose(closed.decomposed.translateY, 15 * u, tolerance, "closed title ty at \(t)", line: line)
        let open = try f.view("openTitle", at: t, line: line)
        assertClose(open.center.y, y - 205.5, tolerance, "open title y at \(t)", line: line)
        assertClose(open.decomposed.scaleX, 0.65 + 0.35 * u, tolerance, "open title scale at \(t)", line: line)
        assertClose(open.decomposed.translateY, -15 + 15 * u, tolerance, "open title ty at \(t)", line: line)
    }

    /// Asserts the titles' alphas at `t`.
    private func assertTitles(_ f: PlayedFrames, at t: Double, open: Double, closed: Double, line: UInt = #line) throws
    {
        assertClose(
            try f.view("openTitle", at: t, line: line).alpha, open, 1e-6, "open title alpha at \(t)", line: line)
        assertClose(
            try f.view("closedTitle", at: t, line: line).alpha, closed, 1e-6, "closed title alpha at \(t)",
            line: line)
    }

    /// Exactly closed (centre 857) or open (centre 417) at `t`.
    private func assertAtRest(_ f: PlayedFrames, at t: Double, _ state: Popup.State, line: UInt = #line) throws {
        try assertTransition(f, at: t, y: state == .open ? 417 : 857, tolerance: 0, line: line)
        try assertTitles(f, at: t, open: state == .open ? 1 : 0, closed: state == .open ? 0 : 1, line: line)
    }

    private let restHeader =
        "closed: popup centre (187.5, 857), radius 0, overlay alpha 0, closedTitle y 636 alpha 1, "
        + "openTitle y 651.5 scale 0.65 ty -15 alpha 0; open: popup centre 417, radius 20, overlay alpha 0.5, "
        + "closedTitle y 196 scale 1.6 ty 15 alpha 0, openTitle y 211.5 identity alpha 1"

    func testTapOpens() throws {
        let (f, c, states, roles) = try record("0 down \(onClosed); 0 up \(onClosed)", fps: 10) // until 2 s
        try assertAtRest(f, at: 0, .closed)
        // y = 857 - 440 q1(t): q1(0.1) = 0.23606867982504376, q1(0.2) = 0.5509083741195555,
        // q1(0.5) = 0.9444771835619268, q1(0.8) = 0.9948051108537942.
        for t in [0.1, 0.2, 0.5, 0.8] { try assertTransition(f, at: t, y: 857 - 440 * q1(t)) }
        // Titles: easeIn(t) and 1 - easeOut(t), e.g. 0.017026609651562937 and 0.8394278457624665 at 0.1.
        for t in [0.1, 0.5, 0.8] {
            try assertTitles(f, at: t, open: Derivation.easeIn(t), closed: 1 - Derivation.easeOut(t))
        }
        for t in [1.0, 1.5, 2.0] { try assertAtRest(f, at: t, .open) }
        XCTAssertEqual(states[9], .closed) // t = 0.9: still opening
        XCTAssertEqual(roles[9], [.transition, .inTitle, .outTitle])
        XCTAssertEqual(states[10], .open) // completed at 1
        XCTAssertEqual(roles[10], [])
        XCTAssertEqual(c.bottomConstraint.constant, 0)
        assertGoldenFrames(
            f.frames,
            checkedAgainst: [
                "popup-menu: tap at (187.5, 640) at 0; 10 fps, until 2 s",
                restHeader,
                "closed at 0, open at t >= 1; popup y = 857 - 440 q1(t), q1 = criticallyDampedProgress(t, duration: 1): "
                    + "753.129781 at 0.1, 614.600315 at 0.2, 441.430039 at 0.5, 419.285751 at 0.8 (Derivation in Tests/KinemaDerivations)",
                "overlay 0.5 u, radius 20 u, u = (857 - y) / 440; openTitle alpha easeIn(t), closedTitle 1 - easeOut(t): "
                    + "0.017027 / 0.839428 at 0.1, 0.315357 / 0.315357 at 0.5"
            ])
    }

    func testTapCloses() throws {
        let script = "0 down \(onClosed); 0 up \(onClosed); 1.5 down 187.5,300; 1.5 up 187.5,300"
        let (f, c, states, _) = try record(script, fps: 10) // until 3.5 s
        try assertAtRest(f, at: 1.5, .open)
        // Closing from 1.5: y = 417 + 440 q1(t - 1.5): 659.3996846126045 at 1.7, 832.5699607672477 at 2.
        try assertTransition(f, at: 1.7, y: 417 + 440 * q1(0.2))
        try assertTransition(f, at: 2.0, y: 417 + 440 * q1(0.5))
        // Now the closed title comes in (easeIn) and the open title goes out (easeOut).
        for s in [0.2, 0.5] {
            try assertTitles(f, at: 1.5 + s, open: 1 - Derivation.easeOut(s), closed: Derivation.easeIn(s))
        }
        for t in [2.5, 3.0, 3.5] { try assertAtRest(f, at: t, .closed) }
        XCTAssertEqual(states[24], .open)
        XCTAssertEqual(states[25], .closed)
        XCTAssertEqual(c.bottomConstraint.constant, 440)
        XCTAssertTrue(c.runningAnimators.isEmpty)
        assertGoldenFrames(
            f.frames,
            checkedAgainst: [
                "popup-menu: tap at (187.5, 640) at 0, tap at (187.5, 300) at 1.5; 10 fps, until 3.5 s",
                restHeader,
                "open for 1 <= t <= 1.5, closed at t >= 2.5; closing y = 417 + 440 q1(t - 1.5): "
                    + "659.399685 at 1.7, 832.569961 at 2.0 (Derivation in Tests/KinemaDerivations)",
                "closedTitle alpha easeIn(t - 1.5), openTitle 1 - easeOut(t - 1.5): 0.062282 / 0.691634 at 1.7"
            ])
    }

    func testDragHalfWayAndLetGo() throws {
        // Up 110 pt by 0.2, 220 pt (half of 440) by 0.4, held still, let go at 0.5: velocity 0.
        let script = "0 down \(onClosed); 0.2 move 187.5,530; 0.4 move 187.5,420; 0.5 up 187.5,420"
        let (f, c, states, _) = try record(script, fps: 20) // until 2.5 s
        // Scrubbing: the transition linearly (y = 857 - 440 * 0.25 = 747, then 637), titles through
        // their curves: easeIn(0.25) = 0.09346465071882484, 1 - easeOut(0.25) = 0.6218618691748902;
        // easeIn(0.5) = 0.3153568125725393 = 1 - easeOut(0.5).
        try assertTransition(f, at: 0.2, y: 747, tolerance: 1e-12)
        try assertTransition(f, at: 0.3, y: 747, tolerance: 1e-12)
        try assertTitles(f, at: 0.2, open: Derivation.easeIn(0.25), closed: 1 - Derivation.easeOut(0.25))
        try assertTransition(f, at: 0.4, y: 637, tolerance: 1e-12)
        try assertTransition(f, at: 0.5, y: 637, tolerance: 1e-12)
        try assertTitles(f, at: 0.45, open: Derivation.easeIn(0.5), closed: 1 - Derivation.easeOut(0.5))
        // Let go: each continues over the remaining 0.5 s. y = 637 - 220 q(s), q = qd(s) with d = 0.5:
        // 515.8001576936978 at 0.6, 442.69797122669263 at 0.7, 422.6492566972961 at 0.8.
        for s in [0.1, 0.2, 0.3] {
            try assertTransition(f, at: 0.5 + s, y: 637 - 220 * Derivation.criticallyDampedProgress(s, duration: 0.5))
        }
        // Titles from a0 = easeIn(0.5): a0 + (1 - a0) easeIn(s / 0.5); from e0 = easeOut(0.5):
        // 1 - (e0 + (1 - e0) easeOut(s / 0.5)); e.g. 0.3579977596655092 / 0.21811147267858677 at 0.6.
        let a0 = Derivation.easeIn(0.5), e0 = Derivation.easeOut(0.5)
        for s in [0.1, 0.3] {
            try assertTitles(
                f, at: 0.5 + s, open: a0 + (1 - a0) * Derivation.easeIn(s / 0.5),
                closed: 1 - (e0 + (1 - e0) * Derivation.easeOut(s / 0.5)))
        }
        for t in [1.0, 1.5, 2.5] { try assertAtRest(f, at: t, .open) }
        XCTAssertEqual(states[19], .closed)
        XCTAssertEqual(states[20], .open)
        XCTAssertEqual(c.state, .open)
        assertGoldenFrames(
            f.frames,
            checkedAgainst: [
                "popup-menu: down (187.5, 640) at 0, moved up 110 by 0.2 and 220 by 0.4, up there at 0.5; 20 fps, until 2.5 s",
                restHeader,
                "scrubbed (linear for the transition): y 747 at 0.2...0.35, 637 at 0.4...0.5; titles easeIn(p) / "
                    + "1 - easeOut(p): 0.093465 / 0.621862 at p 0.25, 0.315357 / 0.315357 at p 0.5",
                "let go (velocity 0): y = 637 - 220 qd(t - 0.5), spring re-solved for 0.5 s: 515.800158 at 0.6, "
                    + "442.697971 at 0.7, 422.649257 at 0.8; open at t >= 1 (Derivation in Tests/KinemaDerivations)"
            ])
    }

    func testDragAndFlickBack() throws {
        // Up 220 pt by 0.4, back down to 200 pt up at 0.45, released at 0.5 moving down at
        // (460 - 440) / 0.05 = 400 pt/s: closed, should close, not reversed -> reverse all.
        let script =
            "0 down \(onClosed); 0.2 move 187.5,530; 0.4 move 187.5,420; 0.45 move 187.5,440; "
            + "0.5 up 187.5,460"
        let (f, c, states, roles) = try record(script, fps: 20) // until 2.5 s
        try assertTransition(f, at: 0.4, y: 637, tolerance: 1e-12)
        // p = 200 / 440 = 5/11: y = 857 - 200 = 657; easeIn(5/11) = 0.2679312392766036,
        // 1 - easeOut(5/11) = 0.3655154287851413.
        let p = 5.0 / 11, a0 = Derivation.easeIn(p), e0 = Derivation.easeOut(p)
        try assertTransition(f, at: 0.45, y: 657, tolerance: 1e-12)
        try assertTitles(f, at: 0.45, open: a0, closed: 1 - e0)
        // Turned around at 0.5 with no jump, back to the start over the remaining (1 - 6/11) s = 5/11 s:
        // y = 857 - 200 (1 - qd(s)), d = 5/11: 711.0015142085216 at 0.55, 777.4826859405654 at 0.6,
        // 839.5817979219498 at 0.7, 853.7988142609058 at 0.8.
        try assertTransition(f, at: 0.5, y: 657, tolerance: 1e-12)
        for s in [0.05, 0.1, 0.2, 0.3] {
            try assertTransition(
                f, at: 0.5 + s, y: 857 - 200 * (1 - Derivation.criticallyDampedProgress(s, duration: p)))
        }
        // Titles back over 5/11 s: a0 (1 - easeIn(s / (5/11))), 1 - e0 (1 - easeOut(s / (5/11))); e.g.
        // 0.24806925849908243 / 0.5790832765214917 at 0.6.
        for s in [0.1, 0.3] {
            try assertTitles(
                f, at: 0.5 + s, open: a0 * (1 - Derivation.easeIn(s / p)),
                closed: 1 - e0 * (1 - Derivation.easeOut(s / p)))
        }
        // All three end at 0.5 + 5/11 = 0.9545...: at the start, so the state stays closed.
        for t in [1.0, 1.5, 2.5] { try assertAtRest(f, at: t, .closed) }
        XCTAssertEqual(roles[18], [.transition, .inTitle, .outTitle]) // 0.9
        XCTAssertEqual(roles[20], []) // 1.0
        XCTAssertTrue(states.allSatisfy { $0 == .closed })
        XCTAssertEqual(c.bottomConstraint.constant, 440)
        assertGoldenFrames(
            f.frames,
            checkedAgainst: [
                "popup-menu: down (187.5, 640) at 0, up 220 by 0.4, back to 200 up at 0.45, released moving down "
                    + "at 400 pt/s at 0.5; 20 fps, until 2.5 s",
                restHeader,
                "scrubbed: y 637 at 0.4, 657 at 0.45 and 0.5 (p = 5/11); titles 0.267931 / 0.365515 at 0.45",
                "flicked back (reversed): y = 857 - 200 (1 - qd(t - 0.5)), spring re-solved for 5/11 s: 711.001514 at "
                    + "0.55, 777.482686 at 0.6, 839.581798 at 0.7; closed at t >= 1 (Derivation in Tests/KinemaDerivations)"
            ])
    }

    func testCatchMidFlight() throws {
        // Tap open at 0; caught at 0.3 (the model popup is open, so (187.5, 600) is on it), dragged
        // down 40 pt by 0.4, thrown down at 0.5 at (680 - 640) / 0.1 = 400 pt/s.
        let script = "0 down \(onClosed); 0 up \(onClosed); 0.3 down 187.5,600; 0.4 move 187.5,640; 0.5 up 187.5,680"
        let (f, c, states, roles) = try record(script, fps: 20) // until 2.5 s
        // Caught where it was: q1(0.3) = 0.7637684153125727, y = 520.941897262468; titles
        // easeIn(0.3) = 0.12957676084535252, 1 - easeOut(0.3) = 0.5548140325286629, also at 0.35.
        for t in [0.3, 0.35] {
            try assertTransition(f, at: t, y: 857 - 440 * q1(0.3))
            try assertTitles(f, at: t, open: Derivation.easeIn(0.3), closed: 1 - Derivation.easeOut(0.3))
        }
        // Progress recorded: the transition's q1(0.3), the titles' elapsed share 0.3. Down 40 pt:
        // fraction -1/11; the transition at p = 0.6728593244034817 -> y = 560.941897262468 (40 pt lower),
        // titles at pt = 0.3 - 1/11 = 0.20909...: easeIn 0.06756167619374771, 1 - easeOut 0.6787462374392121.
        let p = q1(0.3) - 1.0 / 11, pt = 0.3 - 1.0 / 11
        try assertTransition(f, at: 0.4, y: 857 - 440 * p)
        try assertTitles(f, at: 0.45, open: Derivation.easeIn(pt), closed: 1 - Derivation.easeOut(pt))
        // Thrown down: reversed; the transition returns over p = 0.6728593244034817 s:
        // y = 857 - 440 p (1 - qd(s)) with d = p: 605.6464135475338 at 0.55, 678.9372737666491 at 0.6,
        // 785.7409567096499 at 0.7, 854.5619815673732 at 1.0, 856.2739865385594 at 1.1.
        for s in [0.05, 0.1, 0.2, 0.5, 0.6] {
            try assertTransition(
                f, at: 0.5 + s, y: 857 - 440 * p * (1 - Derivation.criticallyDampedProgress(s, duration: p)))
        }
        // The titles return over their own 0.20909 s: easeIn(pt)(1 - easeIn(s / pt)) and
        // 1 - easeOut(pt)(1 - easeOut(s / pt)), e.g. 0.04781173766496418 / 0.8910905361567978 at 0.6;
        // they finish at 0.709, before the transition (1.173).
        for s in [0.1, 0.2] {
            try assertTitles(
                f, at: 0.5 + s, open: Derivation.easeIn(pt) * (1 - Derivation.easeIn(s / pt)),
                closed: 1 - Derivation.easeOut(pt) * (1 - Derivation.easeOut(s / pt)))
        }
        try assertTitles(f, at: 0.75, open: 0, closed: 1)
        XCTAssertEqual(roles[14], [.transition, .inTitle, .outTitle]) // 0.7
        XCTAssertEqual(roles[15], [.transition]) // 0.75: finished titles removed
        XCTAssertEqual(roles[23], [.transition]) // 1.15
        XCTAssertEqual(roles[24], []) // 1.2
        XCTAssertTrue(states.allSatisfy { $0 == .closed })
        for t in [1.2, 2.5] { try assertAtRest(f, at: t, .closed) }
        XCTAssertEqual(c.bottomConstraint.constant, 440)
        assertGoldenFrames(
            f.frames,
            checkedAgainst: [
                "popup-menu: tap at (187.5, 640) at 0; caught at (187.5, 600) at 0.3, dragged down 40 pt by 0.4, "
                    + "thrown down at 400 pt/s at 0.5; 20 fps, until 2.5 s",
                restHeader,
                "opening y = 857 - 440 q1(t); caught at 0.3 without a jump: y 520.941897 (q1 0.763768), titles "
                    + "0.129577 / 0.554814, held at 0.35; dragged: y 560.941897 at 0.4, titles 0.067562 / 0.678746 (p 0.209091)",
                "thrown back: y = 857 - 440 p (1 - qd(t - 0.5)), p = 0.672859, spring re-solved for p s: 605.646414 at "
                    + "0.55, 678.937274 at 0.6, 785.740957 at 0.7; titles done at 0.709; closed at t >= 1.2 (Derivation in Tests/KinemaDerivations)"
            ])
    }
}
