import KinemaCore
import RealModule

/// The per-step coefficients of a Box2D soft constraint (Erin Catto, "Soft Constraints").
///
/// A spring of frequency `f` and damping ratio `zeta` on a constraint of effective mass `m`
/// (stiffness `k = m w^2`, damping `c = 2 m zeta w`, `w = 2 pi f`) integrated implicitly over a step
/// `h` turns the velocity solve `m (v' - v) = -h (k C(v') + c v')` into
///
///     impulse = -massScale * m * (Cdot + biasRate * C) - impulseScale * accumulatedImpulse
///
/// with `a1 = 2 zeta + h w`, `a2 = h w a1`, `biasRate = w / a1`, `massScale = a2 / (1 + a2)` and
/// `impulseScale = 1 / (1 + a2)`. This is the same as Box2D 2.x's `gamma`/`beta` form
/// (`gamma = 1 / (h (c + h k))`, `beta = h k gamma`), written so that it does not depend on the
/// mass and can be computed once per joint. `f == 0` gives the rigid constraint (1, 0, 0 bias).
@usableFromInline
struct Softness: Hashable, Sendable {
    /// Multiplies the position error to give the velocity bias, 1/s.
    var biasRate: Double
    /// Multiplies the rigid effective mass.
    var massScale: Double
    /// Multiplies the accumulated impulse (the implicit spring's "memory").
    var impulseScale: Double

    /// The rigid constraint.
    static let rigid = Softness(biasRate: 0, massScale: 1, impulseScale: 0)

    init(biasRate: Double, massScale: Double, impulseScale: Double) {
        self.biasRate = biasRate; self.massScale = massScale; self.impulseScale = impulseScale
    }

    /// The coefficients for frequency `f` (Hz), damping ratio `zeta` and step `h`.
    init(frequency f: Double, dampingRatio zeta: Double, timeStep h: Double) {
        guard f > 0 else { self = .rigid; return }
        let omega = 2 * Double.pi * f
        let a1 = 2 * zeta + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        self.init(biasRate: omega / a1, massScale: a2 * a3, impulseScale: a3)
    }
}
