import RealModule
import XCTest

@testable import KinemaCore

/// Core Animation style springs: the closed forms of the springs article of KinemaCore's
/// documentation, checked against values derived by hand.
final class SpringTests: XCTestCase {
    func testStoredAndDerivedParameters() throws {
        // m 2, k 200, c 10: w0 = sqrt(200 / 2) = 10, zeta = 10 / (2 sqrt(400)) = 0.25,
        // wd = 10 sqrt(1 - 0.0625) = 10 * 0.9682458 = 9.682458.
        let spring = try Spring(mass: 2, stiffness: 200, damping: 10, initialVelocity: 0.5)
        XCTAssertEqual(spring.mass, 2)
        XCTAssertEqual(spring.stiffness, 200)
        XCTAssertEqual(spring.damping, 10)
        XCTAssertEqual(spring.initialVelocity, 0.5)
        XCTAssertFalse(spring.allowsOverdamping)
        XCTAssertEqual(spring.naturalFrequency, 10, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 0.25, accuracy: 1e-12)
        XCTAssertEqual(spring.dampedFrequency, 9.682458, accuracy: 1e-6)
        // A critically damped spring does not oscillate.
        XCTAssertEqual(try Spring(stiffness: 100, damping: 20).dampedFrequency, 0)
    }

    func testProgressIsExactlyZeroAtAndBeforeTheStart() throws {
        let spring = try Spring(stiffness: 100, damping: 10, initialVelocity: 3)
        XCTAssertEqual(spring.progress(at: 0), 0)
        XCTAssertEqual(spring.progress(at: -1), 0)
        XCTAssertEqual(spring.progress(at: -.infinity), 0)
        XCTAssertEqual(spring.progress(at: .nan), 0)
        XCTAssertEqual(spring.progress(at: .infinity), 1)
        XCTAssertEqual(spring.velocity(at: 0), 3)
        XCTAssertEqual(spring.velocity(at: -0.5), 0)
        XCTAssertEqual(spring.velocity(at: .infinity), 0)
    }

    func testUnderdampedOvershootAtHalfTheDampedPeriod() throws {
        // m 1, k 100, c 10: w0 = 10, zeta = 0.5, beta = 5, wd = 10 sqrt(0.75) = 8.660254.
        // At t = pi / wd = 0.3627599: cos = -1, sin = 0, so x = -e^(-beta pi / wd) and
        // q = 1 + e^(-pi zeta / sqrt(1 - zeta^2)) = 1 + e^(-1.8137994) = 1 + 0.1630335 = 1.1630335,
        // the textbook overshoot. The velocity is 0 there (a turning point).
        let spring = try Spring(stiffness: 100, damping: 10)
        let t = Double.pi / (10 * 0.75.squareRoot())
        XCTAssertEqual(t, 0.3627599, accuracy: 1e-7)
        XCTAssertEqual(spring.progress(at: t), 1.1630335, accuracy: 1e-7)
        XCTAssertEqual(spring.velocity(at: t), 0, accuracy: 1e-12)
        // At a quarter period, t = pi / (2 wd) = 0.1813799: cos = 0, sin = 1, so
        // q = 1 - e^(-5 t) (beta / wd) = 1 - 0.4037741 * 0.5773503 = 0.7668809, and with v0 = 0
        // dq/dt = e^(-beta t) (beta^2 / wd + wd) = e^(-beta t) w0^2 / wd = 0.4037741 * 11.547005 = 4.662382.
        XCTAssertEqual(spring.progress(at: t / 2), 0.7668809, accuracy: 1e-7)
        XCTAssertEqual(spring.velocity(at: t / 2), 4.662382, accuracy: 1e-6)
    }

