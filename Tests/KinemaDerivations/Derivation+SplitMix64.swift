/// The SplitMix64 generator, from its published definition.
extension Derivation {
    /// SplitMix64: each step adds 0x9E3779B97F4A7C15 to the 64-bit state and scrambles a copy,
    /// z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9, z = (z ^ (z >> 27)) * 0x94D049BB133111EB,
    /// z ^ (z >> 31), all modulo 2^64. A number in a...b takes one step:
    /// a + (b - a) * Double(step >> 11) * 2^-53.
    public struct SplitMix64 {
        /// The current state.
        public private(set) var state: UInt64

        /// A generator whose state is `seed`.
        public init(seed: UInt64) { state = seed }

        /// The next 64-bit output.
        public mutating func next() -> UInt64 {
            state = state &+ 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// The next number in `range`.
        public mutating func uniform(in range: ClosedRange<Double>) -> Double {
            let unit = Double(next() >> 11) / 9_007_199_254_740_992 // 2^53
            return range.lowerBound + (range.upperBound - range.lowerBound) * unit
        }

        /// The next `count` numbers in `range`, in order.
        public mutating func uniforms(in range: ClosedRange<Double>, count: Int) -> [Double] {
            (0..<Swift.max(count, 0)).map { _ in uniform(in: range) }
        }
    }
}
