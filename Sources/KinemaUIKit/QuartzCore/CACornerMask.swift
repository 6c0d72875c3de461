import Kinema

/// Which corners a layer's `cornerRadius` rounds, with Core Animation's names and raw values: the
/// engine's `CornerMask`, which already keeps those raw values, under Core Animation's name.
public typealias CACornerMask = CornerMask

extension CornerMask {
    /// The top-left corner (y grows downwards): `minXMinY`.
    public static let layerMinXMinYCorner = CornerMask.minXMinY
    /// The top-right corner: `maxXMinY`.
    public static let layerMaxXMinYCorner = CornerMask.maxXMinY
    /// The bottom-left corner: `minXMaxY`.
    public static let layerMinXMaxYCorner = CornerMask.minXMaxY
    /// The bottom-right corner: `maxXMaxY`.
    public static let layerMaxXMaxYCorner = CornerMask.maxXMaxY
}
