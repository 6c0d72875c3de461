import KinemaCore

extension View {
    /// The bounds grown by `margin` on every side: where UIKit still counts a touch as inside a
    /// control or button (70 pt).
    public func extendedBounds(by margin: Double = 70) -> Rect {
        bounds.insetBy(dx: -margin, dy: -margin)
    }

    /// `point` (root coordinates) in this view's bounds coordinates; nil when a transform on the
    /// way cannot be inverted.
    public func location(ofRootPoint point: Point) -> Point? {
        convert(point, from: nil)
    }
}
