import Foundation
import Kinema

// Conversions between Foundation's Core Graphics geometry and Kinema's (Doubles).

extension CGPoint {
    /// The point as Kinema's `Point`.
    var kinema: Point { Point(x: Double(x), y: Double(y)) }
    /// Kinema's point as a `CGPoint`.
    init(_ p: Point) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
}

extension CGSize {
    /// The size as Kinema's `Size`.
    var kinema: Size { Size(width: Double(width), height: Double(height)) }
    /// Kinema's size as a `CGSize`.
    init(_ s: Size) { self.init(width: CGFloat(s.width), height: CGFloat(s.height)) }
}

extension CGRect {
    /// The rectangle as Kinema's `Rect`.
    var kinema: Rect { Rect(origin: origin.kinema, size: size.kinema) }
    /// Kinema's rectangle as a `CGRect`.
    init(_ r: Rect) { self.init(origin: CGPoint(r.origin), size: CGSize(r.size)) }
}
