import Kinema
import KinemaControls
import KinemaDerivations
import KinemaTesting
import XCTest

/// The spinning tips (the spinning tips article of KinemaControls' documentation) under scripted
/// touches, with goldens at 10 fps and invariants checked at every physics step (see `TipsGeometry`
/// for C, P and the pivot error).
///
/// Layout, derived by hand (tip coordinates, card 300 x 400, margins 20, spacing 8): title 260 x 24
/// at (150, 32); summary 260 x 18n at (150, 52 + 9n) with n = 4 / 1 / 2 lines for tips 1 / 2 / 3;
/// page control 260 x 37 at (150, 361.5) (bottom 380); image from 60 + 18n to 335, i.e. 260 x (275 - 18n)
/// (203 / 257 / 239); dots 7 x 7 at x = 134, 150, 166. Upright on C the card's origin is (37.5, 133.5),
/// so tip 1's title is at (187.5, 165.5), summary (187.5, 221.5), image (187.5, 367), page control and
/// middle dot (187.5, 495).
final class SpinningTipsTests: XCTestCase {
    /// No touches: the first tip starts at rotatedRight, centre (687.5, 833.5), rotation pi/2, and
    /// swings in about P, coming from the right, to rest upright on C.
    func testIntroSwing() throws {
        let run = try TipsRun("", until: 2)
        let c = run.control
        // t = 0: rotatedRight; a subview at offset (dx, dy) from the card's centre is at
        // (687.5 - dy, 833.5 + dx) (turned by pi/2): title (855.5, 833.5), page control (526, 833.5).
        let (c0, r0) = try TipsGeometry.pose(run.at(0))
        XCTAssertEqual(c0, Point(x: 687.5, y: 833.5))
        XCTAssertEqual(r0, .pi / 2, accuracy: 1e-12)
        let first = try run.at(0)
        assertPoint(try XCTUnwrap(first["title"]).center, Point(x: 855.5, y: 833.5), 1e-9)
        assertPoint(try XCTUnwrap(first["summary"]).center, Point(x: 799.5, y: 833.5), 1e-9)
        assertPoint(try XCTUnwrap(first["image"]).center, Point(x: 654, y: 833.5), 1e-9)
        assertPoint(try XCTUnwrap(first["pageControl"]).center, Point(x: 526, y: 833.5), 1e-9)
        assertPoint(try XCTUnwrap(first["pageDot0"]).center, Point(x: 526, y: 817.5), 1e-9)
        // It comes in from the right, turning anticlockwise: over the first 0.1 s x > 187.5 and the
        // rotation falls from pi/2 at every step.
        for k in 1...12 {
            let (ck, rk) = try TipsGeometry.pose(run.frames[k])
            let (_, previous) = try TipsGeometry.pose(run.frames[k - 1])
            XCTAssertGreaterThan(ck.x, 187.5, "step \(k)")
            XCTAssertLessThan(rk, previous, "step \(k)")
        }
        XCTAssertLessThan(try run.maxPivotError(), 1, "the pin point stays on P")
        try run.assertAtRestUpright(at: 2)
        XCTAssertFalse(c.animator.isRunning, "at rest: the animator paused")
        XCTAssertEqual(c.state, .showing(index: 0))
        try assertTipLayout(run.at(2), lines: 4, dot: 0)
        assertGoldenFrames(
            run.tenPerSecond,
            checkedAgainst: [
                "spinning-tips: no touches; 10 fps, until 2 s (invariants checked at every step, 120 Hz)",
                "t = 0: tip at rotatedRight (687.5, 833.5), rotation pi/2; title (855.5, 833.5), summary (799.5, 833.5), "
                    + "image (654, 833.5), page control (526, 833.5)",
                "first 0.1 s: x > 187.5 and rotation falling (swings in from the right); pin point within 1 pt of (187.5, 833.5)",
                "t = 2: at rest, centre (187.5, 333.5) within 0.01 pt, rotation within 0.01 rad; title (187.5, 165.5) 260 x 24, "
                    + "summary (187.5, 221.5) 260 x 72, image (187.5, 367) 260 x 203, page control (187.5, 495) 260 x 37"
            ])
    }

