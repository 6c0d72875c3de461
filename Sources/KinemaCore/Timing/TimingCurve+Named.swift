extension TimingCurve {
    /// Constant speed: (0, 0, 1, 1).
    public static let linear = TimingCurve(unchecked: 0, 0, 1, 1)
    /// Slow start: (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(unchecked: 0.42, 0, 1, 1)
    /// Slow end: (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(unchecked: 0, 0, 0.58, 1)
    /// Slow start and end: (0.42, 0, 0.58, 1); UIView-style animations without a curve option use it.
    public static let easeInOut = TimingCurve(unchecked: 0.42, 0, 0.58, 1)
    /// Core Animation's default timing function: (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingCurve(unchecked: 0.25, 0.1, 0.25, 1)

    /// The names ``init(named:)`` knows, in a fixed order.
    public static let names: [String] = ["linear", "easeIn", "easeOut", "easeInOut", "default"]

    /// The named curve `linear`, `easeIn`, `easeOut`, `easeInOut` or `default`; `nil` otherwise.
    public init?(named name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInOut": self = .easeInOut
        case "default": self = .default
        default: return nil
        }
    }
}
