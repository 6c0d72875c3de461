import KinemaCore

/// A problem a scene met where nothing could throw it, kept in ``Scene/diagnostics`` (UIKit logs
/// such problems to the console and carries on).
///
/// The scene records, in the order they happen:
/// - ``Source/layout``: a layout conflict met without a caller to throw to. Setting
///   ``LayoutConstraint/constant`` to a value that would break a required constraint (the old
///   constant stays; ``LayoutConstraint/setConstant(_:)`` throws instead), and constraints that
///   cannot hold while a layout pass builds them: a stack view's, intrinsic sizes, autoresizing
///   frames, and active constraints re-added after the tree changed. The error is a
///   ``SceneError``, usually ``SceneError/unsatisfiable(_:)``.
/// - ``Source/dynamics``: a value the physics world refused where nothing can throw: a dynamic
///   behaviour's property setter while the behaviour is added (the property keeps its old value),
///   ``DynamicAnimator/updateItemUsingCurrentState(_:)``, and a gravity or push force during a
///   step. The error is ``SceneError/invalidDynamicsParameter(_:)``.
/// - ``Source/property``: a property setter refused a value with a component that is not finite
///   (NaN or an infinity) or whose magnitude exceeds `Limits.maximumMagnitude` (1e9): the
///   property keeps its old value. A view outside any scene keeps the refusal and hands it to the
///   scene it joins. The error is ``SceneError/propertyOutOfRange(property:view:)``.
/// - ``Source/callback``: an error thrown by code the scene's clock ran (an animation's
///   completion, a scheduled action), passed to ``Scene/report(_:from:)`` by that code.
///
/// Two diagnostics are equal when their time, source and message are.
public struct SceneDiagnostic: Equatable, CustomStringConvertible {
    /// Where a diagnostic comes from.
    public enum Source: String, Hashable, Sendable {
        /// Auto Layout, outside any throwing call.
        case layout
        /// The dynamic animator, outside any throwing call.
        case dynamics
        /// Code run by the scene's clock that had no caller to throw to.
        case callback
        /// A property setter, which has no caller to throw to.
        case property
    }

    /// The scene's time when the problem was met.
    public let time: Double
    /// Where it was met.
    public let source: Source
    /// The error that could not be thrown.
    public let error: any Error
    /// The error's description, on one line: control characters and line separators are written
    /// as escapes (`\n`, `\u{2028}`).
    public let message: String

    /// A diagnostic for `error`, met at `time`.
    public init(time: Double, source: Source, error: any Error) {
        self.time = time
        self.source = source
        self.error = error
        message = String(describing: error).escapingLineBreaks
    }

    /// `source at time s: message`, for example `layout at 0.5 s: unsatisfiable required constraint: ...`.
    public var description: String { "\(source.rawValue) at \(time) s: \(message)" }

    /// Whether the time, source and message are equal.
    public static func == (lhs: SceneDiagnostic, rhs: SceneDiagnostic) -> Bool {
        lhs.time == rhs.time && lhs.source == rhs.source && lhs.message == rhs.message
    }
}
