/// Which corners of a view its `cornerRadius` rounds (Core Animation's `CACornerMask`, a view's
/// `maskedCorners`). The y axis grows downwards, so the `minY` corners are the top ones.
///
/// The mask is not animated; it shapes the background, the border and, when the view clips, the
/// clip. The four corners are rounded by default.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits (Core Animation's values); bits other than the four corners' mean nothing.
    public let rawValue: UInt
    /// A mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (`layerMinXMinYCorner`).
    public static let minXMinY = CornerMask(rawValue: 1 << 0)
    /// The top-right corner (`layerMaxXMinYCorner`).
    public static let maxXMinY = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner (`layerMinXMaxYCorner`).
    public static let minXMaxY = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner (`layerMaxXMaxYCorner`).
    public static let maxXMaxY = CornerMask(rawValue: 1 << 3)

    /// The two top corners (the tutorials' popup sheet and tab indicator).
    public static let top: CornerMask = [.minXMinY, .maxXMinY]
    /// The two bottom corners.
    public static let bottom: CornerMask = [.minXMaxY, .maxXMaxY]
    /// All four corners: the default.
    public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}
