import RealModule

/// A damped harmonic spring that drives a normalised progress from 0 to 1 (SPEC 4.1).
///
/// The residual `x = 1 - q` solves `m x'' + c x' + k x = 0` with `x(0) = 1` and `x'(0) = -v0`,
/// where `v0` (``initialVelocity``) is measured in "whole distance per second" (1 = the total
/// distance in one second), positive towards the target. With `w0 = sqrt(k / m)`,
/// `zeta = c / (2 sqrt(k m))` and `beta = zeta w0`, the closed forms are
///
/// - `zeta < 1`: `wd = w0 sqrt(1 - zeta^2)`, `x = e^(-beta t) [cos(wd t) + ((beta - v0) / wd) sin(wd t)]`;
/// - `zeta = 1`, and `zeta > 1` unless ``allowsOverdamping``: `x = e^(-w0 t) [1 + (w0 - v0) t]`;
/// - `zeta > 1` with ``allowsOverdamping``: `g = w0 sqrt(zeta^2 - 1)`, `A = (beta + g - v0) / (2 g)`,
///   `B = 1 - A`, `x = A e^((-beta + g) t) + B e^((-beta - g) t)`.
///
/// Springs are never integrated numerically and never rescaled in time: `t` is real seconds since
/// the animation began. Each parametrisation is a labelled initialiser in its own file:
/// `init(mass:stiffness:damping:...)` (Core Animation, here), `init(duration:dampingRatio:...)`
/// (UIKit), `init(response:dampingRatio:...)` and `init(duration:bounce:...)` (SwiftUI).
///
/// Everything ``progress(at:)`` and ``velocity(at:)`` need is computed once at initialisation, so
/// evaluating a sample is one branch and the exponential and trigonometric calls of its closed form.
public struct Spring: Sendable {
    /// The moving mass `m` (> 0).
    public let mass: Double
    /// The stiffness coefficient `k` (> 0), in force per unit of displacement.
    public let stiffness: Double
    /// The damping coefficient `c` (>= 0), in force per unit of velocity. Not a ratio: see ``dampingRatio``.
    public let damping: Double
    /// The initial velocity `v0` in whole distances per second, positive towards the target.
    public let initialVelocity: Double
    /// Whether a damping ratio above 1 uses the overdamped closed form; when `false` such a spring
    /// moves like a critically damped one with the same natural frequency (Core Animation).
    public let allowsOverdamping: Bool

    /// The branch of the closed form and its precomputed coefficients.
    @usableFromInline let motion: Motion

    /// The error for finite coefficients whose derived numbers are not finite.
    static let notRepresentable = ValueError.notRepresentable("spring parameters")

    /// The closed form a spring uses, with everything that does not depend on time precomputed.
    @usableFromInline
    enum Motion: Sendable {
        /// `x = e^(-beta t) [cos(wd t) + ratio sin(wd t)]`, `ratio = (beta - v0) / wd`;
        /// `speed = beta ratio + wd` is the sine coefficient of the velocity.
        case underdamped(beta: Double, wd: Double, ratio: Double, speed: Double)
        /// `x = e^(-w0 t) [1 + slope t]`, `slope = w0 - v0`.
        case critical(w0: Double, slope: Double)
        /// `x = a e^(r1 t) + b e^(r2 t)`.
        case overdamped(r1: Double, r2: Double, a: Double, b: Double)
    }

