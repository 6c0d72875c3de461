import RealModule
import XCTest

@testable import KinemaCore
import KinemaDerivations

/// The UIKit, SwiftUI and settling-duration forms of KinemaCore's springs article.
final class SpringParameterizationTests: XCTestCase {
    func testUIKitWorkedExampleHalfSecondHalfDamping() throws {
        // Worked example: (d 0.5, zeta 0.5) gives w = 25.433797 and q(0.25) = 0.987155.
        // By hand, the solved w makes the envelope of the residual eps at t = d (v = 0):
        // (zeta / s) e^(-zeta d w) = 0.001 with s = sqrt(0.75), zeta / s = 0.5773503,
        // so w = -ln(0.001 / 0.5773503) / 0.25 = 6.3584494 / 0.25 = 25.433798.
        let spring = try Spring(duration: 0.5, dampingRatio: 0.5)
        XCTAssertEqual(spring.naturalFrequency, 25.433797, accuracy: 1e-6)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, spring.naturalFrequency * spring.naturalFrequency, accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 2 * 0.5 * 25.433797, accuracy: 1e-5)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.progress(at: 0.25), 0.987155, accuracy: 1e-6)
        // UIKit's s is sqrt(0.75) rounded to a Float, and its steps stop after the first one shorter
        // than 0.001, so the envelope equation holds with that s to about 1e-11, not exactly.
        let w = spring.naturalFrequency
        XCTAssertEqual(0.5 / Double(Float(0.75).squareRoot()) * Double.exp(-0.5 * 0.5 * w), 0.001, accuracy: 1e-10)
    }

    func testUIKitWorkedExampleOneSecondPointSeven() throws {
        // Worked example: (d 1, zeta 0.7) gives w = 9.839647 and q(0.5) = 1.041133.
        // By hand: s = sqrt(1 - 0.49) = 0.7141428, zeta / s = 0.9801961,
        // w = -ln(0.001 / 0.9801961) / 0.7 = 6.8877526 / 0.7 = 9.839647; the last check is that the
        // Newton steps ended on that root (with UIKit's Float s, to the 1e-10 its last step leaves).
        let spring = try Spring(duration: 1, dampingRatio: 0.7)
        XCTAssertEqual(spring.naturalFrequency, 9.839647, accuracy: 1e-6)
        XCTAssertEqual(spring.progress(at: 0.5), 1.041133, accuracy: 1e-6)
        let w = spring.naturalFrequency
        XCTAssertEqual(0.7 / Double(Float(0.51).squareRoot()) * Double.exp(-0.7 * w), 0.001, accuracy: 1e-10)
    }

    func testUIKitCriticalDampingSolvesItsEnvelope() throws {
        // zeta = 1, v = 0: f(w) = -eps + (w d + 1) e^(-d w) = 0. For d = 0.8 the root is w = 11.54177:
        // 0.8 w = 9.233413, (10.233413) e^(-9.233413) = 10.233413 * 9.77187e-5 = 0.001.
        let spring = try Spring(duration: 0.8, dampingRatio: 1)
        let w = spring.naturalFrequency
        XCTAssertEqual((w * 0.8 + 1) * Double.exp(-0.8 * w), 0.001, accuracy: 1e-12)
        XCTAssertEqual(w, 11.54177, accuracy: 1e-5)
        XCTAssertEqual(spring.dampingRatio, 1)
        XCTAssertEqual(spring.damping, 2 * w, accuracy: 1e-12)
        XCTAssertEqual(spring.dampedFrequency, 0)
    }

    func testUIKitClampsTheDampingRatioAndDuration() throws {
        // zeta above 1 is clamped to 1 (UIKit never overdamps); durations to [0.01, 10].
        XCTAssertEqual(try Spring(duration: 0.8, dampingRatio: 3), try Spring(duration: 0.8, dampingRatio: 1))
        XCTAssertEqual(try Spring(duration: 20, dampingRatio: 0.5), try Spring(duration: 10, dampingRatio: 0.5))
        XCTAssertEqual(try Spring(duration: 0.001, dampingRatio: 0.5), try Spring(duration: 0.01, dampingRatio: 0.5))
        // A small ratio still solves: zeta 0.01, d 1 gives w = 230.2635, where
        // (zeta / s) e^(-zeta d w) = 0.0100005 * e^(-2.302635) = 0.0100005 * 0.0999950 = 0.001.
        let light = try Spring(duration: 1, dampingRatio: 0.01)
        XCTAssertEqual(light.naturalFrequency, 230.2635, accuracy: 1e-4)
        XCTAssertEqual(light.dampingRatio, 0.01, accuracy: 1e-12)
        // zeta 0 is clamped to 1.1920929e-7, and so is a negative ratio; the envelope then barely
        // decays, so the Newton steps overflow to NaN from w = 5 / d and again from w = 1 / d: both
        // are unsolvable, not a trap.
        for ratio in [0.0, -0.5] {
            XCTAssertThrowsError(try Spring(duration: 1, dampingRatio: ratio)) {
                guard case .unsolvableSpring = $0 as? ValueError else { return XCTFail("\($0)") }
            }
        }
    }

    func testUIKitProgressSnapsToOneAtTheDuration() throws {
        let spring = try Spring(duration: 0.5, dampingRatio: 0.5)
        XCTAssertEqual(spring.uikitProgress(at: 0.25, duration: 0.5), spring.progress(at: 0.25))
        XCTAssertNotEqual(spring.progress(at: 0.5), 1)
        XCTAssertEqual(spring.uikitProgress(at: 0.5, duration: 0.5), 1)
        XCTAssertEqual(spring.uikitProgress(at: 7, duration: 0.5), 1)
        XCTAssertEqual(spring.uikitProgress(at: 0, duration: 0.5), 0)
    }

    func testUIKitInitialVelocity() throws {
        let spring = try Spring(duration: 0.75, dampingRatio: 0.4, initialVelocity: 1)
        XCTAssertEqual(spring.initialVelocity, 1)
        XCTAssertEqual(spring.velocity(at: 0), 1)
        // With v = 1 the root condition is |((zeta w - v) / (s w)) e^(-zeta d w)| = eps; w = 19.81252:
        // (7.925010 - 1) / (0.9165151 * 19.81252) * e^(-5.943757) = 0.3813651 * 0.0026222 = 0.001.
        let w = spring.naturalFrequency, z = 0.4, s = Double(Float(1 - z * z).squareRoot())
        XCTAssertEqual(w, 19.81252, accuracy: 1e-5)
        XCTAssertEqual(abs((z * w - 1) / (s * w) * Double.exp(-z * 0.75 * w)), 0.001, accuracy: 1e-10)
    }

    func testUIKitBadInputs() {
        XCTAssertThrowsError(try Spring(duration: .nan, dampingRatio: 0.5)) {
            XCTAssertEqual($0 as? ValueError, .notFinite("spring duration"))
        }
        XCTAssertThrowsError(try Spring(duration: 1, dampingRatio: .infinity)) {
            XCTAssertEqual($0 as? ValueError, .notFinite("spring damping ratio"))
        }
        XCTAssertThrowsError(try Spring(duration: 0, dampingRatio: 0.5)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("spring duration", 0, must: "be positive"))
        }
        XCTAssertThrowsError(try Spring(duration: -1, dampingRatio: 0.5)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("spring duration", -1, must: "be positive"))
        }
        // Where neither of UIKit's solves ends at a frequency the result is an error: zeta 1e-6 (not
        // clamped) barely decays in 1 s, so both runs overflow to NaN.
        XCTAssertThrowsError(try Spring(duration: 1, dampingRatio: 1e-6)) {
            XCTAssertEqual($0 as? ValueError, .unsolvableSpring(duration: 1, dampingRatio: 1e-6, initialVelocity: 0))
        }
    }

    func testUIKitSolvesWhatItsIterationCanReach() throws {
        // Two springs Kinema used to refuse. (0.75, 0.4, v 2): the steps from w = 5 / 0.75 reach
        // w = 4.9499278, where |(zeta w - v) / (s w)| e^(-zeta d w) = 0.0200289 / 4.5366837 * 0.2265072 = 0.001.
        let flick = try Spring(duration: 0.75, dampingRatio: 0.4, initialVelocity: 2)
        let w = flick.naturalFrequency, s = Double(Float(0.84).squareRoot())
        XCTAssertEqual(w, 4.9499278, accuracy: 1e-7)
        XCTAssertEqual(abs((0.4 * w - 2) / (s * w)) * Double.exp(-0.3 * w), 0.001, accuracy: 1e-10)
        XCTAssertEqual(
            w, Derivation.uikitSpringFrequency(duration: 0.75, dampingRatio: 0.4, velocity: 2), accuracy: 1e-12)
        // (1, 1, v 5): the first step starts at w = 5 / d = v, where f'(w) = d^2 (v - w) = 0, and ends
        // on NaN; run again from w = 1 / d it settles on w = 3.9481601, the root of
        // -eps + ((w - 5) + 1) e^(-w): (3.9481601 - 4) e^(-3.9481601) = -0.0518399 * 0.0192903 = -0.001.
        let critical = try Spring(duration: 1, dampingRatio: 1, initialVelocity: 5)
        let c = critical.naturalFrequency
        XCTAssertEqual(c, 3.9481601, accuracy: 1e-7)
        XCTAssertEqual((c - 4) * Double.exp(-c), -0.001, accuracy: 1e-12)
        XCTAssertEqual(c, Derivation.uikitSpringFrequency(duration: 1, dampingRatio: 1, velocity: 5), accuracy: 1e-12)
    }

    func testResponseForm() throws {
        // response 0.5, zeta 0.8: w0 = 2 pi / 0.5 = 12.566371, k = w0^2 = 157.91367, c = 2 * 0.8 * w0 = 20.106193.
        let spring = try Spring(response: 0.5, dampingRatio: 0.8)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 157.91367, accuracy: 1e-5)
        XCTAssertEqual(spring.damping, 20.106193, accuracy: 1e-6)
        XCTAssertEqual(spring.dampingRatio, 0.8, accuracy: 1e-12)
        XCTAssertTrue(spring.allowsOverdamping)
        // zeta 1.25 with response 2 pi / 4 (w0 = 4) is the overdamped spring of SpringTests:
        // q(0.5) = 1 - (4/3 e^(-1) - 1/3 e^(-4)) = 0.5155993.
        let over = try Spring(response: 2 * Double.pi / 4, dampingRatio: 1.25)
        XCTAssertEqual(over.progress(at: 0.5), 0.5155993, accuracy: 1e-7)
        XCTAssertThrowsError(try Spring(response: 0, dampingRatio: 1)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("spring response", 0, must: "be positive"))
        }
        XCTAssertThrowsError(try Spring(response: 1, dampingRatio: -0.1)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("spring damping ratio", -0.1, must: "not be negative"))
        }
        XCTAssertThrowsError(try Spring(response: .nan, dampingRatio: 1)) {
            XCTAssertEqual($0 as? ValueError, .notFinite("spring response"))
        }
    }

    func testSwiftUIDurationAndBounce() throws {
        // SwiftUI's documented conversion: duration 0.5, bounce 0.3 -> zeta = 0.7,
        // k = (2 pi / 0.5)^2 = 16 pi^2 = 157.91, c = 4 pi 0.7 / 0.5 = 5.6 pi = 17.59.
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.05)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.dampingRatio, 0.7, accuracy: 1e-12)
        // bounce 0 is critical; bounce -0.5 gives zeta = 1 / (1 - 0.5) = 2 and overdamps.
        XCTAssertEqual(try Spring(duration: 1, bounce: 0).dampingRatio, 1, accuracy: 1e-12)
        let over = try Spring(duration: 1, bounce: -0.5)
        XCTAssertEqual(over.dampingRatio, 2, accuracy: 1e-12)
        XCTAssertTrue(over.allowsOverdamping)
        XCTAssertThrowsError(try Spring(duration: 1, bounce: -1)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("spring bounce", -1, must: "be in (-1, 1]"))
        }
        XCTAssertThrowsError(try Spring(duration: 1, bounce: 1.5)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("spring bounce", 1.5, must: "be in (-1, 1]"))
        }
        XCTAssertThrowsError(try Spring(duration: 0, bounce: 0)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("spring duration", 0, must: "be positive"))
        }
    }

    func testSettlingDurationUnderdamped() throws {
        // m 1, k 100, c 5 -> 2.8550 s. By hand: w0 = 10, zeta = 0.25,
        // ratio = 2.5 / (10 * 0.9682458) = 0.2581989, T = (6.9077553 + ln 1.2581989) / 2.5
        // = (6.9077553 + 0.2296813) / 2.5 = 2.8549746.
        XCTAssertEqual(try Spring(stiffness: 100, damping: 5).settlingDuration, 2.8550, accuracy: 5e-5)
        // c 15: zeta = 0.75, ratio = 7.5 / (10 * 0.6614378) = 1.1338934,
        // T = (6.9077553 + ln 2.1338934) / 7.5 = (6.9077553 + 0.7579482) / 7.5 = 1.0220938.
        XCTAssertEqual(try Spring(stiffness: 100, damping: 15).settlingDuration, 1.0221, accuracy: 5e-5)
        // An undamped spring never settles.
        XCTAssertEqual(try Spring(stiffness: 100, damping: 0).settlingDuration, .infinity)
    }

    func testSettlingDurationCriticalStepsOfATenth() throws {
        // m 1, k 100, c 20 (zeta 1, w0 10, v0 0): envelope (1 + 10 t) e^(-10 t), decreasing.
        // t = 0.9: 10 e^(-9) = 0.0012341 >= 0.001; t = 1.0: 11 e^(-10) = 0.0004994 < 0.001 -> 1.0.
        XCTAssertEqual(try Spring(stiffness: 100, damping: 20).settlingDuration, 1.0)
        // Overdamped coefficients use the same critical envelope: k 16, c 10 (w0 4):
        // t = 2.3: 10.2 e^(-9.2) = 0.0010306 >= eps; t = 2.4: 10.6 e^(-9.6) = 0.0007179 < eps -> 2.4.
        XCTAssertEqual(try Spring(stiffness: 16, damping: 10, allowsOverdamping: true).settlingDuration, 2.4)
    }

    func testSettlingDurationCriticalWithAReturningEnvelope() throws {
        // w0 = 10, v0 = 30: slope = w0 - v0 = -20, envelope |1 - 20 t| e^(-10 t). It is 0 at t = 0.05,
        // peaks at t = 1/10 + 1/20 = 0.15 with 2 e^(-1.5) = 0.446, then decays; the envelope is near 0
        // around t = 0.05, before the peak, which must not count as settled.
        // t = 1.0: 19 e^(-10) = 0.000863 < eps; t = 0.9: 17 e^(-9) = 0.002098 >= eps -> 1.0.
        XCTAssertEqual(try Spring(stiffness: 100, damping: 20, initialVelocity: 30).settlingDuration, 1.0)
    }
}
