/// The bounds Kinema works within, each named once; the Limits article of Kinema's documentation
/// says what happens at and past each of them.
public enum Limits {
    /// The largest magnitude of a number Kinema accepts from a caller where a number is a
    /// position, a size or a time: property values of views (each component of a point, a size, a
    /// colour or a transform's matrix), times and coordinates in event scripts and touches,
    /// numbers in scene files, the command-line tool's durations. Within it every sum and product
    /// an animation forms stays finite.
    public static let maximumMagnitude = 1e9

    /// The largest frame rate accepted (frames per second; the lowest is any positive rate).
    public static let maximumFrameRate = 1000.0

    /// The most samples one request may ask for (``FrameTimes``' default cap, `kinema curve`'s cap).
    public static let maximumSamples = 1_000_000

    /// Whether `x` is finite and at most ``maximumMagnitude`` in magnitude.
    @inlinable
    public static func isWithinMagnitude(_ x: Double) -> Bool { abs(x) <= maximumMagnitude }
}