    func testUnderdampedWithInitialVelocity() throws {
        // m 1, k 100, c 10, v0 = 5: beta = 5 = v0, so the sine term (beta - v0) / wd vanishes and
        // x = e^(-5 t) cos(wd t). At t = 0.1: e^(-0.5) cos(0.8660254) = 0.6065307 * 0.6478593 = 0.3929466,
        // q = 0.6070534. dq/dt = e^(-5t) [5 cos(wd t) + wd sin(wd t)]
        //   = 0.6065307 * (5 * 0.6478593 + 8.660254 * 0.7617600) = 0.6065307 * 9.8363316 = 5.966037.
        let spring = try Spring(stiffness: 100, damping: 10, initialVelocity: 5)
        XCTAssertEqual(spring.progress(at: 0.1), 0.6070534, accuracy: 1e-7)
        XCTAssertEqual(spring.velocity(at: 0.1), 5.966037, accuracy: 1e-6)
    }

    func testCriticallyDamped() throws {
        // m 1, k 100, c 20: zeta = 1, w0 = 10. x = e^(-10 t) (1 + (10 - v0) t).
        // v0 = 0, t = 0.1: q = 1 - 2 e^(-1) = 1 - 0.7357589 = 0.2642411; dq/dt = e^(-1) * 100 * 0.1 = 3.678794.
        let spring = try Spring(stiffness: 100, damping: 20)
        XCTAssertEqual(spring.progress(at: 0.1), 0.2642411, accuracy: 1e-7)
        XCTAssertEqual(spring.velocity(at: 0.1), 3.678794, accuracy: 1e-6)
        // v0 = 2, t = 0.1: q = 1 - e^(-1) (1 + 0.8) = 1 - 0.6621830 = 0.3378170;
        // dq/dt = e^(-1) (2 + 10 * 8 * 0.1) = 10 e^(-1) = 3.678794.
        let moving = try Spring(stiffness: 100, damping: 20, initialVelocity: 2)
        XCTAssertEqual(moving.progress(at: 0.1), 0.3378170, accuracy: 1e-7)
        XCTAssertEqual(moving.velocity(at: 0.1), 3.678794, accuracy: 1e-6)
    }

    func testOverdampedBranchOnlyWhenAllowed() throws {
        // m 1, k 16, c 10: w0 = 4, zeta = 10 / 8 = 1.25, beta = 5, g = 4 sqrt(0.5625) = 3,
        // r1 = -2, r2 = -8, A = (5 + 3) / 6 = 4/3, B = -1/3.
        // t = 0.5: x = 4/3 e^(-1) - 1/3 e^(-4) = 0.4905059 - 0.0061052 = 0.4844007, q = 0.5155993;
        // dq/dt = -(A r1 e^(-1) + B r2 e^(-4)) = 8/3 (e^(-1) - e^(-4)) = 8/3 * 0.3495638 = 0.9321701.
        let over = try Spring(stiffness: 16, damping: 10, allowsOverdamping: true)
        XCTAssertEqual(over.dampingRatio, 1.25, accuracy: 1e-15)
        XCTAssertEqual(over.progress(at: 0.5), 0.5155993, accuracy: 1e-7)
        XCTAssertEqual(over.velocity(at: 0.5), 0.9321701, accuracy: 1e-7)
        XCTAssertEqual(over.dampedFrequency, 0)
        // Without overdamping (Core Animation) the same coefficients move critically at w0 = 4:
        // x = e^(-2) (1 + 4 * 0.5) = 3 e^(-2) = 0.4060058, q = 0.5939942; dq/dt = e^(-2) * 16 * 0.5 = 1.0826822.
        let clamped = try Spring(stiffness: 16, damping: 10)
        XCTAssertEqual(clamped.progress(at: 0.5), 0.5939942, accuracy: 1e-7)
        XCTAssertEqual(clamped.velocity(at: 0.5), 1.0826822, accuracy: 1e-7)
    }