    /// Down on the resting tip at (187.5, 310); the pan begins 10 pt up, at (187.5, 300) at 1.65,
    /// 33.5 pt above C (the finger attachment's length); then the finger moves to (230, 280)
    /// and (260, 280): both out of reach (|finger - P| - 500 = 55.13 and 58.23 > 33.5), so the centre
    /// goes to the closest point of the pivot circle, P + 500 (finger - P) / |finger - P| =
    /// (225.779373, 334.967464) and (252.437624, 337.734829). Up at x = 260: offset 72.5 < 100, so the
    /// snap is added back and the tip returns to C.
    func testDragAndSnapBack() throws {
        var lengths: [Double] = []
        var states: [Double: SpinningTips.State] = [:]
        let script = "1.6 down 187.5,310; 1.65 move 187.5,300; 1.7 move 230,280; 1.8 move 260,280; 1.9 up 260,280"
        let run = try TipsRun(script, until: 3.9) { t, c in
            if let finger = c.panBehavior, lengths.isEmpty { lengths.append(finger.length) }
            if [1.6, 1.65, 1.95].contains(t) { states[t] = c.state }
        }
        let length = try XCTUnwrap(lengths.first)
        XCTAssertEqual(states[1.6], .showing(index: 0), "10 pt not yet moved: no pan")
        XCTAssertEqual(length, 33.5, accuracy: 0.01, "|C - (187.5, 300)|, the tip being at rest")
        XCTAssertEqual(states[1.65], .dragging(index: 0))
        XCTAssertEqual(states[1.95], .showing(index: 0))
        assertPoint(TipsGeometry.closestOnCircle(to: Point(x: 230, y: 280)), Point(x: 225.779373, y: 334.967464), 1e-6)
        assertPoint(TipsGeometry.closestOnCircle(to: Point(x: 260, y: 280)), Point(x: 252.437624, y: 337.734829), 1e-6)
        assertPoint(try TipsGeometry.pose(run.at(1.79)).center, Point(x: 225.779373, y: 334.967464), 0.01)
        assertPoint(try TipsGeometry.pose(run.at(1.89)).center, Point(x: 252.437624, y: 337.734829), 0.01)
        XCTAssertLessThan(try run.maxPivotError(), 1)
        XCTAssertNil(run.control.panBehavior)
        XCTAssertTrue(run.control.animator.behaviors.contains { $0 === run.control.snapBehavior })
        try run.assertAtRestUpright(at: 3.9)
        XCTAssertEqual(run.control.state, .showing(index: 0))
        assertGoldenFrames(
            run.tenPerSecond,
            checkedAgainst: [
                "spinning-tips: \(script); 10 fps, until 3.9 s (invariants at every step)",
                "pan begins at 1.65, 10 pt from the down point: finger attachment length 33.5 (tip at rest on "
                    + "(187.5, 333.5), finger at (187.5, 300))",
                "fingers out of reach: centre at the closest point of the pivot circle, (225.779, 334.967) at 1.79 and "
                    + "(252.438, 337.735) at 1.89, within 0.01 pt",
                "up at x = 260: offset 72.5 < 100, snap back; pin point within 1 pt of (187.5, 833.5) throughout",
                "t = 3.9: at rest on (187.5, 333.5) within 0.01 pt, rotation within 0.01 rad, tip #1 still shown"
            ])
    }

