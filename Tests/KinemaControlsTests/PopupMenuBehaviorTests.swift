import Kinema
import KinemaControls
import KinemaDerivations
import XCTest

/// The popup menu's transition function, scene and touch handling (the popup menu article of
/// KinemaControls' documentation, which gives the geometry: popup centre y 857 closed (bottom
/// 667 + 440, height 500) and 417 open).
final class PopupMenuBehaviorTests: XCTestCase {
    private typealias P = PopupMenu

    private func t(_ s: P.State, _ e: P.Event) -> P.Transition { P.transition(from: s, on: e) }

    func testBeganCreatesAnimatorsOnlyWhenNoneRun() {
        XCTAssertEqual(
            t(.closed, .panBegan(animatorsRunning: false)),
            P.Transition(state: .closed, effects: [.createAnimators(towards: .open), .pauseAll, .recordProgress]))
        XCTAssertEqual(
            t(.open, .panBegan(animatorsRunning: false)),
            P.Transition(state: .open, effects: [.createAnimators(towards: .closed), .pauseAll, .recordProgress]))
        XCTAssertEqual(
            t(.closed, .panBegan(animatorsRunning: true)),
            P.Transition(state: .closed, effects: [.pauseAll, .recordProgress]))
        XCTAssertEqual(
            t(.open, .panBegan(animatorsRunning: true)),
            P.Transition(state: .open, effects: [.pauseAll, .recordProgress]))
    }

    func testChangedFractionSigns() {
        // -translation / 440; negated when open; negated again when the first animator is reversed.
        XCTAssertEqual(
            t(.closed, .panChanged(translationY: -110, firstAnimatorReversed: false)).effects, [.scrub(fraction: 0.25)])
        XCTAssertEqual(
            t(.closed, .panChanged(translationY: -110, firstAnimatorReversed: true)).effects, [.scrub(fraction: -0.25)])
        XCTAssertEqual(
            t(.open, .panChanged(translationY: 220, firstAnimatorReversed: false)).effects, [.scrub(fraction: 0.5)])
        XCTAssertEqual(
            t(.open, .panChanged(translationY: 220, firstAnimatorReversed: true)).effects, [.scrub(fraction: -0.5)])
        XCTAssertEqual(t(.open, .panChanged(translationY: 0, firstAnimatorReversed: false)).state, .open)
    }

    func testEndedFollowsTheTutorialsTable() {
        // Velocity 0: continue whatever the state and direction.
        for s in [P.State.closed, .open] {
            for r in [false, true] {
                XCTAssertEqual(
                    t(s, .panEnded(velocityY: 0, firstAnimatorReversed: r)),
                    P.Transition(state: s, effects: [.continueAll]))
            }
        }
        // The table: (state, shouldClose = velocity > 0, reversed) -> toggle?
        let rows: [(P.State, Double, Bool, Bool)] = [
            (.open, -300, false, true), (.open, -300, true, false), (.open, 300, false, false),
            (.open, 300, true, true),
            (.closed, 300, false, true), (.closed, 300, true, false), (.closed, -300, false, false),
            (.closed, -300, true, true)
        ]
        for (s, v, r, toggles) in rows {
            let expected: [P.Effect] = toggles ? [.reverseAll, .continueAll] : [.continueAll]
            XCTAssertEqual(
                t(s, .panEnded(velocityY: v, firstAnimatorReversed: r)), P.Transition(state: s, effects: expected),
                "\(s) v \(v) reversed \(r)")
        }
        // The tutorial's handler has no case for `.cancelled`: nothing happens.
        for s in [P.State.closed, .open] { XCTAssertEqual(t(s, .panCancelled), P.Transition(state: s, effects: [])) }
    }

