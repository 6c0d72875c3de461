import KinemaCore

/// How a ``PropertyAnimator`` moves along its path from the start values to the end values:
/// UIKit's timing curve providers (`UICubicTimingParameters`, `UISpringTimingParameters`).
///
/// Used to create an animator and to continue one with other timing
/// (`continueAnimation(withTimingParameters:durationFactor:)`). Every form gives a progress that
/// starts at 0 and shows exactly 1 once the time it runs over has passed.
public enum TimingParameters: Hashable, Sendable {
    /// A cubic Bezier timing curve over the duration (`UICubicTimingParameters`), e.g. `.cubic(.easeIn)`.
    case cubic(TimingCurve)
    /// UIKit's duration-based spring (`UISpringTimingParameters(dampingRatio:initialVelocity:)`):
    /// mass 1, solved with UIKit's Newton steps (KinemaCore's springs article) for the duration it runs over, and solved again
    /// whenever it runs over another duration (a continued or delayed part). The damping ratio is
    /// clamped to [1.1920929e-7, 1]; `initialVelocity` is in whole distances per second (1 = the
    /// remaining distance in one second), positive towards the target.
    case spring(dampingRatio: Double, initialVelocity: Double = 0)
    /// A physical spring (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`),
    /// run in real seconds. An animator created with it lasts the spring's settling duration (the
    /// duration passed to the initialiser is ignored, as in UIKit); over any other span of time the
    /// spring still runs in real seconds and the target shows exactly at the span's end.
    case physicalSpring(Spring)

    /// Cubic timing with two control points (`UICubicTimingParameters(controlPoint1:controlPoint2:)`).
    ///
    /// - Throws: ``/KinemaCore/ValueError`` for a non-finite coordinate or an x coordinate outside
    ///   [0, 1].
    public static func cubic(controlPoint1: Point, controlPoint2: Point) throws(ValueError) -> TimingParameters {
        .cubic(try TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
    }

    /// A physical spring from its coefficients (`UISpringTimingParameters(mass:stiffness:damping:
    /// initialVelocity:)`); `damping` is the coefficient `c`, not a ratio.
    ///
    /// - Throws: ``/KinemaCore/ValueError`` for coefficients `Spring` rejects.
    public static func physicalSpring(
        mass: Double = 1, stiffness: Double, damping: Double,
        initialVelocity: Double = 0
    ) throws(ValueError) -> TimingParameters {
        .physicalSpring(
            try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// Checks the parameters a caller may have built by hand (a damping ratio or velocity that is
    /// not finite).
    func validate() throws(AnimationError) {
        if case let .spring(ratio, velocity) = self {
            guard ratio.isFinite else { throw .invalidValue(.notFinite("spring damping ratio")) }
            guard velocity.isFinite else { throw .invalidValue(.notFinite("spring initial velocity")) }
        }
    }

    /// The timing of a path run over `length` seconds (a spring with a damping ratio is solved for
    /// `length`); a path of no length jumps.
    func resolved(over length: Double) throws(AnimationError) -> TimingModel {
        guard length > 0 else { return .curve(.linear, duration: 0) }
        switch self {
        case .cubic(let curve):
            return .curve(curve, duration: length)
        case let .spring(ratio, velocity):
            return try AnimationError.building { () throws(ValueError) in
                try .uikitSpring(duration: length, dampingRatio: ratio, initialVelocity: velocity)
            }
        case .physicalSpring(let spring):
            return .spring(spring, duration: length)
        }
    }
}