    /// A swipe to the left: the pan begins at (187.5, 300) at 1.65 (10 pt from the down point,
    /// attachment length 33.5), the finger goes to (120, 280) and (60, 280), out of reach (57.60 and 68.00
    /// > 33.5), so the centre follows the closest points of the pivot circle (126.972812, 337.177061)
    /// and (75.263128, 346.259931); up at x = 60 (offset -127.5). The finger anchor jumps to rotatedLeft's
    /// centre A = (-312.5, 833.5), which is exactly 500 from P, so the tip stops where the pivot circle
    /// meets the circle of radius L = 33.5 around A: at angle phi = 2 asin(L / 1000) = 0.067013 from
    /// A, centre (187.5 - 500 cos phi, 833.5 - 500 sin phi) = (-311.378, 800.019), rotation
    /// -pi/2 + phi = -1.503784. At 1.9 + 0.4 = 2.3 the second tip is reset to rotatedRight (the step
    /// due at 2.3 runs after it, so the frame at 2.3 shows one step of its swing) and swings in.
    func testSwipeToTheNextTip() throws {
        var states: [Double: SpinningTips.State] = [:]
        var anchors: [Point] = []
        let script = "1.6 down 187.5,310; 1.65 move 187.5,300; 1.7 move 120,280; 1.8 move 60,280; 1.9 up 60,280"
        let run = try TipsRun(script, until: 4) { t, c in
            if [1.85, 1.95, 2.3].contains(t) { states[t] = c.state }
            if t == 1.95, let anchor = c.panBehavior?.anchorPoint { anchors.append(anchor) }
        }
        XCTAssertEqual(states[1.85], .dragging(index: 0))
        XCTAssertEqual(states[1.95], .leaving(index: 0, next: .tip(index: 1, from: .rotatedRight)))
        XCTAssertEqual(states[2.3], .showing(index: 1))
        XCTAssertEqual(anchors, [Point(x: -312.5, y: 833.5)])
        assertPoint(TipsGeometry.closestOnCircle(to: Point(x: 60, y: 280)), Point(x: 75.263128, y: 346.259931), 1e-6)
        assertPoint(try TipsGeometry.pose(run.at(1.79)).center, Point(x: 126.972812, y: 337.177061), 0.01)
        assertPoint(try TipsGeometry.pose(run.at(1.89)).center, Point(x: 75.263128, y: 346.259931), 0.01)
        let (gone, goneRotation) = try TipsGeometry.pose(run.at(2.25))
        assertPoint(gone, Point(x: -311.37775, y: 800.018803), 0.05)
        XCTAssertEqual(goneRotation, -1.503784, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(run.at(2.25)["pageDot0"]).backgroundColor.hexString, "#555555FF")
        // The reset: tip #2, from the right.
        let (back, backRotation) = try TipsGeometry.pose(run.at(2.3))
        XCTAssertGreaterThan(back.x, 600)
        XCTAssertGreaterThan(backRotation, 1.4)
        XCTAssertLessThanOrEqual(backRotation, .pi / 2)
        XCTAssertLessThan(try run.maxPivotError(), 1)
        try run.assertAtRestUpright(at: 4)
        XCTAssertEqual(run.control.displayedIndex, 1)
        try assertTipLayout(run.at(4), lines: 1, dot: 1)
        assertGoldenFrames(
            run.tenPerSecond,
            checkedAgainst: [
                "spinning-tips: \(script); 10 fps, until 4 s (invariants at every step)",
                "fingers out of reach: centre (126.973, 337.177) at 1.79 and (75.263, 346.260) at 1.89 (closest points of the "
                    + "pivot circle, within 0.01 pt)",
                "up at x = 60: offset -127.5, flung to rotatedLeft: stops at (-311.378, 800.019), rotation -1.503784",
                "t = 2.3: tip #2 (index 1) reset to rotatedRight, comes in from the right; pin point within 1 pt of P throughout",
                "t = 4: at rest upright on (187.5, 333.5); summary 1 line: 260 x 18 at (187.5, 194.5), image 260 x 257 at "
                    + "(187.5, 340), pageDot1 current (#555555FF)"
            ])
    }

