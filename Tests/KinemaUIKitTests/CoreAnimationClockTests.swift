import KinemaDerivations
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// A display link's target, recording each callback's timestamps.
@MainActor
final class Ticker {
    var frames: [(timestamp: Double, target: Double, now: Double)] = []
    var plainCalls = 0

    func step(_ link: CADisplayLink) {
        frames.append((link.timestamp, link.targetTimestamp, CACurrentMediaTime()))
    }

    func tick() { plainCalls += 1 }
}

/// Transactions, display links, repeating UIView animations and the harness's animation speed.
@MainActor
final class CoreAnimationClockTests: XCTestCase {
    private func fade(duration: Double) -> CABasicAnimation {
        basicAnimation("opacity", from: 1, to: 0, duration: duration)
    }

    // MARK: CATransaction

    /// The completion block of a transaction runs once it is committed and all its animations have
    /// finished: one of 0.3 s and one with duration 0, which takes the transaction's 0.8 s.
    func testTransactionCompletionWaitsForItsAnimations() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        var completedAt: Double?
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.8)
        XCTAssertEqual(CATransaction.animationDuration(), 0.8)
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        XCTAssertNotNil(CATransaction.completionBlock())
        view.layer.add(fade(duration: 0), forKey: "long")
        view.layer.add(fade(duration: 0.3), forKey: "short")
        CATransaction.commit()
        harness.advance(to: 0.79)
        XCTAssertNil(completedAt)
        XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? -1), 1 - 0.79 / 0.8, accuracy: 1e-6)
        harness.advance(to: 0.8)
        XCTAssertEqual(completedAt, 0.8)
        XCTAssertEqual(harness.diagnostics, [])
    }

    /// A UIView animation block inside a transaction counts too; a transaction with nothing in it
    /// completes at once; a commit without a begin is reported.
    func testTransactionsWithBlocksEmptyOrUnbalanced() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("transaction \(CACurrentMediaTime())") }
        UIView.animate(
            withDuration: 0.5, animations: { view.center.x = 150 },
            completion: { _ in order.append("block \(CACurrentMediaTime())") })
        CATransaction.commit()
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("empty \(CACurrentMediaTime())") }
        CATransaction.commit()
        harness.advance(to: 0.1)
        harness.advance(to: 0.5)
        XCTAssertEqual(order, ["empty 0.0", "block 0.5", "transaction 0.5"])
        CATransaction.commit()
        XCTAssertEqual(harness.diagnostics.count, 1)
        XCTAssertTrue(harness.diagnostics.first?.hasPrefix("CATransaction.commit()") ?? false, "\(harness.diagnostics)")
    }

    /// setDisableActions and setAnimationTimingFunction are kept by the current transaction.
    func testTransactionSettings() async {
        _ = UIKitHarness()
        CATransaction.begin()
        XCTAssertFalse(CATransaction.disableActions())
        CATransaction.setDisableActions(true)
        XCTAssertTrue(CATransaction.disableActions())
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(CATransaction.animationTimingFunction(), CAMediaTimingFunction(name: .easeIn))
        CATransaction.commit()
        CATransaction.flush()
    }

    // MARK: CADisplayLink

    /// A display link fires at k / 60 s once added, with timestamp k / 60 and targetTimestamp
    /// (k + 1) / 60; at 30 frames per second at k / 30; not while paused; never after
    /// invalidate(), which releases its target (retained until then, as on iOS).
    func testADisplayLinksTimestamps() async {
        let harness = UIKitHarness()
        var ticker: Ticker? = Ticker()
        weak let weakTicker = ticker
        let link = CADisplayLink(target: ticker!, selector: Ticker.step)
        harness.advance(to: 0.02)
        XCTAssertEqual(ticker?.frames.count, 0, "nothing before add(to:forMode:)")
        link.add(to: .main, forMode: .common)
        harness.advance(to: 0.07)
        let frames = ticker?.frames ?? []
        XCTAssertEqual(frames.map(\.timestamp), [2.0 / 60, 3.0 / 60, 4.0 / 60])
        XCTAssertEqual(frames.map(\.target), [3.0 / 60, 4.0 / 60, 5.0 / 60])
        XCTAssertEqual(frames.map(\.now), frames.map(\.timestamp))
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-15)

        ticker?.frames = []
        link.preferredFramesPerSecond = 30
        harness.advance(to: 0.15)
        XCTAssertEqual(ticker?.frames.map(\.timestamp), [3.0 / 30, 4.0 / 30])
        XCTAssertEqual(link.duration, 1.0 / 30, accuracy: 1e-15)

        ticker?.frames = []
        link.isPaused = true
        harness.advance(to: 0.3)
        XCTAssertEqual(ticker?.frames.count, 0)
        link.isPaused = false
        harness.advance(to: 0.34)
        XCTAssertEqual(ticker?.frames.map(\.timestamp), [10.0 / 30])

        ticker = nil
        XCTAssertNotNil(weakTicker, "the link retains its target")
        link.invalidate()
        XCTAssertNil(weakTicker, "invalidate() releases it")
        harness.advance(to: 1)
    }

    /// A method taking no argument works as the selector, and preferredFrameRateRange sets the rate.
    func testADisplayLinkWithAPlainMethodAndARange() async {
        let harness = UIKitHarness()
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.tick)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 20, preferred: 10)
        XCTAssertEqual(link.preferredFramesPerSecond, 10)
        link.add(to: .main, forMode: .default)
        harness.advance(to: 0.55)
        XCTAssertEqual(ticker.plainCalls, 5, "frames at 0.1, 0.2, ..., 0.5")
        link.remove(from: .main, forMode: .default)
        harness.advance(to: 1)
        XCTAssertEqual(ticker.plainCalls, 5)
        link.invalidate()
    }

    // MARK: Repeating UIView animations

    /// `.repeat, .autoreverse`, linear, alpha 1 -> 0 over 1 s: a cycle is 2 s, up then back, for
    /// ever: alpha = 1 - s with s = w (w <= 1) or 2 - w, w the time into the cycle. The completion
    /// never runs; the model is 0 from the start.
    func testRepeatAndAutoreverse() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
            animations: { view.alpha = 0 }, completion: { finished = $0 })
        XCTAssertEqual(view.alpha, 0)
        for (t, alpha) in [(0.25, 0.75), (1.25, 0.25), (1.75, 0.75), (2.25, 0.75), (9.5, 0.5)] {
            harness.advance(to: t)
            XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? -1), alpha, accuracy: 1e-6, "t = \(t)")
        }
        XCTAssertNil(finished)
        XCTAssertEqual(harness.diagnostics, [], "the options are supported: nothing is logged")
    }

    /// `.autoreverse` alone plays one pass forwards and back (2 s), then the model value shows at
    /// once and the completion runs with true.
    func testAutoreverseAlone() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        var finishedAt: Double?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
            animations: { view.center.x = 150 }, completion: { _ in finishedAt = CACurrentMediaTime() })
        harness.advance(to: 1.5)
        XCTAssertEqual(Double(view.layer.presentation()?.position.x ?? 0), 100, accuracy: 1e-9, "on the way back")
        harness.advance(to: 1.99)
        XCTAssertNil(finishedAt)
        harness.advance(to: 2)
        XCTAssertEqual(finishedAt, 2)
        XCTAssertEqual(view.layer.presentation()?.position.x, 150, "the model shows at the end")
    }

    /// modifyAnimations(withRepeatCount: 2.5, autoreverses: false) inside a linear 1 s block: the
    /// modified change repeats (x = 50 + 100 frac(t)) and ends half-way through its third pass,
    /// where the completion runs; the other change of the block runs once.
    func testModifyAnimationsRepeatsPartOfABlock() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        var finishedAt: Double?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.alpha = 0
                UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: false) { view.center.x = 150 }
            }, completion: { _ in finishedAt = CACurrentMediaTime() })
        for (t, x, alpha) in [(0.25, 75.0, 0.75), (1.25, 75, 0), (2.25, 75, 0)] {
            harness.advance(to: t)
            XCTAssertEqual(Double(view.layer.presentation()?.position.x ?? 0), x, accuracy: 1e-9, "t = \(t)")
            XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? -1), alpha, accuracy: 1e-6, "t = \(t)")
        }
        harness.advance(to: 2.49)
        XCTAssertNil(finishedAt)
        harness.advance(to: 2.5)
        XCTAssertEqual(finishedAt, 2.5)
        XCTAssertEqual(view.layer.presentation()?.position.x, 150)
        UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.center.x = 10 }
        XCTAssertEqual(view.center.x, 10, "outside a block the change applies at once")
        XCTAssertEqual(harness.diagnostics.count, 1, "and the call is reported")
    }

    /// Keyframes with `.repeat`: the whole keyframe animation (x 50 -> 150 -> 100, linear) starts
    /// over every second.
    func testRepeatingKeyframes() async {
        let harness = UIKitHarness()
        assertTheKeyframeExample(
            harness, box(in: harness), options: .repeat, samples: [(0.25, 100), (1.25, 100), (2.75, 125)])
        XCTAssertEqual(harness.diagnostics, [])
    }

    // MARK: The harness's animation speed

    /// At animationSpeed 0.5 the window's time runs at half speed: a linear 1 s block shows x = 50
    /// + 100 (t / 2) and completes at 2 s; a Core Animation animation is slowed the same way.
    /// Back to 1 at t = 1 (window time 0.5), the block goes on from there: 0.75 at 1.25, done at 1.5.
    func testTheHarnessAnimationSpeed() async {
        let harness = UIKitHarness()
        let view = box(in: harness)
        let other = box(in: harness)
        harness.animationSpeed = 0.5
        XCTAssertEqual(harness.window.layer.speed, 0.5)
        var finishedAt: Double?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 },
            completion: { _ in finishedAt = CACurrentMediaTime() })
        other.layer.add(fade(duration: 1), forKey: "fade")
        harness.advance(to: 1)
        XCTAssertEqual(Double(view.layer.presentation()?.position.x ?? 0), 100, accuracy: 1e-9)
        XCTAssertEqual(Double(other.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 1e-6)
        XCTAssertEqual(CACurrentMediaTime(), 1, "the harness clock keeps real time")
        harness.animationSpeed = 1
        XCTAssertEqual(Double(view.layer.presentation()?.position.x ?? 0), 100, accuracy: 1e-9, "no jump")
        harness.advance(to: 1.25)
        XCTAssertEqual(Double(view.layer.presentation()?.position.x ?? 0), 125, accuracy: 1e-9)
        harness.advance(to: 1.49)
        XCTAssertNil(finishedAt)
        harness.advance(to: 1.5)
        XCTAssertEqual(finishedAt ?? 0, 1.5, accuracy: 1e-9)
        XCTAssertEqual(harness.diagnostics, [])
        harness.animationSpeed = .nan
        XCTAssertEqual(harness.animationSpeed, 1, "a speed that is not finite is refused")
        XCTAssertEqual(harness.diagnostics.count, 1, "and reported")
    }
}
