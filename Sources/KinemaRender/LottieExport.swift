/// Sampled frames of any scene as a Lottie animation (strict JSON, valid against the Lottie
/// schema), for designers' tools and players on other platforms.
///
/// The canvas is the root's size at the first frame (rounded up to whole pixels; one point is one
/// pixel), the frame rate is `fps`, and Lottie frame f is the scene time `first time + f / fps`.
/// Every view is one shape layer flattened into root coordinates (no Lottie parenting): its
/// anchor is the centre of its bounds, its position, rotation and scale reproduce the view's
/// whole bounds-to-root matrix, and its opacity is the view's alpha multiplied by its ancestors'
/// (0 while it or an ancestor is hidden), because players disagree on inherited opacity. A layer
/// holds the view's rounded bounds filled with its background colour (the rounding honours
/// which corners are rounded) and its border as a stroke inside the bounds; a view with subviews
/// gets its border on a second layer above them, as it is drawn. A view that clips (at the first
/// frame) has its subviews in a precomposition masked by an alpha matte of its rounded bounds.
/// Alphas and colour components are clamped to [0, 1]. A view's content (a symbol or text) is
/// drawn as the SVG pictures draw it, with no font: the pictogram's shapes, or the glyphs of
/// Kinema's stroke font as stroked paths, one group per line (see <doc:ExportingLottie>).
///
/// With ``Keyframes-swift.enum/everyFrame`` every frame is a keyframe of every property that
/// changes, and the document reproduces the frames exactly (up to rounding). With
/// ``Keyframes-swift.enum/fitted`` each property gets as few keyframes as an error-bounded cubic
/// fit of its sampled values needs: the motion is fitted from the frames, not read from the
/// animations that made it (a snapshot does not say which curve or spring produced it). Each
/// segment between two keyframes keeps both frames' exact values and eases between them with
/// the Lottie Bezier that fits the frames in between best, and is kept only when every one of
/// them is within tolerance; the export then measures its errors at every frame
/// (``LottieStatistics``) and refits a view with halved tolerances, or keeps all its frames,
/// should one exceed the bounds: ``positionBound``, ``alphaBound`` and ``colorBound``.
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
    public init(frames: [FrameSnapshot], fps: Double, name: String = "kinema", keyframes: Keyframes = .fitted,
                markers: [LottieMarker] = []) {
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
