extension KeyframeTrack {
    /// The key times and values UIKit emits for one property of a keyframe animation (the rule is in <doc:Keyframes>).
    ///
    /// The spans are sorted stably by start; a first span `{initialValue, start 0, duration = the
    /// first span's start}` is inserted. Then for span `i` with next start `n_i` (1 for the last),
    /// `end_i = min(start_i + duration_i, n_i)`: `(value_i, end_i)` is appended, and also
    /// `(value_i, n_i)` when `n_i - end_i - fi > 1.1920929e-7`, where `fi = frameInterval / totalDuration`
    /// (a gap shorter than one frame is not held). Before the first key time the first value holds
    /// (``value(at:)`` does that).
    ///
    /// - Parameters:
    ///   - initialValue: the property's value before the animation (see <doc:Keyframes> for which one).
    ///   - frames: the spans touching this property, in the order their blocks ran. Empty gives
    ///     empty lists (the property is not animated).
    ///   - totalDuration: the whole animation's duration in seconds, finite and > 0.
    ///   - frameInterval: one display frame in seconds (default 1/60), finite and > 0.
    /// - Returns: non-decreasing key times in [0, 1] and their values, ready for ``init(keyTimes:values:mode:tensions:continuities:biases:)``.
    /// - Throws: ``ValueError`` when the total duration or the frame interval is not finite and
    ///   positive, or a span's start or duration is not finite or outside [0, 1] (index in `frames`).
    public static func emitted(
        initialValue: Value, frames: [KeyframeSpan<Value>], totalDuration: Double,
        frameInterval: Double = 1.0 / 60
    ) throws(ValueError)
        -> (keyTimes: [Double], values: [Value])
    {
        try ValueError.requirePositive(totalDuration, "keyframe total duration")
        try ValueError.requirePositive(frameInterval, "keyframe frame interval")
        for (i, f) in frames.enumerated() {
            try ValueError.requireFraction(f.start, "keyframe span start at index \(i)")
            try ValueError.requireFraction(f.duration, "keyframe span duration at index \(i)")
        }
        guard let firstStart = frames.map(\.start).min() else { return ([], []) }
        // Stable sort by start: ties keep call order.
        let sorted = frames.enumerated().sorted { lhs, rhs in
            lhs.element.start != rhs.element.start ? lhs.element.start < rhs.element.start : lhs.offset < rhs.offset
        }.map(\.element)
        let spans = [KeyframeSpan(start: 0, duration: firstStart, value: initialValue)] + sorted
        let fi = frameInterval / totalDuration
        var keyTimes: [Double] = []
        var values: [Value] = []
        for (i, span) in spans.enumerated() {
            let next = i + 1 < spans.count ? spans[i + 1].start : 1.0
            let end = Swift.min(span.start + span.duration, next)
            keyTimes.append(end)
            values.append(span.value)
            if next - end - fi > 1.1920929e-7 {
                keyTimes.append(next)
                values.append(span.value)
            }
        }
        return (keyTimes, values)
    }
}