    func testCompletionsSetTheStateFromThePosition() {
        // The transition animator: the state it finished in, with the constant reset to it and
        // every animator removed. (From, position, target, batch, the state it sets.)
        let transitions: [(P.State, AnimatingPosition, P.State, Int, P.State)] = [
            (.closed, .end, .open, 1, .open), (.open, .end, .closed, 2, .closed),
            (.closed, .start, .open, 1, .closed), (.open, .current, .closed, 1, .open)
        ]
        for (from, position, target, batch, state) in transitions {
            XCTAssertEqual(
                t(from, .animatorFinished(.transition, at: position, target: target, batch: batch)),
                P.Transition(state: state, effects: [.resetBottomConstant(state), .removeAllAnimators]),
                "\(from) at \(position) towards \(target)")
        }
        // A title animator removes itself, named by its batch as well as its role.
        XCTAssertEqual(
            t(.closed, .animatorFinished(.inTitle, at: .end, target: .open, batch: 3)),
            P.Transition(state: .closed, effects: [.removeFinished(.inTitle, batch: 3)]))
        XCTAssertEqual(
            t(.open, .animatorFinished(.outTitle, at: .start, target: .closed, batch: 1)),
            P.Transition(state: .open, effects: [.removeFinished(.outTitle, batch: 1)]))
        XCTAssertEqual(P.State.open.bottomOffset, 0)
        XCTAssertEqual(P.State.closed.bottomOffset, 440)
        XCTAssertEqual(P.State.closed.opposite, .open)
    }

    func testSceneClosedAtRest() throws {
        let c = try P(configuration: .standard)
        let frame = c.scene.snapshot()
        XCTAssertEqual(frame.views.map(\.name), P.viewNames)
        let overlay = try XCTUnwrap(frame["overlay"])
        XCTAssertEqual(overlay.center, Point(x: 187.5, y: 333.5))
        XCTAssertEqual(overlay.size, Size(width: 375, height: 667))
        XCTAssertEqual(overlay.alpha, 0)
        XCTAssertEqual(overlay.backgroundColor.hexString, "#000000FF")
        let popup = try XCTUnwrap(frame["popup"])
        XCTAssertEqual(popup.center, Point(x: 187.5, y: 857)) // 667 + 440 - 500 / 2
        XCTAssertEqual(popup.size, Size(width: 375, height: 500))
        XCTAssertEqual(popup.cornerRadius, 0)
        XCTAssertEqual(popup.maskedCorners, [.minXMinY, .maxXMinY]) // step 6: the two top corners
        XCTAssertEqual(popup.backgroundColor.hexString, "#FFFFFFFF")
        let closed = try XCTUnwrap(frame["closedTitle"])
        XCTAssertEqual(closed.center, Point(x: 187.5, y: 636)) // 607 + 20 + 18 / 2
        XCTAssertEqual(closed.size, Size(width: 375, height: 18))
        XCTAssertEqual(closed.alpha, 1)
        let open = try XCTUnwrap(frame["openTitle"])
        XCTAssertEqual(open.center, Point(x: 187.5, y: 651.5)) // 607 + 30 + 29 / 2
        XCTAssertEqual(open.size, Size(width: 375, height: 29))
        XCTAssertEqual(open.alpha, 0)
        XCTAssertEqual(open.transform, AffineTransform(a: 0.65, b: 0, c: 0, d: 0.65, tx: 0, ty: -15))
        XCTAssertEqual(c.state, .closed)
        XCTAssertEqual(c.bottomConstraint.constant, 440)
        XCTAssertEqual(closed.content, .text("Reviews", color: P.closedTitleColor))
        XCTAssertEqual(P.closedTitleColor, Color(red: 0, green: 0.5898, blue: 1)) // the tutorial's code
        XCTAssertEqual(try XCTUnwrap(frame["root"]).maskedCorners, .all)
        XCTAssertEqual(try ControlRegistry.control(named: "popup-menu").name, P.name)
        XCTAssertEqual(
            ControlRegistry.names.firstIndex(of: "popup-menu"),
            ControlRegistry.names.firstIndex(of: "ar-tab-bar").map { $0 - 1 })
    }

    func testTouchesOffThePopupDoNothing() throws {
        let c = try P(configuration: .standard)
        // (187.5, 300) is above the closed popup (top 607): the root has no handler.
        let f = try play(c, "0 down 187.5,300; 0.2 move 187.5,100; 0.3 up 187.5,100", fps: 10, until: 1.5)
        XCTAssertTrue(f.frames.allSatisfy { $0["popup"]?.center.y == 857 })
        XCTAssertTrue(c.runningAnimators.isEmpty)
        XCTAssertEqual(c.state, .closed)
        // A touch on a title goes to the popup's pan (labels take no touches).
        XCTAssertTrue(TouchRouter.handler(at: Point(x: 187.5, y: 636), in: c)?.view === c.popup)
        XCTAssertNil(TouchRouter.handler(at: Point(x: 187.5, y: 606), in: c))
    }

