import Kinema
import KinemaControls
import XCTest

/// The spinning tips' scene, text measurements, transition table and the branches the goldens do
/// not cover (the spinning tips article of KinemaControls' documentation).
final class SpinningTipsBehaviorTests: XCTestCase {
    private let c = TipsGeometry.center

    func testSceneBeforeStart() throws {
        let tips = try SpinningTips(configuration: .standard)
        let frame = tips.scene.snapshot()
        XCTAssertEqual(frame.views.map(\.name), SpinningTips.viewNames)
        XCTAssertEqual(tips.state, .idle)
        XCTAssertNil(tips.index)
        XCTAssertTrue(tips.animator.behaviors.isEmpty)
        let root = try XCTUnwrap(frame["root"]), tip = try XCTUnwrap(frame["tip"])
        XCTAssertEqual(root.size, Size(width: 375, height: 667))
        XCTAssertEqual(root.backgroundColor, Color(white: 0, alpha: 0.5))
        XCTAssertEqual(tip.center, c)
        XCTAssertEqual(tip.size, Size(width: 300, height: 400))
        XCTAssertEqual(tip.cornerRadius, 10)
        XCTAssertTrue(tip.clipsToBounds)
        XCTAssertEqual(tip.backgroundColor, .white)
        // The dynamics the tutorial builds: snap to C (damping 0.5) and the pivot, a pin (length 0)
        // from the tip's point (0, 500) to P.
        XCTAssertEqual(tips.snapBehavior.snapPoint, c)
        XCTAssertEqual(tips.snapBehavior.dampingRatio, 0.5)
        XCTAssertEqual(tips.attachmentBehavior.offsetFromCenter, Vector(dx: 0, dy: 500))
        XCTAssertEqual(tips.attachmentBehavior.anchorPoint, TipsGeometry.pivot)
        XCTAssertEqual(tips.attachmentBehavior.length, 0)
        XCTAssertTrue(tips.attachmentBehavior.isPin)
        XCTAssertEqual(tips.attachmentBehavior.stiffness, .rigid)
        // The image shrinks before the labels.
        XCTAssertEqual(tips.image.contentCompressionResistancePriority(for: .vertical), LayoutPriority(749))
        XCTAssertEqual(tips.summary.contentCompressionResistancePriority(for: .vertical), LayoutPriority(750))
        XCTAssertEqual(try XCTUnwrap(frame["image"]).size, Size(width: 260, height: 203))
        XCTAssertEqual(try XCTUnwrap(frame["pageDot0"]).backgroundColor.hexString, "#555555FF")
        XCTAssertEqual(try XCTUnwrap(frame["title"]).content, .text("Tip #1: Don't Blink", color: .black))
    }

    /// 15 pt summary: 7.5 pt a character, so at most 34 characters fit the 260 pt content width
    /// (34 * 7.5 = 255, 35 * 7.5 = 262.5); lines of 18 pt. Greedy wrapping by hand gives 4, 1 and 2
    /// lines.
    func testTextMetricsWrapTheTutorialsSummaries() {
        let m = SpinningTips.summaryMetrics
        XCTAssertEqual(m.characterWidth, 7.5)
        XCTAssertEqual(m.lineHeight, 18)
        XCTAssertEqual(
            m.wrap(SpinningTips.tips[0].summary, width: 260),
            [
                "Fantastic shot of Sarah for the", "ALS Ice Bucket Challenge - And",
                "yes, she tried her hardest not to",
                "blink!"
            ])
        XCTAssertEqual(m.wrap(SpinningTips.tips[1].summary, width: 260), ["Get out of the house!"])
        XCTAssertEqual(
            m.wrap(SpinningTips.tips[2].summary, width: 260),
            ["Remember that each moment is", "unique and will never come again."])
        XCTAssertEqual(m.size(of: ["abcd", "ab"]), Size(width: 30, height: 36))
        XCTAssertEqual(m.wrap("", width: 260), [""])
        XCTAssertEqual(m.wrap("a averyveryverylongword b", width: 30), ["a", "averyveryverylongword", "b"])
        XCTAssertEqual(SpinningTips.titleMetrics.lineHeight, 24)
        XCTAssertEqual(SpinningTips.titleMetrics.width(of: "Tip #2: Explore"), 150)
    }

