import Foundation
import Kinema
import XCTest

/// Scroll motions against their closed forms, written here with `pow` (the velocity kept after
/// `1000 t` milliseconds) where the engine uses `exp(λ t)`.
final class ScrollAxisMotionTests: XCTestCase {
    /// `1000 ln(0.998)`: the deceleration's exponent per second.
    private let lambda = 1000 * log(0.998)

    /// The deceleration from offset 100 at 1000 pt/s: `o + V (0.998^(1000 t) - 1) / λ`, stopping
    /// when the speed `V 0.998^(1000 t)` falls under 1 pt/s.
    func testDecelerationFollowsItsClosedFormAndStopsUnderOnePointASecond() {
        let motion = ScrollAxisMotion.decelerating(
            from: 100, velocity: 1000, rate: 0.998, within: 0...10_000, bounces: true)
        for t in [0.0, 0.1, 0.5, 1.25, 2.0] {
            let kept = pow(0.998, 1000 * t)
            XCTAssertEqual(motion.offset(at: t), 100 + 1000 * (kept - 1) / lambda, accuracy: 1e-9, "t = \(t)")
            XCTAssertEqual(motion.velocity(at: t), 1000 * kept, accuracy: 1e-9, "t = \(t)")
        }
        // Speed 1 pt/s: 0.998^(1000 T) = 1 / 1000.
        let stop = log(1.0 / 1000) / lambda
        XCTAssertEqual(stop, 3.4505, accuracy: 1e-4)
        XCTAssertFalse(motion.isFinished(at: stop - 1e-6))
        XCTAssertTrue(motion.isFinished(at: stop))
        // There the offset has gone V (1/1000 - 1) / λ = 999 / 2.002 = 499.0 pt.
        XCTAssertEqual(motion.restingOffset, 100 + 1000 * (1.0 / 1000 - 1) / lambda, accuracy: 1e-9)
        XCTAssertEqual(motion.restingOffset, 599.0, accuracy: 0.05)
        XCTAssertEqual(motion.offset(at: 10), motion.restingOffset)
        XCTAssertEqual(motion.velocity(at: 10), 0)
        // A slower rate stops sooner and shorter: 0.99 keeps V / (1000 ln 0.99) = 99.5 pt.
        let fast = ScrollAxisMotion.decelerating(from: 0, velocity: 1000, rate: 0.99, within: 0...10_000, bounces: true)
        XCTAssertEqual(fast.restingOffset, 1000 * (1.0 / 1000 - 1) / (1000 * log(0.99)), accuracy: 1e-9)
    }

    /// Moving down the offsets (negative velocity) mirrors the motion.
    func testNegativeVelocityMirrors() {
        let up = ScrollAxisMotion.decelerating(from: 900, velocity: -600, rate: 0.998, within: 0...1000, bounces: true)
        for t in [0.05, 0.3, 1.0] {
            XCTAssertEqual(up.offset(at: t), 900 - 600 * (pow(0.998, 1000 * t) - 1) / lambda, accuracy: 1e-9)
            XCTAssertLessThan(up.offset(at: t), 900)
        }
    }

    /// An edge on the way: the offset reaches 300 at `t_c`, where `0.998^(1000 t_c) = 1 + 200 λ /
    /// 1000`, then overshoots by the settling spring `x = v_c s e^(-10 s)` and comes back.
    func testAnEdgeOnTheWayIsCrossedThenReturnedTo() {
        let motion = ScrollAxisMotion.decelerating(
            from: 100, velocity: 1000, rate: 0.998, within: 0...300, bounces: true)
        let kept = 1 + 200 * lambda / 1000
        let crossing = log(kept) / lambda
        XCTAssertEqual(motion.offset(at: crossing), 300, accuracy: 1e-9)
        let vc = 1000 * kept
        XCTAssertEqual(vc, 599.6, accuracy: 0.01)
        // The spring's furthest point is at s = 1 / ω = 0.1 s: v_c 0.1 / e past the edge.
        XCTAssertEqual(motion.offset(at: crossing + 0.1), 300 + vc * 0.1 / M_E, accuracy: 1e-9)
        XCTAssertEqual(motion.offset(at: crossing + 0.05), 300 + vc * 0.05 * exp(-0.5), accuracy: 1e-9)
        XCTAssertEqual(motion.velocity(at: crossing + 0.1), 0, accuracy: 1e-9)
        XCTAssertEqual(motion.restingOffset, 300)
        XCTAssertFalse(motion.isFinished(at: crossing + 0.5))
        XCTAssertTrue(motion.isFinished(at: crossing + 2))
        XCTAssertEqual(motion.offset(at: crossing + 2), 300)
    }

