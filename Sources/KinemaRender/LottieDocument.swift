/// An exported Lottie document and what it took.
public struct LottieDocument: Sendable {
    /// The document.
    public let json: JSONValue
    /// Counts and measured errors.
    public let statistics: LottieStatistics

    /// The document as strict JSON text, ending in a line break.
    public var text: String { json.text + "\n" }
}

/// What a Lottie export holds and how closely it follows the frames.
///
/// The errors are measured at every exported frame by evaluating the document's keyframes as a
/// player does: the position error is the largest distance between a corner of a view's bounds
/// as the layer draws it and as the frame places it (root points), the alpha error the largest
/// difference in the alpha a fill or border is drawn with, the colour error the largest
/// difference in one of its red, green or blue components. A fitted export keeps them within
/// ``LottieExport/positionBound``, ``LottieExport/alphaBound`` and ``LottieExport/colorBound``;
/// a keyframe-per-frame export only rounds.
public struct LottieStatistics: Hashable, Sendable {
    /// The frames exported.
    public var frameCount: Int
    /// The views exported (one shape layer each).
    public var viewCount: Int
    /// Every layer written, counting the extra layers of borders drawn above subviews and of
    /// clipping (a matte and a precomposition per clipping view).
    public var layerCount: Int
    /// The animated properties of the views' layers (a property written again on a border or
    /// matte layer counts once).
    public var animatedPropertyCount: Int
    /// The keyframes of those properties.
    public var keyframeCount: Int
    /// The largest corner position error, in points.
    public var maximumPositionError: Double
    /// The largest drawn-alpha error (0 ... 1).
    public var maximumAlphaError: Double
    /// The largest colour component error (0 ... 1).
    public var maximumColorError: Double
}

/// A named moment of a Lottie document (a Lottie marker), for example a touch: the label is the
/// marker's comment (its name in players).
public typealias LottieMarker = TimelineMarker
