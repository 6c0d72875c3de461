import KinemaCore

/// The particles a view emits (Core Animation's `CAEmitterLayer`), set with
/// ``View/setEmission(_:)``.
///
/// Particles are computed, not simulated: each is a function of the time since its birth, so a
/// frame at any time shows the same particles however the frames before it were taken.
///
/// - **Births.** Cell *c* emits particle *i* = 0, 1, 2, ... at local time `start + i / r`, `r`
///   the cell's birth rate times ``birthRate`` (the view's own clock: its speed, time offset and
///   a replicator's delays apply), until the emission is replaced.
/// - **Draws.** Particle *i* draws, from `SplitMix64` seeded with a mix of ``seed``, the
///   emission's number (each replacement counts one more), *c* and *i*, in this order: `u1` for
///   its lifetime, `u2` its speed, `w3` its direction, `u4` its spin, `u5` its scale, `u6` to
///   `u9` its red, green, blue and alpha, `w10` and `w11` its place on the shape; each `u` is
///   uniform in [-1, 1) and each `w` in [0, 1).
/// - **Life.** It lives `L = (lifetime + lifetimeRange u1) × lifetime` seconds (at least 0);
///   at age `a`, 0 ≤ `a` < `L`:
///   - its centre is `p + v a + (xAcceleration, yAcceleration) a² / 2`, `p` its place on the
///     shape, `v` of length `(velocity + velocityRange u2) × velocity` in the direction
///     `emissionLongitude + emissionRange (w3 - 1/2)`;
///   - its transform is the rotation by `(spin + spinRange u4) × spin × a`;
///   - its size is the cell's `contentSize` times `max(0, (scale + scaleRange u5 + scaleSpeed a)
///     × scale)`;
///   - each colour component is `colour + range u + speed a` clamped to [0, 1], the alpha being
///     the particle's alpha.
/// - **Shapes.** ``Shape/point`` emits at ``position``; ``Shape/line`` along a line of
///   ``size``'s width centred there; ``Shape/rectangle`` inside the rectangle of ``size`` centred
///   there (on its outline in ``Mode/outline``, at its corners in ``Mode/points``);
///   ``Shape/circle`` inside the circle of diameter ``size``'s width (on it in
///   ``Mode/outline``, at its centre in ``Mode/points``).
/// - **Frames.** A cell keeps `⌈r × longest life⌉ + 1` slots, which its particles take in
///   turn (particle *i* slot *i* mod that count), so a frame holds the same entries at every
///   time: right after the view, before its mask, one per slot, named `VIEW particle k`
///   (k from 1, over every cell of every emission still alive), hidden while no particle holds
///   the slot. A view draws at most ``maximumParticles`` slots (fewer inside copies: that many
///   divided by the copies); the cells past that keep fewer slots, and a particle then takes its
///   slot from the one before it.
/// - **Replacing.** ``View/setEmission(_:)`` ends the current emission at the view's local
///   time: its particles live on; the new one starts there.
public struct Emission: Hashable, Sendable {
    /// The most particle slots a view draws.
    public static let maximumParticles = 10_000

    /// Where particles are born (`CAEmitterLayer.emitterShape`; a cuboid is a rectangle and a
    /// sphere a circle).
    public enum Shape: Hashable, Sendable {
        /// At the position.
        case point
        /// Along a horizontal line.
        case line
        /// In a rectangle.
        case rectangle
        /// In a circle.
        case circle
    }

    /// Which part of the shape emits (`CAEmitterLayer.emitterMode`).
    public enum Mode: Hashable, Sendable {
        /// Its corners (a rectangle's), its centre (a circle's).
        case points
        /// Its outline.
        case outline
        /// Its inside.
        case surface
        /// Its inside (as surface, in two dimensions).
        case volume
    }

    /// The kinds of particle.
    public var cells: [EmitterCell]
    /// The centre of the shape, in the view's bounds coordinates.
    public var position: Point
    /// The size of the shape.
    public var size: Size
    /// The shape.
    public var shape: Shape
    /// The part of the shape that emits.
    public var mode: Mode
    /// Multipliers of every cell's birth rate, lifetime, velocity, scale and spin.
    public var birthRate: Double, lifetime: Double, velocity: Double, scale: Double, spin: Double
    /// The seed of the particles' draws.
    public var seed: UInt64

    /// An emission with Core Animation's defaults: a point at the origin, every multiplier 1,
    /// seed 0.
    public init(
        cells: [EmitterCell] = [], position: Point = .zero, size: Size = .zero, shape: Shape = .point,
        mode: Mode = .volume, birthRate: Double = 1, lifetime: Double = 1, velocity: Double = 1,
        scale: Double = 1, spin: Double = 1, seed: UInt64 = 0
    ) {
        self.cells = cells
        self.position = position
        self.size = size
        self.shape = shape
        self.mode = mode
        (self.birthRate, self.lifetime, self.velocity, self.scale, self.spin) = (
            birthRate, lifetime, velocity, scale, spin
        )
        self.seed = seed
    }

    /// Whether every number is finite and within `Limits.maximumMagnitude` (what
    /// ``View/setEmission(_:)`` accepts).
    public var isWithinLimits: Bool {
        let own = [position.x, position.y, size.width, size.height, birthRate, lifetime, velocity, scale, spin]
        return (own + cells.flatMap(\.numbers)).allSatisfy { $0.isFinite && Limits.isWithinMagnitude($0) }
    }

    /// Cell `c`'s births a second (0 when not positive).
    func rate(of c: Int) -> Double { Swift.max(0, cells[c].birthRate * birthRate) }

    /// The longest life of cell `c`'s particles.
    func longestLife(of c: Int) -> Double {
        Swift.max(0, (cells[c].lifetime + abs(cells[c].lifetimeRange)) * lifetime)
    }

    /// The slots cell `c` needs so that no particle takes a slot from a living one, for an
    /// emission lasting `duration` seconds (infinite while it lasts), at most `limit`.
    func slots(of c: Int, duration: Double, limit: Int) -> Int {
        let r = rate(of: c), life = longestLife(of: c)
        guard r > 0, life > 0, limit > 0 else { return 0 }
        let overlapping = (r * life).rounded(.up) + 1
        let born = duration.isFinite ? Swift.max(0, (duration * r).rounded(.up)) : .infinity
        let needed = Swift.min(overlapping, born)
        return needed >= Double(limit) ? limit : Int(needed)
    }
}
