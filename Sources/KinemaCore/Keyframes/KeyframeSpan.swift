/// One `addKeyframe(withRelativeStartTime:relativeDuration:)` block's effect on one property:
/// the value read after the block, and when (as fractions of the whole animation) it applies.
public struct KeyframeSpan<Value: AnimatableValue>: Sendable {
    /// Relative start time, in [0, 1].
    public var start: Double
    /// Relative duration, in [0, 1].
    public var duration: Double
    /// The property's value after the block ran.
    public var value: Value

    /// Creates a span.
    @inlinable
    public init(start: Double, duration: Double, value: Value) {
        self.start = start; self.duration = duration; self.value = value
    }
}

extension KeyframeSpan: Equatable where Value: Equatable {}
