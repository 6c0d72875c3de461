import KinemaCore
import KinemaDynamics
import RealModule
import XCTest

/// Soft distance joints behave as damped springs of the requested frequency and damping ratio.
///
/// Derivation used below: a body attached at its centre (r = 0, so the joint's effective mass is
/// the body mass m) moving along the spring axis obeys, per step h, the soft-constraint update
///     v' = v - h w^2 x' - 2 zeta w h v',  x' = x + h v'   (w = 2 pi f, x = length - rest length)
/// i.e. backward Euler on the spring. For zeta = 0 its eigenvalues are (1 +- i h w) / (1 + h^2 w^2):
/// the phase advances atan(h w) per step, so the period is 2 pi h / atan(h w), and the energy
/// E = m v^2 / 2 + k x^2 / 2 (k = m w^2) obeys
///     E' - E = -m (v' - v)^2 / 2 - k (x' - x)^2 / 2 - h c v'^2 <= 0   (c = 2 m zeta w).
final class SoftJointTests: XCTestCase {
    /// A light 10x10 item (mass 0.01) on a 2 Hz spring of rest length 100, no damping, no gravity,
    /// released 20 pt stretched: zero crossings of the stretch are half a period apart.
    func testSpringPeriodMatchesFrequency() throws {
        let anchor = Point(x: 0, y: 0)
        let (world, item, spring) = try Fixture.tetheredItem(
            size: Size(width: 10, height: 10), at: Point(x: 120, y: 0), to: anchor, length: 100,
            stiffness: .spring(hertz: 2, dampingRatio: 0))
        XCTAssertEqual(try world.body(item).mass, 0.01, accuracy: 1e-15)
        var crossings: [Double] = []
        var previous = 20.0
        for k in 1...360 {
            world.step()
            let anchors = try world.anchors(of: spring)
            let stretch = anchors.a.distance(to: anchors.b) - 100
            if (previous > 0) != (stretch > 0) {
                // Linear interpolation of the crossing time between steps k - 1 and k.
                crossings.append((Double(k - 1) + previous / (previous - stretch)) / 120)
            }
            previous = stretch
        }
        XCTAssertGreaterThanOrEqual(crossings.count, 10)
        let period = 2 * (crossings[crossings.count - 1] - crossings[0]) / Double(crossings.count - 1)
        XCTAssertEqual(period, 0.5, accuracy: 0.5 * 0.02) // 1 / f within 2 %
        let h = 1.0 / 120, omega = 4 * Double.pi
        let discrete = 2 * Double.pi * h / Double.atan(h * omega) // 0.50183 s
        XCTAssertEqual(period, discrete, accuracy: discrete * 0.002)
    }

    /// With damping ratio 0.3 the spring energy never grows from one step to the next, and it
    /// does decay: the envelope falls like exp(-2 zeta w t) = exp(-13.6) after 1.2 s, far below 1e-3.
    func testDampedSpringEnergyNeverGrows() throws {
        let (world, item, spring) = try Fixture.tetheredItem(
            size: Size(width: 20, height: 20), at: Point(x: 0, y: 150), to: Point(x: 0, y: 0), length: 100,
            stiffness: .spring(hertz: 3, dampingRatio: 0.3))
        let mass = try world.body(item).mass
        let k = mass * (6 * Double.pi) * (6 * Double.pi)
        func energy() throws -> Double {
            let anchors = try world.anchors(of: spring)
            let x = anchors.a.distance(to: anchors.b) - 100
            let v = try world.body(item).linearVelocity
            return mass * v.lengthSquared / 2 + k * x * x / 2
        }
        let start = try energy()
        XCTAssertEqual(start, k * 50 * 50 / 2, accuracy: 1e-9 * start)
        var last = start
        for _ in 0..<144 {
            world.step()
            let e = try energy()
            XCTAssertLessThanOrEqual(e, last + 1e-12 * start)
            last = e
        }
        XCTAssertLessThan(last, 1e-3 * start)
        XCTAssertGreaterThan(last, 0)
    }

    /// A soft revolute joint with a force cap (Box2D's mouse joint) never changes the body's
    /// velocity by more than maxForce * h / m per step. Far from the target the 5 Hz spring wants
    /// far more than the cap (k x = m (10 pi)^2 1000), so the pull saturates: the body accelerates at
    /// exactly 2000 pt/s^2, and, as a capped spring-damper does, overshoots in slowly shrinking swings.
    func testSoftPullRespectsMaxForce() throws {
        let world = try Fixture.pointsWorld()
        let item = try Fixture.item(world, size: Size(width: 100, height: 100), at: Point(x: 1000, y: 0))
        let mass = try world.body(item).mass // 1
        _ = try world.addRevoluteJoint(
            body: item, to: Point(x: 0, y: 0),
            stiffness: .spring(hertz: 5, dampingRatio: 0.7), maxForce: 2000 * mass)
        world.step()
        XCTAssertEqual(try world.body(item).linearVelocity.dx, -2000.0 / 120, accuracy: 1e-9)
        var previous = try world.body(item).linearVelocity
        var firstSwing = 0.0, lastSwing = 0.0
        for k in 2...600 {
            world.step()
            let v = try world.body(item).linearVelocity
            XCTAssertLessThanOrEqual((v - previous).length, 2000.0 / 120 + 1e-9)
            previous = v
            let x = abs(try world.body(item).position.x)
            if k < 300 { firstSwing = max(firstSwing, k > 120 ? x : 0) } else { lastSwing = max(lastSwing, x) }
        }
        XCTAssertLessThan(firstSwing, 1000)
        XCTAssertLessThan(lastSwing, firstSwing)
    }
}
