/// A named moment of a sequence of frames, for example a touch: the HTML player marks it under its
/// scrubber (``HTMLPlayer/Marker``) and a Lottie document lists it among its markers
/// (``LottieMarker``, the label its comment).
public struct TimelineMarker: Hashable, Sendable {
    /// The scene time, in seconds: the HTML player's mark stands at the first frame at or after it.
    public var time: Double
    /// What happens then (the player's tooltip, the Lottie marker's comment and name in players).
    public var label: String

    /// A marker.
    public init(time: Double, label: String) {
        self.time = time
        self.label = label
    }
}