    func testPositions() {
        XCTAssertEqual(SpinningTips.Position.default.center(rootCenter: c), c)
        XCTAssertEqual(SpinningTips.Position.rotatedLeft.center(rootCenter: c), Point(x: -312.5, y: 833.5))
        XCTAssertEqual(SpinningTips.Position.rotatedRight.center(rootCenter: c), Point(x: 687.5, y: 833.5))
        XCTAssertEqual(SpinningTips.Position.rotatedLeft.rotation, -.pi / 2)
        XCTAssertEqual(SpinningTips.Position.rotatedRight.rotation, .pi / 2)
        XCTAssertEqual(SpinningTips.Position.default.rotation, 0)
    }

    func testTransitionTable() {
        func step(_ s: SpinningTips.State, _ e: SpinningTips.Event) -> SpinningTips.Transition {
            SpinningTips.transition(from: s, on: e, tipCount: 3, rootCenter: c)
        }
        typealias T = SpinningTips.Transition
        let p = Point(x: 100, y: 200)
        let toTip2: SpinningTips.Next = .tip(index: 2, from: .rotatedRight)
        XCTAssertEqual(
            step(.idle, .start), T(state: .showing(index: 0), effects: [.setUpTip(index: 0), .reset(to: .rotatedRight)])
        )
        // The handler runs in every state once started: began attaches the finger, also while leaving.
        let began = T(state: .dragging(index: 1), effects: [.removeSnap, .attachFinger(at: p)])
        XCTAssertEqual(step(.showing(index: 1), .panBegan(p)), began)
        XCTAssertEqual(step(.leaving(index: 1, next: toTip2), .panBegan(p)), began)
        XCTAssertEqual(
            step(.dragging(index: 1), .panMoved(p)), T(state: .dragging(index: 1), effects: [.moveFinger(to: p)]))
        // |offset| < 100 snaps back; exactly 100 is a fling.
        for x in [187.5, 287.4, 87.6] {
            XCTAssertEqual(
                step(.dragging(index: 1), .panEnded(Point(x: x, y: 0))),
                T(state: .showing(index: 1), effects: [.releaseFinger, .addSnap]), "x = \(x)")
        }
        func fling(_ side: SpinningTips.Position, _ next: SpinningTips.Next) -> [SpinningTips.Effect] {
            [.fling(towards: side), .scheduleLeaveDelay(seconds: 0.4, next: next)]
        }
        XCTAssertEqual(
            step(.dragging(index: 1), .panEnded(Point(x: 87.5, y: 0))),
            T(state: .leaving(index: 1, next: toTip2), effects: fling(.rotatedLeft, toTip2)))
        let toTip0Left: SpinningTips.Next = .tip(index: 0, from: .rotatedLeft)
        XCTAssertEqual(
            step(.dragging(index: 1), .panEnded(Point(x: 287.5, y: 0))),
            T(state: .leaving(index: 1, next: toTip0Left), effects: fling(.rotatedRight, toTip0Left)))
        // Before the first: the first again, from the right. Past the last: dismissed.
        let toTip0Right: SpinningTips.Next = .tip(index: 0, from: .rotatedRight)
        XCTAssertEqual(
            step(.dragging(index: 0), .panEnded(Point(x: 300, y: 0))),
            T(state: .leaving(index: 0, next: toTip0Right), effects: fling(.rotatedRight, toTip0Right)))
        XCTAssertEqual(
            step(.dragging(index: 2), .panEnded(Point(x: 0, y: 0))),
            T(state: .leaving(index: 2, next: .dismiss), effects: fling(.rotatedLeft, .dismiss)))
        // The delayed reset does what its fling decided, whatever happened since; under a finger
        // the state stays dragging (the finger's attachment is gone with the reset).
        XCTAssertEqual(
            step(.leaving(index: 2, next: .dismiss), .leaveDelayElapsed(.dismiss)),
            T(state: .dismissed, effects: [.dismiss]))
        let reset1 = [SpinningTips.Effect.setUpTip(index: 1), .reset(to: .rotatedRight)]
        XCTAssertEqual(
            step(
                .leaving(index: 0, next: .tip(index: 1, from: .rotatedRight)),
                .leaveDelayElapsed(.tip(index: 1, from: .rotatedRight))), T(state: .showing(index: 1), effects: reset1))
        XCTAssertEqual(
            step(.dragging(index: 0), .leaveDelayElapsed(.tip(index: 1, from: .rotatedRight))),
            T(state: .dragging(index: 1), effects: reset1))
        XCTAssertEqual(
            step(.showing(index: 2), .leaveDelayElapsed(.tip(index: 1, from: .rotatedRight))),
            T(state: .showing(index: 1), effects: reset1))
        XCTAssertEqual(
            step(.dragging(index: 1), .leaveDelayElapsed(.dismiss)), T(state: .dismissed, effects: [.dismiss]))
        // Everything else changes nothing.
        let ignored: [(SpinningTips.State, SpinningTips.Event)] = [
            (.idle, .panBegan(p)), (.idle, .panMoved(p)), (.idle, .panEnded(p)), (.idle, .leaveDelayElapsed(.dismiss)),
            (.showing(index: 0), .start), (.dragging(index: 0), .start), (.leaving(index: 0, next: .dismiss), .start),
            (.dismissed, .start), (.dismissed, .panBegan(p)), (.dismissed, .panEnded(p)),
            (.dismissed, .leaveDelayElapsed(.tip(index: 1, from: .rotatedRight)))
        ]
        for (s, e) in ignored { XCTAssertEqual(step(s, e), T(state: s, effects: []), "\(s) on \(e)") }
    }

