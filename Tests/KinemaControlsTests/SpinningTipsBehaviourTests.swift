import Kinema
import KinemaControls
import XCTest

/// The spinning tips' scene, text measurements, transition table and the branches the goldens do
/// not cover (SPEC 5.2).
final class SpinningTipsBehaviourTests: XCTestCase {
    private let c = TipsGeometry.centre

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
        XCTAssertEqual(m.wrap(SpinningTips.tips[0].summary, width: 260), [
            "Fantastic shot of Sarah for the", "ALS Ice Bucket Challenge - And", "yes, she tried her hardest not to",
            "blink!",
        ])
        XCTAssertEqual(m.wrap(SpinningTips.tips[1].summary, width: 260), ["Get out of the house!"])
        XCTAssertEqual(m.wrap(SpinningTips.tips[2].summary, width: 260),
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
        XCTAssertEqual(step(.idle, .start), T(state: .showing(index: 0), effects: [.setUpTip(index: 0), .reset(to: .rotatedRight)]))
        XCTAssertEqual(step(.showing(index: 1), .panBegan(p)),
                       T(state: .dragging(index: 1), effects: [.removeSnap, .attachFinger(at: p)]))
        XCTAssertEqual(step(.dragging(index: 1), .panMoved(p)), T(state: .dragging(index: 1), effects: [.moveFinger(to: p)]))
        // |offset| < 100 snaps back; exactly 100 is a fling.
        for x in [187.5, 287.4, 87.6] {
            XCTAssertEqual(step(.dragging(index: 1), .panEnded(Point(x: x, y: 0))),
                           T(state: .showing(index: 1), effects: [.releaseFinger, .addSnap]), "x = \(x)")
        }
        let flingLeft: [SpinningTips.Effect] = [.fling(towards: .rotatedLeft), .scheduleLeaveDelay(seconds: 0.4)]
        let flingRight: [SpinningTips.Effect] = [.fling(towards: .rotatedRight), .scheduleLeaveDelay(seconds: 0.4)]
        XCTAssertEqual(step(.dragging(index: 1), .panEnded(Point(x: 87.5, y: 0))),
                       T(state: .leaving(index: 1, next: .tip(index: 2, from: .rotatedRight)), effects: flingLeft))
        XCTAssertEqual(step(.dragging(index: 1), .panEnded(Point(x: 287.5, y: 0))),
                       T(state: .leaving(index: 1, next: .tip(index: 0, from: .rotatedLeft)), effects: flingRight))
        // Before the first: the first again, from the right. Past the last: dismissed.
        XCTAssertEqual(step(.dragging(index: 0), .panEnded(Point(x: 300, y: 0))),
                       T(state: .leaving(index: 0, next: .tip(index: 0, from: .rotatedRight)), effects: flingRight))
        XCTAssertEqual(step(.dragging(index: 2), .panEnded(Point(x: 0, y: 0))),
                       T(state: .leaving(index: 2, next: .dismiss), effects: flingLeft))
        XCTAssertEqual(step(.leaving(index: 2, next: .dismiss), .leaveDelayElapsed), T(state: .dismissed, effects: [.dismiss]))
        XCTAssertEqual(step(.leaving(index: 0, next: .tip(index: 1, from: .rotatedRight)), .leaveDelayElapsed),
                       T(state: .showing(index: 1), effects: [.setUpTip(index: 1), .reset(to: .rotatedRight)]))
        // Everything else changes nothing.
        let ignored: [(SpinningTips.State, SpinningTips.Event)] = [
            (.idle, .panBegan(p)), (.idle, .leaveDelayElapsed), (.showing(index: 0), .start),
            (.showing(index: 0), .panMoved(p)), (.showing(index: 0), .panEnded(p)),
            (.showing(index: 0), .leaveDelayElapsed), (.dragging(index: 0), .start), (.dragging(index: 0), .panBegan(p)),
            (.dragging(index: 0), .leaveDelayElapsed), (.leaving(index: 0, next: .dismiss), .panBegan(p)),
            (.leaving(index: 0, next: .dismiss), .panMoved(p)), (.leaving(index: 0, next: .dismiss), .panEnded(p)),
            (.leaving(index: 0, next: .dismiss), .start), (.dismissed, .start), (.dismissed, .panBegan(p)),
            (.dismissed, .leaveDelayElapsed),
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
        let script = "0.6 down 187.5,300; 0.7 move 60,280; 0.8 up 60,280; 1.6 down 187.5,300; 1.7 move 300,280; 1.8 up 300,280"
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

    /// Touches while a tip leaves are ignored (decided): the pending tip still comes in, and no
    /// finger attachment is left behind.
    func testTouchesWhileLeavingAreIgnored() throws {
        let script = "1.6 down 187.5,300; 1.7 move 60,280; 1.8 up 60,280; 1.9 down 187.5,300; 2.0 move 300,280; 2.1 up 300,280"
        let run = try TipsRun(script, until: 3)
        XCTAssertEqual(run.control.state, .showing(index: 1))
        XCTAssertNil(run.control.panBehavior)
        XCTAssertEqual(run.control.animator.behaviors.count, 2, "the pivot and the snap")
        XCTAssertEqual(run.control.callbackErrors, [])
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
    /// that reached it (SPEC 1): the physics steps at k/120 whatever is sampled.
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