    /// Dragged up 80 pt by 0.3 (fraction 80 / 440 = 2/11: y 857 - 80 = 777, titles easeIn(2/11) =
    /// 0.0523 and 1 - easeOut(2/11) = 0.7177), then
    /// cancelled at 0.35: ignored, so the three animators stay paused there, through a tap at 0.5
    /// that misses the popup (hit testing reads model values, and the transition's block already
    /// laid the popup out open, top 167: y 100 is above it). The next touch on it, a tap at 1.0,
    /// catches them (progress 2/11 each) and lets go with velocity 0: they continue over the
    /// remaining 9/11 s, the transition's critically damped spring re-solved for it,
    /// y = 777 - 360 qd(t - 1) (539.72 at 1.2, 425.47 at 1.5); titles a0 + (1 - a0) easeIn(s / (9/11))
    /// and 1 - (e0 + (1 - e0) easeOut(s / (9/11))) with a0 = easeIn(2/11), e0 = easeOut(2/11).
    /// Open from 1 + 9/11 = 1.818 on.
    func testCancelIsIgnoredAndTheScrubbedAnimatorsWaitForTheNextTouch() throws {
        let c = try P(configuration: .standard)
        let script =
            "0 down 187.5,640; 0.2 move 187.5,530; 0.3 move 187.5,560; 0.35 cancel; "
            + "0.5 down 187.5,100; 0.5 up 187.5,100; 1.0 down 187.5,600; 1.0 up 187.5,600"
        let player = try Player(control: c, script: try EventScript(parsing: script))
        let a0 = Derivation.easeIn(2.0 / 11), e0 = Derivation.easeOut(2.0 / 11)
        for t in [0.3, 0.35, 0.6, 0.95] {
            let frame = try player.frame(at: t)
            assertClose(try XCTUnwrap(frame["popup"]).center.y, 777, 1e-9, "popup y at \(t)")
            assertClose(try XCTUnwrap(frame["openTitle"]).alpha, a0, 1e-6, "open title at \(t)")
            assertClose(try XCTUnwrap(frame["closedTitle"]).alpha, 1 - e0, 1e-6, "closed title at \(t)")
            XCTAssertEqual(c.runningAnimators.map(\.role), [.transition, .inTitle, .outTitle], "at \(t)")
            XCTAssertTrue(c.runningAnimators.allSatisfy { $0.animator.state == .active && !$0.animator.isRunning })
        }
        let span = 9.0 / 11
        let at12 = try player.frame(at: 1.2)
        let s = 1.2 - 1.0
        assertClose(
            try XCTUnwrap(at12["popup"]).center.y,
            777 - 360 * Derivation.criticallyDampedProgress(s, duration: span), 1e-9)
        assertClose(try XCTUnwrap(at12["openTitle"]).alpha, a0 + (1 - a0) * Derivation.easeIn(s / span), 1e-6)
        assertClose(try XCTUnwrap(at12["closedTitle"]).alpha, 1 - (e0 + (1 - e0) * Derivation.easeOut(s / span)), 1e-6)
        assertClose(
            try XCTUnwrap(try player.frame(at: 1.5)["popup"]).center.y,
            777 - 360 * Derivation.criticallyDampedProgress(1.5 - 1.0, duration: span), 1e-9)
        assertSettled(c, try player.frame(at: 2), .open)
        // A cancel with no motion leaves the caught animators paused at the start: closed, for good.
        let still = try play(try P(configuration: .standard), "0 down 187.5,640; 0.1 cancel", fps: 10, until: 1.5)
        XCTAssertTrue(still.frames.allSatisfy { $0["popup"]?.center.y == 857 })
    }

