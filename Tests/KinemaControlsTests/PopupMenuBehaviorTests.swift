import Kinema
import KinemaControls
import XCTest

/// The popup menu's transition function, scene and touch handling (SPEC 5.3). Geometry from
/// SPEC 5.3: popup centre y 857 closed (bottom 667 + 440, height 500) and 417 open.
final class PopupMenuBehaviorTests: XCTestCase {
    private typealias P = PopupMenu

    private func t(_ s: P.State, _ e: P.Event) -> P.Transition { P.transition(from: s, on: e) }

    func testBeganCreatesAnimatorsOnlyWhenNoneRun() {
        XCTAssertEqual(t(.closed, .panBegan(animatorsRunning: false)),
                       P.Transition(state: .closed, effects: [.createAnimators(towards: .open), .pauseAll, .recordProgress]))
        XCTAssertEqual(t(.open, .panBegan(animatorsRunning: false)),
                       P.Transition(state: .open, effects: [.createAnimators(towards: .closed), .pauseAll, .recordProgress]))
        XCTAssertEqual(t(.closed, .panBegan(animatorsRunning: true)),
                       P.Transition(state: .closed, effects: [.pauseAll, .recordProgress]))
        XCTAssertEqual(t(.open, .panBegan(animatorsRunning: true)),
                       P.Transition(state: .open, effects: [.pauseAll, .recordProgress]))
    }

    func testChangedFractionSigns() {
        // -translation / 440; negated when open; negated again when the first animator is reversed.
        XCTAssertEqual(t(.closed, .panChanged(translationY: -110, firstAnimatorReversed: false)).effects, [.scrub(fraction: 0.25)])
        XCTAssertEqual(t(.closed, .panChanged(translationY: -110, firstAnimatorReversed: true)).effects, [.scrub(fraction: -0.25)])
        XCTAssertEqual(t(.open, .panChanged(translationY: 220, firstAnimatorReversed: false)).effects, [.scrub(fraction: 0.5)])
        XCTAssertEqual(t(.open, .panChanged(translationY: 220, firstAnimatorReversed: true)).effects, [.scrub(fraction: -0.5)])
        XCTAssertEqual(t(.open, .panChanged(translationY: 0, firstAnimatorReversed: false)).state, .open)
    }

    func testEndedFollowsTheTutorialsTable() {
        // Velocity 0: continue whatever the state and direction.
        for s in [P.State.closed, .open] {
            for r in [false, true] {
                XCTAssertEqual(t(s, .panEnded(velocityY: 0, firstAnimatorReversed: r)), P.Transition(state: s, effects: [.continueAll]))
            }
        }
        // The table: (state, shouldClose = velocity > 0, reversed) -> toggle?
        let rows: [(P.State, Double, Bool, Bool)] = [
            (.open, -300, false, true), (.open, -300, true, false), (.open, 300, false, false), (.open, 300, true, true),
            (.closed, 300, false, true), (.closed, 300, true, false), (.closed, -300, false, false), (.closed, -300, true, true),
        ]
        for (s, v, r, toggles) in rows {
            let expected: [P.Effect] = toggles ? [.reverseAll, .continueAll] : [.continueAll]
            XCTAssertEqual(t(s, .panEnded(velocityY: v, firstAnimatorReversed: r)), P.Transition(state: s, effects: expected),
                           "\(s) v \(v) reversed \(r)")
            XCTAssertEqual(t(s, .panCancelled(velocityY: v, firstAnimatorReversed: r)), P.Transition(state: s, effects: expected),
                           "cancel: \(s) v \(v) reversed \(r)")
        }
    }

