import RealModule

/// How one axis of a scrolled offset moves after the finger lifts, in closed form: a
/// deceleration, a return to an edge or a settling on a target, as UIKit's scroll views move
/// (see <doc:ScrollingPhysics>).
///
/// Offsets are in points, velocities in points per second (the offset's own velocity: the finger
/// moving up scrolls the content down the screen and raises the vertical offset), and times in
/// seconds since the finger lifted. A motion is a value: ``offset(at:)`` at any time is the same
/// whatever times were asked before, so frames at any rate agree.
///
/// - **Deceleration.** `rate` is the fraction of the velocity kept after each millisecond, so with
///   `λ = 1000 ln(rate)` the velocity is `V e^(λt)` and the offset `o + V (e^(λt) - 1) / λ`. It
///   stops when the speed falls below ``stopSpeed`` (1 pt/s, Kinema's decision), at
///   `T = ln(stopSpeed / |V|) / λ`, where the offset stays.
/// - **An edge on the way.** When the deceleration would carry the offset past `range`, it reaches
///   the edge at `t_c`, where `e^(λ t_c) = 1 + (edge - o) λ / V`. With `bounces`, the offset then
///   overshoots and returns by the settling spring below, starting at the edge with the velocity
///   it had there; without, it stops at the edge.
/// - **Settling** (a return to an edge, a page, a target of the caller's): a critically damped
///   spring of natural frequency ``settleFrequency`` (10 per second: a unit mass on a stiffness
///   of 100), from the distance `x0 = o - target` with velocity `v0`:
///   `x(t) = (x0 + (v0 + ω x0) t) e^(-ωt)`. It is over at the first time asked at which `|x|` is
///   at most ``settleDistance`` and `|x'|` at most ``settleSpeed``; the offset is then the target.
///
/// Values that are not finite never reach the arithmetic: such a start rests at the lower edge,
/// such a velocity counts as 0, a rate outside `0 < rate < 1` stops at once, and a range whose
/// ends are not finite or in the wrong order is the single point of its lower end.
public struct ScrollAxisMotion: Hashable, Sendable {
    /// The speed under which a deceleration stops: 1 pt/s *(Kinema's decision)*.
    public static let stopSpeed = 1.0
    /// The settling spring's natural frequency ω: 10 per second (mass 1, stiffness 100,
    /// critically damped).
    public static let settleFrequency = 10.0
    /// The distance from the target within which a settling may end: 0.1 pt.
    public static let settleDistance = 0.1
    /// The speed under which a settling may end: 1 pt/s.
    public static let settleSpeed = 1.0

    /// One stretch of the motion.
    enum Piece: Hashable, Sendable {
        /// Stays at `offset`.
        case rest(offset: Double)
        /// `origin + velocity (e^(λ (t - start)) - 1) / λ` until `end` (an absolute time), then
        /// the offset reached there.
        case decay(origin: Double, velocity: Double, lambda: Double, start: Double, end: Double)
        /// The critically damped spring towards `target`, from `start`.
        case settle(target: Double, distance: Double, velocity: Double, start: Double)
    }

    /// The motion's pieces in time order (one or two).
    let pieces: [Piece]

    /// Where the motion comes to rest.
    public let restingOffset: Double

    private init(_ pieces: [Piece], resting: Double) {
        self.pieces = pieces
        restingOffset = resting
    }

    /// An axis that does not move: it rests at `offset` (the lower edge of an empty range is 0).
    public static func rest(at offset: Double) -> ScrollAxisMotion {
        let o = offset.isFinite ? offset : 0
        return ScrollAxisMotion([.rest(offset: o)], resting: o)
    }

    /// The motion after a lift at `offset` with `velocity`, decelerating by `rate` a millisecond
    /// within `range` (returned to its nearest edge first when it starts outside).
    ///
    /// - Parameters:
    ///   - offset: the offset when the finger lifts.
    ///   - velocity: the offset's velocity then, in points per second.
    ///   - rate: the fraction of the velocity kept after a millisecond (UIKit's 0.998 or 0.99).
    ///   - range: the offsets the content allows, from the lowest to the highest.
    ///   - bounces: whether the offset may overshoot an edge and return (else it stops there).
    public static func decelerating(
        from offset: Double, velocity: Double, rate: Double, within range: ClosedRange<Double>, bounces: Bool
    ) -> ScrollAxisMotion {
        let (low, high) = finiteEnds(range)
        guard offset.isFinite else { return rest(at: low) }
        let v = velocity.isFinite ? velocity : 0
        // Outside the range (the finger let go of a rubber band): back to the nearest edge.
        if offset < low || offset > high {
            let edge = offset < low ? low : high
            guard bounces else { return rest(at: edge) }
            return settling(from: offset, velocity: v, to: edge)
        }
        guard rate > 0, rate < 1, v.magnitude > stopSpeed else { return rest(at: offset) }
        let lambda = 1000 * Double.log(rate)
        let duration = Double.log(stopSpeed / v.magnitude) / lambda
        let stop = offset + v * (Double.exp(lambda * duration) - 1) / lambda
        if stop >= low && stop <= high {
            let decay = Piece.decay(origin: offset, velocity: v, lambda: lambda, start: 0, end: duration)
            return ScrollAxisMotion([decay], resting: stop)
        }
        // The edge comes first: e^(λ t_c) = 1 + (edge - o) λ / V, in (0, 1] since the stop is past it.
        let edge = stop < low ? low : high
        let kept = Swift.min(Swift.max(1 + (edge - offset) * lambda / v, Double.leastNormalMagnitude), 1)
        let crossing = Double.log(kept) / lambda
        let decay = Piece.decay(origin: offset, velocity: v, lambda: lambda, start: 0, end: crossing)
        guard bounces else { return ScrollAxisMotion([decay, .rest(offset: edge)], resting: edge) }
        let overshoot = Piece.settle(target: edge, distance: 0, velocity: v * kept, start: crossing)
        return ScrollAxisMotion([decay, overshoot], resting: edge)
    }

