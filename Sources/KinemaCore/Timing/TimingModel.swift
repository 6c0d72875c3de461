/// Progress over elapsed time: how far along an animation of a given duration is, from 0 at its
/// start to 1 at its end. Every timed animation in Kinema follows this one rule (UIView-style and
/// keyframe animations, property animators, UIKit's duration-based spring).
///
/// - A curve is stretched over the duration: the progress `t` seconds in is the curve's progress
///   at `t / duration`.
/// - A spring runs in real seconds and is never rescaled: the progress `t` seconds in is the
///   spring's progress at `t`, which may overshoot 1 on the way.
/// - Before the start (`t <= 0`) the progress is 0; from the duration on it is exactly 1, whatever
///   the curve or spring gives there, so an unsettled spring shows its target at the end (as UIKit's
///   springs do).
/// - A duration of 0 or less jumps: 0 before the end, 1 from it.
///
/// Where the motion sits on a scene's clock is the caller's business: it starts at the time of the
/// call plus its delay, and ``progress(atElapsed:)`` takes the seconds since then.
public struct TimingModel: Hashable, Sendable {
    /// How the progress runs between the start and the end.
    public enum Shape: Hashable, Sendable {
        /// A timing curve evaluated at the elapsed share of the duration.
        case curve(TimingCurve)
        /// A spring evaluated at the elapsed seconds.
        case spring(Spring)
    }

    /// How the progress runs.
    public var shape: Shape
    /// Seconds from the start to the end, where the progress is exactly 1 (finite; 0 or less jumps).
    public var duration: Double

    /// A model with `shape` over `duration` seconds.
    public init(_ shape: Shape, duration: Double) {
        self.shape = shape
        self.duration = duration
    }

    /// `curve` stretched over `duration` seconds.
    public static func curve(_ curve: TimingCurve, duration: Double) -> TimingModel {
        TimingModel(.curve(curve), duration: duration)
    }

    /// `spring` run in real seconds, showing its target exactly from `duration` on.
    public static func spring(_ spring: Spring, duration: Double) -> TimingModel {
        TimingModel(.spring(spring), duration: duration)
    }

    /// UIKit's duration-based spring (`usingSpringWithDamping:initialSpringVelocity:`,
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`): the spring solved for
    /// `duration` and the damping ratio (see ``Spring/init(duration:dampingRatio:initialVelocity:)``),
    /// run over `duration` seconds.
    ///
    /// - Throws: what ``Spring/init(duration:dampingRatio:initialVelocity:)`` throws.
    public static func uikitSpring(
        duration: Double, dampingRatio: Double,
        initialVelocity: Double = 0
    ) throws(ValueError) -> TimingModel {
        .spring(
            try Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity),
            duration: duration)
    }

    /// The progress `elapsed` seconds after the start: 0 up to the start, exactly 1 from the
    /// duration on. NaN gives what the shape gives for NaN (NaN for a curve, 0 for a spring).
    @inlinable
    public func progress(atElapsed elapsed: Double) -> Double {
        if elapsed >= duration { return 1 }
        if elapsed <= 0 { return 0 }
        return shapeProgress(fraction: elapsed / duration, seconds: elapsed)
    }

    /// The progress at the fraction `u` of the duration (clamped to [0, 1]): the same function as
    /// ``progress(atElapsed:)`` with `u * duration` seconds, for callers that measure their own
    /// share of the way (a paused animator's position, a motion between two times). Exactly 1 at
    /// `u >= 1`; a duration of 0 or less jumps there.
    @inlinable
    public func progress(atFraction u: Double) -> Double {
        let x = u < 0 ? 0 : (u > 1 ? 1 : u)
        if x >= 1 { return 1 }
        guard duration > 0 else { return 0 }
        return shapeProgress(fraction: x, seconds: x * duration)
    }

    /// The smallest fraction `u` in [0, 1] of the duration at which ``progress(atFraction:)``
    /// reaches `progress` (clamped to [0, 1]); 0 for NaN and for `progress <= 0`.
    ///
    /// For a curve this is ``TimingCurve/inverse(progress:)``; for a spring, whose progress is not
    /// monotonic, the first crossing is searched the same way as for an overshooting curve.
    /// A model that jumps reaches any positive progress at 1.
    public func fraction(reaching progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        let target = progress > 1 ? 1 : progress
        guard duration > 0 else { return 1 }
        switch shape {
        case .curve(let curve): return curve.inverse(progress: target)
        case .spring: return firstCrossing(of: self.progress(atFraction:), reaching: target)
        }
    }

    /// The shape's own progress, given both the elapsed share of the duration (for a curve) and the
    /// elapsed seconds (for a spring).
    @inlinable @inline(__always)
    func shapeProgress(fraction: Double, seconds: Double) -> Double {
        switch shape {
        case .curve(let curve): return curve.progress(at: fraction)
        case .spring(let spring): return spring.progress(at: seconds)
        }
    }
}

/// The smallest `s` in [0, 1] at which `progress(s)` reaches `target`, for `0 < target <= 1` and a
/// function with `progress(1) >= target`: the first of 64 equal intervals whose end reaches the
/// target, then bisection inside it down to adjacent doubles. Exact where the function is
/// monotonic; a crossing that dips back inside one interval can be missed. Shared by the inverse of
/// a timing curve (over its parameter) and of a spring-timed model (over the fraction).
func firstCrossing(of progress: (Double) -> Double, reaching target: Double) -> Double {
    let steps = 64
    var lo = 0.0, hi = 1.0
    if let i = (1...steps).first(where: { progress(Double($0) / Double(steps)) >= target }) {
        lo = Double(i - 1) / Double(steps)
        hi = Double(i) / Double(steps)
    }
    for _ in 0..<80 {
        let mid = (lo + hi) * 0.5
        guard mid > lo, mid < hi else { break }
        if progress(mid) >= target { hi = mid } else { lo = mid }
    }
    return hi
}