    /// Without bounces the offset stops at the edge it meets.
    func testWithoutBouncesTheEdgeStopsTheOffset() {
        let motion = ScrollAxisMotion.decelerating(
            from: 100, velocity: 1000, rate: 0.998, within: 0...300, bounces: false)
        let crossing = log(1 + 200 * lambda / 1000) / lambda
        XCTAssertEqual(
            motion.offset(at: crossing / 2), 100 + 1000 * (pow(0.998, 500 * crossing) - 1) / lambda, accuracy: 1e-9)
        XCTAssertFalse(motion.isFinished(at: crossing * 0.99))
        XCTAssertTrue(motion.isFinished(at: crossing))
        XCTAssertEqual(motion.offset(at: crossing + 0.05), 300)
        XCTAssertEqual(motion.restingOffset, 300)
    }

    /// Released past an edge: the spring from `x0 = -50` at rest, `x = x0 (1 + 10 t) e^(-10 t)`.
    func testAnOffsetPastAnEdgeReturnsByTheSpring() throws {
        let motion = ScrollAxisMotion.decelerating(from: -50, velocity: 0, rate: 0.998, within: 0...1000, bounces: true)
        for t in [0.0, 0.1, 0.2, 0.4] {
            XCTAssertEqual(motion.offset(at: t), -50 * (1 + 10 * t) * exp(-10 * t), accuracy: 1e-9, "t = \(t)")
        }
        XCTAssertEqual(motion.offset(at: 0.1), -100 / M_E, accuracy: 1e-9)
        // Over once |x| <= 0.1 and |x'| <= 1: x' = x0 (-100 t) e^(-10 t) = 5000 t e^(-10 t).
        func settled(_ t: Double) -> Bool {
            let decay: Double = exp(-10 * t)
            let distance: Double = 50 * (1 + 10 * t) * decay
            let speed: Double = 5000 * t * decay
            return distance <= 0.1 && speed <= 1
        }
        let end = (0...1800).lazy.map { Double($0) / 600 }.first(where: settled)
        let first = try XCTUnwrap(end)
        XCTAssertTrue(motion.isFinished(at: first))
        XCTAssertFalse(motion.isFinished(at: first - 1.0 / 600))
        XCTAssertEqual(motion.offset(at: first), 0)
        // Without bounces it is at the edge at once.
        let stiff = ScrollAxisMotion.decelerating(from: -50, velocity: 0, rate: 0.998, within: 0...1000, bounces: false)
        XCTAssertTrue(stiff.isFinished(at: 0))
        XCTAssertEqual(stiff.offset(at: 0), 0)
    }

    /// The spring onto a target with the finger's velocity: `x = (x0 + (v0 + 10 x0) t) e^(-10 t)`.
    func testSettlingKeepsTheStartingVelocity() {
        let motion = ScrollAxisMotion.settling(from: 120, velocity: 400, to: 200)
        for t in [0.0, 0.05, 0.3] {
            let x = (-80 + (400 + 10 * -80) * t) * exp(-10 * t)
            XCTAssertEqual(motion.offset(at: t), 200 + x, accuracy: 1e-9, "t = \(t)")
        }
        XCTAssertEqual(motion.velocity(at: 0), 400, accuracy: 1e-12)
        XCTAssertEqual(motion.restingOffset, 200)
    }

