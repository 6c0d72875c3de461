import RealModule

/// A damped harmonic spring that drives a normalised progress from 0 to 1 (see <doc:Springs>).
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

    /// Core Animation's settling duration (`CASpringAnimation.settlingDuration`), in seconds:
    /// finite for every damped spring, `+infinity` for an undamped one (which never settles).
    ///
    /// With `eps = 0.001`: for `zeta < 1`,
    /// `T = max(0, (-ln eps + ln(1 + |(w0 zeta - v0) / (w0 sqrt(1 - zeta^2))|)) / (w0 zeta))`; for
    /// `zeta >= 1` (overdamping allowed or not), the first multiple of 0.1 s after which the
    /// critically damped envelope `|1 + (w0 - v0) t| e^(-w0 t)` stays below `eps`. For example
    /// `mass 1, stiffness 100, damping 5` settles in 2.8550 s and `damping 15` in 1.0221 s.
    public let settlingDuration: Double

    /// The error for finite coefficients whose derived numbers are not finite.
    static let notRepresentable = ValueError.notRepresentable("spring parameters")

    /// The closed form a spring uses, with everything that does not depend on time precomputed,
    /// and the time below which the direct form is finite (see ``directLimit``; the overdamped
    /// form needs none).
    @usableFromInline
    enum Motion: Sendable {
        /// `x = e^(-beta t) [cos(wd t) + ratio sin(wd t)]`, `ratio = (beta - v0) / wd`.
        case underdamped(beta: Double, wd: Double, ratio: Double, limit: Double)
        /// `x = e^(-w0 t) [1 + slope t]`, `slope = w0 - v0`.
        case critical(w0: Double, slope: Double, limit: Double)
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
    /// - Throws: ``ValueError`` for a non-finite parameter, `m <= 0`, `k <= 0`, `c < 0`, and
    ///   ``ValueError/notRepresentable(_:)`` for finite coefficients whose derived quantities (natural
    ///   and damped frequencies, damping ratio, closed-form coefficients, the bounds of the
    ///   progress and the velocity, the settling duration of a damped spring) are not finite
    ///   doubles. Every spring that is created gives a finite progress and velocity at every
    ///   finite time.
    public init(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) throws(ValueError) {
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
        self.motion = try Self.motion(
            mass: mass, stiffness: stiffness, damping: damping,
            initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
        let settling = Self.settlingDuration(
            mass: mass, stiffness: stiffness, damping: damping,
            initialVelocity: initialVelocity)
        guard settling.isFinite || damping == 0 else { throw Self.notRepresentable }
        self.settlingDuration = settling
    }

    /// Precomputes the closed form's branch and coefficients; throws when they, or the bounds of
    /// the progress and velocity they give, are not finite.
    static func motion(
        mass m: Double, stiffness k: Double, damping c: Double, initialVelocity v0: Double,
        allowsOverdamping: Bool
    ) throws(ValueError) -> Motion {
        let w0 = naturalFrequency(mass: m, stiffness: k)
        let zeta = dampingRatio(mass: m, stiffness: k, damping: c)
        let beta = zeta * w0
        guard w0.isFinite, w0 > 0, zeta.isFinite, beta.isFinite else { throw Self.notRepresentable }
        let result: Motion
        // Bounds: |x| and |dx/dt| over t >= 0 are at most these sums (the exponentials are at most
        // 1, t e^(-w0 t) at most 1 / (e w0) and w0 t e^(-w0 t) at most 1 / e), so when they are
        // finite nothing overflows.
        let bounds: [Double]
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let ratio = (beta - v0) / wd
            let speed = beta * ratio + wd
            result = .underdamped(beta: beta, wd: wd, ratio: ratio, limit: Double.greatestFiniteMagnitude / wd / 2)
            guard wd > 0 else { throw Self.notRepresentable }
            bounds = [ratio, speed, 1 + abs(ratio), abs(v0) + abs(speed)]
        } else if zeta == 1 || !allowsOverdamping {
            let slope = w0 - v0
            result = .critical(w0: w0, slope: slope, limit: Double.greatestFiniteMagnitude / abs(slope) / 2)
            bounds = [slope, 1 + abs(slope) / w0, abs(v0) + abs(slope)]
        } else {
            let g = w0 * (zeta * zeta - 1).squareRoot()
            let a = (beta + g - v0) / (2 * g)
            let (r1, r2) = (-beta + g, -beta - g)
            result = .overdamped(r1: r1, r2: r2, a: a, b: 1 - a)
            guard g > 0 else { throw Self.notRepresentable }
            bounds = [g, a, abs(a) + abs(1 - a), abs(a * r1) + abs((1 - a) * r2)]
        }
        guard bounds.allSatisfy(\.isFinite) else { throw Self.notRepresentable }
        return result
    }

    /// The time below which the direct closed form of ``motion`` cannot leave the finite doubles,
    /// for any `0 < t < limit` (every coefficient is finite, and so are the bounds checked by
    /// ``motion(mass:stiffness:damping:initialVelocity:allowsOverdamping:)``), so that
    /// ``progress(at:)`` returns it without checking; from it on (and at infinity) the checked
    /// path runs:
    ///
    /// - underdamped: `e^(-beta t)` lies in [0, 1] (an overflowing `beta t` gives 0, never NaN) and
    ///   `cos + ratio sin` is at most `1 + |ratio|` (finite); only `wd t` overflowing to infinity
    ///   would make the cosine NaN, so the limit is half of `greatestFiniteMagnitude / wd`;
    /// - critical: `e^(-w0 t)` lies in [0, 1] and `1 + slope t` is finite while `|slope| t` is, so
    ///   the limit is half of `greatestFiniteMagnitude / |slope|` (infinite for a zero slope);
    /// - overdamped: the checked path evaluates the same expression again, so the result is the
    ///   same whether or not it is checked; the limit is infinite.
    ///
    /// Halving keeps the product `wd t` (or `slope t`) an ulp clear of the overflow threshold
    /// whatever the rounding of the quotient.
    var directLimit: Double {
        switch motion {
        case let .underdamped(_, _, _, limit): return limit
        case let .critical(_, _, limit): return limit
        case .overdamped: return .infinity
        }
    }

    /// `c / (2 sqrt(k m))`, without overflow or underflow in `k m` when the ratio is representable.
    @usableFromInline
    static func dampingRatio(mass m: Double, stiffness k: Double, damping c: Double) -> Double {
        let product = k * m
        if product.isFinite, product.isNormal { return c / (2 * product.squareRoot()) }
        let root = k.squareRoot() * m.squareRoot()
        let twice = 2 * root
        return twice.isFinite ? c / twice : (c / root) / 2
    }

    /// `sqrt(k / m)`, without overflow or underflow in `k / m` when the root is representable.
    @usableFromInline
    static func naturalFrequency(mass m: Double, stiffness k: Double) -> Double {
        let quotient = k / m
        if quotient.isFinite, quotient.isNormal { return quotient.squareRoot() }
        return k.squareRoot() / m.squareRoot()
    }

    /// The damping ratio `zeta = c / (2 sqrt(k m))` (unitless; 1 = critical damping).
    @inlinable public var dampingRatio: Double {
        Self.dampingRatio(mass: mass, stiffness: stiffness, damping: damping)
    }

    /// The undamped natural angular frequency `w0 = sqrt(k / m)`, in radians per second.
    @inlinable public var naturalFrequency: Double { Self.naturalFrequency(mass: mass, stiffness: stiffness) }

    /// The damped angular frequency `wd = w0 sqrt(1 - zeta^2)` in radians per second; 0 when the
    /// spring does not oscillate (`zeta >= 1`).
    @inlinable public var dampedFrequency: Double {
        if case .underdamped(_, let wd, _, _) = motion { return wd }
        return 0
    }

    /// The direct closed form of the residual `x(t) = 1 - q(t)` for `t > 0`, unchecked; when
    /// `belowLimit`, `nil` from the branch's direct limit on (below it the result is finite, see
    /// ``directLimit``).
    @inlinable @inline(__always)
    func directResidual(_ t: Double, belowLimit: Bool) -> Double? {
        switch motion {
        case let .underdamped(beta, wd, ratio, limit):
            if belowLimit && !(t < limit) { return nil }
            let phase = Double.sineAndCosine(wd * t)
            return Double.exp(-beta * t) * (phase.cos + ratio * phase.sin)
        case let .critical(w0, slope, limit):
            if belowLimit && !(t < limit) { return nil }
            return Double.exp(-w0 * t) * (1 + slope * t)
        case let .overdamped(r1, r2, a, b):
            if belowLimit && !(t < .infinity) { return nil }
            return a * Double.exp(r1 * t) + b * Double.exp(r2 * t)
        }
    }

    /// The residual `x(t) = 1 - q(t)` for any `t > 0` (the caller has handled `t <= 0`): the
    /// direct form, or the bounded one where the direct form is not finite.
    @usableFromInline
    func residual(_ t: Double) -> Double {
        let x = directResidual(t, belowLimit: false).unsafelyUnwrapped
        if _slowPath(!x.isFinite) { return boundedResidual(t) }
        return x
    }

    /// The residual in a form that cannot overflow, for the rare times where the direct form does
    /// (a product such as `slope t` or `wd t` overflowing while the exponential vanishes).
    @usableFromInline @inline(never)
    func boundedResidual(_ t: Double) -> Double {
        switch motion {
        case let .underdamped(beta, wd, ratio, _):
            guard let wave = Self.boundedWave(beta: beta, wd: wd, t) else { return 0 }
            return wave.cos + ratio * wave.sin
        case let .critical(w0, slope, _):
            let decay = Double.exp(-w0 * t)
            return decay + slope * (t * decay)
        case let .overdamped(r1, r2, a, b):
            return a * Double.exp(r1 * t) + b * Double.exp(r2 * t)
        }
    }

    /// The progress `q(t) = 1 - x(t)` at `t` seconds after the start (the closed forms of <doc:Springs>).
    ///
    /// `q(t) = 0` exactly for `t <= 0` and for NaN. At `t = +infinity` the limit 1 is returned for
    /// a damped spring; an undamped one (``damping`` 0) has no limit there and gives NaN.
    @inlinable
    public func progress(at t: Double) -> Double {
        // One pair of comparisons for the common case, 0 < t < the direct limit; NaN fails both
        // and takes the checked path.
        if _fastPath(t > 0), let x = directResidual(t, belowLimit: true) {
            #if KINEMA_INTERNAL_CHECKS
                precondition(x.isFinite, "Spring.directLimit admitted a time whose direct form is not finite")
            #endif
            return 1 - x
        }
        return checkedProgress(at: t)
    }

    /// ``progress(at:)`` outside `0 < t <` ``directLimit``: 0 up to the start and for NaN, the limit
    /// at infinity, and the residual with its overflow check in between.
    @usableFromInline @inline(never)
    func checkedProgress(at t: Double) -> Double {
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
        let v: Double
        switch motion {
        case let .underdamped(beta, wd, ratio, _):
            // The sine coefficient beta (beta - v0) / wd + wd, as the initialiser bounded it.
            let speed = beta * ratio + wd
            v = Double.exp(-beta * t) * (initialVelocity * Double.cos(wd * t) + speed * Double.sin(wd * t))
        case let .critical(w0, slope, _):
            v = Double.exp(-w0 * t) * (initialVelocity + w0 * slope * t)
        case let .overdamped(r1, r2, a, b):
            v = -(a * r1 * Double.exp(r1 * t) + b * r2 * Double.exp(r2 * t))
        }
        if _slowPath(!v.isFinite) { return boundedVelocity(t) }
        return v
    }

    /// The underdamped oscillation `(e^(-beta t) cos(wd t), e^(-beta t) sin(wd t))` for the bounded
    /// forms: each product taken after the cosine or sine, whose phase is clamped to a finite
    /// number; nil once the exponential has vanished (both terms are then 0).
    static func boundedWave(beta: Double, wd: Double, _ t: Double) -> (cos: Double, sin: Double)? {
        let decay = Double.exp(-beta * t)
        guard decay > 0 else { return nil }
        let phase = Swift.min(wd * t, .greatestFiniteMagnitude)
        return (decay * Double.cos(phase), decay * Double.sin(phase))
    }

    /// The velocity in a form that cannot overflow (see ``boundedResidual(_:)``).
    @usableFromInline @inline(never)
    func boundedVelocity(_ t: Double) -> Double {
        switch motion {
        case let .underdamped(beta, wd, ratio, _):
            let speed = beta * ratio + wd
            guard let wave = Self.boundedWave(beta: beta, wd: wd, t) else { return 0 }
            return initialVelocity * wave.cos + speed * wave.sin
        case let .critical(w0, slope, _):
            let decay = Double.exp(-w0 * t)
            guard decay > 0 else { return 0 }
            // w0 t e^(-w0 t) <= 1 / e.
            return initialVelocity * decay + slope * (w0 * t * decay)
        case let .overdamped(r1, r2, a, b):
            return -((a * r1) * Double.exp(r1 * t) + (b * r2) * Double.exp(r2 * t))
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
