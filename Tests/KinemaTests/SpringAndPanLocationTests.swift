import Kinema
import XCTest

/// `animate(withDuration:delay:spring:)` with a Core Animation spring, checked against the
/// critically damped closed form, and a pan's location in another view's coordinates.
final class SpringAndPanLocationTests: XCTestCase {
    /// m = 1, k = 100, c = 20 is critically damped (c = 2 sqrt(k m)) with w = sqrt(k / m) = 10:
    /// from rest its progress is 1 - (1 + w t) e^(-w t), t in seconds since the animation began
    /// (here after a delay of 0.1 s). The model value changes at once; the target shows exactly at
    /// delay + duration, when the completion runs with `true`.
    func testASpringAnimationWithADelayFollowsItsClosedForm() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try scene.root.addSubview(card)
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
        var finished: [Bool] = []
        try scene.animate(withDuration: 1, delay: 0.1, spring: spring) {
            card.center.x = 250
        } completion: {
            finished.append($0)
        }
        XCTAssertEqual(card.center.x, 250)
        func progress(_ t: Double) -> Double { 1 - (1 + 10 * t) * exp(-10 * t) }
        for t in [0.05, 0.1, 0.2, 0.4, 0.8, 1.05] {
            try scene.advance(to: t)
            let expected = 50 + 200 * (t <= 0.1 ? 0 : progress(t - 0.1))
            XCTAssertEqual(card.presentation.center.x, expected, accuracy: 1e-9, "t = \(t)")
        }
        XCTAssertEqual(finished, [])
        try scene.advance(to: 1.1)
        XCTAssertEqual(card.presentation.center.x, 250)
        XCTAssertEqual(finished, [true])
        XCTAssertThrowsError(try scene.animate(withDuration: 1, delay: -1, spring: spring) {}) { error in
            XCTAssertEqual(error as? AnimationError, .negative("delay"))
        }
    }

    /// A pan on the root reports its location in a subview's bounds coordinates: the root point
    /// less the subview's frame origin and plus its bounds origin.
    func testAPansLocationInAnotherView() throws {
        let scene = Scene(size: Size(width: 300, height: 300))
        let panel = View(name: "panel", frame: Rect(x: 50, y: 60, width: 100, height: 100))
        panel.boundsOrigin = Point(x: 5, y: 0)
        try scene.root.addSubview(panel)
        var seen: [Point?] = []
        let pan = PanGestureRecognizer<Never>(instantPanOn: scene.root) { pan in seen.append(pan.location(in: panel)) }
        pan.touchBegan(at: Point(x: 70, y: 100), time: 0)
        pan.touchMoved(to: Point(x: 90, y: 130), time: 0.1)
        // (70 - 50 + 5, 100 - 60) and (90 - 50 + 5, 130 - 60).
        XCTAssertEqual(seen, [Point(x: 25, y: 40), Point(x: 45, y: 70)])
        XCTAssertEqual(pan.location(in: scene.root), Point(x: 90, y: 130))
    }
}