    /// The script: tap open at 0; caught and let go at 0.3 (velocity 0), so the transition
    /// ends at 0.3 + (1 - q1(0.3)) = 0.536 (open; the list is emptied) while its titles (batch 1)
    /// run to 1.0. A pan at 0.6 creates batch 2 towards closed; its title animators replace batch
    /// 1's on the titles' alphas and start from the old model values (closed title 0, open title
    /// 1). At 1.0 batch 1's titles finish: they are no longer in the list, so they remove nothing,
    /// and batch 2's titles keep following the finger: at 1.1...1.3 (100 pt down: fraction 5/22)
    /// closed title easeIn(5/22) = 0.0786, open title 1 - easeOut(5/22) = 0.6532; y = 417 + 100 = 517. Let go with velocity 0 at 1.3, all three continue
    /// over 17/22 s and settle closed together at 2.073: y 857, closed title 1, open title 0.
    func testAStaleTitleAnimatorDoesNotUnregisterANewOne() throws {
        let (c, player, caught) = try panAfterTheTransitionSettled(
            then: "0.8 move 187.5,450; 1.1 move 187.5,500; 1.3 up 187.5,500")
        XCTAssertEqual(caught["closedTitle"]?.alpha, 0)
        XCTAssertEqual(caught["openTitle"]?.alpha, 1)
        _ = try player.frame(at: 1.05)
        XCTAssertEqual(c.runningAnimators.map(\.role), [.transition, .inTitle, .outTitle])
        XCTAssertEqual(c.runningAnimators.map(\.batch), [2, 2, 2])
        let dragged = try player.frame(at: 1.2)
        assertClose(try XCTUnwrap(dragged["popup"]).center.y, 517, 1e-9)
        assertClose(try XCTUnwrap(dragged["closedTitle"]).alpha, Derivation.easeIn(5.0 / 22), 1e-6)
        assertClose(try XCTUnwrap(dragged["openTitle"]).alpha, 1 - Derivation.easeOut(5.0 / 22), 1e-6)
        assertSettled(c, try player.frame(at: 3.3), .closed)
        XCTAssertEqual(c.scene.diagnostics, [])
    }

    func testCatchAndLetGoWithoutVelocityKeepsGoing() throws {
        // Caught at 0.3 and released at the same time: continue (velocity 0) over the remaining
        // shares: the transition (1 - q1(0.3)) s, ending at 0.3 + 0.2362315846874273; opened.
        let c = try P(configuration: .standard)
        let f = try play(
            c, "0 down 187.5,640; 0 up 187.5,640; 0.3 down 187.5,600; 0.3 up 187.5,600", fps: 20, until: 1.5)
        assertClose(try f.view("popup", at: 0.3).center.y, 520.941897262468, 1e-9) // 857 - 440 q1(0.3)
        XCTAssertEqual(try f.view("popup", at: 0.55).center.y, 417)
        XCTAssertEqual(c.state, .open)
        XCTAssertEqual(c.scene.diagnostics, [])
    }

    func testAPanAfterTheTransitionSettledStartsFreshAnimators() throws {
        // Tap open at 0, catch and let go at 0.3: the transition continues over 1 - q1(0.3) =
        // 0.236 s (ends at 0.536, state open, and its completion empties the running list); the
        // titles continue over 1 - 0.3 = 0.7 s (end at 1.0), untracked. A pan at 0.6 therefore
        // creates three new animators towards closed; flicked up (velocity (360 - 380) / 0.05 < 0)
        // while open and not reversed, the tutorial's table reverses them, so everything returns
        // to the open look: popup centre y 417, open title alpha 1, closed title alpha 0.
        let (c, player, caught) = try panAfterTheTransitionSettled(then: "0.65 move 187.5,380; 0.7 up 187.5,360")
        XCTAssertTrue(c.runningAnimators.allSatisfy { !$0.animator.isRunning })
        XCTAssertEqual(caught["popup"]?.center.y, 417)
        assertSettled(c, try player.frame(at: 3), .open)
        XCTAssertEqual(c.scene.diagnostics, [])
    }

    /// Asserts that `c` has settled in `state`, no animator left, and that `frame` shows that
    /// state's look: the popup's centre y 417 open (bottom 667, height 500) or 857 closed (440
    /// lower), the state's own title opaque and the other one clear.
    private func assertSettled(
        _ c: P, _ frame: FrameSnapshot, _ state: P.State, file: StaticString = #filePath, line: UInt = #line
    ) {
        let open = state == .open
        XCTAssertEqual(c.state, state, file: file, line: line)
        XCTAssertTrue(c.runningAnimators.isEmpty, file: file, line: line)
        XCTAssertEqual(frame["popup"]?.center.y, open ? 417 : 857, file: file, line: line)
        XCTAssertEqual(frame["openTitle"]?.alpha, open ? 1 : 0, file: file, line: line)
        XCTAssertEqual(frame["closedTitle"]?.alpha, open ? 0 : 1, file: file, line: line)
    }

