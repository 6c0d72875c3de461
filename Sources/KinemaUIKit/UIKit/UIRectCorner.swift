import Kinema

/// The corners of a rectangle, with UIKit's names and raw values (y down: the top is the side of
/// smaller y), for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The bits (UIKit's).
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner (every bit set, as UIKit's).
    public static let allCorners = UIRectCorner(rawValue: UInt.max)

    /// The same corners as Kinema's path type names them.
    var kinema: BezierPath.RectCorners {
        var corners: BezierPath.RectCorners = []
        if contains(.topLeft) { corners.insert(.topLeft) }
        if contains(.topRight) { corners.insert(.topRight) }
        if contains(.bottomLeft) { corners.insert(.bottomLeft) }
        if contains(.bottomRight) { corners.insert(.bottomRight) }
        return corners
    }
}
