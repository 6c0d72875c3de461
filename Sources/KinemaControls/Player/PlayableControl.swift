import Kinema

/// A control `kinema play` can drive: it builds its scene from a configuration, starts, and names
/// the touch handler that receives a touch landing on each view (a ``/Kinema/TouchResponder`` whose
/// handlers throw the engine's errors as they are: its `Failure` is `any Error`).
///
/// To add a control: make a folder under Sources/KinemaControls/, conform a `final class` to this
/// protocol, and add its type to ``ControlRegistry/controls``.
public protocol PlayableControl: TouchResponder, SendableMetatype where Failure == any Error {
    /// The name `kinema play` knows the control by, e.g. `fast-cart-button`.
    static var name: String { get }
    /// A one-line description for `kinema play --list`.
    static var summary: String { get }
    /// The views the control's snapshots print, in tree pre-order (named as in the control's
    /// article, e.g. <doc:TheFastCartButton>).
    static var viewNames: [String] { get }

    /// Builds the control's scene at time 0, laid out and at rest (a control whose building can
    /// only fail one way may declare the narrower typed error, e.g. `throws(SceneError)`).
    init(configuration: ControlConfiguration) throws

    /// The control's scene (its clock, views and animations).
    var scene: Scene { get }

    /// Called once at time 0, before any event: starts what the control does without input.
    func start() throws

    /// The handler attached to `view`, if any (the router walks from the hit view to the root).
    func touchHandler(for view: View) -> (any TouchHandler<any Error>)?
}
