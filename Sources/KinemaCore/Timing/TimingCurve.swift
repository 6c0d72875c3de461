/// A cubic Bezier timing curve from (0, 0) to (1, 1) (`CAMediaTimingFunction`; see <doc:TimingCurves>).
///
/// With control points `P1`, `P2`: `cx = 3 P1x`, `bx = 3 (P2x - P1x) - cx`, `ax = 1 - cx - bx`, so
/// `x(t) = ((ax t + bx) t + cx) t`. ``progress(at:)`` solves `x(t) = x` and returns `y(t)`.
/// Control point x coordinates must lie in [0, 1], which makes `x(t)` monotonic; y coordinates
/// may be any finite numbers (outside [0, 1] the curve overshoots). `y(t)` is the same cubic
/// evaluated in its Bernstein form `3 (1-t) t ((1-t) P1y + t P2y) + t^3`, which is exactly 0 at
/// `t = 0` and exactly 1 at `t = 1` and never overflows (its magnitude is at most
/// `0.75 max(|P1y|, |P2y|) + 1`), however large the ordinates.
public struct TimingCurve: Sendable {
    /// The first control point.
    public let controlPoint1: Point
    /// The second control point.
    public let controlPoint2: Point

    /// Polynomial coefficients of x(t).
    @usableFromInline let ax: Double, bx: Double, cx: Double
    /// `3 ax` and `2 bx`, the first two coefficients of `x'(t)`, computed once.
    @usableFromInline let ax3: Double, bx2: Double
    /// Whether both control points lie on the diagonal y = x. Then y(t) = x(t) for every t, so the
    /// progress is exactly x; the solve would only reach it to 1e-7 (this is `linear`).
    @usableFromInline let isDiagonal: Bool
    /// Which products of the Bernstein form of `y(t)` the ordinates make exact identities
    /// (`P2y = 1`, and `P1y = 0` with it), so that the solved path can leave them out.
    @usableFromInline let ordinates: Ordinates
    /// The end of the range `(0, solvedBelow)` that ``progress(at:)`` solves without further
    /// tests: 1, or 0 for the diagonal (whose progress is `x` itself, on the other path).
    @usableFromInline let solvedBelow: Double

    /// Creates a curve from its two control points.
    ///
    /// - Throws: ``ValueError/notFinite(_:)`` when a coordinate is NaN or infinite, and
    ///   ``ValueError/outOfRange(_:_:must:)`` when an x coordinate is outside [0, 1].
    public init(controlPoint1: Point, controlPoint2: Point) throws(ValueError) {
        for v in [controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y] where !v.isFinite {
            throw .notFinite("timing curve control points")
        }
        for x in [controlPoint1.x, controlPoint2.x] where !(0...1).contains(x) {
            throw .outOfRange("timing curve control point x", x, must: "be in [0, 1]")
        }
        self.controlPoint1 = controlPoint1
        self.controlPoint2 = controlPoint2
        cx = 3 * controlPoint1.x
        bx = 3 * (controlPoint2.x - controlPoint1.x) - cx
        ax = 1 - cx - bx
        ax3 = 3 * ax; bx2 = 2 * bx
        isDiagonal = controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y
        ordinates = Ordinates(controlPoint1.y, controlPoint2.y)
        solvedBelow = isDiagonal ? 0 : 1
    }