    /// The critically damped settling from `offset`, moving at `velocity`, onto `target`.
    public static func settling(from offset: Double, velocity: Double, to target: Double) -> ScrollAxisMotion {
        guard target.isFinite else { return rest(at: offset) }
        guard offset.isFinite else { return rest(at: target) }
        let v = velocity.isFinite ? velocity : 0
        return ScrollAxisMotion(
            [.settle(target: target, distance: offset - target, velocity: v, start: 0)], resting: target)
    }

    /// The offset `t` seconds after the lift (the start before 0, the resting offset once over).
    public func offset(at t: Double) -> Double {
        guard let piece = piece(at: t) else { return restingOffset }
        switch piece {
        case .rest(let offset):
            return offset
        case let .decay(origin, velocity, lambda, start, end):
            let s = Swift.min(Swift.max(t - start, 0), end - start)
            return origin + velocity * (Double.exp(lambda * s) - 1) / lambda
        case let .settle(target, distance, velocity, start):
            return target + Self.settleDistance(distance, velocity, Swift.max(t - start, 0))
        }
    }

    /// The offset's velocity `t` seconds after the lift, in points per second (0 once over).
    public func velocity(at t: Double) -> Double {
        guard !isFinished(at: t), let piece = piece(at: t) else { return 0 }
        switch piece {
        case .rest:
            return 0
        case let .decay(_, velocity, lambda, start, end):
            return t - start > end - start ? 0 : velocity * Double.exp(lambda * Swift.max(t - start, 0))
        case let .settle(_, distance, velocity, start):
            return Self.settleVelocity(distance, velocity, Swift.max(t - start, 0))
        }
    }

    /// Whether the motion is over `t` seconds after the lift: a rest always is, a deceleration
    /// once its stop time has come, a settling once it is near enough and slow enough (see the
    /// type's rules). NaN is never over.
    public func isFinished(at t: Double) -> Bool {
        guard t >= 0, let last = pieces.last else { return false }
        switch last {
        case .rest:
            // After a deceleration cut off at an edge, once the edge is reached.
            if case let .decay(_, _, _, _, end) = pieces[0] { return t >= end }
            return true
        case let .decay(_, _, _, _, end):
            return t >= end
        case let .settle(_, distance, velocity, start):
            guard t >= start else { return false }
            let s = t - start
            return Self.settleDistance(distance, velocity, s).magnitude <= Self.settleDistance
                && Self.settleVelocity(distance, velocity, s).magnitude <= Self.settleSpeed
        }
    }

    /// The piece under way at `t`; nil once the last one is over (the resting offset).
    private func piece(at t: Double) -> Piece? {
        if isFinished(at: t) { return nil }
        guard pieces.count > 1, case let .decay(_, _, _, _, end) = pieces[0] else { return pieces[0] }
        return t < end ? pieces[0] : pieces[1]
    }

    /// The spring's distance from its target: `(x0 + (v0 + ω x0) s) e^(-ωs)`.
    private static func settleDistance(_ x0: Double, _ v0: Double, _ s: Double) -> Double {
        let w = settleFrequency
        return (x0 + (v0 + w * x0) * s) * Double.exp(-w * s)
    }

    /// The spring's velocity: `(v0 - ω (v0 + ω x0) s) e^(-ωs)`.
    private static func settleVelocity(_ x0: Double, _ v0: Double, _ s: Double) -> Double {
        let w = settleFrequency
        return (v0 - w * (v0 + w * x0) * s) * Double.exp(-w * s)
    }

    /// A range's ends, finite and in order (the lower end alone otherwise; 0 when it is not finite).
    static func finiteEnds(_ range: ClosedRange<Double>) -> (Double, Double) {
        let low = range.lowerBound.isFinite ? range.lowerBound : 0
        let high = range.upperBound.isFinite && range.upperBound >= low ? range.upperBound : low
        return (low, high)
    }
}