    /// Three swipes to the left, each beginning on its first move (127.5 pt from the down point)
    /// and flung on the lift: tip 1 -> 2 at 0.8 + 0.4 (1.2000000000000002 in doubles, so after the
    /// frame at 1.2), 2 -> 3 at 2.3, and past the last one the tips
    /// are dismissed at 3.0 + 0.4 = 3.4: the root fades to alpha 0 over 0.3 s with UIView's default
    /// easeInOut, so alpha(3.4) = 1, alpha(3.55) = 1 - easeInOut(0.5) = 0.5 (the curve is symmetric)
    /// and alpha = 0 from 3.7 on; then the animator is stopped.
    func testSwipePastTheLastTipDismisses() throws {
        var states: [Double: SpinningTips.State] = [:]
        let script = """
            0.6 down 187.5,300; 0.7 move 60,280; 0.8 up 60,280
            1.7 down 187.5,300; 1.8 move 60,280; 1.9 up 60,280
            2.8 down 187.5,300; 2.9 move 60,280; 3.0 up 60,280
            """
        let run = try TipsRun(script, until: 3.8) { t, c in
            if [1.0, 1.25, 2.0, 2.3, 3.1, 3.4].contains(t) { states[t] = c.state }
        }
        XCTAssertEqual(states[1.0], .leaving(index: 0, next: .tip(index: 1, from: .rotatedRight)))
        XCTAssertEqual(states[1.25], .showing(index: 1))
        XCTAssertEqual(states[2.0], .leaving(index: 1, next: .tip(index: 2, from: .rotatedRight)))
        XCTAssertEqual(states[2.3], .showing(index: 2))
        XCTAssertEqual(states[3.1], .leaving(index: 2, next: .dismiss))
        XCTAssertEqual(states[3.4], .dismissed)
        XCTAssertEqual(try XCTUnwrap(run.at(2.3)["pageDot2"]).backgroundColor.hexString, "#555555FF")
        XCTAssertEqual(try XCTUnwrap(run.at(2.3)["summary"]).size, Size(width: 260, height: 36))
        for t in [0.0, 1.0, 3.0, 3.4] { XCTAssertEqual(try XCTUnwrap(run.at(t)["root"]).alpha, 1, "alpha at \(t)") }
        XCTAssertEqual(try XCTUnwrap(run.at(3.55)["root"]).alpha, 0.5, accuracy: 1e-6)
        for t in [3.5, 3.6] {
            XCTAssertEqual(
                try XCTUnwrap(run.at(t)["root"]).alpha, 1 - Derivation.easeInOut((t - 3.4) / 0.3), accuracy: 1e-6)
        }
        var previous = 1.0
        for k in 408...456 {
            let alpha = try XCTUnwrap(run.frames[k]["root"]).alpha
            XCTAssertLessThanOrEqual(alpha, previous, "the fade never brightens")
            previous = alpha
        }
        for t in [3.7, 3.8] { XCTAssertEqual(try XCTUnwrap(run.at(t)["root"]).alpha, 0, "alpha at \(t)") }
        XCTAssertTrue(run.control.animator.behaviors.isEmpty, "the animator stops when the fade ends")
        XCTAssertEqual(run.control.state, .dismissed)
        XCTAssertLessThan(try run.maxPivotError(), 1)
        XCTAssertEqual(run.control.scene.diagnostics, [])
        assertGoldenFrames(
            run.tenPerSecond,
            checkedAgainst: [
                "spinning-tips: three swipes left (up at x = 60 at 0.8, 1.9, 3.0); 10 fps, until 3.8 s",
                "index 0 -> 1 at 1.2, 1 -> 2 at 2.3 (pageDot2 current, summary 2 lines: 260 x 36); pin within 1 pt of P",
                "past the last tip: dismissed at 3.4; root alpha 1 at 3.4, 0.5 at 3.55 (easeInOut, symmetric), 0 from 3.7; "
                    + "1 - easeInOut((t - 3.4) / 0.3) = 0.768225 at 3.5, 0.231775 at 3.6 (Derivation.easeInOut)",
                "each pan begins on its first move, 127.5 pt from the down point; pin point within 1 pt of P"
            ])
    }

    // MARK: Helpers

    private func assertPoint(
        _ p: Point, _ q: Point, _ tolerance: Double, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(p.x, q.x, accuracy: tolerance, "x of \(p)", file: file, line: line)
        XCTAssertEqual(p.y, q.y, accuracy: tolerance, "y of \(p)", file: file, line: line)
    }

    /// The upright layout on C for a summary of `lines` lines, with dot `dot` current.
    private func assertTipLayout(
        _ frame: FrameSnapshot, lines n: Int, dot: Int, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let h = 18.0 * Double(n)
        let expected: [(String, Point, Size)] = [
            ("title", Point(x: 187.5, y: 165.5), Size(width: 260, height: 24)),
            ("summary", Point(x: 187.5, y: 185.5 + 9 * Double(n)), Size(width: 260, height: h)),
            ("image", Point(x: 187.5, y: 133.5 + (60 + h + 335) / 2), Size(width: 260, height: 275 - h)),
            ("pageControl", Point(x: 187.5, y: 495), Size(width: 260, height: 37))
        ]
        for (name, center, size) in expected {
            let v = try XCTUnwrap(frame[name], file: file, line: line)
            assertPoint(v.center, center, 0.01, file: file, line: line)
            XCTAssertEqual(v.size, size, name, file: file, line: line)
        }
        for i in 0..<3 {
            let v = try XCTUnwrap(frame["pageDot\(i)"], file: file, line: line)
            assertPoint(v.center, Point(x: 171.5 + 16 * Double(i), y: 495), 0.01, file: file, line: line)
            XCTAssertEqual(v.backgroundColor.hexString, i == dot ? "#555555FF" : "#AAAAAAFF", file: file, line: line)
        }
    }
}
