/// What `kinema play` passes a control when building it: the seed of its random generator and the
/// half-width of the tutorials' random ranges (see <doc:PlayingControls>).
public struct ControlConfiguration: Hashable, Sendable {
    /// The SplitMix64 seed (default 1).
    public let seed: UInt64
    /// The tutorial's ±4 ranges become ±jitter (default 4; 0 removes randomness). Finite, >= 0.
    public let jitter: Double

    /// The defaults: seed 1, jitter 4.
    public static let standard = ControlConfiguration(checkedSeed: 1, jitter: 4)

    private init(checkedSeed seed: UInt64, jitter: Double) {
        self.seed = seed
        self.jitter = jitter
    }

    /// A configuration; throws when `jitter` is not finite or is negative.
    public init(seed: UInt64 = 1, jitter: Double = 4) throws(ControlError) {
        guard jitter.isFinite, jitter >= 0 else {
            throw .invalidConfiguration("--jitter must be a finite number >= 0 (got \(jitter))")
        }
        self.init(checkedSeed: seed, jitter: jitter)
    }
}
