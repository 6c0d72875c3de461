/// The numbers an attacker passes to an API, drawn from a seeded ``Derivation/SplitMix64``: the
/// tests that drive Kinema's public API with them share one generator, so a failure names a seed
/// and a case that anyone can replay.
extension Derivation {
    /// A source of hostile numbers.
    public struct HostileValues {
        /// The generator every draw takes its steps from.
        public var random: SplitMix64

        /// A source drawing from a generator seeded with `seed`.
        public init(seed: UInt64) { random = SplitMix64(seed: seed) }

        /// The special numbers: NaN, both infinities, the largest finite magnitudes, 1e308, the
        /// magnitude bound 1e9 and its neighbours, 2e9, subnormals, the smallest normal number,
        /// both zeros, and small ordinary numbers.
        public static let specials: [Double] = [
            .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e308, -1e308,
            1e9, -1e9, 1e9.nextUp, -(1e9.nextUp), 1e9.nextDown, 2e9, -2e9, .leastNonzeroMagnitude,
            -.leastNonzeroMagnitude, .leastNormalMagnitude, .leastNormalMagnitude.nextDown, 0, -0.0, 1, -1, 0.5,
            1e-9, 1e-300, 60, 250
        ]

        /// A whole number in `0..<bound` (bound > 0).
        public mutating func index(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

        /// True `percent` times in a hundred.
        public mutating func chance(_ percent: Int) -> Bool { index(100) < percent }

        /// One of `choices`.
        public mutating func pick<T>(_ choices: [T]) -> T { choices[index(choices.count)] }

        /// A number: a special one (half of the time), an ordinary one in [-500, 500] (a quarter),
        /// or sign * 10^e with e uniform in [-330, 310] (every order of magnitude, overflowing to
        /// infinity past 1.8e308 and to subnormals and zero below 2.2e-308).
        public mutating func number() -> Double {
            switch index(4) {
            case 0, 1: return pick(Self.specials)
            case 2: return random.uniform(in: -500...500)
            default:
                let magnitude = Self.power(of10: random.uniform(in: -330...310))
                return chance(50) ? magnitude : -magnitude
            }
        }

        /// An ordinary number in `range` most of the time (`ordinaryPercent`), else a hostile one.
        public mutating func mostly(_ range: ClosedRange<Double>, ordinaryPercent: Int = 60) -> Double {
            chance(ordinaryPercent) ? random.uniform(in: range) : number()
        }

        /// A count or an index: small ones mostly, else negative, huge or at the ends of `Int`.
        public mutating func count(upTo typical: Int) -> Int {
            if chance(70) { return index(typical + 1) }
            return pick([-1, -2, Int.min, Int.max, Int.max - 1, 1 << 40, -(1 << 40), typical + 1, 1_000_000_000])
        }

        /// 10^x, by repeated squaring of exact decimal steps where it is in range (no libm call, so
        /// this stays a derivation anyone can redo): 10^floor(x) times 10^frac(x) ~ 1 + frac(x) * 9.
        static func power(of10 x: Double) -> Double {
            let whole = Int(x.rounded(.down))
            var result = 1 + (x - Double(whole)) * 9
            var base = 10.0, n = whole.magnitude
            var scale = 1.0
            while n > 0 {
                if n & 1 == 1 { scale *= base }
                base *= base
                n >>= 1
            }
            result = whole >= 0 ? result * scale : result / scale
            return result
        }
    }
}
