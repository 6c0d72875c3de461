import Kinema
import XCTest

/// A view's mask (UIKit's `mask`): in the view's tree and frames, placed in the view's bounds
/// coordinates, animated on the view's clock, and refused where it would make a cycle.
final class MaskTests: XCTestCase {
    /// A 200 x 200 scene holding `card` at (20, 30), 100 x 50, bounds origin (5, 0), with one
    /// subview `dot`, and a mask `hole` at (10, 5), 40 x 20 in the card's bounds.
    private func makeScene() throws -> (Scene, card: View, hole: View) {
        let scene = Scene(size: Size(width: 200, height: 200))
        let card = View(name: "card", frame: Rect(x: 20, y: 30, width: 100, height: 50))
        card.boundsOrigin = Point(x: 5, y: 0)
        try scene.root.addSubview(card)
        try card.addSubview(View(name: "dot", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        let hole = View(name: "hole", frame: Rect(x: 10, y: 5, width: 40, height: 20))
        try card.setMask(hole)
        return (scene, card, hole)
    }

    /// The frame lists the mask right after its view, flagged, its parent the view, before the
    /// subviews. Its centre in root coordinates goes through the card's bounds as a subview's
    /// would: the card's origin (20, 30) minus its bounds origin (5, 0) plus the hole's centre
    /// (10 + 20, 5 + 10) is (45, 45).
    func testTheMaskFollowsItsViewInTheFrames() throws {
        let (scene, card, hole) = try makeScene()
        let frame = scene.snapshot()
        XCTAssertEqual(frame.views.map(\.name), ["root", "card", "hole", "dot"])
        XCTAssertEqual(frame.views.map(\.isMask), [false, false, true, false])
        XCTAssertEqual(frame.views.map(\.parentIndex), [nil, 0, 1, 1])
        XCTAssertEqual(frame.views.map(\.depth), [0, 1, 2, 2])
        XCTAssertEqual(frame["hole"]?.center, Point(x: 45, y: 45))
        XCTAssertTrue(hole.superview === card)
        XCTAssertTrue(hole.isMask)
        XCTAssertEqual(card.subviews.map(\.name), ["dot"])
        XCTAssertEqual(scene.allViews.map(\.name), ["root", "card", "hole", "dot"])
        XCTAssertTrue(scene.root.descendant(named: "hole") === hole)
        XCTAssertTrue(hole.scene === scene)
    }

    /// A mask that has a mask, and the root's own mask, come in the same order.
    func testMasksNestAndTheRootMayHaveOne() throws {
        let (scene, _, hole) = try makeScene()
        try hole.setMask(View(name: "inner", frame: Rect(x: 0, y: 0, width: 5, height: 5)))
        try scene.root.setMask(View(name: "window mask", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
        let frame = scene.snapshot()
        XCTAssertEqual(frame.views.map(\.name), ["root", "window mask", "card", "hole", "inner", "dot"])
        XCTAssertEqual(frame.views.map(\.isMask), [false, true, false, true, true, false])
        XCTAssertEqual(frame.views.map(\.parentIndex), [nil, 0, 0, 2, 3, 2])
    }

    /// The mask's animations run on its view's clock: with the card's speed at 2, an alpha
    /// animation of the hole from 0 to 1 over 1 s (linear) is at 2 * 0.25 = 0.5 at 0.25 s.
    func testTheMaskAnimatesOnItsViewsClock() throws {
        let (scene, card, hole) = try makeScene()
        card.speed = 2
        var fade = BasicAnimation(keyPath: .opacity, from: .number(0), to: .number(1))
        fade.duration = 1
        try hole.addAnimation(fade, forKey: "fade")
        try scene.advance(to: 0.25)
        XCTAssertEqual(try XCTUnwrap(scene.snapshot()["hole"]).alpha, 0.5, accuracy: 1e-12)
    }

    /// A view cannot mask itself or an ancestor, a scene's root cannot be a mask and a view of
    /// another scene cannot either; each refusal changes nothing.
    func testCyclesAndOtherScenesAreRefused() throws {
        let (scene, card, hole) = try makeScene()
        XCTAssertThrowsError(try card.setMask(card)) {
            XCTAssertEqual($0 as? SceneError, .cycle(view: "card", superview: "card"))
        }
        XCTAssertThrowsError(try hole.setMask(card)) {
            XCTAssertEqual($0 as? SceneError, .cycle(view: "card", superview: "hole"))
        }
        XCTAssertThrowsError(try card.setMask(scene.root)) {
            XCTAssertEqual($0 as? SceneError, .cycle(view: "root", superview: "card"))
        }
        let other = Scene(size: Size(width: 10, height: 10))
        XCTAssertThrowsError(try card.setMask(other.root)) {
            XCTAssertEqual($0 as? SceneError, .rootCannotMove(view: "root"))
        }
        let stranger = View(name: "stranger", frame: .zero)
        try other.root.addSubview(stranger)
        XCTAssertThrowsError(try card.setMask(stranger)) {
            XCTAssertEqual($0 as? SceneError, .belongsToAnotherScene(view: "stranger"))
        }
        // Adding the masked view under its own mask is a cycle too.
        XCTAssertThrowsError(try hole.addSubview(card)) {
            XCTAssertEqual($0 as? SceneError, .cycle(view: "card", superview: "hole"))
        }
        XCTAssertTrue(card.mask === hole)
        XCTAssertTrue(stranger.superview === other.root)
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "card", "hole", "dot"])
    }

    /// A subview made a mask leaves the subviews; a new mask takes the old one out of the tree;
    /// removing the mask from its superview, or adding it as a subview, ends its part as a mask.
    func testMasksMoveAsSubviewsDo() throws {
        let (scene, card, hole) = try makeScene()
        let dot = card.subviews[0]
        try card.setMask(dot)
        XCTAssertTrue(card.mask === dot)
        XCTAssertTrue(card.subviews.isEmpty)
        XCTAssertNil(hole.superview)
        XCTAssertNil(hole.scene)
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "card", "dot"])
        dot.removeFromSuperview()
        XCTAssertNil(card.mask)
        XCTAssertNil(dot.scene)
        try card.setMask(hole)
        try scene.root.addSubview(hole)
        XCTAssertNil(card.mask)
        XCTAssertFalse(hole.isMask)
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "card", "hole"])
        XCTAssertEqual(scene.snapshot().views.map(\.isMask), [false, false, false])
        try card.setMask(hole)
        try card.setMask(nil)
        XCTAssertNil(hole.superview)
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "card"])
    }

    /// A mask is none of its superview's subviews, so a transition's old picture cannot go next
    /// to it: a fade puts it inside the mask, over its bounds (the mask's last subview), and a
    /// push is refused, as for a view without a superview.
    func testTransitionsOnAMaskFadeInsideIt() throws {
        let (scene, _, hole) = try makeScene()
        XCTAssertThrowsError(try hole.addAnimation(TransitionAnimation(style: .push(from: .left)), forKey: nil)) {
            XCTAssertEqual($0 as? AnimationError, .transitionWithoutSuperview("hole"))
        }
        try hole.addAnimation(TransitionAnimation(style: .fade), forKey: nil)
        XCTAssertEqual(hole.subviews.map(\.name), ["hole (old)"])
        XCTAssertEqual(scene.snapshot().views.map(\.name), ["root", "card", "hole", "hole (old)", "dot"])
    }

    /// A snapshot view copies the mask with the rest of the subtree.
    func testASnapshotViewCopiesTheMask() throws {
        let (_, card, _) = try makeScene()
        let copy = card.snapshotView()
        XCTAssertEqual(copy.mask?.name, "hole (snapshot)")
        XCTAssertEqual(copy.mask?.frame, Rect(x: 10, y: 5, width: 40, height: 20))
        XCTAssertEqual(copy.subviews.map(\.name), ["dot (snapshot)"])
    }
}
