import KinemaCore
import KinemaDynamics

/// Misuse of a scene, reported instead of trapping: its clock and scheduler, its view tree, Auto
/// Layout and the dynamic animator. A call that throws changes nothing.
///
/// Problems met where nothing can throw (a layout pass, a property setter) are not lost: they are
/// appended to ``Scene/diagnostics`` as UIKit would log them.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    // MARK: Clock and scheduler

    /// A time, time step or delay (named) was NaN or infinite.
    case notFinite(String)
    /// A time step or delay (named) was negative.
    case negative(String)
    /// `advance(to:)` was asked to go back in time.
    case timeWentBackwards(from: Double, to: Double)
    /// A property setter of the view (named) was given a value with a component that is not
    /// finite or whose magnitude exceeds `Limits.maximumMagnitude`; the property kept its value.
    case propertyOutOfRange(property: String, view: String)
    /// ``Scene/frames(fps:until:)`` was given a frame rate or a span out of range, or asked for
    /// more than ``Scene/maximumFrameCount`` frames (the reason, as ``/KinemaCore/FrameTimes``
    /// gives it).
    case invalidFrameTimes(ValueError)

    // MARK: View tree

    /// Adding the view would make it its own ancestor.
    case cycle(view: String, superview: String)
    /// The sibling named in an insert call is not a subview of the receiver (or a new scene's
    /// root already has a superview).
    case notASubview(view: String, of: String)
    /// The view belongs to another scene; remove it from that scene first.
    case belongsToAnotherScene(view: String)
    /// The scene's root cannot be added to another view.
    case rootCannotMove(view: String)
    /// The view is not one of the stack view's arranged views (a custom spacing names one).
    case notArranged(view: String, stack: String)

    // MARK: Auto Layout (each names the constraint, as its description)

    /// The required constraint cannot hold together with the active ones.
    case unsatisfiable(String)
    /// The constraint can hold, but only with a solved value past the largest `Double` (finite
    /// multipliers and constants within the bound can multiply that far along a chain).
    case layoutNotFinite(String)
    /// The constraint's views are not in the same scene, or not in any scene.
    case noCommonAncestor(String)
    /// The constraint's multiplier or constant (or a new constant) is NaN or infinite.
    case nonFiniteConstraint(String)
    /// The constraint relates a horizontal attribute to a vertical one, or a size to a position.
    case incompatibleAttributes(String)
    /// The constraint changed from required to optional (or back) while active, as UIKit forbids.
    case requiredPriorityChangedWhileActive(String)
    /// A view's constraints leave part of its frame open (the ``AmbiguousLayout``'s description);
    /// recorded by ``Scene/reportAmbiguousLayouts()``, never thrown.
    case ambiguousLayout(String)

    // MARK: Dynamic animator

    /// The animator's reference view (named) is not in a scene.
    case referenceViewNotInScene(String)
    /// A behaviour's item (named) is not inside the animator's reference view.
    case itemOutsideReferenceView(String)
    /// The behaviour already belongs to an animator.
    case behaviorAlreadyAdded
    /// The physics world refused a parameter (NaN, a negative density, a number out of range, ...),
    /// with its reason.
    case invalidDynamicsParameter(DynamicsError)

    /// A one-line explanation; names and constraint descriptions it echoes have their control
    /// characters and line separators written as escapes (`\n`, `\u{2028}`).
    public var description: String {
        switch self {
        case .notFinite(let what): "\(what.escapingLineBreaks) must be finite"
        case .negative(let what): "\(what.escapingLineBreaks) must not be negative"
        case .timeWentBackwards(let a, let b): "time cannot go back from \(a) to \(b)"
        case .propertyOutOfRange(let p, let v):
            "the \(p) of '\(v.escapingLineBreaks)' must be finite and at most 1e9 in magnitude; it keeps its value"
        case .invalidFrameTimes(let e): "invalid frame times: \(e)"
        case .cycle(let v, let s):
            "adding '\(v.escapingLineBreaks)' to '\(s.escapingLineBreaks)' would make '\(v.escapingLineBreaks)' "
                + "its own ancestor"
        case .notASubview(let v, let s): "'\(v.escapingLineBreaks)' is not a subview of '\(s.escapingLineBreaks)'"
        case .notArranged(let v, let s):
            "'\(v.escapingLineBreaks)' is not an arranged view of the stack '\(s.escapingLineBreaks)'"
        case .belongsToAnotherScene(let v): "'\(v.escapingLineBreaks)' belongs to another scene"
        case .rootCannotMove(let v): "'\(v.escapingLineBreaks)' is a scene's root and cannot be added to another view"
        case .unsatisfiable(let c): "unsatisfiable required constraint: \(c.escapingLineBreaks)"
        case .layoutNotFinite(let c):
            "layout is not finite: \(c.escapingLineBreaks) would make a solved value pass the largest Double"
        case .noCommonAncestor(let c): "the views of \(c.escapingLineBreaks) are not in the same scene"
        case .nonFiniteConstraint(let c): "non-finite number in \(c.escapingLineBreaks)"
        case .incompatibleAttributes(let c): "incompatible attributes in \(c.escapingLineBreaks)"
        case .requiredPriorityChangedWhileActive(let c):
            "cannot change \(c.escapingLineBreaks) between required and optional while it is active"
        case .ambiguousLayout(let description): description.escapingLineBreaks
        case .referenceViewNotInScene(let v): "the reference view '\(v.escapingLineBreaks)' is not in a scene"
        case .itemOutsideReferenceView(let v): "'\(v.escapingLineBreaks)' is not inside the animator's reference view"
        case .behaviorAlreadyAdded: "the behaviour already belongs to an animator"
        case .invalidDynamicsParameter(let e): "invalid dynamics parameter: \(e)"
        }
    }
}

extension SceneError {
    /// Runs `body`, reporting the ``/KinemaDynamics/DynamicsError`` it throws as
    /// ``invalidDynamicsParameter(_:)``.
    static func dynamics<T>(_ body: () throws(DynamicsError) -> T) throws(SceneError) -> T {
        do {
            return try body()
        } catch {
            throw .invalidDynamicsParameter(error)
        }
    }
}
