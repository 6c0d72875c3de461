import KinemaCore

/// The edge a directional transition starts from (Core Animation's transition subtypes
/// `fromLeft`, `fromRight`, `fromTop`, `fromBottom`): the content moves away from it, across the
/// view towards the opposite edge.
public enum TransitionEdge: String, CaseIterable, Hashable, Sendable {
    /// From the left edge: the content moves right.
    case left
    /// From the right edge: the content moves left.
    case right
    /// From the top edge: the content moves down.
    case top
    /// From the bottom edge: the content moves up.
    case bottom

    /// The direction of motion, a unit vector in the view's own coordinates (y grows downwards).
    var motion: Vector {
        switch self {
        case .left: Vector(dx: 1, dy: 0)
        case .right: Vector(dx: -1, dy: 0)
        case .top: Vector(dx: 0, dy: 1)
        case .bottom: Vector(dx: 0, dy: -1)
        }
    }

    /// Whether the motion runs along the x axis.
    var isHorizontal: Bool { self == .left || self == .right }
}

/// How a transition takes a view from its old picture to its new one (Core Animation's
/// transition types, and the flips of UIKit's transition options).
///
/// With `p` the transition's progress (its eased fraction, mapped into
/// ``TransitionAnimation/startProgress`` ... ``TransitionAnimation/endProgress``), `D` the view's
/// size along the motion and `u` the unit vector of the motion (``TransitionEdge``):
///
/// | style | old picture | the view (new picture) |
/// |---|---|---|
/// | ``fade`` | above, opacity `(1 - p)` times its own | unchanged |
/// | ``moveIn(from:)`` | below, unchanged | moved by `-D u (1 - p)` |
/// | ``push(from:)`` | above, moved by `D u p` | moved by `-D u (1 - p)` |
/// | ``reveal(from:)`` | above, moved by `D u p` | unchanged |
/// | ``flip(from:)`` | above, scaled by `cos(pi p)` across the axis, hidden once `p >= 1/2` | hidden while `p < 1/2`, then scaled by `-cos(pi p)` |
///
/// Moves are in the view's own coordinates (its transform's linear part maps them into its
/// superview's). A flip is drawn without perspective, as its projection seen head-on: the view
/// narrows to its centre line and widens again showing the new picture, so flips from the left
/// and from the right look alike, as do those from the top and from the bottom.
public enum TransitionStyle: Hashable, Sendable {
    /// The old picture fades out over the new one (`fade`; UIKit's `transitionCrossDissolve`).
    case fade
    /// The new picture slides in over the old one (`moveIn`).
    case moveIn(from: TransitionEdge)
    /// The new picture pushes the old one out (`push`).
    case push(from: TransitionEdge)
    /// The old picture slides out, uncovering the new one (`reveal`).
    case reveal(from: TransitionEdge)
    /// The view turns over about its centre line, showing the new picture on its back (UIKit's
    /// `transitionFlipFromLeft` and the other flips): about the vertical line from the left or
    /// right, about the horizontal line from the top or bottom.
    case flip(from: TransitionEdge)
}

/// A transition of a view's whole picture (Core Animation's `CATransition`): added to a view with
/// ``View/addAnimation(_:forKey:)``, it takes a picture of the view and its subtree as they are
/// shown at that moment (their presentation values) and runs from that old picture to whatever
/// the view shows afterwards, changes made after the call included.
///
/// The old picture is a copy of the subtree made of plain views that take no touches (their
/// ``View/isSnapshotCopy`` is true, their names are the originals' followed by
/// ` (old)`), placed next to the view in its superview: above it, or below it for
/// ``TransitionStyle/moveIn(from:)``. It is removed when the transition stops, however it stops.
/// Frame snapshots, pictures and renderers show it like any view; see ``TransitionStyle`` for
/// what moves and fades.
///
/// A view without a superview (a scene's root), or a mask (``View/mask``), can only fade: its old
/// picture then lies inside it, as its last subview over its bounds; other styles are refused for it
/// (``AnimationError/transitionWithoutSuperview(_:)``). A transition is always removed on completion (``isRemovedOnCompletion`` is ignored); it cannot be a
/// child of a ``GroupAnimation``. Its timing is any explicit animation's: the duration, the
/// timing function (linear when nil, as for Core Animation), the begin time, speed and repeats.
public struct TransitionAnimation: ExplicitAnimation {
    /// How the old picture gives way to the new.
    public var style: TransitionStyle
    /// The progress at which the transition starts, in [0, 1] (`startProgress`; 0 by default).
    public var startProgress: Double = 0
    /// The progress at which the transition ends, in [`startProgress`, 1] (`endProgress`; 1 by default).
    public var endProgress: Double = 1
    /// ``ExplicitAnimation/timing``.
    public var timing: MediaTiming
    /// ``ExplicitAnimation/timingFunction``.
    public var timingFunction: TimingCurve?
    /// Ignored: a transition is always taken off when it ends (its old picture with it).
    public var isRemovedOnCompletion = true
    /// ``ExplicitAnimation/onStart``.
    public var onStart: (() -> Void)?
    /// ``ExplicitAnimation/onStop``.
    public var onStop: ((Bool) -> Void)?

    /// A transition in `style` (a fade by default).
    public init(
        style: TransitionStyle = .fade, timing: MediaTiming = MediaTiming(), timingFunction: TimingCurve? = nil
    ) {
        self.style = style
        self.timing = timing
        self.timingFunction = timingFunction
    }

    /// Refuses progress bounds outside [0, 1] or out of order.
    func validateProgress() throws(AnimationError) {
        for (value, name) in [(startProgress, "startProgress"), (endProgress, "endProgress")] {
            guard value.isFinite else { throw .notFinite(name) }
            guard value >= 0, value <= 1 else { throw .invalidValue(.outOfRange(name, value, must: "lie in [0, 1]")) }
        }
        guard startProgress <= endProgress else {
            throw .invalidValue(.outOfRange("endProgress", endProgress, must: "be at least startProgress"))
        }
    }
}
