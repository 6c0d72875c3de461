/// What a ``TouchRouter`` delivers touches to: a scene, and the handler attached to each of its
/// views (a control, or any object that owns gesture recognisers and button targets).
///
/// `Failure` is the error its handlers throw. ``routingFailure(_:)`` says how a touch that cannot
/// be delivered at its time is reported in that type; it is provided when `Failure` is
/// ``InputError`` (the natural choice when the handlers cannot fail) or `any Error` (handlers that
/// throw whatever the scene throws).
public protocol TouchResponder<Failure>: AnyObject {
    /// The error the responder's touch handlers throw.
    associatedtype Failure: Error
    /// The scene whose views receive the touches (its clock gives the touches' times).
    var scene: Scene { get }
    /// The handler attached to `view`, if any (the router walks from the hit view to the root).
    func touchHandler(for view: View) -> (any TouchHandler<Failure>)?
    /// `problem` (a touch that cannot be delivered at its time) as this responder's error.
    func routingFailure(_ problem: InputError) -> Failure
}

extension TouchResponder where Failure == InputError {
    /// The problem itself.
    public func routingFailure(_ problem: InputError) -> InputError { problem }
}

extension TouchResponder where Failure == any Error {
    /// The problem itself.
    public func routingFailure(_ problem: InputError) -> any Error { problem }
}
