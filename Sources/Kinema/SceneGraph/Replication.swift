import KinemaCore

/// Copies of a view's subviews, each moved, delayed and tinted from the one before: Core
/// Animation's `CAReplicatorLayer`, set with ``View/replication``.
///
/// Copy 0 is the subviews themselves; copy *k* is drawn through ``transform`` applied *k* times
/// about the centre of the view's bounds, on a clock ``delay`` × *k* seconds behind (its
/// animations show what they showed that long ago), and every colour it draws is multiplied,
/// component by component, by ``color`` plus *k* times the offsets (each component clamped to
/// [0, 1]). Frames list the copies one after the other after the view (and its mask), each copy's
/// views named after the originals followed by ` #n`, n = *k* + 1, from the second copy on
/// (nested copies add one such suffix each, the first copy ` #1` once a suffix is there). The
/// copies are not views: they take no touches and no layout, and nothing reads their values.
public struct Replication: Hashable, Sendable {
    /// The most copies a view draws (each is a frame entry for every view it copies).
    public static let maximumCount = 1_000
    /// The most times any view is drawn: a replicating view inside copies of another draws at
    /// most this many divided by the number of copies it is in (nested replications multiply).
    public static let maximumCopies = 10_000

    /// How many copies of the subviews are drawn, the subviews being the first; 0 draws none.
    /// Clamped to 0...``maximumCount``.
    public var count: Int {
        get { storedCount }
        set { storedCount = Swift.min(Swift.max(newValue, 0), Self.maximumCount) }
    }
    private var storedCount: Int
    /// The transform from each copy to the next, about the centre of the view's bounds.
    public var transform: AffineTransform
    /// How many seconds each copy's clock runs behind the one before.
    public var delay: Double
    /// The colour the first copy's colours are multiplied by (white leaves them as they are).
    public var color: Color
    /// What each copy adds to the red, green, blue and alpha of the colour of the one before.
    public var redOffset, greenOffset, blueOffset, alphaOffset: Double

    /// One copy (`count` 1), in place, at once, untinted: Core Animation's defaults.
    public init(
        count: Int = 1, transform: AffineTransform = .identity, delay: Double = 0, color: Color = .white,
        redOffset: Double = 0, greenOffset: Double = 0, blueOffset: Double = 0, alphaOffset: Double = 0
    ) {
        storedCount = Swift.min(Swift.max(count, 0), Self.maximumCount)
        self.transform = transform
        self.delay = delay
        self.color = color
        (self.redOffset, self.greenOffset, self.blueOffset) = (redOffset, greenOffset, blueOffset)
        self.alphaOffset = alphaOffset
    }

    /// Whether every number is finite and within `Limits.maximumMagnitude` (what
    /// ``View/replication`` accepts).
    public var isWithinLimits: Bool {
        let t = transform
        return [
            t.a, t.b, t.c, t.d, t.tx, t.ty, delay, color.red, color.green, color.blue, color.alpha, redOffset,
            greenOffset, blueOffset, alphaOffset
        ].allSatisfy { $0.isFinite && Limits.isWithinMagnitude($0) }
    }

    /// Whether a copy's colours change: a colour other than opaque white, or an offset.
    var tints: Bool {
        color != .white || redOffset != 0 || greenOffset != 0 || blueOffset != 0 || alphaOffset != 0
    }

    /// The colour copy `k`'s colours are multiplied by.
    func tint(ofCopy k: Int) -> Color {
        func clamped(_ x: Double) -> Double { Swift.min(Swift.max(x, 0), 1) }
        let n = Double(k)
        return Color(
            red: clamped(color.red + n * redOffset), green: clamped(color.green + n * greenOffset),
            blue: clamped(color.blue + n * blueOffset), alpha: clamped(color.alpha + n * alphaOffset))
    }

    /// Initialises the `copies - 1` matrices at `destination` (uninitialised memory) to the
    /// matrices to root coordinates of copies 1 ..< `copies`: the view's bounds coordinates moved
    /// by the transform applied k times about `center` (in those coordinates), then `toRoot`.
    /// Products saturate at the largest finite magnitude, as a frame's matrices do (a scale
    /// applied a thousand times passes it), so every matrix is finite.
    func initializeCopyMatrices(
        _ copies: Int, about center: Point, toRoot: AffineTransform,
        at destination: UnsafeMutablePointer<AffineTransform>
    ) {
        guard copies > 1 else { return }
        let there = AffineTransform(translationX: -center.x, y: -center.y)
        let moved = AffineTransform(translationX: center.x, y: center.y)
        var back = moved.then(toRoot)
        if !AffineTransform.areFinite(back, .zero) { back = moved.saturatingThen(toRoot) }
        var power = AffineTransform.identity
        for k in 1..<copies {
            // The plain products, unless one is not finite (rare: the saturating ones cost more).
            var next = power.then(transform)
            if !AffineTransform.areFinite(next, .zero) { next = power.saturatingThen(transform) }
            power = next
            var matrix = there.then(power).then(back)
            if !AffineTransform.areFinite(matrix, .zero) { matrix = there.saturatingThen(power).saturatingThen(back) }
            (destination + k - 1).initialize(to: matrix)
        }
    }
}