    func testCompletionsSetTheStateFromThePosition() {
        XCTAssertEqual(t(.closed, .animatorFinished(.transition, at: .end, target: .open)),
                       P.Transition(state: .open, effects: [.resetBottomConstant(.open), .removeAllAnimators]))
        XCTAssertEqual(t(.open, .animatorFinished(.transition, at: .end, target: .closed)),
                       P.Transition(state: .closed, effects: [.resetBottomConstant(.closed), .removeAllAnimators]))
        XCTAssertEqual(t(.closed, .animatorFinished(.transition, at: .start, target: .open)),
                       P.Transition(state: .closed, effects: [.resetBottomConstant(.closed), .removeAllAnimators]))
        XCTAssertEqual(t(.open, .animatorFinished(.transition, at: .current, target: .closed)),
                       P.Transition(state: .open, effects: [.resetBottomConstant(.open), .removeAllAnimators]))
        XCTAssertEqual(t(.closed, .animatorFinished(.inTitle, at: .end, target: .open)),
                       P.Transition(state: .closed, effects: [.removeFinished(.inTitle)]))
        XCTAssertEqual(t(.open, .animatorFinished(.outTitle, at: .start, target: .closed)),
                       P.Transition(state: .open, effects: [.removeFinished(.outTitle)]))
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
        XCTAssertEqual(popup.center, Point(x: 187.5, y: 857))          // 667 + 440 - 500 / 2
        XCTAssertEqual(popup.size, Size(width: 375, height: 500))
        XCTAssertEqual(popup.cornerRadius, 0)
        XCTAssertEqual(popup.backgroundColor.hexString, "#FFFFFFFF")
        let closed = try XCTUnwrap(frame["closedTitle"])
        XCTAssertEqual(closed.center, Point(x: 187.5, y: 636))         // 607 + 20 + 18 / 2
        XCTAssertEqual(closed.size, Size(width: 375, height: 18))
        XCTAssertEqual(closed.alpha, 1)
        let open = try XCTUnwrap(frame["openTitle"])
        XCTAssertEqual(open.center, Point(x: 187.5, y: 651.5))         // 607 + 30 + 29 / 2
        XCTAssertEqual(open.size, Size(width: 375, height: 29))
        XCTAssertEqual(open.alpha, 0)
        XCTAssertEqual(open.transform, AffineTransform(a: 0.65, b: 0, c: 0, d: 0.65, tx: 0, ty: -15))
        XCTAssertEqual(c.state, .closed)
        XCTAssertEqual(c.bottomConstraint.constant, 440)
        XCTAssertEqual(closed.content, .text("Reviews", color: P.closedTitleColor))
        XCTAssertEqual(try ControlRegistry.control(named: "popup-menu").name, P.name)
        XCTAssertEqual(ControlRegistry.names.firstIndex(of: "popup-menu"), ControlRegistry.names.firstIndex(of: "ar-tab-bar").map { $0 - 1 })
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

    func testCancelBehavesAsUp() throws {
        // Dragged up 110 then down 30; cancelled at 0.35 with the last velocity (560 - 530) / 0.1 = 300 pt/s
        // down: reversed and closed, exactly as an up at 0.35 whose last two samples give the same velocity.
        let drag = "0 down 187.5,640; 0.2 move 187.5,530; 0.3 move 187.5,560"
        let cancelled = try play(try P(configuration: .standard), drag + "; 0.35 cancel", fps: 20, until: 1.5)
        let lifted = try play(try P(configuration: .standard), drag + "; 0.35 up 187.5,575", fps: 20, until: 1.5)
        XCTAssertEqual(cancelled.frames, lifted.frames)
        // Scrubbed to 80 / 440 at 0.3: y 777; back over the remaining 2/11 s: closed (857) at 0.55.
        assertClose(try cancelled.view("popup", at: 0.3).center.y, 777, 1e-12)
        XCTAssertEqual(try cancelled.view("popup", at: 0.55).center.y, 857)
        // A cancel with no motion (velocity 0) continues: opening from the catch.
        let still = try play(try P(configuration: .standard), "0 down 187.5,640; 0.1 cancel", fps: 10, until: 1.5)
        XCTAssertEqual(try still.view("popup", at: 1.1).center.y, 417)
    }

    func testCatchAndLetGoWithoutVelocityKeepsGoing() throws {
        // Caught at 0.3 and released at the same time: continue (velocity 0) over the remaining
        // shares: the transition (1 - q1(0.3)) s, ending at 0.3 + 0.2362315846874273; opened.
        let c = try P(configuration: .standard)
        let f = try play(c, "0 down 187.5,640; 0 up 187.5,640; 0.3 down 187.5,600; 0.3 up 187.5,600", fps: 20, until: 1.5)
        assertClose(try f.view("popup", at: 0.3).center.y, 520.941897262468, 1e-9)   // 857 - 440 q1(0.3)
        XCTAssertEqual(try f.view("popup", at: 0.55).center.y, 417)
        XCTAssertEqual(c.state, .open)
        XCTAssertEqual(c.completionErrors, [])
    }

    func testAPanAfterTheTransitionSettledStartsFreshAnimators() throws {
        // Tap open at 0, catch and let go at 0.3: the transition continues over 1 - q1(0.3) =
        // 0.236 s (ends at 0.536, state open, and its completion empties the running list); the
        // titles continue over 1 - 0.3 = 0.7 s (end at 1.0), untracked. A pan at 0.6 therefore
        // creates three new animators towards closed; flicked up (velocity (360 - 380) / 0.05 < 0)
        // while open and not reversed, the tutorial's table reverses them, so everything returns
        // to the open look: popup centre y 417, open title alpha 1, closed title alpha 0.
        let c = try P(configuration: .standard)
        let script = "0 down 187.5,640; 0 up 187.5,640; 0.3 down 187.5,600; 0.3 up 187.5,600; "
            + "0.6 down 187.5,400; 0.65 move 187.5,380; 0.7 up 187.5,360"
        let player = try Player(control: c, script: try EventScript(parsing: script))
        _ = try player.frame(at: 0.59)
        XCTAssertEqual(c.state, .open)
        XCTAssertEqual(c.runningAnimators.map(\.role), [])
        let caught = try player.frame(at: 0.6)
        XCTAssertEqual(c.runningAnimators.map(\.role), [.transition, .inTitle, .outTitle])
        XCTAssertTrue(c.runningAnimators.allSatisfy { !$0.animator.isRunning })
        XCTAssertEqual(caught["popup"]?.center.y, 417)
        let end = try player.frame(at: 3)
        XCTAssertTrue(c.runningAnimators.isEmpty)
        XCTAssertEqual(c.state, .open)
        XCTAssertEqual(end["popup"]?.center.y, 417)
        XCTAssertEqual(end["openTitle"]?.alpha, 1)
        XCTAssertEqual(end["closedTitle"]?.alpha, 0)
        XCTAssertEqual(c.completionErrors, [])
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
        // the popup rests exactly where its state says (centre y 857 / 417, overlay alpha 0 / 0.5,
        // radius 0 / 20, bottom constant 440 / 0).
        var random = SplitMix64(seed: 5)
        for run in 0..<300 {
            var events: [String] = []
            var time = 0.0
            for _ in 0..<(1 + Int(random.next() % 4)) {
                time += random.uniform(in: 0...1.2)
                var y = random.uniform(in: 150...667)
                events.append("\(time) down 187.5,\(y)")
                for _ in 0..<Int(random.next() % 4) {
                    time += random.uniform(in: 0...0.2)
                    y += random.uniform(in: -150...150)
                    events.append("\(time) move 187.5,\(y)")
                }
                time += random.uniform(in: 0...0.1)
                events.append(random.next() % 5 == 0 ? "\(time) cancel" : "\(time) up 187.5,\(y)")
            }
            let c = try P(configuration: .standard)
            let script = events.joined(separator: "; ")
            let f = try play(c, script, fps: 20, until: time + 3)
            XCTAssertEqual(c.completionErrors, [], script)
            XCTAssertTrue(c.runningAnimators.isEmpty, "run \(run): \(script)")
            let last = try XCTUnwrap(f.frames.last)
            let open = c.state == .open
            XCTAssertEqual(last["popup"]?.center.y, open ? 417 : 857, "run \(run): \(script)")
            XCTAssertEqual(last["popup"]?.cornerRadius, open ? 20 : 0, "run \(run): \(script)")
            XCTAssertEqual(last["overlay"]?.alpha, open ? 0.5 : 0, "run \(run): \(script)")
            XCTAssertEqual(c.bottomConstraint.constant, open ? 0 : 440, "run \(run): \(script)")
        }
    }
}