    /// The rubber band: `(1 - 1 / (x 0.55 / d + 1)) d` past the edge.
    func testRubberBand() {
        XCTAssertEqual(ScrollAxisMotion.rubberBanded(500, within: 0...1000, dimension: 600), 500)
        let shown = (1 - 1 / (100 * 0.55 / 600 + 1)) * 600
        XCTAssertEqual(ScrollAxisMotion.rubberBanded(-100, within: 0...1000, dimension: 600), -shown, accuracy: 1e-12)
        XCTAssertEqual(
            ScrollAxisMotion.rubberBanded(1100, within: 0...1000, dimension: 600), 1000 + shown, accuracy: 1e-12)
        XCTAssertEqual(shown, 50.38, accuracy: 0.01)
        // Never a whole dimension past the edge.
        XCTAssertGreaterThan(ScrollAxisMotion.rubberBanded(-1e12, within: 0...1000, dimension: 600), -600)
        XCTAssertEqual(ScrollAxisMotion.rubberBanded(-100, within: 0...1000, dimension: 0), 0)
        XCTAssertEqual(ScrollAxisMotion.rubberBanded(.nan, within: 0...1000, dimension: 600), 0)
    }

    /// Pages: the rest point `o - v / λ` rounded to a page, at most one page from the start.
    func testPageOffsets() {
        func page(_ o: Double, _ v: Double, start: Int = 0) -> Double {
            ScrollAxisMotion.pageOffset(
                from: o, velocity: v, rate: 0.998, pageLength: 375, startPage: start, within: 0...1500)
        }
        XCTAssertEqual(page(180, 0), 0)
        XCTAssertEqual(page(200, 0), 375)
        // 100 + 500 / 2.002 = 349.75: page 1.
        XCTAssertEqual(100 - 500 / lambda, 349.75, accuracy: 0.01)
        XCTAssertEqual(page(100, 500), 375)
        XCTAssertEqual(page(100, 5000), 375, "one page at most")
        XCTAssertEqual(page(1400, 5000, start: 3), 1500, "within the content")
        // 400 - 1000 / 2.002 = -99.5: page 0; 400 - 300 / 2.002 = 250.1: page 1.
        XCTAssertEqual(page(400, -1000, start: 1), 0)
        XCTAssertEqual(page(400, -300, start: 1), 375)
        XCTAssertEqual(ScrollAxisMotion.page(at: 560, pageLength: 375), 1)
        XCTAssertEqual(ScrollAxisMotion.page(at: 570, pageLength: 375), 2)
        XCTAssertEqual(ScrollAxisMotion.page(at: 570, pageLength: 0), 0)
    }

    /// Values that are not finite never reach the arithmetic.
    func testHostileValuesAreClamped() {
        let nanStart = ScrollAxisMotion.decelerating(
            from: .nan, velocity: 100, rate: 0.998, within: 10...20, bounces: true)
        XCTAssertEqual(nanStart.offset(at: 1), 10)
        XCTAssertTrue(nanStart.isFinished(at: 0))
        let wildVelocity = ScrollAxisMotion.decelerating(
            from: 15, velocity: .infinity, rate: 0.998, within: 10...20, bounces: true)
        XCTAssertEqual(wildVelocity.offset(at: 1), 15)
        for rate in [0.0, 1.0, 1.5, -0.2, .nan] {
            let motion = ScrollAxisMotion.decelerating(
                from: 15, velocity: 100, rate: rate, within: 10...20, bounces: true)
            XCTAssertEqual(motion.offset(at: 1), 15, "rate \(rate)")
        }
        let openRange = ScrollAxisMotion.decelerating(
            from: 5, velocity: 100, rate: 0.998, within: -Double.infinity...Double.infinity, bounces: false)
        XCTAssertEqual(openRange.restingOffset, 0)
        XCTAssertFalse(ScrollAxisMotion.settling(from: 0, velocity: 0, to: 10).isFinished(at: .nan))
        XCTAssertEqual(ScrollAxisMotion.settling(from: .nan, velocity: 0, to: 10).offset(at: 0), 10)
        XCTAssertEqual(ScrollAxisMotion.settling(from: 3, velocity: 0, to: .infinity).offset(at: 0), 3)
        XCTAssertEqual(
            ScrollAxisMotion.pageOffset(
                from: .nan, velocity: 1, rate: 0.998, pageLength: 100, startPage: 0, within: 0...500),
            0)
    }
}