    /// A swipe to the right on the first tip (offset 300 - 187.5 = 112.5): flung to rotatedRight's
    /// centre, and 0.4 s later the first tip comes back from the right.
    func testSwipeRightOnTheFirstTipBringsItBackFromTheRight() throws {
        var states: [Double: SpinningTips.State] = [:]
        let run = try TipsRun("1.6 down 187.5,300; 1.7 move 300,280; 1.8 up 300,280", until: 2.3) { t, c in
            if [1.85, 2.25].contains(t) { states[t] = c.state }
        }
        XCTAssertEqual(states[1.85], .leaving(index: 0, next: .tip(index: 0, from: .rotatedRight)))
        XCTAssertEqual(states[2.25], .showing(index: 0))
        let (flung, _) = try TipsGeometry.pose(run.at(2.15))
        XCTAssertGreaterThan(flung.x, 600, "flung off to the right")
        // 0.05 s after the reset (at 2.2) the new swing is under way on the right: a flung tip would
        // rest at rotation pi/2 - 0.067, the returning one has turned well past it.
        let (back, rotation) = try TipsGeometry.pose(run.at(2.25))
        XCTAssertGreaterThan(back.x, 187.5)
        XCTAssertLessThan(back.x, 687.5)
        XCTAssertGreaterThan(rotation, 0, "comes back from the right")
        XCTAssertLessThan(rotation, 1.4)
        XCTAssertEqual(run.control.displayedIndex, 0)
        XCTAssertLessThan(try run.maxPivotError(), 1)
    }

    /// From the second tip a swipe to the right brings back the first one from the left.
    func testSwipeRightGoesBackToThePreviousTipFromTheLeft() throws {
        var reset: [SpinningTips.State] = []
        let script =
            "0.6 down 187.5,300; 0.7 move 60,280; 0.8 up 60,280; 1.6 down 187.5,300; 1.7 move 300,280; 1.8 up 300,280"
        let run = try TipsRun(script, until: 2.3) { t, c in if t == 2.25 { reset.append(c.state) } }
        XCTAssertEqual(reset, [.showing(index: 0)])
        let (back, rotation) = try TipsGeometry.pose(run.at(2.25))
        XCTAssertLessThan(back.x, 187.5)
        XCTAssertGreaterThan(back.x, -312.5)
        XCTAssertLessThan(rotation, 0, "comes in from the left")
        XCTAssertGreaterThan(rotation, -1.4)
        XCTAssertEqual(try XCTUnwrap(run.at(2.2)["pageDot0"]).backgroundColor.hexString, "#555555FF")
        XCTAssertEqual(try XCTUnwrap(run.at(2.2)["summary"]).size.height, 72)
    }

    /// A cancel ends the pan like an up, at the last location.
    func testCancelActsLikeUp() throws {
        var states: [SpinningTips.State] = []
        _ = try TipsRun("1.6 down 187.5,300; 1.7 move 60,280; 1.8 cancel", until: 1.85) { t, c in
            if t == 1.85 { states.append(c.state) }
        }
        XCTAssertEqual(states, [.leaving(index: 0, next: .tip(index: 1, from: .rotatedRight))])
    }

