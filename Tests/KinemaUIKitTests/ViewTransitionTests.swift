import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// UIKit's view transitions and Core Animation's `CATransition` through the facade. The old
/// picture is an engine view next to the transitioning view; every sampled value is worked out
/// in the comment beside it (the engine's rules are in `TransitionStyle`'s table).
@MainActor
final class ViewTransitionTests: XCTestCase {
    /// The engine views of the window's subtree that belong to an old picture.
    private func oldPictures(_ harness: UIKitHarness) -> [String] {
        harness.snapshot().views.map(\.name).filter { $0.hasSuffix(" (old)") }
    }

    private func engineView(_ harness: UIKitHarness, _ name: String) -> View? {
        harness.window.kinemaView.descendant(named: name)
    }

    /// A label's text cross-dissolves; its centre, changed in the same block, is part of the new
    /// picture (made at once), unless `.allowAnimatedContent` makes it animate alongside.
    func testCrossDissolveOfALabelsText() async throws {
        for animatedContent in [false, true] {
            let harness = UIKitHarness()
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40)) // centre (50, 20)
            label.text = "Old"
            label.accessibilityIdentifier = "label"
            harness.window.addSubview(label)
            var finished: [(Double, Bool)] = []
            var options: UIView.AnimationOptions = .transitionCrossDissolve
            if animatedContent { options.insert(.allowAnimatedContent) }
            UIView.transition(
                with: label, duration: 0.3, options: options,
                animations: {
                    label.text = "New"
                    label.center.x = 150
                }, completion: { finished.append((harness.time, $0)) })
            XCTAssertEqual(harness.window.subviews.count, 1, "the facade does not list the old picture")
            let old = try XCTUnwrap(engineView(harness, "label (old)"))
            if case .text(let text, _)? = old.content { XCTAssertEqual(text, "Old") } else { XCTFail("no text") }
            if case .text(let text, _)? = label.kinemaView.content { XCTAssertEqual(text, "New") } else { XCTFail() }
            harness.advance(to: 0.15)
            // Ease-in-out is symmetric: half the time is half the progress.
            XCTAssertEqual(old.presentation.alpha, 0.5, accuracy: 1e-9)
            // Animated: 50 + 100 * 0.5; else at its new place already.
            let x = Double(label.layer.presentation()?.position.x ?? 0)
            XCTAssertEqual(x, animatedContent ? 100 : 150, accuracy: 1e-9, "animated content: \(animatedContent)")
            XCTAssertEqual(old.presentation.center.x, 50, accuracy: 1e-12) // the old picture stays put
            harness.advance(to: 0.3)
            XCTAssertEqual(oldPictures(harness), [])
            XCTAssertEqual(finished.count, 1)
            XCTAssertEqual(finished.first?.0 ?? .nan, 0.3, accuracy: 1e-9)
            XCTAssertEqual(finished.first?.1, true)
        }
    }

    /// A card flips from its front to its back: the container turns, the front is replaced.
    func testFlipFromLeftReplacesTheFrontWithTheBack() async throws {
        let harness = UIKitHarness()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 150))
        card.accessibilityIdentifier = "card"
        let front = UIView(frame: card.bounds)
        front.accessibilityIdentifier = "front"
        let back = UIView(frame: card.bounds)
        back.accessibilityIdentifier = "back"
        harness.window.addSubview(card)
        card.addSubview(front)
        var done: Bool?
        UIView.transition(
            from: front, to: back, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
            completion: { done = $0 })
        XCTAssertEqual(card.subviews, [back])
        XCTAssertNil(front.superview)
        let old = try XCTUnwrap(engineView(harness, "card (old)"))
        XCTAssertEqual(old.subviews.map(\.name), ["front (old)"])
        harness.advance(to: 0.25) // p = 0.25: the old picture at cos(pi / 4) of its width
        XCTAssertEqual(old.presentation.transform.a, cos(Double.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(card.kinemaView.presentation.alpha, 0)
        harness.advance(to: 0.75) // p = 0.75: the card at -cos(3 pi / 4) of its width
        XCTAssertEqual(old.presentation.alpha, 0)
        XCTAssertEqual(card.kinemaView.presentation.transform.a, -cos(3 * Double.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(card.kinemaView.presentation.alpha, 1)
        XCTAssertNil(done)
        harness.advance(to: 1)
        XCTAssertEqual(done, true)
        XCTAssertEqual(oldPictures(harness), [])
    }

    func testShowHideTransitionViewsKeepsBothViews() async {
        let harness = UIKitHarness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        b.isHidden = true
        harness.window.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
        UIView.transition(
            from: a, to: b, duration: 0.5, options: [.transitionCurlUp, .showHideTransitionViews], completion: nil)
        XCTAssertEqual(container.subviews, [a, b])
        XCTAssertTrue(a.isHidden)
        XCTAssertFalse(b.isHidden)
        harness.advance(to: 0.25)
        // A curl up is the old picture sliding up (reveal from the bottom: u = (0, -1), D = 100)
        // with ease-in-out, symmetric: p = 0.5, so it is 50 above its centre (50, 50).
        let old = harness.window.kinemaView.subviews.last
        XCTAssertEqual(old?.name, "UIView (old)")
        XCTAssertEqual(old?.presentation.center.y ?? .nan, 0, accuracy: 1e-9)
    }

    /// Switching a window's root content with a cross-dissolve: the old picture lies inside the
    /// window, over everything the block adds.
    func testCrossDissolveOfTheWindowCoversTheNewContent() async throws {
        let harness = UIKitHarness()
        let first = box(in: harness)
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        second.accessibilityIdentifier = "second"
        UIView.transition(
            with: harness.window, duration: 0.4, options: .transitionCrossDissolve,
            animations: {
                first.removeFromSuperview()
                harness.window.addSubview(second)
            })
        XCTAssertEqual(harness.window.kinemaView.subviews.map(\.name), ["second", "UIWindow (old)"])
        harness.window.bringSubviewToFront(second)
        XCTAssertEqual(harness.window.kinemaView.subviews.map(\.name), ["second", "UIWindow (old)"])
        harness.advance(to: 0.4)
        XCTAssertEqual(harness.window.kinemaView.subviews.map(\.name), ["second"])
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// Without a transition option the call is an animation block; a flip of the window, which
    /// has no superview, is refused in the log and the changes animate as a block.
    func testWithoutATransitionTheBlockAnimates() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        var done: Bool?
        UIView.transition(
            with: view, duration: 1, options: .curveLinear, animations: { view.alpha = 0 }, completion: { done = $0 })
        harness.advance(to: 0.25)
        XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? -1), 0.75, accuracy: 1e-6)
        XCTAssertEqual(oldPictures(harness), [])
        harness.advance(to: 1)
        XCTAssertEqual(done, true)

        UIView.transition(
            with: harness.window, duration: 1, options: .transitionFlipFromTop, animations: { view.alpha = 1 })
        XCTAssertEqual(harness.diagnostics.count, 1)
        XCTAssertTrue(harness.diagnostics.first?.contains("only a fade") ?? false, "\(harness.diagnostics)")
        XCTAssertEqual(oldPictures(harness), [])
    }

    /// `CATransition`: a push from the right on a 100-point-wide box, linear over 0.5 s.
    func testCATransitionPushesFromTheRight() async throws {
        let harness = UIKitHarness()
        let view = box(in: harness)
        view.accessibilityIdentifier = "box"
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.5
        let events = AnimationEvents()
        transition.delegate = events
        view.layer.add(transition, forKey: kCATransition)
        view.backgroundColor = .red
        XCTAssertEqual(view.layer.animationKeys(), ["transition"])
        XCTAssertTrue(view.layer.animation(forKey: kCATransition) is CATransition)
        let old = try XCTUnwrap(engineView(harness, "box (old)"))
        harness.advance(to: 0.25)
        // p = 0.5, travel (-100, 0): new at 50 - (-100)(1 - 0.5) = 100, old at 50 + (-100)(0.5) = 0.
        XCTAssertEqual(Double(view.layer.presentation()?.position.x ?? 0), 100, accuracy: 1e-9)
        XCTAssertEqual(old.presentation.center.x, 0, accuracy: 1e-9)
        XCTAssertEqual(old.backgroundColor, .clear)
        harness.advance(to: 0.5)
        XCTAssertEqual(events.events, ["start", "stop true"])
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(oldPictures(harness), [])
    }

    func testCATransitionNamesKinemaDoesNotDrawFadeWithADiagnostic() async throws {
        let harness = UIKitHarness()
        let view = box(in: harness)
        view.accessibilityIdentifier = "box"
        let cube = CATransition()
        cube.type = CATransitionType("cube")
        cube.subtype = CATransitionSubtype("sideways")
        cube.duration = 1
        view.layer.add(cube, forKey: nil)
        XCTAssertEqual(harness.diagnostics.count, 2, "\(harness.diagnostics)")
        let old = try XCTUnwrap(engineView(harness, "box (old)"))
        harness.advance(to: 0.5)
        XCTAssertEqual(old.presentation.alpha, 0.5, accuracy: 1e-12) // linear: 1 - 0.5

        let flip = CATransition()
        flip.type = CATransitionType("oglFlip")
        flip.subtype = .fromTop
        flip.duration = 1
        flip.startProgress = 0.5
        view.layer.add(flip, forKey: kCATransition)
        harness.advance(to: 1)
        // Added at 0.5, so 0.5 s in: p = 0.5 + 0.5 * 0.5 = 0.75, the view at -cos(0.75 pi)
        // of its height.
        XCTAssertEqual(view.kinemaView.presentation.transform.d, -cos(0.75 * Double.pi), accuracy: 1e-9)
        XCTAssertEqual(view.kinemaView.presentation.transform.a, 1, accuracy: 1e-12)
    }

    /// A snapshot as the stand-in of a custom animation: added where the original was, it
    /// moves while the original stays; subviews added to it go over the copied content.
    func testSnapshotViewStandsInForAView() async throws {
        let harness = UIKitHarness()
        let card = box(in: harness, center: CGPoint(x: 100, y: 100))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .blue
        let badge = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        badge.accessibilityIdentifier = "badge"
        card.addSubview(badge)
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        XCTAssertEqual(snapshot.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(snapshot.subviews, [])
        XCTAssertEqual(snapshot.kinemaView.name, "card (snapshot)")
        XCTAssertEqual(snapshot.kinemaView.subviews.map(\.isSnapshotCopy), [true])
        harness.window.addSubview(snapshot)
        snapshot.frame = harness.window.convert(card.bounds, from: card) // (50, 50, 100, 100)
        let mark = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        snapshot.addSubview(mark)
        XCTAssertEqual(snapshot.kinemaView.subviews.map(\.name), ["badge (snapshot)", "UIView"])
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { snapshot.center.x = 300 })
        harness.advance(to: 0.5)
        XCTAssertEqual(Double(snapshot.layer.presentation()?.position.x ?? 0), 200, accuracy: 1e-9) // 100 + 200 / 2
        XCTAssertEqual(Double(card.layer.presentation()?.position.x ?? 0), 100, accuracy: 1e-12)
        XCTAssertEqual(snapshot.kinemaView.backgroundColor, .blue)
        XCTAssertEqual(harness.diagnostics, [])
    }
}
