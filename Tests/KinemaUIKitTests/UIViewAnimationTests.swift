import KinemaDerivations
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// UIView's animation blocks through the facade, against values derived from the formulas.
@MainActor
final class UIViewAnimationTests: XCTestCase {
    /// UIKit's spring (d 0.5, damping ratio 0.5): w solved as UIKit does, then the centre at
    /// 0.25 s is 50 + 100 q(0.25) with q = 1 - e^(-zw t)(cos(wd t) + (zw / wd) sin(wd t)).
    func testTheSpringAnimationAtAQuarterSecond() async throws {
        let harness = UIKitHarness()
        let view = box(in: harness)
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            options: [], animations: { view.center.x = 150 }, completion: nil)
        XCTAssertEqual(view.center.x, 150, "the model value changes at once")
        harness.advance(to: 0.25)
        let q = Derivation.uikitSpringProgress(0.25, duration: 0.5, dampingRatio: 0.5)
        let shown = try XCTUnwrap(view.layer.presentation()).position.x
        XCTAssertEqual(Double(shown), 50 + 100 * q, accuracy: 1e-9)
        XCTAssertEqual(q, 0.987155, accuracy: 1e-6)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }
}

/// The rest of UIView's animation API.
@MainActor
final class UIViewAnimationBlockTests: XCTestCase {
    /// Without a curve option the block eases in and out: alpha 1 -> 0 over 1 s shows
    /// 1 - easeInOut(0.3) at 0.3 s, with easeInOut the Bezier (0.42, 0, 0.58, 1) solved by bisection.
    func testTheDefaultCurveIsEaseInOut() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        XCTAssertEqual(view.alpha, 0)
        harness.advance(to: 0.3)
        XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? -1), 1 - Derivation.easeInOut(0.3), accuracy: 1e-6)
        XCTAssertNil(finished)
        harness.advance(to: 1)
        XCTAssertEqual(finished, true)
    }

    /// A delay: nothing moves before it; linear over 1 s after a 0.5 s delay gives 25% at 0.75 s.
    func testADelayedLinearAnimation() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.x = 150 })
        harness.advance(to: 0.4)
        XCTAssertEqual(view.layer.presentation()?.position.x, 50)
        harness.advance(to: 0.75)
        XCTAssertEqual(Double(view.layer.presentation()?.position.x ?? 0), 50 + 100 * 0.25, accuracy: 1e-9)
    }

    /// Keyframes, as UIKit writes them: x 50 -> 150 in the first half, -> 100 in the second, linear
    /// mode and linear curve: 100 at 0.25 s, 150 at 0.5 s, 125 at 0.75 s.
    func testKeyframes() async {
        let harness = UIKitHarness()
        assertTheKeyframeExample(harness, box(in: harness), samples: [(0.25, 100), (0.5, 150), (0.75, 125)])
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// `performWithoutAnimation` inside a block and `setAnimationsEnabled(false)` apply changes at
    /// once; the disabled block's completion still runs, with true, at the same time.
    func testSwitchingAnimationsOff() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
            UIView.performWithoutAnimation { view.center.x = 80 }
        }
        harness.advance(to: 0.5)
        XCTAssertEqual(view.layer.presentation()?.position.x, 80, "not animated")
        XCTAssertNotEqual(view.layer.presentation()?.opacity, 0.5, "animated")
        UIView.setAnimationsEnabled(false)
        XCTAssertFalse(UIView.areAnimationsEnabled)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.center.y = 90 }, completion: { finished = $0 })
        XCTAssertEqual(view.layer.presentation()?.position.y, 90)
        harness.advance(to: 0.5)
        XCTAssertEqual(finished, true)
        UIView.setAnimationsEnabled(true)
    }

    /// The duration of the enclosing block is inherited inside it, 0 outside.
    func testInheritedAnimationDuration() async {
        _ = UIKitHarness()
        var inside = -1.0
        UIView.animate(withDuration: 0.7) { inside = UIView.inheritedAnimationDuration }
        XCTAssertEqual(inside, 0.7)
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
    }

    /// `asyncAfter` runs on the harness clock: at 0.4 s, not before, and `async` after the current code.
    func testDispatchRunsOnTheHarnessClock() async {
        let harness = UIKitHarness()
        var log: [String] = []
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { log.append("late \(CACurrentMediaTime())") }
        DispatchQueue.main.async { log.append("soon") }
        log.append("now")
        harness.advance(to: 0.39)
        XCTAssertEqual(log, ["now", "soon"])
        harness.advance(to: 1)
        XCTAssertEqual(log, ["now", "soon", "late 0.4"])
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { log.append("ms") }
        harness.advance(to: 1.25)
        XCTAssertEqual(log.last, "ms")
    }

    /// `CGFloat.random(in:)` draws from the harness's SplitMix64 seeded with its seed:
    /// a + (b - a) * (next() >> 11) * 2^-53, one draw per call, the same on every run.
    func testRandomNumbersComeFromTheSeededGenerator() async {
        _ = UIKitHarness(seed: 7)
        var reference = Derivation.SplitMix64(seed: 7)
        let expected = reference.uniforms(in: -4...4, count: 3)
        let drawn = (0..<3).map { _ in Double(CGFloat.random(in: -4...4)) }
        XCTAssertEqual(drawn, expected)
    }
}

/// A deadline kept in a variable runs on the harness clock when it is a `HarnessDeadline`.
@MainActor
final class DispatchDeadlineTests: XCTestCase {
    func testADeadlineKeptInAVariable() async {
        let harness = UIKitHarness()
        var ran = false
        let deadline: HarnessDeadline = .now() + 0.5
        DispatchQueue.main.asyncAfter(deadline: deadline) { ran = true }
        harness.advance(to: 0.49)
        XCTAssertFalse(ran)
        harness.advance(to: 0.5)
        XCTAssertTrue(ran)
    }
}
