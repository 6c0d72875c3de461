/// Sampled frames of any scene as a Lottie animation (strict JSON, valid against the Lottie
/// schema), for designers' tools and players on other platforms.
///
/// Every view becomes one shape layer flattened into root coordinates, its content drawn as
/// paths with no font. With ``Keyframes-swift.enum/everyFrame`` every frame is a keyframe and the
/// document reproduces the frames exactly (up to rounding); with ``Keyframes-swift.enum/fitted``
/// each property gets as few keyframes as an error-bounded cubic fit needs, within
/// ``positionBound``, ``alphaBound`` and ``colorBound`` at every frame (``LottieStatistics``
/// measures them). <doc:ExportingLottie> specifies the document and the fit.
///
/// ```swift
/// var frames: [FrameSnapshot] = []
/// for k in 0...60 { try scene.advance(to: Double(k) / 60); frames.append(scene.snapshot()) }
/// let document = try LottieExport(frames: frames, fps: 60, name: "box").document()
/// print(document.text, terminator: "")
/// ```
public struct LottieExport: Sendable {
    /// How many keyframes the properties get.
    public enum Keyframes: String, Hashable, Sendable, CaseIterable {
        /// One keyframe per frame for every property that changes: exact.
        case everyFrame
        /// As few as an error-bounded fit needs (within the bounds of ``LottieExport``).
        case fitted
    }

    /// The largest distance, in points, between a corner of a view's bounds as a fitted export
    /// draws it and as the frame places it, at every frame.
    public static let positionBound = 0.25
    /// The largest difference in the alpha a fill or border is drawn with (0.5 %).
    public static let alphaBound = 0.005
    /// The largest difference in a colour component (0 ... 1).
    public static let colorBound = 0.005

    /// The frames, in increasing time, all with the same views.
    public var frames: [FrameSnapshot]
    /// The frame rate the frames were sampled at (the document's frame rate).
    public var fps: Double
    /// The document's name.
    public var name: String
    /// Every frame a keyframe, or fitted.
    public var keyframes: Keyframes
    /// Markers to write (those outside the frames' time span are left out).
    public var markers: [LottieMarker]

    /// An export of `frames` sampled at `fps`.
    public init(
        frames: [FrameSnapshot], fps: Double, name: String = "kinema", keyframes: Keyframes = .fitted,
        markers: [LottieMarker] = []
    ) {
        self.frames = frames
        self.fps = fps
        self.name = name
        self.keyframes = keyframes
        self.markers = markers
    }

    /// The document, or why the frames cannot be exported.
    public func document() throws(LottieExportError) -> LottieDocument {
        var composition = LottieComposition(export: self)
        return try composition.document()
    }
}
