import Kinema

/// Something that receives a whole touch sequence (SPEC 2): a control's tracking, a gesture
/// recogniser or a button. Locations are in root coordinates; each handler converts them to the
/// coordinates it needs.
///
/// A ``TouchRouter`` picks the handler when the finger lands (the first view from the hit view up
/// to the root that has one) and sends it every later event of the sequence, wherever the finger
/// goes.
public protocol TouchHandler: AnyObject {
    /// The view the handler is attached to.
    var view: View { get }
    /// The finger landed at `location` at `time`.
    func touchBegan(at location: Point, time: Double) throws(ControlError)
    /// The finger moved to `location`.
    func touchMoved(to location: Point, time: Double) throws(ControlError)
    /// The finger lifted at `location`.
    func touchEnded(at location: Point, time: Double) throws(ControlError)
    /// The system cancelled the touch.
    func touchCancelled(time: Double) throws(ControlError)
}

extension View {
    /// The bounds grown by `margin` on every side: where UIKit still counts a touch as inside a
    /// control or button (70 pt, SPEC 2).
    public func extendedBounds(by margin: Double = 70) -> Rect {
        bounds.insetBy(dx: -margin, dy: -margin)
    }

    /// `point` (root coordinates) in this view's bounds coordinates; nil when a transform on the
    /// way cannot be inverted.
    public func location(ofRootPoint point: Point) -> Point? {
        convert(point, from: nil)
    }
}
