import KinemaCore

/// Something that receives a whole touch sequence: a control's tracking, a gesture recogniser or a
/// button. Locations are in root coordinates; each handler converts them to the coordinates it
/// needs.
///
/// A ``TouchRouter`` picks the handler when the finger lands (the first view from the hit view up
/// to the root that has one) and sends it every later event of the sequence, wherever the finger
/// goes. `Failure` is what the handler's actions may throw (the responder's error, see
/// ``TouchResponder``); the router passes it on unchanged.
public protocol TouchHandler<Failure>: AnyObject {
    /// The error the handler's actions throw.
    associatedtype Failure: Error
    /// The view the handler is attached to.
    var view: View { get }
    /// The finger landed at `location` at `time`.
    func touchBegan(at location: Point, time: Double) throws(Failure)
    /// The finger moved to `location`.
    func touchMoved(to location: Point, time: Double) throws(Failure)
    /// The finger lifted at `location`.
    func touchEnded(at location: Point, time: Double) throws(Failure)
    /// The system cancelled the touch.
    func touchCancelled(time: Double) throws(Failure)
}