    /// A tap is not a pan: 130 pt right of the centre at 1.6, it used to fling the first tip away.
    /// Now nothing happens at all: every frame equals the untouched run's, and the tip rests.
    func testATapIsNotAPan() throws {
        let tapped = try TipsRun("1.6 down 317.5,333.5; 1.6 up 317.5,333.5", until: 2.5)
        let untouched = try TipsRun("", until: 2.5)
        XCTAssertEqual(tapped.frames, untouched.frames)
        XCTAssertEqual(tapped.control.state, .showing(index: 0))
        XCTAssertNil(tapped.control.panBehavior)
        XCTAssertEqual(tapped.control.animator.behaviors.count, 2, "the pivot and the snap")
        try tapped.assertAtRestUpright(at: 2.5)
    }

    /// A slow start: 4 and 8 pt from (187.5, 300) do nothing; at 12 pt, (187.5, 288), the pan
    /// begins there. The tip rests on C, so the finger's attachment has length 333.5 - 288 = 45.5
    /// and its anchor is (187.5, 288). Released at the same x (offset 0): snapped back.
    func testASlowStartBeginsWhereTheFingerHasMovedTenPoints() throws {
        var seen: [Double: (SpinningTips.State, Double?, Point?)] = [:]
        let script =
            "1.6 down 187.5,300; 1.65 move 187.5,296; 1.7 move 187.5,292; 1.75 move 187.5,288; 1.8 up 187.5,288"
        let run = try TipsRun(script, until: 2.5) { t, c in
            if [1.7, 1.75, 1.8].contains(t) { seen[t] = (c.state, c.panBehavior?.length, c.panBehavior?.anchorPoint) }
        }
        XCTAssertEqual(seen[1.7]?.0, .showing(index: 0))
        XCTAssertNil(seen[1.7]?.1)
        XCTAssertEqual(seen[1.75]?.0, .dragging(index: 0))
        XCTAssertEqual(try XCTUnwrap(seen[1.75]?.1), 45.5, accuracy: 0.01)
        XCTAssertEqual(seen[1.75]?.2, Point(x: 187.5, y: 288))
        XCTAssertEqual(seen[1.8]?.0, .showing(index: 0))
        // Before the pan began the run is the untouched one.
        let untouched = try TipsRun("", until: 1.7)
        XCTAssertEqual(Array(run.frames[0...204]), untouched.frames)
        try run.assertAtRestUpright(at: 2.5)
    }

    /// Touches during the 0.4 s leaving window are handled, as the tutorial's handler runs in every
    /// state. Flung left at 1.8 (offset -127.5; tip 2 due at 2.2), the tip is caught at 2.0 (the
    /// move to (300, 280) begins a pan: a second finger attachment, the flung one staying until the
    /// reset) and flung right at 2.1 (offset 112.5): from index 0 that is tip 1 before the first,
    /// so tip 0 from the right, due at 2.5. Both resets happen: tip 2 (index 1) at 2.2, tip 1
    /// (index 0) at 2.5.
    func testTouchesWhileLeavingAreHandled() throws {
        var seen: [Double: (SpinningTips.State, Int)] = [:]
        let script =
            "1.6 down 187.5,300; 1.7 move 60,280; 1.8 up 60,280; 1.9 down 187.5,300; 2.0 move 300,280; 2.1 up 300,280"
        let run = try TipsRun(script, until: 3) { t, c in
            if [1.95, 2.05, 2.15, 2.25, 2.55].contains(t) { seen[t] = (c.state, c.animator.behaviors.count) }
        }
        XCTAssertEqual(seen[1.95]?.0, .leaving(index: 0, next: .tip(index: 1, from: .rotatedRight)))
        XCTAssertEqual(seen[2.05]?.0, .dragging(index: 0))
        XCTAssertEqual(seen[2.05]?.1, 3, "the pivot, the flung attachment and the new finger")
        XCTAssertEqual(seen[2.15]?.0, .leaving(index: 0, next: .tip(index: 0, from: .rotatedRight)))
        XCTAssertEqual(seen[2.25]?.0, .showing(index: 1))
        XCTAssertEqual(seen[2.25]?.1, 2, "the reset: the pivot and the snap")
        XCTAssertEqual(seen[2.55]?.0, .showing(index: 0))
        XCTAssertEqual(run.control.displayedIndex, 0)
        XCTAssertNil(run.control.panBehavior)
        XCTAssertEqual(run.control.scene.diagnostics, [])
        // Tip 1 (index 0) is reset to rotatedRight (687.5, 833.5), pi/2 at 2.1 + 0.4 = 2.5; the frame
        // at 2.5 shows one step of its swing (the step due then runs after the reset), and it is
        // still on the right, turning back from pi/2, at 2.55.
        let (reset, resetRotation) = try TipsGeometry.pose(run.at(2.5))
        XCTAssertGreaterThan(reset.x, 600)
        XCTAssertGreaterThan(resetRotation, 1.4)
        let (swinging, swingRotation) = try TipsGeometry.pose(run.at(2.55))
        XCTAssertGreaterThan(swinging.x, 187.5)
        XCTAssertGreaterThan(swingRotation, 0)
        XCTAssertLessThan(swingRotation, resetRotation)
    }

