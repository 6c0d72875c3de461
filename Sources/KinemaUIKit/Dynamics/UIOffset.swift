import Foundation
import Kinema

/// An offset from a point, such as an attachment point from an item's centre (UIKit's `UIOffset`).
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// No offset.
    public init() {
        horizontal = 0
        vertical = 0
    }

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()

    /// The offset as Kinema's `Vector`.
    var kinema: Vector { Vector(dx: Double(horizontal), dy: Double(vertical)) }
    /// Kinema's vector as an offset.
    init(_ v: Vector) { self.init(horizontal: CGFloat(v.dx), vertical: CGFloat(v.dy)) }
}
