import KinemaCore

/// How a view's text content is set (``View/textStyle``): its font size and how its lines line up.
/// Without one, text follows Kinema's size rule (the lines share the bounds' height, centred).
///
/// With one, every line is `fontSize` points tall in the stroke font, lines are `1.2 × fontSize`
/// apart, the block of lines is centred vertically in the bounds (as a label centres its text) or
/// starts at their top (as a text layer draws), and each line lines up with the bounds' left
/// edge, their centre or their right edge.
public struct TextStyle: Hashable, Sendable {
    /// How lines line up across the bounds.
    public enum Alignment: Hashable, Sendable {
        /// Against the left edge.
        case left
        /// Centred.
        case center
        /// Against the right edge.
        case right
    }

    /// Where the block of lines sits in the bounds' height.
    public enum VerticalAlignment: Hashable, Sendable {
        /// At the top.
        case top
        /// Centred.
        case center
    }

    /// The font size in points (at least 0).
    public var fontSize: Double
    /// How lines line up.
    public var alignment: Alignment
    /// Where the lines sit vertically.
    public var verticalAlignment: VerticalAlignment

    /// A style of `fontSize` points, lines lined up by `alignment`, the block placed by
    /// `verticalAlignment`.
    public init(fontSize: Double, alignment: Alignment = .center, verticalAlignment: VerticalAlignment = .center) {
        self.fontSize = fontSize
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
    }

    /// Whether the font size is finite, not negative and within `Limits.maximumMagnitude` (what
    /// ``View/textStyle`` accepts).
    public var isWithinLimits: Bool { fontSize.isFinite && fontSize >= 0 && Limits.isWithinMagnitude(fontSize) }
}