    /// A tap during the leaving window does nothing, and a drag across the reset loses its
    /// attachment with the reset: flung at 1.8 (tip 2 due at 2.2); caught at 2.0, held while the
    /// reset comes (dragging, now of index 1, with only the pivot and the snap), moved (nothing to
    /// move) and let go near the centre at 2.4 (the snap is already back: nothing more).
    func testATapOrADragAcrossTheResetInTheLeavingWindow() throws {
        let fling = "1.6 down 187.5,300; 1.7 move 60,280; 1.8 up 60,280"
        var tapped: [SpinningTips.State] = []
        let tap = try TipsRun(fling + "; 1.9 down 187.5,300; 1.9 up 187.5,300", until: 2.5) { t, c in
            if t == 1.95 { tapped.append(c.state) }
        }
        XCTAssertEqual(tapped, [.leaving(index: 0, next: .tip(index: 1, from: .rotatedRight))])
        XCTAssertEqual(tap.frames, try TipsRun(fling, until: 2.5).frames)

        var seen: [Double: (SpinningTips.State, Int)] = [:]
        let script = fling + "; 1.9 down 187.5,300; 2.0 move 200,300; 2.3 move 150,300; 2.4 up 180,300"
        let run = try TipsRun(script, until: 3) { t, c in
            if [2.05, 2.25, 2.35, 2.45].contains(t) { seen[t] = (c.state, c.animator.behaviors.count) }
        }
        XCTAssertEqual(seen[2.05]?.0, .dragging(index: 0))
        XCTAssertEqual(seen[2.25]?.0, .dragging(index: 1))
        XCTAssertEqual(seen[2.25]?.1, 2)
        XCTAssertEqual(seen[2.35]?.1, 2)
        XCTAssertEqual(seen[2.45]?.0, .showing(index: 1))
        XCTAssertEqual(seen[2.45]?.1, 2)
        XCTAssertEqual(run.control.scene.diagnostics, [])
    }

    /// Dismissed tips ignore everything, and the physics has stopped.
    func testDismissedIgnoresEvents() throws {
        let script = """
            0.6 down 187.5,300; 0.7 move 60,280; 0.8 up 60,280
            1.7 down 187.5,300; 1.8 move 60,280; 1.9 up 60,280
            2.8 down 187.5,300; 2.9 move 60,280; 3.0 up 60,280
            """
        let run = try TipsRun(script, until: 3.8)
        let tips = run.control
        XCTAssertEqual(tips.state, .dismissed)
        try tips.handle(.panBegan(c))
        try tips.handle(.start)
        XCTAssertEqual(tips.state, .dismissed)
        XCTAssertTrue(tips.animator.behaviors.isEmpty)
        XCTAssertNil(tips.scene.hitTest(c), "alpha 0: nothing takes touches")
    }

    /// The same script twice gives identical frames, and a frame does not depend on the frame rate
    /// that reached it (sampling only reads): the physics steps at k/120 whatever is sampled.
    func testDeterministicAndFrameRateIndependent() throws {
        let script = "1.6 down 187.5,300; 1.7 move 120,280; 1.8 move 60,280; 1.9 up 60,280"
        let a = try TipsRun(script, until: 2.5)
        let b = try TipsRun(script, until: 2.5)
        XCTAssertEqual(a.frames, b.frames)
        let player = try Player(control: SpinningTips(configuration: .standard), script: EventScript(parsing: script))
        let slow = try player.frames(fps: 4, until: 2.5)
        for frame in slow { XCTAssertEqual(frame, try a.at(frame.time), "t = \(frame.time)") }
    }
}