    /// Tapped open at 0, caught and let go at 0.3 (velocity 0): the transition has settled open by
    /// 0.59 (it ends at 0.536 and empties the running list) while its titles run on, untracked.
    /// A pan at 0.6 then creates batch 2's three animators; `rest` follows. Returns the control,
    /// its player and the frame at 0.6.
    private func panAfterTheTransitionSettled(
        then rest: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (P, Player, FrameSnapshot) {
        let c = try P(configuration: .standard)
        let script =
            "0 down 187.5,640; 0 up 187.5,640; 0.3 down 187.5,600; 0.3 up 187.5,600; 0.6 down 187.5,400; " + rest
        let player = try Player(control: c, script: try EventScript(parsing: script))
        _ = try player.frame(at: 0.59)
        XCTAssertEqual(c.state, .open, file: file, line: line)
        XCTAssertTrue(c.runningAnimators.isEmpty, file: file, line: line)
        let caught = try player.frame(at: 0.6)
        XCTAssertEqual(c.runningAnimators.map(\.role), [.transition, .inTitle, .outTitle], file: file, line: line)
        XCTAssertEqual(c.runningAnimators.map(\.batch), [2, 2, 2], file: file, line: line)
        return (c, player, caught)
    }

    func testFramesDoNotDependOnTheFrameRate() throws {
        let script = "0 down 187.5,640; 0 up 187.5,640; 0.3 down 187.5,600; 0.4 move 187.5,640; 0.5 up 187.5,680"
        let coarse = try play(try P(configuration: .standard), script, fps: 10, until: 1.5)
        let fine = try play(try P(configuration: .standard), script, fps: 30, until: 1.5)
        for (k, frame) in coarse.frames.enumerated() {
            XCTAssertEqual(frame, fine.frames[3 * k], "t = \(frame.time)")
        }
    }

    func testRandomTouchesAlwaysComeToRestConsistently() throws {
        // 300 scripts of 1-4 touches (taps, drags, flicks, cancels) at random times and points:
        // nothing throws, no completion fails, and 3 s after the last event no animator runs and
        // the popup and its titles rest exactly where the state says (centre y 857 / 417, overlay
        // alpha 0 / 0.5, radius 0 / 20, bottom constant 440 / 0, closed title alpha 1 / 0, open
        // title alpha 0 / 1). A cancel leaves caught animators paused until the next touch on the
        // popup, so the last touch lands on the strip every popup position covers (y in 607...667:
        // the popup's top is at most 607 and its bottom at least 667) and lifts.
        var random = SplitMix64(seed: 5)
        for run in 0..<300 {
            var events: [String] = []
            var time = 0.0
            let touches = 1 + Int(random.next() % 4)
            for touch in 0..<touches {
                let last = touch == touches - 1
                time += random.uniform(in: 0...1.2)
                var y = last ? random.uniform(in: 607...666) : random.uniform(in: 150...667)
                events.append("\(time) down 187.5,\(y)")
                for _ in 0..<Int(random.next() % 4) {
                    time += random.uniform(in: 0...0.2)
                    y += random.uniform(in: -150...150)
                    events.append("\(time) move 187.5,\(y)")
                }
                time += random.uniform(in: 0...0.1)
                events.append(!last && random.next() % 5 == 0 ? "\(time) cancel" : "\(time) up 187.5,\(y)")
            }
            let c = try P(configuration: .standard)
            let script = events.joined(separator: "; ")
            let f = try play(c, script, fps: 20, until: time + 3)
            XCTAssertEqual(c.scene.diagnostics, [], script)
            XCTAssertTrue(c.runningAnimators.isEmpty, "run \(run): \(script)")
            let last = try XCTUnwrap(f.frames.last)
            let open = c.state == .open
            XCTAssertEqual(last["popup"]?.center.y, open ? 417 : 857, "run \(run): \(script)")
            XCTAssertEqual(last["popup"]?.cornerRadius, open ? 20 : 0, "run \(run): \(script)")
            XCTAssertEqual(last["overlay"]?.alpha, open ? 0.5 : 0, "run \(run): \(script)")
            XCTAssertEqual(c.bottomConstraint.constant, open ? 0 : 440, "run \(run): \(script)")
            XCTAssertEqual(last["closedTitle"]?.alpha, open ? 0 : 1, "run \(run): \(script)")
            XCTAssertEqual(last["openTitle"]?.alpha, open ? 1 : 0, "run \(run): \(script)")
        }
    }
}