    /// Creates a Core Animation style spring (`CASpringAnimation`) from its physical coefficients.
    ///
    /// - Parameters:
    ///   - mass: the mass `m`, finite and > 0 (default 1).
    ///   - stiffness: the stiffness `k`, finite and > 0.
    ///   - damping: the damping coefficient `c`, finite and >= 0 (0 oscillates forever).
    ///   - initialVelocity: `v0` in whole distances per second (default 0), finite.
    ///   - allowsOverdamping: whether `zeta > 1` uses the overdamped closed form (default `false`,
    ///     as Core Animation, which moves such springs like critically damped ones).
    /// - Throws: ``ValueError`` for a non-finite parameter, `m <= 0`, `k <= 0`, `c < 0`, or
    ///   coefficients whose derived frequencies are not representable.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0,
                allowsOverdamping: Bool = false) throws(ValueError) {
        guard mass.isFinite else { throw .notFinite("spring mass") }
        guard stiffness.isFinite else { throw .notFinite("spring stiffness") }
        guard damping.isFinite else { throw .notFinite("spring damping") }
        guard initialVelocity.isFinite else { throw .notFinite("spring initial velocity") }
        guard mass > 0 else { throw .outOfRange("spring mass", mass, must: "be positive") }
        guard stiffness > 0 else { throw .outOfRange("spring stiffness", stiffness, must: "be positive") }
        guard damping >= 0 else { throw .outOfRange("spring damping", damping, must: "not be negative") }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
        self.motion = try Self.motion(mass: mass, stiffness: stiffness, damping: damping,
                                      initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
    }

    /// Precomputes the closed form's branch and coefficients; throws when they are not finite.
    static func motion(mass m: Double, stiffness k: Double, damping c: Double, initialVelocity v0: Double,
                       allowsOverdamping: Bool) throws(ValueError) -> Motion {
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let beta = zeta * w0
        guard w0.isFinite, w0 > 0, zeta.isFinite, beta.isFinite else { throw Self.notRepresentable }
        let result: Motion
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let ratio = (beta - v0) / wd
            result = .underdamped(beta: beta, wd: wd, ratio: ratio, speed: beta * ratio + wd)
            guard wd > 0, ratio.isFinite, (beta * ratio + wd).isFinite else { throw Self.notRepresentable }
        } else if zeta == 1 || !allowsOverdamping {
            result = .critical(w0: w0, slope: w0 - v0)
            guard (w0 - v0).isFinite else { throw Self.notRepresentable }
        } else {
            let g = w0 * (zeta * zeta - 1).squareRoot()
            let a = (beta + g - v0) / (2 * g)
            result = .overdamped(r1: -beta + g, r2: -beta - g, a: a, b: 1 - a)
            guard g > 0, g.isFinite, a.isFinite else { throw Self.notRepresentable }
        }
        return result
    }

    /// The damping ratio `zeta = c / (2 sqrt(k m))` (unitless; 1 = critical damping).
    @inlinable public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped natural angular frequency `w0 = sqrt(k / m)`, in radians per second.
    @inlinable public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damped angular frequency `wd = w0 sqrt(1 - zeta^2)` in radians per second; 0 when the
    /// spring does not oscillate (`zeta >= 1`).
    @inlinable public var dampedFrequency: Double {
        if case .underdamped(_, let wd, _, _) = motion { return wd }
        return 0
    }

    /// The residual `x(t) = 1 - q(t)` for `t > 0` (the caller has handled `t <= 0`).
    @inlinable @inline(__always)
    func residual(_ t: Double) -> Double {
        switch motion {
        case let .underdamped(beta, wd, ratio, _):
            return Double.exp(-beta * t) * (Double.cos(wd * t) + ratio * Double.sin(wd * t))
        case let .critical(w0, slope):
            return Double.exp(-w0 * t) * (1 + slope * t)
        case let .overdamped(r1, r2, a, b):
            return a * Double.exp(r1 * t) + b * Double.exp(r2 * t)
        }
    }

    /// The progress `q(t) = 1 - x(t)` at `t` seconds after the start (SPEC 4.1's closed forms).
    ///
    /// `q(t) = 0` exactly for `t <= 0` and for NaN. At `t = +infinity` the limit 1 is returned for
    /// a damped spring; an undamped one (``damping`` 0) has no limit there and gives NaN.
    @inlinable
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        if t == .infinity { return damping > 0 ? 1 : .nan }
        return 1 - residual(t)
    }

    /// The rate of change of the progress, `dq/dt`, at `t` seconds (closed form, per second).
    ///
    /// - `zeta < 1`: `e^(-beta t) [v0 cos(wd t) + (beta (beta - v0) / wd + wd) sin(wd t)]`;
    /// - critical: `e^(-w0 t) [v0 + w0 (w0 - v0) t]`;
    /// - overdamped: `-(A r1 e^(r1 t) + B r2 e^(r2 t))`, `r1,2 = -beta +/- g`.
    ///
    /// At `t = 0` this is ``initialVelocity``; before the start (`t < 0`, or NaN) it is 0, and at
    /// `t = +infinity` it is 0 for a damped spring.
    @inlinable
    public func velocity(at t: Double) -> Double {
        guard t >= 0 else { return 0 }
        if t == .infinity { return damping > 0 ? 0 : .nan }
        switch motion {
        case let .underdamped(beta, wd, _, speed):
            return Double.exp(-beta * t) * (initialVelocity * Double.cos(wd * t) + speed * Double.sin(wd * t))
        case let .critical(w0, slope):
            return Double.exp(-w0 * t) * (initialVelocity + w0 * slope * t)
        case let .overdamped(r1, r2, a, b):
            return -(a * r1 * Double.exp(r1 * t) + b * r2 * Double.exp(r2 * t))
        }
    }
}

extension Spring: Hashable {
    /// Springs are equal when their five defining parameters are.
    public static func == (lhs: Spring, rhs: Spring) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
            && lhs.initialVelocity == rhs.initialVelocity && lhs.allowsOverdamping == rhs.allowsOverdamping
    }

    /// Hashes the five defining parameters.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
        hasher.combine(initialVelocity)
        hasher.combine(allowsOverdamping)
    }
}

extension Spring: CustomStringConvertible {
    /// `Spring(mass: m, stiffness: k, damping: c, initialVelocity: v0)`.
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity)"
            + (allowsOverdamping ? ", allowsOverdamping: true)" : ")")
    }
}
