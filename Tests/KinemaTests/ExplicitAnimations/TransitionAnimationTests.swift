import Kinema
import RealModule
import XCTest

/// Transitions (Core Animation's `CATransition`): the old picture next to the view, and what each
/// style moves, fades and scales. The box is 20 x 20 with its centre at (100, 100); transitions
/// are linear over 1 s unless a test says otherwise, so progress p equals the scene time.
final class TransitionAnimationTests: XCTestCase {
    private func transition(_ style: TransitionStyle, duration: Double = 1) -> TransitionAnimation {
        var t = TransitionAnimation(style: style)
        t.duration = duration
        return t
    }

    private func oldPicture(in scene: Scene) -> View? { scene.root.subviews.first { $0.isSnapshotCopy } }

    func testFadeCopiesTheSubtreeAndFadesItOut() throws {
        let (scene, box) = try makeExplicitScene()
        box.backgroundColor = .red
        let label = View(name: "label", frame: Rect(x: 2, y: 3, width: 10, height: 5))
        label.content = .text("Old", color: .black)
        try box.addSubview(label)
        var stops: [(Double, Bool)] = []
        var fade = transition(.fade)
        fade.onStop = { stops.append((scene.time, $0)) }
        try box.addAnimation(fade, forKey: "transition")
        box.backgroundColor = .blue
        label.content = .text("New", color: .black)

        // Above the box: the root's subviews are the box, then the copy.
        XCTAssertEqual(scene.root.subviews.map(\.name), ["box", "box (old)"])
        let old = try XCTUnwrap(oldPicture(in: scene))
        XCTAssertFalse(old.isUserInteractionEnabled)
        XCTAssertEqual(old.backgroundColor, .red)
        XCTAssertEqual(old.frame, Rect(x: 90, y: 90, width: 20, height: 20))
        XCTAssertEqual(old.subviews.map(\.name), ["label (old)"])
        XCTAssertEqual(old.subviews[0].content, .text("Old", color: .black))
        XCTAssertEqual(old.subviews[0].frame, Rect(x: 2, y: 3, width: 10, height: 5))
        XCTAssertTrue(old.subviews[0].isSnapshotCopy)

        try scene.advance(to: 0.25)
        XCTAssertEqual(old.presentation.alpha, 0.75, accuracy: 1e-12) // 1 - p
        XCTAssertEqual(box.presentation.alpha, 1)
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "box", "label", "box (old)", "label (old)"])
        try scene.advance(to: 1)
        XCTAssertEqual(scene.root.subviews.map(\.name), ["box"]) // the copy goes when it ends
        XCTAssertEqual(stops.count, 1)
        XCTAssertEqual(stops.first?.0 ?? .nan, 1, accuracy: 1e-12)
        XCTAssertEqual(stops.first?.1, true)
    }

    func testPushMovesBothPicturesAlongTheViewsOwnAxes() throws {
        let (scene, box) = try makeExplicitScene()
        try box.addAnimation(transition(.push(from: .right)), forKey: "transition")
        let old = try XCTUnwrap(oldPicture(in: scene))
        try scene.advance(to: 0.25)
        // From the right: motion u = (-1, 0), D = 20. New: 100 - (-20)(1 - 0.25) = 115;
        // old: 100 + (-20)(0.25) = 95.
        XCTAssertEqual(box.presentation.center.x, 115, accuracy: 1e-12)
        XCTAssertEqual(old.presentation.center.x, 95, accuracy: 1e-12)
        XCTAssertEqual(box.presentation.center.y, 100, accuracy: 1e-12)

        // A view turned a quarter clockwise: its own -x axis is the superview's -y axis
        // (rotation by +90 degrees maps (x, y) to (-y, x): (-20, 0) to (0, -20)).
        let (scene2, turned) = try makeExplicitScene()
        turned.transform = AffineTransform(rotationAngle: .pi / 2)
        try turned.addAnimation(transition(.push(from: .right)), forKey: "transition")
        let old2 = try XCTUnwrap(oldPicture(in: scene2))
        try scene2.advance(to: 0.5)
        XCTAssertEqual(turned.presentation.center.x, 100, accuracy: 1e-9)
        XCTAssertEqual(turned.presentation.center.y, 110, accuracy: 1e-9) // 100 + 20 * 0.5
        XCTAssertEqual(old2.presentation.center.y, 90, accuracy: 1e-9) // 100 - 20 * 0.5
    }

    func testMoveInSlidesTheViewOverTheOldPictureBelowIt() throws {
        let (scene, box) = try makeExplicitScene()
        try box.addAnimation(transition(.moveIn(from: .bottom)), forKey: "transition")
        XCTAssertEqual(scene.root.subviews.map(\.name), ["box (old)", "box"])
        let old = try XCTUnwrap(oldPicture(in: scene))
        try scene.advance(to: 0.25)
        // From the bottom: u = (0, -1), D = 20: the view is at 100 + 20 (1 - 0.25) = 115.
        XCTAssertEqual(box.presentation.center.y, 115, accuracy: 1e-12)
        XCTAssertEqual(old.presentation.center.y, 100, accuracy: 1e-12)
    }

    func testRevealSlidesTheOldPictureAway() throws {
        let (scene, box) = try makeExplicitScene()
        try box.addAnimation(transition(.reveal(from: .left)), forKey: "transition")
        let old = try XCTUnwrap(oldPicture(in: scene))
        try scene.advance(to: 0.4)
        XCTAssertEqual(old.presentation.center.x, 108, accuracy: 1e-12) // 100 + 20 * 0.4
        XCTAssertEqual(box.presentation.center.x, 100, accuracy: 1e-12)
    }

    func testFlipTurnsTheOldPictureEdgeOnThenTheNewOne() throws {
        let (scene, box) = try makeExplicitScene()
        box.transform = AffineTransform(scaleX: 2, y: 2)
        var flip = transition(.flip(from: .left), duration: 2)
        flip.timingFunction = .easeInOut
        try box.addAnimation(flip, forKey: "transition")
        let old = try XCTUnwrap(oldPicture(in: scene))
        let curve = TimingCurve.easeInOut
        try scene.advance(to: 0.5) // p = curve(0.25) < 1/2
        var p = curve.progress(at: 0.25)
        XCTAssertLessThan(p, 0.5)
        XCTAssertEqual(old.presentation.transform.a, 2 * Double.cos(.pi * p), accuracy: 1e-9)
        XCTAssertEqual(old.presentation.transform.d, 2, accuracy: 1e-12)
        XCTAssertEqual(old.presentation.alpha, 1)
        XCTAssertEqual(box.presentation.alpha, 0)
        try scene.advance(to: 1.5) // p = curve(0.75) > 1/2
        p = curve.progress(at: 0.75)
        XCTAssertEqual(old.presentation.alpha, 0)
        XCTAssertEqual(box.presentation.alpha, 1)
        XCTAssertEqual(box.presentation.transform.a, -2 * Double.cos(.pi * p), accuracy: 1e-9)
        XCTAssertEqual(box.presentation.transform.d, 2, accuracy: 1e-12)

        // From the top: the vertical factor.
        let (scene2, other) = try makeExplicitScene()
        try other.addAnimation(transition(.flip(from: .top)), forKey: "transition")
        try scene2.advance(to: 0.75)
        XCTAssertEqual(other.presentation.transform.d, -Double.cos(.pi * 0.75), accuracy: 1e-12)
        XCTAssertEqual(other.presentation.transform.a, 1, accuracy: 1e-12)
    }

    /// The old picture holds what is shown, as far as a model value may: a shown value past 1e9
    /// (here an additive animation adding 9e8 to 9e8) leaves the model value in its place.
    func testTheOldPictureKeepsModelLimits() throws {
        let (scene, box) = try makeExplicitScene()
        box.center = Point(x: 9e8, y: 100)
        var nudge = BasicAnimation(keyPath: .positionX, from: .number(9e8), to: .number(9e8))
        nudge.isAdditive = true
        nudge.duration = 10
        try box.addAnimation(nudge, forKey: "nudge")
        var fade = BasicAnimation(keyPath: .opacity, from: .number(0.5), to: .number(0.5))
        fade.duration = 10
        try box.addAnimation(fade, forKey: "fade")
        try scene.advance(to: 1)
        XCTAssertEqual(box.presentation.center.x, 1.8e9)
        try box.addAnimation(transition(.reveal(from: .top)), forKey: nil)
        let old = try XCTUnwrap(oldPicture(in: scene))
        XCTAssertEqual(old.center.x, 9e8) // the model value: 1.8e9 is past the limit
        XCTAssertEqual(old.alpha, 0.5) // the shown value
    }

    /// Old pictures take no part in layout: their coming and going asks for no layout pass, so
    /// 100 transitions ending together cost no pass each (the scene runs a pending pass after
    /// every timed action, and the views have `layoutSubviews` hooks, which make a pass walk the
    /// tree).
    func testOldPicturesAskForNoLayoutPass() throws {
        let scene = Scene(size: Size(width: 400, height: 400))
        var hookRuns = 0
        var boxes: [View] = []
        for i in 0..<100 {
            let box = View(name: "box\(i)", frame: Rect(x: Double(i), y: 0, width: 4, height: 4))
            box.layoutSubviews = { _ in hookRuns += 1 }
            try scene.root.addSubview(box)
            boxes.append(box)
        }
        var passes = 0
        scene.setLayoutPassHooks(willBegin: { passes += 1 }, didEnd: nil)
        scene.layoutIfNeeded()
        passes = 0
        for box in boxes { try box.addAnimation(transition(.fade), forKey: nil) }
        try scene.advance(to: 0.5)
        XCTAssertEqual(scene.root.subviews.count, 200)
        try scene.advance(to: 1)
        XCTAssertEqual(scene.root.subviews.count, 100)
        XCTAssertEqual(passes, 0)
        XCTAssertEqual(hookRuns, 100) // the first pass only
    }

    /// `snapshotView()`: the view as shown, at the origin, with no transform and full opacity;
    /// its subviews as shown; nothing of it follows the original afterwards.
    func testSnapshotViewCopiesWhatIsShown() throws {
        let (scene, box) = try makeExplicitScene()
        box.transform = AffineTransform(rotationAngle: 0.3)
        box.alpha = 0.4
        box.backgroundColor = .red
        let dot = View(name: "dot", frame: Rect(x: 1, y: 2, width: 3, height: 4))
        try box.addSubview(dot)
        try dot.addAnimation(slide(from: 0, to: 100, duration: 1), forKey: "slide")
        try scene.advance(to: 0.25)
        let copy = box.snapshotView()
        XCTAssertNil(copy.scene)
        XCTAssertEqual(copy.name, "box (snapshot)")
        XCTAssertTrue(copy.isSnapshotCopy)
        XCTAssertNil(copy.transitionSource)
        XCTAssertEqual(copy.frame, Rect(x: 0, y: 0, width: 20, height: 20)) // centre (10, 10)
        XCTAssertEqual(copy.transform, .identity)
        XCTAssertEqual(copy.alpha, 1)
        XCTAssertEqual(copy.backgroundColor, .red)
        XCTAssertEqual(copy.subviews.map(\.name), ["dot (snapshot)"])
        XCTAssertEqual(copy.subviews[0].center.x, 25, accuracy: 1e-12) // the slide's x at 0.25
        XCTAssertFalse(copy.subviews[0].isUserInteractionEnabled)
        box.backgroundColor = .blue
        try scene.advance(to: 0.5)
        XCTAssertEqual(copy.backgroundColor, .red)
        XCTAssertEqual(copy.subviews[0].presentation.center.x, 25, accuracy: 1e-12)
    }

    func testProgressBoundsMapTheEasedFraction() throws {
        let (scene, box) = try makeExplicitScene()
        var fade = transition(.fade)
        fade.startProgress = 0.5
        fade.endProgress = 0.9
        try box.addAnimation(fade, forKey: nil)
        let old = try XCTUnwrap(oldPicture(in: scene))
        try scene.advance(to: 0.5)
        XCTAssertEqual(old.presentation.alpha, 1 - (0.5 + 0.4 * 0.5), accuracy: 1e-12) // p = 0.7
    }

    func testARootFadesUnderItsOldPictureInsideIt() throws {
        let (scene, box) = try makeExplicitScene()
        scene.root.backgroundColor = .white
        scene.root.boundsOrigin = Point(x: 10, y: 0)
        try scene.root.addAnimation(transition(.fade), forKey: nil)
        // The root's last subview, over its bounds (origin (10, 0), size 400 x 400): centre
        // (10 + 200, 0 + 200), no transform, opaque, with the box's copy inside.
        XCTAssertEqual(scene.root.subviews.map(\.name), ["box", "root (old)"])
        let old = try XCTUnwrap(scene.root.subviews.last)
        XCTAssertTrue(old.transitionSource === scene.root)
        XCTAssertEqual(old.center, Point(x: 210, y: 200))
        XCTAssertEqual(old.backgroundColor, .white)
        XCTAssertEqual(old.subviews.map(\.name), ["box (old)"])
        XCTAssertNil(old.subviews[0].transitionSource)
        try scene.advance(to: 0.5)
        XCTAssertEqual(old.presentation.alpha, 0.5, accuracy: 1e-12)
        XCTAssertEqual(box.presentation.alpha, 1)
        try scene.advance(to: 1)
        XCTAssertEqual(scene.root.subviews.map(\.name), ["box"])
    }

    /// A bounds origin near the limit would put the root's old picture past it (1e9 - 10 + 200):
    /// its centre is clamped to 1e9 (found by FuzzLibraryAPI, whose property is that no model
    /// value passes the limit).
    func testARootsOldPictureStaysWithinTheLimits() throws {
        let (scene, _) = try makeExplicitScene()
        scene.root.boundsOrigin = Point(x: 1e9 - 10, y: -1e9)
        try scene.root.addAnimation(transition(.fade), forKey: nil)
        let old = try XCTUnwrap(scene.root.subviews.last)
        XCTAssertEqual(old.center, Point(x: 1e9, y: -1e9 + 200))
    }

    func testRemovalOrReplacementTakesTheOldPictureAwayAtOnce() throws {
        let (scene, box) = try makeExplicitScene()
        var stopped: [Bool] = []
        var fade = transition(.fade)
        fade.onStop = { stopped.append($0) }
        try box.addAnimation(fade, forKey: "transition")
        try box.addAnimation(transition(.reveal(from: .top)), forKey: "transition")
        XCTAssertEqual(scene.root.subviews.filter(\.isSnapshotCopy).count, 1) // the first copy went
        try scene.advance(to: 0.1)
        XCTAssertEqual(stopped, [false])
        box.removeAnimation(forKey: "transition")
        XCTAssertEqual(scene.root.subviews.map(\.name), ["box"])
        try box.addAnimation(transition(.fade), forKey: nil)
        box.removeAllAnimations()
        XCTAssertEqual(scene.root.subviews.map(\.name), ["box"])
    }

    func testRefusalsChangeNothing() throws {
        let (scene, box) = try makeExplicitScene()
        XCTAssertThrowsError(try scene.root.addAnimation(transition(.push(from: .left)), forKey: nil)) {
            XCTAssertEqual($0 as? AnimationError, .transitionWithoutSuperview("root"))
        }
        var backwards = transition(.fade)
        backwards.startProgress = 0.6
        backwards.endProgress = 0.4
        XCTAssertThrowsError(try box.addAnimation(backwards, forKey: nil))
        var outside = transition(.fade)
        outside.endProgress = .nan
        XCTAssertThrowsError(try box.addAnimation(outside, forKey: nil)) {
            XCTAssertEqual($0 as? AnimationError, .notFinite("endProgress"))
        }
        XCTAssertThrowsError(try box.addAnimation(GroupAnimation([transition(.fade)]), forKey: nil)) {
            XCTAssertEqual($0 as? AnimationError, .unsupportedAnimation("TransitionAnimation"))
        }
        XCTAssertEqual(scene.root.subviews.map(\.name), ["box"])
        XCTAssertTrue(box.animationKeys().isEmpty)
    }
}
