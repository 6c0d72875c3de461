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
    /// mass 1, solved with SPEC 4.1's Newton steps for the duration it runs over, and solved again
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
    /// - Throws: ``AnimatorError/invalidTimingCurve(_:)`` for a non-finite coordinate or an x
    ///   coordinate outside [0, 1].
    public static func cubic(controlPoint1: Point, controlPoint2: Point) throws(AnimatorError) -> TimingParameters {
        do {
            return .cubic(try TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
        } catch {
            throw .invalidTimingCurve(error)
        }
    }

    /// A physical spring from its coefficients (`UISpringTimingParameters(mass:stiffness:damping:
    /// initialVelocity:)`); `damping` is the coefficient `c`, not a ratio.
    ///
    /// - Throws: ``AnimatorError/invalidSpring(_:)`` for coefficients `Spring` rejects.
    public static func physicalSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                      initialVelocity: Double = 0) throws(AnimatorError) -> TimingParameters {
        do {
            return .physicalSpring(try Spring(mass: mass, stiffness: stiffness, damping: damping,
                                              initialVelocity: initialVelocity))
        } catch {
            throw .invalidSpring(error)
        }
    }

    /// Checks the parameters a caller may have built by hand (a damping ratio or velocity that is
    /// not finite).
    func validate() throws(AnimatorError) {
        if case let .spring(ratio, velocity) = self {
            guard ratio.isFinite else { throw .invalidSpring(.notFinite("dampingRatio")) }
            guard velocity.isFinite else { throw .invalidSpring(.notFinite("initialVelocity")) }
        }
    }

    /// The timing of a path run over `length` seconds (a spring with a damping ratio is solved for
    /// `length`); a path of no length jumps.
    func resolved(over length: Double) throws(AnimatorError) -> PathTiming {
        guard length > 0 else { return .jump }
        switch self {
        case .cubic(let curve):
            return .curve(curve)
        case let .spring(ratio, velocity):
            do {
                return .spring(try Spring(duration: length, dampingRatio: ratio, initialVelocity: velocity),
                               length: length)
            } catch {
                throw .invalidSpring(error)
            }
        case .physicalSpring(let spring):
            return .spring(spring, length: length)
        }
    }
}

/// A timing resolved for one path of a known length: the progress (0 to 1, springs may overshoot)
/// at a fraction `u` of that length, and its inverse.
enum PathTiming {
    /// A cubic curve evaluated at `u`.
    case curve(TimingCurve)
    /// A spring evaluated at `u * length` seconds, exactly 1 from `u = 1` on (SPEC 4.1).
    case spring(Spring, length: Double)
    /// A path of no length: 0 before its end, 1 at it.
    case jump

    /// The progress at fraction `u` (clamped to [0, 1]) of the path's length.
    @inline(__always)
    func progress(_ u: Double) -> Double {
        let x = u < 0 ? 0 : (u > 1 ? 1 : u)
        switch self {
        case .curve(let curve): return curve.progress(at: x)
        case let .spring(spring, length): return x >= 1 ? 1 : spring.progress(at: x * length)
        case .jump: return x >= 1 ? 1 : 0
        }
    }

    /// The smallest fraction `u` in [0, 1] at which the progress reaches `value` (clamped to
    /// [0, 1]); 0 for NaN. Exact to about 1e-15 where the progress is monotonic.
    func inverse(_ value: Double) -> Double {
        guard value > 0 else { return 0 }
        let target = value > 1 ? 1 : value
        switch self {
        case .curve(let curve):
            return curve.inverse(progress: target)
        case .jump:
            return 1
        case .spring:
            // The first of 64 equal intervals whose end reaches the target, then bisection.
            var lo = 0.0, hi = 1.0
            for i in 1...64 {
                let u = Double(i) / 64
                if progress(u) >= target {
                    lo = Double(i - 1) / 64
                    hi = u
                    break
                }
            }
            for _ in 0..<80 {
                let mid = (lo + hi) * 0.5
                guard mid > lo, mid < hi else { break }
                if progress(mid) >= target { hi = mid } else { lo = mid }
            }
            return hi
        }
    }
}
