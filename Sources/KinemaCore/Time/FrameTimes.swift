/// The sample times of <doc:TimeAndFrames>: `t_k = k / fps` for `k = 0, 1, ..., floor(until * fps)`.
///
/// Each time is computed by one division, never by adding up frame intervals. The product
/// `until * fps` is floored with a relative tolerance of 1e-9, so a span that is a whole number of
/// frames keeps its last frame despite decimal rounding (0.29 s at 100 fps is 30 frames, although
/// `0.29 * 100` is 28.999999999999996 in binary floating point).
public struct FrameTimes: RandomAccessCollection, Hashable, Sendable {
    /// Frames per second.
    public let fps: Double
    /// The number of frames, `floor(until * fps) + 1`.
    public let count: Int

    /// The largest frame rate accepted (the command-line tool's `--fps` limit too):
    /// ``Limits/maximumFrameRate``.
    public static let maximumFPS = Limits.maximumFrameRate

    /// The frame times from 0 to `until` at `fps` frames per second.
    ///
    /// - Parameters:
    ///   - until: the last time to sample, finite and >= 0.
    ///   - fps: frames per second, finite and in (0, 1000].
    ///   - maximumCount: the most frames accepted (default ``Limits/maximumSamples``, 1,000,000), to
    ///     refuse runaway requests.
    /// - Throws: ``ValueError`` for an `fps` or `until` out of range,
    ///   ``ValueError/tooManyFrames(maximum:)`` for more than `maximumCount` frames, and
    ///   ``ValueError/notRepresentable(_:)`` when the last time would not be a finite number.
    public init(until: Double, fps: Double, maximumCount: Int = Limits.maximumSamples) throws(ValueError) {
        guard fps.isFinite else { throw .notFinite("fps") }
        guard fps > 0, fps <= Self.maximumFPS else { throw .outOfRange("fps", fps, must: "be in (0, 1000]") }
        guard until.isFinite else { throw .notFinite("the sampled span") }
        guard until >= 0 else { throw .outOfRange("the sampled span", until, must: "not be negative") }
        let product = until * fps
        let nearest = product.rounded()
        let last = abs(product - nearest) <= 1e-9 * Swift.max(1, nearest) ? nearest : product.rounded(.down)
        guard last < Double(maximumCount) else { throw .tooManyFrames(maximum: maximumCount) }
        // The last time, last / fps, is at most `until` but for the rounding of the division,
        // which can pass the largest Double when `until` is next to it and `fps` tiny.
        guard (last / fps).isFinite else { throw .notRepresentable("frame times") }
        self.fps = fps
        self.count = Int(last) + 1
    }

    /// 0.
    @inlinable public var startIndex: Int { 0 }
    /// ``count``.
    @inlinable public var endIndex: Int { count }
    /// The time of frame `k`, `k / fps`.
    @inlinable public subscript(k: Int) -> Double { Double(k) / fps }
}
