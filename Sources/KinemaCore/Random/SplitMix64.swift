/// The pseudo-random generator SplitMix64 (see <doc:TimeAndFrames>), the one source of randomness in Kinema.
///
/// `next()` adds 0x9E3779B97F4A7C15 to the state, then `z = state`,
/// `z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9`, `z = (z ^ (z >> 27)) * 0x94D049BB133111EB` and
/// returns `z ^ (z >> 31)`, all modulo 2^64. The same seed always gives the same sequence.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The internal state, stored.
    @usableFromInline var rawState: UInt64

    /// The internal state (the seed before the first draw).
    @inlinable public var state: UInt64 { rawState }

    /// A generator seeded with `seed`.
    @inlinable public init(seed: UInt64) { rawState = seed }

    /// The next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        rawState &+= 0x9E37_79B9_7F4A_7C15
        var z = rawState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` drawn with exactly one step: `a + (b - a) * Double(next() >> 11) * 2^-53`.
    ///
    /// Exactly one draw per call. The result lies in [a, b) up to rounding (the upper bound is
    /// reached only through rounding). Not `Double.random(in:using:)`, whose formula differs.
    /// Where that overflows for a finite range (`b - a` or its product with the step passes the
    /// largest `Double`, as for `-1e308...1e308` or `0...1.7e308`), the same point is computed from
    /// half the width, `a + 2 (b/2 - a/2) u`, and kept inside `a...b`: every finite range gives a
    /// number in it.
    @inlinable
    public mutating func uniform(in range: ClosedRange<Double>) -> Double {
        let a = range.lowerBound, b = range.upperBound
        let step = Double(next() >> 11)
        let x = a + (b - a) * step * 0x1p-53
        if x.isFinite || !a.isFinite || !b.isFinite { return x }
        let half = (b * 0.5 - a * 0.5) * 0x1p-53 * step
        return Swift.min(Swift.max(a + half + half, a), b)
    }
}
