import KinemaDerivations

/// The randomized layout tests' choices, from the SplitMix64 generator of `KinemaDerivations`.
struct TestRandom {
    var generator: Derivation.SplitMix64

    init(seed: UInt64) { generator = Derivation.SplitMix64(seed: seed) }

    /// A number in 0 ..< n.
    mutating func below(_ n: Int) -> Int { Int(generator.next() % UInt64(n)) }

    /// One of `items` (not empty).
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// One of `items`, or nil for none.
    mutating func element<T>(_ items: [T]) -> T? { items.isEmpty ? nil : pick(items) }

    /// `items` in a random order (Fisher-Yates).
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        for i in stride(from: result.count - 1, to: 0, by: -1) { result.swapAt(i, below(i + 1)) }
        return result
    }
}
