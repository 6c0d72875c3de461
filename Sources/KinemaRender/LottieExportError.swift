/// Why frames cannot be exported as Lottie.
public enum LottieExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// There are no frames.
    case noFrames
    /// The frame rate is not a finite number above 0.
    case invalidFrameRate(Double)
    /// A frame's time is not finite, or not later than the previous frame's (0-based index).
    case timeNotIncreasing(frame: Int)
    /// A frame's views differ from the first frame's in number, names or parents (0-based index).
    case viewTreeChanged(frame: Int)
    /// A number needed to draw a view is not finite (view name, 0-based frame index).
    case nonFiniteValue(view: String, frame: Int)
    /// The root's size at the first frame does not give a canvas of 1 ... 100000 pixels each way.
    case canvasSize(width: Double, height: Double)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .noFrames: "no frames to export"
        case .invalidFrameRate(let fps): "the frame rate must be a finite number above 0 (got \(fps))"
        case .timeNotIncreasing(let k): "frame \(k): its time is not finite or not later than the previous frame's"
        case .viewTreeChanged(let k): "frame \(k): the views differ from the first frame's (names or parents)"
        case .nonFiniteValue(let view, let k): "frame \(k): view '\(view)' has a number that is not finite"
        case .canvasSize(let w, let h):
            "the root's size \(w) x \(h) does not give a canvas of 1 to 100000 pixels each way"
        }
    }
}
