import RealModule
import XCTest

@testable import KinemaCore

/// Progress over elapsed time: a curve stretched over the duration, a spring in real seconds, 0
/// before the start, exactly 1 from the duration on, and the first-crossing inverse.
final class TimingModelTests: XCTestCase {
    func testACurveIsStretchedOverTheDuration() {
        let linear = TimingModel.curve(.linear, duration: 2)
        XCTAssertEqual(linear.progress(atElapsed: 0.5), 0.25) // 0.5 / 2
        XCTAssertEqual(linear.progress(atElapsed: 1.5), 0.75)
        XCTAssertEqual(linear.progress(atElapsed: -1), 0)
        XCTAssertEqual(linear.progress(atElapsed: 2), 1)
        XCTAssertEqual(linear.progress(atElapsed: 7), 1)
        XCTAssertEqual(linear.progress(atFraction: 0.25), 0.25)
        XCTAssertEqual(linear.progress(atFraction: -3), 0) // clamped
        XCTAssertEqual(linear.progress(atFraction: 3), 1)
        // easeInOut is symmetric about (0.5, 0.5): half the duration is half the way.
        XCTAssertEqual(TimingModel.curve(.easeInOut, duration: 0.8).progress(atElapsed: 0.4), 0.5, accuracy: 1e-12)
        // easeIn stretched over 4 s shows at 2 s the curve's progress at x = 2 / 4 = 0.5, which is
        // 0.3153568 (TimingCurveTests derives it).
        XCTAssertEqual(TimingModel.curve(.easeIn, duration: 4).progress(atElapsed: 2), 0.3153568, accuracy: 1e-6)
    }

    func testASpringRunsInRealSecondsAndShowsItsTargetAtTheDuration() throws {
        // m 1, k 100, c 5: w0 = 10, beta = 2.5, wd = sqrt(100 - 6.25) = 9.6824584.
        // q(t) = 1 - e^(-beta t) [cos(wd t) + (beta / wd) sin(wd t)], not rescaled by the duration.
        let spring = try Spring(mass: 1, stiffness: 100, damping: 5)
        let wd = (100 - 6.25).squareRoot()
        func q(_ t: Double) -> Double {
            1 - Double.exp(-2.5 * t) * (Double.cos(wd * t) + 2.5 / wd * Double.sin(wd * t))
        }
        for duration in [1.0, 3.0] {
            let model = TimingModel.spring(spring, duration: duration)
            XCTAssertEqual(model.progress(atElapsed: 0.3), q(0.3), accuracy: 1e-12)
            XCTAssertEqual(model.progress(atFraction: 0.3 / duration), q(0.3), accuracy: 1e-12)
        }
        // At t = 1 the spring is still moving (q(1) != 1), but a 1 s model shows exactly 1.
        let oneSecond = TimingModel.spring(spring, duration: 1)
        XCTAssertGreaterThan(abs(q(1) - 1), 1e-3)
        XCTAssertEqual(oneSecond.progress(atElapsed: 1), 1)
        XCTAssertEqual(oneSecond.progress(atFraction: 1), 1)
        XCTAssertEqual(oneSecond.progress(atElapsed: 0), 0)
        XCTAssertEqual(oneSecond.progress(atElapsed: .nan), 0) // a spring gives 0 for NaN
        // Spring.uikitProgress is this model.
        XCTAssertEqual(spring.uikitProgress(at: 0.3, duration: 1), oneSecond.progress(atElapsed: 0.3))
        XCTAssertEqual(spring.uikitProgress(at: 1, duration: 1), 1)
    }

    func testUIKitSpringWorkedExample() throws {
        // The UIKit spring (d 0.5, zeta 0.5) is solved to w = 25.433797 and shows q(0.25) = 0.987155
        // (see SpringParameterizationTests for the derivation); from 0.5 s on it shows 1.
        let model = try TimingModel.uikitSpring(duration: 0.5, dampingRatio: 0.5)
        XCTAssertEqual(model.duration, 0.5)
        XCTAssertEqual(model.progress(atElapsed: 0.25), 0.987155, accuracy: 1e-6)
        XCTAssertEqual(model.progress(atElapsed: 0.5), 1)
        XCTAssertThrowsError(try TimingModel.uikitSpring(duration: 0, dampingRatio: 0.5)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("spring duration", 0, must: "be positive"))
        }
    }

    func testAModelWithoutDurationJumps() {
        let jump = TimingModel.curve(.easeIn, duration: 0)
        XCTAssertEqual(jump.progress(atElapsed: -0.1), 0)
        XCTAssertEqual(jump.progress(atElapsed: 0), 1)
        XCTAssertEqual(jump.progress(atFraction: 0.99), 0)
        XCTAssertEqual(jump.progress(atFraction: 1), 1)
        XCTAssertEqual(jump.fraction(reaching: 0.3), 1)
        XCTAssertEqual(jump.fraction(reaching: 0), 0)
    }

    func testTheInverseFindsTheFirstCrossing() throws {
        XCTAssertEqual(TimingModel.curve(.linear, duration: 2).fraction(reaching: 0.3), 0.3)
        XCTAssertEqual(TimingModel.curve(.easeInOut, duration: 2).fraction(reaching: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(TimingModel.curve(.linear, duration: 2).fraction(reaching: .nan), 0)
        XCTAssertEqual(TimingModel.curve(.linear, duration: 2).fraction(reaching: 5), 1) // clamped to 1
        // UIKit spring (d 1, zeta 0.7), w = 9.839647: it first reaches 1 where the residual
        // e^(-beta t) [cos(wd t) + (beta / wd) sin(wd t)] first vanishes, i.e. where
        // tan(wd t) = -wd / beta: t = (pi - atan(wd / beta)) / wd, with beta = 0.7 w and
        // wd = w sqrt(0.51). Over a 1 s duration that time is the fraction.
        let model = try TimingModel.uikitSpring(duration: 1, dampingRatio: 0.7)
        guard case .spring(let spring) = model.shape else { return XCTFail("\(model.shape)") }
        let w = spring.naturalFrequency
        XCTAssertEqual(w, 9.839647, accuracy: 1e-6)
        let beta = 0.7 * w, wd = w * 0.51.squareRoot()
        let crossing = (Double.pi - Double.atan(wd / beta)) / wd
        XCTAssertEqual(model.fraction(reaching: 1), crossing, accuracy: 1e-12)
        // Half way: the fraction shows 0.5, and just before it the progress is still below.
        let half = model.fraction(reaching: 0.5)
        XCTAssertEqual(model.progress(atFraction: half), 0.5, accuracy: 1e-12)
        XCTAssertLessThan(model.progress(atFraction: half - 1e-9), 0.5)
    }
}