    func testVelocityIsTheDerivativeOfProgress() throws {
        // Central differences of q (h = 1e-6, error ~ h^2 q''' ~ 1e-9) against the closed-form velocity.
        let springs = [
            try Spring(stiffness: 100, damping: 10, initialVelocity: -2),
            try Spring(mass: 3, stiffness: 50, damping: 1, initialVelocity: 4),
            try Spring(stiffness: 100, damping: 20, initialVelocity: 1),
            try Spring(stiffness: 16, damping: 10, initialVelocity: 7, allowsOverdamping: true),
            try Spring(stiffness: 16, damping: 10, initialVelocity: 7)
        ]
        let h = 1e-6
        for spring in springs {
            for t in [0.01, 0.1, 0.37, 1.2] {
                let numeric = (spring.progress(at: t + h) - spring.progress(at: t - h)) / (2 * h)
                XCTAssertEqual(spring.velocity(at: t), numeric, accuracy: 1e-6, "\(spring) at \(t)")
            }
        }
    }

    func testProgressSettlesAtOne() throws {
        let spring = try Spring(stiffness: 100, damping: 10)
        XCTAssertEqual(spring.progress(at: 10), 1, accuracy: 1e-15)
        // An undamped spring never settles: its limit does not exist.
        let undamped = try Spring(stiffness: 100, damping: 0)
        XCTAssertTrue(undamped.progress(at: .infinity).isNaN)
        // x = cos(10 t): at t = pi / 10, q = 2.
        XCTAssertEqual(undamped.progress(at: Double.pi / 10), 2, accuracy: 1e-12)
    }

    func testBadParametersAreErrors() {
        XCTAssertThrowsError(try Spring(stiffness: .nan, damping: 1)) {
            XCTAssertEqual($0 as? ValueError, .notFinite("spring stiffness"))
        }
        XCTAssertThrowsError(try Spring(mass: .infinity, stiffness: 1, damping: 1)) {
            XCTAssertEqual($0 as? ValueError, .notFinite("spring mass"))
        }
        XCTAssertThrowsError(try Spring(stiffness: 1, damping: -.infinity)) {
            XCTAssertEqual($0 as? ValueError, .notFinite("spring damping"))
        }
        XCTAssertThrowsError(try Spring(stiffness: 1, damping: 1, initialVelocity: .nan)) {
            XCTAssertEqual($0 as? ValueError, .notFinite("spring initial velocity"))
        }
        XCTAssertThrowsError(try Spring(mass: 0, stiffness: 1, damping: 1)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("spring mass", 0, must: "be positive"))
        }
        XCTAssertThrowsError(try Spring(mass: -1, stiffness: 1, damping: 1)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("spring mass", -1, must: "be positive"))
        }
        XCTAssertThrowsError(try Spring(stiffness: 0, damping: 1)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("spring stiffness", 0, must: "be positive"))
        }
        XCTAssertThrowsError(try Spring(stiffness: 1, damping: -0.5)) {
            XCTAssertEqual($0 as? ValueError, .outOfRange("spring damping", -0.5, must: "not be negative"))
        }
        // w0 = sqrt(k / m) = sqrt(1e308) / sqrt(1e-320) = 1e154 / 1e-160 = 1e314 is beyond the largest double.
        // (1e-320 is subnormal: parsed from text, as the literal would warn that it loses precision.)
        XCTAssertThrowsError(try Spring(mass: Double("1e-320")!, stiffness: 1e308, damping: 1)) {
            XCTAssertEqual($0 as? ValueError, .notRepresentable("spring parameters"))
        }
        // k / m = 1e600 overflows, but w0 = 1e300 and zeta = 1 / (2 sqrt(1)) = 0.5 are representable.
        XCTAssertEqual(
            try Spring(mass: 1e-300, stiffness: 1e300, damping: 1).naturalFrequency, 1e300,
            accuracy: 1e286)
        XCTAssertEqual(
            ValueError.outOfRange("spring damping", -0.5, must: "not be negative").description,
            "spring damping must not be negative (got -0.5)")
    }

    func testEqualityUsesTheDefiningParameters() throws {
        let a = try Spring(stiffness: 100, damping: 10)
        let b = try Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0, allowsOverdamping: false)
        let c = try Spring(stiffness: 100, damping: 10, allowsOverdamping: true)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertNotEqual(a, c)
    }
}