    /// Creates a curve from the control points `(x1, y1)` and `(x2, y2)`, as
    /// `CAMediaTimingFunction(controlPoints:)`.
    ///
    /// - Throws: as ``init(controlPoint1:controlPoint2:)``.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(ValueError) {
        try self.init(controlPoint1: Point(x: x1, y: y1), controlPoint2: Point(x: x2, y: y2))
    }

    /// Creates a curve without validation, for the named constants.
    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        controlPoint1 = Point(x: x1, y: y1)
        controlPoint2 = Point(x: x2, y: y2)
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        ax3 = 3 * ax; bx2 = 2 * bx
        isDiagonal = x1 == y1 && x2 == y2
        ordinates = Ordinates(y1, y2)
        solvedBelow = isDiagonal ? 0 : 1
    }

    /// `x(t)`.
    @inlinable @inline(__always) func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    /// `y(t)`, in Bernstein form (exact at both ends, bounded by `0.75 max(|P1y|, |P2y|) + 1`).
    @inlinable @inline(__always) func sampleY(_ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * t * (s * controlPoint1.y + t * controlPoint2.y) + t * t * t
    }
    /// ``sampleY(_:)`` bit for bit, without the products that the ordinates make exact
    /// identities: with `P2y = 1`, `t P2y` is `t`; with also `P1y = 0`, `s P1y + t` is `±0 + t`,
    /// which is `t` for every finite `t` but `-0` (there it would be `+0`). The solve never gives
    /// `-0` for `x` in (0, 1): Newton starts at `t = x > 0`, `t - q` is `-0` only when `t` is, and
    /// bisection stays at or above `+0`. Every named curve but `linear` ends at 1, and the three
    /// easings also start flat, so they skip three of the ten operations.
    @inlinable @inline(__always) func sampleYSolved(_ t: Double) -> Double {
        assert(t.isFinite && !(t == 0 && t.sign == .minus), "the solve gives a finite t other than -0")
        let s = 1 - t
        if ordinates == .flatStartEndingAtOne { return 3 * s * t * t + t * t * t }
        if ordinates == .endingAtOne { return 3 * s * t * (s * controlPoint1.y + t) + t * t * t }
        return sampleY(t)
    }
    /// `x'(t)`.
    @inlinable @inline(__always) func sampleDerivativeX(_ t: Double) -> Double { (ax3 * t + bx2) * t + cx }

    /// The parameter `t` in [0, 1] with `x(t) = x` (the solve of <doc:TimingCurves>), for `x` already in [0, 1].
    ///
    /// Up to 8 Newton steps from `t = x`, returning as soon as `|x(t) - x| < 1e-7` and giving up
    /// when `|x'(t)| < 1e-7`; then bisection on [0, 1] from `t = x` to the same tolerance (at most
    /// 64 halvings, which reach the limit of double precision).
    ///
    /// Written with the test of `t = x` peeled off (it passes only near the ends or on a nearly
    /// straight curve) and without the 8th slope check and step, after which the bisection runs
    /// either way: the same tests and steps in the same order give the same `t`, and the common
    /// path falls straight through.
    @inlinable @inline(__always)
    func solveX(_ x: Double) -> Double {
        var t = x
        var error = sampleX(t) - x
        if _slowPath(abs(error) < 1e-7) { return t }
        for _ in 0..<7 {
            let slope = sampleDerivativeX(t)
            if _slowPath(abs(slope) < 1e-7) { break }
            t -= error / slope
            error = sampleX(t) - x
            if abs(error) < 1e-7 { return t }
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < 1e-7 { return t }
            if x > value { lo = t } else { hi = t }
            t = (hi - lo) * 0.5 + lo
        }
        return t
    }

    /// The progress `y` at time fraction `x` (see <doc:TimingCurves>). `x` is clamped to [0, 1]; NaN gives NaN.
    @inlinable
    public func progress(at x: Double) -> Double {
        // Inside (0, 1) nothing needs clamping; NaN, the ends and the diagonal take the other path.
        if _fastPath(x > 0 && x < solvedBelow) { return sampleYSolved(solveX(x)) }
        return progressAtEnd(x)
    }

    /// ``progress(at:)`` for NaN, `x <= 0`, `x >= 1` and the diagonal: NaN, or `x` clamped to
    /// [0, 1], then the diagonal's `y = x` or the solve.
    @usableFromInline @inline(never)
    func progressAtEnd(_ x: Double) -> Double {
        if x.isNaN { return x }
        let clamped = x < 0 ? 0 : (x > 1 ? 1 : x)
        if isDiagonal { return clamped }
        return sampleY(solveX(clamped))
    }

    /// The time fraction `x` in [0, 1] at which the curve first reaches progress `y`.
    ///
    /// `y` is clamped to [0, 1] (NaN gives NaN), so an answer always exists because `y(0) = 0` and
    /// `y(1) = 1`. For a monotonic curve (control point y coordinates in [0, 1]) this is the exact
    /// inverse of ``progress(at:)``, to about 1e-15. For an overshooting curve, whose progress is
    /// not monotonic, it is the smallest `x` at which the progress reaches `y`: the first of 64
    /// equal parameter intervals whose end reaches `y` is refined by bisection (a crossing that
    /// dips back inside one interval can be missed).
    public func inverse(progress y: Double) -> Double {
        if y.isNaN { return y }
        let target = y < 0 ? 0 : (y > 1 ? 1 : y)
        if target <= 0 { return 0 }
        if isDiagonal { return target }
        // With both ordinates at most 1, y(t) is a weighted mean of values <= 1 that puts weight on
        // the end point's 1 alone only at t = 1: progress 1 is first reached at the end.
        if target >= 1, controlPoint1.y <= 1, controlPoint2.y <= 1 { return 1 }
        // x(1) = ax + bx + cx may round an ulp past 1: the answer is a fraction, so clamp it.
        return Swift.min(Swift.max(sampleX(firstCrossing(of: sampleY, reaching: target)), 0), 1)
    }
}

extension TimingCurve {
    /// The ordinates `P1y`, `P2y` as far as they simplify `y(t)` (see `sampleYSolved`).
    @usableFromInline enum Ordinates: Sendable {
        /// `P2y != 1`: the full form.
        case general
        /// `P2y = 1` and `P1y != 0` (`default`).
        case endingAtOne
        /// `P2y = 1` and `P1y = 0` or `-0` (`easeIn`, `easeOut`, `easeInOut`).
        case flatStartEndingAtOne

        /// The case of the ordinates `y1`, `y2`.
        init(_ y1: Double, _ y2: Double) {
            self = y2 != 1 ? .general : (y1 == 0 ? .flatStartEndingAtOne : .endingAtOne)
        }
    }
}

extension TimingCurve: Hashable {
    /// Curves are equal when their control points are.
    public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
        lhs.controlPoint1 == rhs.controlPoint1 && lhs.controlPoint2 == rhs.controlPoint2
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(controlPoint1)
        hasher.combine(controlPoint2)
    }
}

extension TimingCurve: CustomStringConvertible {
    /// `TimingCurve(x1, y1, x2, y2)`.
    public var description: String {
        "TimingCurve(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
    }
}
